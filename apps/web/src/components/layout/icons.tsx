import type { IconName } from '@/lib/routes';
import { LineIcon, MENU_ICON } from './line-icon';

const paths: Record<IconName | 'menu' | 'close' | 'chevron' | 'bell' | 'chat', string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5',
  education: 'M3 8.5 12 4l9 4.5-9 4.5-9-4.5ZM7 10.5V15c0 1.5 2.2 3 5 3s5-1.5 5-3v-4.5M21 8.5V14',
  contact: 'M4 5h16v11H9l-5 4V5ZM8 9h8M8 12.5h5',
  reservation: 'M4 6h16v14H4V6ZM4 10h16M8 3.5v4M16 3.5v4M8 14h3M8 17h6',
  contents: 'M5 4h10l4 4v12H5V4ZM14.5 4v4.5H19M10 11.5l4 2.5-4 2.5v-5Z',
  library: 'M4 5.5h6v14H4v-14ZM10 5.5h5v14h-5M15 6l4.5-1 2 13.5-4.5 1',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01',
  meal: 'M6 3v8a2 2 0 0 0 4 0V3M8 11v10M16 3c-1.7 0-3 2-3 5s1.3 4 3 4v9M16 3v9',
  lumina:
    'M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  mypage: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  menu: MENU_ICON,
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'M9 6l6 6-6 6',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0',
  chat: 'M4 5h16v11H9l-5 4V5Z',
  // A clipboard with a list: the staff's own menu (학습 관리 keeps the cap).
  staff: 'M8 4.5H6v16h12v-16h-2M9 3h6v3H9V3ZM9 11h6M9 14.5h6M9 18h3',
};

export type AnyIcon = keyof typeof paths;

/** A 24 px line icon; decorative unless given a label. */
export function Icon({ name, size, label }: { name: AnyIcon; size?: number; label?: string }) {
  return <LineIcon d={paths[name]} size={size} label={label} />;
}

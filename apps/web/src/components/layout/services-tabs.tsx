'use client';
import { LinkTabs } from '@/components/ui/tabs/link-tabs';
import { labelOf, pathOf } from '@/lib/routes';

/**
 * The drawer's 자료실 section: its notices and its library, one tap apart (on a phone the drawer lists
 * only the section's first page).
 */
export function ServicesTabs({ current }: { current: 'notice' | 'library' }) {
  return (
    <LinkTabs
      label="자료실 메뉴"
      items={(['notice', 'library'] as const).map((name) => ({
        href: pathOf(name),
        label: labelOf(name, undefined),
        current: current === name,
      }))}
    />
  );
}

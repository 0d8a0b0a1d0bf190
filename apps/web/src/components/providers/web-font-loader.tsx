'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { WebFont } from '@/lib/web-font';

/**
 * Pretendard (lib/web-font.ts): its code, like the font, comes after the page's. A font downloaded on
 * a first visit is shown when the screen changes, so each navigation inside the app tells it.
 */
export function WebFontLoader() {
  const pathname = usePathname();
  const font = useRef<WebFont | null>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    let stopped = false;
    void import('@/lib/web-font').then(({ loadWebFont }) => {
      if (!stopped) font.current = loadWebFont();
    });
    return () => {
      stopped = true;
      font.current?.stop();
      font.current = null;
    };
  }, []);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    font.current?.screenChanged();
  }, [pathname]);
  return null;
}

'use client';
import { lazyComponent } from '@/components/ui/lazy';

/**
 * The side bar, drawn on the server like the rest of the shell, with its code (the bar and the menu's
 * icons, about 1 KB gzip) arriving after the page's: below 768 px it is not shown at all.
 */
export const SideNav = lazyComponent(() => import('./side-nav').then((m) => m.SideNav));

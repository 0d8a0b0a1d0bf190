'use client';
import { lazyComponent } from '@/components/ui/lazy';

/**
 * The scroll keeper, its code (about 1 KB gzip) after the page's: it draws nothing, and what it does
 * (remember where she was, restore it on Back, hold the left edge's swipe) starts a moment after
 * hydration. That kilobyte of every page's first load makes room for the clock a phone with a wrong
 * time needs corrected (contract dates' `clockNow`).
 */
export const ScrollRestorer = lazyComponent(() => import('./scroll-restorer').then((m) => m.ScrollRestorer), { ssr: false });

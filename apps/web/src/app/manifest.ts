import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getSiteInfo } from '@/lib/site';

/**
 * The web app manifest (/manifest.webmanifest): what makes the portal installable, under the
 * centre's own name (the operator's site information, read per request like every page).
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  await connection();
  const site = await getSiteInfo();
  return {
    id: '/',
    name: site.serviceTitle,
    short_name: site.serviceTitle,
    description: `${site.serviceTitle} 학생과 학부모를 위한 학습 관리, 시설 예약, 상담, 알림`,
    lang: 'ko',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The page's own background (--color-bg): the splash screen does not flash white before it.
    background_color: '#f4f6fa',
    theme_color: '#1f7bda',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

import { Suspense, type ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ScrollRestorer } from '@/components/layout/scroll-restorer-lazy';
import { SideNav } from '@/components/layout/side-nav-lazy';
import { SessionGuard } from '@/components/providers/session-guard';
import { profileQuery } from '@/lib/profile';
import { Prefetch } from '@/lib/server-prefetch';
import { getSiteInfo } from '@/lib/site';
import styles from './shell.module.css';

export default async function ShellLayout({ children }: { children: ReactNode }) {
  const site = await getSiteInfo();
  // Her profile (the header's and drawer's badges, home's counts) arrives with the page: fetched in the
  // browser, its answer would re-render the shell at once, while the page is still being hydrated.
  return (
    <Prefetch queries={() => [profileQuery()]}>
      <div className={styles.shell}>
        {/* For a keyboard: past the menus straight to the page, shown only while it has the focus (lib/skip-link.ts). */}
        <a id="skip-link" href="#main" className={styles.skip}>
          본문으로 건너뛰기
        </a>
        <Suspense>
          <ScrollRestorer />
        </Suspense>
        <SideNav />
        <div className={styles.column}>
          <Header siteName={site.serviceTitle} />
          <main className={styles.main} id="main" tabIndex={-1}>
            {/* Shown only on a phone in another time zone, marked before the first paint (no shift). */}
            <p className={styles.zoneNote} data-zone-note>
              모든 시간은 한국 시간 기준이에요.
            </p>
            <SessionGuard>{children}</SessionGuard>
          </main>
          {/* A boundary of its own, counted apart from the page's: React sends a page's first boundaries in
              place while the HTML before them stays under its 12,800-byte chunk, and the footer's 1.5 KB,
              drawn before them, took that room from a parent's home cards (streamed after the page, moved
              in a frame later: home.spec). Past the limit, the footer is the one sent last, below the screen. */}
          <Suspense>
            <Footer site={site} />
          </Suspense>
        </div>
      </div>
    </Prefetch>
  );
}

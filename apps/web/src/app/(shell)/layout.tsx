import { Suspense, type ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ScrollRestorer } from '@/components/layout/scroll-restorer';
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
            <SessionGuard>{children}</SessionGuard>
          </main>
          <Footer site={site} />
        </div>
      </div>
    </Prefetch>
  );
}

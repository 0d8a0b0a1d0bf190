import { Suspense, type ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ScrollRestorer } from '@/components/layout/scroll-restorer';
import { SideNav } from '@/components/layout/side-nav-lazy';
import { SessionGuard } from '@/components/providers/session-guard';
import { getSiteInfo } from '@/lib/site';
import styles from './shell.module.css';

export default async function ShellLayout({ children }: { children: ReactNode }) {
  const site = await getSiteInfo();
  return (
    <div className={styles.shell}>
      <Suspense>
        <ScrollRestorer />
      </Suspense>
      <SideNav />
      <div className={styles.column}>
        <Header siteName={site.serviceTitle} />
        <main className={styles.main} id="main">
          <SessionGuard>{children}</SessionGuard>
        </main>
        <Footer site={site} />
      </div>
    </div>
  );
}

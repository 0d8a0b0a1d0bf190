import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { StaffTabs } from '@/components/layout/staff-tabs';
import { SHOW_CURRENT_TAB_SCRIPT } from '@/lib/current-tab-script';
import { isStaffCategory } from '@/lib/routes';
import { serverSession } from '@/lib/server-session';
import styles from './staff.module.css';

/** The staff side: teachers and admins only; anyone else sees the same 404 as a wrong address. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!isStaffCategory(session?.user?.category)) notFound();
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <>
      <StaffTabs />
      {/* Its current tab in view before the first paint (lib/current-tab.ts): right after the strip. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SHOW_CURRENT_TAB_SCRIPT }} />
      <div className={styles.pages}>{children}</div>
    </>
  );
}

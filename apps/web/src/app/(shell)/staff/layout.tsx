import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { StaffTabs } from '@/components/layout/staff-tabs';
import { isStaffCategory } from '@/lib/routes';
import { serverSession } from '@/lib/server-session';

/** The staff side: teachers and admins only; anyone else sees the same 404 as a wrong address. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!isStaffCategory(session?.user?.category)) notFound();
  return (
    <>
      <StaffTabs />
      {children}
    </>
  );
}

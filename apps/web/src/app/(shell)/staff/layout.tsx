import { getServerSession } from 'next-auth';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { StaffTabs } from '@/components/layout/staff-tabs';
import { authOptions } from '@/lib/auth-options';
import { isStaffCategory } from '@/lib/routes';

/** The staff side: teachers and admins only; anyone else sees the same 404 as a wrong address. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  if (!isStaffCategory(session?.user?.category)) notFound();
  return (
    <>
      <StaffTabs />
      {children}
    </>
  );
}

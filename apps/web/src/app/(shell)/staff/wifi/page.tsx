import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { staffWifiQuery } from '@/features/help/api/queries';
import { StaffWifiForm } from '@/features/help/components/staff-wifi-form';
import { Prefetch } from '@/lib/server-prefetch';
import { serverSession } from '@/lib/server-session';

export const metadata: Metadata = { title: '와이파이 관리' };

/** Site settings are the admin's: a teacher gets the same 404 as a wrong address. */
export default async function StaffWifiPage() {
  const session = await serverSession();
  if (session?.user?.category !== 'admin') notFound();
  return (
    <Prefetch queries={() => [staffWifiQuery()]}>
      <StaffWifiForm />
    </Prefetch>
  );
}

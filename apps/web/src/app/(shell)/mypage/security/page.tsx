import type { Metadata } from 'next';
import { devicesQuery, myFirewallQuery } from '@/features/security/api/queries';
import { SecurityPage } from '@/features/security/components/security-page';
import { labelOf } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';
import { serverSession } from '@/lib/server-session';

/** The same name as the header's: 로그인 기기 for everyone but a student. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: labelOf('mypageSecurity', (await serverSession())?.user.category) };
}

export default function MySecurityPage() {
  return (
    <Prefetch queries={(s) => (s.user.category === 'student' ? [myFirewallQuery(), devicesQuery()] : [devicesQuery()])}>
      <SecurityPage />
    </Prefetch>
  );
}

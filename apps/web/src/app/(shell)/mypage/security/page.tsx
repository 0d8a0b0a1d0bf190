import type { Metadata } from 'next';
import { devicesQuery, myFirewallQuery } from '@/features/security/api/queries';
import { SecurityPage } from '@/features/security/components/security-page';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '방화벽 설정' };

export default function MySecurityPage() {
  return (
    <Prefetch queries={(s) => (s.user.category === 'student' ? [myFirewallQuery(), devicesQuery()] : [devicesQuery()])}>
      <SecurityPage />
    </Prefetch>
  );
}

import type { Metadata } from 'next';
import { staffFirewallQuery } from '@/features/security/api/queries';
import { StaffFirewall } from '@/features/security/components/staff-firewall';
import { isStaffCategory } from '@/lib/routes';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '사이트 허용 관리' };

export default function StaffFirewallPage() {
  return (
    <Prefetch queries={(s) => (isStaffCategory(s.user.category) ? [staffFirewallQuery()] : [])}>
      <StaffFirewall />
    </Prefetch>
  );
}

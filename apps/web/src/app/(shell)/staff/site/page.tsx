import type { Metadata } from 'next';
import { backupStatusQuery, examSessionsQuery, siteInfoQuery } from '@/features/settings/api/queries';
import { CentreSettings } from '@/features/settings/components/centre-settings';
import { Prefetch } from '@/lib/server-prefetch';
import { adminOnly } from '../people/admin-only';

export const metadata: Metadata = { title: '사이트 정보' };

export default async function StaffSitePage() {
  await adminOnly();
  return (
    <Prefetch queries={() => [siteInfoQuery(), examSessionsQuery(), backupStatusQuery()]}>
      <CentreSettings />
    </Prefetch>
  );
}

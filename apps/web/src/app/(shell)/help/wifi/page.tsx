import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { wifiGuideQuery } from '@/features/help/api/queries';
import { WifiGuide } from '@/features/help/components/wifi-guide';
import { detectDevice } from '@/lib/device';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '와이파이 연결 안내' };

export default async function HelpWifiPage() {
  const device = detectDevice((await headers()).get('user-agent') ?? '');
  return (
    <Prefetch queries={(s) => [wifiGuideQuery(s.user.id)]} signedOut={() => [wifiGuideQuery(undefined)]}>
      <WifiGuide device={device} />
    </Prefetch>
  );
}

import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Suspense } from 'react';
import { wifiGuideQuery } from '@/features/help/api/queries';
import { WifiGuide } from '@/features/help/components/wifi-guide';
import { WifiNetworks, WifiNetworksSkeleton } from '@/features/help/components/wifi-networks';
import { detectDevice } from '@/lib/device';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '와이파이 연결 안내' };

export default async function HelpWifiPage() {
  const device = detectDevice((await headers()).get('user-agent') ?? '');
  return (
    <WifiGuide
      device={device}
      networks={
        <Suspense fallback={<WifiNetworksSkeleton />}>
          <Prefetch queries={(s) => [wifiGuideQuery(s.user.id)]} signedOut={() => [wifiGuideQuery(undefined)]}>
            <WifiNetworks />
          </Prefetch>
        </Suspense>
      }
    />
  );
}

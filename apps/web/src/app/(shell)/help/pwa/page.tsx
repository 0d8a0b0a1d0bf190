import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { PwaGuide } from '@/features/help/components/pwa-guide';
import { detectDevice } from '@/lib/device';

export const metadata: Metadata = { title: '앱 설치 안내' };

export default async function HelpPwaPage() {
  const device = detectDevice((await headers()).get('user-agent') ?? '');
  return <PwaGuide device={device} />;
}

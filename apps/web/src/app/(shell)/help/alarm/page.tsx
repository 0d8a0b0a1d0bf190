import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { PushDoctor } from '@/features/help/components/push-doctor';
import { detectDevice } from '@/lib/device';

export const metadata: Metadata = { title: '푸시 알림 오류' };

export default async function HelpAlarmPage() {
  const device = detectDevice((await headers()).get('user-agent') ?? '');
  return <PushDoctor initialDevice={device} />;
}

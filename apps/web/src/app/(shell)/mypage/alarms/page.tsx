import type { Metadata } from 'next';
import { alarmSettingsQuery } from '@/features/alarms/api/queries';
import { Prefetch } from '@/lib/server-prefetch';
import { AlarmSettingsForm } from '@/features/alarms/components/alarm-settings-form';

export const metadata: Metadata = { title: '알림 설정' };

export default function AlarmSettingsPage() {
  return (
    <Prefetch queries={() => [alarmSettingsQuery()]}>
      <AlarmSettingsForm />
    </Prefetch>
  );
}

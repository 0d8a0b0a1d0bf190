import type { Metadata } from 'next';
import { AlarmSettingsForm } from '@/features/alarms/components/alarm-settings-form';

export const metadata: Metadata = { title: '알림 설정' };

export default function AlarmSettingsPage() {
  return <AlarmSettingsForm />;
}

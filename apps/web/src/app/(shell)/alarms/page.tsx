import type { Metadata } from 'next';
import { alarmListQuery } from '@/features/alarms/api/queries';
import { AlarmList } from '@/features/alarms/components/alarm-list';
import { Prefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: '알림' };

export default function Alarms() {
  // Her alarms are hers whatever child a parent picked: the first page comes with the page.
  return (
    <Prefetch queries={() => [alarmListQuery()]}>
      <AlarmList />
    </Prefetch>
  );
}

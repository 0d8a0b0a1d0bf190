'use client';
import type { FacilityId } from '@portal/contract';
import { LinkTabs } from '@/components/ui/tabs/link-tabs';
import { pathOf } from '@/lib/routes';
import { facilityTabs } from '../messages';

/** Tabs between the four facilities and her bookings; the chosen date travels along. */
export function FacilityTabs({ current, date }: { current: FacilityId | 'my'; date?: string }) {
  const query = date ? `?date=${date}` : '';
  return (
    <LinkTabs
      label="시설 선택"
      scroll={false}
      items={[
        ...facilityTabs.map((t) => ({ href: `${pathOf(t.route)}${query}`, label: t.label, current: current === t.id })),
        { href: pathOf('reservationMy'), label: '내 예약', current: current === 'my' },
      ]}
    />
  );
}

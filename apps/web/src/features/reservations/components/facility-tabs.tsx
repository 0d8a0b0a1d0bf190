'use client';
import type { FacilityId } from '@portal/contract';
import { LinkTabs } from '@/components/ui/tabs/link-tabs';
import { labelOf, pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { facilityTabs } from '../messages';

/** Tabs between the four facilities and her bookings; the chosen date travels along. */
export function FacilityTabs({ current, date }: { current: FacilityId | 'my'; date?: string }) {
  const query = date ? `?date=${date}` : '';
  const category = useSession().data?.user.category;
  return (
    <LinkTabs
      label="시설 선택"
      scroll={false}
      items={[
        ...facilityTabs.map((t) => ({ href: `${pathOf(t.route)}${query}`, label: t.label, current: current === t.id })),
        { href: pathOf('reservationMy'), label: labelOf('reservationMy', category), current: current === 'my' },
      ]}
    />
  );
}

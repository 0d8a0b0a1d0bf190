import { clockNow } from '@portal/contract/dates';
import type { FacilityId, ReservationStatus, ReservationView } from '@portal/contract';
import type { RouteName } from '@/lib/routes';
import type { StatusTone } from '@/components/ui/status-badge/status-badge';

/** The facility tabs, in the order of the drawer's reservation pages. */
export const facilityTabs: { id: FacilityId; route: RouteName; label: string }[] = [
  { id: 'computer', route: 'reservationComputer', label: '컴퓨터실' },
  { id: 'call', route: 'reservationCall', label: '전화' },
  { id: 'eym', route: 'reservationGym', label: '운동' },
  { id: 'study', route: 'reservationStudy', label: '심야 자습' },
];

/** A booking's state as staff read it (a badge, not an action: 예약됨, not 예약). */
export const statusLabel: Record<ReservationStatus, string> = {
  active: '예약됨',
  cancelled: '취소됨',
  no_show: '노쇼',
};

/** The same to a student or her parent: a missed booking is 불참, not the staff's 노쇼. */
export const historyStatusLabel: Record<ReservationStatus, string> = { ...statusLabel, no_show: '불참' };

export const statusTone: Record<ReservationStatus, StatusTone> = { active: 'info', cancelled: 'neutral', no_show: 'danger' };

/**
 * What a booking came to, as she and her parent read it: 예약됨 (coming), 진행 중 (begun, not over),
 * 지난 예약, 취소됨, 불참. The upcoming list and the history say the same of one booking (the history
 * said 예약됨 of one the upcoming list called 진행 중). A past booking is not called 이용 완료: staff may
 * still mark it 불참 afterwards, and a parent was told "used" before anyone had checked (an audit).
 */
export function outcomeOf(
  r: Pick<ReservationView, 'status' | 'startsAt' | 'endsAt'>,
  now = clockNow().getTime(),
): { label: string; tone: StatusTone } {
  if (r.status !== 'active') return { label: historyStatusLabel[r.status], tone: statusTone[r.status] };
  if (Date.parse(r.endsAt) <= now) return { label: '지난 예약', tone: 'neutral' };
  if (Date.parse(r.startsAt) <= now) return { label: '진행 중', tone: 'neutral' };
  return { label: historyStatusLabel.active, tone: 'info' };
}

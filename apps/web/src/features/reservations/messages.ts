import type { FacilityId, ReservationStatus, SlotState } from '@portal/contract';
import type { RouteName } from '@/lib/routes';
import type { StatusTone } from '@/components/ui/status-badge/status-badge';

/** The facility tabs, in the order of the drawer's reservation pages. */
export const facilityTabs: { id: FacilityId; route: RouteName; label: string }[] = [
  { id: 'computer', route: 'reservationComputer', label: '컴퓨터실' },
  { id: 'call', route: 'reservationCall', label: '전화' },
  { id: 'eym', route: 'reservationGym', label: '운동' },
  { id: 'study', route: 'reservationStudy', label: '심야 자습' },
];

export const slotStateLabel: Record<SlotState, string> = {
  open: '신청 가능',
  mine: '내 예약',
  full: '정원 마감',
  closed: '마감',
  conflict: '시간 겹침',
};

export const statusLabel: Record<ReservationStatus, string> = {
  active: '예약',
  cancelled: '취소',
  no_show: '노쇼',
};

/** The badge colour of each slot state and booking status. */
export const slotTone: Record<SlotState, StatusTone> = {
  open: 'success',
  mine: 'info',
  full: 'danger',
  closed: 'neutral',
  conflict: 'warning',
};
export const statusTone: Record<ReservationStatus, StatusTone> = { active: 'info', cancelled: 'neutral', no_show: 'danger' };

export const RESERVATION_TEXT = {
  bookFailed: '예약하지 못했습니다',
  cancelFailed: '취소하지 못했습니다',
  booked: '예약했습니다.',
  cancelled: '예약을 취소했습니다.',
  readOnlyParent: '학부모님은 예약 현황만 볼 수 있습니다.',
  loadFailed: '예약 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
} as const;

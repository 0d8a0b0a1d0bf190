import type { SlotState } from '@portal/contract';
import type { StatusTone } from '@/components/ui/status-badge/status-badge';

/** What a student sees of a slot and of her bookings (not the staff's pages, which import messages.ts). */
export const slotStateLabel: Record<SlotState, string> = {
  open: '신청 가능',
  mine: '내 예약',
  full: '정원 마감',
  closed: '마감',
  conflict: '시간 겹침',
};

/** The badge colour of each slot state. */
export const slotTone: Record<SlotState, StatusTone> = {
  open: 'success',
  mine: 'info',
  full: 'danger',
  closed: 'neutral',
  conflict: 'warning',
};
export const RESERVATION_TEXT = {
  bookFailed: '예약하지 못했습니다',
  cancelFailed: '취소하지 못했습니다',
  booked: '예약했습니다.',
  cancelled: '예약을 취소했습니다.',
  readOnlyParent: '학부모님은 예약 현황만 볼 수 있습니다.',
  loadFailed: '예약 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
} as const;

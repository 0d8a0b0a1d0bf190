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
  /** Sent, and no answer came back (the connection dropped): it may have been made. */
  unsure: '결과를 확인하지 못했습니다',
  bookUnsure: '연결이 끊겨 예약됐는지 알 수 없어요. 목록에서 확인해 주세요.',
  cancelUnsure: '연결이 끊겨 취소됐는지 알 수 없어요. 목록에서 확인해 주세요.',
  booked: '예약했습니다.',
  cancelled: '예약을 취소했습니다.',
  readOnlyParent: '학부모님은 예약 현황만 볼 수 있습니다.',
  loadFailed: '예약 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
} as const;

'use client';
import type { CreateReservationInput, ReservationView } from '@portal/contract';
import { formatDate, formatShortDate } from '@portal/contract/dates';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { randomId } from '@/lib/random-id';
import { useBook, useCancel } from '../api/queries';
import { RESERVATION_TEXT } from '../booking-messages';

const summary = (r: ReservationView) =>
  `${formatShortDate(r.date)} ${r.startTime}~${r.endTime}${r.resourceLabel ? ` · ${r.resourceLabel}` : ''}`;

/**
 * A refusal in a failed modal. A call that went out online and got no answer (the connection dropped)
 * may have been made: she is told to look, not that it failed (it had worked, an audit).
 */
function tellFailure(err: unknown, failed: string, unsure: string) {
  if (err instanceof ApiError && err.code === 'NETWORK' && navigator.onLine)
    void openModal({ type: 'failed', title: RESERVATION_TEXT.unsure, message: unsure });
  else void openModal({ type: 'failed', title: failed, message: err instanceof ApiError ? err.message : undefined });
}

/** Book and cancel as a person expects: ask first, then a toast, or the server's reason in a failed modal. */
export function useReservationActions() {
  const book = useBook();
  const cancel = useCancel();

  /**
   * Asks once, then books. `ask: false` when she has just confirmed the time elsewhere (the time
   * picker's 선택): one booking, one confirmation.
   */
  async function confirmBook(
    input: CreateReservationInput,
    what: { facilityName: string; date: string; start: string; end: string },
    { ask = true }: { ask?: boolean } = {},
  ) {
    const ok =
      !ask ||
      (await confirmDialog({
        title: `${what.facilityName} 예약`,
        message: `${formatDate(what.date)} ${what.start}~${what.end}에 예약할까요?`,
        confirmLabel: '예약하기',
        // Its '취소' would read as cancelling a booking (an audit): she closes the question.
        cancelLabel: '닫기',
      }));
    if (!ok) return null;
    // One key per intent: the client's own retry (after a token refresh) can never book twice.
    const key = `web-${randomId(24)}`;
    try {
      const booked = await book.mutateAsync({ input, key });
      showToast({ status: 'success', title: RESERVATION_TEXT.booked, description: `${booked.facilityName} ${summary(booked)}` });
      return booked;
    } catch (err) {
      tellFailure(err, RESERVATION_TEXT.bookFailed, RESERVATION_TEXT.bookUnsure);
      return null;
    }
  }

  async function confirmCancel(r: ReservationView) {
    const ok = await confirmDialog({
      title: '예약 취소',
      message: `${r.facilityName} ${summary(r)} 예약을 취소할까요?`,
      confirmLabel: '예약 취소',
      cancelLabel: '닫기',
    });
    if (!ok) return false;
    try {
      await cancel.mutateAsync(r.id);
      showToast({ status: 'success', title: RESERVATION_TEXT.cancelled, description: `${r.facilityName} ${summary(r)}` });
      return true;
    } catch (err) {
      tellFailure(err, RESERVATION_TEXT.cancelFailed, RESERVATION_TEXT.cancelUnsure);
      return false;
    }
  }

  return { confirmBook, confirmCancel, busy: book.isPending || cancel.isPending };
}

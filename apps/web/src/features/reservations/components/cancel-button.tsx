'use client';
import type { ReservationView } from '@portal/contract';
import { Button } from '@/components/ui/button';

/**
 * 취소 of one of her bookings (나의 예약, the home's 오늘 예약): its name also says which booking, for a
 * screen reader going through a list of them. `onCancel` asks first (useReservationActions).
 */
export function CancelBookingButton({
  booking,
  onCancel,
  disabled,
  className,
}: {
  booking: ReservationView;
  onCancel: (booking: ReservationView) => unknown;
  disabled: boolean;
  className?: string;
}) {
  return (
    <Button variant="secondary" className={className} onClick={() => onCancel(booking)} disabled={disabled}>
      취소
      <span className="visually-hidden">
        {' '}
        {booking.facilityName} {booking.startTime}
      </span>
    </Button>
  );
}

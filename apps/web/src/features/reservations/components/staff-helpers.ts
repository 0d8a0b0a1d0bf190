import { openModal } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';

/** Today in Seoul, YYYY-MM-DD. */
export const seoulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The server's Korean reason in the kit's failed modal. */
export function failed(err: unknown) {
  void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
}


import { requestTime } from '@/components/ui/kit';

/** A number field as typed: blank is null (no limit), anything else a number for the schema to judge. */
export const toNumber = (v: string) => (v.trim() === '' ? null : Number(v));

/** A time from the kit's picker, starting from the current one (or 19:00); null when cancelled. */
export async function pickTime(title: string, current: string | null) {
  const [h, m] = (current ?? '').split(':').map(Number);
  const picked = await requestTime({ title, ...(current ? { currentHour: h, currentMinute: m } : { initialHour: 19, initialMinute: 0 }) });
  return picked?.formattedTime ?? null;
}

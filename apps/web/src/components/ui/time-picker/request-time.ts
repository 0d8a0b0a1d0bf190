import type { TimePickerOptions, TimePickerResult } from './rules';

/**
 * Opens the time picker and answers what she picked (null when she closes it). Its rules and store
 * load on the first call, like the sheet itself: most pages never ask for a time.
 */
export function requestTime(options: TimePickerOptions = {}): Promise<TimePickerResult | null> {
  return import('./time-picker-store').then((m) => m.requestTime(options));
}

import fs from 'node:fs';

/**
 * Every end-to-end run starts at the same hour of a Seoul day: 13:00 (E2E_SEOUL_TIME to choose
 * another). Lunch is served, the late-night study sign-up is open, today's afternoon slots are ahead:
 * what a spec sees no longer depends on the hour it runs at (a run at 03:40 once found no no-show to
 * list, and the meals spec could not rate anything before breakfast).
 *
 * The clock is moved with libfaketime (Debian's `faketime`), preloaded into every process the runner
 * starts after this: the API and portal servers, the browser and the test workers. All of them share
 * one offset from the real time, forward to the next 13:00 in Seoul (0-24 h), so time still flows
 * (token expiry, debounces) and they agree with each other. The offset is always forward: libfaketime
 * moves the monotonic clocks too (Chromium stalls when they are left alone), and a backward offset
 * larger than the machine's uptime would make them negative. Called by playwright.config.ts; a worker
 * that loads the config again finds the clock already moved and keeps it.
 */
export const E2E_SEOUL_TIME = process.env.E2E_SEOUL_TIME || '13:00';

const LIBRARIES = ['/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1', '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1'];
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The first moment at or after `now` when Seoul's clock reads `hhmm` (Seoul has no daylight saving). */
export function nextSeoulTime(hhmm: string, now: number): number {
  const [h, m] = hhmm.split(':').map(Number);
  if (!Number.isInteger(h) || !Number.isInteger(m)) throw new Error(`E2E_SEOUL_TIME is not HH:MM: ${hhmm}`);
  const seoulMidnight = Math.floor((now + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS;
  const today = seoulMidnight + (h! * 60 + m!) * 60_000;
  return today >= now ? today : today + DAY_MS;
}

export function pinClock(): void {
  if (process.env.FAKETIME) return;
  const library = LIBRARIES.find((p) => fs.existsSync(p));
  if (!library) throw new Error('The end-to-end tests run on a pinned clock and need libfaketime: apt-get install faketime');
  const now = Date.now();
  const offsetSeconds = Math.ceil((nextSeoulTime(E2E_SEOUL_TIME, now) - now) / 1000);
  process.env.LD_PRELOAD = [library, process.env.LD_PRELOAD].filter(Boolean).join(':');
  process.env.FAKETIME = `+${offsetSeconds}`;
}

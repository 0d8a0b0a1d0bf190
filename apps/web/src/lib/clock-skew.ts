/** More than this apart from the server's clock is a wrong clock; less is the network's delay or drift. */
const WRONG_BY_MS = 60_000;

/** Where the page keeps the distance, read by contract dates' `clockNow` (browser only). */
const held = () => window as { __portalSkewMs?: number };

/**
 * The page's first script: how far the phone's clock is from the server's, from the moment the server drew
 * the page (`serverNowMs`), kept as `__portalSkewMs` for contract dates' `clockNow`. Under a minute it is
 * the network's delay or the clocks' small drift, and counts as none.
 */
export const clockSkewScript = (serverNowMs: number) =>
  `(function(d){window.__portalSkewMs=Math.abs(d)>${WRONG_BY_MS}?d:0})(${Math.round(serverNowMs)}-Date.now())`;

/**
 * Measures again from an API answer's `Date` (the server's clock, to the second): a phone whose clock
 * was set right after the page was drawn (the network's time came in) would otherwise read tomorrow
 * until the next reload, days for a home-screen app. Browser only: the server's own clock is the truth.
 */
export function noteServerDate(date: string | null | undefined, nowMs = Date.now()) {
  if (typeof window === 'undefined' || !date) return;
  const server = Date.parse(date);
  if (!Number.isFinite(server)) return;
  const d = server - nowMs;
  const was = held().__portalSkewMs ?? 0;
  // Once found wrong, it stays corrected until it is well within the minute: a phone about a minute
  // off (the header is to the second and arrives late) would flip between corrected and not.
  const next = Math.abs(d) > (was ? WRONG_BY_MS / 2 : WRONG_BY_MS) ? d : 0;
  if (Math.abs(next - was) > WRONG_BY_MS / 2 || (next === 0) !== (was === 0)) held().__portalSkewMs = next;
}

/**
 * A moment on the server's clock as the phone's own clock reads it: what the query cache compares with
 * `Date.now()` (a server's answer stamped a day ahead stayed "fresh" for a day on a phone a day behind).
 */
export const onPhoneClock = (serverMs: number) => (typeof window === 'undefined' ? serverMs : serverMs - (held().__portalSkewMs ?? 0));

/**
 * Marks the page (`<html data-away-zone>`) before its first paint when the phone keeps another time zone
 * than Seoul's (a parent abroad): every time the portal shows is Seoul's, and a note says so (app shell).
 */
export function markAwayZone(win: Window) {
  if (new Date().getTimezoneOffset() !== -540) win.document.documentElement.setAttribute('data-away-zone', '');
}

export const AWAY_ZONE_SCRIPT = `(${markAwayZone.toString()})(window)`;

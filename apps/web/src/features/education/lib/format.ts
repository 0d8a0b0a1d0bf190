const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

function seoulParts(value: string) {
  // A calendar day (YYYY-MM-DD) is already a Seoul date; a timestamp is shown in Seoul time.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return { y, m, d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(), hh: null as number | null, mm: 0 };
  }
  const date = new Date(value);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(date);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { y: +get('year'), m: +get('month'), d: +get('day'), weekday, hh: +get('hour'), mm: +get('minute') };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `2026.11.20 (금)`: how dates read everywhere in the portal. */
export function formatDate(value: string): string {
  const p = seoulParts(value);
  return `${p.y}.${two(p.m)}.${two(p.d)} (${WEEKDAYS[p.weekday]})`;
}

/** `2026.11.20 (금) 19:05` for a moment. */
export function formatDateTime(value: string): string {
  const p = seoulParts(value);
  return `${formatDate(value)} ${two(p.hh ?? 0)}:${two(p.mm)}`;
}

/** `2026.11.01 ~ 11.28`, or with both years when they differ. */
export function formatPeriod(start: string, end: string): string {
  const a = seoulParts(start);
  const b = seoulParts(end);
  const tail = a.y === b.y ? `${two(b.m)}.${two(b.d)}` : `${b.y}.${two(b.m)}.${two(b.d)}`;
  return `${a.y}.${two(a.m)}.${two(a.d)} ~ ${tail}`;
}

/** Today in Seoul, YYYY-MM-DD (the default of date fields). */
export function seoulToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The time picker's rules (spec sections 3, 5 and 9) as pure functions: option lists, the minute
 * adjustment on an hour change, formatting and the wheel arithmetic. No React, no DOM.
 */

/** Row height in px; must match `--picker-row` in styles/tokens.css (JS needs the number for maths). */
export const PICKER_ROW_HEIGHT = 40;
/** Rows visible in a wheel column; the middle one is the selection. */
export const PICKER_VISIBLE_ROWS = 5;
/** With this many items or fewer, one wheel gesture moves exactly one step. */
export const FEW_ITEMS = 3;

export const PICKER_TIMING = {
  /** The sheet is mounted closed and slides up this long after the request. */
  openDelay: 50,
  /** A cancelled request resolves with null this long after closing starts. */
  cancelDelay: 50,
  /** A submitted request resolves this long after closing starts (the slide-down). */
  submitDelay: 300,
  /** Slide duration; the sheet unmounts after it. */
  slide: 300,
  /** Mouse-wheel events are collected until they pause this long. */
  wheelDebounce: 100,
} as const;

export const TIME_PICKER_TEXT = {
  title: '시간 선택',
  hint: '마우스 또는 터치로 드래그해서 시간을 고를 수 있습니다',
  hourLabel: '시',
  minuteLabel: '분',
  close: '닫기',
} as const;

export interface MinuteRestriction {
  minMinute?: number;
  maxMinute?: number;
}

/** Options of `requestTime` (spec section 3). */
export interface TimePickerOptions {
  title?: string;
  initialHour?: number;
  initialMinute?: number;
  /** Default 0. */
  minHour?: number;
  /** Default 23. */
  maxHour?: number;
  /** Default 0. */
  minMinute?: number;
  /** Default 59. */
  maxMinute?: number;
  /** The value the field holds now; when given it wins over initialHour/initialMinute. */
  currentHour?: number;
  currentMinute?: number;
  /** Per hour, a narrower minute range (missing bounds fall back to minMinute/maxMinute). */
  hourMinuteRestrictions?: Readonly<Record<number, MinuteRestriction>>;
  /** Per hour, the explicit list of allowed minutes; wins over any range for that hour. */
  hourMinuteOptions?: Readonly<Record<number, readonly number[]>>;
}

export interface TimePickerResult {
  hour: number;
  minute: number;
  /** HH:MM, two digits each. */
  formattedTime: string;
}

export interface TimeSelection {
  hour: number;
  minute: number;
}

export interface ResolvedTimePickerOptions {
  title: string;
  minHour: number;
  maxHour: number;
  minMinute: number;
  maxMinute: number;
  initialHour: number | undefined;
  initialMinute: number | undefined;
  currentHour: number | undefined;
  currentMinute: number | undefined;
  hourMinuteRestrictions: Readonly<Record<number, MinuteRestriction>>;
  hourMinuteOptions: Readonly<Record<number, readonly number[]>>;
}

function checkInt(name: string, value: number | undefined, min: number, max: number): void {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`time picker: ${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
}

/**
 * Applies the defaults (0-23, 0-59, title '시간 선택') and rejects impossible options with a
 * RangeError: bounds outside the clock, min above max, or no selectable hour at all.
 */
export function resolveTimePickerOptions(options: TimePickerOptions = {}): ResolvedTimePickerOptions {
  const resolved: ResolvedTimePickerOptions = {
    title: options.title?.trim() ? options.title : TIME_PICKER_TEXT.title,
    minHour: options.minHour ?? 0,
    maxHour: options.maxHour ?? 23,
    minMinute: options.minMinute ?? 0,
    maxMinute: options.maxMinute ?? 59,
    initialHour: options.initialHour,
    initialMinute: options.initialMinute,
    currentHour: options.currentHour,
    currentMinute: options.currentMinute,
    hourMinuteRestrictions: options.hourMinuteRestrictions ?? {},
    hourMinuteOptions: options.hourMinuteOptions ?? {},
  };
  checkInt('minHour', resolved.minHour, 0, 23);
  checkInt('maxHour', resolved.maxHour, 0, 23);
  checkInt('minMinute', resolved.minMinute, 0, 59);
  checkInt('maxMinute', resolved.maxMinute, 0, 59);
  if (resolved.minHour > resolved.maxHour) {
    throw new RangeError(`time picker: minHour ${resolved.minHour} is above maxHour ${resolved.maxHour}`);
  }
  if (resolved.minMinute > resolved.maxMinute) {
    throw new RangeError(`time picker: minMinute ${resolved.minMinute} is above maxMinute ${resolved.maxMinute}`);
  }
  if (hourOptions(resolved).length === 0) {
    throw new RangeError('time picker: no hour has a selectable minute');
  }
  return resolved;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += 1) out.push(n);
  return out;
}

const isMinute = (n: number) => Number.isInteger(n) && n >= 0 && n <= 59;

/**
 * Minutes selectable in `hour`: the hour's explicit list if given (sorted, de-duplicated, invalid
 * values dropped), else the hour's restricted range, else minMinute..maxMinute.
 */
export function minuteOptions(options: ResolvedTimePickerOptions, hour: number): number[] {
  const list = options.hourMinuteOptions[hour];
  if (list) return [...new Set(list.filter(isMinute))].sort((a, b) => a - b);
  const restriction = options.hourMinuteRestrictions[hour];
  const lo = Math.max(0, restriction?.minMinute ?? options.minMinute);
  const hi = Math.min(59, restriction?.maxMinute ?? options.maxMinute);
  return range(lo, hi);
}

/** Hours minHour..maxHour, leaving out any hour whose minute list would be empty. */
export function hourOptions(options: ResolvedTimePickerOptions): number[] {
  return range(options.minHour, options.maxHour).filter((h) => minuteOptions(options, h).length > 0);
}

/**
 * The minute to show after switching to `hour`: clamped into the hour's range, or, when the hour has
 * an explicit list that does not contain it, reset to the list's first option.
 */
export function adjustMinute(options: ResolvedTimePickerOptions, hour: number, minute: number): number {
  const allowed = minuteOptions(options, hour);
  const first = allowed[0];
  if (first === undefined) return minute;
  if (options.hourMinuteOptions[hour]) return allowed.includes(minute) ? minute : first;
  const last = allowed[allowed.length - 1] ?? first;
  return Math.min(Math.max(minute, first), last);
}

/** Nearest selectable hour to `hour` (ties go to the earlier hour). */
export function nearestHour(options: ResolvedTimePickerOptions, hour: number): number {
  const hours = hourOptions(options);
  let best = hours[0] ?? options.minHour;
  for (const h of hours) if (Math.abs(h - hour) < Math.abs(best - hour)) best = h;
  return best;
}

/** Where the wheels start: current time if given, else initial, else the first option; then made valid. */
export function initialSelection(options: ResolvedTimePickerOptions): TimeSelection {
  const hour = nearestHour(options, options.currentHour ?? options.initialHour ?? options.minHour);
  const wanted = options.currentMinute ?? options.initialMinute ?? minuteOptions(options, hour)[0] ?? 0;
  return { hour, minute: adjustMinute(options, hour, wanted) };
}

/** The selection after the hour wheel moves to `hour` (minute clamped or reset). */
export function changeHour(options: ResolvedTimePickerOptions, selection: TimeSelection, hour: number): TimeSelection {
  return { hour, minute: adjustMinute(options, hour, selection.minute) };
}

export function isAllowedTime(options: ResolvedTimePickerOptions, hour: number, minute: number): boolean {
  return hourOptions(options).includes(hour) && minuteOptions(options, hour).includes(minute);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** HH:MM with two digits each. */
export function formatTime(hour: number, minute: number): string {
  return `${pad2(hour)}:${pad2(minute)}`;
}

export function toTimePickerResult(hour: number, minute: number): TimePickerResult {
  return { hour, minute, formattedTime: formatTime(hour, minute) };
}

/**
 * The particle after a time as it is read aloud: "19:30" is read 열아홉 시 삼십 분 (분 ends in a
 * consonant: 으로), "13:00" is read 열세 시 (시 ends in a vowel: 로).
 */
export function timeParticle(minute: number): '로' | '으로' {
  return minute === 0 ? '로' : '으로';
}

/** The confirm button's label (spec: "Select as HH:MM"), e.g. "19:30으로 선택", "13:00로 선택". */
export function confirmLabel(hour: number, minute: number): string {
  return `${formatTime(hour, minute)}${timeParticle(minute)} 선택`;
}

/** Two-digit text of one wheel row. */
export const rowText = pad2;

/** Converts a WheelEvent delta to px (deltaMode 1 = lines, counted as rows; 2 = pages). */
export function wheelDeltaToPx(delta: number, deltaMode: number): number {
  if (deltaMode === 1) return delta * PICKER_ROW_HEIGHT;
  if (deltaMode === 2) return delta * PICKER_ROW_HEIGHT * PICKER_VISIBLE_ROWS;
  return delta;
}

/**
 * Steps for one debounced wheel gesture of `deltaPx`: with 3 or fewer items exactly one step in the
 * gesture's direction; otherwise the nearest whole number of rows, at least one.
 */
export function wheelSteps(deltaPx: number, itemCount: number): number {
  if (deltaPx === 0 || itemCount <= 1) return 0;
  const direction = Math.sign(deltaPx);
  if (itemCount <= FEW_ITEMS) return direction;
  return direction * Math.max(1, Math.round(Math.abs(deltaPx) / PICKER_ROW_HEIGHT));
}

export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}

/**
 * Drag offset limited so the list cannot be pulled more than half a row past either end.
 * A positive offset (finger moves down) shows earlier items.
 */
export function clampDragOffset(startIndex: number, offsetPx: number, count: number): number {
  const max = (startIndex + 0.5) * PICKER_ROW_HEIGHT;
  const min = -(count - 1 - startIndex + 0.5) * PICKER_ROW_HEIGHT;
  return Math.min(Math.max(offsetPx, min), max);
}

/** The row a drag snaps to: the nearest 40 px row to where the list was let go. */
export function indexAfterDrag(startIndex: number, offsetPx: number, count: number): number {
  return clampIndex(startIndex - Math.round(offsetPx / PICKER_ROW_HEIGHT), count);
}

/** Translate of the list so that row `index` sits in the middle row, plus a live drag offset. */
export function trackOffset(index: number, dragOffsetPx = 0): number {
  return Math.floor(PICKER_VISIBLE_ROWS / 2) * PICKER_ROW_HEIGHT - index * PICKER_ROW_HEIGHT + dragOffsetPx;
}

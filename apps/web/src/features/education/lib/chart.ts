/** Geometry of the trend chart: a grade axis (1 at the top, 9 at the bottom) and one column per exam. */
export type ChartBox = { width: number; height: number; left: number; right: number; top: number; bottom: number };

/**
 * The chart's box for `n` exams: at least LEAST_WIDTH, wider (and scrolled) when crowded. `fit` is the
 * width it is drawn in: the box takes it, so a wide screen spreads the exams out instead of magnifying
 * the picture (labels stay their size, 12 px, from a phone to 1440 px). Not yet measured (the server's
 * drawing), it is drawn for a 375 px phone's card.
 */
export function chartBox(n: number, minColumn = COLUMN_LEAST, fit = 0): ChartBox {
  const left = 40;
  const right = 56;
  const width = Math.max(LEAST_WIDTH, Math.floor(fit) || PHONE_WIDTH, left + right + Math.max(n - 1, 1) * minColumn);
  return { width, height: 256, left, right, top: 36, bottom: 48 };
}

/**
 * The least width the chart is drawn at before it scrolls instead (large text, zoom): under a 360 px
 * phone's card (296 px), which it once overflowed at 340 and scrolled, its grade axis cut.
 */
export const LEAST_WIDTH = 280;
/**
 * The least room between two exams: five exams fit a 360 px phone's card (with 56, five needed 320 px
 * and scrolled on every phone); six and more scroll, the newest in view.
 */
export const COLUMN_LEAST = 48;
/** The card's inner width on a 375 px phone: the width drawn before the screen is measured. */
const PHONE_WIDTH = 311;

/** Vertical position of a grade (1 best, at the top). */
export const gradeY = (grade: number, box: ChartBox) => box.top + ((grade - 1) / 8) * (box.height - box.top - box.bottom);

/** Horizontal position of the i-th of n exams (a single exam sits in the middle). */
export function columnX(i: number, n: number, box: ChartBox): number {
  const span = box.width - box.left - box.right;
  return n <= 1 ? box.left + span / 2 : box.left + (i * span) / (n - 1);
}

/** An SVG path through the points, broken where an exam has no value (e.g. not taken). */
export function linePath(points: ({ x: number; y: number } | null)[]): string {
  let d = '';
  let pen = false;
  for (const p of points) {
    if (!p) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)} `;
    pen = true;
  }
  return d.trim();
}

/** The axis labels' size in px (trend-chart.module.css .axis). */
export const AXIS_FONT_PX = 12;

/** A letter's width in ems at that size: Hangul and other wide letters 1, digits, Latin and signs about 0.6. */
const emOf = (text: string) =>
  [...text].reduce((w, c) => w + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3\u4e00-\u9fff]/.test(c) ? 1 : 0.6), 0);

/** The longest start of `text` that fits `room` ems (one letter at least). */
function fitting(text: string, room: number): string {
  let end = 1;
  while (end < text.length && emOf(text.slice(0, end + 1)) <= room) end++;
  return text.slice(0, end);
}

/** `text` in one line of `room` ems, ending in … when it does not fit. */
function shortened(text: string, room: number): string {
  if (emOf(text) <= room) return text;
  return `${fitting(text, room - 1).trimEnd()}…`;
}

/**
 * An axis label in at most two lines, each as wide as the room between two exams (`room`, in ems):
 * broken at its first space ("10월 이투스" -> ["10월", "이투스"]) or, without one, where the first line
 * is full; what does not fit in two lines ends in …. A 12-letter short name without a space ran into its
 * neighbours and past the chart's edge (an audit); a name that fits is left whole.
 */
export function splitLabel(label: string, room = 56 / AXIS_FONT_PX): [string] | [string, string] {
  if (emOf(label) <= room) return [label];
  const at = label.indexOf(' ');
  if (at !== -1) return [shortened(label.slice(0, at), room), shortened(label.slice(at + 1), room)];
  const first = fitting(label, room);
  return [first, shortened(label.slice(first.length), room)];
}

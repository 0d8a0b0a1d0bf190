/** Geometry of the trend chart: a grade axis (1 at the top, 9 at the bottom) and one column per exam. */
export type ChartBox = { width: number; height: number; left: number; right: number; top: number; bottom: number };

/**
 * The chart's box for `n` exams: at least a phone's width, wider (and scrolled) when crowded. `fit` is
 * the width it is drawn in: the box takes it, so a wide screen spreads the exams out instead of
 * magnifying the picture (labels stay their size, 12 px, from a phone to 1440 px).
 */
export function chartBox(n: number, minColumn = 56, fit = 0): ChartBox {
  const left = 40;
  const right = 56;
  const width = Math.max(340, Math.floor(fit), left + right + Math.max(n - 1, 1) * minColumn);
  return { width, height: 256, left, right, top: 36, bottom: 48 };
}

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

/** Letters an axis line holds under its exam (a column is 56 px at the least). */
const LINE = 5;
const cut = (text: string) => (text.length > LINE ? `${text.slice(0, LINE - 1)}…` : text);

/**
 * An axis label in at most two lines of LINE letters: "10월 이투스" -> ["10월", "이투스"]; a name
 * without a space is broken where it fills a line, and what does not fit ends in …. A short name of 12
 * letters without a space ran into its neighbours and past the chart's edge (an audit).
 */
export function splitLabel(label: string): [string] | [string, string] {
  const at = label.indexOf(' ');
  if (at !== -1) return [cut(label.slice(0, at)), cut(label.slice(at + 1))];
  return label.length <= LINE ? [label] : [label.slice(0, LINE), cut(label.slice(LINE))];
}

/**
 * Reading menus as Korean schools write them, without zod: the staff page previews a paste with it
 * and the API saves only what it reads (`@portal/contract/meal-paste`).
 *
 * A dish is its name followed by its allergen numbers: `돈까스 1.2.5.6.10.`, `돈까스(1.2.5)`,
 * `김치찌개5.9.10.` (as NEIS exports them), with `*`, `#`, `@`, `+` marks dropped.
 *
 * A week is pasted from a spreadsheet as tab-separated text:
 *
 * ```
 * 구분        11/24(월)              11/25(화)       …
 * 조식        쌀밥<br/>북엇국 1.5.   …
 * 중식        "쌀밥
 *             돈까스 1.2.5.6.10."    …
 * 석식        …
 * 중식 kcal   812                    790.5 Kcal
 * ```
 *
 * - The first row holds the dates (`2026-11-24`, `2026.11.24`, `11/24`, `11/24(월)`, `11월 24일`, `11.24`),
 *   all in one week (월-일); its first cell is a label and is ignored.
 * - Each further row starts with 조식, 중식 or 석식 (also 아침/점심/저녁), or with one of those followed
 *   by kcal, 칼로리 or 열량 for that meal's calories.
 * - Dishes in a cell are separated by line breaks, `<br/>` or `/`. An empty cell is a day without that
 *   meal: saving the paste clears what was there for those dates.
 * - Empty rows are skipped. Any error leaves the whole paste unsaved.
 */
import { addDays, isCalendarDate, weekdayOf, WEEKDAYS, weekStart } from './dates';
import { ALLERGEN_NUMBERS, MEAL_LIMITS, mealKindLabels, mealKinds, type MealKind } from './vocabulary';
import { groupDigits, halfWidth } from './numbers';
import { eulReul, eunNeun, gwaWa } from './particles';

export type Dish = { name: string; allergens: number[] };

export type PastedMeal = { date: string; meal: MealKind; dishes: Dish[]; kcal: number | null };

/** One problem of a paste: its spreadsheet row and column (1-based; column null for a whole row). */
export type PasteError = { row: number; column: number | null; message: string };

export type PasteResult = { dates: string[]; meals: PastedMeal[]; errors: PasteError[] };

const MARKS = /[*#@+]/g;

/** Allergen numbers at the end of a dish: `1.2.5.6.10.`, `(1.2.5)`, `5.9.10.` right after the name. */
const TRAILING_NUMBERS = /\(?\s*((?<!\d)\d+(?:\s*[.,]\s*\d+)*)\s*[.,]?\s*\)?\s*$/;

/** Reads one dish; an error is a Korean sentence about that dish. */
export function parseDish(raw: string): { dish: Dish } | { error: string } {
  let text = halfWidth(raw).replace(MARKS, ' ').replace(/\s+/g, ' ').trim();
  let allergens: number[] = [];
  const found = TRAILING_NUMBERS.exec(text);
  // One number past 19 with nothing after it is part of the name (비타500, 우유 200, 우유 1000), not an allergen;
  // a number alone is not a name.
  const match = found && found.index > 0 && /^\d+$/.test(found[0].trim()) && Number(found[1]) > 19 ? null : found;
  // A name that is only numbers is no dish; digits inside a name (3색나물) stay part of it.
  if (match && match.index > 0) {
    const numbers = match[1]!.split(/[.,]/).map((n) => Number(n.trim()));
    const wrong = numbers.filter((n) => !ALLERGEN_NUMBERS.includes(n));
    if (wrong.length > 0) return { error: `알레르기 번호는 1~19만 쓸 수 있습니다(${wrong.join(', ')}).` };
    allergens = [...new Set(numbers)].sort((a, b) => a - b);
    text = text.slice(0, match.index).trim();
  } else if (match) {
    return { error: '요리 이름이 없습니다.' };
  }
  // Leftover brackets of an empty group, e.g. `돈까스 ()`.
  text = text.replace(/\(\s*\)$/, '').trim();
  if (!text || /^[\d\s.,]+$/.test(text)) return { error: '요리 이름이 없습니다.' };
  if (text.length > MEAL_LIMITS.dishName) return { error: `요리 이름은 ${MEAL_LIMITS.dishName}자까지 쓸 수 있습니다.` };
  return { dish: { name: text, allergens } };
}

/** Splits a cell into its dishes: line breaks, `<br/>` (NEIS) or `/`. */
export function splitDishes(cell: string): string[] {
  return cell
    .split(/<br\s*\/?>|\r?\n|\//i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads a menu cell: its dishes, or the first problem. */
export function parseDishes(cell: string): { dishes: Dish[] } | { error: string } {
  const parts = splitDishes(cell);
  if (parts.length > MEAL_LIMITS.dishes) return { error: `한 끼에 요리는 ${MEAL_LIMITS.dishes}개까지 적을 수 있습니다.` };
  const dishes: Dish[] = [];
  for (const part of parts) {
    const read = parseDish(part);
    if ('error' in read) return { error: `'${part}': ${read.error}` };
    dishes.push(read.dish);
  }
  return { dishes };
}

/** Writes dishes back in the notation `parseDish` reads (`돈까스 1.2.5.`), one per line. */
export function formatDishes(dishes: readonly Dish[]): string {
  return dishes.map((d) => (d.allergens.length ? `${d.name} ${d.allergens.join('.')}.` : d.name)).join('\n');
}

/** Reads a calorie cell (`812`, `790.5 Kcal`); null for an empty cell. */
export function parseKcal(cell: string): { kcal: number | null } | { error: string } {
  const text = halfWidth(cell).trim();
  if (!text) return { kcal: null };
  const match = /^(\d{1,4}(?:\.\d+)?)\s*(?:kcal|킬로칼로리)?$/i.exec(text.replace(/,/g, ''));
  if (!match) return { error: `${eunNeun(`'${text}'`)} 칼로리로 읽을 수 없습니다. 812처럼 숫자로 적어 주세요.` };
  const kcal = Math.round(Number(match[1]));
  if (kcal > MEAL_LIMITS.kcal) return { error: `칼로리는 ${MEAL_LIMITS.kcal}kcal까지 적을 수 있습니다.` };
  return { kcal };
}

/**
 * Reads a date header (`2026-11-24`, `2026.11.24`, `11/24(월)`, `11월 24일`, `11.24`). A date without its
 * year takes the year that puts it nearest `reference`.
 */
export function parseHeaderDate(cell: string, reference: string): string | null {
  const text = halfWidth(cell)
    .replace(/\(.*?\)/g, '')
    .replace(/[월화수목금토일]요일$/, '')
    .trim();
  const full = /^(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*일?\.?$/.exec(text);
  const short = /^(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*일?\.?$/.exec(text);
  const pad = (n: string) => n.padStart(2, '0');
  if (full) {
    const date = `${full[1]}-${pad(full[2]!)}-${pad(full[3]!)}`;
    return isCalendarDate(date) ? date : null;
  }
  if (!short) return null;
  const year = Number(reference.slice(0, 4));
  const candidates = [year - 1, year, year + 1].map((y) => `${y}-${pad(short[1]!)}-${pad(short[2]!)}`).filter(isCalendarDate);
  if (candidates.length === 0) return null;
  const distance = (d: string) => Math.abs(Date.parse(d) - Date.parse(reference));
  return candidates.sort((a, b) => distance(a) - distance(b))[0]!;
}

/** The weekday a header cell names beside its date (`11/24(월)`, `11월 24일 화요일`), or null. */
export function headerWeekday(cell: string): string | null {
  const m = /\(\s*([월화수목금토일])(?:요일)?\s*\)|([월화수목금토일])요일\s*$/.exec(halfWidth(cell).trim());
  return m ? (m[1] ?? m[2])! : null;
}

const MEAL_WORDS: Record<string, MealKind> = {
  조식: 'breakfast',
  아침: 'breakfast',
  중식: 'lunch',
  점심: 'lunch',
  석식: 'dinner',
  저녁: 'dinner',
};

/** A row label: which meal, and whether the row holds its calories. */
function readLabel(cell: string): { meal: MealKind; kcal: boolean } | null {
  const text = cell.replace(/\s+/g, '').replace(/[()[\]]/g, '');
  const match = /^(조식|아침|중식|점심|석식|저녁)(kcal|칼로리|열량)?$/i.exec(text);
  return match ? { meal: MEAL_WORDS[match[1]!]!, kcal: !!match[2] } : null;
}

/** Splits tab-separated text into rows of cells; a quoted cell (a spreadsheet's copy) may hold line breaks. */
export function readTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const input = text.replace(/\r\n?/g, '\n');
  while (i < input.length) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === '\t') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
    i++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const md = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/** `3행 2열: …`, as the staff page and the API's refusal show a paste's problem. */
export function formatPasteError(e: PasteError): string {
  return e.column === null ? `${e.row}행: ${e.message}` : `${e.row}행 ${e.column}열: ${e.message}`;
}

/**
 * Reads a pasted week (layout above). `reference` is a date of the week on screen: it gives a year to
 * dates written without one. Returns every problem found, so that all of them can be fixed at once.
 */
export function parseWeekPaste(text: string, reference: string): PasteResult {
  const errors: PasteError[] = [];
  const fail = (row: number, column: number | null, message: string) => errors.push({ row, column, message });
  if (text.length > MEAL_LIMITS.pasteChars) {
    fail(1, null, `한 번에 ${groupDigits(MEAL_LIMITS.pasteChars)}자까지 붙여 넣을 수 있습니다.`);
    return { dates: [], meals: [], errors };
  }
  const rows = readTsv(text)
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (rows.length === 0) {
    fail(1, null, '붙여 넣은 내용이 없습니다. 스프레드시트에서 한 주의 식단을 복사해 붙여 넣어 주세요.');
    return { dates: [], meals: [], errors };
  }

  // The header: dates from the second column on.
  const header = rows[0]!;
  const dates: (string | null)[] = [];
  header.cells.slice(1).forEach((cell, i) => {
    const column = i + 2;
    if (!cell.trim()) {
      dates.push(null);
      return;
    }
    const date = parseHeaderDate(cell, reference);
    if (!date) {
      fail(header.row, column, `${eulReul(`'${cell.trim()}'`)} 날짜로 읽을 수 없습니다. 11/24(월)처럼 적어 주세요.`);
      dates.push(null);
      return;
    }
    const first = dates.find((d): d is string => !!d);
    // The weekday written beside it says which day was meant: a date typed wrong would put the menu
    // on another day than the one it names (12/3(수) on a Thursday: an audit).
    const named = headerWeekday(cell);
    const actual = WEEKDAYS[weekdayOf(date)]!;
    if (named && named !== actual) {
      fail(header.row, column, `'${cell.trim()}': ${eunNeun(md(date))} ${actual}요일입니다. 날짜나 요일을 고쳐 주세요.`);
      dates.push(null);
      return;
    }
    if (dates.includes(date)) fail(header.row, column, `${md(date)} 날짜가 두 번 있습니다.`);
    else if (first && weekStart(first) !== weekStart(date))
      fail(header.row, column, `${eunNeun(md(date))} ${gwaWa(md(first))} 다른 주입니다. 한 주(월~일)씩 붙여 넣어 주세요.`);
    dates.push(date);
  });
  if (!dates.some(Boolean) && !errors.some((e) => e.row === header.row)) {
    fail(header.row, null, '첫 줄에서 날짜를 찾지 못했습니다. 첫 줄에 11/24(월)처럼 날짜를 적어 주세요.');
  }

  const menus = new Map<string, PastedMeal>();
  const seenRows = new Set<string>();
  /** Meals whose menu cell had an error: their calories are not reported again as "without a menu". */
  const badMenus = new Set<string>();
  const keyOf = (date: string, meal: MealKind) => `${date} ${meal}`;
  for (const { cells, row } of rows.slice(1)) {
    const label = readLabel(cells[0] ?? '');
    if (!label) {
      fail(row, 1, `${eunNeun(`'${(cells[0] ?? '').trim()}'`)} 알 수 없는 구분입니다. 조식, 중식, 석식 중 하나로 적어 주세요.`);
      continue;
    }
    const rowKey = `${label.meal}${label.kcal ? ' kcal' : ''}`;
    const rowName = `${mealKindLabels[label.meal]}${label.kcal ? ' 칼로리' : ''}`;
    if (seenRows.has(rowKey)) {
      fail(row, 1, `${rowName} 줄이 두 번 있습니다.`);
      continue;
    }
    seenRows.add(rowKey);
    cells.slice(1).forEach((cell, i) => {
      const column = i + 2;
      const date = dates[i];
      if (!cell.trim()) return;
      if (date === undefined || (date === null && !header.cells[i + 1]?.trim())) {
        fail(row, column, '날짜가 없는 칸에 내용이 있습니다. 첫 줄에 날짜를 적어 주세요.');
        return;
      }
      if (!date) return; // the header cell's own error says it
      const where = `${md(date)} ${rowName}`;
      const meal = menus.get(keyOf(date, label.meal)) ?? { date, meal: label.meal, dishes: [], kcal: null };
      if (label.kcal) {
        const read = parseKcal(cell);
        if ('error' in read) fail(row, column, `${where}: ${read.error}`);
        else meal.kcal = read.kcal;
      } else {
        const read = parseDishes(cell);
        if ('error' in read) {
          fail(row, column, `${where} ${read.error}`);
          badMenus.add(keyOf(date, label.meal));
        } else meal.dishes = read.dishes;
      }
      menus.set(keyOf(date, label.meal), meal);
    });
  }
  if (rows.length > 1 && ![...seenRows].some((k) => !k.endsWith('kcal')) && errors.length === 0) {
    fail(rows[0]!.row + 1, 1, '조식, 중식, 석식 줄을 찾지 못했습니다. 첫 칸에 조식·중식·석식을 적어 주세요.');
  }
  if (rows.length === 1 && errors.length === 0) {
    fail(header.row + 1, null, '날짜 아래에 조식·중식·석식 줄이 없습니다.');
  }
  // Calories for a meal without dishes.
  for (const meal of menus.values()) {
    if (meal.dishes.length === 0 && meal.kcal !== null && !badMenus.has(keyOf(meal.date, meal.meal))) {
      const rowOfKcal = rows.find(({ cells }) => readLabel(cells[0] ?? '')?.meal === meal.meal && readLabel(cells[0] ?? '')?.kcal);
      const column = dates.indexOf(meal.date) + 2;
      fail(rowOfKcal?.row ?? 1, column, `${md(meal.date)} ${mealKindLabels[meal.meal]}: 메뉴 없이 칼로리만 있습니다.`);
    }
  }

  const pastedDates = dates.filter((d): d is string => !!d);
  const meals = pastedDates.flatMap((date) =>
    mealKinds.map((meal) => menus.get(keyOf(date, meal))).filter((m): m is PastedMeal => !!m && m.dishes.length > 0),
  );
  errors.sort((a, b) => a.row - b.row || (a.column ?? 0) - (b.column ?? 0));
  return { dates: [...new Set(pastedDates)].sort(), meals, errors };
}

/** The dates of a week (월-일) that holds `date`. */
export function weekDates(date: string): string[] {
  const start = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

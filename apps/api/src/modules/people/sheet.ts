import iconv from 'iconv-lite';
import { halfWidth } from '@portal/contract/numbers';
import { iGa } from '@portal/contract/particles';
import { IMPORT_COLUMNS, PEOPLE_LIMITS, USERNAME_PATTERN, type ImportColumn } from '@portal/contract/people-labels';

/**
 * Reading a sheet as Korean offices export it: the bytes' encoding, the cells, the headers and each
 * row's own problems. Pure functions; what the database already holds is checked by the service.
 */

export type Encoding = 'utf-8' | 'cp949' | 'utf-16';

/**
 * UTF-8 (with or without its BOM) when the bytes are valid UTF-8, CP949 otherwise: Excel's "CSV" on a
 * Korean Windows writes CP949. Node's TextDecoder('euc-kr') is ICU's strict EUC-KR and turns the
 * 8,822 syllables only CP949 has (똠, 햏, 뷁 …) into garbage, so iconv-lite decodes it (docs/decisions.md).
 */
export function decodeSheet(bytes: Uint8Array): { text: string; encoding: Encoding } {
  // Excel's "유니코드 텍스트" is UTF-16 with its BOM (read as CP949 it was garbage: an audit).
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16' };
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start)), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), 'cp949'), encoding: 'cp949' };
  }
}

/**
 * Cells of CSV or tab-separated text (the delimiter is the first line's: a tab when it has one). Quoted
 * cells may hold the delimiter, doubled quotes and line breaks, as spreadsheets write them. Answers
 * each row with its number as the spreadsheet shows it (1-based, empty rows counted): a cell of two
 * lines above it does not move it (a row after one was reported a row too far: an audit).
 */
export function splitCells(text: string): { line: number; cells: string[] }[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes('\t') ? '\t' : ',';
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let rowLine = 1;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += c;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      rowLine++;
    } else cell += c;
  }
  if (cell !== '' || cells.length) {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
  }
  return rows.filter((r) => r.cells.some((x) => x.trim() !== ''));
}

/** A header as compared: no spaces, no `*` marks, no `(…)` hints, lower-case. */
const headerKey = (h: string) =>
  h
    .replace(/\(.*?\)/g, '')
    .replace(/[\s*·_]/g, '')
    .toLowerCase();

const KNOWN = new Map<string, ImportColumn>();
for (const c of IMPORT_COLUMNS) for (const h of [c.header, ...c.aliases]) KNOWN.set(headerKey(h), c);
/** Columns offices keep for themselves, skipped without a word. */
const SKIPPED = new Set(['번호', '순번', 'no', '연번', '비고', '메모']);

/** `broken`: the headers of its cells that hold a line break (a note under a name, in one cell). */
export type SheetRow = { line: number; broken: string[] } & Record<ImportColumn['key'], string>;

/** The sheet's rows by column, or the problems that stop it from being read at all. */
export function readSheet(text: string): { columns: string[]; problems: string[]; rows: SheetRow[] } {
  const all = splitCells(text);
  const header = all[0];
  if (!header) return { columns: [], problems: ['내용이 없습니다. 첫 줄에 열 제목(이름, 아이디 …)을 넣어 주세요.'], rows: [] };
  const problems: string[] = [];
  const at = new Map<ImportColumn['key'], number>();
  const columns: string[] = [];
  header.cells.forEach((raw, i) => {
    const h = raw.trim();
    if (!h || SKIPPED.has(headerKey(h))) return;
    const col = KNOWN.get(headerKey(h));
    if (!col) problems.push(`알 수 없는 열 제목 ${iGa(`'${h}'`)} 있습니다. 아래 열 이름으로 고치거나 그 열을 지워 주세요.`);
    else if (at.has(col.key)) problems.push(`'${col.header}' 열이 두 번 있습니다.`);
    else {
      at.set(col.key, i);
      columns.push(h);
    }
  });
  for (const c of IMPORT_COLUMNS)
    if (c.required && !at.has(c.key)) problems.push(`'${c.header}' 열이 없습니다. 첫 줄에 '${c.header}' 열 제목을 넣어 주세요.`);
  const data = all.slice(1);
  if (data.length === 0) problems.push('열 제목 아래에 학생이 한 명도 없습니다.');
  if (data.length > PEOPLE_LIMITS.importRows)
    problems.push(`한 번에 ${PEOPLE_LIMITS.importRows}명까지 등록할 수 있습니다. 나누어 올려 주세요.`);
  const rows = data.slice(0, PEOPLE_LIMITS.importRows).map(({ line, cells }) => {
    const row = { line, broken: [] as string[] } as SheetRow;
    for (const c of IMPORT_COLUMNS) {
      const i = at.get(c.key);
      // Full-width digits and letters as typed in a Korean IME's full-width mode (３０１호, ２０２６-03-02).
      const value = i === undefined ? '' : halfWidth(cells[i] ?? '').trim();
      if (/[\r\n]/.test(value)) row.broken.push(c.header);
      row[c.key] = value;
    }
    return row;
  });
  return { columns, problems, rows };
}

/**
 * A date as offices write it: 2026-03-02, 2026.3.2(.), 2026/03/02, 20260302, 2026년 3월 2일. Answers
 * `YYYY-MM-DD`, '' for an empty cell, or null when it is not a real date.
 */
export function parseSheetDate(value: string): string | null {
  const v = value.trim();
  if (!v) return '';
  const m =
    /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\.?$/.exec(v) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(v) ??
    /^(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일$/.exec(v);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || y > 2999 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A phone number as shown: 010-1234-5678. */
export function formatPhone(digits: string): string {
  if (/^01\d{8,9}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}`;
  if (/^02\d{7,8}$/.test(digits)) return `02-${digits.slice(2, -4)}-${digits.slice(-4)}`;
  if (digits.length >= 9) return `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}`;
  return digits;
}

export const isUsername = (v: string) => USERNAME_PATTERN.test(v);

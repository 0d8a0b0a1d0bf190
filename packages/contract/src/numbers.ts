/**
 * Numbers as ko-KR writes them (`12,300`), without Intl: `toLocaleString('ko-KR')` loads the locale's
 * number data the first time a page calls it, tens of milliseconds on a slow phone. Imports nothing.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

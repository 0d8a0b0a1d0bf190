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

/**
 * Full-width letters, digits and signs (`１.２.５.`, `（２）`, an ideographic space) as their ASCII
 * selves: typed with a Korean IME's full-width mode they read as text, and a dish lost its allergens and
 * a date was refused (audits). Hangul and everything else are left as they are (NFKC would take apart
 * ㄱ-style letters).
 */
export const halfWidth = (text: string) =>
  text.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');

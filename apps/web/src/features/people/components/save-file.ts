/** The object URL stays valid this long so slow browsers can still read it (spec section 9, as components/ui/download.ts). */
const REVOKE_MS = 40_000;

/**
 * One CSV cell. Digits with a leading 0 (a parent's ID made of her phone, 01098765432) are written as
 * Excel's text formula ="…": Excel read them as a number and showed 1098765432, an ID she could not
 * sign in with (an audit).
 */
export const csvCell = (v: string) => (/^0\d+$/.test(v) ? `="${v}"` : /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/**
 * Saves text made on this page as a CSV file: UTF-8 with its BOM, which Excel on a Korean Windows
 * opens as Hangul (without it Excel reads CP949 and shows garbage).
 */
export function saveCsv(fileName: string, rows: readonly (readonly string[])[]) {
  const text = rows.map((r) => r.map(csvCell).join(',')).join('\r\n');
  saveText(fileName, text);
}

export function saveText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_MS);
}

/** A file's bytes as base64 (what the import endpoint takes, so the API can tell UTF-8 from CP949). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The longest name kept (characters); longer names keep their start and their extension. */
const MAX_NAME = 100;

/**
 * The name a file is kept and offered under: the last segment of what the browser sent (no folders,
 * no `../`), in NFC (macOS sends Korean decomposed), without control or direction-override
 * characters, and with an extension that matches the type read from its bytes, so that a saved file
 * opens as what it is (an HTML page named `.png` is refused anyway; a PNG named `.html` becomes `.png`).
 */
export function cleanFileName(sent: string | undefined, detectedExt: string, fallback = '파일'): string {
  const last = (sent ?? '').split(/[\\/]/).pop() ?? '';
  let name = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const base = dot > 0 ? name.slice(0, dot).replace(/[.\s]+$/, '') : name;
  const same =
    ext === detectedExt ||
    (ext === 'jpeg' && detectedExt === 'jpg') ||
    (ext === 'heif' && detectedExt === 'heic') ||
    // An OLE compound file is a 한글 (HWP 5) or an old Office document: its own extension says which.
    (detectedExt === 'cfb' && ['hwp', 'doc', 'xls', 'ppt'].includes(ext));
  name = `${[...(base || fallback)].slice(0, MAX_NAME).join('')}.${same ? ext : detectedExt}`;
  return name;
}

/** RFC 5987 `value-chars`: percent-encoded UTF-8, leaving only attr-chars as they are. */
const encodeRfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII stand-in for old clients, and
 * the real (Korean) name for every current browser.
 */
export function contentDisposition(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot) : '';
  let ascii = name
    .slice(0, dot > 0 ? dot : undefined)
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\%;]/g, '_')
    .replace(/^_+$/, '');
  ascii = `${ascii || 'file'}${ext.replace(/[^\x20-\x7e]|["\\%;]/g, '_')}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

import { api } from '@/lib/api';
import { showToast } from '@/components/ui/toast/toast-store';

/** The object URL stays valid this long so slow browsers can still read it (spec section 9). */
export const DOWNLOAD_REVOKE_MS = 40_000;
export const DOWNLOAD_FAILED_TEXT = '파일을 내려받지 못했습니다';

export type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

export interface DownloadOptions {
  /** Defaults to the session-aware `api.apiFetch` (bearer token, one refresh on 401). */
  fetcher?: Fetcher;
  /** Overrides the server's file name. */
  fileName?: string;
  /** Bytes received so far, and the whole size when the server said it (Content-Length), else 0. */
  onProgress?: (received: number, total: number) => void;
}

/** Reads the body as a blob, reporting each piece as it arrives. */
async function readWithProgress(response: Response, onProgress: (received: number, total: number) => void): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || 0;
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return response.blob();
  const parts: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  onProgress(0, total);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onProgress(received, total);
  }
  return new Blob(parts as BlobPart[], { type });
}

/** Strips folders and control characters a file name must not carry. */
function cleanFileName(name: string): string | null {
  const base =
    name
      .split(/[\\/]/)
      .pop()
      // eslint-disable-next-line no-control-regex
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}

/**
 * Servers differ in how they put a Korean name into `filename=`: percent-encoded, or raw UTF-8
 * bytes that fetch hands over as Latin-1 characters. Both are turned back into the real name.
 */
function decodeLoose(value: string): string {
  if (/%[0-9a-f]{2}/i.test(value)) {
    try {
      return decodeURIComponent(value);
    } catch {
      // not percent-encoding after all
    }
  }
  // eslint-disable-next-line no-control-regex -- a Latin-1 range, control characters included
  if (/[\u0080-\u00ff]/.test(value) && !/[^\u0000-\u00ff]/.test(value)) {
    try {
      const bytes = Uint8Array.from(value, (char) => char.charCodeAt(0));
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // genuinely Latin-1
    }
  }
  return value;
}

/**
 * The file name in a Content-Disposition header: `filename*` (RFC 5987/6266, UTF-8 or ISO-8859-1)
 * first, then `filename`. Null when there is none.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*("?)([^;"]*)\1/i.exec(header);
  const encoded = extended?.[2] ? /^([a-z0-9!#$&+^`{}~-]*)'[^']*'(.*)$/i.exec(extended[2].trim()) : null;
  if (encoded) {
    const charset = encoded[1]?.toLowerCase() ?? '';
    const value = encoded[2] ?? '';
    try {
      const decoded =
        charset === 'iso-8859-1'
          ? value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
          : decodeURIComponent(value);
      const name = cleanFileName(decoded);
      if (name) return name;
    } catch {
      // fall through to filename=
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:\\.|[^"\\])*"|[^;]*)/i.exec(header);
  if (!plain?.[1]) return null;
  let value = plain[1].trim();
  if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
  return cleanFileName(decodeLoose(value));
}

function fileNameFromUrl(url: string): string | null {
  try {
    const segment = new URL(url, 'http://x').pathname.split('/').pop() ?? '';
    return cleanFileName(decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Downloads `url` with the session (through api.apiFetch) and saves it under the server's file name.
 * Resolves false, after logging and showing a failed toast, when anything goes wrong.
 */
export async function downloadFile(url: string, options: DownloadOptions = {}): Promise<boolean> {
  const fetcher = options.fetcher ?? api.apiFetch;
  try {
    const response = await fetcher(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = options.onProgress ? await readWithProgress(response, options.onProgress) : await response.blob();
    const name =
      options.fileName ?? fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fileNameFromUrl(url) ?? 'download';
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), DOWNLOAD_REVOKE_MS);
    return true;
  } catch (error) {
    console.error('could not download file', error);
    showToast({ status: 'failed', title: DOWNLOAD_FAILED_TEXT });
    return false;
  }
}

/** A file the API serves, fetched with the session (bearer token, one refresh on 401) as a blob: a picture to show. */
export async function fileBlob(url: string, init: { signal?: AbortSignal; fetcher?: Fetcher } = {}): Promise<Blob> {
  const response = await (init.fetcher ?? api.apiFetch)(url, { signal: init.signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

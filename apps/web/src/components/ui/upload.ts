import { ApiError } from '@/lib/api-client';
import { api } from '@/lib/api';

export const UPLOAD_FAILED_TEXT = '파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.';
const NETWORK_TEXT = '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.';

/** What an upload needs of the API client: where to send, the token, and the shared refresh. */
export type UploadClient = {
  urlOf: (path: string) => string;
  accessToken: () => string | undefined;
  refreshOnce: (failedAccess: string | undefined) => Promise<string>;
};

export type UploadOptions = {
  /** Bytes sent so far of the whole request (the file and a little multipart framing). */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** Defaults to the session's API client (bearer token, one refresh on 401), through `/backend/`. */
  client?: UploadClient;
  /** Tests hand in a fake. */
  createRequest?: () => XMLHttpRequest;
};

type Answer = { status: number; text: string };

function send(url: string, form: FormData, token: string | undefined, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = options.createRequest?.() ?? new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded, e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_TEXT));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('업로드를 취소했습니다.', 'AbortError'));
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => options.signal?.removeEventListener('abort', abort);
    xhr.send(form);
  });
}

function errorOf({ status, text }: Answer): ApiError {
  try {
    const body = JSON.parse(text) as { code?: string; message?: string; fieldErrors?: Record<string, string[]> };
    // A refusal about the file itself ("파일이 너무 큽니다") is the message she needs, wherever the API put it.
    const message = body.fieldErrors?.file?.[0] ?? body.fieldErrors?.purpose?.[0] ?? body.message ?? UPLOAD_FAILED_TEXT;
    return new ApiError(status, body.code ?? `HTTP_${status}`, message, body.fieldErrors);
  } catch {
    return new ApiError(status, `HTTP_${status}`, status === 413 ? '파일이 너무 큽니다.' : UPLOAD_FAILED_TEXT);
  }
}

/**
 * Uploads one file as multipart through the session (XMLHttpRequest, because fetch reports no upload
 * progress): the bearer token, one shared refresh and one retry on 401. Answers the API's JSON, or
 * throws ApiError with its Korean message (an AbortError when `signal` aborts).
 */
export async function uploadFile<T>(path: string, file: Blob, fileName: string, options: UploadOptions = {}): Promise<T> {
  const client = options.client ?? api;
  const form = () => {
    const data = new FormData();
    data.append('file', file, fileName);
    return data;
  };
  const token = client.accessToken();
  let answer = await send(client.urlOf(path), form(), token, options);
  if (answer.status === 401 && token) {
    const fresh = await client.refreshOnce(token);
    answer = await send(client.urlOf(path), form(), fresh, options);
  }
  if (answer.status < 200 || answer.status >= 300) throw errorOf(answer);
  return JSON.parse(answer.text) as T;
}

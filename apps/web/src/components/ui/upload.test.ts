// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { uploadFile, type UploadClient } from './upload';

vi.mock('@/lib/api', () => ({ api: {} }));

type Script = { status: number; body: string; progress?: [number, number][]; fail?: boolean };

/** A scripted XMLHttpRequest: each request answers the next script, reporting its upload progress first. */
function fakeRequests(scripts: Script[]) {
  const sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  const create = () => {
    const script = scripts.shift()!;
    const xhr = {
      status: 0,
      responseText: '',
      upload: { onprogress: null as ((e: ProgressEvent) => void) | null },
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      onabort: null as (() => void) | null,
      ontimeout: null as (() => void) | null,
      onloadend: null as (() => void) | null,
      url: '',
      headers: {} as Record<string, string>,
      open(_method: string, url: string) {
        xhr.url = url;
      },
      setRequestHeader(name: string, value: string) {
        xhr.headers[name] = value;
      },
      abort() {
        xhr.onabort?.();
      },
      send(body: FormData) {
        sent.push({ url: xhr.url, headers: { ...xhr.headers }, body });
        queueMicrotask(() => {
          for (const [loaded, total] of script.progress ?? [])
            xhr.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
          if (script.fail) xhr.onerror?.();
          else {
            xhr.status = script.status;
            xhr.responseText = script.body;
            xhr.onload?.();
          }
          xhr.onloadend?.();
        });
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { create, sent };
}

const client = (token = 'old'): UploadClient & { refreshOnce: ReturnType<typeof vi.fn> } => ({
  urlOf: (path) => `/backend${path}`,
  accessToken: () => token,
  refreshOnce: vi.fn(async () => 'fresh'),
});
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const attachment = { id: 'a1', name: '진단서.png', size: 4, contentType: 'image/png', thumbnail: null };

describe('uploadFile', () => {
  it('sends the file as multipart with the bearer token, reports progress and answers the JSON', async () => {
    const xhr = fakeRequests([
      {
        status: 201,
        body: JSON.stringify(attachment),
        progress: [
          [100, 400],
          [400, 400],
        ],
      },
    ]);
    const progress: [number, number][] = [];
    const answer = await uploadFile('/files/?purpose=sick-note', png, '진단서.png', {
      client: client(),
      createRequest: xhr.create,
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(answer).toEqual(attachment);
    expect(progress).toEqual([
      [100, 400],
      [400, 400],
    ]);
    expect(xhr.sent[0]!.url).toBe('/backend/files/?purpose=sick-note');
    expect(xhr.sent[0]!.headers.authorization).toBe('Bearer old');
    expect((xhr.sent[0]!.body.get('file') as File).name).toBe('진단서.png');
  });

  it('refreshes once on 401 and sends again with the fresh token', async () => {
    const xhr = fakeRequests([
      { status: 401, body: JSON.stringify({ code: 'TOKEN_EXPIRED', message: '로그인이 만료되었습니다.' }) },
      { status: 201, body: JSON.stringify(attachment) },
    ]);
    const c = client();
    expect(await uploadFile('/files/?purpose=sick-note', png, 'a.png', { client: c, createRequest: xhr.create })).toEqual(attachment);
    expect(c.refreshOnce).toHaveBeenCalledWith('old');
    expect(xhr.sent.map((s) => s.headers.authorization)).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('throws the API’s Korean message and code when the file is refused', async () => {
    const xhr = fakeRequests([
      { status: 413, body: JSON.stringify({ code: 'FILE_TOO_LARGE', message: '진단서는 10MB까지 올릴 수 있습니다.' }) },
    ]);
    const error = await uploadFile<never>('/files/', png, 'a.png', { client: client(), createRequest: xhr.create }).catch(
      (e: ApiError) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', message: '진단서는 10MB까지 올릴 수 있습니다.' });
  });

  it('puts a field message about the file first, and has a Korean message for a body that is not JSON', async () => {
    const xhr = fakeRequests([
      {
        status: 400,
        body: JSON.stringify({
          code: 'BAD_REQUEST',
          message: '입력한 내용을 다시 확인해 주세요.',
          fieldErrors: { file: ['파일 이름이 올바르지 않습니다.'] },
        }),
      },
      { status: 413, body: '<html>Request Entity Too Large</html>' },
    ]);
    const first = await uploadFile<never>('/files/', png, 'a.png', { client: client(), createRequest: xhr.create }).catch(
      (e: ApiError) => e,
    );
    expect(first.message).toBe('파일 이름이 올바르지 않습니다.');
    const second = await uploadFile<never>('/files/', png, 'a.png', { client: client(), createRequest: xhr.create }).catch(
      (e: ApiError) => e,
    );
    expect(second).toMatchObject({ status: 413, message: '파일이 너무 큽니다.' });
  });

  it('fails with a network error when the connection drops, and with AbortError when cancelled', async () => {
    const dropped = fakeRequests([{ status: 0, body: '', fail: true }]);
    await expect(uploadFile('/files/', png, 'a.png', { client: client(), createRequest: dropped.create })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    const controller = new AbortController();
    const pending = fakeRequests([{ status: 201, body: '{}' }]);
    const upload = uploadFile('/files/', png, 'a.png', { client: client(), createRequest: pending.create, signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { DOWNLOAD_REVOKE_MS, downloadFile, fileNameFromContentDisposition } from './download';

const apiFetch = vi.hoisted(() => vi.fn<(path: string, init?: RequestInit) => Promise<Response>>());
vi.mock('@/lib/api', () => ({ api: { apiFetch } }));

/** A header value as fetch hands it over when the server wrote raw UTF-8 bytes. */
const asLatin1 = (text: string) => String.fromCharCode(...new TextEncoder().encode(text));

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['RFC 5987 UTF-8 Korean', "attachment; filename*=UTF-8''%ED%95%99%EC%8A%B5%20%EC%9E%90%EB%A3%8C.pdf", '학습 자료.pdf'],
    ['a language tag and lower-case charset', "attachment; filename*=utf-8'ko'%EA%B3%B5%EC%A7%80.hwp", '공지.hwp'],
    ['filename* over filename', 'attachment; filename="fallback.pdf"; filename*=UTF-8\'\'%EC%84%B1%EC%A0%81%ED%91%9C.xlsx', '성적표.xlsx'],
    ['ISO-8859-1 filename*', "attachment; filename*=iso-8859-1'en'caf%E9.txt", 'café.txt'],
    ['a quoted filename', 'attachment; filename="report 2026.pdf"', 'report 2026.pdf'],
    ['an escaped quote', 'attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ['an unquoted filename', 'attachment; filename=report.pdf', 'report.pdf'],
    ['a percent-encoded filename', 'attachment; filename="%EC%8B%9D%EB%8B%A8%ED%91%9C.png"', '식단표.png'],
    ['raw UTF-8 bytes in filename', `attachment; filename="${asLatin1('상담 기록.docx')}"`, '상담 기록.docx'],
    ['folders in the name', 'attachment; filename="../../etc/passwd"', 'passwd'],
    ['extra spacing and case', 'Attachment ;  FILENAME = "a.txt"', 'a.txt'],
  ])('reads %s', (_, header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['inline'], ['attachment; filename=""']])('answers null for %j', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });
});

describe('downloadFile', () => {
  let clicked: { href: string; download: string }[];
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/1234');
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    apiFetch.mockReset();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    toastStore.reset();
    vi.useRealTimers();
  });

  const fileResponse = (disposition?: string) =>
    new Response('내용', { status: 200, headers: disposition ? { 'content-disposition': disposition } : {} });

  it("fetches with the session's apiFetch and saves under the server's Korean file name", async () => {
    apiFetch.mockResolvedValue(fileResponse("attachment; filename*=UTF-8''%EC%9E%90%EB%A3%8C%EC%A7%91.zip"));
    await expect(downloadFile('/library/7/file')).resolves.toBe(true);
    expect(apiFetch).toHaveBeenCalledWith('/library/7/file');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    await expect(createObjectURL.mock.calls[0]?.[0].text()).resolves.toBe('내용');
    expect(clicked).toEqual([{ href: 'blob:http://localhost/1234', download: '자료집.zip' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('revokes the blob URL after 40 s, not before', async () => {
    apiFetch.mockResolvedValue(fileResponse('attachment; filename="a.pdf"'));
    await downloadFile('/files/a');
    await vi.advanceTimersByTimeAsync(DOWNLOAD_REVOKE_MS - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1234');
    expect(DOWNLOAD_REVOKE_MS).toBe(40_000);
  });

  it('takes another fetcher and a file name override', async () => {
    const fetcher = vi.fn(async () => fileResponse('attachment; filename="server.pdf"'));
    await downloadFile('/x', { fetcher, fileName: '내 이름.pdf' });
    expect(apiFetch).not.toHaveBeenCalled();
    expect(fetcher).toHaveBeenCalledWith('/x');
    expect(clicked[0]?.download).toBe('내 이름.pdf');
  });

  it('falls back on the last part of the URL', async () => {
    apiFetch.mockResolvedValue(fileResponse());
    await downloadFile('/notices/3/%EA%B3%B5%EC%A7%80.pdf?v=2');
    expect(clicked[0]?.download).toBe('공지.pdf');
  });

  it.each([
    ['an error status', () => apiFetch.mockResolvedValue(new Response('nope', { status: 404 }))],
    ['a network failure', () => apiFetch.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('on %s logs "could not download file" and shows a failed toast', async (_, arrange) => {
    arrange();
    await expect(downloadFile('/files/missing')).resolves.toBe(false);
    expect(console.error).toHaveBeenCalledWith('could not download file', expect.any(Error));
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ status: 'failed', title: '파일을 내려받지 못했습니다' })]);
    expect(clicked).toEqual([]);
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

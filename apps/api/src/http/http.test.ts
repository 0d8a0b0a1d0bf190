import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectNoInternals, HANGUL } from '../test/expect';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const login = (body: unknown, headers?: Record<string, string>) => api.request('POST', '/accounts/login/', { body, headers });

describe('bad input', () => {
  it.each(['{"username": "student1",', '{username: student1}', 'undefined', '{"a":1}}'])(
    'answers malformed JSON %j with 400 INVALID_JSON',
    async (raw) => {
      const res = await login(raw);
      expectError(res, 400, 'INVALID_JSON');
      expect(res.body.fieldErrors).toBeUndefined();
    },
  );

  it.each([
    ['missing', { password: DEMO_PASSWORD }],
    ['empty', { username: '', password: DEMO_PASSWORD }],
    ['blank', { username: '   ', password: DEMO_PASSWORD }],
    ['null', { username: null, password: DEMO_PASSWORD }],
  ])('answers a %s username with a Korean field error', async (_what, body) => {
    const res = await login(body);
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors.username).toEqual([expect.stringMatching(HANGUL)]);
    expect(res.body.fieldErrors.username[0]).toBe('아이디를 입력해 주세요.');
    expect(res.body.fieldErrors.password).toBeUndefined();
  });

  it('answers wrong types with an error per field', async () => {
    const res = await login({ username: 123, password: ['demo1234!'] });
    expectError(res, 400, 'BAD_REQUEST');
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['password', 'username']);
    for (const messages of Object.values<string[]>(res.body.fieldErrors)) expect(messages).toEqual([expect.stringMatching(HANGUL)]);
  });

  it('answers an over-long username and password with their own messages', async () => {
    const res = await login({ username: 'a'.repeat(255), password: 'b'.repeat(129) });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors).toEqual({ username: ['아이디가 너무 깁니다.'], password: ['비밀번호가 너무 깁니다.'] });
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"student1"'],
    ['null', 'null'],
    ['an empty body', ''],
  ])('answers %s instead of an object with 400 and Korean messages', async (_what, raw) => {
    const res = await login(raw, { 'content-type': 'application/json' });
    expectError(res, 400);
    const messages = Object.values<string[]>(res.body.fieldErrors ?? {}).flat();
    for (const m of messages) expect(m).toMatch(HANGUL);
  });

  it('answers a refresh without a token with a Korean field error', async () => {
    const res = await api.request('POST', '/accounts/login/refresh/', { body: {} });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors).toEqual({ refresh: ['갱신 토큰이 필요합니다.'] });
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await login('<login><username>student1</username></login>', { 'content-type': 'application/xml' });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over 1 MiB with 413', async () => {
    const res = await login({ username: 'student1', password: 'x'.repeat(1024 * 1024 + 10) });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a body over 1 MiB still on its way with 413 too, not a broken connection', async () => {
    // The portal forwards a browser's body as it arrives: answered and closed after its first chunks,
    // the rest of its writes failed (EPIPE), and she was told the server could not be reached (a 502).
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    for (let attempt = 0; attempt < 3; attempt++) {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 2));
          if (sent === 0) controller.enqueue(new TextEncoder().encode('{"username":"student1","password":"'));
          if (sent >= 2 * 1024 * 1024) {
            controller.enqueue(new TextEncoder().encode('"}'));
            controller.close();
            return;
          }
          controller.enqueue(chunk);
          sent += chunk.length;
        },
      });
      const res = await fetch(`${api.url}/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024 + 37) },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('accepts a body-less POST that declares a JSON content type', async () => {
    const signIn = await login({ username: 'student1', password: DEMO_PASSWORD });
    const res = await api.request('POST', '/accounts/erp/send-refresh/', {
      token: signIn.body.access,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status, res.text).toBe(204);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/nothing-here/'],
    ['GET', '/accounts/me'],
    ['DELETE', '/accounts/me/'],
    ['GET', '/accounts/login/'],
    ['POST', '/site/'],
  ])('answers %s %s with 404 JSON', async (method, path) => {
    const res = await api.request(method, path);
    expectError(res, 404, 'ROUTE_NOT_FOUND');
    expect(Object.keys(res.body).sort()).toEqual(['code', 'message']);
  });
});

describe('malformed paths', () => {
  it.each(['/education/exams/%FF/', '/education/exams/%E0%A4%A/', '/education/exams/%/', '/education/exams/%ED%A0%80/'])(
    'answers %s (not percent-encoded UTF-8) with 400 INVALID_URL, without repeating the path',
    async (path) => {
      const res = await api.request('GET', path);
      expectError(res, 400, 'INVALID_URL');
      expect(res.text).not.toContain('exams');
    },
  );

  it("answers headers over Node's 16 KB with 431 and the Korean body, not Node's bare answer", async () => {
    const res = await api.request('GET', '/site/', { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expectError(res, 431, 'HEADERS_TOO_LARGE');
    expect(res.body.message).toBe('요청 머리글이 너무 큽니다.');
  });

  it('answers a path segment longer than the router takes with 414 URL_TOO_LONG', async () => {
    const res = await api.request('GET', `/education/exams/${'1'.repeat(200)}/`);
    expectError(res, 414, 'URL_TOO_LONG');
    expect(res.text).not.toContain('111');
  });
});

describe('health', () => {
  it('answers ok', async () => {
    const res = await api.request('GET', '/health/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expectNoInternals(res);
  });
});

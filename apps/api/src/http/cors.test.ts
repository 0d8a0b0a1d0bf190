import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness';

describe('CORS when the browser calls the API on its own origin (API_PUBLIC_URL)', () => {
  let api: TestApi;
  let closed: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ CORS_ORIGINS: 'https://portal.example.kr' });
    closed = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
    await closed?.close();
  });

  const preflight = (target: TestApi, origin: string) =>
    fetch(`${target.url}/accounts/me/`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('allows the portal origin, with the bearer header', async () => {
    const res = await preflight(api, 'https://portal.example.kr');
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://portal.example.kr');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('lets the portal read an answer’s Date (the phone’s clock is measured by it)', async () => {
    const res = await fetch(`${api.url}/site/`, { headers: { origin: 'https://portal.example.kr' } });
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('date');
  });

  it('allows no other origin', async () => {
    const res = await preflight(api, 'https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends no CORS headers at all by default (the portal proxies /backend/)', async () => {
    const res = await fetch(`${closed.url}/site/`, { headers: { origin: 'https://portal.example.kr' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

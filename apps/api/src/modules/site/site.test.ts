import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expectError, HANGUL } from '../../test/expect';
import { SITE_CACHE_MS } from './routes';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /site/', () => {
  it('answers the operator information to anyone, without signing in', async () => {
    const res = await api.request('GET', '/site/');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      serviceTitle: '청람기숙학원',
      intranetUrl: 'https://intranet.cheongram.kr',
      logoUrl: '/logo.svg',
      companyName: '주식회사 청람에듀',
      representative: '김서윤',
      businessRegistrationNumber: '214-87-40521',
      mailOrderRegistrationNumber: '제2026-경기양평-0412호',
      address: '경기도 양평군 양서면 청람길 27',
      customerServicePhone: '031-771-2480',
    });
    for (const key of ['serviceTitle', 'companyName', 'representative', 'mailOrderRegistrationNumber', 'address'])
      expect(res.body[key]).toMatch(HANGUL);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers the same to a signed-in caller and to one with a stale token', async () => {
    const anonymous = await api.request('GET', '/site/');
    const signIn = await api.request('POST', '/accounts/login/', { body: { username: 'student1', password: 'demo1234!' } });
    const signedIn = await api.request('GET', '/site/', { token: signIn.body.access });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(anonymous.body);
    const garbage = await api.request('GET', '/site/', { token: 'not.a.token' });
    expect(garbage.status, garbage.text).toBe(200);
    expect(garbage.body).toEqual(anonymous.body);
  });

  it('shows an operator change within a minute, as the browser cache does, without reading the row each time', async () => {
    const before = await api.request('GET', '/site/');
    await api.db.execute(sql`update site_info set customer_service_phone = '031-771-9999' where id = 1`);
    // Within the minute: the copy this instance read.
    expect((await api.request('GET', '/site/')).body.customerServicePhone).toBe(before.body.customerServicePhone);
    api.clock.advance(SITE_CACHE_MS);
    expect((await api.request('GET', '/site/')).body.customerServicePhone).toBe('031-771-9999');
  });
});

describe('GET /staff/site/backups/', () => {
  it('tells the admin how the data is backed up: here an in-memory or PostgreSQL database, which makes none of its own', async () => {
    const admin = await api.request('POST', '/accounts/login/', { body: { username: 'admin', password: 'demo1234!' } });
    const res = await api.request('GET', '/staff/site/backups/', { token: admin.body.access });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      kind: api.config.database.kind === 'postgres' ? 'postgres' : 'off',
      keepDays: 0,
      latest: null,
      count: 0,
      nextAt: null,
      diskFreeBytes: null,
    });
    // Nor does it make one when asked: the card's guidance (pg_dump, or BACKUP_DAYS) is the way there.
    const now = await api.request('POST', '/staff/site/backups/', { token: admin.body.access });
    expectError(now, 409, 'BACKUP_NOT_HERE');
  });
});

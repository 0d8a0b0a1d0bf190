import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_DEFAULTS, type SiteInfo } from '@portal/contract';
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

describe('a centre started without the demo', () => {
  it('reads the defaults until its admin saves the record, whose first save makes it; a save made over it is refused', async () => {
    const admin = (await api.request('POST', '/accounts/login/', { body: { username: 'admin', password: 'demo1234!' } })).body.access;
    // Only the demo's seed made the row.
    await api.db.execute(sql`delete from site_info`);
    api.clock.advance(SITE_CACHE_MS);
    const open = await api.request('GET', '/site/');
    expect(open.status, open.text).toBe(200);
    expect(open.body).toEqual(SITE_DEFAULTS);
    const read = await api.request('GET', '/staff/site/', { token: admin });
    expect(read.status, read.text).toBe(200);
    const { updatedAt: version, ...record } = read.body as SiteInfo & { updatedAt: string };
    expect(record).toEqual(SITE_DEFAULTS);

    const mine = {
      ...record,
      serviceTitle: '한빛기숙학원',
      intranetUrl: 'https://intranet.hanbit.kr',
      companyName: '주식회사 한빛에듀',
      representative: '이한빛',
      businessRegistrationNumber: '123-45-67890',
      mailOrderRegistrationNumber: '제2026-경기이천-0101호',
      address: '경기도 이천시 한빛로 1',
      customerServicePhone: '031-555-0101',
    };
    const saved = await api.request('PUT', '/staff/site/', { token: admin, body: { ...mine, updatedAt: version } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ ...mine, updatedAt: expect.any(String) });
    expect((await api.request('GET', '/site/')).body.serviceTitle).toBe('한빛기숙학원');
    // Another admin's save, made from the defaults she read before, would undo it unseen.
    expectError(
      await api.request('PUT', '/staff/site/', { token: admin, body: { ...mine, companyName: '한빛에듀', updatedAt: version } }),
      409,
      'EDIT_CONFLICT',
    );
    expect((await api.request('GET', '/staff/site/', { token: admin })).body.serviceTitle).toBe('한빛기숙학원');
  });
});

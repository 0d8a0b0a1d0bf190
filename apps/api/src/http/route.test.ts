import { defineEndpoints, endpoints } from '@portal/contract/endpoints';
import { sql } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectError, expectNoInternals } from '../test/expect';
import { type People, signInPeople } from '../test/fixtures';
import { startTestApi, type TestApi, type TestResponse } from '../test/harness';
import { installErrorHandling } from './error-handler';
import { idempotencyStore } from './idempotency';
import { createRouter } from './route';

/*
 * The router parses every answer through the endpoint's response schema before sending it: a field
 * the contract does not declare never leaves the server, and an answer that does not fit its schema
 * is a 500 with the usual Korean body, never the answer itself.
 */

const SECRET = 'top-secret-7f3a';

let api: TestApi;
let people: People;
beforeAll(async () => {
  api = await startTestApi();
  people = await signInPeople(api, ['student1']);
});
afterAll(() => api?.close());

/** A small Fastify with the real router and error handling, for handlers written by the test. */
async function routerApp(mount: (router: ReturnType<typeof createRouter>) => Promise<void>) {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  // No endpoint mounted here is idempotent: the store is never asked.
  const router = createRouter(
    app,
    async () => null,
    idempotencyStore(api.db, () => new Date()),
  );
  await mount(router);
  return app;
}

const asTestResponse = (res: LightMyRequestResponse): TestResponse => ({
  status: res.statusCode,
  headers: new Headers(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
  body: res.body ? JSON.parse(res.body) : undefined,
  text: res.body,
});

const camel = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()), v]));

describe('a column the contract does not declare', () => {
  beforeAll(async () => {
    await api.db.execute(sql.raw(`ALTER TABLE site_info ADD COLUMN secret text NOT NULL DEFAULT '${SECRET}'`));
    await api.db.execute(sql.raw(`ALTER TABLE users ADD COLUMN secret text NOT NULL DEFAULT '${SECRET}'`));
  });

  it('is in the table, and the real endpoints do not send it', async () => {
    const rows = await api.db.execute(sql`SELECT secret FROM site_info WHERE id = 1`);
    expect((rows as unknown as { rows: { secret: string }[] }).rows[0]?.secret).toBe(SECRET);

    const site = await api.request('GET', '/site/');
    expect(site.status, site.text).toBe(200);
    expect(site.body.serviceTitle).toBe('청람기숙학원');
    expect(site.text).not.toContain(SECRET);

    const me = await api.request('GET', '/accounts/me/', { token: people.token.student1 });
    expect(me.status, me.text).toBe(200);
    expect(me.text).not.toContain(SECRET);
    // Nothing of the password but the declared flag (mustChangePassword): no hash, no column of it.
    expect(me.text).not.toMatch(/passwordHash|password_hash|\$argon2/i);
    expect(Object.keys(me.body).filter((k) => /password/i.test(k))).toEqual(['mustChangePassword']);
  });

  it('is dropped by the router even when a handler hands on the whole row', async () => {
    let handed: Record<string, unknown> = {};
    const app = await routerApp(async (router) => {
      router.implement(endpoints.site.get, async () => {
        const result = await api.db.execute(sql`SELECT * FROM site_info WHERE id = 1`);
        handed = camel((result as unknown as { rows: Record<string, unknown>[] }).rows[0]!);
        return handed as never;
      });
      await router.mount([endpoints.site.get]);
    });
    const res = asTestResponse(await app.inject({ method: 'GET', url: '/site/' }));
    await app.close();

    expect(handed.secret).toBe(SECRET);
    expect(handed).toHaveProperty('updatedAt');
    expect(res.status, res.text).toBe(200);
    expect(res.body.serviceTitle).toBe('청람기숙학원');
    expect(res.text).not.toContain(SECRET);
    expect(Object.keys(res.body)).not.toEqual(expect.arrayContaining(['secret']));
    expect(Object.keys(res.body)).not.toEqual(expect.arrayContaining(['updatedAt']));
  });
});

describe('an answer that does not fit its schema', () => {
  const probe = defineEndpoints('probe', {
    broken: {
      method: 'GET',
      path: '/probe/',
      access: 'public',
      schemas: async () => ({ response: z.object({ name: z.string(), count: z.number().int() }) }),
    },
  });

  it('answers 500 with the Korean error body, and nothing of the answer', async () => {
    const app = await routerApp(async (router) => {
      // A wrong type and a missing field, next to something that must never be seen.
      router.implement(probe.broken, async () => ({ name: 42, passwordHash: `$argon2id$${SECRET}` }) as never);
      await router.mount([probe.broken]);
    });
    const res = asTestResponse(await app.inject({ method: 'GET', url: '/probe/' }));
    await app.close();

    expectError(res, 500, 'INTERNAL');
    expectNoInternals(res);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'message']);
    expect(res.text).not.toContain(SECRET);
    expect(res.text).not.toMatch(/passwordHash|argon|count|name/);
  });
});

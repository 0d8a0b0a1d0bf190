import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema';
import { expectError } from '../../test/expect';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const failures = async () => (await api.db.select({ n: count() }).from(loginFailures))[0]!.n;

describe('failed sign-ins', () => {
  it('are removed by the hourly job once they are older than the throttle window, and not before', async () => {
    const before = await failures();
    for (let i = 0; i < 3; i++)
      expectError(
        await api.request('POST', '/accounts/login/', { body: { username: 'student2', password: `wrong-${i}` } }),
        401,
        'INVALID_CREDENTIALS',
      );
    expect(await failures()).toBeGreaterThanOrEqual(before + 3);

    // The job has run at start; run now, it leaves them: they still count.
    await api.settle();
    expect(await failures()).toBeGreaterThanOrEqual(before + 3);

    api.clock.advance(api.config.loginWindowSeconds * 1000 + 61 * 60_000);
    await api.settle();
    expect(await failures()).toBe(0);
  });
});

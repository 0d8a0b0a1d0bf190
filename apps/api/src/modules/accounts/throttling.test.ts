import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../../test/harness';

// The app trusts the loopback proxy, so X-Forwarded-For stands for the caller's address.
// Every test uses its own accounts and its own address range so that none counts another's failures.
const from = (address: string) => ({ 'x-forwarded-for': address });

function signIn(api: TestApi, username: string, password: string, address: string) {
  return api.request('POST', '/accounts/login/', { body: { username, password }, headers: from(address) });
}

function expectThrottled(res: Awaited<ReturnType<typeof signIn>>, maxSeconds: number) {
  expectError(res, 429, 'TOO_MANY_ATTEMPTS');
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
  return Number(retryAfter);
}

describe('with the default window (10 failures in 15 minutes)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('throttles an account after 10 failures, whatever the address, even with the right password', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await signIn(api, 'student2', 'wrong-password', `10.1.0.${i}`);
      expectError(res, 401, 'INVALID_CREDENTIALS');
    }
    const res = await signIn(api, 'student2', DEMO_PASSWORD, '10.1.1.1');
    expectThrottled(res, 15 * 60);
    expect(res.body.message).toContain('잠시 후');
    // The e-mail address is the same account.
    expectThrottled(await signIn(api, 'seoa.kim@cheongram.kr', DEMO_PASSWORD, '10.1.1.2'), 15 * 60);
  });

  it('counts failures by username and by e-mail address against the same account', async () => {
    for (let i = 1; i <= 5; i++) {
      expectError(await signIn(api, 'student3', 'wrong-password', `10.2.0.${i}`), 401, 'INVALID_CREDENTIALS');
      expectError(await signIn(api, 'Yuna.Lee@cheongram.kr', 'wrong-password', `10.2.1.${i}`), 401, 'INVALID_CREDENTIALS');
    }
    expectThrottled(await signIn(api, 'STUDENT3', DEMO_PASSWORD, '10.2.2.1'), 15 * 60);
  });

  it('throttles an address after 10 failures, whatever the account', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await signIn(api, `nobody${i}`, 'wrong-password', '10.3.0.1');
      expectError(res, 401, 'INVALID_CREDENTIALS');
    }
    expectThrottled(await signIn(api, 'teacher1', DEMO_PASSWORD, '10.3.0.1'), 15 * 60);
    // The account itself did nothing wrong: from another address it signs in.
    const elsewhere = await signIn(api, 'teacher1', DEMO_PASSWORD, '10.3.0.2');
    expect(elsewhere.status, elsewhere.text).toBe(200);
  });

  it('leaves another account at a fresh address unaffected', async () => {
    for (let i = 1; i <= 10; i++) await signIn(api, 'student4', 'wrong-password', '10.4.0.1');
    expectThrottled(await signIn(api, 'student4', DEMO_PASSWORD, '10.4.0.2'), 15 * 60);
    const other = await signIn(api, 'parent1', DEMO_PASSWORD, '10.4.1.1');
    expect(other.status, other.text).toBe(200);
    expect(other.body.user.username).toBe('parent1');
  });

  it('forgets the failures of an account once it signs in', async () => {
    for (let i = 1; i <= 9; i++) await signIn(api, 'student5', 'wrong-password', `10.5.0.${i}`);
    expect((await signIn(api, 'student5', DEMO_PASSWORD, '10.5.1.1')).status).toBe(200);
    for (let i = 1; i <= 9; i++) expectError(await signIn(api, 'student5', 'wrong-password', `10.5.2.${i}`), 401, 'INVALID_CREDENTIALS');
    expect((await signIn(api, 'student5', DEMO_PASSWORD, '10.5.3.1')).status).toBe(200);
  });
});

describe('with a short window', () => {
  const WINDOW = 3;
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ LOGIN_WINDOW_SECONDS: String(WINDOW) });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lets the account and the address in again once the window has passed (no permanent lock-out)', async () => {
    // The clock stands still while she fails ten times: all of them fall inside the short window
    // however slowly a busy machine hashes the passwords.
    api.clock.pause();
    let retryAfter: number;
    try {
      for (let i = 0; i < 10; i++) expectError(await signIn(api, 'student6', 'wrong-password', '10.6.0.1'), 401, 'INVALID_CREDENTIALS');
      const throttled = await signIn(api, 'student6', DEMO_PASSWORD, '10.6.0.1');
      retryAfter = expectThrottled(throttled, WINDOW);
      // Skip past the window instead of waiting for it.
      api.clock.advance(retryAfter * 1000 + 1000);
    } finally {
      api.clock.resume();
    }

    const res = await signIn(api, 'student6', DEMO_PASSWORD, '10.6.0.1');
    expect(res.status, res.text).toBe(200);
    expect(res.body.user.username).toBe('student6');
  });
});

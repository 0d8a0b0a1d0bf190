import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../../test/harness';

// The app trusts the loopback proxy, so X-Forwarded-For stands for the caller's address.
// Every test uses its own accounts and its own address range so that none counts another's failures.
const from = (address: string) => ({ 'x-forwarded-for': address });

function signIn(api: TestApi, username: string, password: string, address: string, device?: string) {
  return api.request('POST', '/accounts/login/', { body: { username, password, ...(device ? { device } : {}) }, headers: from(address) });
}

function expectThrottled(res: Awaited<ReturnType<typeof signIn>>, maxSeconds: number) {
  expectError(res, 429, 'TOO_MANY_ATTEMPTS');
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
  return Number(retryAfter);
}

describe('the attacker stays slowed (default limits: 5 per account and address, 30 per address, 10 per account)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('gives one address 5 guesses at one account per window, even when the sixth is right', async () => {
    for (let i = 1; i <= 5; i++) expectError(await signIn(api, 'student2', 'wrong-password', '10.1.0.1'), 401, 'INVALID_CREDENTIALS');
    const res = await signIn(api, 'student2', DEMO_PASSWORD, '10.1.0.1');
    expectThrottled(res, 15 * 60);
    expect(res.body.message).toContain('잠시 후');
    // The e-mail address is the same account.
    expectThrottled(await signIn(api, 'seoa.kim@cheongram.kr', DEMO_PASSWORD, '10.1.0.1'), 15 * 60);
  });

  it('counts failures by username and by e-mail address against the same account', async () => {
    for (let i = 1; i <= 2; i++) {
      expectError(await signIn(api, 'student3', 'wrong-password', '10.2.0.1'), 401, 'INVALID_CREDENTIALS');
      expectError(await signIn(api, 'Yuna.Lee@cheongram.kr', 'wrong-password', '10.2.0.1'), 401, 'INVALID_CREDENTIALS');
    }
    expectError(await signIn(api, 'yuna.lee@cheongram.kr', 'wrong-password', '10.2.0.1'), 401, 'INVALID_CREDENTIALS');
    expectThrottled(await signIn(api, 'STUDENT3', DEMO_PASSWORD, '10.2.0.1'), 15 * 60);
  });

  it('stops one address that tries many accounts after 30 failures', async () => {
    for (let i = 1; i <= 30; i++) expectError(await signIn(api, `nobody${i}`, 'wrong-password', '10.3.0.1'), 401, 'INVALID_CREDENTIALS');
    expectThrottled(await signIn(api, 'nobody31', 'wrong-password', '10.3.0.1'), 15 * 60);
    expectThrottled(await signIn(api, 'teacher2', DEMO_PASSWORD, '10.3.0.1'), 15 * 60);
  });

  it('holds many failing addresses against one account to a delay that doubles with each failure', async () => {
    api.clock.pause();
    try {
      // Ten addresses fail once each: the account has had its 10 failures.
      for (let i = 1; i <= 10; i++) expectError(await signIn(api, 'student4', 'wrong-password', `10.4.0.${i}`), 401, 'INVALID_CREDENTIALS');
      // An address that has been failing must now wait 1 s, then 2 s, then 4 s between guesses.
      for (const seconds of [1, 2, 4, 8]) {
        expect(expectThrottled(await signIn(api, 'student4', 'wrong-password', '10.4.0.1'), seconds)).toBe(seconds);
        // Other failing addresses wait too: the delay belongs to the account.
        expectThrottled(await signIn(api, 'student4', 'wrong-password', '10.4.0.2'), seconds);
        api.clock.advance(seconds * 1000);
        expectError(await signIn(api, 'student4', 'wrong-password', `10.4.0.${seconds + 2}`), 401, 'INVALID_CREDENTIALS');
      }
      expect(expectThrottled(await signIn(api, 'student4', 'wrong-password', '10.4.0.3'), 16)).toBe(16);
    } finally {
      api.clock.resume();
    }
  });

  it('counts every address of one IPv6 /64 as one address (a new address per guess gains nothing)', async () => {
    // Each guess from another address of the attacker's /64: the pair limit holds them together.
    for (let i = 1; i <= 5; i++)
      expectError(await signIn(api, 'student6', 'wrong-password', `2001:db8:61:1:${i}::${i}`), 401, 'INVALID_CREDENTIALS');
    expectThrottled(await signIn(api, 'student6', DEMO_PASSWORD, '2001:db8:61:1:ffff::9'), 15 * 60);
    // The /64 next door is another network.
    expectError(await signIn(api, 'student6', 'wrong-password', '2001:db8:61:2::1'), 401, 'INVALID_CREDENTIALS');
    // An IPv4 client written as IPv6 by a dual-stack listener is that IPv4 address.
    for (let i = 1; i <= 5; i++) expectError(await signIn(api, 'teacher1', 'wrong-password', '10.62.0.1'), 401, 'INVALID_CREDENTIALS');
    expectThrottled(await signIn(api, 'teacher1', DEMO_PASSWORD, '::ffff:10.62.0.1'), 15 * 60);
  });
});

describe('the owner gets in (no one locks another out)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('signs in with the right password from an address that has not been failing, however many others failed', async () => {
    api.clock.pause();
    try {
      // Sixty failing addresses, some of them many times, against her account.
      for (let i = 1; i <= 60; i++) await signIn(api, 'student5', 'wrong-password', `10.5.${i >> 4}.${i}`);
      expectThrottled(await signIn(api, 'student5', DEMO_PASSWORD, '10.5.0.1'), 15 * 60);
      const owner = await signIn(api, 'student5', DEMO_PASSWORD, '10.50.0.1');
      expect(owner.status, owner.text).toBe(200);
      expect(owner.body.user.username).toBe('student5');
    } finally {
      api.clock.resume();
    }
  });

  it('signs in from the place she signed in from before, even when others there failed 30 times against her and others', async () => {
    // The study centre's one public address: she signs in there on day one.
    expect((await signIn(api, 'student6', DEMO_PASSWORD, '10.6.0.1')).status).toBe(200);
    api.clock.pause();
    try {
      for (let i = 1; i <= 30; i++) await signIn(api, `classmate${i}`, 'wrong-password', '10.6.0.1');
      for (let i = 1; i <= 12; i++) await signIn(api, 'student6', 'wrong-password', `10.6.1.${i}`);
      // The address is over its limit and her account is under attack: a stranger there waits...
      expectThrottled(await signIn(api, 'teacher1', DEMO_PASSWORD, '10.6.0.1'), 15 * 60);
      // ...she does not.
      const owner = await signIn(api, 'student6', DEMO_PASSWORD, '10.6.0.1');
      expect(owner.status, owner.text).toBe(200);
    } finally {
      api.clock.resume();
    }
  });

  it('signs in from the IPv6 network she signed in from before, though her device took a new address in it', async () => {
    expect((await signIn(api, 'student3', DEMO_PASSWORD, '2001:db8:63:1::a')).status).toBe(200);
    api.clock.pause();
    try {
      // Others fail 30 times from that /64: the network is over its limit, for a stranger...
      for (let i = 1; i <= 30; i++) await signIn(api, `classmate-v6-${i}`, 'wrong-password', `2001:db8:63:1::${i.toString(16)}:1`);
      expectThrottled(await signIn(api, 'teacher2', DEMO_PASSWORD, '2001:db8:63:1::b'), 15 * 60);
      // ...not for her, at the address her phone uses today.
      const owner = await signIn(api, 'student3', DEMO_PASSWORD, '2001:db8:63:1:1234:5678:9abc:def0');
      expect(owner.status, owner.text).toBe(200);
    } finally {
      api.clock.resume();
    }
  });

  it('signs in from her own browser at the shared address, however often a classmate there fails against her', async () => {
    // Day one at the centre: her browser is given its device token.
    const first = await signIn(api, 'student2', DEMO_PASSWORD, '10.10.0.1');
    expect(first.status, first.text).toBe(200);
    const device = first.body.device as string;
    expect(device).toMatch(/^d1\.\d+\./);
    // Another student's token, or a made-up one, is no device of hers.
    const other = (await signIn(api, 'parent1', DEMO_PASSWORD, '10.10.9.1')).body.device as string;
    api.clock.pause();
    try {
      // A classmate behind the same address types her name with wrong passwords until the address is held.
      for (let i = 1; i <= 5; i++) expectError(await signIn(api, 'student2', 'wrong-password', '10.10.0.1'), 401, 'INVALID_CREDENTIALS');
      expectThrottled(await signIn(api, 'student2', DEMO_PASSWORD, '10.10.0.1'), 15 * 60);
      expectThrottled(await signIn(api, 'student2', DEMO_PASSWORD, '10.10.0.1', other), 15 * 60);
      expectThrottled(await signIn(api, 'student2', DEMO_PASSWORD, '10.10.0.1', `${device.slice(0, -2)}xx`), 15 * 60);
      // She, from her browser, is not.
      const owner = await signIn(api, 'student2', DEMO_PASSWORD, '10.10.0.1', device);
      expect(owner.status, owner.text).toBe(200);
      expect(owner.body.device).toBe(device);
      // A shared browser (her mother's phone, a centre PC) sends every account's token it keeps: hers is found among them.
      const shared = await signIn(api, 'student2', DEMO_PASSWORD, '10.10.0.1', `${other}~${device}`);
      expect(shared.status, shared.text).toBe(200);
      expect(shared.body.device).toBe(device);
      // Her browser is still held to 5 guesses of its own.
      for (let i = 1; i <= 5; i++)
        expectError(await signIn(api, 'student2', 'wrong-password', '10.10.0.1', device), 401, 'INVALID_CREDENTIALS');
      expectThrottled(await signIn(api, 'student2', DEMO_PASSWORD, '10.10.0.1', device), 15 * 60);
    } finally {
      api.clock.resume();
    }
  });

  it('leaves another account at a fresh address unaffected', async () => {
    for (let i = 1; i <= 5; i++) await signIn(api, 'student1', 'wrong-password', '10.7.0.1');
    expectThrottled(await signIn(api, 'student1', DEMO_PASSWORD, '10.7.0.1'), 15 * 60);
    const other = await signIn(api, 'parent1', DEMO_PASSWORD, '10.7.1.1');
    expect(other.status, other.text).toBe(200);
    expect(other.body.user.username).toBe('parent1');
  });

  it('forgets the failures of an account once it signs in', async () => {
    for (let i = 1; i <= 9; i++) await signIn(api, 'parent2', 'wrong-password', `10.8.0.${i}`);
    expect((await signIn(api, 'parent2', DEMO_PASSWORD, '10.8.1.1')).status).toBe(200);
    for (let i = 1; i <= 9; i++) expectError(await signIn(api, 'parent2', 'wrong-password', `10.8.2.${i}`), 401, 'INVALID_CREDENTIALS');
    expect((await signIn(api, 'parent2', DEMO_PASSWORD, '10.8.2.1')).status).toBe(200);
  });

  it('lets parallel guesses from one address through no more than its limit', async () => {
    const guesses = await Promise.all(Array.from({ length: 20 }, () => signIn(api, 'teacher2', 'wrong-password', '10.9.0.1')));
    expect(guesses.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    expect(guesses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(15);
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
      for (let i = 0; i < 5; i++) expectError(await signIn(api, 'student6', 'wrong-password', '10.6.0.1'), 401, 'INVALID_CREDENTIALS');
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

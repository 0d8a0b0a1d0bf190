import { describe, expect, it, vi } from 'vitest';
import { deviceTokensIn, keepDeviceToken } from './device-tokens';

// Read on the server only (the sign-in route); its sorting is tested here.
vi.mock('server-only', () => ({}));

const token = (account: number, n: string) => `d1.${account}.nonce${n}.mac${n}`;

describe('the browser’s device tokens', () => {
  it('keeps one per account signed in on it, the latest first, hers replacing her older one', () => {
    let cookie = keepDeviceToken(undefined, token(7, 'a'));
    cookie = keepDeviceToken(cookie, token(9, 'b'));
    expect(deviceTokensIn(cookie)).toEqual([token(9, 'b'), token(7, 'a')]);
    // Her mother signs in again on the shared phone: her daughter's token stays.
    cookie = keepDeviceToken(cookie, token(7, 'c'));
    expect(deviceTokensIn(cookie)).toEqual([token(7, 'c'), token(9, 'b')]);
  });

  it('keeps five at most, dropping the one signed in with longest ago', () => {
    let cookie: string | undefined;
    for (let i = 1; i <= 6; i++) cookie = keepDeviceToken(cookie, token(i, String(i)));
    expect(deviceTokensIn(cookie)).toEqual([6, 5, 4, 3, 2].map((i) => token(i, String(i))));
    // A cookie written longer by hand is read to its first five.
    expect(deviceTokensIn(`${cookie}~${token(1, '1')}`)).toHaveLength(5);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../../test/harness';
import { expectError, HANGUL } from '../../test/expect';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords';

let api: TestApi;
let ip = 0;
const login = (username: string, password = DEMO_PASSWORD) =>
  api.request('POST', '/accounts/login/', { body: { username, password }, headers: { 'x-forwarded-for': `10.44.0.${++ip}` } });
const change = (token: string, currentPassword: string, newPassword: string, newPasswordConfirm = newPassword) =>
  api.request('POST', '/accounts/password/', { token, body: { currentPassword, newPassword, newPasswordConfirm } });

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('the common password list', () => {
  it('holds a hundred entries and matches them whatever the case', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(100);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('청람 기숙학원 2026')).toBe(false);
  });
});

describe('changing the password', () => {
  it.each([
    ['a short password', 'short12', 'newPassword', '새 비밀번호는 8자 이상으로 입력해 주세요.'],
    ['a common password', 'password1', 'newPassword', '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.'],
    ['a common password in capitals', 'PASSWORD1', 'newPassword', '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.'],
    ['a common number run', '12345678', 'newPassword', '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.'],
    ['the current password again', DEMO_PASSWORD, 'newPassword', '현재 비밀번호와 다른 비밀번호를 입력해 주세요.'],
    [
      'one holding her username',
      'Student3-좋은하루',
      'newPassword',
      '아이디가 들어간 비밀번호는 쓸 수 없습니다. 다른 비밀번호를 입력해 주세요.',
    ],
    ['more than 128 characters', 'a'.repeat(129), 'newPassword', '새 비밀번호는 128자까지 입력할 수 있습니다.'],
  ])('refuses %s with a Korean field message, and keeps the old one', async (_name, newPassword, field, message) => {
    const { body } = await login('student3');
    const res = await change(body.access, DEMO_PASSWORD, newPassword);
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect((await login('student3')).status).toBe(200);
  });

  it('refuses a confirmation that differs', async () => {
    const { body } = await login('student3');
    const res = await change(body.access, DEMO_PASSWORD, 'a-fine-new-secret', 'a-fine-new-secreT');
    expect(res.body.fieldErrors.newPasswordConfirm).toEqual(['새 비밀번호가 서로 다릅니다.']);
  });

  it('refuses a wrong current password with a Korean message next to that field', async () => {
    const { body } = await login('student4');
    const res = await change(body.access, 'not-my-password', 'a-fine-new-secret');
    expectError(res, 400, 'WRONG_CURRENT_PASSWORD');
    expect(res.body.fieldErrors).toEqual({ currentPassword: ['현재 비밀번호가 올바르지 않습니다.'] });
    // A wrong current password never ends the session (a 401 would send her to sign-in).
    expect((await api.request('GET', '/accounts/me/', { token: body.access })).status).toBe(200);
  });

  it('slows down guessing of the current password without locking her out of sign-in', async () => {
    const { body } = await login('student6');
    for (let i = 0; i < api.config.loginMaxFailures; i++)
      expectError(await change(body.access, `guess-${i}-wrong`, 'a-fine-new-secret'), 400, 'WRONG_CURRENT_PASSWORD');
    const throttled = await change(body.access, DEMO_PASSWORD, 'a-fine-new-secret');
    expectError(throttled, 429, 'TOO_MANY_ATTEMPTS');
    expect(throttled.body.message).toMatch(/비밀번호 확인 시도/);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('student6')).status).toBe(200);
  });

  it('accepts 64 characters of any kind, signs out her other sessions and keeps this one', async () => {
    const here = (await login('student5')).body;
    const elsewhere = (await login('student5')).body;
    const parent = (await login('parent2')).body;
    const fresh = '하늘 아래 푸른 숲 🌲 '.repeat(5).slice(0, 60) + 'x9!?';
    expect(Array.from(fresh).length).toBeLessThanOrEqual(64);
    const res = await change(here.access, DEMO_PASSWORD, fresh);
    expect(res.status, res.text).toBe(204);

    expectError(await api.request('GET', '/accounts/me/', { token: elsewhere.access }), 401);
    expectError(await api.request('POST', '/accounts/login/refresh/', { body: { refresh: elsewhere.refresh } }), 401);
    expect((await api.request('GET', '/accounts/me/', { token: here.access })).status).toBe(200);
    const rotated = await api.request('POST', '/accounts/login/refresh/', { body: { refresh: here.refresh } });
    expect(rotated.status).toBe(200);
    // Nobody else's sign-in is touched.
    expect((await api.request('GET', '/accounts/me/', { token: parent.access })).status).toBe(200);

    expectError(await login('student5'), 401, 'INVALID_CREDENTIALS');
    expect((await login('student5', fresh)).status).toBe(200);
  });

  it('takes 128 characters', async () => {
    const { body } = await login('student2');
    const long = 'correct horse battery staple '.repeat(5).slice(0, 128);
    expect((await change(body.access, DEMO_PASSWORD, long)).status).toBe(204);
    expect((await login('student2', long)).status).toBe(200);
  });

  it('names every missing field in Korean', async () => {
    const { body } = await login('student1');
    const res = await api.request('POST', '/accounts/password/', { token: body.access, body: {} });
    expectError(res, 400, 'BAD_REQUEST');
    for (const f of ['currentPassword', 'newPassword', 'newPasswordConfirm']) expect(res.body.fieldErrors[f][0]).toMatch(HANGUL);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect';
import { freshAddress } from '../../test/fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { AdminRefused, provideAdmin } from './first-admin';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const login = (username: string, password: string) =>
  api.request('POST', '/accounts/login/', { body: { username, password }, headers: { 'x-forwarded-for': freshAddress() } });
const refused = async (args: { username?: string; name?: string }, message: string | RegExp) => {
  const error = await provideAdmin(api.db, args).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AdminRefused);
  expect((error as Error).message).toMatch(message);
};

describe('npm run admin', () => {
  it('makes an admin with a one-time password she changes first, who can then make everyone else', async () => {
    const made = await provideAdmin(api.db, { username: ' Wonjang.Kim ', name: '김원장' });
    expect(made).toEqual({
      created: true,
      username: 'wonjang.kim',
      name: '김원장',
      oneTimePassword: expect.stringMatching(/^[a-z2-9]{4}-[a-z2-9]{4}$/),
    });
    const first = await login('wonjang.kim', made.oneTimePassword);
    expect(first.status, first.text).toBe(200);
    expect(first.body.user).toEqual(expect.objectContaining({ category: 'admin', name: '김원장', mustChangePassword: true }));
    expectError(await api.request('GET', '/staff/people/?category=teacher', { token: first.body.access }), 403, 'PASSWORD_CHANGE_REQUIRED');
    const changed = await api.request('POST', '/accounts/password/', {
      token: first.body.access,
      body: {
        currentPassword: made.oneTimePassword,
        newPassword: '새 학원의 첫 관리자 2026',
        newPasswordConfirm: '새 학원의 첫 관리자 2026',
      },
    });
    expect(changed.status, changed.text).toBe(204);
    const again = await login('wonjang.kim', '새 학원의 첫 관리자 2026');
    const teacher = await api.request('POST', '/staff/people/', {
      token: again.body.access,
      body: { category: 'teacher', name: '한선생', username: 'han.teacher' },
    });
    expect(teacher.status, teacher.text).toBe(201);
  });

  it('gives an admin who forgot her password a new one-time one and ends her sign-ins, and no one else’s', async () => {
    const lee = await provideAdmin(api.db, { username: 'office.lee', name: '이실장' });
    const park = await provideAdmin(api.db, { username: 'office.park', name: '박실장' });
    const [leeSession, parkSession] = [await login('office.lee', lee.oneTimePassword), await login('office.park', park.oneTimePassword)];
    expect(leeSession.status, leeSession.text).toBe(200);

    const reset = await provideAdmin(api.db, { username: 'OFFICE.LEE' });
    expect(reset).toEqual(expect.objectContaining({ created: false, username: 'office.lee', name: '이실장' }));
    expectError(await api.request('GET', '/accounts/me/', { token: leeSession.body.access }), 401);
    expectError(await api.request('POST', '/accounts/login/refresh/', { body: { refresh: leeSession.body.refresh } }), 401);
    expect((await login('office.lee', lee.oneTimePassword)).status).toBe(401);
    const back = await login('office.lee', reset.oneTimePassword);
    expect(back.status, back.text).toBe(200);
    expect(back.body.user.mustChangePassword).toBe(true);
    expect((await api.request('GET', '/accounts/me/', { token: parkSession.body.access })).status).toBe(200);
  });

  it('switches back on an admin another admin had switched off', async () => {
    const kang = await provideAdmin(api.db, { username: 'office.kang', name: '강실장' });
    const id = (await login('office.kang', kang.oneTimePassword)).body.user.id as number;
    const admin = (await login('admin', 'demo1234!')).body.access;
    expect((await api.request('PUT', `/staff/people/${id}/active/`, { token: admin, body: { active: false } })).status).toBe(200);
    expect((await login('office.kang', kang.oneTimePassword)).status).toBe(401);
    const reset = await provideAdmin(api.db, { username: 'office.kang' });
    expect((await login('office.kang', reset.oneTimePassword)).status).toBe(200);
    // Her page's history: made and given a new password by the command line (no one), switched off by the admin.
    const history = (await api.request('GET', `/staff/people/${id}/history/`, { token: admin })).body.results;
    expect(history.map((r: { action: string; actorName: string | null }) => [r.action, r.actorName])).toEqual([
      ['password-reset', null],
      ['deactivated', '최현수'],
      ['created', null],
    ]);
  });

  it('refuses, in Korean, another kind of person’s username, a new admin without a name, and a username that cannot be one', async () => {
    await refused({ username: 'student1' }, '이미 학생 김하린님이 쓰는 아이디입니다(student1). 관리자에게는 다른 아이디를 골라 주세요.');
    await refused({ username: 'teacher1', name: '정우진' }, /^이미 선생님 정우진님이 쓰는 아이디입니다/);
    await refused({ username: 'new.boss' }, '새 관리자의 이름도 적어 주세요. 예: npm run admin -- new.boss 홍길동');
    await refused({ username: '관리자', name: '홍길동' }, '아이디는 영문 소문자, 숫자, 점(.), 밑줄(_)로 3~30자입니다.');
    expect((await login('student1', 'demo1234!')).status).toBe(200);
  });
});

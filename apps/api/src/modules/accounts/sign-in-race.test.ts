import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFamilies } from '../../db/schema';
import { AppError } from '../../http/errors';
import { freshAddress, signIn } from '../../test/fixtures';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../../test/harness';
import { accountsRepository } from './repository';
import { accountsService } from './service';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = (await signIn(api, 'admin')).access;
});
afterAll(() => api?.close());

/**
 * A sign-in of `username` at a second instance of the service (the same database) that has read her
 * row, and so her password hash, when `meanwhile` runs to its end: the reset, change or switch-off
 * lands while her password is being checked against the hash read before it.
 */
function signInAcross(username: string, meanwhile: () => Promise<void>) {
  const repo = accountsRepository(api.db);
  const service = accountsService({
    repo: {
      ...repo,
      async findByLogin(login) {
        const row = await repo.findByLogin(login);
        await meanwhile();
        return row;
      },
    },
    config: api.config,
    now: api.clock.now,
    unreadAlarms: async () => 0,
  });
  return service.login({ username, password: DEMO_PASSWORD }, freshAddress());
}

/** Her sign-ins not revoked. */
const liveFamilies = async (userId: number) =>
  (
    await api.db
      .select({ id: tokenFamilies.id })
      .from(tokenFamilies)
      .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)))
  ).map((f) => f.id);

async function expectRefused(login: Promise<unknown>) {
  const error = await login.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('INVALID_CREDENTIALS');
}

describe('a sign-in under way when her password or account changes', () => {
  it('signs in as before when nothing changes meanwhile', async () => {
    const out = await signInAcross('student4', async () => undefined);
    expect(out.user.username).toBe('student4');
    expect(await liveFamilies(out.user.id)).toHaveLength(1);
  });

  it('does not survive an admin’s password reset made while her password was checked', async () => {
    const { id } = await signIn(api, 'student3');
    await expectRefused(
      signInAcross('student3', async () => {
        const res = await api.request('POST', `/staff/people/${id}/password-reset/`, { token: admin });
        expect(res.status, res.text).toBe(200);
      }),
    );
    expect(await liveFamilies(id)).toEqual([]);
  });

  it('does not survive her own password change made meanwhile from another sign-in; that one stays', async () => {
    const other = await signIn(api, 'student5');
    await expectRefused(
      signInAcross('student5', async () => {
        const res = await api.request('POST', '/accounts/password/', {
          token: other.access,
          body: {
            currentPassword: DEMO_PASSWORD,
            newPassword: '청람 기숙학원 새 비밀번호',
            newPasswordConfirm: '청람 기숙학원 새 비밀번호',
          },
        });
        expect(res.status, res.text).toBe(204);
      }),
    );
    expect(await liveFamilies(other.id)).toHaveLength(1);
    expect((await api.request('GET', '/accounts/me/', { token: other.access })).status).toBe(200);
  });

  it('does not survive her account being switched off meanwhile', async () => {
    const { id } = await signIn(api, 'parent2');
    await expectRefused(
      signInAcross('parent2', async () => {
        const res = await api.request('PUT', `/staff/people/${id}/active/`, { token: admin, body: { active: false } });
        expect(res.status, res.text).toBe(200);
      }),
    );
    expect(await liveFamilies(id)).toEqual([]);
  });
});

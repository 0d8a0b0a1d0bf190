import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpRefreshRequests, pushSubscriptions, refreshTokens, tokenFamilies, users } from '../db/schema';
import { expectError } from '../test/expect';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/harness';
import { KEEP_ENDED_SIGN_INS_DAYS, KEEP_ERP_REFRESH_DAYS } from './prune';

const DAY = 86_400_000;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const refresh = (token: string) => api.request('POST', '/accounts/login/refresh/', { body: { refresh: token } });

describe('the daily prune', () => {
  it('removes sign-ins ended long ago (with their tokens) and old LUMINA requests; keeps live and recent ones, and reuse detection', async () => {
    // A real sign-in, refreshed once: its spent token is what reuse detection needs after the prune.
    const login = await api.request('POST', '/accounts/login/', { body: { username: 'student2', password: DEMO_PASSWORD } });
    expect(login.status, login.text).toBe(200);
    const rotated = await refresh(login.body.refresh);
    expect(rotated.status, rotated.text).toBe(200);

    const [student] = await api.db.select({ id: users.id }).from(users).where(eq(users.username, 'student1'));
    const userId = student!.id;
    // The prune has run at start; it runs again a day later, at `at`.
    const at = api.clock.now().getTime() + DAY + 60_000;
    const ago = (days: number) => new Date(at - days * DAY);
    const ended = KEEP_ENDED_SIGN_INS_DAYS + 1;
    const recent = KEEP_ENDED_SIGN_INS_DAYS - 1;
    const families = {
      revokedLongAgo: { revokedAt: ago(ended), expiresAt: ago(-30) },
      expiredLongAgo: { revokedAt: null, expiresAt: ago(ended) },
      revokedRecently: { revokedAt: ago(recent), expiresAt: ago(ended) },
      expiredRecently: { revokedAt: null, expiresAt: ago(recent) },
      live: { revokedAt: null, expiresAt: ago(-10) },
      // Expired, never signed out: its browser still gets her pushes (push/repository.ts), so it stays.
      expiredWithPush: { revokedAt: null, expiresAt: ago(ended) },
      // Signed out: its subscription gets nothing any more, and goes with it.
      revokedWithPush: { revokedAt: ago(ended), expiresAt: ago(ended) },
    };
    const ids = Object.fromEntries(Object.keys(families).map((k) => [k, randomUUID()])) as Record<keyof typeof families, string>;
    await api.db.insert(tokenFamilies).values(
      Object.entries(families).map(([k, f]) => ({
        id: ids[k as keyof typeof families],
        userId,
        createdAt: ago(ended + 30),
        ...f,
      })),
    );
    await api.db.insert(refreshTokens).values(Object.values(ids).map((familyId) => ({ tokenHash: `prune-test-${familyId}`, familyId })));
    await api.db.insert(pushSubscriptions).values(
      (['expiredWithPush', 'revokedWithPush'] as const).map((k) => ({
        userId,
        endpoint: `https://push.example.com/prune-test/${ids[k]}`,
        p256dh: 'p',
        auth: 'a',
        familyId: ids[k],
      })),
    );
    const erp = await api.db
      .insert(erpRefreshRequests)
      .values([
        { userId, requestedAt: ago(KEEP_ERP_REFRESH_DAYS + 1) },
        { userId, requestedAt: ago(KEEP_ERP_REFRESH_DAYS - 1) },
      ])
      .returning({ id: erpRefreshRequests.id });

    api.clock.advance(DAY + 60_000);
    await api.settle();

    const kept = await api.db
      .select({ id: tokenFamilies.id })
      .from(tokenFamilies)
      .where(inArray(tokenFamilies.id, Object.values(ids)));
    const keptNames = Object.entries(ids)
      .filter(([, id]) => kept.some((k) => k.id === id))
      .map(([name]) => name)
      .sort();
    expect(keptNames).toEqual(['expiredRecently', 'expiredWithPush', 'live', 'revokedRecently']);
    const tokens = await api.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(inArray(refreshTokens.familyId, Object.values(ids)));
    expect(new Set(tokens.map((t) => t.familyId))).toEqual(new Set(kept.map((k) => k.id)));
    const subscriptions = await api.db
      .select({ familyId: pushSubscriptions.familyId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    expect(subscriptions.map((s) => s.familyId)).toEqual([ids.expiredWithPush]);
    const erpLeft = await api.db
      .select({ id: erpRefreshRequests.id })
      .from(erpRefreshRequests)
      .where(
        inArray(
          erpRefreshRequests.id,
          erp.map((r) => r.id),
        ),
      );
    expect(erpLeft.map((r) => r.id)).toEqual([erp[1]!.id]);

    // The live sign-in goes on: its token refreshes, and its spent one presented again still ends it.
    const next = await refresh(rotated.body.refresh);
    expect(next.status, next.text).toBe(200);
    expectError(await refresh(login.body.refresh), 401, 'REFRESH_REUSED');
  });
});

import { and, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpRefreshRequests, loginFailures, refreshTokens, tokenFamilies, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function accountsRepository(db: Db) {
  return {
    /** A user by login id or email, case-insensitively. */
    async findByLogin(login: string): Promise<UserRow | undefined> {
      const l = login.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(sql`lower(${users.username})`, l), eq(sql`lower(${users.email})`, l)))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async countFailures(kind: 'account' | 'address', key: string, since: Date) {
      const [row] = await db
        .select({ n: count(), oldest: sql<string | null>`min(${loginFailures.createdAt})` })
        .from(loginFailures)
        .where(and(eq(loginFailures.kind, kind), eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
      return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async recordFailure(entries: { kind: 'account' | 'address'; key: string }[], at: Date) {
      await db.insert(loginFailures).values(entries.map((e) => ({ ...e, createdAt: at })));
    },

    async clearFailures(kind: 'account' | 'address', key: string) {
      await db.delete(loginFailures).where(and(eq(loginFailures.kind, kind), eq(loginFailures.key, key)));
    },

    async pruneFailures(before: Date) {
      await db.delete(loginFailures).where(sql`${loginFailures.createdAt} < ${before}`);
    },

    async createFamily(id: string, userId: number, createdAt: Date, expiresAt: Date) {
      await db.insert(tokenFamilies).values({ id, userId, createdAt, expiresAt });
    },

    async insertRefreshToken(tokenHash: string, familyId: string) {
      await db.insert(refreshTokens).values({ tokenHash, familyId });
    },

    /**
     * Spends a refresh token in one statement, so two concurrent uses cannot both succeed.
     * Answers the family when the token was unspent and its family alive.
     */
    async spendRefreshToken(tokenHash: string) {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ familyId: refreshTokens.familyId });
      return rows[0]?.familyId;
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    async findFamily(id: string) {
      const [row] = await db.select().from(tokenFamilies).where(eq(tokenFamilies.id, id)).limit(1);
      return row;
    },

    /** True when the sign-in has not been revoked and has not reached its absolute lifetime. */
    async isFamilyActive(id: string, now: Date) {
      const [row] = await db
        .select({ id: tokenFamilies.id })
        .from(tokenFamilies)
        .where(and(eq(tokenFamilies.id, id), isNull(tokenFamilies.revokedAt), gt(tokenFamilies.expiresAt, now)))
        .limit(1);
      return !!row;
    },

    async revokeFamily(id: string, reason: string) {
      await db
        .update(tokenFamilies)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(tokenFamilies.id, id), isNull(tokenFamilies.revokedAt)));
    },

    /** Revokes every sign-in of a user but one (the caller's own, when given). */
    async revokeUserFamilies(userId: number, reason: string, keep?: string) {
      await db
        .update(tokenFamilies)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt), keep ? ne(tokenFamilies.id, keep) : undefined));
    },

    async updatePasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async recordErpRefresh(userId: number) {
      await db.insert(erpRefreshRequests).values({ userId });
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;

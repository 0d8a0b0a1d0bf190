import { and, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpRefreshRequests, loginFailures, refreshTokens, tokenFamilies, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function accountsRepository(db: Db) {
  return {
    db,
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

    /**
     * Records an attempt as a failure before its password is checked (so that parallel attempts count
     * each other), and answers the counts the throttle decides on, this attempt excluded, in one query.
     */
    async recordAttempt(account: string, address: string, at: Date, since: Date) {
      const [attempt] = await db.insert(loginFailures).values({ account, address, createdAt: at }).returning({ id: loginFailures.id });
      const onPair = sql`${loginFailures.account} = ${account} and ${loginFailures.address} = ${address}`;
      const [row] = await db
        .select({
          pair: sql<number>`count(*) filter (where ${onPair})::int`,
          pairOldest: sql<string | null>`min(${loginFailures.createdAt}) filter (where ${onPair})`,
          address: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})::int`,
          addressOldest: sql<string | null>`min(${loginFailures.createdAt}) filter (where ${loginFailures.address} = ${address})`,
          account: sql<number>`count(*) filter (where ${loginFailures.account} = ${account})::int`,
          accountLatest: sql<string | null>`max(${loginFailures.createdAt}) filter (where ${loginFailures.account} = ${account})`,
        })
        .from(loginFailures)
        .where(
          and(
            gt(loginFailures.createdAt, since),
            ne(loginFailures.id, attempt!.id),
            or(eq(loginFailures.account, account), eq(loginFailures.address, address)),
          ),
        );
      const date = (v: string | null | undefined) => (v ? new Date(v) : null);
      return {
        id: attempt!.id,
        pair: { n: row?.pair ?? 0, oldest: date(row?.pairOldest) },
        address: { n: row?.address ?? 0, oldest: date(row?.addressOldest) },
        account: { n: row?.account ?? 0, latest: date(row?.accountLatest) },
      };
    },

    /** Takes back an attempt recorded by recordAttempt (it was refused before any password was checked). */
    async forgetAttempt(id: number) {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },

    /**
     * The addresses she signed in from since `since` (places she is known to sign in from), as recorded:
     * the caller compares them by network (network-key.ts), which SQL on the text cannot.
     */
    async addressesSignedInFrom(userId: number, since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ address: tokenFamilies.address })
        .from(tokenFamilies)
        .where(and(eq(tokenFamilies.userId, userId), gt(tokenFamilies.createdAt, since), isNotNull(tokenFamilies.address)));
      return rows.map((r) => r.address!);
    },

    async clearFailures(account: string) {
      await db.delete(loginFailures).where(eq(loginFailures.account, account));
    },

    async pruneFailures(before: Date) {
      await db.delete(loginFailures).where(sql`${loginFailures.createdAt} < ${before}`);
    },

    /**
     * Creates a sign-in only while her row still holds the password hash that was checked and she is
     * on; answers whether it did. Her row is read `FOR SHARE` in the transaction of the insert: a
     * reset, a password change or a switch-off (an UPDATE of the row) either commits first, and is
     * seen here, or waits for this commit, and then revokes the sign-in made here with the others.
     */
    async createFamilyIfCurrent(
      family: { id: string; userId: number; passwordHash: string },
      createdAt: Date,
      expiresAt: Date,
      address: string,
      userAgent: string | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ passwordHash: users.passwordHash, isActive: users.isActive })
          .from(users)
          .where(eq(users.id, family.userId))
          .for('share');
        if (!user?.isActive || user.passwordHash !== family.passwordHash) return false;
        await tx.insert(tokenFamilies).values({
          id: family.id,
          userId: family.userId,
          createdAt,
          expiresAt,
          address,
          userAgent,
          lastUsedAt: createdAt,
          lastAddress: address,
        });
        return true;
      });
    },

    /** A refresh of the sign-in: when and from where it was last used (its browser, if it had none yet). */
    async touchFamily(id: string, at: Date, address: string, userAgent: string | null) {
      await db
        .update(tokenFamilies)
        .set({ lastUsedAt: at, lastAddress: address, userAgent: sql`coalesce(${tokenFamilies.userAgent}, ${userAgent})` })
        .where(eq(tokenFamilies.id, id));
    },

    /** Her sign-ins alive at `now`, the most recently used first. */
    async liveFamilies(userId: number, now: Date) {
      return db
        .select()
        .from(tokenFamilies)
        .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt), gt(tokenFamilies.expiresAt, now)))
        .orderBy(sql`coalesce(${tokenFamilies.lastUsedAt}, ${tokenFamilies.createdAt}) desc`);
    },

    /** Revokes one of her sign-ins; answers whether it was hers and alive. */
    async revokeFamilyOf(id: string, userId: number, reason: string, now: Date) {
      const rows = await db
        .update(tokenFamilies)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(
          and(
            eq(tokenFamilies.id, id),
            eq(tokenFamilies.userId, userId),
            isNull(tokenFamilies.revokedAt),
            gt(tokenFamilies.expiresAt, now),
          ),
        )
        .returning({ id: tokenFamilies.id });
      return rows.length > 0;
    },

    /** Adds a refresh token (nothing when it exists: a lost answer delivered again, see tokens.successorOf). */
    async insertRefreshToken(tokenHash: string, familyId: string) {
      await db.insert(refreshTokens).values({ tokenHash, familyId }).onConflictDoNothing();
    },

    /**
     * Spends a refresh token in one statement, so two concurrent uses cannot both succeed.
     * Answers the family when the token was unspent and its family alive.
     */
    async spendRefreshToken(tokenHash: string, at: Date) {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: at })
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

    /** The family when it is alive (not revoked, not expired). */
    async activeFamily(id: string, now: Date) {
      const [row] = await db
        .select({ userId: tokenFamilies.userId, expiresAt: tokenFamilies.expiresAt })
        .from(tokenFamilies)
        .where(and(eq(tokenFamilies.id, id), isNull(tokenFamilies.revokedAt), gt(tokenFamilies.expiresAt, now)))
        .limit(1);
      return row;
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
      await db.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, userId));
    },

    async recordErpRefresh(userId: number) {
      await db.insert(erpRefreshRequests).values({ userId });
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;

import { and, count, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions, tokenFamilies } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * A subscription still in use: the sign-in it was made in has not been signed out (or revoked). One
 * whose sign-in has ended gets no push (the delivery job deletes it when it meets it) and is not hers
 * any more for the status and the device count, so a browser signed in again shows push as off and
 * registers again (`renewThisDevice` on the web).
 */
const inUse = or(isNull(pushSubscriptions.familyId), isNull(tokenFamilies.revokedAt));

/** The push module's only door to its table (`db` may be a job's transaction). */
export function pushRepository(db: Db) {
  return {
    /** Adds or takes over a browser's subscription: an endpoint belongs to whoever subscribed on it last. */
    async save(userId: number, s: { endpoint: string; p256dh: string; auth: string; familyId: string; userAgent: string | null }) {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...s })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId,
            p256dh: s.p256dh,
            auth: s.auth,
            familyId: s.familyId,
            userAgent: s.userAgent,
            createdAt: sql`now()`,
            lastSuccessAt: null,
          },
        });
    },

    /** Keeps her newest `n` subscriptions and deletes the rest. */
    async keepNewest(userId: number, n: number) {
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(n);
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    },

    /** Her subscription of this endpoint, if it is still in use. */
    async findOwn(userId: number, endpoint: string) {
      const [row] = await db
        .select({ subscription: pushSubscriptions })
        .from(pushSubscriptions)
        .leftJoin(tokenFamilies, eq(tokenFamilies.id, pushSubscriptions.familyId))
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint), inUse))
        .limit(1);
      return row?.subscription;
    },

    /** How many of her subscriptions are still in use. */
    async countOf(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(pushSubscriptions)
        .leftJoin(tokenFamilies, eq(tokenFamilies.id, pushSubscriptions.familyId))
        .where(and(eq(pushSubscriptions.userId, userId), inUse));
      return row?.n ?? 0;
    },

    /** Every subscription of these people. */
    listOf(userIds: readonly number[]) {
      if (!userIds.length) return Promise.resolve([]);
      return db
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },

    /** A subscription, and whether the sign-in it was made in has been signed out (or revoked) since. */
    async find(id: number) {
      const [row] = await db
        .select({ subscription: pushSubscriptions, revokedAt: tokenFamilies.revokedAt })
        .from(pushSubscriptions)
        .leftJoin(tokenFamilies, eq(tokenFamilies.id, pushSubscriptions.familyId))
        .where(eq(pushSubscriptions.id, id))
        .limit(1);
      return row && { ...row.subscription, signedOut: row.revokedAt !== null };
    },

    /** Deletes her subscription of this endpoint; answers whether there was one. */
    async removeOwn(userId: number, endpoint: string) {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    async remove(id: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async delivered(id: number, at: Date) {
      await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
    },
  };
}
export type PushRepository = ReturnType<typeof pushRepository>;

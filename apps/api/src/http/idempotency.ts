import { createHash } from 'node:crypto';
import { idempotencyKey } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { AppError } from './errors';

/** A first request still being handled after this long was cut off (its server stopped): the key is free again. */
export const IN_PROGRESS_LAPSE_MS = 60_000;
/** How long an answer is kept for the same request sent again (the daily prune of jobs/prune.ts). */
export const KEEP_ANSWERS_MS = 24 * 60 * 60_000;

export type Claim = { kind: 'new' } | { kind: 'replay'; status: number; body: unknown };

/** The key of a request, or null when it has none; a malformed one is refused (400). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const parsed = idempotencyKey.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw new AppError('BAD_REQUEST', undefined, { 'Idempotency-Key': [parsed.error.issues[0]!.message] });
  return parsed.data;
}

/**
 * The answers of creates sent with an Idempotency-Key (endpoints declared `idempotent`): a request
 * sent again gets the first one's answer; the same key with another request 422; while the first is
 * still being handled 409. A refused first request leaves no trace (she may send it again).
 */
export function idempotencyStore(db: Db, now: () => Date) {
  const where = (userId: number, key: string) => and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
  return {
    async claim(userId: number, key: string, endpoint: string, body: unknown): Promise<Claim> {
      const bodyHash = createHash('sha256')
        .update(JSON.stringify(body ?? null))
        .digest('base64url');
      for (let tries = 0; tries < 2; tries++) {
        const [mine] = await db
          .insert(idempotentRequests)
          .values({ userId, key, endpoint, bodyHash, createdAt: now() })
          .onConflictDoNothing()
          .returning({ key: idempotentRequests.key });
        if (mine) return { kind: 'new' };
        const [seen] = await db.select().from(idempotentRequests).where(where(userId, key)).limit(1);
        if (!seen) continue; // let go meanwhile: claim it again
        if (seen.endpoint !== endpoint || seen.bodyHash !== bodyHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        if (seen.status !== null) return { kind: 'replay', status: seen.status, body: seen.response };
        if (now().getTime() - seen.createdAt.getTime() < IN_PROGRESS_LAPSE_MS) throw new AppError('REQUEST_IN_PROGRESS');
        // Cut off long ago: taken over by this request (one of several such wins).
        const [taken] = await db
          .update(idempotentRequests)
          .set({ createdAt: now() })
          .where(and(where(userId, key), isNull(idempotentRequests.status), eq(idempotentRequests.createdAt, seen.createdAt)))
          .returning({ key: idempotentRequests.key });
        if (taken) return { kind: 'new' };
        throw new AppError('REQUEST_IN_PROGRESS');
      }
      throw new AppError('REQUEST_IN_PROGRESS');
    },
    /** Keeps the first request's answer for the ones sent again. */
    async finish(userId: number, key: string, status: number, response: unknown) {
      await db
        .update(idempotentRequests)
        .set({ status, response: response ?? null })
        .where(where(userId, key));
    },
    /** The first request was refused: nothing is kept, the key is free. */
    async release(userId: number, key: string) {
      await db.delete(idempotentRequests).where(and(where(userId, key), isNull(idempotentRequests.status)));
    },
  };
}
export type IdempotencyStore = ReturnType<typeof idempotencyStore>;

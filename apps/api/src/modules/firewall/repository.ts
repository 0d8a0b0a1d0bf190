import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { transactional, type Db } from '../../db/client';
import { firewallRequests, users } from '../../db/schema';

export type FirewallRow = typeof firewallRequests.$inferSelect;
export type FirewallView = { r: FirewallRow; studentName: string; decidedByName: string | null };

const student = alias(users, 'firewall_student');
const decider = alias(users, 'firewall_decider');

/** Approved and not past its day at `now`: on the allow-list. */
const activeAt = (now: Date) =>
  and(eq(firewallRequests.status, 'approved'), or(isNull(firewallRequests.allowedUntil), gt(firewallRequests.allowedUntil, now)));

function firewallQueries(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select({ r: firewallRequests, studentName: student.name, decidedByName: decider.name })
      .from(firewallRequests)
      .innerJoin(student, eq(student.id, firewallRequests.studentId))
      .leftJoin(decider, eq(decider.id, firewallRequests.decidedBy))
      .where(where);

  return {
    async findById(id: number): Promise<FirewallView | undefined> {
      const [row] = await select(eq(firewallRequests.id, id)).limit(1);
      return row;
    },

    /** Her requests, newest first (a student has a handful; the most recent 100). */
    listOfStudent: (studentId: number) =>
      select(eq(firewallRequests.studentId, studentId)).orderBy(desc(firewallRequests.createdAt), desc(firewallRequests.id)).limit(100),

    /** Requests waiting for a teacher, oldest first. */
    pending: (limit: number) =>
      select(eq(firewallRequests.status, 'pending')).orderBy(asc(firewallRequests.createdAt), asc(firewallRequests.id)).limit(limit),

    /** Approvals in force at `now` (hers, or everyone's), newest decision first. */
    active: (now: Date, studentId?: number) =>
      select(and(activeAt(now), studentId === undefined ? undefined : eq(firewallRequests.studentId, studentId))).orderBy(
        desc(firewallRequests.decidedAt),
        desc(firewallRequests.id),
      ),

    /** What the network gets: every approved host in force, each with its latest end (null wins). */
    async allowEntries(now: Date) {
      return db
        .select({
          host: firewallRequests.host,
          until:
            sql<Date | null>`case when bool_or(${firewallRequests.allowedUntil} is null) then null else max(${firewallRequests.allowedUntil}) end`.mapWith(
              (v: string | Date | null) => (v ? new Date(v) : null),
            ),
        })
        .from(firewallRequests)
        .where(activeAt(now))
        .groupBy(firewallRequests.host);
    },

    /** The next moment an approval in force runs out (when the list must be written again). */
    async nextExpiry(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | null>`min(${firewallRequests.allowedUntil})` })
        .from(firewallRequests)
        .where(and(eq(firewallRequests.status, 'approved'), gt(firewallRequests.allowedUntil, now)));
      return row?.at ? new Date(row.at) : null;
    },

    async countPending(studentId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(firewallRequests)
        .where(and(eq(firewallRequests.studentId, studentId), eq(firewallRequests.status, 'pending')));
      return row?.n ?? 0;
    },

    /** Her approval of this host in force at `now`, if any. */
    async activeFor(studentId: number, host: string, now: Date) {
      const [row] = await db
        .select({ id: firewallRequests.id })
        .from(firewallRequests)
        .where(and(eq(firewallRequests.studentId, studentId), eq(firewallRequests.host, host), activeAt(now)))
        .limit(1);
      return row;
    },

    /** Files a request; undefined when she already has one open for the host (the unique index said so). */
    async insert(values: { studentId: number; address: string; host: string; reason: string; createdAt: Date }) {
      const [row] = await db.insert(firewallRequests).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Decides a pending request in one statement; undefined when it was no longer pending. */
    async decide(id: number, teacherId: number, at: Date, decision: { approve: boolean; until: Date | null; reason: string | null }) {
      const [row] = await db
        .update(firewallRequests)
        .set({
          status: decision.approve ? 'approved' : 'rejected',
          decidedBy: teacherId,
          decidedAt: at,
          allowedUntil: decision.approve ? decision.until : null,
          decisionReason: decision.reason,
        })
        .where(and(eq(firewallRequests.id, id), eq(firewallRequests.status, 'pending')))
        .returning();
      return row;
    },

    /** Teachers and admins: whom a new request is announced to. */
    async staffIds() {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.category, ['teacher', 'admin']), eq(users.isActive, true)));
      return rows.map((r) => r.id);
    },

    /** Takes back an approval in force now (it ends at `at`, marked revoked); undefined when none was in force. */
    async revoke(id: number, at: Date) {
      const [row] = await db
        .update(firewallRequests)
        .set({ allowedUntil: at, revokedAt: at })
        .where(and(eq(firewallRequests.id, id), activeAt(at)))
        .returning();
      return row;
    },

    /** Removes every request of hers nobody has decided; answers their ids. */
    async withdrawAllOf(studentId: number) {
      const rows = await db
        .delete(firewallRequests)
        .where(and(eq(firewallRequests.studentId, studentId), eq(firewallRequests.status, 'pending')))
        .returning({ id: firewallRequests.id });
      return rows.map((r) => r.id);
    },

    /** Takes back every approval of hers in force at `at`; answers how many. */
    async revokeAllOf(studentId: number, at: Date) {
      const rows = await db
        .update(firewallRequests)
        .set({ allowedUntil: at, revokedAt: at })
        .where(and(eq(firewallRequests.studentId, studentId), activeAt(at)))
        .returning({ id: firewallRequests.id });
      return rows.length;
    },

    /** Withdraws her own undecided request; answers whether one was removed. */
    async withdraw(id: number, studentId: number) {
      const rows = await db
        .delete(firewallRequests)
        .where(and(eq(firewallRequests.id, id), eq(firewallRequests.studentId, studentId), eq(firewallRequests.status, 'pending')))
        .returning({ id: firewallRequests.id });
      return rows.length > 0;
    },
  };
}

/** The module's queries, and `transaction` to run several of them (and `notify`) at once. */
export function firewallRepository(db: Db) {
  return { ...firewallQueries(db), transaction: transactional(db, firewallQueries) };
}
export type FirewallRepository = ReturnType<typeof firewallRepository>;

import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { transactional, type Db } from '../../db/client';
import { alarms, guardianships, users, vacations } from '../../db/schema';

export type VacationRow = typeof vacations.$inferSelect;
type Status = VacationRow['status'];

const student = alias(users, 'vacation_student');
const consenter = alias(users, 'vacation_consenter');
const decider = alias(users, 'vacation_decider');
const marker = alias(users, 'vacation_marker');

/** A vacation with the names of everyone who touched it. */
const withPeople = {
  v: vacations,
  studentName: student.name,
  consentedByName: consenter.name,
  decidedByName: decider.name,
  returnMarkedByName: marker.name,
};
export type VacationView = {
  v: VacationRow;
  studentName: string;
  consentedByName: string | null;
  decidedByName: string | null;
  returnMarkedByName: string | null;
};

function vacationsQueries(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select(withPeople)
      .from(vacations)
      .innerJoin(student, eq(student.id, vacations.studentId))
      .leftJoin(consenter, eq(consenter.id, vacations.consentedBy))
      .leftJoin(decider, eq(decider.id, vacations.decidedBy))
      .leftJoin(marker, eq(marker.id, vacations.returnMarkedBy))
      .where(where);

  /** One conditional transition: answers the row when it was in one of `from`, else undefined. */
  /** Moves the request on from one of `from` (or from what `when` allows); answers it, or nothing if it was not there. */
  async function transition(id: number, from: Status[], set: PgUpdateSetSource<typeof vacations>, when?: SQL) {
    const [row] = await db
      .update(vacations)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(vacations.id, id), when ?? inArray(vacations.status, from)))
      .returning();
    return row;
  }

  /** Consented, or still waiting for a consent no parent can give: no linked parent's account is on (checked as it changes). */
  const decidable = sql`(${vacations.status} = 'consented' or (${vacations.status} = 'requested' and not exists (
    select 1 from ${guardianships} join ${users} on ${users.id} = ${guardianships.parentId}
    where ${guardianships.studentId} = ${vacations.studentId} and ${users.isActive})))`;

  return {
    async findById(id: number): Promise<VacationView | undefined> {
      const [row] = await select(eq(vacations.id, id)).limit(1);
      return row;
    },

    /** One student's history, the latest start first. */
    async listOfStudent(studentId: number, page: { limit: number; offset: number }, status?: Status): Promise<VacationView[]> {
      return select(and(eq(vacations.studentId, studentId), status ? eq(vacations.status, status) : undefined))
        .orderBy(desc(vacations.startAt), desc(vacations.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Every student's requests in one state, the soonest first (by start, or by expected return). */
    async listByStatus(status: Status, by: 'start' | 'return', page: { limit: number; offset: number }): Promise<VacationView[]> {
      const key = by === 'start' ? vacations.startAt : vacations.expectedReturnAt;
      return select(eq(vacations.status, status)).orderBy(asc(key), asc(vacations.id)).limit(page.limit).offset(page.offset);
    },

    /**
     * What staff may decide now (the same condition `decide` writes with), or what still waits for a
     * parent who can consent; the soonest start first. An audit found a request whose parent was
     * switched off decidable but listed only under 보호자 동의 대기, where no one looked for it.
     */
    async listWaiting(on: 'decision' | 'consent', page: { limit: number; offset: number }): Promise<VacationView[]> {
      const where = on === 'decision' ? decidable : and(eq(vacations.status, 'requested'), sql`not ${decidable}`);
      return select(where).orderBy(asc(vacations.startAt), asc(vacations.id)).limit(page.limit).offset(page.offset);
    },

    /**
     * These students' requests waiting for a consent no one can give now (the teachers' to decide), that
     * no teacher was asked about yet: the midnight sweep runs a switch-off's steps again for a week, and
     * asked every teacher again each night (a regression hunt).
     */
    async waitingWithoutParent(studentIds: readonly number[]): Promise<VacationView[]> {
      if (!studentIds.length) return [];
      const asked = sql`exists (select 1 from ${alarms} where ${alarms.subject} = 'vacation:' || ${vacations.id} || ':decision')`;
      return select(
        and(inArray(vacations.studentId, [...studentIds]), eq(vacations.status, 'requested'), decidable, sql`not ${asked}`)!,
      ).orderBy(asc(vacations.id));
    },

    /** How many of hers wait for her parent's consent or the teachers' decision. */
    async countPending(studentId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(vacations)
        .where(and(eq(vacations.studentId, studentId), inArray(vacations.status, ['requested', 'consented'])));
      return row?.n ?? 0;
    },

    /** Whether one of her open or granted requests overlaps the period. */
    async overlaps(studentId: number, startAt: Date, endAt: Date) {
      const [row] = await db
        .select({ id: vacations.id })
        .from(vacations)
        .where(
          and(
            eq(vacations.studentId, studentId),
            inArray(vacations.status, ['requested', 'consented', 'approved']),
            lt(vacations.startAt, endAt),
            gt(vacations.expectedReturnAt, startAt),
          ),
        )
        .limit(1);
      return !!row;
    },

    async insert(values: typeof vacations.$inferInsert) {
      const [row] = await db.insert(vacations).values(values).returning();
      return row!;
    },

    consent: (id: number, parentId: number) =>
      transition(id, ['requested'], { status: 'consented', consentedBy: parentId, consentedAt: new Date() }),

    /**
     * A consented request, or one still waiting for a consent no one can give. The latter is marked
     * taken without a consent (as a request made with no parent is): a 반려 without one reads as her
     * parent's refusal (declinedByParent), and an audit saw a teacher's reason labelled 보호자 의견.
     */
    decide: (id: number, teacherId: number, approve: boolean, reason: string | null) =>
      transition(
        id,
        ['consented'],
        {
          status: approve ? 'approved' : 'rejected',
          consentedAt: sql`coalesce(${vacations.consentedAt}, now())`,
          decidedBy: teacherId,
          decidedAt: new Date(),
          decisionReason: reason,
        },
        decidable,
      ),

    /** Her parent does not consent: the request ends as 반려 with the parent's reason, no teacher asked. */
    decline: (id: number, parentId: number, reason: string) =>
      transition(id, ['requested'], { status: 'rejected', decidedBy: parentId, decidedAt: new Date(), decisionReason: reason }),

    markReturned: (id: number, staffId: number, at: Date) =>
      transition(id, ['approved'], { status: 'returned', actualReturnAt: at, returnMarkedBy: staffId }),

    /** Her requests nobody has decided yet. */
    undecidedOf: (studentId: number): Promise<VacationView[]> =>
      select(and(eq(vacations.studentId, studentId), inArray(vacations.status, ['requested', 'consented']))),

    /** Withdraws an undecided request; answers whether one was removed. */
    async cancel(id: number, studentId: number) {
      const rows = await db
        .delete(vacations)
        .where(and(eq(vacations.id, id), eq(vacations.studentId, studentId), inArray(vacations.status, ['requested', 'consented'])))
        .returning({ id: vacations.id });
      return rows.length > 0;
    },

    /** Teachers and admins who can decide: whom a consented request is announced to. */
    async staffIds() {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.category, ['teacher', 'admin']), eq(users.isActive, true)));
      return rows.map((r) => r.id);
    },
  };
}

/** The module's queries, and `transaction` to run several of them (and `notify`) at once. */
export function vacationsRepository(db: Db) {
  return { ...vacationsQueries(db), transaction: transactional(db, vacationsQueries) };
}
export type VacationsRepository = ReturnType<typeof vacationsRepository>;

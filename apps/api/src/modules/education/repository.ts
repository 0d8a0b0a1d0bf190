import type { ExamScores, PageQuery, PlanState } from '@portal/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { transactional, type Db } from '../../db/client';
import { pgCode } from '../../db/retrying';
import {
  counselingRecords,
  examRecords,
  examSessions,
  studentClasses,
  studentGoals,
  studyPlanMemos,
  studyPlans,
  users,
} from '../../db/schema';
import { atVersion } from '../../db/versions';
import { holdsInitials, holdsWord, isInitials, likePattern, searchWords } from '../../db/search';
import { pageWindow } from '../../http/paging';

const lockers = alias(users, 'lockers');
const person = (t: typeof users) => ({ id: t.id, name: t.name, category: t.category });

const examColumns = {
  id: examSessions.id,
  name: examSessions.name,
  shortName: examSessions.shortName,
  organizer: examSessions.organizer,
  examDate: examSessions.examDate,
};

const recordColumns = {
  id: examRecords.id,
  studentId: examRecords.studentId,
  exam: examColumns,
  scores: examRecords.scores,
  lockedAt: examRecords.lockedAt,
  lockedBy: { id: lockers.id, name: lockers.name, category: lockers.category },
  createdAt: examRecords.createdAt,
  updatedAt: examRecords.updatedAt,
};

const memoCount = sql<number>`(select count(*)::int from ${studyPlanMemos} where ${studyPlanMemos.planId} = ${studyPlans.id})`;

const planColumns = {
  id: studyPlans.id,
  studentId: studyPlans.studentId,
  subject: studyPlans.subject,
  area: studyPlans.area,
  title: studyPlans.title,
  description: studyPlans.description,
  author: person(users),
  startDate: studyPlans.startDate,
  endDate: studyPlans.endDate,
  state: studyPlans.state,
  stateChangedAt: studyPlans.stateChangedAt,
  memoCount,
  createdAt: studyPlans.createdAt,
};

const counselingColumns = {
  id: counselingRecords.id,
  studentId: counselingRecords.studentId,
  category: counselingRecords.category,
  subject: counselingRecords.subject,
  title: counselingRecords.title,
  teacher: person(users),
  counseledOn: counselingRecords.counseledOn,
  readAt: counselingRecords.readAt,
  createdAt: counselingRecords.createdAt,
};

function educationQueries(db: Db) {
  const recordQuery = () =>
    db
      .select(recordColumns)
      .from(examRecords)
      .innerJoin(examSessions, eq(examSessions.id, examRecords.examId))
      .leftJoin(lockers, eq(lockers.id, examRecords.lockedBy));

  const planQuery = () => db.select(planColumns).from(studyPlans).innerJoin(users, eq(users.id, studyPlans.authorId));

  return {
    // ── Exam calendar and records ──

    /** The centre's calendar, newest first, each exam with the student's entry if she made one. */
    async calendar(studentId: number, page: PageQuery) {
      const { limit, offset } = pageWindow(page);
      return db
        .select({ ...examColumns, recordId: examRecords.id })
        .from(examSessions)
        .leftJoin(examRecords, and(eq(examRecords.examId, examSessions.id), eq(examRecords.studentId, studentId)))
        .orderBy(desc(examSessions.examDate), desc(examSessions.id))
        .limit(limit)
        .offset(offset);
    },

    /** The whole calendar for the admin, by date, with how many students entered each exam. */
    async staffSessions() {
      return db
        .select({ ...examColumns, records: sql<number>`(select count(*)::int from exam_records r where r.exam_id = "exam_sessions"."id")` })
        .from(examSessions)
        .orderBy(asc(examSessions.examDate), asc(examSessions.id));
    },

    async insertSession(v: typeof examSessions.$inferInsert) {
      const [row] = await db.insert(examSessions).values(v).onConflictDoNothing().returning({ id: examSessions.id });
      return row?.id;
    },

    /** Answers 'missing', 'taken' (the name is another exam's) or 'ok'. */
    async updateSession(id: number, v: Omit<typeof examSessions.$inferInsert, 'id'>) {
      try {
        const rows = await db.update(examSessions).set(v).where(eq(examSessions.id, id)).returning({ id: examSessions.id });
        return rows.length ? 'ok' : 'missing';
      } catch (e) {
        const code = (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code;
        if (code === '23505') return 'taken';
        throw e;
      }
    },

    /**
     * Deletes an exam nobody entered, in one statement: answers 'ok', 'missing' or 'has-records'.
     * The not-exists check answers the usual case; it reads the statement's snapshot, so an entry
     * committed while the delete waited for the exam's row (another API instance) slips past it, and
     * the restricting foreign key refuses the delete instead: the same answer, her entry kept.
     * The refusal's code depends on the server: 23503 (foreign key) on PostgreSQL 15, 23001 (restrict)
     * on the newer PostgreSQL inside PGlite.
     */
    async deleteSession(id: number) {
      try {
        const rows = await db
          .delete(examSessions)
          .where(and(eq(examSessions.id, id), sql`not exists (select 1 from exam_records r where r.exam_id = ${id})`))
          .returning({ id: examSessions.id });
        if (rows.length) return 'ok';
      } catch (e) {
        const code = pgCode(e);
        if (code === '23001' || code === '23503') return 'has-records';
        throw e;
      }
      return (await this.findSession(id)) ? 'has-records' : 'missing';
    },

    async findSession(examId: number) {
      const [row] = await db.select(examColumns).from(examSessions).where(eq(examSessions.id, examId)).limit(1);
      return row;
    },

    async listRecords(studentId: number, page: PageQuery) {
      const { limit, offset } = pageWindow(page);
      return recordQuery()
        .where(eq(examRecords.studentId, studentId))
        .orderBy(desc(examSessions.examDate), desc(examRecords.id))
        .limit(limit)
        .offset(offset);
    },

    /** Her latest `count` entries, oldest first (what the trend chart draws). */
    async latestRecords(studentId: number, count: number) {
      const rows = await recordQuery()
        .where(eq(examRecords.studentId, studentId))
        .orderBy(desc(examSessions.examDate), desc(examRecords.id))
        .limit(count);
      return rows.reverse();
    },

    /** One entry, only if it is this student's. */
    async findRecord(studentId: number, id: number) {
      const [row] = await recordQuery()
        .where(and(eq(examRecords.id, id), eq(examRecords.studentId, studentId)))
        .limit(1);
      return row;
    },

    /** Her entry of an exam, if she has one: its id and scores. */
    async recordOfExam(studentId: number, examId: number) {
      const [row] = await db
        .select({ id: examRecords.id, scores: examRecords.scores })
        .from(examRecords)
        .where(and(eq(examRecords.studentId, studentId), eq(examRecords.examId, examId)))
        .limit(1);
      return row;
    },

    /** Inserts her entry of an exam; undefined when she already has one (the unique index decides). */
    async insertRecord(studentId: number, examId: number, scores: ExamScores) {
      const [row] = await db
        .insert(examRecords)
        .values({ studentId, examId, scores })
        .onConflictDoNothing({ target: [examRecords.studentId, examRecords.examId] })
        .returning({ id: examRecords.id });
      return row?.id;
    },

    /**
     * Replaces the scores of an unlocked entry in one statement, so a lock in between wins; with
     * `version` (the entry's `updatedAt` as she opened it), only while it is still that version.
     */
    async updateUnlockedRecord(studentId: number, id: number, scores: ExamScores, version?: string) {
      const rows = await db
        .update(examRecords)
        .set({ scores, updatedAt: sql`now()` })
        .where(
          and(
            eq(examRecords.id, id),
            eq(examRecords.studentId, studentId),
            isNull(examRecords.lockedAt),
            atVersion(examRecords.updatedAt, version),
          ),
        )
        .returning({ id: examRecords.id });
      return rows.length > 0;
    },

    async deleteUnlockedRecord(studentId: number, id: number) {
      const rows = await db
        .delete(examRecords)
        .where(and(eq(examRecords.id, id), eq(examRecords.studentId, studentId), isNull(examRecords.lockedAt)))
        .returning({ id: examRecords.id });
      return rows.length > 0;
    },

    /** Locks (by a staff member) or unlocks an entry of this student; false when it is not hers. */
    /**
     * Locks (by staff) or releases an entry: false when it is not hers. A lock waits for every grade
     * (null while not out, 가채점), checked in the same statement, so she may still add them: 'pending'.
     */
    async setLock(studentId: number, id: number, by: number | null, version?: string): Promise<boolean | 'pending'> {
      const pending = sql`jsonb_path_exists(${examRecords.scores}, '$.*.grade ? (@ == null)')`;
      const rows = await db
        .update(examRecords)
        .set(
          by
            ? { lockedAt: sql`coalesce(${examRecords.lockedAt}, now())`, lockedBy: sql`coalesce(${examRecords.lockedBy}, ${by})` }
            : { lockedAt: null, lockedBy: null },
        )
        .where(
          and(
            eq(examRecords.id, id),
            eq(examRecords.studentId, studentId),
            by ? sql`not ${pending}` : undefined,
            by ? atVersion(examRecords.updatedAt, version) : undefined,
          ),
        )
        .returning({ id: examRecords.id });
      if (rows.length) return true;
      if (!by) return false;
      const [found] = await db
        .select({ pending: sql<boolean>`${pending}` })
        .from(examRecords)
        .where(and(eq(examRecords.id, id), eq(examRecords.studentId, studentId)));
      return found?.pending ? 'pending' : false;
    },

    // ── Goals ──

    async findGoals(studentId: number) {
      const [row] = await db.select().from(studentGoals).where(eq(studentGoals.studentId, studentId)).limit(1);
      return row;
    },

    async saveGoals(
      studentId: number,
      values: { universities: { university: string; department: string }[]; grades: Record<string, number | null> },
    ) {
      await db
        .insert(studentGoals)
        .values({ studentId, ...values })
        .onConflictDoUpdate({ target: studentGoals.studentId, set: { ...values, updatedAt: sql`now()` } });
    },

    // ── Study plans ──

    async listPlans(studentId: number, page: PageQuery, state?: PlanState) {
      const { limit, offset } = pageWindow(page);
      return planQuery()
        .where(and(eq(studyPlans.studentId, studentId), state ? eq(studyPlans.state, state) : undefined))
        .orderBy(
          // Running plans first, then the newest.
          sql`case ${studyPlans.state} when 'active' then 0 else 1 end`,
          desc(studyPlans.startDate),
          desc(studyPlans.id),
        )
        .limit(limit)
        .offset(offset);
    },

    async findPlan(studentId: number, id: number) {
      const [row] = await planQuery()
        .where(and(eq(studyPlans.id, id), eq(studyPlans.studentId, studentId)))
        .limit(1);
      return row;
    },

    async insertPlan(values: typeof studyPlans.$inferInsert) {
      const [row] = await db.insert(studyPlans).values(values).returning({ id: studyPlans.id });
      return row!.id;
    },

    /** Moves a plan of this student from one of `from` to `to`; false when it was in another state. */
    async changePlanState(studentId: number, id: number, from: PlanState[], to: PlanState) {
      const rows = await db
        .update(studyPlans)
        .set({ state: to, stateChangedAt: sql`now()` })
        .where(and(eq(studyPlans.id, id), eq(studyPlans.studentId, studentId), inArray(studyPlans.state, from)))
        .returning({ id: studyPlans.id });
      return rows.length > 0;
    },

    /** A plan's memos, newest first. */
    async listMemos(planId: number, page: PageQuery) {
      const { limit, offset } = pageWindow(page);
      return db
        .select({ id: studyPlanMemos.id, author: person(users), body: studyPlanMemos.body, createdAt: studyPlanMemos.createdAt })
        .from(studyPlanMemos)
        .innerJoin(users, eq(users.id, studyPlanMemos.authorId))
        .where(eq(studyPlanMemos.planId, planId))
        .orderBy(desc(studyPlanMemos.createdAt), desc(studyPlanMemos.id))
        .limit(limit)
        .offset(offset);
    },

    async insertMemo(planId: number, authorId: number, body: string) {
      const [row] = await db.insert(studyPlanMemos).values({ planId, authorId, body }).returning({ id: studyPlanMemos.id });
      const [memo] = await db
        .select({ id: studyPlanMemos.id, author: person(users), body: studyPlanMemos.body, createdAt: studyPlanMemos.createdAt })
        .from(studyPlanMemos)
        .innerJoin(users, eq(users.id, studyPlanMemos.authorId))
        .where(eq(studyPlanMemos.id, row!.id));
      return memo!;
    },

    // ── Counselling ──

    async listCounseling(studentId: number, page: PageQuery) {
      const { limit, offset } = pageWindow(page);
      return db
        .select(counselingColumns)
        .from(counselingRecords)
        .innerJoin(users, eq(users.id, counselingRecords.teacherId))
        .where(eq(counselingRecords.studentId, studentId))
        .orderBy(desc(counselingRecords.counseledOn), desc(counselingRecords.id))
        .limit(limit)
        .offset(offset);
    },

    async findCounseling(studentId: number, id: number) {
      const [row] = await db
        .select({ ...counselingColumns, content: counselingRecords.content })
        .from(counselingRecords)
        .innerJoin(users, eq(users.id, counselingRecords.teacherId))
        .where(and(eq(counselingRecords.id, id), eq(counselingRecords.studentId, studentId)))
        .limit(1);
      return row;
    },

    /** Marks a record read the first time its student opens it; later openings keep the first time. */
    async markCounselingRead(studentId: number, id: number) {
      await db
        .update(counselingRecords)
        .set({ readAt: sql`now()` })
        .where(and(eq(counselingRecords.id, id), eq(counselingRecords.studentId, studentId), isNull(counselingRecords.readAt)));
    },

    async insertCounseling(values: typeof counselingRecords.$inferInsert) {
      const [row] = await db.insert(counselingRecords).values(values).returning({ id: counselingRecords.id });
      return row!.id;
    },

    // ── Staff ──

    /** Students by name for the staff's picker, with what waits for them. */
    async listStudents(page: PageQuery, q?: string) {
      const { limit, offset } = pageWindow(page);
      // Spelled out: in a one-table query the builder would leave the outer column unqualified.
      const student = sql.raw('"users"."id"');
      const term = q?.trim();
      const words = searchWords(term);
      const holds = (text: string) =>
        or(
          holdsWord(users.name, text),
          isInitials(text) ? holdsInitials(users.name, text) : undefined,
          ilike(users.username, likePattern(text)),
          sql`exists (select 1 from ${studentClasses} where ${studentClasses.studentId} = ${student} and ${holdsWord(studentClasses.className, text)})`,
        );
      // The page is chosen first: the counts are made for its students only, not for every one the offset skips.
      const onPage = db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.category, 'student'),
            eq(users.isActive, true),
            // As the people list searches: a name however it is spaced ("김 하린"), the login id, the class
            // ("1반"), or each word of what she typed somewhere ("김하린 1반").
            term ? or(holds(term), words.length > 1 ? and(...words.map(holds)) : undefined) : undefined,
          ),
        )
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset);
      return db
        .select({
          id: users.id,
          name: users.name,
          username: users.username,
          picture: users.picture,
          unlockedExams: sql<number>`(select count(*)::int from ${examRecords} where ${examRecords.studentId} = ${student} and ${examRecords.lockedAt} is null)`,
          activePlans: sql<number>`(select count(*)::int from ${studyPlans} where ${studyPlans.studentId} = ${student} and ${studyPlans.state} = 'active')`,
          unreadCounseling: sql<number>`(select count(*)::int from ${counselingRecords} where ${counselingRecords.studentId} = ${student} and ${counselingRecords.readAt} is null)`,
        })
        .from(users)
        .where(inArray(users.id, onPage))
        .orderBy(asc(users.name), asc(users.id));
    },

    async nameOf(userId: number) {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name ?? '';
    },
  };
}

/** The module's queries, and `transaction` to run several of them (and `notify`) at once. */
export function educationRepository(db: Db) {
  return { ...educationQueries(db), transaction: transactional(db, educationQueries) };
}
export type EducationRepository = ReturnType<typeof educationRepository>;

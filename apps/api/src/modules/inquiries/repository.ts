import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { transactional, type Db } from '../../db/client';
import { inquiries, users } from '../../db/schema';

export type InquiryRow = typeof inquiries.$inferSelect;
type Status = InquiryRow['status'];
export type InquiryView = {
  q: InquiryRow;
  askerName: string;
  askerCategory: string;
  studentName: string;
  teacherName: string | null;
  answeredByName: string | null;
};
type Page = { limit: number; offset: number };
/** Whose inquiries a staff member works on: a teacher's own and "any teacher" ones, or (admin) all. */
export type StaffScope = { teacherId: number } | 'all';

const asker = alias(users, 'inquiry_asker');
const student = alias(users, 'inquiry_student');
const teacher = alias(users, 'inquiry_teacher');
const answerer = alias(users, 'inquiry_answerer');

/** A teacher's inquiries: addressed to her, to any teacher, or answered by her. */
const teacherSees = (teacherId: number) =>
  or(eq(inquiries.teacherId, teacherId), isNull(inquiries.teacherId), eq(inquiries.answeredBy, teacherId));

const inScope = (scope: StaffScope) => (scope === 'all' ? undefined : teacherSees(scope.teacherId));

/** Inquiries of one state; every state when none is named. */
const ofStatus = (status: Status | undefined) => (status === undefined ? undefined : eq(inquiries.status, status));

function inquiryQueries(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select({
        q: inquiries,
        askerName: asker.name,
        askerCategory: asker.category,
        studentName: student.name,
        teacherName: teacher.name,
        answeredByName: answerer.name,
      })
      .from(inquiries)
      .innerJoin(asker, eq(asker.id, inquiries.askerId))
      .innerJoin(student, eq(student.id, inquiries.studentId))
      .leftJoin(teacher, eq(teacher.id, inquiries.teacherId))
      .leftJoin(answerer, eq(answerer.id, inquiries.answeredBy))
      .where(where);

  return {
    async findById(id: number): Promise<InquiryView | undefined> {
      const [row] = await select(eq(inquiries.id, id)).limit(1);
      return row;
    },

    /** How many of hers wait for an answer. */
    async countOpenBy(askerId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(inquiries)
        .where(and(eq(inquiries.askerId, askerId), eq(inquiries.status, 'open')));
      return row?.n ?? 0;
    },

    /** What one person asked (of one state, or all), newest first. */
    listAskedBy(askerId: number, status: Status | undefined, page: Page): Promise<InquiryView[]> {
      return select(and(eq(inquiries.askerId, askerId), ofStatus(status)))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Everything asked about one student (by her or her parents; of one state, or all), newest first. */
    listAbout(studentId: number, status: Status | undefined, page: Page): Promise<InquiryView[]> {
      return select(and(eq(inquiries.studentId, studentId), ofStatus(status)))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Staff's list of one state: open ones oldest first (longest waiting on top), the rest newest handled first. */
    listForStaff(scope: StaffScope, status: Status, page: Page): Promise<InquiryView[]> {
      const handled = sql`COALESCE(${inquiries.closedAt}, ${inquiries.answeredAt}, ${inquiries.createdAt})`;
      const order = status === 'open' ? [asc(inquiries.createdAt), asc(inquiries.id)] : [desc(handled), desc(inquiries.id)];
      return select(and(eq(inquiries.status, status), inScope(scope)))
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Whether the inquiry is one this staff member works on. */
    async inScope(id: number, scope: StaffScope): Promise<boolean> {
      const [row] = await db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(and(eq(inquiries.id, id), inScope(scope)))
        .limit(1);
      return !!row;
    },

    async insert(values: typeof inquiries.$inferInsert) {
      const [row] = await db.insert(inquiries).values(values).returning();
      return row!;
    },

    /** Answers an open inquiry in scope; undefined when it is no longer open (or not hers). */
    async answer(id: number, scope: StaffScope, staffId: number, answer: string, at: Date) {
      const [row] = await db
        .update(inquiries)
        .set({ answer, answeredBy: staffId, answeredAt: at, status: 'answered' })
        .where(and(eq(inquiries.id, id), eq(inquiries.status, 'open'), inScope(scope)))
        .returning();
      return row;
    },

    /** Hands an open inquiry to another teacher (or to any teacher); undefined when it is no longer open. */
    async reassign(id: number, scope: StaffScope, teacherId: number | null) {
      const [row] = await db
        .update(inquiries)
        .set({ teacherId })
        .where(and(eq(inquiries.id, id), eq(inquiries.status, 'open'), eq(inquiries.kind, 'academic'), inScope(scope)))
        .returning();
      return row;
    },

    /** Closes an inquiry that is open or answered; undefined when it was already closed. */
    async close(id: number, scope: StaffScope, staffId: number, at: Date) {
      const [row] = await db
        .update(inquiries)
        .set({ status: 'closed', closedBy: staffId, closedAt: at })
        .where(and(eq(inquiries.id, id), sql`${inquiries.status} <> 'closed'`, inScope(scope)))
        .returning();
      return row;
    },

    /** Every active teacher and admin: whose inboxes show inquiries. */
    async staffIds(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.category, ['teacher', 'admin']), eq(users.isActive, true)));
      return rows.map((r) => r.id);
    },

    /** Her open inquiries go to any teacher (she left: her account was switched off); answers them. */
    async releaseOf(teacherId: number): Promise<InquiryRow[]> {
      return db
        .update(inquiries)
        .set({ teacherId: null })
        .where(and(eq(inquiries.teacherId, teacherId), eq(inquiries.status, 'open')))
        .returning();
    },

    /** The active teachers, by name: whom an academic inquiry may be addressed to. */
    teachers(): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.category, 'teacher'), eq(users.isActive, true)))
        .orderBy(asc(users.name), asc(users.id));
    },

    /** Whether `id` is an active teacher. */
    async isTeacher(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.category, 'teacher'), eq(users.isActive, true)))
        .limit(1);
      return !!row;
    },
  };
}

/** The module's queries, and `transaction` to run several of them (and `notify`, `files.attach`) at once. */
export function inquiriesRepository(db: Db) {
  return { ...inquiryQueries(db), transaction: transactional(db, inquiryQueries) };
}
export type InquiriesRepository = ReturnType<typeof inquiriesRepository>;

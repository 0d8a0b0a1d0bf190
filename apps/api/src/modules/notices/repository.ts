import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { alarms, guardianships, noticeReads, notices, personChanges, studentClasses, studentProfiles, users } from '../../db/schema';
import { dropAlarms } from '../alarms/notify';
import { holdsWord, searchWords } from '../../db/search';

export type NoticeRow = typeof notices.$inferSelect;
type Category = NoticeRow['category'];

/** Who is asking: what decides which notices she may see. */
export type Viewer = { id: number; category: 'student' | 'parent' | 'teacher' | 'admin' };

/** A notice without its body: what a list shows of it. */
export type NoticeListed = Omit<NoticeRow, 'bodyHtml'>;
/** A notice (`NoticeListed` in a list) with what its list shows beside it. */
export type NoticeView<N extends NoticeListed = NoticeRow> = { n: N; authorName: string | null; viewCount: number; isNew: boolean };

/** Every column but the body, which only the notice's own page shows (a list would carry every body it lists). */
const { bodyHtml: _notListed, ...listedColumns } = getTableColumns(notices);

/** `%` and `_` typed in a search are letters, not patterns. */

/**
 * Which notices a person is in the audience of: everyone sees `all`; students `students` and their
 * own class's; parents `parents` and their children's classes'; staff every notice. A class's notices
 * are a student's from her 입소일 on: classes keep their names from one school year to the next (last
 * year's 1반 notices reached this year's 1반, and a newcomer imported for March read them in December:
 * the year-end audit).
 */
const publishedSinceAdmission = (admittedOn: SQL | typeof studentProfiles.admittedOn, publishAt: SQL | typeof notices.publishAt) =>
  sql`(${admittedOn} is null or ${publishAt} >= (${admittedOn}::timestamp at time zone 'Asia/Seoul'))`;

/**
 * And from the day she moved into it, when she moved later (`sc.joined_at`): a returning student
 * moved from 2반 to this year's 1반 keeps her 입소일 of last year, and read last year's 1반 (a
 * regression hunt). `sc` and `sp` are her class and profile rows.
 */
const publishedSinceJoining = (publishAt: SQL | typeof notices.publishAt) =>
  sql`(sc.joined_at is null or ${publishAt} >= sc.joined_at) and ${publishedSinceAdmission(sql`sp.admitted_on`, publishAt)} and ${publishedSinceAccount(publishAt)} and ${publishedBeforeLeaving(publishAt)}`;

/**
 * And until she left (her account switched off, by an admin or when her 퇴소일 passed): her class's
 * later notices are not her parents' (their list, alarms and 안 읽음 kept a left student's class
 * notices coming: an audit). What came before stays readable.
 */
const publishedBeforeLeaving = (publishAt: SQL | typeof notices.publishAt) =>
  sql`exists (select 1 from ${users} s where s.id = sc.student_id and (s.is_active or ${publishAt} < (select max(pc.at) from ${personChanges} pc where pc.person_id = s.id and pc.action in ('deactivated', 'discharged'))))`;

/**
 * With neither (입소일 is optional, a first class has no date of its own), from the day her account
 * was made: a newcomer imported in December without one read every 1반 notice back to last year,
 * their files too (an audit).
 */
const publishedSinceAccount = (publishAt: SQL | typeof notices.publishAt) =>
  sql`(sc.joined_at is not null or sp.admitted_on is not null or ${publishAt} >= (select u.created_at from ${users} u where u.id = sc.student_id))`;

/** Names with numbers in them as people count them: 1반, 2반, 10반 (text order put 10반 first: an audit). */
const byClassName = new Intl.Collator('ko', { numeric: true });

function audienceOf(viewer: Viewer): SQL | undefined {
  switch (viewer.category) {
    case 'student':
      return or(
        inArray(notices.audience, ['all', 'students']),
        and(
          eq(notices.audience, 'class'),
          sql`exists (select 1 from ${studentClasses} sc left join ${studentProfiles} sp on sp.student_id = sc.student_id where sc.student_id = ${viewer.id} and sc.class_name = ${notices.className} and ${publishedSinceJoining(notices.publishAt)})`,
        ),
      );
    case 'parent':
      return or(
        inArray(notices.audience, ['all', 'parents']),
        and(
          eq(notices.audience, 'class'),
          sql`exists (select 1 from ${guardianships} g join ${studentClasses} sc on sc.student_id = g.student_id left join ${studentProfiles} sp on sp.student_id = g.student_id where g.parent_id = ${viewer.id} and sc.class_name = ${notices.className} and ${publishedSinceJoining(notices.publishAt)})`,
        ),
      );
    default:
      return undefined;
  }
}

/**
 * Their notice alarms of notices no longer theirs to read (a parent unlinked from a child, a student
 * moved to another class, and her parents): deleted with their pushes still waiting, and their badges
 * told. They kept the notice's title and first lines, counted unread, and opened 찾는 공지가 없습니다 (an
 * audit). Run in the transaction of the change.
 */
export async function dropUnreadableNoticeAlarms(tx: Db, viewers: readonly Viewer[]) {
  for (const viewer of viewers) {
    const seen = audienceOf(viewer);
    if (!seen) continue;
    const gone = await tx
      .selectDistinct({ link: alarms.link })
      .from(alarms)
      .where(
        and(
          eq(alarms.userId, viewer.id),
          eq(alarms.kind, 'notice'),
          sql`not exists (select 1 from ${notices} where ${alarms.link} = '/services/notice/' || ${notices.id} and ${seen})`,
        ),
      );
    for (const { link } of gone) if (link) await dropAlarms(tx, { kind: 'notice', link, userIds: [viewer.id] });
  }
}

function noticesQueries(db: Db) {
  const beside = (viewerId: number) => ({
    authorName: users.name,
    viewCount: sql<number>`(select count(*)::int from ${noticeReads} r where r.notice_id = ${notices.id})`,
    isNew: sql<boolean>`not exists (select 1 from ${noticeReads} r where r.notice_id = ${notices.id} and r.user_id = ${viewerId})`,
  });
  /** Notices with what a list shows beside them: `n` is the whole row, or (`listedColumns`) all but the body. */
  const selectOf =
    <N extends typeof notices | typeof listedColumns>(n: N) =>
    (viewerId: number, where: SQL | undefined) =>
      db
        .select({ n, ...beside(viewerId) })
        .from(notices)
        .leftJoin(users, eq(users.id, notices.authorId))
        .where(where);
  const select = selectOf(notices);
  const selectListed = selectOf(listedColumns);

  return {
    /**
     * A page of the notices a viewer may read now (or, `staff`, every notice including scheduled
     * ones): pinned first, then the newest.
     */
    async list(
      viewer: Viewer,
      opts: { now: Date; staff?: boolean; q?: string; category?: Category },
      page: { limit: number; offset: number },
    ): Promise<NoticeView<NoticeListed>[]> {
      const where = and(
        opts.staff ? undefined : lte(notices.publishAt, opts.now),
        opts.staff ? undefined : audienceOf(viewer),
        ...searchWords(opts.q).map((w) => holdsWord(notices.title, w)),
        opts.category ? eq(notices.category, opts.category) : undefined,
      );
      const order = [desc(notices.pinned), desc(notices.publishAt), desc(notices.id)];
      // The page is chosen first: the counts beside a notice are made for the page's rows only, not for
      // every row the offset skips.
      const onPage = db
        .select({ id: notices.id })
        .from(notices)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      return selectListed(viewer.id, inArray(notices.id, onPage)).orderBy(...order);
    },

    /** One notice if the viewer may read it now (staff: any, scheduled too). */
    async find(viewer: Viewer, id: number, opts: { now: Date; staff?: boolean }): Promise<NoticeView | undefined> {
      const where = and(
        eq(notices.id, id),
        opts.staff ? undefined : lte(notices.publishAt, opts.now),
        opts.staff ? undefined : audienceOf(viewer),
      );
      const [row] = await select(viewer.id, where).limit(1);
      return row;
    },

    /** Counts her opening once, however often she opens it. */
    async markRead(noticeId: number, userId: number, at: Date) {
      await db.insert(noticeReads).values({ noticeId, userId, readAt: at }).onConflictDoNothing();
    },

    async insert(values: typeof notices.$inferInsert): Promise<NoticeRow> {
      const [row] = await db.insert(notices).values(values).returning();
      return row!;
    },

    async update(id: number, set: Partial<typeof notices.$inferInsert>): Promise<NoticeRow | undefined> {
      const [row] = await db
        .update(notices)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(notices.id, id))
        .returning();
      return row;
    },

    /** Locks the notice for a change (an edit and the publishing job do not cross). */
    async lock(id: number): Promise<NoticeRow | undefined> {
      const [row] = await db.select().from(notices).where(eq(notices.id, id)).for('update').limit(1);
      return row;
    },

    /**
     * Marks it announced if it is due and was not yet: answers the row when this call is the one that
     * announces it (so it happens once, whoever gets there first).
     */
    async claimAnnouncement(id: number, now: Date): Promise<NoticeRow | undefined> {
      const [row] = await db
        .update(notices)
        .set({ notifiedAt: now })
        .where(and(eq(notices.id, id), isNull(notices.notifiedAt), lte(notices.publishAt, now)))
        .returning();
      return row;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
      return rows.length > 0;
    },

    /** The active people a notice is for (students, parents, or a class's students and their parents). */
    async audienceMembers(n: Pick<NoticeRow, 'audience' | 'className' | 'publishAt'>) {
      const base = db.select({ id: users.id, name: users.name, category: users.category }).from(users).$dynamic();
      let where: SQL | undefined;
      if (n.audience === 'all') where = inArray(users.category, ['student', 'parent']);
      else if (n.audience === 'students') where = eq(users.category, 'student');
      else if (n.audience === 'parents') where = eq(users.category, 'parent');
      else {
        // The class's students from their 입소일 (or their move into it) on (audienceOf), and their parents.
        const since = publishedSinceJoining(sql`${n.publishAt.toISOString()}::timestamptz`);
        where = or(
          sql`${users.id} in (select sc.student_id from ${studentClasses} sc left join ${studentProfiles} sp on sp.student_id = sc.student_id where sc.class_name = ${n.className} and ${since})`,
          sql`${users.id} in (select g.parent_id from ${guardianships} g join ${studentClasses} sc on sc.student_id = g.student_id left join ${studentProfiles} sp on sp.student_id = g.student_id where sc.class_name = ${n.className} and ${since})`,
        );
      }
      return base.where(and(eq(users.isActive, true), where)).orderBy(asc(users.category), asc(users.name), asc(users.id));
    },

    /** Everyone who opened it, the latest first. */
    async readers(noticeId: number) {
      return db
        .select({ id: users.id, name: users.name, category: users.category, readAt: noticeReads.readAt })
        .from(noticeReads)
        .innerJoin(users, eq(users.id, noticeReads.userId))
        .where(eq(noticeReads.noticeId, noticeId))
        .orderBy(desc(noticeReads.readAt), asc(users.id));
    },

    /** The classes students are in, with their sizes, in the order people count them (2반 before 10반). */
    async classes() {
      const rows = await db
        .select({ name: sql<string>`${studentClasses.className}`, students: sql<number>`count(*)::int` })
        .from(studentClasses)
        .innerJoin(users, and(eq(users.id, studentClasses.studentId), eq(users.isActive, true)))
        // Only rows with a class (a cleared one keeps its row with none).
        .where(isNotNull(studentClasses.className))
        .groupBy(studentClasses.className);
      return rows.sort((a, b) => byClassName.compare(a.name, b.name));
    },

    async classExists(name: string): Promise<boolean> {
      const [row] = await db
        .select({ n: studentClasses.className })
        .from(studentClasses)
        .where(eq(studentClasses.className, name))
        .limit(1);
      return !!row;
    },
  };
}

export type NoticesQueries = ReturnType<typeof noticesQueries>;

/** The module's queries, and `transaction` to run several of them (with `notify` and files) at once. */
export function noticesRepository(db: Db) {
  return { ...noticesQueries(db), transaction: transactional(db, noticesQueries) };
}
export type NoticesRepository = ReturnType<typeof noticesRepository>;

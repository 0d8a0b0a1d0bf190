import type { UserCategory } from '@portal/contract';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { atVersion } from '../../db/versions';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../config';
import { guardianships, personChanges, studentClasses, studentProfiles, teacherSubjects, users } from '../../db/schema';
import { holdsInitials, holdsWord, isInitials, likePattern, searchWords } from '../../db/search';
import { dropAlarmsAboutChildren } from '../alarms/notify';
import { dropUnreadableNoticeAlarms } from '../notices/repository';

/**
 * The console administers people: accounts (the accounts module's `users`), family links (the family
 * module's `guardianships`), classes (`student_classes`, read by notices) and its own tables. It writes
 * them here, in one transaction, because an import must be all or nothing (docs/decisions.md).
 */

export type TeacherSubject = (typeof teacherSubjects.$inferSelect)['subject'];

/** What the console writes of a person (undefined: leave as it is). */
export type PersonWrite = {
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  className?: string | null;
  room?: string | null;
  admittedOn?: string | null;
  dischargedOn?: string | null;
  subjects?: TeacherSubject[];
  children?: { studentId: number; relation: string }[];
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Exec = Db | Tx;

const personColumns = {
  id: users.id,
  category: users.category,
  username: users.username,
  name: users.name,
  email: users.email,
  phone: users.phone,
  active: users.isActive,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
  updatedAt: users.recordUpdatedAt,
  className: studentClasses.className,
  room: studentProfiles.room,
  admittedOn: studentProfiles.admittedOn,
  dischargedOn: studentProfiles.dischargedOn,
};
/** An import's student was changed (or switched off) after its preview read her: nothing of the import is written. */
export class StaleImport extends Error {
  constructor(readonly personId: number) {
    super(`person ${personId} changed since the import read her`);
  }
}

export type PersonRow = {
  id: number;
  category: UserCategory;
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  active: boolean;
  mustChangePassword: boolean;
  createdAt: Date;
  updatedAt: Date;
  className: string | null;
  room: string | null;
  admittedOn: string | null;
  dischargedOn: string | null;
};
export type LinkRow = { of: number; id: number; name: string; username: string; relation: string; active: boolean };

export type PersonChangeAction = (typeof personChanges.$inferInsert)['action'];

/** What an import reads of an account it may collide with or link to (switched off or not, too). */
const importedAccount = () => ({
  id: users.id,
  username: sql<string>`lower(${users.username})`,
  category: users.category,
  name: users.name,
  active: users.isActive,
});

/** Who made a change, for her history (null: the command line). */
export type By = { actorId: number | null };

export function peopleRepository(db: Db, now: Clock = systemClock) {
  const base = (exec: Exec) =>
    exec
      .select(personColumns)
      .from(users)
      .leftJoin(studentClasses, eq(studentClasses.studentId, users.id))
      .leftJoin(studentProfiles, eq(studentProfiles.studentId, users.id));

  /**
   * Class and stay of a student: rows written when kept. A student moved from one
   * class to another joins the new one now (`joined_at`: its notices are hers from then on); her first
   * class goes by her 입소일. A class cleared keeps its row (no class, the one she left remembered): a
   * class given later is joined then (cleared at the year's end, 1반 in February: last year's 1반 notices
   * are not hers), and the same class given back within a day is a mistake undone.
   */
  async function writeStudent(tx: Tx, id: number, p: PersonWrite) {
    if (p.className !== undefined) {
      if (p.className) {
        const at = now().toISOString();
        const same = sql`${studentClasses.className} = excluded.class_name`;
        // Within a day of the move or the clearing (a first class has no date of its own; the move undone has).
        const undone = sql`excluded.class_name = ${studentClasses.previousClassName} and coalesce(${studentClasses.joinedAt}, ${studentClasses.previousJoinedAt}) > ${at}::timestamptz - interval '1 day'`;
        await tx
          .insert(studentClasses)
          .values({ studentId: id, className: p.className })
          .onConflictDoUpdate({
            target: studentClasses.studentId,
            // (Every column here reads the row as it was.) Moved back within a day to the class she left,
            // a mistake undone: her date there again (it hid that class's notices for good: a regression hunt).
            set: {
              className: p.className,
              joinedAt: sql`case when ${same} then ${studentClasses.joinedAt}
                when ${undone} then ${studentClasses.previousJoinedAt} else ${at}::timestamptz end`,
              previousClassName: sql`case when ${same} then ${studentClasses.previousClassName} else ${studentClasses.className} end`,
              previousJoinedAt: sql`case when ${same} then ${studentClasses.previousJoinedAt} else ${studentClasses.joinedAt} end`,
            },
          });
      } else
        await tx
          .update(studentClasses)
          .set({
            className: null,
            joinedAt: now(),
            previousClassName: sql`${studentClasses.className}`,
            previousJoinedAt: sql`${studentClasses.joinedAt}`,
          })
          // Only a class she has: saving a student without one (her room, say) keeps when it was cleared.
          .where(and(eq(studentClasses.studentId, id), isNotNull(studentClasses.className)));
      // Her old class's notices are no longer hers, nor her parents' (unless a sibling is in it).
      const parents = await tx.select({ id: guardianships.parentId }).from(guardianships).where(eq(guardianships.studentId, id));
      await dropUnreadableNoticeAlarms(tx, [
        { id, category: 'student' },
        ...parents.map((g) => ({ id: g.id, category: 'parent' as const })),
      ]);
    }
    if (p.room !== undefined || p.admittedOn !== undefined || p.dischargedOn !== undefined) {
      const values = { room: p.room ?? null, admittedOn: p.admittedOn ?? null, dischargedOn: p.dischargedOn ?? null };
      await tx
        .insert(studentProfiles)
        .values({ studentId: id, ...values })
        .onConflictDoUpdate({ target: studentProfiles.studentId, set: values });
    }
  }

  /** Notes what was done to an account, and by whom, in the transaction of the change itself. */
  async function record(tx: Tx, personId: number, by: By, action: PersonChangeAction, detail = '') {
    // On the app's clock, as the midnight run that looks back a week at those switched off reads it.
    await tx.insert(personChanges).values({ personId, actorId: by.actorId, action, detail, at: now() });
  }

  async function writeKind(tx: Tx, id: number, category: UserCategory, p: PersonWrite) {
    if (category === 'student') await writeStudent(tx, id, p);
    if (category === 'teacher' && p.subjects) {
      await tx.delete(teacherSubjects).where(eq(teacherSubjects.teacherId, id));
      if (p.subjects.length) await tx.insert(teacherSubjects).values(p.subjects.map((subject) => ({ teacherId: id, subject })));
    }
    if (category === 'parent' && p.children) {
      const before = await tx.delete(guardianships).where(eq(guardianships.parentId, id)).returning({ studentId: guardianships.studentId });
      const kept = new Set(p.children.map((c) => c.studentId));
      await dropAlarmsAboutChildren(
        tx,
        id,
        before.map((b) => b.studentId).filter((s) => !kept.has(s)),
      );
      if (p.children.length)
        await tx.insert(guardianships).values(p.children.map((c) => ({ parentId: id, studentId: c.studentId, relation: c.relation })));
      if (before.some((b) => !kept.has(b.studentId))) await dropUnreadableNoticeAlarms(tx, [{ id, category: 'parent' }]);
    }
  }

  return {
    /** One kind of person, searched by name, login id, phone digits (a student's class and room too); names in Korean order. */
    async list(category: UserCategory, q: string | undefined, status: 'active' | 'inactive' | 'all', offset: number, limit: number) {
      const term = q?.trim();
      /** `text` in any of her fields: the name however spaced (or its 초성), the login id, the phone's digits, a student's class and room. */
      const holds = (text: string) => {
        const digits = text.replace(/\D/g, '');
        return or(
          holdsWord(users.name, text),
          isInitials(text) ? holdsInitials(users.name, text) : undefined,
          ilike(users.username, likePattern(text)),
          digits.length >= 3 ? sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}` : undefined,
          category === 'student' ? ilike(studentClasses.className, likePattern(text)) : undefined,
          category === 'student' ? ilike(studentProfiles.room, likePattern(text)) : undefined,
        );
      };
      // The whole of what she typed, or each of its words somewhere ("김하린 1반": the name and the class).
      const words = searchWords(term);
      const search = term ? or(holds(term), words.length > 1 ? and(...words.map(holds)) : undefined) : undefined;
      const active = status === 'all' ? undefined : eq(users.isActive, status === 'active');
      return (await base(db)
        .where(and(eq(users.category, category), active, search))
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit + 1)
        .offset(offset)) as PersonRow[];
    },

    async find(id: number): Promise<PersonRow | undefined> {
      const [row] = await base(db).where(eq(users.id, id)).limit(1);
      return row as PersonRow | undefined;
    },

    /** Several people's records at once (an import's students already here). */
    async findAll(ids: number[]): Promise<PersonRow[]> {
      if (!ids.length) return [];
      return (await base(db).where(inArray(users.id, ids))) as PersonRow[];
    },

    /** Teachers' subjects, by teacher. */
    async subjectsOf(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({ of: teacherSubjects.teacherId, subject: teacherSubjects.subject })
        .from(teacherSubjects)
        .where(inArray(teacherSubjects.teacherId, ids));
    },

    /** Family links seen from either side: students' parents, or parents' children. */
    async linksOf(ids: number[], side: 'parents' | 'children'): Promise<LinkRow[]> {
      if (!ids.length) return [];
      const [self, other] =
        side === 'parents' ? [guardianships.studentId, guardianships.parentId] : [guardianships.parentId, guardianships.studentId];
      return db
        .select({
          of: self,
          id: users.id,
          name: users.name,
          username: users.username,
          relation: guardianships.relation,
          active: users.isActive,
        })
        .from(guardianships)
        .innerJoin(users, eq(users.id, other))
        .where(inArray(self, ids))
        .orderBy(asc(users.name));
    },

    /** The categories of these accounts (to check that a parent's children are students). */
    async categoriesOf(ids: number[]) {
      if (!ids.length) return [];
      return db.select({ id: users.id, category: users.category }).from(users).where(inArray(users.id, ids));
    },

    /** Accounts by login id, lower-cased (what an import must not collide with, or links to). */
    async byUsernames(usernames: string[]) {
      if (!usernames.length) return [];
      return db
        .select(importedAccount())
        .from(users)
        .where(inArray(sql`lower(${users.username})`, usernames));
    },

    /** Parents' accounts by the phone number kept on them (as formatted, 010-1234-5678). */
    async parentsByPhones(phones: string[]) {
      if (!phones.length) return [];
      return db
        .select({ ...importedAccount(), phone: users.phone })
        .from(users)
        .where(and(eq(users.category, 'parent'), inArray(users.phone, phones)));
    },

    /** Makes one person and what her kind keeps, with the line of her history, in one transaction; answers her id. */
    async create(category: UserCategory, p: PersonWrite, passwordHash: string, by: By) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ category, username: p.username, name: p.name, email: p.email, phone: p.phone, passwordHash, mustChangePassword: true })
          .returning({ id: users.id });
        await writeKind(tx, row!.id, category, p);
        await record(tx, row!.id, by, 'created');
        return row!.id;
      });
    },

    /**
     * Changes one person and what her kind keeps, with the line of her history naming the fields
     * changed (`changed`; none, no line), in one transaction; false when there is no such person, or
     * (made from the version `basedOn`) when her record has been changed since.
     */
    async update(id: number, category: UserCategory, p: PersonWrite, basedOn: string | undefined, by: By, changed: string[]) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ username: p.username, name: p.name, email: p.email, phone: p.phone, recordUpdatedAt: sql`now()` })
          .where(and(eq(users.id, id), atVersion(users.recordUpdatedAt, basedOn)))
          .returning({ id: users.id });
        if (!rows.length) return false;
        await writeKind(tx, id, category, p);
        if (changed.length) await record(tx, id, by, 'updated', changed.join(', '));
        return true;
      });
    },

    /** Switches an account on or off, with the line of her history (`by`: who, or none written); answers whether it exists. */
    async setActive(id: number, active: boolean, by?: By) {
      return db.transaction(async (tx) => {
        const rows = await tx.update(users).set({ isActive: active }).where(eq(users.id, id)).returning({ id: users.id });
        if (rows.length && by) await record(tx, id, by, active ? 'activated' : 'deactivated');
        return rows.length > 0;
      });
    },

    /**
     * Switches off the active students whose 퇴소일 is before `today` (a Seoul date), each with a line of
     * her history by no one; answers them. One conditional update: of instances sweeping at once, each
     * student is switched off by exactly one.
     */
    async dischargeDue(today: string): Promise<number[]> {
      return db.transaction(async (tx) => {
        const due = tx.select({ id: studentProfiles.studentId }).from(studentProfiles).where(lt(studentProfiles.dischargedOn, today));
        const rows = await tx
          .update(users)
          .set({ isActive: false })
          .where(and(eq(users.isActive, true), eq(users.category, 'student'), inArray(users.id, due)))
          .returning({ id: users.id });
        // When, on the app's clock: the midnight run finishes the leavings switched off in the last week.
        const at = now();
        if (rows.length)
          await tx.insert(personChanges).values(rows.map((r) => ({ personId: r.id, actorId: null, action: 'discharged' as const, at })));
        return rows.map((r) => r.id);
      });
    },

    /**
     * Accounts switched off whose leaving a past run may not have finished: students whose 퇴소일 lies in
     * [from, before), and anyone switched off since `since`, by the midnight run (a 퇴소일 weeks past
     * entered late) or by an admin (her follow-ups failing half-way: a lock held too long).
     */
    async leftBetween(from: string, before: string, since: Date): Promise<{ id: number; category: UserCategory }[]> {
      return db
        .select({ id: users.id, category: users.category })
        .from(users)
        .leftJoin(studentProfiles, eq(studentProfiles.studentId, users.id))
        .where(
          and(
            eq(users.isActive, false),
            or(
              and(eq(users.category, 'student'), gte(studentProfiles.dischargedOn, from), lt(studentProfiles.dischargedOn, before)),
              sql`exists (select 1 from ${personChanges} pc where pc.person_id = ${users.id} and pc.action in ('discharged', 'deactivated') and pc.at >= ${since.toISOString()}::timestamptz)`,
            ),
          ),
        );
    },

    /** A new password she must change at her next sign-in, with the line of her history; answers whether she exists. */
    async setOneTimePassword(id: number, passwordHash: string, by: By) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: true })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        if (rows.length) await record(tx, id, by, 'password-reset');
        return rows.length > 0;
      });
    },

    /**
     * An import in one transaction: new parents, then students with their class and stay, then the
     * links. A unique violation (someone took an id meanwhile) rolls all of it back.
     */
    async importAll(
      parents: { key: string; write: PersonWrite; passwordHash: string }[],
      students: { write: PersonWrite; passwordHash: string; parent: { key: string } | { id: number } | null; relation: string }[],
      actorId: number,
      /** Students already here: their phone, class, room and stay as the sheet leaves them, and the fields it changed ("반, 호실"). */
      updates: {
        id: number;
        /** Her record's version the preview read: changed since (another admin's edit), the import is refused whole. */
        basedOn: string;
        write: PersonWrite;
        changed: string;
        parent: { key: string } | { id: number } | null;
        relation: string;
      }[] = [],
    ) {
      return db.transaction(async (tx) => {
        const made: number[] = [];
        const parentIds = new Map<string, number>();
        for (const p of parents) {
          const [row] = await tx
            .insert(users)
            .values({
              category: 'parent',
              username: p.write.username,
              name: p.write.name,
              email: null,
              phone: p.write.phone,
              passwordHash: p.passwordHash,
              mustChangePassword: true,
            })
            .returning({ id: users.id });
          parentIds.set(p.key, row!.id);
          made.push(row!.id);
        }
        const links: { parentId: number; studentId: number; relation: string }[] = [];
        for (const s of students) {
          const [row] = await tx
            .insert(users)
            .values({
              category: 'student',
              username: s.write.username,
              name: s.write.name,
              email: null,
              phone: s.write.phone,
              passwordHash: s.passwordHash,
              mustChangePassword: true,
            })
            .returning({ id: users.id });
          made.push(row!.id);
          await writeStudent(tx, row!.id, s.write);
          if (s.parent)
            links.push({
              parentId: 'id' in s.parent ? s.parent.id : parentIds.get(s.parent.key)!,
              studentId: row!.id,
              relation: s.relation,
            });
        }
        for (const u of updates) {
          // Her record changed: an edit of it open meanwhile is refused.
          const [still] = await tx
            .update(users)
            .set({ phone: u.write.phone, recordUpdatedAt: sql`now()` })
            .where(and(eq(users.id, u.id), eq(users.isActive, true), atVersion(users.recordUpdatedAt, u.basedOn)))
            .returning({ id: users.id });
          if (!still) throw new StaleImport(u.id);
          await writeStudent(tx, u.id, u.write);
          await tx.insert(personChanges).values({ personId: u.id, actorId, action: 'updated', detail: u.changed, at: now() });
          if (u.parent)
            links.push({ parentId: 'id' in u.parent ? u.parent.id : parentIds.get(u.parent.key)!, studentId: u.id, relation: u.relation });
        }
        if (links.length) {
          await tx.insert(guardianships).values(links).onConflictDoNothing();
          // A parent already here gains children: her record changed (an edit of it open meanwhile is refused).
          const existing = [...new Set([...students, ...updates].flatMap((s) => (s.parent && 'id' in s.parent ? [s.parent.id] : [])))];
          if (existing.length) {
            await tx
              .update(users)
              .set({ recordUpdatedAt: sql`now()` })
              .where(inArray(users.id, existing));
            await tx
              .insert(personChanges)
              .values(existing.map((personId) => ({ personId, actorId, action: 'updated' as const, detail: '자녀', at: now() })));
          }
        }
        if (made.length)
          await tx.insert(personChanges).values(made.map((personId) => ({ personId, actorId, action: 'imported' as const, at: now() })));
      });
    },

    /** What was done to an account, newest first, with who did it. */
    async changesOf(personId: number, limit: number) {
      const actor = alias(users, 'actor');
      return db
        .select({ at: personChanges.at, actorName: actor.name, action: personChanges.action, detail: personChanges.detail })
        .from(personChanges)
        .leftJoin(actor, eq(actor.id, personChanges.actorId))
        .where(eq(personChanges.personId, personId))
        .orderBy(desc(personChanges.id))
        .limit(limit);
    },
  };
}
export type PeopleRepository = ReturnType<typeof peopleRepository>;

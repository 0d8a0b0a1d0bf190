import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guardianships, users } from '../../db/schema';

export function familyRepository(db: Db) {
  return {
    /** The students a parent is linked to, by name. */
    async childrenOf(parentId: number) {
      return db
        .select({ id: users.id, name: users.name, username: users.username, picture: users.picture })
        .from(guardianships)
        .innerJoin(users, eq(users.id, guardianships.studentId))
        .where(eq(guardianships.parentId, parentId))
        .orderBy(asc(users.name), asc(users.id));
    },

    async isLinked(parentId: number, studentId: number) {
      const [row] = await db
        .select({ s: guardianships.studentId })
        .from(guardianships)
        .where(and(eq(guardianships.parentId, parentId), eq(guardianships.studentId, studentId)))
        .limit(1);
      return !!row;
    },

    /** The parents linked to a student (to notify them). */
    /** A person's name (a parent's alarm about her child names the child). */
    async nameOf(userId: number): Promise<string> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name ?? '';
    },

    async parentsOf(studentId: number) {
      const rows = await db.select({ id: guardianships.parentId }).from(guardianships).where(eq(guardianships.studentId, studentId));
      return rows.map((r) => r.id);
    },

    /** Her linked parents whose account is on: those who can act for her (consent, pay). */
    async activeParentsOf(studentId: number) {
      const rows = await db
        .select({ id: guardianships.parentId })
        .from(guardianships)
        .innerJoin(users, eq(users.id, guardianships.parentId))
        .where(and(eq(guardianships.studentId, studentId), eq(users.isActive, true)));
      return rows.map((r) => r.id);
    },

    /** Of these students, those with a linked parent whose account is on (who can consent for them). */
    async withActiveParent(studentIds: number[]) {
      if (!studentIds.length) return new Set<number>();
      const rows = await db
        .selectDistinct({ studentId: guardianships.studentId })
        .from(guardianships)
        .innerJoin(users, eq(users.id, guardianships.parentId))
        .where(and(inArray(guardianships.studentId, studentIds), eq(users.isActive, true)));
      return new Set(rows.map((r) => r.studentId));
    },

    /** Parents' names of each student, by student (staff lists, such as the month's invoices). */
    async parentNames(studentIds: number[]) {
      if (!studentIds.length) return new Map<number, string[]>();
      const rows = await db
        .select({ studentId: guardianships.studentId, name: users.name })
        .from(guardianships)
        .innerJoin(users, eq(users.id, guardianships.parentId))
        .where(inArray(guardianships.studentId, studentIds))
        .orderBy(asc(users.name));
      const out = new Map<number, string[]>();
      for (const r of rows) out.set(r.studentId, [...(out.get(r.studentId) ?? []), r.name]);
      return out;
    },

    /** Whether a student's account is on (off: she has left). */
    async isActiveStudent(id: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.category, 'student'), eq(users.isActive, true)))
        .limit(1);
      return !!row;
    },

    async findStudent(id: number) {
      const [row] = await db
        .select({ id: users.id, name: users.name, username: users.username, picture: users.picture })
        .from(users)
        .where(and(eq(users.id, id), eq(users.category, 'student')))
        .limit(1);
      return row;
    },
  };
}
export type FamilyRepository = ReturnType<typeof familyRepository>;

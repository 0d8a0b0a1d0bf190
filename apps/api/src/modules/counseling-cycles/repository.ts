import { counselingCycleSubjects } from '@portal/contract/counseling-cycles-labels';
import { and, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { counselingCycles, counselingRecords } from '../../db/schema';

export function counselingCyclesRepository(db: Db) {
  return {
    /** The cycles of these students who have chosen (one query). */
    async find(studentIds: readonly number[]) {
      if (!studentIds.length) return [];
      return db
        .select()
        .from(counselingCycles)
        .where(inArray(counselingCycles.studentId, [...studentIds]));
    },

    /** The day of each one's last counselling in each cycle subject she has been counselled in (one query). */
    async lastCounseledOn(studentIds: readonly number[]) {
      if (!studentIds.length) return [];
      return db
        .select({ studentId: counselingRecords.studentId, subject: counselingRecords.subject, lastOn: max(counselingRecords.counseledOn) })
        .from(counselingRecords)
        .where(and(inArray(counselingRecords.studentId, [...studentIds]), inArray(counselingRecords.subject, [...counselingCycleSubjects])))
        .groupBy(counselingRecords.studentId, counselingRecords.subject);
    },

    /** Writes all three cycles of one student (insert or replace). */
    async save(studentId: number, values: Pick<typeof counselingCycles.$inferInsert, 'korean' | 'math' | 'english'>) {
      const [row] = await db
        .insert(counselingCycles)
        .values({ studentId, ...values })
        .onConflictDoUpdate({ target: counselingCycles.studentId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },
  };
}
export type CounselingCyclesRepository = ReturnType<typeof counselingCyclesRepository>;

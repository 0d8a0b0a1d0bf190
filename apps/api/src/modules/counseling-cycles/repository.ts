import { counselingCycleSubjects } from '@portal/contract/counseling-cycles-labels';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { counselingCycles, counselingRecords } from '../../db/schema';

export function counselingCyclesRepository(db: Db) {
  return {
    async find(studentId: number) {
      const [row] = await db.select().from(counselingCycles).where(eq(counselingCycles.studentId, studentId)).limit(1);
      return row;
    },

    /** The day of her last counselling in each cycle subject she has been counselled in (one query). */
    async lastCounseledOn(studentId: number) {
      return db
        .select({ subject: counselingRecords.subject, lastOn: max(counselingRecords.counseledOn) })
        .from(counselingRecords)
        .where(and(eq(counselingRecords.studentId, studentId), inArray(counselingRecords.subject, [...counselingCycleSubjects])))
        .groupBy(counselingRecords.subject);
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

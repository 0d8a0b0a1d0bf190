import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { counselingCycles } from '../../db/schema';

export function counselingCyclesRepository(db: Db) {
  return {
    async find(studentId: number) {
      const [row] = await db.select().from(counselingCycles).where(eq(counselingCycles.studentId, studentId)).limit(1);
      return row;
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

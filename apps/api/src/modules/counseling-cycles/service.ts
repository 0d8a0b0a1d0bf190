import type { CounselingCycles, CounselingOutlook } from '@portal/contract';
import { counselingCycleSubjects, counselingDueOn, isCounselingDue } from '@portal/contract/counseling-cycles-labels';
import type { Caller } from '../../http/route';
import type { FamilyService } from '../family/service';
import type { CounselingCyclesRepository } from './repository';

/** What a student has before she chooses: 필요할 때 for every subject. */
export const DEFAULT_COUNSELING_CYCLES: CounselingCycles = { korean: 'as_needed', math: 'as_needed', english: 'as_needed' };

/** A stored row's three cycles. */
const cyclesOfRow = (r: CounselingCycles): CounselingCycles => ({ korean: r.korean, math: r.math, english: r.english });

/** How often a student wants counselling per subject: she edits, her parents and staff read. */
export function counselingCyclesService(repo: CounselingCyclesRepository, family: FamilyService) {
  /** Each student's cycles (필요할 때 for one who never chose) and her last day in each subject: two queries. */
  async function outlooksOf(studentIds: readonly number[]): Promise<Map<number, CounselingOutlook['subjects']>> {
    const [cycleRows, lastRows] = await Promise.all([repo.find(studentIds), repo.lastCounseledOn(studentIds)]);
    const cyclesOf = new Map(cycleRows.map((r) => [r.studentId, cyclesOfRow(r)]));
    const lastOf = new Map(lastRows.map((r) => [`${r.studentId}:${r.subject}`, r.lastOn]));
    return new Map(
      studentIds.map((studentId) => {
        const cycles = cyclesOf.get(studentId) ?? DEFAULT_COUNSELING_CYCLES;
        const subjects = counselingCycleSubjects.map((subject) => {
          const lastOn = lastOf.get(`${studentId}:${subject}`) ?? null;
          return { subject, cycle: cycles[subject], lastOn, dueOn: counselingDueOn(lastOn, cycles[subject]) };
        });
        return [studentId, subjects];
      }),
    );
  }

  async function cyclesOf(studentId: number): Promise<CounselingCycles> {
    const [row] = await repo.find([studentId]);
    return row ? cyclesOfRow(row) : DEFAULT_COUNSELING_CYCLES;
  }

  return {
    async get(caller: Caller, requested?: number): Promise<CounselingCycles> {
      return cyclesOf(await family.studentScope(caller, requested));
    },

    /**
     * Her next counselling per subject: the last one plus her cycle. The soonest due first, then the
     * subjects not yet counselled in (due from the first), then those left to 필요할 때.
     */
    async next(caller: Caller, requested?: number): Promise<CounselingOutlook> {
      const studentId = await family.studentScope(caller, requested);
      const subjects = (await outlooksOf([studentId])).get(studentId)!;
      const rank = (s: (typeof subjects)[number]) => (s.cycle === 'as_needed' ? 2 : s.dueOn ? 0 : 1);
      subjects.sort((a, b) => rank(a) - rank(b) || (a.dueOn ?? '').localeCompare(b.dueOn ?? ''));
      return { subjects };
    },

    /**
     * For the staff's student picker: per student, the subjects whose next counselling falls on `today`
     * or before (none for 필요할 때, nor before a first counselling). Two queries for the whole page.
     */
    async dueCounts(studentIds: readonly number[], today: string): Promise<Map<number, number>> {
      const outlooks = await outlooksOf(studentIds);
      return new Map(
        [...outlooks].map(([studentId, subjects]) => [studentId, subjects.filter((s) => isCounselingDue(s.dueOn, today)).length]),
      );
    },

    /** Replaces the caller's own cycles (students only). */
    async save(caller: Caller, input: CounselingCycles): Promise<CounselingCycles> {
      return cyclesOfRow(await repo.save(caller.id, input));
    },
  };
}
export type CounselingCyclesService = ReturnType<typeof counselingCyclesService>;

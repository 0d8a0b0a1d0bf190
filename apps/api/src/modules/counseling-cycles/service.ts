import type { CounselingCycles, CounselingOutlook } from '@portal/contract';
import { counselingCycleSubjects, counselingDueOn } from '@portal/contract/counseling-cycles-labels';
import type { Caller } from '../../http/route';
import type { FamilyService } from '../family/service';
import type { CounselingCyclesRepository } from './repository';

/** What a student has before she chooses: 필요할 때 for every subject. */
export const DEFAULT_COUNSELING_CYCLES: CounselingCycles = { korean: 'as_needed', math: 'as_needed', english: 'as_needed' };

/** How often a student wants counselling per subject: she edits, her parents and staff read. */
export function counselingCyclesService(repo: CounselingCyclesRepository, family: FamilyService) {
  async function cyclesOf(studentId: number): Promise<CounselingCycles> {
    const row = await repo.find(studentId);
    return row ? { korean: row.korean, math: row.math, english: row.english } : DEFAULT_COUNSELING_CYCLES;
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
      const [cycles, last] = await Promise.all([cyclesOf(studentId), repo.lastCounseledOn(studentId)]);
      const lastOf = new Map(last.map((r) => [r.subject, r.lastOn]));
      const subjects = counselingCycleSubjects.map((subject) => {
        const lastOn = lastOf.get(subject) ?? null;
        return { subject, cycle: cycles[subject], lastOn, dueOn: counselingDueOn(lastOn, cycles[subject]) };
      });
      const rank = (s: (typeof subjects)[number]) => (s.cycle === 'as_needed' ? 2 : s.dueOn ? 0 : 1);
      subjects.sort((a, b) => rank(a) - rank(b) || (a.dueOn ?? '').localeCompare(b.dueOn ?? ''));
      return { subjects };
    },

    /** Replaces the caller's own cycles (students only). */
    async save(caller: Caller, input: CounselingCycles): Promise<CounselingCycles> {
      const row = await repo.save(caller.id, input);
      return { korean: row.korean, math: row.math, english: row.english };
    },
  };
}
export type CounselingCyclesService = ReturnType<typeof counselingCyclesService>;

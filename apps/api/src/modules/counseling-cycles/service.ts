import type { CounselingCycles } from '@portal/contract';
import type { Caller } from '../../http/route';
import type { FamilyService } from '../family/service';
import type { CounselingCyclesRepository } from './repository';

/** What a student has before she chooses: 필요할 때 for every subject. */
export const DEFAULT_COUNSELING_CYCLES: CounselingCycles = { korean: 'as_needed', math: 'as_needed', english: 'as_needed' };

/** How often a student wants counselling per subject: she edits, her parents and staff read. */
export function counselingCyclesService(repo: CounselingCyclesRepository, family: FamilyService) {
  return {
    async get(caller: Caller, requested?: number): Promise<CounselingCycles> {
      const studentId = await family.studentScope(caller, requested);
      const row = await repo.find(studentId);
      return row ? { korean: row.korean, math: row.math, english: row.english } : DEFAULT_COUNSELING_CYCLES;
    },

    /** Replaces the caller's own cycles (students only). */
    async save(caller: Caller, input: CounselingCycles): Promise<CounselingCycles> {
      const row = await repo.save(caller.id, input);
      return { korean: row.korean, math: row.math, english: row.english };
    },
  };
}
export type CounselingCyclesService = ReturnType<typeof counselingCyclesService>;

import type { NextCounseling } from '@portal/contract';
import { isCounselingDue } from '@portal/contract/counseling-cycles-labels';

/** One subject of 다음 상담: when her next counselling in it falls. */
export type CounselingRow = {
  subject: NextCounseling['subject'];
  cycle: Exclude<NextCounseling['cycle'], 'as_needed'>;
  /** `due`: today or past its day; `ahead`: on `dueOn`; `first`: none yet, so nothing to count from. */
  when: { state: 'due' } | { state: 'ahead'; dueOn: string } | { state: 'first' };
};

/** The subjects she chose a cycle for (필요할 때 left out), in the API's order (the soonest first). */
export function counselingRows(subjects: readonly NextCounseling[], today: string): CounselingRow[] {
  return subjects.flatMap((s) => {
    if (s.cycle === 'as_needed') return [];
    const when: CounselingRow['when'] = !s.dueOn
      ? { state: 'first' }
      : isCounselingDue(s.dueOn, today)
        ? { state: 'due' }
        : { state: 'ahead', dueOn: s.dueOn };
    return [{ subject: s.subject, cycle: s.cycle, when }];
  });
}

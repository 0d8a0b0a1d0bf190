import { addDays, atSeoul, seoulToday } from '@portal/contract/dates';
import { jobType } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';

const discharge = jobType<Record<string, never>>('people.discharge');

/**
 * A recurring job: at the first start, then at every Seoul midnight, students whose 퇴소일 has passed
 * are switched off (PeopleService.dischargeDue), outside a transaction: letting go of what she held
 * writes through the other modules, each in its own.
 */
export function registerDischarges(runner: JobRunner, people: { dischargeDue: (options: { sweep: boolean }) => Promise<unknown> }) {
  runner.every(
    discharge,
    (now) => now,
    async (_db, { now }) => {
      await people.dischargeDue({ sweep: true });
      return { again: atSeoul(addDays(seoulToday(now), 1), '00:00') };
    },
    { transaction: false },
  );
}

// @vitest-environment node
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { afterExamDelete, afterPlanMove, educationKeys } from './queries';

/** A query on screen: an observer that counts how often it is asked. */
function watched(client: QueryClient, queryKey: readonly unknown[]) {
  const calls = { n: 0 };
  const observer = new QueryObserver(client, { queryKey, queryFn: async () => ++calls.n });
  observer.subscribe(() => {});
  return calls;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('after an exam entry is deleted', () => {
  it('asks her lists again but not the deleted entry, which is only marked stale', async () => {
    const client = new QueryClient();
    const detail = watched(client, educationKeys.exam(undefined, 5));
    const other = watched(client, educationKeys.exam(undefined, 6));
    const list = watched(client, educationKeys.examList(undefined));
    await settle();
    expect([detail.n, other.n, list.n]).toEqual([1, 1, 1]);

    afterExamDelete(client, undefined, 5, true);
    await settle();
    expect([detail.n, other.n, list.n]).toEqual([1, 2, 2]);
    expect(client.getQueryState(educationKeys.exam(undefined, 5))?.isInvalidated).toBe(true);

    // A delete that failed asks everything again, the entry included.
    afterExamDelete(client, undefined, 5, false);
    await settle();
    expect([detail.n, other.n, list.n]).toEqual([2, 3, 3]);
  });
});

describe('after a plan moved', () => {
  it('asks her plans again, and the staff picker with its count of plans in progress when staff moved it', async () => {
    const client = new QueryClient();
    const plans = watched(client, educationKeys.planList(3, 'all'));
    const picker = watched(client, [...educationKeys.staffStudents, '김']);
    await settle();
    await afterPlanMove(client, 3);
    expect([plans.n, picker.n]).toEqual([2, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createLiveHub } from './hub';
import type { StoredEvent } from './publish';

/** A database whose reads of new events answer when the test says, in the order they were asked. */
function heldDb() {
  const answers: ((rows: StoredEvent[]) => void)[] = [];
  const select = () => {
    const rows = new Promise<StoredEvent[]>((resolve) => answers.push(resolve));
    const query = { from: () => query, where: () => query, orderBy: () => query, limit: () => rows };
    return query;
  };
  return { db: { select } as unknown as Db, answers };
}

const event = (seq: number): StoredEvent => ({ seq, type: 'chat', data: {} });
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the live hub', () => {
  it('gives a tab that joins while another of her tabs is being read everything after its own cursor', async () => {
    const { db, answers } = heldDb();
    const hub = createLiveHub({ db });
    const heard: Record<string, number[]> = { open: [], reconnected: [] };
    const join = (tab: string, cursor: number) =>
      hub.subscribe({ userId: 1, cursor, send: (e) => heard[tab]!.push(e.seq), tell: () => undefined, close: () => undefined });

    join('open', 74); // her read starts: after 74 (a notification of 75, say)
    join('reconnected', 72); // a tab that was away since 72 reconnects while that read is on its way
    answers[0]!([event(75)]);
    await settled();
    answers[1]!([event(73), event(74), event(75)]);
    await settled();
    // Seen on PostgreSQL: the first read handed the reconnected tab 75, and it skipped 73 and 74 as sent.
    expect(heard).toEqual({ open: [75], reconnected: [73, 74, 75] });
    await hub.stop();
  });
});

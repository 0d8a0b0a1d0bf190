// @vitest-environment node
import type { NextCounseling } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { counselingRows } from './next-counseling';

describe('counselingRows', () => {
  const subject = (subject: NextCounseling['subject'], cycle: NextCounseling['cycle'], lastOn: string | null, dueOn: string | null) => ({
    subject,
    cycle,
    lastOn,
    dueOn,
  });

  it('says for each chosen subject whether its counselling is due, ahead on a day, or not begun', () => {
    const rows = counselingRows(
      [
        subject('korean', 'biweekly', '2026-11-04', '2026-11-18'),
        subject('math', 'weekly', '2026-11-21', '2026-11-28'),
        subject('english', 'monthly', '2026-11-20', '2026-12-20'),
        subject('korean', 'weekly', null, null),
      ],
      '2026-11-28',
    );
    expect(rows.map((r) => r.when)).toEqual([
      { state: 'due' },
      { state: 'due' },
      { state: 'ahead', dueOn: '2026-12-20' },
      { state: 'first' },
    ]);
  });

  it('leaves out 필요할 때', () => {
    expect(counselingRows([subject('math', 'as_needed', '2026-11-21', null)], '2026-11-28')).toEqual([]);
  });
});

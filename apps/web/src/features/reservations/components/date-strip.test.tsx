import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateStrip } from './date-strip';

describe('DateStrip', () => {
  it('marks the days she cannot book under their number: 휴관, and 입소 전 / 퇴소 후 outside her stay', () => {
    render(
      <DateStrip
        dates={[
          { date: '2026-12-02', closed: false, away: 'before' },
          { date: '2026-12-03', closed: false, away: null },
          { date: '2026-12-04', closed: true, away: null },
          { date: '2026-12-05', closed: false, away: 'after' },
        ]}
        selected="2026-12-03"
        today="2026-12-02"
        onSelect={vi.fn()}
      />,
    );
    const day = (n: string) => screen.getByRole('button', { name: new RegExp(`12\\.${n}`) });
    expect(day('02')).toHaveAccessibleName('2026.12.02 (수) 오늘 입소 전');
    expect(day('03')).toHaveAccessibleName('2026.12.03 (목)');
    expect(day('04')).toHaveAccessibleName('2026.12.04 (금) 휴관');
    expect(day('05')).toHaveAccessibleName('2026.12.05 (토) 퇴소 후');
    expect(day('05')).toHaveTextContent('퇴소 후');
    // Still tappable: the day's page says why, with the date.
    expect(day('05')).toBeEnabled();
  });
});

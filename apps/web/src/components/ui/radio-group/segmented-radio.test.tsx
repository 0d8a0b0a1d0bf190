import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedRadio } from './segmented-radio';

const kids = [
  { value: 1, label: '김서아' },
  { value: 2, label: '김하린' },
  { value: 3, label: '김도윤' },
];

function Harness({ initial, onChange }: { initial?: number; onChange?: (v: number) => void }) {
  const [v, setV] = useState<number | undefined>(initial);
  return (
    <SegmentedRadio
      label="자녀 선택"
      options={kids}
      value={v}
      onChange={(next) => {
        setV(next);
        onChange?.(next);
      }}
    />
  );
}

describe('SegmentedRadio', () => {
  it('is a labelled radio group with one option checked and only that one tabbable', () => {
    render(<Harness initial={2} />);
    expect(screen.getByRole('radiogroup', { name: '자녀 선택' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '김하린' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('chooses on click', () => {
    const onChange = vi.fn();
    render(<Harness initial={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '김도윤' }));
    expect(onChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('radio', { name: '김도윤' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '김서아' })).toHaveAttribute('aria-checked', 'false');
  });

  it('moves focus and the choice with the arrows (wrapping), Home and End', () => {
    const onChange = vi.fn();
    render(<Harness initial={1} onChange={onChange} />);
    const [a, b, c] = screen.getAllByRole('radio') as [HTMLElement, HTMLElement, HTMLElement];
    a.focus();
    fireEvent.keyDown(a, { key: 'ArrowDown' });
    expect(b).toHaveFocus();
    fireEvent.keyDown(b, { key: 'ArrowRight' });
    expect(c).toHaveFocus();
    fireEvent.keyDown(c, { key: 'ArrowRight' });
    expect(a).toHaveFocus();
    fireEvent.keyDown(a, { key: 'ArrowUp' });
    expect(c).toHaveFocus();
    fireEvent.keyDown(c, { key: 'Home' });
    fireEvent.keyDown(a, { key: 'End' });
    expect(c).toHaveAttribute('aria-checked', 'true');
    expect(onChange.mock.calls.map((x) => x[0])).toEqual([2, 3, 1, 3, 1, 3]);
  });

  it('keeps the first option tabbable when nothing is checked', () => {
    render(<Harness />);
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });
});

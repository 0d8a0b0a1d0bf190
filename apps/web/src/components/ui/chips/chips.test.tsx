import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Chips } from './chips';

const days = [
  { value: 'mon', label: '월' },
  { value: 'tue', label: '화' },
  { value: 'wed', label: '수' },
] as const;
type Day = (typeof days)[number]['value'];

describe('Chips', () => {
  it('is a labelled group of toggle buttons with exactly one pressed in single mode', () => {
    const onChange = vi.fn();
    function Single() {
      const [v, setV] = useState<Day>('mon');
      return (
        <Chips
          label="요일"
          options={days}
          value={v}
          onChange={(next) => {
            setV(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Single />);
    const group = screen.getByRole('group', { name: '요일' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '월' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '수' }));
    expect(screen.getByRole('button', { name: '수' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '월' })).toHaveAttribute('aria-pressed', 'false');
    // Tapping the chosen one again keeps it chosen.
    fireEvent.click(screen.getByRole('button', { name: '수' }));
    expect(screen.getByRole('button', { name: '수' })).toHaveAttribute('aria-pressed', 'true');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['wed', 'wed']);
  });

  it('toggles any number in multiple mode, keeping the options order', () => {
    const onChange = vi.fn();
    function Multi() {
      const [v, setV] = useState<Day[]>([]);
      return (
        <Chips
          multiple
          label="쉬는 요일"
          options={days}
          value={v}
          onChange={(next) => {
            setV(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Multi />);
    fireEvent.click(screen.getByRole('button', { name: '수' }));
    fireEvent.click(screen.getByRole('button', { name: '월' }));
    expect(onChange).toHaveBeenLastCalledWith(['mon', 'wed']);
    expect(screen.getByRole('button', { name: '월' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '화' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: '월' }));
    expect(onChange).toHaveBeenLastCalledWith(['wed']);
    expect(screen.getByRole('button', { name: '월' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('wraps by default and can keep to one scrolling line', () => {
    const { rerender } = render(<Chips label="요일" options={days} value="mon" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: '요일' })).toHaveAttribute('data-layout', 'wrap');
    rerender(<Chips label="요일" options={days} value="mon" onChange={() => {}} layout="scroll" />);
    expect(screen.getByRole('group', { name: '요일' })).toHaveAttribute('data-layout', 'scroll');
  });

  it('can be disabled', () => {
    const onChange = vi.fn();
    render(<Chips label="요일" options={days} value="mon" onChange={onChange} disabled />);
    fireEvent.click(screen.getByRole('button', { name: '화' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '화' })).toBeDisabled();
  });

  it('carries a form field’s id and message, so a check can point at the choice', () => {
    render(
      <>
        <Chips
          multiple
          label="응시한 과목"
          options={days}
          value={[] as Day[]}
          onChange={() => {}}
          fieldProps={{ id: 'f-scores', 'aria-invalid': true, 'aria-describedby': 'f-scores-error' }}
        />
        <p id="f-scores-error">하나 이상 골라 주세요.</p>
      </>,
    );
    const group = screen.getByRole('group', { name: '응시한 과목' });
    expect(group).toHaveAttribute('id', 'f-scores');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('하나 이상 골라 주세요.');
  });
});

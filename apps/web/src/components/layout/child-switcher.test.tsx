import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChildSwitcher } from './child-switcher';

const state = vi.hoisted(() => ({
  value: {
    isParent: true,
    students: [
      { id: 11, name: '김서아' },
      { id: 12, name: '김하린' },
    ],
    activeStudent: { id: 12, name: '김하린' } as { id: number; name: string } | undefined,
    setActiveStudent: (_id: number) => {},
  },
}));
vi.mock('@/lib/active-student', () => ({ useActiveStudent: () => state.value }));

beforeEach(() => {
  state.value = { ...state.value, isParent: true, setActiveStudent: vi.fn() };
});

describe('ChildSwitcher', () => {
  it('lets a parent of two pick a child from a radio group', () => {
    render(<ChildSwitcher />);
    const group = screen.getByRole('radiogroup', { name: '자녀 선택' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '김하린' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '김서아' }));
    expect(state.value.setActiveStudent).toHaveBeenCalledWith(11);
    fireEvent.keyDown(screen.getByRole('radio', { name: '김하린' }), { key: 'ArrowLeft' });
    expect(state.value.setActiveStudent).toHaveBeenLastCalledWith(11);
  });

  it('is hidden for everyone but a parent of two or more', () => {
    state.value = { ...state.value, isParent: false };
    const { container, rerender } = render(<ChildSwitcher />);
    expect(container).toBeEmptyDOMElement();
    state.value = { ...state.value, isParent: true, students: [{ id: 11, name: '김서아' }] };
    rerender(<ChildSwitcher />);
    expect(container).toBeEmptyDOMElement();
  });
});

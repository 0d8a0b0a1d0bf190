import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a primary type="button" by default', () => {
    render(<Button>확인</Button>);
    const button = screen.getByRole('button', { name: '확인' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveClass('button', 'primary');
  });

  it.each(['secondary', 'ghost'] as const)('takes the %s variant', (variant) => {
    render(<Button variant={variant}>취소</Button>);
    expect(screen.getByRole('button', { name: '취소' })).toHaveClass(variant);
  });

  it('passes type, className, handlers and ref through', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <form>
        <Button ref={ref} type="submit" className="wide" onClick={onClick} block>
          로그인
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '로그인' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('wide', 'block');
    expect(ref.current).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        저장
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
  });
});

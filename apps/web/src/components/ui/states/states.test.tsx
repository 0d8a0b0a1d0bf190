import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { calendarIcon } from '@/components/ui/states/empty-icons/calendar';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

vi.mock('@/components/ui/app-link', () => ({
  AppLink: ({ scroll: _scroll, prefetch: _prefetch, replace: _replace, href, ...props }: Record<string, unknown> & { href: string }) => (
    <a href={href} {...props} />
  ),
}));

describe('Skeleton', () => {
  it('is a busy status region with a hidden Korean label and the rows it was asked for', () => {
    const { container } = render(<Skeleton rows={4} label="예약을 불러오는 중입니다" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('예약을 불러오는 중입니다');
    expect(screen.getByText('예약을 불러오는 중입니다')).toHaveClass('visually-hidden');
    expect(container.querySelectorAll('.skeletonCard')).toHaveLength(4);
  });

  it('draws lines of text in the line variant', () => {
    const { container } = render(<Skeleton variant="line" rows={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중입니다');
    expect(container.querySelectorAll('.skeletonCard')).toHaveLength(0);
    expect(container.querySelectorAll('.bone')).toHaveLength(2);
  });
});

describe('EmptyState', () => {
  it('shows an icon, the title, a line of help and a link action', () => {
    const { container } = render(
      <EmptyState
        icon={calendarIcon}
        title="다가오는 예약이 없습니다"
        description="원하는 시간을 골라 보세요."
        action={{ label: '예약하러 가기', href: '/reservation/computer' }}
      />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('다가오는 예약이 없습니다')).toBeInTheDocument();
    expect(screen.getByText('원하는 시간을 골라 보세요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '예약하러 가기' })).toHaveAttribute('href', '/reservation/computer');
  });

  it('takes a button action and can title the page', () => {
    const onClick = vi.fn();
    render(<EmptyState title="페이지를 찾을 수 없습니다" headingLevel={1} action={{ label: '다시 보기', onClick }} />);
    expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '다시 보기' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('ErrorState', () => {
  it('is an alert with 다시 시도 when it can retry', () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry}>불러오지 못했습니다.</ErrorState>);
    expect(screen.getByRole('alert')).toHaveTextContent('불러오지 못했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no button when it cannot', () => {
    render(<ErrorState>찾을 수 없는 기록입니다.</ErrorState>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';

const person = vi.hoisted(() => ({ now: {} as Record<string, unknown> }));
vi.mock('../api/queries', () => ({
  usePerson: () => person.now,
  usePersonHistory: () => ({ data: undefined }),
  useResetPassword: () => ({ mutateAsync: vi.fn() }),
  useSetActive: () => ({ mutateAsync: vi.fn() }),
}));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 1, category: 'admin' } }, status: 'authenticated' }) }));
vi.mock('./person-form', () => ({ PersonForm: () => <form aria-label="정보" /> }));
vi.mock('@/components/ui/app-link', () => ({ AppLink: (p: AnchorHTMLAttributes<HTMLAnchorElement>) => <a {...p} /> }));

const { PersonPage } = await import('./person-page');

describe('a person’s page', () => {
  it('says there is no one by that id, with the way back to 사람 관리, instead of a retry that never helps', () => {
    person.now = { data: undefined, isError: true, error: new ApiError(404, 'NOT_FOUND', '찾을 수 없습니다.'), refetch: vi.fn() };
    render(<PersonPage id={9999} />);
    expect(screen.getByRole('heading', { level: 1, name: '찾을 수 없는 사람입니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사람 관리로 가기' })).toHaveAttribute('href', '/staff/people');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it.each([
    [1, '내 계정', false],
    [2, '다른 사람의 계정', true],
  ])('on %s (%s) offers the reset and the switch-off only for someone else', (id, _, offered) => {
    const data = { id, name: '최현수', username: 'admin', category: 'admin', active: true, mustChangePassword: false, links: [] };
    person.now = { data, isError: false, refetch: vi.fn() };
    render(<PersonPage id={id} />);
    expect(screen.queryByRole('button', { name: '비밀번호 초기화' }) != null).toBe(offered);
    expect(screen.queryByRole('button', { name: '사용 중지' }) != null).toBe(offered);
    expect(screen.queryByRole('link', { name: '비밀번호 변경' }) != null).toBe(!offered);
  });

  it('offers a retry when the load failed for another reason', () => {
    person.now = { data: undefined, isError: true, error: new ApiError(0, 'NETWORK', '연결 안 됨'), refetch: vi.fn() };
    render(<PersonPage id={3} />);
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});

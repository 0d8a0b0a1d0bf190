import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileCard } from './profile-card';

const me = vi.hoisted(() => ({
  value: { name: '한소율', username: 'soyul', email: '', category: 'student', picture: null } as Record<string, unknown>,
}));
vi.mock('../api/queries', () => ({ useMe: () => ({ data: me.value, isPlaceholderData: false }), signOutCompletely: vi.fn() }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ status: 'authenticated', data: null }) }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }), usePathname: () => '/mypage' }));

describe('ProfileCard', () => {
  it('says so when she has no email, rather than an empty row (accounts made by the console or an import)', () => {
    render(<ProfileCard />);
    expect(screen.getByText('이메일').nextElementSibling).toHaveTextContent('등록된 이메일이 없어요');
  });

  it('shows her email when she has one', () => {
    me.value = { ...me.value, email: 'soyul@example.kr' };
    render(<ProfileCard />);
    expect(screen.getByText('이메일').nextElementSibling).toHaveTextContent('soyul@example.kr');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackLink } from './back-link';

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

describe('BackLink', () => {
  it('is a link back to where the page belongs, read with its arrow', () => {
    render(<BackLink href="/mypage">마이페이지</BackLink>);
    expect(screen.getByRole('link', { name: '‹ 마이페이지' })).toHaveAttribute('href', '/mypage');
  });
});

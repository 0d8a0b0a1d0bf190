import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PublicConfigProvider } from '@/components/providers/public-config';
import { Drawer } from './drawer';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
vi.mock('@/lib/session', () => ({
  useSession: () => ({ data: { user: { id: 1, name: '김하린', username: 'student1', category: 'student' } }, status: 'authenticated' }),
}));
vi.mock('@/lib/profile', () => ({ useProfile: () => ({ data: undefined }) }));
vi.mock('./lumina', () => ({ openLumina: vi.fn() }));

const drawn = (luminaUrl: string) =>
  render(
    <PublicConfigProvider value={{ apiBaseUrl: '/backend', luminaUrl }}>
      <Drawer open onClose={() => {}} />
    </PublicConfigProvider>,
  );

describe('the drawer’s LUMINA entry', () => {
  it('with LUMINA connected, says it opens in a new tab', () => {
    drawn('https://lumina.example.kr/');
    const link = screen.getByRole('link', { name: /^LUMINA ?\(새 탭에서 열림\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('without it, is a page of the portal like any other entry (it says LUMINA is not connected yet)', () => {
    drawn('');
    const link = screen.getByRole('link', { name: 'LUMINA' });
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('href', '/lumina');
  });
});

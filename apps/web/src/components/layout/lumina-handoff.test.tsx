import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicConfigProvider } from '@/components/providers/public-config';
import { LuminaHandoff } from './lumina-handoff';

const luminaAddress = vi.hoisted(() => vi.fn(async (url: string) => `${url}?token=secret`));
vi.mock('./lumina', () => ({ luminaAddress }));

afterEach(() => luminaAddress.mockClear());

const at = (luminaUrl: string) =>
  render(
    <PublicConfigProvider value={{ apiBaseUrl: '/backend', luminaUrl }}>
      <LuminaHandoff />
    </PublicConfigProvider>,
  );

describe('/lumina', () => {
  it('without an address set, says LUMINA is not connected yet and sends her token nowhere', async () => {
    at('');
    expect(screen.getByRole('heading', { name: 'LUMINA가 아직 연결되지 않았어요' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(luminaAddress).not.toHaveBeenCalled();
  });

  it('with one, hands her over to it', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    try {
      at('https://lumina.example.kr/');
      expect(screen.getByRole('heading', { name: 'LUMINA로 이동하고 있어요' })).toBeInTheDocument();
      await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('https://lumina.example.kr/?token=secret'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

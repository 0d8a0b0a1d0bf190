import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LiveConnection } from './live-connection';

const state = vi.hoisted(() => ({
  user: { id: 7, mustChangePassword: true } as { id: number; mustChangePassword?: boolean },
  startLive: vi.fn(() => () => {}),
}));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: state.user } }) }));
vi.mock('@/lib/api', () => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/profile', () => ({ setUnreadAlarms: vi.fn() }));
vi.mock('@/lib/live-effects', () => ({ startLive: state.startLive }));

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LiveConnection />
    </QueryClientProvider>,
  );

describe('the live connection', () => {
  it('waits while a one-time password holds her (every call but the change is refused), and opens once she has changed it', async () => {
    const { rerender } = mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.startLive).not.toHaveBeenCalled();
    state.user = { id: 7 };
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <LiveConnection />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(state.startLive).toHaveBeenCalledTimes(1));
  });
});

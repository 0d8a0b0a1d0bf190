import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from './kit-provider';
import { openModal } from './modal/modal-store';
import { requestTime } from './time-picker/time-picker-store';

describe('KitProvider', () => {
  it('renders the page and the toast region, and loads an overlay only when it is first asked for', async () => {
    render(
      <KitProvider>
        <p>본문</p>
      </KitProvider>,
    );
    expect(screen.getByText('본문')).toBeInTheDocument();
    expect(screen.getByTestId('toast-region')).toBeInTheDocument();
    expect(screen.queryByTestId('time-picker')).not.toBeInTheDocument();
    expect(screen.queryByTestId('confirm-modal')).not.toBeInTheDocument();

    let picked!: Promise<unknown>;
    act(() => {
      picked = requestTime({ initialHour: 9, initialMinute: 30 });
    });
    expect(await screen.findByTestId('time-picker')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '09:30으로 선택' })).toBeInTheDocument();
    act(() => {
      void openModal({ type: 'success' });
    });
    expect(await screen.findByTestId('confirm-modal')).toBeInTheDocument();
    void picked;
  });
});

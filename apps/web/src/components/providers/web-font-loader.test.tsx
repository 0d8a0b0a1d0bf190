import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebFontLoader } from './web-font-loader';

const state = vi.hoisted(() => ({ pathname: '/', screenChanged: vi.fn(), stop: vi.fn(), started: 0 }));
vi.mock('next/navigation', () => ({ usePathname: () => state.pathname }));
vi.mock('@/lib/web-font', () => ({
  loadWebFont: () => {
    state.started++;
    return { screenChanged: state.screenChanged, stop: state.stop };
  },
}));

describe('WebFontLoader', () => {
  afterEach(() => {
    state.pathname = '/';
    state.started = 0;
    state.screenChanged.mockReset();
    state.stop.mockReset();
  });

  it('starts the font once and tells it each time the screen changes, not at the first render', async () => {
    const view = render(<WebFontLoader />);
    await waitFor(() => expect(state.started).toBe(1));
    expect(state.screenChanged).not.toHaveBeenCalled();
    view.rerender(<WebFontLoader />);
    expect(state.screenChanged).not.toHaveBeenCalled();
    state.pathname = '/education';
    view.rerender(<WebFontLoader />);
    expect(state.screenChanged).toHaveBeenCalledTimes(1);
    state.pathname = '/';
    view.rerender(<WebFontLoader />);
    expect(state.screenChanged).toHaveBeenCalledTimes(2);
    expect(state.started).toBe(1);
    view.unmount();
    expect(state.stop).toHaveBeenCalledTimes(1);
  });
});

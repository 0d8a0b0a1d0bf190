import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Thumbnail } from './message-files';

const fileBlob = vi.fn(async (url: string) => new Blob([url], { type: 'image/webp' }));
vi.mock('@/components/ui/download', () => ({ fileBlob: (url: string) => fileBlob(url), downloadFile: vi.fn() }));

const wrap = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

beforeEach(() => {
  let n = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:test/${++n}`) }));
});
afterEach(() => {
  fileBlob.mockClear();
});

const photo = { id: 'f1', name: '풀이.png', size: 3_000_000, contentType: 'image/png' };

describe('a photo in the room', () => {
  it('is drawn from its thumbnail by its address (the session cookie goes with it), in a box of its proportions', async () => {
    wrap(<Thumbnail file={{ ...photo, thumbnail: { width: 320, height: 480 } }} />);
    const button = screen.getByRole('button', { name: '사진 풀이.png 크게 보기' });
    // Tall: narrowed so that it fits 240 px high uncropped.
    expect(button.style.aspectRatio).toBe('320 / 480');
    expect(button.style.width).toBe('160px');
    const img = screen.getByRole('img', { name: '풀이.png' });
    expect(img).toHaveAttribute('src', '/backend/files/f1/thumb/');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(fileBlob).not.toHaveBeenCalled();
  });

  it('comes by the session’s fetch when the address fails (the cookie’s token ran out)', async () => {
    wrap(<Thumbnail file={{ ...photo, thumbnail: { width: 320, height: 480 } }} />);
    fireEvent.error(screen.getByRole('img', { name: '풀이.png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '풀이.png' })).toHaveAttribute('src', 'blob:test/1'));
    expect(fileBlob.mock.calls.map(([url]) => url)).toEqual(['/files/f1/thumb/']);
  });

  it('opens the full picture on a tap, and closes', async () => {
    const user = userEvent.setup();
    wrap(<Thumbnail file={{ ...photo, thumbnail: { width: 480, height: 360 } }} />);
    await user.click(screen.getByRole('button', { name: '사진 풀이.png 크게 보기' }));
    const viewer = await screen.findByRole('dialog', { name: '사진 풀이.png' });
    await waitFor(() => expect(viewer.querySelector('img[data-full="true"]')).not.toBeNull());
    expect(fileBlob.mock.calls.map(([url]) => url)).toEqual(['/files/f1/']);
    await act(() => user.click(screen.getByRole('button', { name: '닫기' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

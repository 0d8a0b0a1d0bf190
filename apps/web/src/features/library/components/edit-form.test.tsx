import type { LibraryItem } from '@portal/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Session } from 'next-auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleKitOverlays } from '@/components/ui/form/kit-test-support';
import { KitOverlays } from '@/components/ui/kit-overlays';
import { ApiError } from '@/lib/api-client';
import { SessionProvider } from '@/lib/session';

const update = vi.hoisted(() => ({ mutateAsync: vi.fn() }));
vi.mock('../api/queries', () => ({ useUpdateLibraryItem: () => update }));

const { EditForm } = await import('./edit-form');

const session = {
  user: { id: 7, category: 'teacher', name: '정우진', username: 't7', email: '', picture: null, bedge: {} },
  accessToken: 'a',
  refreshToken: 'r',
  expires: '2099-01-01T00:00:00Z',
} as unknown as Session;

const OPENED: LibraryItem = {
  id: 41,
  title: '비문학 독해 주간 과제',
  category: 'korean',
  description: '',
  file: {
    id: 'f41',
    purpose: 'library-file',
    name: '비문학 독해 주간 과제.pdf',
    size: 77,
    contentType: 'application/pdf',
    thumbnail: null,
    createdAt: '2026-03-02T00:00:00.000Z',
  },
  uploadedBy: '정우진',
  createdAt: '2026-03-02T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
};
// Another teacher re-filed it from 국어 to 입시 meanwhile.
const REFILED: LibraryItem = { ...OPENED, category: 'admission', updatedAt: '2026-03-02T00:05:00.000Z' };

const Page = ({ item }: { item: LibraryItem }) => (
  <SessionProvider session={session}>
    <KitOverlays>
      <EditForm item={item} onClose={() => {}} />
    </KitOverlays>
  </SessionProvider>
);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
  update.mutateAsync.mockReset();
});
afterEach(settleKitOverlays);

describe('the library edit form', () => {
  it('sends the version it was opened at, and after a refused save keeps her title over their category', async () => {
    update.mutateAsync.mockRejectedValueOnce(new ApiError(409, 'EDIT_CONFLICT', '다른 분이 먼저 저장했습니다.'));
    const { rerender } = render(<Page item={OPENED} />);
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '비문학 독해 주간 과제 (3월)' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    // (The contract's rules load on the first save.)
    await act(() => vi.dynamicImportSettled());
    await advance(60);
    expect(update.mutateAsync).toHaveBeenLastCalledWith(expect.objectContaining({ id: 41, updatedAt: OPENED.updatedAt }));
    // The list is read again after the 409: theirs arrives.
    rerender(<Page item={REFILED} />);
    await act(() => vi.dynamicImportSettled());
    await advance(60);
    expect(screen.getByLabelText('제목')).toHaveValue('비문학 독해 주간 과제 (3월)');
    expect(screen.getByRole('button', { name: '입시' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^먼저 저장된 새 내용을/)).toBeInTheDocument();
    update.mutateAsync.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(update.mutateAsync).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 41, title: '비문학 독해 주간 과제 (3월)', category: 'admission', updatedAt: REFILED.updatedAt }),
    );
  });
});

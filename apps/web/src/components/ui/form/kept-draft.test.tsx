import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey, writeDraft } from './draft-store';
import { useOpenKeptDraft } from './kept-draft';

vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 7 } }, status: 'authenticated' }) }));

/** A 반려 button that opens a reason form, as the vacations and firewall pages have. */
function Decision() {
  const [open, setOpen] = useState(false);
  useOpenKeptDraft(
    'reject:3',
    useCallback(() => setOpen(true), []),
  );
  return open ? (
    <button type="button" onClick={() => setOpen(false)}>
      취소
    </button>
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      반려
    </button>
  );
}

afterEach(() => sessionStorage.clear());

describe('useOpenKeptDraft', () => {
  it('opens the form of a draft kept from before a reload, and lets 취소 close it', async () => {
    writeDraft(draftStorageKey(7, 'reject:3'), { reason: '서류를 다시 확인해 주세요.' });
    render(<Decision />);
    await userEvent.click(await screen.findByRole('button', { name: '취소' }));
    expect(screen.getByRole('button', { name: '반려' })).toBeInTheDocument();
  });

  it('leaves the form shut without a draft of hers (another form’s or another person’s does not count)', async () => {
    writeDraft(draftStorageKey(7, 'reject:4'), { reason: '다른 신청' });
    writeDraft(draftStorageKey(8, 'reject:3'), { reason: '다른 사람' });
    render(<Decision />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('button', { name: '반려' })).toBeInTheDocument();
  });
});

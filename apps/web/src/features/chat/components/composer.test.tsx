import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 7, category: 'student' } }, status: 'authenticated' }) }));
const mutate = vi.fn((_body: unknown, opts?: { onSuccess?: () => void }) => opts?.onSuccess?.());
vi.mock('../api/queries', () => ({ useSendMessage: () => ({ mutate, mutateAsync: vi.fn(), isPending: false }) }));

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: '메시지' });

afterEach(() => sessionStorage.clear());

describe('the composer', () => {
  it('keeps what she typed in a room across a reload, and forgets it once sent', () => {
    const first = render(<Composer roomId={12} onSent={() => {}} />);
    fireEvent.change(field(), { target: { value: '내일 상담 가능할까요?' } });
    first.unmount();

    const again = render(<Composer roomId={12} onSent={() => {}} />);
    expect(field()).toHaveValue('내일 상담 가능할까요?');
    again.unmount();

    // Another room's composer starts empty.
    const other = render(<Composer roomId={13} onSent={() => {}} />);
    expect(field()).toHaveValue('');
    other.unmount();

    render(<Composer roomId={12} onSent={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(mutate).toHaveBeenCalledWith({ body: '내일 상담 가능할까요?' }, expect.anything());
    expect(field()).toHaveValue('');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});

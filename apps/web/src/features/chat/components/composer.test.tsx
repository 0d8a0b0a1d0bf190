import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 7, category: 'student' } }, status: 'authenticated' }) }));
type Opts = { onSuccess?: () => void; onError?: (e: unknown) => void; onSettled?: () => void };
let answer: (opts?: Opts) => void = (opts) => {
  opts?.onSuccess?.();
  opts?.onSettled?.();
};
const mutate = vi.fn((_body: unknown, opts?: Opts) => answer(opts));
vi.mock('@/components/ui/kit', () => ({ openModal: vi.fn() }));
vi.mock('../api/queries', () => ({ useSendMessage: () => ({ mutate, mutateAsync: vi.fn(), isPending: false }) }));
let finishUpload: () => void = () => {};
vi.mock('./upload-chat-file', () => ({
  uploadChatFile: (_file: File, onProgress: (n: number) => void) => {
    onProgress(0);
    return new Promise((resolve) => {
      finishUpload = () => resolve(null);
    });
  },
}));

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: '메시지' });

afterEach(() => {
  sessionStorage.clear();
  mutate.mockClear();
});

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
    expect(mutate).toHaveBeenCalledWith({ body: '내일 상담 가능할까요?', clientKey: expect.stringMatching(/^web-/) }, expect.anything());
    expect(field()).toHaveValue('');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('sends once on a double tap, and a retry of the same words after a failure carries the same number', () => {
    let settle: Opts | undefined;
    answer = (opts) => {
      settle = opts;
    };
    render(<Composer roomId={14} onSent={() => {}} />);
    fireEvent.change(field(), { target: { value: '지금 가도 되나요?' } });
    const button = screen.getByRole('button', { name: '보내기' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(mutate).toHaveBeenCalledTimes(1);
    // Its answer is lost: the words stay, and sending them again is the same message.
    settle?.onError?.(new Error('network'));
    settle?.onSettled?.();
    fireEvent.click(button);
    expect(mutate).toHaveBeenCalledTimes(2);
    const keys = mutate.mock.calls.map((c) => (c[0] as { clientKey: string }).clientKey);
    expect(keys[1]).toBe(keys[0]);
    // Other words are another message.
    settle?.onError?.(new Error('network'));
    settle?.onSettled?.();
    fireEvent.change(field(), { target: { value: '지금 가도 될까요?' } });
    fireEvent.click(button);
    expect((mutate.mock.calls[2]![0] as { clientKey: string }).clientKey).not.toBe(keys[0]);
  });

  it('says the upload aloud as it starts and once it is over, not only in the box', async () => {
    render(<Composer roomId={15} onSent={() => {}} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    fireEvent.change(screen.getByLabelText('사진이나 파일 보내기'), {
      target: { files: [new File(['x'], '풀이.png', { type: 'image/png' })] },
    });
    await vi.waitFor(() => expect(status).toHaveTextContent('파일을 올리는 중이에요.'));
    expect(field()).toHaveAttribute('placeholder', '파일을 올리는 중… 0%');
    await act(async () => finishUpload());
    expect(status).toHaveTextContent('');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 7, category: 'student' } }, status: 'authenticated' }) }));
/** A text message's send, as the test answers it: at once by default, or when the test settles it. */
type Settle = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
let answer: (settle: Settle) => void = (settle) => settle.resolve({});
const sendText = vi.fn((_body: unknown) => new Promise((resolve, reject) => answer({ resolve, reject })));
vi.mock('@/components/ui/kit', () => ({ openModal: vi.fn() }));
const sendFile = vi.fn(async (_body: unknown) => ({}));
const mutateAsync = (body: { attachmentId?: string }) => (body.attachmentId ? sendFile(body) : sendText(body));
vi.mock('../api/queries', () => ({ useSendMessage: () => ({ mutateAsync, isPending: false }) }));
/** Lets the promises of an answer run (the composer's `then`). */
const flush = () => act(async () => {});
let finishUpload: () => void = () => {};
let uploadAnswer: { id: string } | null = null;
let uploads = 0;
vi.mock('./upload-chat-file', () => ({
  uploadChatFile: (_file: File, onProgress: (n: number) => void) => {
    uploads += 1;
    onProgress(0);
    return new Promise((resolve) => {
      finishUpload = () => resolve(uploadAnswer);
    });
  },
}));

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: '메시지' });

afterEach(() => {
  sessionStorage.clear();
  sendText.mockClear();
  answer = (settle) => settle.resolve({});
});

describe('the composer', () => {
  it('keeps what she typed in a room across a reload, and forgets it once sent', async () => {
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
    expect(sendText).toHaveBeenCalledWith({ body: '내일 상담 가능할까요?', clientKey: expect.stringMatching(/^web-/) });
    await flush();
    expect(field()).toHaveValue('');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('forgets a message sent after she left the room (offline, a slow network): it does not come back as her draft', async () => {
    let settle: Settle | undefined;
    answer = (s) => {
      settle = s;
    };
    const room = render(<Composer roomId={18} onSent={() => {}} />);
    fireEvent.change(field(), { target: { value: '오늘 자습실 자리 있나요?' } });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    room.unmount();
    settle!.resolve({});
    await flush();
    render(<Composer roomId={18} onSent={() => {}} />);
    expect(field()).toHaveValue('');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('sends once on a double tap, and a retry of the same words after a failure carries the same number', async () => {
    let settle: Settle | undefined;
    answer = (s) => {
      settle = s;
    };
    render(<Composer roomId={14} onSent={() => {}} />);
    fireEvent.change(field(), { target: { value: '지금 가도 되나요?' } });
    const button = screen.getByRole('button', { name: '보내기' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(sendText).toHaveBeenCalledTimes(1);
    // Its answer is lost: the words stay, and sending them again is the same message.
    settle?.reject(new Error('network'));
    await flush();
    expect(field()).toHaveValue('지금 가도 되나요?');
    fireEvent.click(button);
    expect(sendText).toHaveBeenCalledTimes(2);
    const keys = sendText.mock.calls.map((c) => (c[0] as { clientKey: string }).clientKey);
    expect(keys[1]).toBe(keys[0]);
    // Other words are another message.
    settle?.reject(new Error('network'));
    await flush();
    fireEvent.change(field(), { target: { value: '지금 가도 될까요?' } });
    fireEvent.click(button);
    expect((sendText.mock.calls[2]![0] as { clientKey: string }).clientKey).not.toBe(keys[0]);
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

  it('keeps the words she typed on while a message was on its way (only what was sent leaves the box)', async () => {
    let settle: Settle | undefined;
    answer = (s) => {
      settle = s;
    };
    render(<Composer roomId={16} onSent={() => {}} />);
    fireEvent.change(field(), { target: { value: '34번 해설 봤어요' } });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    fireEvent.change(field(), { target: { value: '34번 해설 봤어요 그런데 35번도 궁금해요' } });
    settle?.resolve({});
    await flush();
    expect(field()).toHaveValue('그런데 35번도 궁금해요');
    // Written over entirely: all of it stays.
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    fireEvent.change(field(), { target: { value: '아니에요, 풀었어요!' } });
    settle?.resolve({});
    await flush();
    expect(field()).toHaveValue('아니에요, 풀었어요!');
  });

  it('sends a file picked again after a failed send as the same message, uploaded once', async () => {
    uploads = 0;
    uploadAnswer = { id: '0b6f5c1e-6f1a-4b1e-9a51-3a1f4f1c2d3e' };
    sendFile.mockRejectedValueOnce(new Error('network'));
    render(<Composer roomId={17} onSent={() => {}} />);
    const photo = new File(['x'], '풀이.png', { type: 'image/png', lastModified: 1 });
    const pick = () => fireEvent.change(screen.getByLabelText('사진이나 파일 보내기'), { target: { files: [photo] } });
    pick();
    await vi.waitFor(() => expect(uploads).toBe(1));
    await act(async () => finishUpload());
    await vi.waitFor(() => expect(sendFile).toHaveBeenCalledTimes(1));
    // Its answer was lost; she picks the same photo again.
    pick();
    await vi.waitFor(() => expect(sendFile).toHaveBeenCalledTimes(2));
    expect(uploads).toBe(1);
    const [first, second] = sendFile.mock.calls.map((c) => c[0] as { clientKey: string; attachmentId: string });
    expect(second).toEqual(first);
    // Sent: the next pick of it is a new message.
    pick();
    await vi.waitFor(() => expect(uploads).toBe(2));
    await act(async () => finishUpload());
    await vi.waitFor(() => expect(sendFile).toHaveBeenCalledTimes(3));
    expect((sendFile.mock.calls[2]![0] as { clientKey: string }).clientKey).not.toBe(first!.clientKey);
  });
});

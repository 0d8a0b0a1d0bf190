import { counselingCycles, type CounselingCycles } from '@portal/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Session } from 'next-auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { SessionProvider } from '@/lib/session';
import { backGuardReady, resetBackConfirm } from '../dialog/back-confirm';
import { KitOverlays } from '../kit-overlays';
import { draftStorageKey } from './draft-store';
import { settleKitOverlays } from './kit-test-support';
import { FieldError } from './field-error';
import { FormActions } from './form-actions';
import { merged, useForm, type UseFormOptions } from './use-form';

type Values = { korean: string; math: string; english: string };
const SAVED: Values = { korean: 'weekly', math: 'weekly', english: 'monthly' };

const sessionOf = (id: number) =>
  ({
    user: { id, category: 'student', name: '학생', username: `s${id}`, email: '', picture: null, bedge: {} },
    accessToken: 'a',
    refreshToken: 'r',
    expires: '2099-01-01T00:00:00Z',
  }) as unknown as Session;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function CyclesForm(props: Partial<UseFormOptions<Values, CounselingCycles>>) {
  const form = useForm<Values, CounselingCycles>({
    draftKey: 'cycles',
    initial: SAVED,
    schema: async () => counselingCycles,
    submit: async () => undefined,
    success: { title: '상담 주기를 저장했습니다.' },
    ...props,
  });
  if (!form.values) return <p>불러오는 중</p>;
  return (
    <form {...form.form} aria-label="상담 주기">
      {(['korean', 'math'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={form.fieldId(name)}>{name === 'korean' ? '국어' : '수학'}</label>
          <select {...form.field(name)} value={form.values![name]} onChange={(e) => form.set({ [name]: e.target.value })}>
            <option value="">선택</option>
            <option value="weekly">매주</option>
            <option value="monthly">매월</option>
          </select>
          <FieldError id={form.errorId(name)} errors={form.errors[name]} />
        </div>
      ))}
      {/* A message about the form as a whole (a list's), under no one field. */}
      <FieldError id={form.errorId('all')} errors={form.errors.all} />
      <a href="/elsewhere">다른 페이지</a>
      <p data-testid="state">{form.dirty ? 'dirty' : 'clean'}</p>
      <FormActions kept={form}>
        <button type="submit" disabled={form.submitting}>
          저장
        </button>
      </FormActions>
    </form>
  );
}

function Page({ user = 1, show = true, ...props }: { user?: number; show?: boolean } & Partial<UseFormOptions<Values, CounselingCycles>>) {
  return (
    <SessionProvider session={sessionOf(user)}>
      <KitOverlays>{show && <CyclesForm {...props} />}</KitOverlays>
    </SessionProvider>
  );
}

const korean = () => screen.getByLabelText('국어');
const stored = (user = 1) => window.sessionStorage.getItem(draftStorageKey(user, 'cycles'));

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
  window.history.pushState({ page: 'prev' }, '', '/prev');
  window.history.pushState({ page: 'form' }, '', '/form');
});

afterEach(settleKitOverlays);

describe('useForm: the draft', () => {
  it('starts from the saved values and is clean until changed', () => {
    render(<Page />);
    expect(korean()).toHaveValue('weekly');
    expect(screen.getByTestId('state')).toHaveTextContent('clean');
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    expect(screen.getByTestId('state')).toHaveTextContent('dirty');
    fireEvent.change(korean(), { target: { value: 'weekly' } });
    expect(screen.getByTestId('state')).toHaveTextContent('clean');
    expect(stored()).toBeNull();
  });

  it('survives a remount (a reload) through session storage, for the same person only', async () => {
    const first = render(<Page />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    expect(JSON.parse(stored()!)).toEqual({ values: { ...SAVED, korean: 'monthly' } });
    first.unmount();
    resetBackConfirm();

    const again = render(<Page />);
    expect(korean()).toHaveValue('monthly');
    expect(screen.getByTestId('state')).toHaveTextContent('dirty');
    again.unmount();
    resetBackConfirm();

    // Said above the buttons, with the saved values a tap away (the draft then forgotten; the note's
    // code loads when it is first needed).
    render(<Page />);
    await act(() => vi.dynamicImportSettled());
    await advance(0);
    expect(screen.getByText('저장하지 않은 내용을 불러왔어요.')).toHaveAttribute('role', 'status');
    fireEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(korean()).toHaveValue('weekly');
    expect(screen.queryByText('저장하지 않은 내용을 불러왔어요.')).toBeNull();
    expect(stored()).toBeNull();
    cleanup();
    resetBackConfirm();
    render(<Page />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    // Changed here, not kept from before: nothing to say.
    expect(screen.queryByText('저장하지 않은 내용을 불러왔어요.')).toBeNull();
    resetBackConfirm();

    cleanup();
    resetBackConfirm();
    render(<Page user={2} />);
    expect(korean()).toHaveValue('weekly');
  });

  it('keeps no draft when the form has no draft key', () => {
    render(<Page draftKey={null} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('useForm: the rules', () => {
  it('loads the schema on first touch, once, and not before', async () => {
    const schema = vi.fn(async () => counselingCycles);
    render(<Page schema={schema} />);
    expect(schema).not.toHaveBeenCalled();
    fireEvent.focus(korean());
    fireEvent.pointerDown(korean());
    fireEvent.change(korean(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(0);
    expect(schema).toHaveBeenCalledTimes(1);
  });

  it('puts the Korean message beside the field, wires it for screen readers, and focuses the field', async () => {
    const submit = vi.fn(async () => undefined);
    render(<Page submit={submit} />);
    fireEvent.change(korean(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(0);
    expect(korean()).toHaveAttribute('aria-invalid', 'true');
    expect(korean()).toHaveAccessibleDescription('상담 주기를 선택해 주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('상담 주기를 선택해 주세요.');
    expect(korean()).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
    // Changing the field takes its message away.
    fireEvent.change(korean(), { target: { value: 'weekly' } });
    expect(korean()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('merges its own checks, which replace the schema message of the same field', async () => {
    render(<Page check={(v): Record<string, string[]> => (v.math === 'monthly' ? { math: ['수학은 매월로 정할 수 없습니다.'] } : {})} />);
    fireEvent.change(screen.getByLabelText('수학'), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(0);
    expect(screen.getByLabelText('수학')).toHaveAccessibleDescription('수학은 매월로 정할 수 없습니다.');
  });
});

describe('useForm: a check of a field not on screen', () => {
  it('says its message in the failed modal instead of doing nothing', async () => {
    const submit = vi.fn(async () => undefined);
    render(
      <Page submit={submit} check={(): Record<string, string[]> => ({ 'children.0.relation': ['관계는 10자까지 입력해 주세요.'] })} />,
    );
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(screen.getByTestId('confirm-modal')).toHaveTextContent('관계는 10자까지 입력해 주세요.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('opens no modal for a message the form shows under no field (a whole list’s)', async () => {
    render(<Page check={(): Record<string, string[]> => ({ all: ['같은 대학과 학과가 두 번 있습니다.'] })} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(screen.getByRole('alert')).toHaveTextContent('같은 대학과 학과가 두 번 있습니다.');
    expect(screen.queryByTestId('confirm-modal')).not.toBeInTheDocument();
  });

  it('opens no modal when the field with the message is on screen', async () => {
    render(<Page check={(): Record<string, string[]> => ({ math: ['수학은 매월로 정할 수 없습니다.'] })} />);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(screen.getByLabelText('수학')).toHaveFocus();
    expect(screen.queryByTestId('confirm-modal')).not.toBeInTheDocument();
  });
});

describe('useForm: sending', () => {
  it('sends the parsed values, says so in the success modal, and forgets the kept draft', async () => {
    const submit = vi.fn(async () => undefined);
    render(<Page submit={submit} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    expect(stored()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(submit).toHaveBeenCalledWith(
      { ...SAVED, korean: 'monthly' },
      { ...SAVED, korean: 'monthly' },
      { requestKey: expect.any(String) },
    );
    expect(screen.getByTestId('confirm-modal')).toHaveTextContent('상담 주기를 저장했습니다.');
    expect(screen.getByTestId('state')).toHaveTextContent('clean');
    expect(stored()).toBeNull();
  });

  it('asks first when told to, and sends nothing on 취소', async () => {
    const submit = vi.fn(async () => undefined);
    render(<Page submit={submit} confirm={() => ({ title: '저장할까요?', message: '선생님께 알려 드립니다.' })} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(screen.getByRole('alertdialog', { name: '저장할까요?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await advance(150);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByTestId('state')).toHaveTextContent('dirty');
  });

  it("places the server's Korean message beside the field it names", async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION', '입력한 내용을 확인해 주세요.', { math: ['수학 선생님이 없는 주입니다.'] });
    });
    render(<Page submit={submit} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(screen.getByLabelText('수학')).toHaveAccessibleDescription('수학 선생님이 없는 주입니다.');
    expect(screen.getByLabelText('수학')).toHaveFocus();
    expect(screen.queryByTestId('confirm-modal')).not.toBeInTheDocument();
    expect(stored()).not.toBeNull();
  });

  it('names the request with a key that stays while the draft does (a retry is the same request) and changes with it', async () => {
    const keys: string[] = [];
    const submit = vi.fn(async (_d: CounselingCycles, _v: Values, { requestKey }: { requestKey: string }) => {
      keys.push(requestKey);
      throw new ApiError(0, 'NETWORK', '서버에 연결할 수 없습니다.');
    });
    render(<Page submit={submit} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    fireEvent.change(screen.getByLabelText('수학'), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('names the same values sent again after a save a new request (replayed, the second would not be made)', async () => {
    const keys: string[] = [];
    const submit = vi.fn(async (_d: CounselingCycles, _v: Values, { requestKey }: { requestKey: string }) => {
      keys.push(requestKey);
      return { ...SAVED };
    });
    render(<Page submit={submit} success={undefined} />);
    for (const n of [1, 2]) {
      fireEvent.change(korean(), { target: { value: 'monthly' } });
      fireEvent.click(screen.getByRole('button', { name: '저장' }));
      await advance(60);
      expect(keys).toHaveLength(n);
    }
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('shows the failed modal when the server names no field of the form', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError(409, 'CONFLICT', '이미 저장된 주기가 있습니다.', { other: ['x'] });
    });
    render(<Page submit={submit} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(screen.getByTestId('confirm-modal')).toHaveTextContent('이미 저장된 주기가 있습니다.');
  });
});

describe('useForm: a save made over someone else’s', () => {
  // `english` stands for the record's version here (its updatedAt in a real form): monthly, then weekly.
  const THEIRS: Values = { korean: 'weekly', math: 'monthly', english: 'weekly' };
  const refused = () =>
    vi.fn(async (_data: CounselingCycles, _values: Values): Promise<void> => {
      throw new ApiError(409, 'EDIT_CONFLICT', '다른 분이 먼저 저장했습니다.');
    });

  it('keeps the fields she changed over their record once it is read again, takes theirs for the rest, says so, and saves that', async () => {
    const submit = refused();
    const { rerender } = render(<Page submit={submit} versionField="english" initial={SAVED} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(screen.getByTestId('confirm-modal')).toHaveTextContent('다른 분이 먼저 저장했습니다.');
    // Their record arrives (the query is refreshed after a 409).
    rerender(<Page submit={submit} versionField="english" initial={THEIRS} />);
    // (The note's code loads when it is first needed.)
    await act(() => vi.dynamicImportSettled());
    await advance(60);
    // Hers: 국어. Theirs: 수학, which she did not touch.
    expect(korean()).toHaveValue('monthly');
    expect(screen.getByLabelText('수학')).toHaveValue('monthly');
    expect(screen.getByText(/^먼저 저장된 새 내용을/)).toHaveTextContent('먼저 저장된 새 내용을 불러왔어요. 내가 고친 칸은 그대로예요.');
    expect(JSON.parse(stored()!).values).toMatchObject({ korean: 'monthly', english: 'weekly' });
    submit.mockImplementationOnce(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(submit).toHaveBeenLastCalledWith(
      expect.anything(),
      { korean: 'monthly', math: 'monthly', english: 'weekly' },
      expect.anything(),
    );
    expect(screen.queryByText(/먼저 저장된 새 내용을/)).not.toBeInTheDocument();
  });

  it('takes all of theirs on 모두 새 내용으로, her draft let go', async () => {
    const submit = refused();
    const { rerender } = render(<Page submit={submit} versionField="english" initial={SAVED} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    rerender(<Page submit={submit} versionField="english" initial={THEIRS} />);
    // (The note's code loads when it is first needed.)
    await act(() => vi.dynamicImportSettled());
    await advance(60);
    fireEvent.click(screen.getByRole('button', { name: '모두 새 내용으로' }));
    expect(korean()).toHaveValue('weekly');
    expect(screen.getByLabelText('수학')).toHaveValue('monthly');
    expect(screen.getByTestId('state')).toHaveTextContent('clean');
    expect(stored()).toBeNull();
  });

  it('merges their newer record read while she edits at once (her next save names the new version), and says so', async () => {
    const submit = vi.fn(async (_data: CounselingCycles, _values: Values): Promise<void> => undefined);
    const { rerender } = render(<Page submit={submit} versionField="english" initial={SAVED} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    rerender(<Page submit={submit} versionField="english" initial={THEIRS} />);
    await act(() => vi.dynamicImportSettled());
    await advance(60);
    expect(korean()).toHaveValue('monthly');
    expect(screen.getByLabelText('수학')).toHaveValue('monthly');
    expect(screen.getByText(/^먼저 저장된 새 내용을/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(submit).toHaveBeenLastCalledWith(
      expect.anything(),
      { korean: 'monthly', math: 'monthly', english: 'weekly' },
      expect.anything(),
    );
  });

  it('merges a draft kept from before a newer save when it is restored (a reload): its old version was refused for good', async () => {
    const first = render(<Page versionField="english" initial={SAVED} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    await advance(60);
    first.unmount();
    render(<Page versionField="english" initial={THEIRS} />);
    await act(() => vi.dynamicImportSettled());
    await advance(60);
    expect(korean()).toHaveValue('monthly');
    expect(screen.getByLabelText('수학')).toHaveValue('monthly');
    expect(screen.getByText(/^먼저 저장된 새 내용을/)).toBeInTheDocument();
    expect(JSON.parse(stored()!).values).toMatchObject({ korean: 'monthly', math: 'monthly', english: 'weekly' });
  });

  it('merges inside groups: her one changed score stays, their other scores of the same group come in', () => {
    type Exam = { updatedAt: string; scores: Record<string, { grade: string; raw: string }>; wrong: number[] };
    const base: Exam = { updatedAt: 'v1', scores: { math: { grade: '3', raw: '76' }, korean: { grade: '', raw: '86' } }, wrong: [1] };
    const hers: Exam = { ...base, scores: { ...base.scores, korean: { grade: '', raw: '88' } } };
    const theirs: Exam = { updatedAt: 'v2', scores: { math: { grade: '2', raw: '84' }, korean: { grade: '2', raw: '86' } }, wrong: [1, 2] };
    expect(merged(base, hers, theirs, 'updatedAt')).toEqual({
      updatedAt: 'v2',
      scores: { math: { grade: '2', raw: '84' }, korean: { grade: '2', raw: '88' } },
      wrong: [1, 2],
    });
  });

  it('without a version field, a refusal keeps the draft as it was and says nothing more', async () => {
    const submit = refused();
    const { rerender } = render(<Page submit={submit} initial={SAVED} />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    rerender(<Page submit={submit} initial={THEIRS} />);
    expect(JSON.parse(stored()!).values).toMatchObject({ korean: 'monthly', english: 'monthly' });
    expect(screen.queryByText(/먼저 저장된 새 내용을/)).not.toBeInTheDocument();
  });
});

describe('useForm: leaving a dirty form', () => {
  it('does not ask while clean', async () => {
    render(<Page />);
    const link = screen.getByRole('link', { name: '다른 페이지' });
    const passed = fireEvent.click(link);
    await advance(60);
    expect(passed).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before a link leaves, stays on 취소 with the draft kept', async () => {
    render(<Page />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    await act(() => backGuardReady());
    const passed = fireEvent.click(screen.getByRole('link', { name: '다른 페이지' }));
    expect(passed).toBe(false);
    await advance(60);
    // A link is not "the previous page": the question says she is leaving.
    expect(screen.getByRole('alertdialog', { name: '이 페이지를 나갈까요?' })).toHaveAccessibleDescription(
      '입력하거나 저장한 정보가 초기화됩니다.',
    );
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await advance(150);
    expect(korean()).toHaveValue('monthly');
    expect(stored()).not.toBeNull();
  });

  it('on 확인 discards the draft and lets the same link through', async () => {
    render(<Page />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    await act(() => backGuardReady());
    const link = screen.getByRole('link', { name: '다른 페이지' });
    const followed = vi.fn((e: MouseEvent) => e.preventDefault());
    link.addEventListener('click', followed);
    fireEvent.click(link);
    expect(followed).not.toHaveBeenCalled();
    await advance(60);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await advance(150);
    await advance(600);
    expect(followed).toHaveBeenCalledTimes(1);
    expect(stored()).toBeNull();
    expect(screen.getByTestId('state')).toHaveTextContent('clean');
  });

  it('asks on the browser back button too, and the leave clears the draft', async () => {
    render(<Page />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    await act(() => backGuardReady());
    act(() => window.history.back());
    await advance(60);
    expect(screen.getByRole('alertdialog', { name: '이전 페이지로 돌아갈까요?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await advance(150);
    expect(stored()).toBeNull();
  });

  it('lets a link through without asking once the draft is saved', async () => {
    render(<Page />);
    fireEvent.change(korean(), { target: { value: 'monthly' } });
    await act(() => backGuardReady());
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await advance(60);
    expect(fireEvent.click(screen.getByRole('link', { name: '다른 페이지' }))).toBe(true);
  });
});

import type { ImportPreview } from '@portal/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ImportPeople } from './import-people';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

const preview: ImportPreview = {
  encoding: 'utf-8',
  columns: ['이름', '아이디', '입소일'],
  problems: [],
  students: 2,
  updates: 0,
  newParents: 0,
  errorRows: 1,
  rows: [
    {
      line: 2,
      name: '김하늘',
      username: 'haneul',
      className: '',
      room: '',
      admittedOn: '2026-03-02',
      dischargedOn: '',
      phone: '',
      parentName: '',
      parentUsername: '',
      parentPhone: '',
      relation: '',
      parent: 'none',
      action: 'new',
      changes: [],
      errors: [],
    },
    {
      line: 3,
      name: '',
      username: 'bada',
      className: '',
      room: '',
      admittedOn: '2026-02-30',
      dischargedOn: '',
      phone: '',
      parentName: '',
      parentUsername: '',
      parentPhone: '',
      relation: '',
      parent: 'none',
      action: 'new',
      changes: [],
      errors: ['이름이 비어 있습니다.', '입소일 2026-02-30을 날짜로 읽을 수 없습니다(예: 2026-03-02).'],
    },
  ],
};
const sent = vi.hoisted(() => ({ input: undefined as unknown }));
const checking = vi.hoisted(() => ({ next: null as Promise<unknown> | null }));
vi.mock('../api/queries', () => ({
  previewImport: async (input: unknown) => {
    sent.input = input;
    const held = checking.next;
    checking.next = null;
    return held ? held : preview;
  },
  useImport: () => ({ isPending: false, mutateAsync: importing.run }),
}));
const importing = vi.hoisted(() => ({ run: (async () => undefined) as (input: unknown) => Promise<unknown> }));
vi.mock('@/components/ui/dialog/dialog-store', () => ({ confirmDialog: async () => true }));

describe('ImportPeople', () => {
  it('shows the columns, then each bad row first with its reasons, and does not import until they are fixed', async () => {
    render(<ImportPeople />);
    expect(screen.getByRole('rowheader', { name: '학부모 연락처' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('또는 표 붙여 넣기'), { target: { value: '이름\t아이디\n김하늘\thaneul' } });
    fireEvent.click(screen.getByRole('button', { name: '붙여 넣은 표 확인' }));
    const table = await screen.findByRole('table', { name: '미리보기' });
    expect(sent.input).toEqual({ text: '이름\t아이디\n김하늘\thaneul' });
    const rows = within(table).getAllByRole('row');
    // The header, then the bad row on top, then the good one.
    expect(rows[1]!.textContent).toContain('3행');
    expect(rows[1]!.textContent).toContain('이름이 비어 있습니다. 입소일 2026-02-30을 날짜로 읽을 수 없습니다');
    expect(rows[2]!.textContent).toContain('2행');
    expect(screen.getByText('고칠 행 1개')).toBeTruthy();
    expect((screen.getByRole('button', { name: '고친 뒤 등록할 수 있습니다' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks again when the import is refused for rows the check found clean, so each row says what changed', async () => {
    const clean = { ...preview, errorRows: 0, students: 1, rows: [preview.rows[0]!] } satisfies ImportPreview;
    checking.next = Promise.resolve(clean);
    importing.run = async () => {
      // Meanwhile another admin took her ID: the server refuses, and the next check says so on her row.
      checking.next = Promise.resolve({
        ...clean,
        errorRows: 1,
        rows: [{ ...clean.rows[0]!, errors: ['아이디 haneul은 학생이 아닌 계정이 쓰고 있습니다.'] }],
      });
      throw new ApiError(422, 'IMPORT_INVALID', '고칠 곳이 있는 행이 있어 아무것도 등록하지 않았습니다.', { rows: ['2행: …'] });
    };
    render(<ImportPeople />);
    fireEvent.change(screen.getByLabelText('또는 표 붙여 넣기'), { target: { value: '이름\t아이디\n김하늘\thaneul' } });
    fireEvent.click(screen.getByRole('button', { name: '붙여 넣은 표 확인' }));
    await screen.findByRole('table', { name: '미리보기' });
    fireEvent.click(screen.getByRole('button', { name: '1명 등록' }));
    const table = await screen.findByRole('table', { name: '미리보기' });
    await vi.waitFor(() => expect(table.textContent).toContain('아이디 haneul은 학생이 아닌 계정이 쓰고 있습니다.'));
    expect(screen.getByText('고칠 곳이 있는 행이 있어 아무것도 등록하지 않았습니다.')).toBeTruthy();
    expect((screen.getByRole('button', { name: '고친 뒤 등록할 수 있습니다' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('drops the preview when the pasted text changes after it: what would be registered is asked again', async () => {
    render(<ImportPeople />);
    const box = screen.getByLabelText('또는 표 붙여 넣기');
    fireEvent.change(box, { target: { value: '이름\t아이디\n김하눌\thaneul' } });
    fireEvent.click(screen.getByRole('button', { name: '붙여 넣은 표 확인' }));
    await screen.findByRole('table', { name: '미리보기' });
    fireEvent.change(box, { target: { value: '이름\t아이디\n김하늘\thaneul' } });
    expect(screen.queryByRole('table', { name: '미리보기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /명 등록$|고친 뒤 등록할 수 있습니다/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '붙여 넣은 표 확인' }));
    await screen.findByRole('table', { name: '미리보기' });
    expect(sent.input).toEqual({ text: '이름\t아이디\n김하늘\thaneul' });
  });

  it('does not show a check answered after the text changed, the first check too', async () => {
    let answer: (p: ImportPreview) => void = () => {};
    checking.next = new Promise<ImportPreview>((resolve) => (answer = resolve));
    render(<ImportPeople />);
    const box = screen.getByLabelText('또는 표 붙여 넣기');
    fireEvent.change(box, { target: { value: '이름\t아이디\n김하눌\thaneul' } });
    fireEvent.click(screen.getByRole('button', { name: '붙여 넣은 표 확인' }));
    fireEvent.change(box, { target: { value: '이름\t아이디\n김하늘\thaneul' } });
    await act(async () => answer(preview));
    expect(screen.queryByRole('table', { name: '미리보기' })).toBeNull();
    expect((screen.getByRole('button', { name: '붙여 넣은 표 확인' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what it changes for a student already here, and offers to register and change at once', async () => {
    const good = preview.rows[0]!;
    checking.next = Promise.resolve({
      ...preview,
      students: 1,
      updates: 1,
      errorRows: 0,
      rows: [
        good,
        {
          ...good,
          line: 3,
          name: '김하린',
          username: 'student1',
          className: '3반',
          action: 'update',
          changes: ['반 1반 → 3반', '호실 501호 → 302호'],
        },
        { ...good, line: 4, name: '김서아', username: 'student2', action: 'same', changes: [] },
      ],
    } satisfies ImportPreview);
    render(<ImportPeople />);
    fireEvent.change(screen.getByLabelText('또는 표 붙여 넣기'), { target: { value: '이름\t아이디\n김하린\tstudent1' } });
    fireEvent.click(screen.getByRole('button', { name: '붙여 넣은 표 확인' }));
    const rows = within(await screen.findByRole('table', { name: '미리보기' })).getAllByRole('row');
    expect(rows[2]!.textContent).toContain('✓ 반 1반 → 3반, 호실 501호 → 302호');
    expect(rows[3]!.textContent).toContain('이미 있는 학생 · 바뀌는 것 없음');
    expect(screen.getByText('바뀌는 학생 1명')).toBeTruthy();
    expect((screen.getByRole('button', { name: '1명 등록, 1명 정보 변경' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

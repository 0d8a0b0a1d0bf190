import type { Inquiry } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OpenInquiries } from './student-blocks';

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@/lib/api', () => ({ request: api.request }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, prefetch: () => {} }), usePathname: () => '/' }));

const inquiry = (id: number, status: Inquiry['status'], body: string) =>
  ({
    id,
    kind: 'academic',
    status,
    subject: 'math',
    teacher: null,
    answerMethod: 'app',
    category: null,
    body,
    asker: { id: 7, name: '김하린', category: 'student' },
    student: { id: 7, name: '김하린' },
    createdAt: new Date(Date.now() - id * 3600_000).toISOString(),
    answer: status === 'open' ? null : '확인했습니다.',
    answeredBy: null,
    answeredAt: null,
    closedAt: null,
    attachments: [],
    answerAttachments: [],
  }) satisfies Inquiry;

/** The server as it answers: the open ones when asked for them, else the newest of all. */
function serve(all: Inquiry[], pageSize = 10) {
  api.request.mockImplementation(async (url: string) => {
    const query = new URL(url, 'http://portal.test').searchParams;
    const status = query.get('status');
    const list = status ? all.filter((i) => i.status === status) : all;
    const size = Number(query.get('pageSize') ?? pageSize);
    return { results: list.slice(0, size), nextPageToken: list.length > size ? size : -1 };
  });
}

const draw = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OpenInquiries studentId={undefined} enabled isParent={false} />
    </QueryClientProvider>,
  );

describe("home's 답변을 기다리는 문의", () => {
  it('shows an old open inquiry below ten newer answered ones', async () => {
    serve([
      ...Array.from({ length: 10 }, (_, i) => inquiry(i + 1, 'answered', `답변을 받은 질문 ${i + 1}`)),
      inquiry(50, 'open', '오래전에 남긴 질문'),
    ]);
    draw();
    expect(await screen.findByText('오래전에 남긴 질문')).toBeTruthy();
    expect(screen.getByText('1건')).toBeTruthy();
    expect(screen.queryByText('기다리는 문의가 없습니다.')).toBeNull();
    expect(String(api.request.mock.calls[0]![0])).toContain('status=open');
  });

  it('says 이상 when a next page of open ones follows', async () => {
    serve(Array.from({ length: 12 }, (_, i) => inquiry(i + 1, 'open', `기다리는 질문 ${i + 1}`)));
    draw();
    expect(await screen.findByText('10건 이상')).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FirstSteps } from './first-steps';

const answers = vi.hoisted(() => ({ value: {} as Record<string, unknown> }));
vi.mock('@/lib/server-prefetch', () => ({
  answerEndpoint: vi.fn(
    async (e: { path: string }, input: { query?: { category?: string } }) => answers.value[input.query?.category ?? e.path] ?? null,
  ),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

const centre = (o: { company: string; teachers: number; students: number; periods: number }) => ({
  '/staff/site/': { companyName: o.company },
  teacher: { results: Array.from({ length: o.teachers }, (_, i) => ({ id: i })) },
  student: { results: Array.from({ length: o.students }, (_, i) => ({ id: i })) },
  '/staff/reservations/facilities/': { results: [{ templates: Array.from({ length: o.periods }) }, { templates: [] }] },
});

describe('FirstSteps', () => {
  it('tells a new centre’s admin what is left, each undone step a way to it, the done ones ticked', async () => {
    answers.value = centre({ company: '', teachers: 0, students: 3, periods: 0 });
    render((await FirstSteps({ token: 't' }))!);
    expect(screen.getByRole('heading', { name: '학원을 열기 전에 3가지가 남았어요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /사이트 정보 입력/ })).toHaveAttribute('href', '/staff/site');
    expect(screen.getByRole('link', { name: /선생님 계정 만들기/ })).toHaveAttribute('href', '/staff/people/new?category=teacher');
    expect(screen.getByRole('link', { name: /시설 예약 시간 정하기/ })).toHaveAttribute('href', '/staff/reservations');
    expect(screen.queryByRole('link', { name: /학생과 학부모 등록/ })).toBeNull();
    expect(screen.getByText('학생과 학부모 등록')).toHaveTextContent('학생과 학부모 등록 (완료)');
  });

  it('says nothing once every step is done, or when it cannot tell', async () => {
    answers.value = centre({ company: '주식회사 한빛에듀', teachers: 2, students: 40, periods: 5 });
    expect(await FirstSteps({ token: 't' })).toBeNull();
    answers.value = { ...centre({ company: '', teachers: 0, students: 0, periods: 0 }), teacher: null };
    expect(await FirstSteps({ token: 't' })).toBeNull();
  });
});

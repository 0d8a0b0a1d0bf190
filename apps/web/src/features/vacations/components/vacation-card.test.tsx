import type { Vacation } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VacationCard } from './vacation-card';

const base: Vacation = {
  id: 7,
  student: { id: 2, name: '김서아' },
  type: 'outing',
  status: 'rejected',
  startAt: '2026-12-02T04:00:00.000Z',
  expectedReturnAt: '2026-12-02T09:00:00.000Z',
  actualReturnAt: null,
  reason: '영화 보러 다녀오겠습니다.',
  createdAt: '2026-11-29T01:00:00.000Z',
  consentedBy: null,
  consentedAt: null,
  guardianless: false,
  decidedBy: { id: 5, name: '박지현' },
  decidedAt: '2026-11-29T02:00:00.000Z',
  decisionReason: '이번 주는 모의고사 준비에 집중했으면 해요.',
  returnMarkedBy: null,
  attachments: [],
};

describe('a vacation card', () => {
  it("reads a parent's refusal as hers, not a teacher's", () => {
    render(<VacationCard vacation={base}>{false}</VacationCard>);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('보호자 미동의 · 박지현');
    expect(card).not.toHaveTextContent('선생님');
    expect(card).toHaveTextContent('보호자 의견 이번 주는 모의고사 준비에 집중했으면 해요.');
    // Actions that are all false leave no empty row.
    expect(card.querySelectorAll('div:last-child:empty')).toHaveLength(0);
    expect(card.lastElementChild?.tagName).toBe('P');
  });

  it('says a request no parent can consent to waits for a teacher, as the queue it sits in (승인 대기)', () => {
    render(
      <VacationCard
        vacation={{ ...base, status: 'requested', guardianless: true, decidedBy: null, decidedAt: null, decisionReason: null }}
      />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('선생님 승인 대기');
    expect(screen.getByRole('article')).not.toHaveTextContent('보호자 동의 대기');
  });

  it("reads a teacher's 반려 after the parent's consent as the teacher's", () => {
    render(
      <VacationCard
        vacation={{
          ...base,
          consentedAt: '2026-11-29T01:30:00.000Z',
          consentedBy: { id: 5, name: '박지현' },
          decidedBy: { id: 9, name: '송미경' },
        }}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('반려 · 송미경 선생님');
    expect(card).toHaveTextContent('반려 사유 이번 주는');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContentDetail } from './content-detail';

/** What the page asked the item with: its student and whether it asked at all. */
const asked = vi.hoisted(() => ({ calls: [] as [number, number | undefined, boolean][] }));
vi.mock('../api/queries', () => ({
  useContentItem: (id: number, studentId: number | undefined, enabled: boolean) => {
    asked.calls.push([id, studentId, enabled]);
    return enabled
      ? {
          isPending: false,
          isError: false,
          data: {
            id,
            title: '수학 킬러 문항 집중 공략',
            category: 'math',
            kind: 'workbook',
            author: '정우진 선생님',
            summary: '킬러 문항만 모았습니다',
            description: '',
            price: 120_000,
            onSale: true,
            coverId: null,
            order: null,
          },
        }
      : { isPending: true, isError: false };
  },
}));
vi.mock('@/lib/session', () => ({ useSession: () => ({ data: { user: { id: 9, category: 'parent' } }, status: 'authenticated' }) }));
// A parent with no child linked yet: the children came back, and there are none.
vi.mock('@/lib/active-student', () => ({
  useActiveStudent: () => ({
    isParent: true,
    students: [],
    activeStudent: undefined,
    studentId: undefined,
    ready: false,
    noChildren: true,
  }),
}));
vi.mock('./cover', () => ({ Cover: () => null }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
  usePathname: () => '/contents/12',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('./purchase-panel', () => ({ PurchasePanel: () => <p>결제 방법</p> }));

describe('ContentDetail', () => {
  it('shows the item to a parent with no child linked, without a purchase, instead of loading for ever', () => {
    render(<ContentDetail id={12} />);
    expect(asked.calls.at(-1)).toEqual([12, undefined, true]);
    expect(screen.getByRole('heading', { level: 1, name: '수학 킬러 문항 집중 공략' })).toBeInTheDocument();
    expect(screen.getByText('연결된 자녀가 없습니다. 학원에 문의해 주세요.')).toBeInTheDocument();
    expect(screen.queryByText('결제 방법')).toBeNull();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { showCurrentTab } from '@/lib/current-tab';
import { SHOW_CURRENT_TAB_SCRIPT } from '@/lib/current-tab-script';
import { LinkTabs } from './link-tabs';
import { TabPanel, Tabs, tabKeyTarget } from './tabs';

vi.mock('@/components/ui/app-link', () => ({
  AppLink: ({ scroll: _scroll, prefetch: _prefetch, replace: _replace, href, ...props }: Record<string, unknown> & { href: string }) => (
    <a href={href} {...props} />
  ),
}));

const items = [
  { id: 'grades', label: '성적' },
  { id: 'curriculum', label: '커리큘럼' },
  { id: 'counseling', label: '상담 기록' },
] as const;
type Id = (typeof items)[number]['id'];

function Harness({ onChange }: { onChange?: (id: Id) => void }) {
  const [value, setValue] = useState<Id>('grades');
  return (
    <>
      <Tabs
        items={items}
        value={value}
        label="학습 관리 메뉴"
        idPrefix="edu"
        onChange={(id) => {
          setValue(id);
          onChange?.(id);
        }}
      />
      <TabPanel idPrefix="edu" value={value}>
        {value} 내용
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('is a labelled tablist whose selected tab controls the panel that names it back', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: '학습 관리 메뉴' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: '성적' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: '성적' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('grades 내용');
    expect(screen.getByRole('tab', { name: '커리큘럼' })).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps only the selected tab in the tab order (roving tabindex)', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(screen.getByRole('tab', { name: '상담 기록' }));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('counseling 내용');
  });

  it('moves focus and selection with the arrows (wrapping), Home and End', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const [first, second, third] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(third).toHaveFocus();
    expect(third).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: 'Home' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['counseling', 'grades', 'counseling', 'grades', 'curriculum']);
  });

  it('keeps the focus on the tab a key chose when the page draws its tabs anew', () => {
    // The education page keeps its tab in the address; its server render replaces the tabs.
    const view = render(<Tabs items={items} value="grades" onChange={() => {}} label="학습 관리 메뉴" idPrefix="edu" />);
    const first = screen.getByRole('tab', { name: '성적' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    view.unmount();
    expect(document.body).toHaveFocus();
    render(<Tabs items={items} value="curriculum" onChange={() => {}} label="학습 관리 메뉴" idPrefix="edu" />);
    expect(screen.getByRole('tab', { name: '커리큘럼' })).toHaveFocus();
  });

  it('points only the selected tab at a panel (the only one drawn)', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: '커리큘럼' })).not.toHaveAttribute('aria-controls');
  });

  it('ignores other keys', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('tab', { name: '성적' }), { key: 'a' });
    fireEvent.keyDown(screen.getByRole('tab', { name: '성적' }), { key: 'ArrowDown' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('computes key targets', () => {
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 2, 3)).toBe(1);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('Enter', 0, 3)).toBeNull();
  });
});

describe('LinkTabs', () => {
  it('is a labelled navigation of links with the current page marked', () => {
    render(
      <LinkTabs
        label="시설 선택"
        items={[
          { href: '/reservation/computer', label: '컴퓨터실', current: false },
          { href: '/reservation/my', label: '내 예약', current: true },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: '시설 선택' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 예약' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '컴퓨터실' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '컴퓨터실' })).toHaveAttribute('href', '/reservation/computer');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('the current tab of a strip wider than the phone', () => {
  /** A 375 px strip scrolled to `scrollLeft`, whose current tab lies at `start`-`end` px of its content. */
  const strip = (scrollLeft: number, start: number, end: number) => {
    const tab = { offsetWidth: end - start, getBoundingClientRect: () => ({ left: start - scrollLeft }) };
    return {
      scrollLeft,
      clientWidth: 375,
      getBoundingClientRect: () => ({ left: 0 }),
      querySelector: (q: string) => (q === '[aria-current="page"]' ? tab : null),
    } as unknown as HTMLElement;
  };
  const shown = (s: HTMLElement) => (showCurrentTab(s), s.scrollLeft);

  it('is brought into view whole, with the next peeking, and left where it already shows', () => {
    // The seventh tab at 600-690 px of the content.
    expect(shown(strip(0, 600, 690))).toBe(690 - 375 + 32);
    expect(shown(strip(0, 300, 390))).toBe(390 - 375 + 32);
    expect(shown(strip(0, 20, 100))).toBe(0);
    // Scrolled past it: back to it, the previous one peeking.
    expect(shown(strip(400, 100, 190))).toBe(68);
    expect(shown(strip(400, 10, 90))).toBe(0);
    // No strip, or none of its tabs current: nothing to do.
    expect(() => showCurrentTab(null)).not.toThrow();
  });

  it('runs on its own, as the inline script after the strip', () => {
    document.body.innerHTML = '<nav></nav><script></script>';
    const script = document.querySelector('script')!;
    const run = new Function('document', SHOW_CURRENT_TAB_SCRIPT);
    expect(() => run({ currentScript: script })).not.toThrow();
    document.body.innerHTML = '';
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DragScroll } from './drag-scroll';

describe('DragScroll', () => {
  it('renders its items in a scroller with the 20 px padding class and shows the drag state', async () => {
    render(
      <DragScroll aria-label="콘텐츠 목록" className="cards">
        <a href="/contents/1">첫 콘텐츠</a>
        <a href="/contents/2">둘째 콘텐츠</a>
      </DragScroll>,
    );
    const scroller = screen.getByLabelText('콘텐츠 목록');
    expect(scroller).toHaveClass('scroller', 'cards');
    expect(scroller).toHaveAttribute('data-dragging', 'false');
    const link = screen.getByRole('link', { name: '첫 콘텐츠' });
    // The drag code loads after the first render.
    await waitFor(() => {
      fireEvent.pointerDown(link, { pointerType: 'mouse', pointerId: 1, button: 0, clientX: 200 });
      fireEvent.pointerMove(link, { pointerType: 'mouse', pointerId: 1, clientX: 150 });
      expect(scroller).toHaveAttribute('data-dragging', 'true');
    });
    fireEvent.pointerUp(link, { pointerType: 'mouse', pointerId: 1, clientX: 150 });
    expect(scroller).toHaveAttribute('data-dragging', 'false');
  });
});

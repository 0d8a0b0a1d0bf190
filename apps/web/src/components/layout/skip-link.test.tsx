import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';

describe('the skip link', () => {
  it('moves the focus to the page without a new address', () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/">홈</a>
        </nav>
        <main id="main" tabIndex={-1}>
          본문
        </main>
      </>,
    );
    const before = window.location.href;
    fireEvent.click(screen.getByRole('link', { name: '본문으로 건너뛰기' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});

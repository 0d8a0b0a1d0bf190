import { describe, expect, it } from 'vitest';
import { wireSkipLink } from './skip-link';

describe('the skip link', () => {
  it('moves the focus to the page without a new address', () => {
    document.body.innerHTML =
      '<a id="skip-link" href="#main">본문으로 건너뛰기</a><nav><a href="/">홈</a></nav><main id="main" tabindex="-1">본문</main>';
    wireSkipLink();
    const before = window.location.href;
    document.getElementById('skip-link')!.click();
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(window.location.href).toBe(before);
  });
});

// @vitest-environment node
import { isStorableText } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { cutText, excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a short text as it is, and cuts a long one with …', () => {
    expect(excerpt('안녕하세요')).toBe('안녕하세요');
    expect(excerpt('가'.repeat(41))).toBe(`${'가'.repeat(40)}…`);
    expect(excerpt('가'.repeat(40))).toBe('가'.repeat(40));
  });

  it('never cuts an emoji in half, wherever it falls (it failed the message carrying it)', () => {
    for (const emoji of ['😭', '🙇‍♀️', '👍🏽', '🇰🇷']) {
      for (let at = 30; at <= 45; at++) {
        const text = `${'가'.repeat(at)}${emoji} 빨리 고쳐 주세요 ${'나'.repeat(20)}`;
        const cut = excerpt(text);
        expect(isStorableText(cut)).toBe(true);
        expect(() => JSON.parse(JSON.stringify({ body: cut }))).not.toThrow();
        // Whole or not at all.
        if (at < 40) expect(cut.startsWith(`${'가'.repeat(at)}${emoji}`)).toBe(true);
        else expect(cut).toBe(`${'가'.repeat(40)}…`);
      }
    }
  });

  it('counts characters as a person does', () => {
    expect(cutText('🙇‍♀️🙇‍♀️🙇‍♀️', 2)).toBe('🙇‍♀️🙇‍♀️');
    expect(cutText('abc', 5)).toBe('abc');
  });
});

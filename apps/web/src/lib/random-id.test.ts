// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

describe('randomId', () => {
  it('is 10 letters and digits by default', () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('takes a length', () => {
    expect(randomId(1)).toMatch(/^[A-Za-z0-9]$/);
    expect(randomId(64)).toMatch(/^[A-Za-z0-9]{64}$/);
  });

  it('rejects a length that is not a positive integer', () => {
    expect(() => randomId(0)).toThrow(RangeError);
    expect(() => randomId(2.5)).toThrow(RangeError);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
  });

  it('draws from crypto.getRandomValues, skipping bytes that would bias the alphabet', () => {
    const fill = (array: Uint8Array) => {
      array.fill(255);
      array[1] = 0;
      array[3] = 61;
      array[5] = 62;
      return array;
    };
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(fill as typeof crypto.getRandomValues);
    try {
      expect(randomId(3)).toBe('A9A');
    } finally {
      spy.mockRestore();
    }
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(randomId(5000));
    expect(seen.size).toBe(62);
  });
});

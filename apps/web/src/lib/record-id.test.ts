import { describe, expect, it, vi } from 'vitest';
import { recordId } from './record-id';

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

describe('a record id from the address', () => {
  it('is a whole number a database id can be, else the page is not found', () => {
    expect(recordId('20')).toBe(20);
    expect(recordId('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '-1', 'abc', '1.5', '2147483648', '99999999999999', ''])
      expect(() => recordId(bad), bad).toThrow('NEXT_NOT_FOUND');
  });
});

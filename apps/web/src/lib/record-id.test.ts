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
    for (const bad of ['0', '-1', 'abc', '1.5', '2147483648', '99999999999999', '', '1e3', '0x1f'])
      expect(() => recordId(bad), bad).toThrow('NEXT_NOT_FOUND');
  });

  it('lets go of what a messenger’s link finder took in after the number', () => {
    for (const tail of ['3)', '3입니다', '3.', '3 ', '3,', '3」']) expect(recordId(tail), tail).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell } from './save-file';

describe('csvCell', () => {
  it('keeps the leading 0 of an ID made of digits for Excel, which read it as a number', () => {
    expect(csvCell('01098765432')).toBe('="01098765432"');
    expect(csvCell('0')).toBe('0');
  });

  it('quotes what CSV needs quoted and leaves the rest as it is', () => {
    expect(csvCell('김하늘')).toBe('김하늘');
    expect(csvCell('haneul01')).toBe('haneul01');
    expect(csvCell('12345')).toBe('12345');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('그는 "네"라고')).toBe('"그는 ""네""라고"');
  });
});

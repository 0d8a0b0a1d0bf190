// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { audienceLabel, fileSizeLabel } from './messages';

describe('notice labels', () => {
  it('names the audience, a class by its own name', () => {
    expect(audienceLabel({ audience: 'all', className: null })).toBe('전체');
    expect(audienceLabel({ audience: 'parents', className: null })).toBe('학부모');
    expect(audienceLabel({ audience: 'class', className: '2반' })).toBe('2반');
  });

  it('says a file’s size in KB below a megabyte, MB below a gigabyte, else GB', () => {
    expect(fileSizeLabel(10)).toBe('1KB');
    expect(fileSizeLabel(340 * 1024)).toBe('340KB');
    expect(fileSizeLabel(2.4 * 1024 * 1024)).toBe('2.4MB');
    expect(fileSizeLabel(20 * 1024 * 1024)).toBe('20MB');
    expect(fileSizeLabel(1024 ** 3)).toBe('1GB');
    expect(fileSizeLabel(82.46 * 1024 ** 3)).toBe('82.5GB');
  });
});

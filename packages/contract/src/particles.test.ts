import { describe, expect, it } from 'vitest';
import { eulReul, eunNeun, euroRo, gwaWa, iGa } from './particles';

describe('particles', () => {
  it('puts 은/는, 이/가, 을/를, 과/와 as the word is read', () => {
    expect([eunNeun('student1'), eunNeun('haneul'), eunNeun('김하늘'), eunNeun('박서아')]).toEqual([
      'student1은',
      'haneul은',
      '김하늘은',
      '박서아는',
    ]);
    expect([iGa('ddom01'), iGa('star2')]).toEqual(['ddom01이', 'star2가']);
    expect(eulReul('2026-02-30')).toBe('2026-02-30을');
    expect(eulReul("'학년'")).toBe("'학년'을");
    expect([eulReul('수학II 미적분 개념 총정리'), eulReul('영어 독해 실전 모의고사 20회')]).toEqual([
      '수학II 미적분 개념 총정리를',
      '영어 독해 실전 모의고사 20회를',
    ]);
    expect([gwaWa('11월 24일'), gwaWa('수학')]).toEqual(['11월 24일과', '수학과']);
    expect(gwaWa('국어')).toBe('국어와');
  });

  it('puts 으로 or 로 as the word is read, 로 after ㄹ', () => {
    expect([euroRo('031-771-2480'), euroRo('02-123-4567'), euroRo('1588-1234')]).toEqual([
      '031-771-2480으로',
      '02-123-4567로',
      '1588-1234로',
    ]);
    expect([euroRo('서울'), euroRo('학원'), euroRo('1번 부스'), euroRo('집')]).toEqual(['서울로', '학원으로', '1번 부스로', '집으로']);
  });
});

import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { phoneDigits } from '@portal/contract/people-labels';
import { decodeSheet, parseSheetDate, readSheet, splitCells } from './sheet';

describe('decodeSheet', () => {
  it('reads UTF-8 with or without its BOM', () => {
    const text = '이름,아이디\r\n김하늘,haneul';
    expect(decodeSheet(Buffer.from(text))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeSheet(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual({ text, encoding: 'utf-8' });
  });

  it('reads CP949, the syllables only CP949 has included (Node’s euc-kr decoder garbles them)', () => {
    const text = '이름\r\n박똠이\r\n김햏순\r\n뷁';
    const bytes = iconv.encode(text, 'cp949');
    expect(new TextDecoder('euc-kr').decode(bytes)).not.toBe(text);
    expect(decodeSheet(bytes)).toEqual({ text, encoding: 'cp949' });
  });
});

describe('splitCells', () => {
  it('reads commas, or tabs when the first line has one, with quoted cells and blank lines skipped', () => {
    expect(splitCells('a,"b, c","d ""e"""\n\n1,2,3')).toEqual([
      { line: 1, cells: ['a', 'b, c', 'd "e"'] },
      { line: 3, cells: ['1', '2', '3'] },
    ]);
    expect(splitCells('a\tb,c\r\n"x\ny"\tz')).toEqual([
      { line: 1, cells: ['a', 'b,c'] },
      { line: 2, cells: ['x\ny', 'z'] },
    ]);
  });

  it('numbers rows as the spreadsheet shows them: a cell of two lines does not push the rows after it down', () => {
    expect(splitCells('이름,아이디\n"이 주현\n(전학)",leejh\n최민수,choims').map((r) => r.line)).toEqual([1, 2, 3]);
  });
});

describe('readSheet', () => {
  it('matches headers without spaces, marks or hints, and skips the office’s own columns', () => {
    const sheet = readSheet('번호,이름*,아이디 (영문),학부모연락처,비고\n1,김하늘,haneul,010-1234-5678,메모');
    expect(sheet.problems).toEqual([]);
    expect(sheet.columns).toEqual(['이름*', '아이디 (영문)', '학부모연락처']);
    expect(sheet.rows[0]).toMatchObject({ line: 2, name: '김하늘', username: 'haneul', parentPhone: '010-1234-5678', className: '' });
  });

  it('reads full-width digits and letters as ASCII, and names the cells that hold a line break', () => {
    const sheet = readSheet('이름,아이디,호실,입소일\n"이 주현\n(전학)",ｌｅｅｊｈ,３０１호,２０２６-03-02');
    expect(sheet.rows[0]).toMatchObject({ username: 'leejh', room: '301호', admittedOn: '2026-03-02', broken: ['이름'] });
  });
});

describe('parseSheetDate', () => {
  it.each([
    ['2026-03-02', '2026-03-02'],
    ['2026.3.2', '2026-03-02'],
    ['2026. 3. 2.', '2026-03-02'],
    ['2026/03/02', '2026-03-02'],
    ['20260302', '2026-03-02'],
    ['2026년 3월 2일', '2026-03-02'],
    ['', ''],
    ['2026-02-30', null],
    ['3월 2일', null],
  ])('%s reads as %s', (value, expected) => expect(parseSheetDate(value)).toBe(expected));
});

describe('phone numbers', () => {
  it('keeps the digits of a phone number, refuses what is not one', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits('')).toBe('');
    expect(phoneDigits('없음')).toBeNull();
    expect(phoneDigits('123')).toBeNull();
    // As people type them: dots for dashes, full-width digits from a Korean keyboard.
    expect(phoneDigits('010.1234.5678')).toBe('01012345678');
    expect(phoneDigits('０１０-１２３４-５６７８')).toBe('01012345678');
    // With Korea's country code, as a parent abroad or a phone's contacts write it.
    expect(phoneDigits('+82 10-9876-5432')).toBe('01098765432');
    expect(phoneDigits('+82-10-2222-3333')).toBe('01022223333');
    expect(phoneDigits('+82 (0)10 2222 3333')).toBe('01022223333');
    expect(phoneDigits('0082-2-123-4567')).toBe('021234567');
    expect(phoneDigits('+1 415 555 0100')).toBeNull();
  });

  it('puts back the 0 a spreadsheet took off (a General cell reads 01098765432 as a number)', () => {
    expect(phoneDigits('1098765432')).toBe('01098765432');
    expect(phoneDigits('10-9876-5432')).toBe('01098765432');
    expect(phoneDigits('317712480')).toBe('0317712480');
    expect(phoneDigits('212345678')).toBe('0212345678');
    // A company's 1588 number is no one's own phone.
    expect(phoneDigits('1588-1234')).toBeNull();
  });
});

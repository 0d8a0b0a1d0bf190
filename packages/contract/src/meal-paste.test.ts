import { describe, expect, it } from 'vitest';
import { formatDishes, formatPasteError, parseDish, parseHeaderDate, parseKcal, parseWeekPaste, readTsv } from './meal-paste';

const tsv = (rows: string[][]) => rows.map((r) => r.join('\t')).join('\n');

describe('a dish in school-menu notation', () => {
  it.each([
    ['돈까스 1.2.5.6.10.', '돈까스', [1, 2, 5, 6, 10]],
    ['돈까스 1.2.5.6.10', '돈까스', [1, 2, 5, 6, 10]],
    ['김치찌개5.9.10.', '김치찌개', [5, 9, 10]],
    ['카레라이스(2.5.6.16)', '카레라이스', [2, 5, 6, 16]],
    ['카레라이스 (2.5.6.16.)', '카레라이스', [2, 5, 6, 16]],
    ['*돈까스 1.2.5.', '돈까스', [1, 2, 5]],
    ['돈까스* 1.2.5.', '돈까스', [1, 2, 5]],
    ['#요구르트 2', '요구르트', [2]],
    ['쌀밥', '쌀밥', []],
    ['3색나물 5.', '3색나물', [5]],
    ['치킨너겟(닭) 1.5.6.15.', '치킨너겟(닭)', [1, 5, 6, 15]],
    ['배추김치 13.9.9.', '배추김치', [9, 13]],
    ['떡볶이 5,6,12', '떡볶이', [5, 6, 12]],
    ['  홍합탕   18.  ', '홍합탕', [18]],
    // Full-width digits and signs, as a Korean keyboard's full-width mode types them.
    ['돈까스 １.２.５.', '돈까스', [1, 2, 5]],
    ['카레라이스（２．５）', '카레라이스', [2, 5]],
    // One number past 19 with nothing after it is part of the name.
    ['비타500', '비타500', []],
    ['우유 200', '우유 200', []],
    ['우유 1000', '우유 1000', []],
    ['비타1000', '비타1000', []],
  ])('%s', (raw, name, allergens) => {
    expect(parseDish(raw)).toEqual({ dish: { name, allergens } });
  });

  it.each([
    ['돈까스 1.2.25.', /1~19.*25/],
    ['돈까스 0.', /1~19.*0/],
    ['돈까스 200.', /1~19.*200/],
    ['돈까스 1.2.200', /1~19.*200/],
    ['떡 2.5.1000', /1~19.*1000/],
    ['1.2.5.', /요리 이름이 없습니다/],
    ['500', /요리 이름이 없습니다/],
    ['２０２６', /요리 이름이 없습니다/],
    ['**', /요리 이름이 없습니다/],
    ['가'.repeat(41), /40자/],
  ])('refuses %s', (raw, message) => {
    const read = parseDish(raw);
    expect('error' in read && read.error).toMatch(message);
  });

  it('writes dishes back in the notation it reads', () => {
    const dishes = [
      { name: '돈까스', allergens: [1, 2, 5] },
      { name: '쌀밥', allergens: [] },
    ];
    expect(formatDishes(dishes)).toBe('돈까스 1.2.5.\n쌀밥');
    expect(formatDishes(dishes).split('\n').map(parseDish)).toEqual(dishes.map((dish) => ({ dish })));
  });
});

describe('header dates and calories', () => {
  it.each([
    ['2026-11-24', '2026-11-24'],
    ['2026.11.24', '2026-11-24'],
    ['2026. 11. 24.', '2026-11-24'],
    ['11/24', '2026-11-24'],
    ['11/24(화)', '2026-11-24'],
    ['11월 24일 (화)', '2026-11-24'],
    ['11.24', '2026-11-24'],
    ['11월 24일 화요일', '2026-11-24'],
  ])('%s', (cell, date) => expect(parseHeaderDate(cell, '2026-11-23')).toBe(date));

  it('reads full-width digits in a date', () => expect(parseHeaderDate('１１/２４(화)', '2026-11-23')).toBe('2026-11-24'));

  it('gives a yearless date the year nearest the week on screen', () => {
    expect(parseHeaderDate('1/2', '2026-12-28')).toBe('2027-01-02');
    expect(parseHeaderDate('12/30', '2027-01-01')).toBe('2026-12-30');
  });

  it.each(['11/31', '13/01', '내일', '2026-02-30'])('reads no date in %s', (cell) =>
    expect(parseHeaderDate(cell, '2026-11-23')).toBeNull(),
  );

  it('reads calories with or without the unit, and refuses words', () => {
    expect(parseKcal('812')).toEqual({ kcal: 812 });
    expect(parseKcal('790.6 Kcal')).toEqual({ kcal: 791 });
    expect(parseKcal('1,020kcal')).toEqual({ kcal: 1020 });
    expect(parseKcal(' ')).toEqual({ kcal: null });
    expect(parseKcal('많음')).toEqual({ error: expect.stringMatching(/숫자/) });
    expect(parseKcal('5000')).toEqual({ error: expect.stringMatching(/3000kcal/) });
  });
});

describe('tab-separated text', () => {
  it('keeps line breaks and quotes inside a quoted cell, as a spreadsheet copies them', () => {
    expect(readTsv('a\t"b\nc"\td\r\ne\t"say ""hi"""')).toEqual([
      ['a', 'b\nc', 'd'],
      ['e', 'say "hi"'],
    ]);
  });
});

describe('a pasted week', () => {
  it('reads a good week: dates, three meals, NEIS <br/>, slashes, line breaks and a kcal row', () => {
    const text = tsv([
      ['구분', '11/23(월)', '11/24(화)', '11/25(수)'],
      ['조식', '쌀밥<br/>북엇국1.5.6.<br/>계란말이1.', '흑미밥/된장찌개 5.6.9.', ''],
      ['중식', '"잡곡밥\n*돈까스 1.2.5.6.10.\n배추김치 9.13."', '카레라이스(2.5.6.16)', '비빔밥 1.5.6.'],
      ['석식', '닭갈비 5.6.15.', '', '제육볶음 5.6.10.'],
      ['중식 kcal', '812.4 Kcal', '790', ''],
      ['', '', '', ''],
    ]);
    const read = parseWeekPaste(text, '2026-11-23');
    expect(read.errors).toEqual([]);
    expect(read.dates).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(read.meals.map((m) => `${m.date} ${m.meal} ${m.dishes.length} ${m.kcal}`)).toEqual([
      '2026-11-23 breakfast 3 null',
      '2026-11-23 lunch 3 812',
      '2026-11-23 dinner 1 null',
      '2026-11-24 breakfast 2 null',
      '2026-11-24 lunch 1 790',
      '2026-11-25 lunch 1 null',
      '2026-11-25 dinner 1 null',
    ]);
    expect(read.meals[1]!.dishes[1]).toEqual({ name: '돈까스', allergens: [1, 2, 5, 6, 10] });
  });

  it('refuses a date whose written weekday is another day’s: the menu would land on a day it does not name', () => {
    const read = parseWeekPaste(
      tsv([
        ['구분', '11/30(월)', '12/1(화)', '12/3(수)', '12/2 목요일'],
        ['중식', 'A', 'B', 'C', 'D'],
      ]),
      '2026-11-30',
    );
    expect(read.errors.map(formatPasteError)).toEqual([
      "1행 4열: '12/3(수)': 12/3은 목요일입니다. 날짜나 요일을 고쳐 주세요.",
      "1행 5열: '12/2 목요일': 12/2는 수요일입니다. 날짜나 요일을 고쳐 주세요.",
    ]);
    expect(read.meals.map((m) => m.date)).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('accepts 아침/점심/저녁, full dates and a week that runs to Sunday', () => {
    const read = parseWeekPaste(
      tsv([
        ['날짜', '2026-11-28', '2026-11-29'],
        ['아침', '토스트 1.2.6.', '죽 5.'],
        ['점심', '라면 5.6.', '짜장면 5.6.10.'],
        ['저녁', '김밥 1.5.', '떡국 1.5.6.16.'],
        ['저녁 칼로리', '700', '750'],
      ]),
      '2026-11-23',
    );
    expect(read.errors).toEqual([]);
    expect(read.meals).toHaveLength(6);
    expect(read.meals.at(-1)).toEqual({
      date: '2026-11-29',
      meal: 'dinner',
      kcal: 750,
      dishes: [{ name: '떡국', allergens: [1, 5, 6, 16] }],
    });
  });

  it('finds every problem of a bad week, each with its row and column', () => {
    const text = tsv([
      ['구분', '11/23(월)', '11/32', '11/23', '11/30(월)'],
      ['중식', '돈까스 1.2.25.', '', '', ''],
      ['간식', '떡볶이', '', '', ''],
      ['중식', '쌀밥', '', '', ''],
      ['석식 kcal', '많음', '', '', ''],
      ['석식', '1.2.', '', '', '', '남는 칸'],
    ]);
    const read = parseWeekPaste(text, '2026-11-23');
    expect(read.errors.map(formatPasteError)).toEqual([
      expect.stringMatching(/^1행 3열: '11\/32'를 날짜로 읽을 수 없습니다/),
      expect.stringMatching(/^1행 4열: 11\/23 날짜가 두 번 있습니다/),
      expect.stringMatching(/^1행 5열: 11\/30은 11\/23과 다른 주/),
      expect.stringMatching(/^2행 2열: 11\/23 중식 '돈까스 1\.2\.25\.': 알레르기 번호는 1~19만.*25/),
      expect.stringMatching(/^3행 1열: '간식'은 알 수 없는 구분/),
      expect.stringMatching(/^4행 1열: 중식 줄이 두 번/),
      expect.stringMatching(/^5행 2열: 11\/23 석식 칼로리: '많음'은 칼로리로/),
      expect.stringMatching(/^6행 2열: 11\/23 석식 '1\.2\.': 요리 이름이 없습니다/),
      expect.stringMatching(/^6행 6열: 날짜가 없는 칸에 내용이 있습니다/),
    ]);
    expect(read.meals).toEqual([]);
  });

  it('does not report the calories of a meal whose menu cell is already wrong', () => {
    const read = parseWeekPaste(
      tsv([
        ['구분', '11/23'],
        ['중식', '돈까스 1.25.'],
        ['중식 kcal', '800'],
      ]),
      '2026-11-23',
    );
    expect(read.errors.map(formatPasteError)).toEqual([expect.stringMatching(/^2행 2열: .*1~19/)]);
  });

  it.each([
    ['nothing', '', /붙여 넣은 내용이 없습니다/],
    ['blank lines only', '\n\t\n', /붙여 넣은 내용이 없습니다/],
    [
      'no dates in the first row',
      tsv([
        ['조식', '쌀밥'],
        ['중식', '라면'],
      ]),
      /날짜로 읽을 수 없습니다/,
    ],
    ['dates and no meals', tsv([['구분', '11/23']]), /조식·중식·석식 줄이 없습니다/],
    [
      'calories without a menu',
      tsv([
        ['구분', '11/23'],
        ['중식', ''],
        ['중식 kcal', '800'],
      ]),
      /메뉴 없이 칼로리만/,
    ],
    [
      'too many dishes',
      tsv([
        ['구분', '11/23'],
        ['중식', Array.from({ length: 13 }, (_, i) => `반찬${i}`).join('/')],
      ]),
      /12개까지/,
    ],
    ['a huge paste', 'a'.repeat(20_001), /20,000자/],
  ])('refuses %s', (_name, text, message) => {
    const read = parseWeekPaste(text, '2026-11-23');
    expect(read.errors.map(formatPasteError).join('\n')).toMatch(message);
  });
});

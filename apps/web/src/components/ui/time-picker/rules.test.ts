// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  adjustMinute,
  changeHour,
  clampDragOffset,
  confirmLabel,
  timeParticle,
  formatTime,
  hourOptions,
  indexAfterDrag,
  initialSelection,
  isAllowedTime,
  minuteOptions,
  resolveTimePickerOptions,
  toTimePickerResult,
  trackOffset,
  wheelDeltaToPx,
  wheelSteps,
} from './rules';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('resolveTimePickerOptions', () => {
  it('defaults to hours 0-23, minutes 0-59 and the title 시간 선택', () => {
    const options = resolveTimePickerOptions();
    expect(options).toMatchObject({ title: '시간 선택', minHour: 0, maxHour: 23, minMinute: 0, maxMinute: 59 });
    expect(hourOptions(options)).toEqual(range(0, 23));
    expect(minuteOptions(options, 12)).toEqual(range(0, 59));
  });

  it('keeps a given title and falls back on a blank one', () => {
    expect(resolveTimePickerOptions({ title: '입실 시간' }).title).toBe('입실 시간');
    expect(resolveTimePickerOptions({ title: '  ' }).title).toBe('시간 선택');
  });

  it.each([
    [{ minHour: -1 }],
    [{ maxHour: 24 }],
    [{ minMinute: 60 }],
    [{ maxMinute: 1.5 }],
    [{ minHour: 20, maxHour: 8 }],
    [{ minMinute: 40, maxMinute: 10 }],
  ])('rejects impossible options %j', (options) => {
    expect(() => resolveTimePickerOptions(options)).toThrow(RangeError);
  });

  it('rejects options that leave no hour with a selectable minute', () => {
    expect(() => resolveTimePickerOptions({ minHour: 9, maxHour: 9, hourMinuteOptions: { 9: [] } })).toThrow(RangeError);
  });
});

describe('hour and minute options (spec section 5)', () => {
  it('runs hours from minHour to maxHour', () => {
    expect(hourOptions(resolveTimePickerOptions({ minHour: 9, maxHour: 22 }))).toEqual(range(9, 22));
    expect(hourOptions(resolveTimePickerOptions({ minHour: 7, maxHour: 7 }))).toEqual([7]);
  });

  it('runs minutes from minMinute to maxMinute', () => {
    expect(minuteOptions(resolveTimePickerOptions({ minMinute: 10, maxMinute: 20 }), 5)).toEqual(range(10, 20));
  });

  it("uses an hour's restriction for that hour only, falling back on the global bounds", () => {
    const options = resolveTimePickerOptions({
      minMinute: 5,
      maxMinute: 55,
      hourMinuteRestrictions: { 18: { minMinute: 30 }, 22: { minMinute: 0, maxMinute: 15 } },
    });
    expect(minuteOptions(options, 18)).toEqual(range(30, 55));
    expect(minuteOptions(options, 22)).toEqual(range(0, 15));
    expect(minuteOptions(options, 19)).toEqual(range(5, 55));
  });

  it("uses an hour's explicit list (sorted, de-duplicated, invalid values dropped), winning over ranges", () => {
    const options = resolveTimePickerOptions({
      minMinute: 10,
      hourMinuteRestrictions: { 19: { minMinute: 40 } },
      hourMinuteOptions: { 19: [30, 0, 30, 75, -5, 2.5, 15] },
    });
    expect(minuteOptions(options, 19)).toEqual([0, 15, 30]);
  });

  it('leaves out hours whose minute list would be empty', () => {
    const options = resolveTimePickerOptions({
      minHour: 8,
      maxHour: 11,
      hourMinuteOptions: { 9: [] },
      hourMinuteRestrictions: { 10: { minMinute: 50, maxMinute: 10 } },
    });
    expect(hourOptions(options)).toEqual([8, 11]);
  });
});

describe('adjusting the minute on an hour change', () => {
  const options = resolveTimePickerOptions({
    hourMinuteRestrictions: { 9: { minMinute: 30, maxMinute: 45 } },
    hourMinuteOptions: { 12: [0, 20, 40] },
  });

  it("clamps the minute up into the new hour's range", () => {
    expect(changeHour(options, { hour: 8, minute: 10 }, 9)).toEqual({ hour: 9, minute: 30 });
  });

  it("clamps the minute down into the new hour's range", () => {
    expect(changeHour(options, { hour: 8, minute: 50 }, 9)).toEqual({ hour: 9, minute: 45 });
  });

  it('keeps a minute that is already in range', () => {
    expect(changeHour(options, { hour: 8, minute: 33 }, 9)).toEqual({ hour: 9, minute: 33 });
  });

  it("resets to the list's first option when the minute is not in the new hour's list", () => {
    expect(changeHour(options, { hour: 11, minute: 30 }, 12)).toEqual({ hour: 12, minute: 0 });
    // Not the nearest (40): the spec says the first allowed option.
    expect(changeHour(options, { hour: 11, minute: 45 }, 12)).toEqual({ hour: 12, minute: 0 });
  });

  it("keeps the minute when the new hour's list contains it", () => {
    expect(changeHour(options, { hour: 11, minute: 20 }, 12)).toEqual({ hour: 12, minute: 20 });
  });

  it('clamps into the global range when the new hour has no rule of its own', () => {
    const narrow = resolveTimePickerOptions({ minMinute: 15, maxMinute: 45 });
    expect(adjustMinute(narrow, 3, 0)).toBe(15);
    expect(adjustMinute(narrow, 3, 59)).toBe(45);
  });
});

describe('initial selection', () => {
  it('starts at the current time when given, over the initial time', () => {
    const options = resolveTimePickerOptions({ initialHour: 9, initialMinute: 0, currentHour: 19, currentMinute: 30 });
    expect(initialSelection(options)).toEqual({ hour: 19, minute: 30 });
  });

  it('starts at the initial time when no current time is given', () => {
    expect(initialSelection(resolveTimePickerOptions({ initialHour: 9, initialMinute: 5 }))).toEqual({ hour: 9, minute: 5 });
  });

  it('starts at the first hour and minute without either', () => {
    expect(initialSelection(resolveTimePickerOptions({ minHour: 6, minMinute: 10 }))).toEqual({ hour: 6, minute: 10 });
  });

  it('moves an out-of-range start onto the nearest allowed hour and minute', () => {
    const options = resolveTimePickerOptions({ minHour: 9, maxHour: 18, initialHour: 22, initialMinute: 50, maxMinute: 30 });
    expect(initialSelection(options)).toEqual({ hour: 18, minute: 30 });
  });

  it("resets a start minute that is not in the hour's list", () => {
    const options = resolveTimePickerOptions({ initialHour: 7, initialMinute: 7, hourMinuteOptions: { 7: [10, 40] } });
    expect(initialSelection(options)).toEqual({ hour: 7, minute: 10 });
  });

  it('skips an hour without minutes', () => {
    const options = resolveTimePickerOptions({ minHour: 8, maxHour: 10, initialHour: 9, hourMinuteOptions: { 9: [] } });
    expect(initialSelection(options).hour).toBe(8);
  });
});

describe('isAllowedTime', () => {
  const options = resolveTimePickerOptions({ minHour: 9, maxHour: 10, hourMinuteOptions: { 10: [0, 30] } });
  it('accepts only times the wheels can show', () => {
    expect(isAllowedTime(options, 9, 59)).toBe(true);
    expect(isAllowedTime(options, 10, 30)).toBe(true);
    expect(isAllowedTime(options, 10, 15)).toBe(false);
    expect(isAllowedTime(options, 8, 0)).toBe(false);
  });
});

describe('formatting', () => {
  it('formats HH:MM with two digits each', () => {
    expect(formatTime(9, 5)).toBe('09:05');
    expect(formatTime(0, 0)).toBe('00:00');
    expect(formatTime(23, 59)).toBe('23:59');
  });

  it('builds the result object', () => {
    expect(toTimePickerResult(7, 30)).toEqual({ hour: 7, minute: 30, formattedTime: '07:30' });
  });

  it('labels the confirm button "HH:MM(으)로 선택" with the particle that fits how the time is read', () => {
    // 열아홉 시 삼십 분으로, 열세 시로, 여덟 시로, 열두 시 오 분으로.
    expect(confirmLabel(19, 30)).toBe('19:30으로 선택');
    expect(confirmLabel(13, 0)).toBe('13:00로 선택');
    expect(confirmLabel(8, 0)).toBe('08:00로 선택');
    expect(confirmLabel(12, 5)).toBe('12:05으로 선택');
    expect(confirmLabel(0, 0)).toBe('00:00로 선택');
    expect(timeParticle(0)).toBe('로');
    for (let m = 1; m < 60; m++) expect(timeParticle(m)).toBe('으로');
  });
});

describe('wheel arithmetic', () => {
  it('moves exactly one step per gesture with 3 or fewer items, however far the wheel turned', () => {
    expect(wheelSteps(400, 3)).toBe(1);
    expect(wheelSteps(-1000, 2)).toBe(-1);
    expect(wheelSteps(3, 3)).toBe(1);
  });

  it('moves by whole 40 px rows (at least one) with more than 3 items', () => {
    expect(wheelSteps(400, 4)).toBe(10);
    expect(wheelSteps(100, 60)).toBe(3);
    expect(wheelSteps(-40, 60)).toBe(-1);
    expect(wheelSteps(5, 60)).toBe(1);
  });

  it('does nothing without movement or without a choice', () => {
    expect(wheelSteps(0, 60)).toBe(0);
    expect(wheelSteps(200, 1)).toBe(0);
  });

  it('counts line and page deltas in rows', () => {
    expect(wheelDeltaToPx(3, 1)).toBe(120);
    expect(wheelDeltaToPx(1, 2)).toBe(200);
    expect(wheelDeltaToPx(57, 0)).toBe(57);
  });

  it('snaps a drag to the nearest 40 px row', () => {
    expect(indexAfterDrag(5, -19, 24)).toBe(5);
    expect(indexAfterDrag(5, -21, 24)).toBe(6);
    expect(indexAfterDrag(5, -80, 24)).toBe(7);
    expect(indexAfterDrag(5, 120, 24)).toBe(2);
    expect(indexAfterDrag(1, 400, 24)).toBe(0);
    expect(indexAfterDrag(22, -400, 24)).toBe(23);
  });

  it('lets the list be pulled at most half a row past either end', () => {
    expect(clampDragOffset(0, 100, 10)).toBe(20);
    expect(clampDragOffset(9, -100, 10)).toBe(-20);
    expect(clampDragOffset(4, -60, 10)).toBe(-60);
  });

  it('centres the selected row in the five visible rows', () => {
    expect(trackOffset(0)).toBe(80);
    expect(trackOffset(3)).toBe(-40);
    expect(trackOffset(3, 15)).toBe(-25);
  });
});

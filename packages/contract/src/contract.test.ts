import { describe, expect, it } from 'vitest';
import {
  alarmSettings,
  createReservationInput,
  createTemplatesInput,
  hhmm,
  inquirySubject,
  isoDate,
  loginInput,
  pageQuery,
  personInput,
  siteInfoInput,
  updateFacilityInput,
} from './index';
import { inquirySubjects } from './inquiries-labels';
import { teacherDuties, teacherDutyLabels } from './people-labels';

describe('contract schemas', () => {
  it('defaults a page query to the first 20 and refuses a page of 101', () => {
    expect(pageQuery.parse({})).toEqual({ pageToken: 0, pageSize: 20 });
    expect(pageQuery.parse({ pageToken: '40', pageSize: '10' })).toEqual({ pageToken: 40, pageSize: 10 });
    const bad = pageQuery.safeParse({ pageSize: 101 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('한 번에 100개까지 요청할 수 있습니다.');
  });

  it('refuses a phone number too short to dial, beside the field, and takes the ways people write one', () => {
    const base = { name: '김하린', username: 'harin' };
    const bad = personInput.safeParse({ ...base, phone: '12345' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', '연락처를 010-1234-5678처럼 지역번호부터 입력해 주세요.'],
    ]);
    for (const phone of ['', '010-1234-5678', '01012345678', '02 123 4567', '(031) 771-2480'])
      expect(personInput.safeParse({ ...base, phone }).success, phone).toBe(true);
  });

  it('takes a teacher’s 생활 지도 duty beside her subjects, last; it is no inquiry subject', () => {
    expect(teacherDuties).toEqual([...inquirySubjects, 'life']);
    expect(teacherDutyLabels.life).toBe('생활 지도');
    const base = { name: '한생활', username: 'life.han' };
    expect(personInput.parse({ ...base, subjects: ['korean', 'life'] }).subjects).toEqual(['korean', 'life']);
    expect(personInput.safeParse({ ...base, subjects: [...teacherDuties] }).success).toBe(true);
    expect(personInput.safeParse({ ...base, subjects: [...teacherDuties, 'life'] }).success).toBe(false);
    expect(inquirySubject.safeParse('life').success).toBe(false);
  });

  it('trims the login id and says in Korean what is missing', () => {
    expect(loginInput.parse({ username: '  student1 ', password: 'x' }).username).toBe('student1');
    const bad = loginInput.safeParse({ username: ' ', password: '' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['아이디를 입력해 주세요.', '비밀번호를 입력해 주세요.']);
  });

  it('asks for quiet times only when there are quiet days and not the whole day', () => {
    const kinds = { reservation: true, counseling: true, notice: true, vacation: true, chat: true, inquiry: true, contents: true };
    const base = { kinds, quietDays: [], quietAllDay: false, quietStart: null, quietEnd: null };
    expect(alarmSettings.safeParse(base).success).toBe(true);
    expect(alarmSettings.safeParse({ ...base, quietDays: [1], quietAllDay: true }).success).toBe(true);
    const missing = alarmSettings.safeParse({ ...base, quietDays: [1] });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['quietStart', 'quietEnd']);
    const overnight = alarmSettings.safeParse({ ...base, quietDays: [1], quietStart: '23:00', quietEnd: '07:00' });
    expect(overnight.success).toBe(true);
  });

  it('asks a slot booking for its slot and a phone booking for its date and start, in Korean', () => {
    expect(createReservationInput.safeParse({ facility: 'computer', slotId: 3 }).success).toBe(true);
    expect(createReservationInput.safeParse({ facility: 'call', date: '2026-11-21', time: '12:30' }).success).toBe(true);
    const slot = createReservationInput.safeParse({ facility: 'eym' });
    expect(slot.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['slotId', '시간을 선택해 주세요.']]);
    const call = createReservationInput.safeParse({ facility: 'call' });
    expect(call.error?.issues.map((i) => i.path.join('.'))).toEqual(['date', 'time']);
    expect(createReservationInput.safeParse({ facility: 'pool', slotId: 1 }).error?.issues[0]?.message).toBe('시설을 선택해 주세요.');
  });

  it('refuses dates that do not exist', () => {
    expect(isoDate.safeParse('2026-02-28').success).toBe(true);
    expect(isoDate.safeParse('2026-02-30').error?.issues[0]?.message).toBe('없는 날짜입니다.');
    expect(isoDate.safeParse('2026-2-3').error?.issues[0]?.message).toBe('날짜 형식이 올바르지 않습니다.');
    // Left empty, it is asked for (one message, not the format's as well).
    expect(isoDate.safeParse('').error?.issues.map((i) => i.message)).toEqual(['날짜를 선택해 주세요.']);
    expect(hhmm.safeParse('').error?.issues.map((i) => i.message)).toEqual(['시간을 선택해 주세요.']);
  });

  it('checks the staff’s rules and periods with messages next to each field', () => {
    const rules = { name: '운동', rulesText: '', dailyQuota: 2, weeklyQuota: 1, cutoffTime: null };
    expect(updateFacilityInput.safeParse(rules).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['weeklyQuota', '주간 한도는 하루 한도보다 작을 수 없습니다.'],
    ]);
    expect(updateFacilityInput.safeParse({ ...rules, dailyQuota: 0, weeklyQuota: null }).error?.issues[0]?.message).toBe(
      '하루 예약 한도는 1 이상이어야 합니다.',
    );
    const period = createTemplatesInput.safeParse({ weekdays: [1, 1], startTime: '19:00', endTime: '19:00', capacity: 0 });
    expect(Object.fromEntries(period.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      weekdays: '같은 요일이 두 번 있습니다.',
      capacity: '정원은 1명 이상이어야 합니다.',
      endTime: '끝나는 시간은 시작 시간과 달라야 합니다.',
    });
  });

  it('takes a customer-service number as an area number or a company’s 1588-style line', () => {
    const phoneOf = (customerServicePhone: string) => siteInfoInput.shape.customerServicePhone.safeParse(customerServicePhone);
    for (const ok of ['031-771-2480', '02-123-4567', '1588-1234', '1644-0000']) expect(phoneOf(ok).success, ok).toBe(true);
    for (const bad of ['1588', '15881234', '1234-5678', '031 771 2480'])
      expect(phoneOf(bad).error?.issues[0]?.message, bad).toBe('고객센터 번호는 031-771-2480이나 1588-1234처럼 입력해 주세요.');
  });
});

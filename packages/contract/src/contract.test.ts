import { describe, expect, it } from 'vitest';
import { alarmSettings, loginInput, pageQuery } from './index';

describe('contract schemas', () => {
  it('defaults a page query to the first 20 and refuses a page of 101', () => {
    expect(pageQuery.parse({})).toEqual({ pageToken: 0, pageSize: 20 });
    expect(pageQuery.parse({ pageToken: '40', pageSize: '10' })).toEqual({ pageToken: 40, pageSize: 10 });
    const bad = pageQuery.safeParse({ pageSize: 101 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('한 번에 100개까지 요청할 수 있습니다.');
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
});

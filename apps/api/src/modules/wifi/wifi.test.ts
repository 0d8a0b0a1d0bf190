import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, HANGUL } from '../../test/expect';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'parent1', 'teacher1', 'admin'], token, id);
});
afterAll(() => api?.close());

const network = (over: Partial<{ ssid: string; area: string; password: string; note: string; studentsOnly: boolean }> = {}) => ({
  ssid: 'Cheongram_Study',
  area: '본관 자습실',
  password: 'study2026!',
  note: '학습용',
  studentsOnly: false,
  ...over,
});
const save = (networks: unknown, who = 'admin') => api.request('PUT', '/staff/wifi/', { token: token[who], body: { networks } });

describe('the Wi-Fi guide', () => {
  it('shows everyone the seeded networks and where they reach, but no password to the signed out', async () => {
    const res = await api.request('GET', '/wifi/');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.passwordsShown).toBe(false);
    expect(res.body.networks.map((n: { ssid: string }) => n.ssid)).toEqual(['Cheongram_Study', 'Cheongram_Dorm', 'Cheongram_Guest']);
    for (const n of res.body.networks) {
      expect(n.area).toMatch(HANGUL);
      expect(n.hasPassword).toBe(true);
      expect(n.password).toBeNull();
    }
    // Not hidden somewhere else in the answer either.
    expect(res.text).not.toContain('study2026!');
  });

  it('treats a stale or forged token as signed out', async () => {
    const res = await api.request('GET', '/wifi/', { token: 'not.a.token' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.passwordsShown).toBe(false);
    expect(res.text).not.toContain('study2026!');
  });

  it.each(['student1', 'teacher1', 'admin'])('shows every password to %s, signed in', async (who) => {
    const res = await api.request('GET', '/wifi/', { token: token[who] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.passwordsShown).toBe(true);
    expect(res.body.networks[0]).toEqual({
      ssid: 'Cheongram_Study',
      area: '본관 1~3층 자습실·강의실',
      note: '학습용',
      hasPassword: true,
      password: 'study2026!',
      studentsOnly: true,
    });
    expect(res.body.networks.map((n: { password: string }) => n.password)).toEqual(['study2026!', 'goodnight27', 'welcome0271']);
  });

  it('shows a parent the visitors’ password, not the study rooms’ or the dormitory’s', async () => {
    const res = await api.request('GET', '/wifi/', { token: token.parent1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.passwordsShown).toBe(true);
    expect(
      res.body.networks.map((n: { ssid: string; password: string | null; studentsOnly: boolean }) => [n.ssid, n.password, n.studentsOnly]),
    ).toEqual([
      ['Cheongram_Study', null, true],
      ['Cheongram_Dorm', null, true],
      ['Cheongram_Guest', 'welcome0271', false],
    ]);
    expect(res.text).not.toContain('study2026!');
    expect(res.text).not.toContain('goodnight27');
  });
});

describe('editing the networks', () => {
  it('is for the admin only: a teacher, a student and a parent get the 404 of a wrong path', async () => {
    for (const who of ['teacher1', 'student1', 'parent1']) {
      expectError(await api.request('GET', '/staff/wifi/', { token: token[who] }), 404, 'ROUTE_NOT_FOUND');
      expectError(await save([network()], who), 404, 'ROUTE_NOT_FOUND');
    }
    expectError(await api.request('PUT', '/staff/wifi/', { body: { networks: [network()] } }), 401, 'UNAUTHENTICATED');
    // Nothing changed.
    expect((await api.request('GET', '/wifi/')).body.networks).toHaveLength(3);
  });

  it('lets the admin read every field and replace the list; a student sees the change at once', async () => {
    const before = await api.request('GET', '/staff/wifi/', { token: token.admin });
    expect(before.status, before.text).toBe(200);
    expect(before.body.networks[1]).toEqual({
      ssid: 'Cheongram_Dorm',
      area: '생활관 전 층',
      password: 'goodnight27',
      note: '생활관',
      studentsOnly: true,
    });
    expect(typeof before.body.updatedAt).toBe('string');

    const next = [
      network({ ssid: 'Cheongram_Dorm', area: '생활관 2~4층', password: 'newnight2026', note: '생활관', studentsOnly: true }),
      network({ ssid: '청람_자습실', area: '본관 자습실', password: 'study2027!', note: '' }),
      network({ ssid: 'Cheongram_Free', area: '1층 로비', password: '', note: '방문객용' }),
    ];
    const put = await save(next);
    expect(put.status, put.text).toBe(200);
    expect(put.body.networks).toEqual(next);
    expect((await api.request('GET', '/staff/wifi/', { token: token.admin })).body.networks).toEqual(next);

    const student = await api.request('GET', '/wifi/', { token: token.student1 });
    expect(student.body.networks).toEqual([
      { ssid: 'Cheongram_Dorm', area: '생활관 2~4층', note: '생활관', hasPassword: true, password: 'newnight2026', studentsOnly: true },
      { ssid: '청람_자습실', area: '본관 자습실', note: '', hasPassword: true, password: 'study2027!', studentsOnly: false },
      { ssid: 'Cheongram_Free', area: '1층 로비', note: '방문객용', hasPassword: false, password: null, studentsOnly: false },
    ]);
    // The dormitory's, now students-only, no longer reaches a parent; the study room's, now for everyone, does.
    const parent = await api.request('GET', '/wifi/', { token: token.parent1 });
    expect(parent.body.networks.map((n: { password: string | null }) => n.password)).toEqual([null, 'study2027!', null]);
    const anonymous = await api.request('GET', '/wifi/');
    expect(anonymous.body.networks.map((n: { password: string | null }) => n.password)).toEqual([null, null, null]);
    expect(anonymous.body.networks.map((n: { hasPassword: boolean }) => n.hasPassword)).toEqual([true, true, false]);
  });

  it('trims what the admin typed', async () => {
    const put = await save([network({ ssid: '  Cheongram_Study ', area: ' 본관 ', note: ' 학습용 ' })]);
    expect(put.status, put.text).toBe(200);
    expect(put.body.networks[0]).toEqual({
      ssid: 'Cheongram_Study',
      area: '본관',
      password: 'study2026!',
      note: '학습용',
      studentsOnly: false,
    });
  });

  it('may empty the list', async () => {
    const put = await save([]);
    expect(put.status, put.text).toBe(200);
    expect(put.body).toEqual({ networks: [], updatedAt: null });
    expect((await api.request('GET', '/wifi/')).body).toEqual({ networks: [], passwordsShown: false });
  });

  it.each([
    ['no name', [network({ ssid: '  ' })], 'networks.0.ssid', '네트워크 이름(SSID)을 입력해 주세요.'],
    [
      'a name over 32 bytes',
      [network({ ssid: '청람기숙학원자습실와이파이' })],
      'networks.0.ssid',
      '네트워크 이름은 32바이트(영문 32자, 한글 10자)까지입니다.',
    ],
    ['no place', [network({ area: '' })], 'networks.0.area', '사용할 수 있는 곳을 입력해 주세요.'],
    [
      'a password of 7 characters',
      [network({ password: 'short12' })],
      'networks.0.password',
      '비밀번호는 8자 이상 63자 이하입니다. 비밀번호가 없는 네트워크는 비워 두세요.',
    ],
    ['a password of 64 characters', [network({ password: 'x'.repeat(64) })], 'networks.0.password', expect.stringMatching(HANGUL)],
    ['a long note', [network({ note: '가'.repeat(41) })], 'networks.0.note', '메모는 40자까지 쓸 수 있습니다.'],
    ['the same name twice', [network(), network({ area: '별관' })], 'networks.1.ssid', '같은 이름의 네트워크가 이미 있습니다.'],
    [
      'eleven networks',
      Array.from({ length: 11 }, (_, i) => network({ ssid: `net${i}` })),
      'networks',
      '와이파이는 10개까지 등록할 수 있습니다.',
    ],
    ['a NUL character', [network({ note: 'a\u0000b' })], 'networks.0.note', '사용할 수 없는 문자가 들어 있습니다.'],
  ])('refuses %s with a Korean message beside the field, and keeps the list', async (_name, networks, field, message) => {
    const before = (await api.request('GET', '/staff/wifi/', { token: token.admin })).body;
    const res = await save(networks);
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect((await api.request('GET', '/staff/wifi/', { token: token.admin })).body).toEqual(before);
  });

  it('refuses a body without a list', async () => {
    const res = await api.request('PUT', '/staff/wifi/', { token: token.admin, body: {} });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.fieldErrors.networks[0]).toMatch(HANGUL);
  });

  it('keeps one whole list when two admins save at once', async () => {
    const a = [network({ ssid: 'A1' }), network({ ssid: 'A2' })];
    const b = [network({ ssid: 'B1' }), network({ ssid: 'B2' }), network({ ssid: 'B3' })];
    const [ra, rb] = await Promise.all([save(a), save(b)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const now = (await api.request('GET', '/staff/wifi/', { token: token.admin })).body.networks.map((n: { ssid: string }) => n.ssid);
    expect([
      ['A1', 'A2'],
      ['B1', 'B2', 'B3'],
    ]).toContainEqual(now);
  });

  it('refuses a list made from one read before another admin’s save, and keeps theirs; an emptied list is a version too', async () => {
    const read = (await api.request('GET', '/staff/wifi/', { token: token.admin })).body as { networks: unknown[]; updatedAt: string };
    const withVersion = (networks: unknown[], updatedAt: string | null) =>
      api.request('PUT', '/staff/wifi/', { token: token.admin, body: { networks, updatedAt } });
    const first = await withVersion([...read.networks, network({ ssid: 'STUDY-5F' })], read.updatedAt);
    expect(first.status, first.text).toBe(200);
    const second = await withVersion([...read.networks, network({ ssid: 'GYM-B1' })], read.updatedAt);
    expectError(second, 409, 'EDIT_CONFLICT');
    const now = (await api.request('GET', '/staff/wifi/', { token: token.admin })).body;
    expect(now.networks.map((n: { ssid: string }) => n.ssid)).toContain('STUDY-5F');
    // Emptied, the list has no version: a save made from the full list read before is still refused.
    const emptied = await withVersion([], now.updatedAt);
    expect(emptied.body.updatedAt).toBeNull();
    expectError(await withVersion([network({ ssid: 'LATE' })], now.updatedAt), 409, 'EDIT_CONFLICT');
    expect((await withVersion([network({ ssid: 'AFTER' })], null)).status).toBe(200);
  });
});

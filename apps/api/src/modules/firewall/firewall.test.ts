import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, seoulDate } from '@portal/contract/dates';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarms } from '../../db/schema';
import { expectError } from '../../test/expect';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';
import { startSecondInstance } from '../../test/second-instance';

let api: TestApi;
let dir: string;
let file: string;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'firewall-test-'));
  file = path.join(dir, 'firewall', 'allowlist.txt');
  api = await startTestApi({ FIREWALL_ALLOWLIST_FILE: file });
  await signInAll(api, ['student1', 'student2', 'student3', 'student5', 'parent1', 'teacher1', 'admin'], token, id);
});
afterAll(async () => {
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The hosts of the allow-list file once the background work due now is done (comments left out). */
async function listed() {
  await api.settle();
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
}

let seq = 0;
/** A request of `who`'s for a site of its own. */
async function ask(who = 'student1', address = `https://www.study-${++seq}-${Date.now()}.co.kr/lecture?id=3`) {
  const res = await api.request('POST', '/firewall/', { token: token[who], body: { address, reason: '인강 수강' } });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; host: string; status: string };
}
const decide = (rid: number, body: Record<string, unknown>, who = 'teacher1') =>
  api.request('POST', `/staff/firewall/${rid}/decision/`, { token: token[who], body });

const unread = async (userId: number) => {
  await api.settle();
  return api.db
    .select()
    .from(alarms)
    .where(and(eq(alarms.userId, userId), isNull(alarms.readAt)));
};

describe('asking for a website', () => {
  it.each([
    ['not a web address', 'hello world', '띄어쓰기'],
    ['javascript:', 'javascript:alert(1)', '웹사이트 주소 형식이 아닙니다'],
    ['ftp', 'ftp://files.example.com', 'http:// 또는 https://'],
    ['localhost', 'http://localhost:3000/admin', '내부망'],
    ['127/8', '127.0.0.1', '내부망'],
    ['127/8 spelled as a number', 'http://2130706433/', '내부망'],
    ['10/8', 'http://10.0.0.5/', '내부망'],
    ['172.16/12', '172.20.1.1', '내부망'],
    ['192.168/16', 'https://192.168.0.1/login', '내부망'],
    ['169.254/16', '169.254.169.254', '내부망'],
    ['::1', 'http://[::1]/', '내부망'],
    ['fc00::/7', 'http://[fd12:3456::1]/', '내부망'],
    ['mapped private IPv4', 'http://[::ffff:10.0.0.1]/', '내부망'],
    ['.local', 'printer.local', '내부망'],
    ['a single name', 'intranet', '도메인까지'],
  ])('refuses %s with a Korean reason beside the field', async (_name, address, words) => {
    const res = await api.request('POST', '/firewall/', { token: token.student1, body: { address, reason: '필요해요' } });
    expectError(res, 400, 'BAD_REQUEST');
    expect(res.body.message).toContain(words);
    expect(res.body.fieldErrors.address[0]).toContain(words);
  });

  it('refuses an empty address and reason in Korean', async () => {
    const res = await api.request('POST', '/firewall/', { token: token.student1, body: { address: ' ', reason: '' } });
    expectError(res, 400);
    expect(res.body.fieldErrors).toMatchObject({ address: ['사이트 주소를 입력해 주세요.'], reason: ['사유를 입력해 주세요.'] });
  });

  it('keeps what she typed and files the host in lower case, a Korean domain as punycode', async () => {
    const made = await ask('student2', 'https://WWW.한국어강의.kr/수업?x=1');
    expect(made).toMatchObject({ status: 'pending', host: 'www.xn--939amzz64cbqbq66a.kr' });
    const mine = await api.request('GET', '/firewall/', { token: token.student2 });
    expect(mine.body.requests[0]).toMatchObject({ id: made.id, address: 'https://WWW.한국어강의.kr/수업?x=1', status: 'pending' });
  });

  it('refuses the same site twice while it waits, and a site already allowed for her', async () => {
    const made = await ask('student3');
    expectError(
      await api.request('POST', '/firewall/', { token: token.student3, body: { address: `http://${made.host}/other`, reason: '또' } }),
      409,
      'FIREWALL_ALREADY_REQUESTED',
    );
    // www.ebsi.co.kr is allowed for student1 for good in the demo seed.
    expectError(
      await api
        .request('POST', '/firewall/', { token: token.student1, body: { address: 'ebsi.co.kr', reason: '강의' } })
        .then(async () =>
          api.request('POST', '/firewall/', { token: token.student1, body: { address: 'www.ebsi.co.kr', reason: '강의' } }),
        ),
      409,
      'FIREWALL_ALREADY_ALLOWED',
    );
  });

  it('holds her to five open requests at once', async () => {
    const open = (await api.request('GET', '/firewall/', { token: token.student2 })).body.requests.filter(
      (r: { status: string }) => r.status === 'pending',
    ).length;
    const made = [];
    for (let i = open; i < 5; i++) made.push(await ask('student2'));
    expectError(
      await api.request('POST', '/firewall/', { token: token.student2, body: { address: 'www.sixth-site.co.kr', reason: '하나 더' } }),
      409,
      'FIREWALL_TOO_MANY_PENDING',
    );
    for (const m of made) await api.request('DELETE', `/firewall/${m.id}/`, { token: token.student2 });
  });

  it('tells the teachers a request came', async () => {
    const before = (await unread(id.teacher1!)).length;
    await ask('student3');
    const after = await unread(id.teacher1!);
    expect(after.length).toBe(before + 1);
    expect(after.some((a) => a.title === '이유나 학생이 사이트 허용을 요청했습니다.')).toBe(true);
  });

  it('asks no teacher any more once one has decided, or she has withdrawn it', async () => {
    const asking = async () => (await unread(id.admin!)).filter((a) => a.title === '이유나 학생이 사이트 허용을 요청했습니다.').length;
    const before = await asking();
    const decided = await ask('student3');
    const withdrawn = await ask('student3');
    expect(await asking()).toBe(before + 2);
    expect((await decide(decided.id, { decision: 'approve' })).status).toBe(200);
    expect(await asking()).toBe(before + 1);
    expect((await api.request('DELETE', `/firewall/${withdrawn.id}/`, { token: token.student3 })).status).toBe(204);
    expect(await asking()).toBe(before);
  });
});

describe('who may see and decide', () => {
  it('answers 404 for another student’s request, and for a request that does not exist', async () => {
    const mine = await ask('student1');
    expectError(await api.request('DELETE', `/firewall/${mine.id}/`, { token: token.student3 }), 404, 'NOT_FOUND');
    expectError(await decide(999_999, { decision: 'approve' }), 404, 'NOT_FOUND');
    const other = await api.request('GET', '/firewall/', { token: token.student3 });
    expect(other.body.requests.map((r: { id: number }) => r.id)).not.toContain(mine.id);
    // Withdrawn by her, it is gone; a second withdrawal finds nothing.
    expect((await api.request('DELETE', `/firewall/${mine.id}/`, { token: token.student1 })).status).toBe(204);
    expectError(await api.request('DELETE', `/firewall/${mine.id}/`, { token: token.student1 }), 404, 'NOT_FOUND');
  });

  it('lets no student or parent decide or see the staff list, and no parent or teacher ask', async () => {
    const mine = await ask('student1');
    expectError(await decide(mine.id, { decision: 'approve' }, 'student1'), 404, 'ROUTE_NOT_FOUND');
    expectError(await decide(mine.id, { decision: 'approve' }, 'parent1'), 404, 'ROUTE_NOT_FOUND');
    expectError(await api.request('GET', '/staff/firewall/', { token: token.student1 }), 404, 'ROUTE_NOT_FOUND');
    expectError(await api.request('GET', '/firewall/', { token: token.parent1 }), 404, 'ROUTE_NOT_FOUND');
    expectError(
      await api.request('POST', '/firewall/', { token: token.teacher1, body: { address: 'a.co.kr', reason: 'x' } }),
      404,
      'ROUTE_NOT_FOUND',
    );
    const still = await api.request('GET', '/firewall/', { token: token.student1 });
    expect(still.body.requests.find((r: { id: number }) => r.id === mine.id).status).toBe('pending');
  });

  it('lists the waiting requests oldest first for staff, with the allow-list', async () => {
    const res = await api.request('GET', '/staff/firewall/', { token: token.admin });
    expect(res.status).toBe(200);
    const times = res.body.pending.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(res.body.pending.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(res.body.allowed.map((a: { host: string }) => a.host)).toEqual(expect.arrayContaining(['www.ebsi.co.kr', 'megastudy.net']));
    // An approval past its day is off the list.
    expect(res.body.allowed.map((a: { host: string }) => a.host)).not.toContain('www.mimacstudy.com');
  });

  it('asks for a reason to reject, and a day from today on for a period', async () => {
    const mine = await ask('student1');
    const noReason = await decide(mine.id, { decision: 'reject' });
    expectError(noReason, 400);
    expect(noReason.body.fieldErrors.reason).toEqual(['반려 사유를 입력해 주세요.']);
    const past = await decide(mine.id, { decision: 'approve', until: addDays(seoulDate(api.clock.now()), -1) });
    expectError(past, 400);
    expect(past.body.fieldErrors.until).toEqual(['허용 기간은 오늘 이후 날짜로 골라 주세요.']);
    await decide(mine.id, { decision: 'reject', reason: '학습과 관련이 없어요.' });
    expectError(await decide(mine.id, { decision: 'approve' }), 409, 'FIREWALL_ALREADY_DECIDED');
  });
});

describe('a student who leaves', () => {
  it('has her open requests withdrawn and her sites taken off the list (an audit found them still approvable)', async () => {
    const allowed = await ask('student5');
    expect((await decide(allowed.id, { decision: 'approve' })).status).toBe(200);
    const waiting = await ask('student5');
    expect(await listed()).toContain(allowed.host);
    const asking = async () => (await unread(id.teacher1!)).filter((a) => a.subject === `firewall:${waiting.id}:decision`).length;
    expect(await asking()).toBe(1);
    const off = await api.request('PUT', `/staff/people/${id.student5}/active/`, { token: token.admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      expect(await listed()).not.toContain(allowed.host);
      const staff = await api.request('GET', '/staff/firewall/', { token: token.teacher1 });
      expect(staff.body.pending.map((r: { id: number }) => r.id)).not.toContain(waiting.id);
      expect(staff.body.allowed.map((a: { requestId: number }) => a.requestId)).not.toContain(allowed.id);
      expectError(await decide(waiting.id, { decision: 'approve' }), 404, 'NOT_FOUND');
      expect(await asking()).toBe(0);
      expect(await listed()).not.toContain(waiting.host);
      // Another student's sites stay.
      expect(await listed()).toContain('www.ebsi.co.kr');
    } finally {
      await api.request('PUT', `/staff/people/${id.student5}/active/`, { token: token.admin, body: { active: true } });
      await signInAll(api, ['student5'], token, id);
    }
  });
});

describe('the allow-list file', () => {
  it('is written from the seed at start: one host per line under a comment header, expired ones left out', async () => {
    const hosts = await listed();
    expect(hosts).toEqual(expect.arrayContaining(['www.ebsi.co.kr', 'megastudy.net', 'www.kice.re.kr']));
    expect(hosts).not.toContain('www.mimacstudy.com');
    expect(hosts).not.toContain('www.youtube.com');
    expect(hosts).toEqual([...new Set(hosts)].sort());
    expect(readFileSync(file, 'utf8')).toMatch(/^# .+\n# generated \d{4}-\d\d-\d\dT/);
  });

  it('gains a site when it is approved for good, and tells her', async () => {
    const mine = await ask('student1');
    const res = await decide(mine.id, { decision: 'approve' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', allowedUntil: null, decidedBy: { id: id.teacher1, name: '정우진' } });
    expect(await listed()).toContain(mine.host);
    const alarm = (await unread(id.student1!)).find((a) => a.title === `요청한 사이트(${mine.host})가 허용되었습니다.`);
    expect(alarm).toMatchObject({ body: '기간 제한 없이 허용되었습니다.', link: '/mypage/security' });
    const page = await api.request('GET', '/firewall/', { token: token.student1 });
    expect(page.body.allowed.map((a: { host: string }) => a.host)).toContain(mine.host);
  });

  it('leaves a rejected site out, and tells her why', async () => {
    const mine = await ask('student1');
    expect((await decide(mine.id, { decision: 'reject', reason: '게임 사이트는 안 돼요.' })).status).toBe(200);
    expect(await listed()).not.toContain(mine.host);
    const alarm = (await unread(id.student1!)).find((a) => a.title === `요청한 사이트(${mine.host})가 반려되었습니다.`);
    expect(alarm?.body).toBe('사유: 게임 사이트는 안 돼요.');
  });

  it('loses a site a teacher takes back, and she hears it', async () => {
    const mine = await ask('student1');
    const approved = await decide(mine.id, { decision: 'approve' });
    expect(approved.status, approved.text).toBe(200);
    expect(await listed()).toContain(mine.host);
    expectError(
      await api.request('POST', `/staff/firewall/${mine.id}/revoke/`, { token: token.student1, body: {} }),
      404,
      'ROUTE_NOT_FOUND',
    );
    const res = await api.request('POST', `/staff/firewall/${mine.id}/revoke/`, { token: token.admin, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', expired: true, revoked: true });
    expect(await listed()).not.toContain(mine.host);
    // She reads it as taken back, not as its period over (an audit: it said 기간 만료).
    const page = await api.request('GET', '/firewall/', { token: token.student1 });
    expect(page.body.requests.find((r: { id: number }) => r.id === mine.id)).toMatchObject({ expired: true, revoked: true });
    const alarm = (await unread(id.student1!)).find((a) => a.title === `허용했던 사이트(${mine.host})를 선생님이 해제했습니다.`);
    expect(alarm).toBeDefined();
    expectError(
      await api.request('POST', `/staff/firewall/${mine.id}/revoke/`, { token: token.admin, body: {} }),
      409,
      'FIREWALL_NOT_ALLOWED',
    );
    expectError(await api.request('POST', '/staff/firewall/999999/revoke/', { token: token.admin, body: {} }), 404, 'NOT_FOUND');
    // Taken back, she may ask again (and withdraws it: her open requests are limited).
    const again = await ask('student1', mine.host);
    expect((await api.request('DELETE', `/firewall/${again.id}/`, { token: token.student1 })).status).toBe(204);
  });

  it('is replaced whole by a rename, never written in place, and leaves no temporary file', async () => {
    await listed();
    const before = statSync(file).ino;
    const mine = await ask('student1');
    await decide(mine.id, { decision: 'approve' });
    expect(await listed()).toContain(mine.host);
    expect(statSync(file).ino).not.toBe(before);
    expect(readdirSync(path.dirname(file))).toEqual(['allowlist.txt']);
  });

  it('is written by every API instance into its own file, whichever ran the job (an audit found the other one stale)', async () => {
    const otherFile = path.join(dir, 'other', 'allowlist.txt');
    const other = await startSecondInstance(api, { config: { firewallAllowListFile: otherFile } });
    try {
      const hostsThere = () =>
        readFileSync(otherFile, 'utf8')
          .split('\n')
          .filter((l) => l && !l.startsWith('#'));
      // Written when it starts.
      expect(hostsThere()).toEqual(await listed());
      const mine = await ask('student1');
      expect((await decide(mine.id, { decision: 'approve' })).status).toBe(200);
      expect(await listed()).toContain(mine.host); // the first instance's worker ran the job
      await expect.poll(hostsThere, { timeout: 5_000 }).toContain(mine.host);
      expect((await api.request('POST', `/staff/firewall/${mine.id}/revoke/`, { token: token.admin, body: {} })).status).toBe(200);
      expect(await listed()).not.toContain(mine.host);
      await expect.poll(hostsThere, { timeout: 5_000 }).not.toContain(mine.host);
    } finally {
      await other.close();
    }
  });

  // Last: it moves the clock a day on.
  it('drops a period approval once its day is over, by itself', async () => {
    const mine = await ask('student1');
    const today = seoulDate(api.clock.now());
    const res = await decide(mine.id, { decision: 'approve', until: today });
    expect(res.status, res.text).toBe(200);
    expect(Date.parse(res.body.allowedUntil)).toBe(Date.parse(`${addDays(today, 1)}T00:00:00+09:00`));
    expect(await listed()).toContain(mine.host);
    api.clock.set(new Date(Date.parse(res.body.allowedUntil) + 1_000));
    expect(await listed()).not.toContain(mine.host);
    // The day moved on: sign in again (the access tokens of the morning have expired).
    await signInAll(api, ['student1'], token, id);
    const page = await api.request('GET', '/firewall/', { token: token.student1 });
    expect(page.body.requests.find((r: { id: number }) => r.id === mine.id)).toMatchObject({
      status: 'approved',
      expired: true,
      revoked: false,
    });
    expect(page.body.allowed.map((a: { host: string }) => a.host)).not.toContain(mine.host);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect';
import { startTestApi, type TestApi } from '../../test/harness';
import { signIn } from '../reservations/test-support';
import { peopleRepository, StaleImport } from './repository';
import { saveStudent } from './test-support';

/*
 * A new school year: the office uploads its roster again, returning students with their new 반 and
 * 호실. A student already here, named by her id and her name, is changed instead of refused (an audit:
 * every returning student was "이미 있는 계정", to be edited one by one).
 */
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = (await signIn(api, 'admin')).token;
});
afterAll(async () => {
  await api?.close();
});

const header = '이름\t아이디\t반\t호실\t입소일\t퇴소일\t학생 연락처\t학부모 이름\t학부모 아이디\t학부모 연락처\t관계';
const sheet = (...rows: string[]) => ({ text: [header, ...rows].join('\n') });
type Row = { line: number; action: string; changes: string[]; parent: string; errors: string[] };

async function studentNamed(username: string) {
  const found = await api.request('GET', `/staff/people/?category=student&q=${username}&status=all`, { token: admin });
  return found.body.results.find((p: { username: string }) => p.username === username);
}

describe('an import of students already here', () => {
  it('previews what each row changes, a row naming her parent again as nothing to do, and refuses another girl’s id', async () => {
    const res = await api.request('POST', '/staff/people/import/preview/', {
      token: admin,
      body: sheet(
        '김하린\tstudent1\t3반\t502호\t2026-03-03\t\t\t\tparent1\t\t어머니',
        '김서아\tstudent2\t\t\t\t\t\t\t\t\t',
        '김서아\tstudent3\t2반\t\t\t\t\t\t\t\t',
        '정우진\tteacher1\t1반\t\t\t\t\t\t\t\t',
        '황보새봄\tsaebom27\t1반\t301호\t2027-03-02\t\t\t\t\t\t',
      ),
    });
    expect(res.status, res.text).toBe(200);
    const rows = res.body.rows as Row[];
    expect(rows[0]).toMatchObject({
      action: 'update',
      changes: ['반 1반 → 3반', expect.stringMatching(/^호실 .+ → 502호$/), expect.stringMatching(/^입소일 .+ → 2026\.03\.03$/)],
      // parent1 is her mother already.
      parent: 'none',
      errors: [],
    });
    expect(rows[1]).toMatchObject({ action: 'same', changes: [], errors: [] });
    expect(rows[2]!.errors).toEqual(['아이디 student3은 이유나 학생의 계정입니다. 이름과 아이디를 확인해 주세요.']);
    expect(rows[3]!.errors).toEqual(['아이디 teacher1은 학생이 아닌 계정이 쓰고 있습니다.']);
    expect(rows[4]).toMatchObject({ action: 'new', errors: [] });
    // What it would import as it is; the two rows to fix apart.
    expect(res.body).toMatchObject({ students: 1, updates: 1, errorRows: 2 });
  });

  it('changes her class, room and stay in the one transaction of the new accounts, and writes it in her history', async () => {
    const done = await api.request('POST', '/staff/people/import/', {
      token: admin,
      body: sheet('김하린\tstudent1\t3반\t502호\t2026-03-03\t\t\t\t\t\t', '황보새봄\tsaebom27\t1반\t301호\t2027-03-02\t\t\t\t\t\t'),
    });
    expect(done.status, done.text).toBe(201);
    expect(done.body.created.map((c: { username: string }) => c.username)).toEqual(['saebom27']);
    expect(done.body.updated).toEqual([
      { name: '김하린', username: 'student1', changes: expect.stringMatching(/^반 1반 → 3반, 호실 .+ → 502호, 입소일 .+ → 2026\.03\.03$/) },
    ]);
    const harin = await studentNamed('student1');
    expect(harin).toMatchObject({ className: '3반', room: '502호', admittedOn: '2026-03-03', active: true });
    // Her parent is still hers: an empty cell leaves what she had.
    expect(harin.links.map((l: { username: string }) => l.username)).toContain('parent1');
    const history = await api.request('GET', `/staff/people/${harin.id}/history/`, { token: admin });
    expect(history.body.results[0]).toMatchObject({ action: 'updated', detail: '반, 호실, 입소일', actorName: '최현수' });
  });

  it('keeps her stay one: no 입소일 ahead for a student here now, and no new 입소일 after the 퇴소일 she keeps', async () => {
    const seoyun = await studentNamed('student5');
    const saved = await saveStudent(api, admin, seoyun.id, { dischargedOn: '2027-02-28' });
    expect(saved.status, saved.text).toBe(200);
    const res = await api.request('POST', '/staff/people/import/preview/', {
      token: admin,
      body: sheet(`${seoyun.name}\tstudent5\t3반\t\t2027-03-02\t\t\t\t\t\t`, '김서아\tstudent2\t\t\t2099-03-02\t\t\t\t\t\t'),
    });
    expect((res.body.rows as Row[]).map((r) => r.errors)).toEqual([
      ['지금 퇴소일(2027.02.28)이 새 입소일보다 빠릅니다. 퇴소일도 함께 적어 주세요.'],
      ['지금 머무는 학생의 입소일을 앞날로 바꾸면 그날까지 예약할 수 없습니다. 입소일 칸을 비워 두세요.'],
    ]);
  });

  it('refuses a student whose account is switched off, until she is switched on again', async () => {
    const yuna = await studentNamed('student3');
    expect((await api.request('PUT', `/staff/people/${yuna.id}/active/`, { token: admin, body: { active: false } })).status).toBe(200);
    const refused = await api.request('POST', '/staff/people/import/', {
      token: admin,
      body: sheet('이유나\tstudent3\t2반\t\t\t\t\t\t\t\t'),
    });
    expectError(refused, 422, 'IMPORT_INVALID');
    expect(refused.body.fieldErrors.rows).toEqual(['2행: 사용 중지된 계정입니다. 사람 관리에서 다시 사용하게 한 뒤 올려 주세요.']);
    expect((await studentNamed('student3')).className).toBe('1반');
  });

  it('writes nothing when another admin saved a student after the import read her (her save is kept)', async () => {
    const harin = await studentNamed('student1');
    // The import read her record (its version) and then made its passwords; meanwhile another admin saves her.
    const read = (await api.request('GET', `/staff/people/${harin.id}/`, { token: admin })).body;
    const saved = await saveStudent(api, admin, harin.id, { room: '909호' });
    expect(saved.status, saved.text).toBe(200);
    const repo = peopleRepository(api.db);
    const refused = await repo
      .importAll(
        [],
        [
          {
            write: { username: 'stale.import.kid', name: '새학생', email: null, phone: null },
            passwordHash: 'x',
            parent: null,
            relation: '보호자',
          },
        ],
        harin.id,
        [
          {
            id: harin.id,
            basedOn: read.updatedAt,
            write: { username: read.username, name: read.name, email: null, phone: read.phone, room: read.room, className: '7반' },
            changed: '반',
            parent: null,
            relation: '보호자',
          },
        ],
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(refused).toBeInstanceOf(StaleImport);
    const now = await studentNamed('student1');
    expect([now.room, now.className]).toEqual(['909호', harin.className]);
    expect(await studentNamed('stale.import.kid')).toBeUndefined();
  });
});

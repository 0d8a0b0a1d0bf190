import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, HANGUL } from '../../test/expect';
import { pdfBytes, upload } from '../../test/files';
import { signInAll, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'student3', 'parent1', 'parent2', 'teacher1', 'admin'], token, id);
});
afterAll(async () => {
  api?.app.server.closeAllConnections();
  await api?.close();
});

/** A zip of the given entries (stored, no compression), as an office suite or a 한글 writes one. */
function zipOf(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(0, 14); // CRC left 0: file-type and this test do not check it
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const DOCX_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
/** The start of an OLE compound file (what HWP 5 files are). */
const hwpBytes = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(5000, 0)]);

const share = async (who: string, name: string, bytes: Buffer, body: Record<string, unknown> = {}) => {
  const file = await upload(api, token[who], { name, bytes }, 'library-file');
  expect(file.status, file.text).toBe(201);
  const res = await api.request('POST', '/staff/library/', {
    token: token[who],
    body: { title: name.replace(/\.[^.]+$/, ''), category: 'korean', description: '', attachmentId: file.body.id, ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; title: string; file: { id: string; name: string; size: number; contentType: string } };
};
const download = (fileId: string, who: string) => api.request('GET', `/files/${fileId}/`, { token: token[who], raw: true });

describe('a shared file', () => {
  it('is uploaded and described by a teacher, and listed and downloaded by students and parents with its Korean name', async () => {
    const bytes = pdfBytes();
    const item = await share('teacher1', '2027 수능 국어 EBS 연계 작품 정리.pdf', bytes, {
      title: 'EBS 연계 작품 정리',
      description: '현대시·고전시가 연계 작품 40편',
    });
    expect(item).toMatchObject({
      title: 'EBS 연계 작품 정리',
      file: { name: '2027 수능 국어 EBS 연계 작품 정리.pdf', contentType: 'application/pdf' },
    });
    for (const who of ['student1', 'student3', 'parent1', 'parent2', 'admin']) {
      const list = await api.request('GET', '/library/?category=korean&q=EBS 연계&pageSize=100', { token: token[who] });
      expect(list.status, list.text).toBe(200);
      expect(
        list.body.results.map((r: { id: number }) => r.id),
        who,
      ).toContain(item.id);
      const got = await download(item.file.id, who);
      expect(got.status, who).toBe(200);
      expect(got.bytes!.equals(bytes)).toBe(true);
      expect(decodeURIComponent(got.headers.get('content-disposition')!.split("UTF-8''")[1]!)).toBe(
        '2027 수능 국어 EBS 연계 작품 정리.pdf',
      );
    }
    const one = await api.request('GET', `/library/${item.id}/`, { token: token.parent1 });
    expect(one.body).toMatchObject({
      id: item.id,
      category: 'korean',
      description: '현대시·고전시가 연계 작품 40편',
      uploadedBy: expect.stringMatching(HANGUL),
    });
  });

  it('is found by category and by words of its title or description, and pages with nextPageToken', async () => {
    const a = await share('teacher1', '영어 빈칸 추론 유형 정리.pdf', pdfBytes(), {
      category: 'english',
      description: '심화반 전용 빈칸 추론 12유형',
    });
    const b = await share('teacher1', '영어 순서 배열 연습.pdf', pdfBytes(), { category: 'english', description: '순서 배열 50%_특강' });
    const english = await api.request('GET', '/library/?category=english&pageSize=100', { token: token.student1 });
    expect(english.body.results.every((r: { category: string }) => r.category === 'english')).toBe(true);
    const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((r) => r.id);
    expect(ids(await api.request('GET', `/library/?q=${encodeURIComponent('빈칸 심화반')}`, { token: token.student1 }))).toEqual([a.id]);
    // % and _ are plain characters in a search.
    expect(ids(await api.request('GET', `/library/?q=${encodeURIComponent('50%_')}`, { token: token.student1 }))).toEqual([b.id]);
    expect(ids(await api.request('GET', `/library/?q=${encodeURIComponent('%')}`, { token: token.student1 }))).toEqual([b.id]);
    const first = await api.request('GET', '/library/?category=english&pageSize=1', { token: token.student1 });
    expect(first.body).toMatchObject({ results: [{ id: b.id }], nextPageToken: 1 });
    const second = await api.request('GET', '/library/?category=english&pageSize=1&pageToken=1', { token: token.student1 });
    expect(second.body.results[0].id).toBe(a.id);
    expectError(await api.request('GET', '/library/?category=music', { token: token.student1 }), 400, 'BAD_REQUEST');
  });

  it('is edited and deleted by staff; after deletion nobody but its uploader can download it', async () => {
    const item = await share('teacher1', '수학 Ⅱ 미적분 기출 변형 30제.pdf', pdfBytes(), { category: 'math' });
    const edited = await api.request('PUT', `/staff/library/${item.id}/`, {
      token: token.admin,
      body: { title: '수학 Ⅱ 기출 변형 30제 (해설 포함)', category: 'math', description: '정답과 해설이 뒤에 있습니다.' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ title: '수학 Ⅱ 기출 변형 30제 (해설 포함)', file: { id: item.file.id } });
    const empty = await api.request('PUT', `/staff/library/${item.id}/`, {
      token: token.admin,
      body: { title: ' ', category: 'math', description: '' },
    });
    expectError(empty, 400, 'BAD_REQUEST');
    expect(empty.body.fieldErrors.title).toEqual(['제목을 입력해 주세요.']);
    expect((await api.request('DELETE', `/staff/library/${item.id}/`, { token: token.teacher1 })).status).toBe(204);
    expectError(await api.request('GET', `/library/${item.id}/`, { token: token.student1 }), 404, 'NOT_FOUND');
    expectError(await download(item.file.id, 'student1'), 404, 'NOT_FOUND');
    expectError(await api.request('DELETE', `/staff/library/${item.id}/`, { token: token.teacher1 }), 404, 'NOT_FOUND');
    expectError(
      await api.request('PUT', `/staff/library/${item.id}/`, {
        token: token.admin,
        body: { title: 'x', category: 'math', description: '' },
      }),
      404,
    );
  });

  it('refuses an edit made over another teacher’s since it was opened, and keeps theirs', async () => {
    const item = await share('teacher1', '비문학 독해 주간 과제.pdf', pdfBytes(), { category: 'korean' });
    const opened = await api.request('GET', `/library/${item.id}/`, { token: token.teacher1 });
    const version = opened.body.updatedAt as string;
    // Her save lands in a later millisecond than the version both opened (the version keeps milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refiled = await api.request('PUT', `/staff/library/${item.id}/`, {
      token: token.admin,
      body: { title: '비문학 독해 주간 과제', category: 'admission', description: '', updatedAt: version },
    });
    expect(refiled.status, refiled.text).toBe(200);
    expect(refiled.body.updatedAt).not.toBe(version);
    const late = await api.request('PUT', `/staff/library/${item.id}/`, {
      token: token.teacher1,
      body: { title: '비문학 독해 주간 과제 (3월)', category: 'korean', description: '', updatedAt: version },
    });
    expectError(late, 409, 'EDIT_CONFLICT');
    const now = await api.request('GET', `/library/${item.id}/`, { token: token.teacher1 });
    expect(now.body).toMatchObject({ title: '비문학 독해 주간 과제', category: 'admission', updatedAt: refiled.body.updatedAt });
    // Made from the version she reads now, her title goes in and their category stays.
    const again = await api.request('PUT', `/staff/library/${item.id}/`, {
      token: token.teacher1,
      body: { title: '비문학 독해 주간 과제 (3월)', category: 'admission', description: '', updatedAt: now.body.updatedAt },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ title: '비문학 독해 주간 과제 (3월)', category: 'admission' });
    // A removed item is still not found, with or without a version.
    expect((await api.request('DELETE', `/staff/library/${item.id}/`, { token: token.teacher1 })).status).toBe(204);
    expectError(
      await api.request('PUT', `/staff/library/${item.id}/`, {
        token: token.teacher1,
        body: { title: 'x', category: 'admission', description: '', updatedAt: again.body.updatedAt },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('is staff work only: students and parents cannot upload, share, edit or delete (404 or 400)', async () => {
    const item = await share('admin', '입시 설명회 자료.pdf', pdfBytes(), { category: 'admission' });
    for (const who of ['student1', 'parent1']) {
      const up = await upload(api, token[who], { name: 'a.pdf', bytes: pdfBytes() }, 'library-file');
      expectError(up, 400, 'BAD_REQUEST');
      expect(up.body.fieldErrors.purpose).toEqual(['자료 파일은 올릴 수 없습니다.']);
      expectError(await api.request('POST', '/staff/library/', { token: token[who], body: {} }), 404, 'ROUTE_NOT_FOUND');
      expectError(await api.request('PUT', `/staff/library/${item.id}/`, { token: token[who], body: {} }), 404, 'ROUTE_NOT_FOUND');
      expectError(await api.request('DELETE', `/staff/library/${item.id}/`, { token: token[who] }), 404, 'ROUTE_NOT_FOUND');
    }
    expectError(await api.request('GET', '/library/', {}), 401, 'UNAUTHENTICATED');
  });

  it('cannot be another teacher’s upload or a missing file (nothing is shared), and needs a file', async () => {
    const theirs = await upload(api, token.admin, { name: 'a.pdf', bytes: pdfBytes() }, 'library-file');
    const body = { title: '남의 파일', category: 'life', description: '' };
    expectError(
      await api.request('POST', '/staff/library/', { token: token.teacher1, body: { ...body, attachmentId: theirs.body.id } }),
      404,
      'NOT_FOUND',
    );
    const list = await api.request('GET', `/library/?q=${encodeURIComponent('남의 파일')}`, { token: token.teacher1 });
    expect(list.body.results).toEqual([]);
    const none = await api.request('POST', '/staff/library/', { token: token.teacher1, body: { ...body, attachmentId: '' } });
    expectError(none, 400, 'BAD_REQUEST');
    expect(none.body.fieldErrors.attachmentId).toEqual(['파일을 올려 주세요.']);
  });
});

describe('the types a library file may be', () => {
  it('takes a Word file by its content, a HWP (an OLE file) and a HWPX (a zip) by their names, keeping the extension', async () => {
    const docx = await upload(
      api,
      token.teacher1,
      {
        name: '영어 단어장.docx',
        bytes: zipOf([
          ['[Content_Types].xml', DOCX_TYPES],
          ['word/document.xml', '<w/>'],
        ]),
      },
      'library-file',
    );
    expect(docx.body).toMatchObject({
      name: '영어 단어장.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const hwp = await upload(api, token.teacher1, { name: '가정통신문.hwp', bytes: hwpBytes() }, 'library-file');
    expect(hwp.body).toMatchObject({ name: '가정통신문.hwp', contentType: 'application/x-cfb' });
    const hwpx = await upload(
      api,
      token.teacher1,
      {
        name: '학습 계획표.HWPX',
        bytes: zipOf([
          ['mimetype', 'application/hwp+zip'],
          ['Contents/section0.xml', '<x/>'],
        ]),
      },
      'library-file',
    );
    expect(hwpx.body).toMatchObject({ name: '학습 계획표.hwpx', contentType: 'application/zip' });
    const zip = await upload(api, token.teacher1, { name: '기출 모음.jar', bytes: zipOf([['a.txt', 'hello']]) }, 'library-file');
    expect(zip.body.name).toBe('기출 모음.zip');
  });

  it('refuses an OLE file that is not named .hwp, HTML, and bytes of no known type (415, naming what it takes)', async () => {
    for (const [name, bytes] of [
      ['옛 워드.doc', hwpBytes()],
      ['page.pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['noise.hwp', Buffer.alloc(6000, 7)],
    ] as const) {
      const res = await upload(api, token.teacher1, { name, bytes }, 'library-file');
      expectError(res, 415, 'FILE_TYPE_NOT_ALLOWED');
      expect(res.body.message, name).toBe(
        name === '옛 워드.doc'
          ? '자료는 PDF, 한글(HWP, HWPX), 워드·엑셀·파워포인트, ZIP, 사진, MP3만 올릴 수 있습니다.'
          : `${name.split('.').pop()!.toUpperCase()} 파일로 읽을 수 없습니다. 파일이 손상되었거나 이름과 다른 종류의 파일이에요. 다시 저장해 올려 주세요.`,
      );
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { startTestApi, type TestApi, signInAll } from '../../test/harness';
import { expectError } from '../../test/expect';
import { familyRepository } from './repository';
import { familyService } from './service';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'student2', 'student3', 'parent1', 'parent2', 'teacher1'], token, id);
});
afterAll(() => api?.close());

describe('children', () => {
  it('lists a parent’s linked children, and a student herself', async () => {
    const parent = await api.request('GET', '/accounts/children/', { token: token.parent1 });
    expect(parent.status).toBe(200);
    expect(parent.body.results.map((s: { username: string }) => s.username).sort()).toEqual(['student1', 'student2']);
    const student = await api.request('GET', '/accounts/children/', { token: token.student1 });
    expect(student.body.results).toEqual([expect.objectContaining({ username: 'student1', name: '김하린' })]);
  });

  it('is not there for staff or the signed out', async () => {
    expectError(await api.request('GET', '/accounts/children/', { token: token.teacher1 }), 404);
    expectError(await api.request('GET', '/accounts/children/'), 401);
  });
});

describe('student scope', () => {
  const scope = () => familyService(familyRepository(api.db));
  const caller = (u: string) => ({ id: id[u]!, category: u.replace(/\d+$/, '') as 'student', familyId: 'x' });
  const notFound = expect.objectContaining({ code: 'NOT_FOUND' });

  it('gives a student only herself', async () => {
    await expect(scope().studentScope(caller('student1'))).resolves.toBe(id.student1);
    await expect(scope().studentScope(caller('student1'), id.student1)).resolves.toBe(id.student1);
    await expect(scope().studentScope(caller('student1'), id.student2)).rejects.toEqual(notFound);
  });

  it('gives a parent only her linked children, the first by default', async () => {
    await expect(scope().studentScope(caller('parent1'), id.student2)).resolves.toBe(id.student2);
    await expect(scope().studentScope(caller('parent1'))).resolves.toBeTypeOf('number');
    await expect(scope().studentScope(caller('parent1'), id.student3)).rejects.toBeInstanceOf(AppError);
    await expect(scope().studentScope(caller('parent2'), id.student1)).rejects.toEqual(notFound);
  });

  it('gives staff any student they name, and nobody who is not a student', async () => {
    await expect(scope().studentScope(caller('teacher1'), id.student3)).resolves.toBe(id.student3);
    await expect(scope().studentScope(caller('teacher1'))).rejects.toEqual(notFound);
    await expect(scope().studentScope(caller('teacher1'), id.parent1)).rejects.toEqual(notFound);
  });
});

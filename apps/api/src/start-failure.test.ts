import { expect, it } from 'vitest';
import { startFailure } from './start-failure';

it('tells an operator in one Korean line what stopped the API and what to do, for the usual causes', () => {
  expect(startFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' }))).toContain(
    'PostgreSQL에 연결하지 못했습니다(ECONNREFUSED). DATABASE_URL',
  );
  expect(startFailure(Object.assign(new Error('database "portal" does not exist'), { code: '3D000' }))).toBe(
    'database "portal" does not exist: 데이터베이스를 먼저 만들어 주세요(예: createdb <이름>).',
  );
  expect(startFailure(Object.assign(new Error("permission denied, mkdir '/srv/data'"), { code: 'EACCES' }))).toContain(
    'DATA_DIR 폴더의 소유자와 권한을 확인해 주세요.',
  );
  expect(startFailure(new Error('Invalid API configuration:\n  PORT: 숫자'))).toContain('설정 값이 잘못되었습니다.');
  expect(
    startFailure(Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:4000'), { code: 'EADDRINUSE' })),
  ).toContain('API가 포트를 쓰지 못했습니다');
  // Anything else is shown as it is.
  expect(startFailure(new Error('something else'))).toBeNull();
});

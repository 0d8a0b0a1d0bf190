/**
 * What an operator reads when the API cannot start: one Korean line with the next step, where the
 * cause is a usual one (a stack trace of pg or fs said nothing she could act on: an audit).
 */
export function startFailure(e: unknown): string | null {
  const { code, message } = e as { code?: string; message?: string };
  if (message?.startsWith('Invalid API configuration')) return `설정 값이 잘못되었습니다.\n${message}`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT')
    return `PostgreSQL에 연결하지 못했습니다(${code}). DATABASE_URL의 주소와 포트, 서버가 켜져 있는지 확인해 주세요.`;
  if (code === '3D000') return `${message}: 데이터베이스를 먼저 만들어 주세요(예: createdb <이름>).`;
  if (code === '28P01' || code === '28000') return `PostgreSQL이 로그인을 거절했습니다. DATABASE_URL의 사용자와 비밀번호를 확인해 주세요.`;
  if (code === 'EADDRINUSE')
    return `API가 포트를 쓰지 못했습니다(${message}). 다른 프로그램이 쓰고 있지 않은지, API_PORT 값을 확인해 주세요.`;
  if (code === 'EACCES' && (e as { syscall?: string }).syscall === 'listen')
    return `API가 포트를 열 권한이 없습니다(${message}). 1024보다 큰 API_PORT를 주세요.`;
  if (code === 'EACCES' || code === 'EPERM' || code === 'ENOTDIR' || code === 'EROFS')
    return `데이터 폴더에 쓸 수 없습니다(${code}: ${message}). DATA_DIR 폴더의 소유자와 권한을 확인해 주세요.`;
  return null;
}

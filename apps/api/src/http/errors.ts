/** Every refusal the API knows: its HTTP status and the Korean message a person sees. */
export const errorCatalogue = {
  BAD_REQUEST: [400, '입력한 내용을 다시 확인해 주세요.'],
  INVALID_JSON: [400, '요청 형식이 올바르지 않습니다.'],
  INVALID_CREDENTIALS: [401, '아이디 또는 비밀번호가 올바르지 않습니다.'],
  UNAUTHENTICATED: [401, '로그인이 필요합니다.'],
  TOKEN_EXPIRED: [401, '로그인이 만료되었습니다. 다시 로그인해 주세요.'],
  INVALID_REFRESH: [401, '로그인이 만료되었습니다. 다시 로그인해 주세요.'],
  REFRESH_REUSED: [401, '보안을 위해 로그아웃되었습니다. 다시 로그인해 주세요.'],
  FORBIDDEN: [403, '이 기능을 사용할 권한이 없습니다.'],
  NOT_FOUND: [404, '요청한 내용을 찾을 수 없습니다.'],
  ROUTE_NOT_FOUND: [404, '요청한 주소를 찾을 수 없습니다.'],
  METHOD_NOT_ALLOWED: [405, '허용되지 않는 요청입니다.'],
  CONFLICT: [409, '이미 처리된 요청입니다.'],
  EXAM_LOCKED: [409, '선생님이 확정한 성적이라 수정하거나 지울 수 없습니다.'],
  EXAM_ALREADY_ENTERED: [409, '이미 입력한 시험입니다. 목록에서 찾아 수정해 주세요.'],
  PLAN_STATE: [409, '지금 상태에서는 할 수 없는 요청입니다.'],
  PAYLOAD_TOO_LARGE: [413, '요청이 너무 큽니다.'],
  UNSUPPORTED_MEDIA_TYPE: [415, '지원하지 않는 요청 형식입니다.'],
  TOO_MANY_ATTEMPTS: [429, '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.'],
  INTERNAL: [500, '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof errorCatalogue;

/** A refusal raised by a service; `http/` turns it into status and body in one place. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? errorCatalogue[code][1]);
    this.status = errorCatalogue[code][0];
  }
}

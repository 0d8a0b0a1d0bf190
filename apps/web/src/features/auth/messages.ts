/** What the login page says for each sign-in error code (next-auth's and ours). */
export const signInErrorMessage: Record<string, string> = {
  CredentialsSignin: '아이디 또는 비밀번호가 올바르지 않습니다.',
  TOO_MANY_ATTEMPTS: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  UNAVAILABLE: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  SessionRequired: '로그인이 필요한 페이지입니다. 로그인해 주세요.',
  SessionExpired: '로그인이 끝났습니다. 다시 로그인하면 쓰던 내용을 이어서 볼 수 있어요.',
  EMPTY: '아이디와 비밀번호를 모두 입력해 주세요.',
};
export const DEFAULT_SIGN_IN_ERROR = '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Only the table's own codes: `?error=__proto__` or `constructor` must not reach an inherited property. */
export const messageForSignInError = (code: string | null | undefined) =>
  code ? (Object.hasOwn(signInErrorMessage, code) ? signInErrorMessage[code]! : DEFAULT_SIGN_IN_ERROR) : null;

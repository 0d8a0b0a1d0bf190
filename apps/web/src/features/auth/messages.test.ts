// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_ERROR, messageForSignInError } from './messages';

describe('messageForSignInError', () => {
  it('answers the Korean message of a known code, the general one for any other, and nothing without a code', () => {
    expect(messageForSignInError('CredentialsSignin')).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
    expect(messageForSignInError('Nonsense')).toBe(DEFAULT_SIGN_IN_ERROR);
    expect(messageForSignInError(null)).toBeNull();
  });

  it.each(['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty'])('treats %s as an unknown code', (code) => {
    expect(messageForSignInError(code)).toBe(DEFAULT_SIGN_IN_ERROR);
  });
});

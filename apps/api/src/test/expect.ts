import { expect } from 'vitest';
import type { TestResponse } from './harness';

/** Hangul syllables: a message fit to show a Korean user contains some. */
export const HANGUL = /[가-힣]/;

/** Asserts the error body every refusal answers with: `{code, message (Korean), fieldErrors?}`, no internals. */
export function expectError(res: TestResponse, status: number, code?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toEqual(expect.objectContaining({ code: code ?? expect.any(String), message: expect.stringMatching(HANGUL) }));
  expectNoInternals(res);
}

/** No stack trace, source path or library name ever reaches a caller. */
export function expectNoInternals(res: TestResponse) {
  expect(res.text).not.toMatch(/\bstack\b/i);
  expect(res.text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(res.text).not.toMatch(/node_modules|\.ts\b|\.js\b|FST_|Error:/);
}

/** The claims of a JWT, read without verifying it (to find the sign-in a token belongs to). */
export function jwtClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { accessTokenRunningOut, opensDocument } from './session-renewal';

/** An unsigned JWT with these claims: the portal only reads them, the API checks signatures. */
const jwt = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('when the portal renews a session before rendering', () => {
  it('renews a token that has run out, or will within a quarter of its life (at most 30 s)', () => {
    // Production: 10 minutes, renewed in its last 30 s.
    const tenMinutes = jwt({ iat: 1000, exp: 1600 });
    expect(accessTokenRunningOut(tenMinutes, 1000)).toBe(false);
    expect(accessTokenRunningOut(tenMinutes, 1569)).toBe(false);
    expect(accessTokenRunningOut(tenMinutes, 1570)).toBe(true);
    expect(accessTokenRunningOut(tenMinutes, 5000)).toBe(true);
    // The e2e run's 6 s: renewed in its last 1.5 s, not on every page.
    const sixSeconds = jwt({ iat: 1000, exp: 1006 });
    expect(accessTokenRunningOut(sixSeconds, 1004)).toBe(false);
    expect(accessTokenRunningOut(sixSeconds, 1004.5)).toBe(true);
  });

  it('leaves alone what it cannot read: the API refuses it, and the browser renews', () => {
    for (const token of ['', 'abc', 'a.b.c', jwt({ exp: 1 }), jwt({ iat: 1 }), jwt({ iat: '1', exp: '2' }), 'a.bnVsbA.c'])
      expect(accessTokenRunningOut(token, 10_000), token).toBe(false);
  });

  it('answers with a redirect only to a page opened in the browser, never to a router fetch or a prefetch', () => {
    const req = (headers: Record<string, string>, method = 'GET', path = '/mypage') =>
      new NextRequest(`http://portal${path}`, { headers, method });
    expect(opensDocument(req({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }))).toBe(true);
    expect(opensDocument(req({}))).toBe(true);
    expect(opensDocument(req({ 'sec-fetch-dest': 'document' }, 'POST'))).toBe(false);
    expect(opensDocument(req({ rsc: '1', 'sec-fetch-dest': 'empty' }))).toBe(false);
    expect(opensDocument(req({ rsc: '1', 'next-router-prefetch': '1' }))).toBe(false);
    expect(opensDocument(req({ 'sec-purpose': 'prefetch', 'sec-fetch-dest': 'document' }))).toBe(false);
    expect(opensDocument(req({ purpose: 'prefetch' }))).toBe(false);
    expect(opensDocument(req({ 'sec-fetch-dest': 'image' }))).toBe(false);
    // next-auth's answers get the headers from the proxy, never a renewal (its session read included).
    expect(opensDocument(req({}, 'GET', '/api/auth/session'))).toBe(false);
    expect(opensDocument(req({ 'sec-fetch-dest': 'document' }, 'GET', '/api/auth/signout'))).toBe(false);
  });
});

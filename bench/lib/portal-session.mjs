// Signing in to the portal as its login form does (next-auth's credentials flow), for the bench's scripts.
import { PASSWORD } from './api.mjs';

/** Name/value pairs of a response's Set-Cookie headers added to `jar` (expired ones removed). */
function takeCookies(res, jar) {
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attrs.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}
const cookieHeader = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * Signs `username` in at the portal `portal` (where this process reaches it) and returns the Cookie
 * header that carries the session (next-auth may split a large session into .0, .1, … chunks).
 * `origin` is the portal's own address (its NEXTAUTH_URL), which the sign-in returns to.
 */
export async function portalSession(portal, username, { origin = portal } = {}) {
  const jar = new Map();
  const csrfRes = await fetch(`${portal}/api/auth/csrf`);
  takeCookies(csrfRes, jar);
  const { csrfToken } = await csrfRes.json();
  const res = await fetch(`${portal}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jar) },
    body: new URLSearchParams({ csrfToken, username, password: PASSWORD, json: 'true', callbackUrl: `${origin}/` }),
  });
  takeCookies(res, jar);
  const session = new Map([...jar].filter(([k]) => /^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(k)));
  if (!session.size)
    throw new Error(
      `signing in ${username} through /api/auth gave no session cookie (HTTP ${res.status}: ${(await res.text()).slice(0, 300)})`,
    );
  const cookie = cookieHeader(session);
  const check = await (await fetch(`${portal}/api/auth/session`, { headers: { cookie } })).json();
  if (!check?.accessToken) throw new Error(`the session of ${username} has no access token: ${JSON.stringify(check).slice(0, 300)}`);
  return cookie;
}

import 'server-only';
import { DEVICE_TOKEN_SEPARATOR } from '@portal/contract';
import { accountSecurityEndpoints } from '@portal/contract/endpoints/account-security';
import type { NextAuthOptions } from 'next-auth';
import { cookies } from 'next/headers';
import CredentialsProvider from 'next-auth/providers/credentials';
import { deviceTokensIn, keepDeviceToken } from './device-tokens';
import { LOGIN_PATH, pathOf } from './routes';
import { servedOverHttps } from './security-headers';
import { SESSION_MAX_AGE } from './session-renewal';
import { fetchEndpoint, readEndpointResponse } from './server-endpoints';

/** Sign-in error codes the login page knows how to say in Korean. */
export const SIGN_IN_ERRORS = ['CredentialsSignin', 'TOO_MANY_ATTEMPTS', 'UNAVAILABLE', 'SessionRequired', 'SessionExpired'] as const;

/** The client's address as the portal saw it, handed to the API so throttling counts the person. */
function clientAddress(headers: Record<string, string | string[] | undefined> | undefined): string | undefined {
  const fwd = headers?.['x-forwarded-for'];
  const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(',')[0]?.trim();
  const real = headers?.['x-real-ip'];
  return first || (Array.isArray(real) ? real[0] : real) || undefined;
}

/** What a log line says of an error's metadata (a browser's message is cut short: it is not trusted). */
function oneLine(metadata: unknown): string {
  const m = (metadata ?? {}) as { message?: unknown; url?: unknown; client?: unknown };
  const message = typeof m.message === 'string' ? m.message : metadata instanceof Error ? metadata.message : '';
  const url = typeof m.url === 'string' ? ` ${m.url}` : '';
  return `${m.client ? '(client) ' : ''}${message}${url}`.replace(/[\r\n]+/g, ' ').slice(0, 300);
}

/** The browser that signs in (its User-Agent), handed to the API so her device list can name it. */
function browserOf(headers: Record<string, string | string[] | undefined> | undefined): Record<string, string> {
  const ua = headers?.['user-agent'];
  const value = Array.isArray(ua) ? ua[0] : ua;
  return value ? { 'user-agent': value.slice(0, 512) } : {};
}

/**
 * The browser's sign-in device tokens, one per account signed in on it (docs/sign-in-throttling.md,
 * lib/device-tokens.ts): kept a year, sent only to the sign-in routes, never readable by script. It grants nothing; it lets her sign in at the centre's shared
 * address however often a classmate there types her name with a wrong password.
 */
const DEVICE_COOKIE = { name: servedOverHttps(process.env.NEXTAUTH_URL) ? '__Secure-portal-device' : 'portal-device', path: '/api/auth/' };
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
  // next-auth would infer this from NEXTAUTH_URL too; said here so the proxy's getToken and HSTS follow
  // the same switch: over HTTPS the cookies are `__Secure-`/`__Host-` prefixed and Secure.
  useSecureCookies: servedOverHttps(process.env.NEXTAUTH_URL),
  // Each of next-auth's own pages is one of ours (its built-in ones are English and outside the CSP).
  // There is no e-mail sign-in: its "check your e-mail" page is the login page.
  pages: { signIn: LOGIN_PATH, error: LOGIN_PATH, signOut: pathOf('logout'), verifyRequest: LOGIN_PATH },
  // Set so that next-auth accepts the browser's POST _log (spec section 8: CLIENT_FETCH_ERROR and
  // CLIENT_SESSION_ERROR are logged); one line each, without next-auth's links and stack dumps.
  logger: {
    error: (code, metadata) => console.error(`[auth] ${String(code).slice(0, 60)}`, oneLine(metadata)),
    warn: (code) => console.warn(`[auth] ${String(code).slice(0, 60)}`),
    debug: () => undefined,
  },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: '아이디',
      credentials: { username: { label: '아이디', type: 'text' }, password: { label: '비밀번호', type: 'password' } },
      async authorize(credentials, req) {
        const address = clientAddress(req?.headers);
        const jar = await cookies();
        const kept = jar.get(DEVICE_COOKIE.name)?.value;
        const device = deviceTokensIn(kept).join(DEVICE_TOKEN_SEPARATOR).slice(0, 600);
        let res: Response;
        try {
          res = await fetchEndpoint(
            accountSecurityEndpoints.login,
            { body: { username: credentials?.username ?? '', password: credentials?.password ?? '', ...(device ? { device } : {}) } },
            { headers: { ...(address ? { 'x-forwarded-for': address } : {}), ...browserOf(req?.headers) } },
          );
        } catch {
          throw new Error('UNAVAILABLE');
        }
        if (res.status === 429) throw new Error('TOO_MANY_ATTEMPTS');
        if (res.status === 401 || res.status === 400) return null;
        if (!res.ok) throw new Error('UNAVAILABLE');
        const signedIn = await readEndpointResponse(accountSecurityEndpoints.login, res);
        if (!signedIn) throw new Error('UNAVAILABLE');
        const { access, refresh, user } = signedIn;
        jar.set(DEVICE_COOKIE.name, keepDeviceToken(kept, signedIn.device), {
          path: DEVICE_COOKIE.path,
          httpOnly: true,
          sameSite: 'lax',
          secure: servedOverHttps(process.env.NEXTAUTH_URL),
          maxAge: DEVICE_COOKIE_SECONDS,
        });
        return { id: String(user.id), accessToken: access, refreshToken: refresh, profile: user };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger, session }) {
      if (user) {
        return { ...token, sub: user.id, accessToken: user.accessToken, refreshToken: user.refreshToken, profile: user.profile };
      }
      // The browser rotated the tokens (spec: POST session with the new pair); accept only a
      // well-formed pair. A forged pair gains nothing: the API verifies every token it is given.
      if (trigger === 'update' && session && typeof session === 'object') {
        const next = session as { accessToken?: unknown; refreshToken?: unknown; user?: unknown };
        if (typeof next.accessToken === 'string' && typeof next.refreshToken === 'string') {
          token.accessToken = next.accessToken;
          token.refreshToken = next.refreshToken;
        }
        // She changed her one-time password: the portal stops sending her to the change page. Forged,
        // this gains nothing: the API holds every call until the password is really changed.
        if ((session as { passwordChanged?: unknown }).passwordChanged === true && token.profile)
          token.profile = { ...token.profile, mustChangePassword: false };
      }
      return token;
    },
    async session({ session, token }) {
      session.accessToken = token.accessToken;
      session.refreshToken = token.refreshToken;
      session.user = token.profile;
      return session;
    },
    async redirect({ url, baseUrl }) {
      if (url.startsWith('/') && !url.startsWith('//')) return `${baseUrl}${url}`;
      try {
        if (new URL(url).origin === baseUrl) return url;
      } catch {
        /* fall through */
      }
      return baseUrl;
    },
  },
};

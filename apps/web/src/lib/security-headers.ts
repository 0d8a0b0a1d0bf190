/**
 * The security headers every page of the portal carries (docs/security.md). Pure: proxy.ts passes
 * this request's nonce and the environment; the unit test passes the variants.
 */

export type SecurityOptions = {
  /** This request's nonce: Next puts it on its own scripts when it finds it in the CSP request header. */
  nonce: string;
  /** `next dev` only: React's development build evaluates code for its call stacks, and dev CSS arrives as inline <style>. */
  dev: boolean;
  /** `API_PUBLIC_URL`: a separate API origin the browser calls (unset: the API through the portal's own origin). */
  apiPublicUrl?: string;
  /** The portal's public address is https:// (see `servedOverHttps`). */
  https: boolean;
  /** Toss Payments' browser SDK address, only when the centre has configured Toss (`TOSS_CLIENT_KEY`). */
  tossSdkUrl?: string;
};

/**
 * The origins the Toss checkout needs: the SDK's own, and for the real Toss every tosspayments.com
 * host (its payment window is an iframe served from them). None when Toss is not configured.
 */
export function tossOrigins(sdkUrl: string | undefined): string[] {
  const origin = originOf(sdkUrl);
  if (!origin) return [];
  return /(^|\.)tosspayments\.com$/i.test(new URL(origin).hostname) ? [origin, 'https://*.tosspayments.com'] : [origin];
}

/**
 * Whether the portal is served over HTTPS, decided by its public address (`NEXTAUTH_URL`), the same
 * setting next-auth already reads for its callbacks: cookies, HSTS and the CSP then agree, and no
 * client-sent header (X-Forwarded-Proto) can switch them.
 */
export function servedOverHttps(portalUrl: string | undefined): boolean {
  return /^https:\/\//i.test(portalUrl ?? '');
}

/** A fresh nonce: 128 random bits, base64 (the characters Next accepts in a CSP nonce). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The origin of an absolute API address, or null for a path on the portal itself. */
function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The Content-Security-Policy of a page. */
export function contentSecurityPolicy({ nonce, dev, apiPublicUrl, https, tossSdkUrl }: SecurityOptions): string {
  const api = originOf(apiPublicUrl);
  const toss = tossOrigins(tossSdkUrl);
  const directives: string[][] = [
    ['default-src', "'self'"],
    // Only scripts carrying this response's nonce run, and what they load ('strict-dynamic'): Next's
    // chunks are added by its nonced bootstrap. 'self' only matters to browsers without CSP 3.
    // The Toss SDK is added by a nonced script ('strict-dynamic' lets it in); its origin is named too for
    // browsers without CSP 3, and only when Toss is configured.
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...toss, ...(dev ? ["'unsafe-eval'"] : [])],
    // Style attributes are allowed (React's `style` prop is an attribute in the server's HTML: the
    // time picker's wheel); <style> elements are not (CSS Modules are files) unless nonced. Browsers
    // without `style-src-elem` fall back to this line and allow both.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", dev ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(api ? [api] : []), ...toss],
    ...(toss.length ? [['frame-src', "'self'", ...toss]] : []),
    // The service worker (public/sw.js) and the web app manifest come from the portal itself.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ...(https ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Nothing of the portal uses the camera, microphone, location or the Payment Request API (a photo of
 * a doctor's note is picked with <input type="file">, which needs no permission). With Toss
 * configured, its checkout frames may use the Payment Request API (card wallets).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** The Permissions-Policy, with the Toss origins allowed `payment` when Toss is configured. */
export function permissionsPolicy(tossSdkUrl?: string): string {
  const toss = tossOrigins(tossSdkUrl).filter((o) => !o.includes('*'));
  return toss.length
    ? `camera=(), microphone=(), geolocation=(), payment=(self ${toss.map((o) => `"${o}"`).join(' ')})`
    : PERMISSIONS_POLICY;
}

/** Two years, the subdomains too: sent only when the portal's address is https://. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Every security header of a page's response that depends on the request or the environment. */
export function securityHeaders(options: SecurityOptions): Record<string, string> & { 'Content-Security-Policy': string } {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Permissions-Policy': permissionsPolicy(options.tossSdkUrl),
    // No other origin's window keeps a handle on ours (LUMINA opens in a tab we let go of at once).
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce, securityHeaders, servedOverHttps, type SecurityOptions } from './security-headers';

const prod: SecurityOptions = { nonce: 'bm9uY2Vub25jZW5vbmNlMQ==', dev: false, https: false };

/** The policy as a map of directive -> sources. */
function parse(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('production: nonce and strict-dynamic for scripts, no eval, the fixed directives', () => {
    const p = parse(contentSecurityPolicy(prod));
    expect(p.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2Vub25jZW5vbmNlMQ=='", "'strict-dynamic'"]);
    expect(p.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(p.get('style-src-elem')).toEqual(["'self'", "'nonce-bm9uY2Vub25jZW5vbmNlMQ=='"]);
    expect(p.get('default-src')).toEqual(["'self'"]);
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'self'"]);
    expect(p.get('frame-ancestors')).toEqual(["'none'"]);
    expect(p.get('form-action')).toEqual(["'self'"]);
    expect(p.get('connect-src')).toEqual(["'self'"]);
    expect(p.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(p.get('font-src')).toEqual(["'self'", 'data:']);
    expect(p.get('worker-src')).toEqual(["'self'"]);
    expect(p.get('manifest-src')).toEqual(["'self'"]);
    expect(p.has('upgrade-insecure-requests')).toBe(false);
  });

  it('next dev: eval for scripts and inline <style> elements, nothing else loosened', () => {
    const p = parse(contentSecurityPolicy({ ...prod, dev: true }));
    expect(p.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2Vub25jZW5vbmNlMQ=='", "'strict-dynamic'", "'unsafe-eval'"]);
    expect(p.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(p.get('connect-src')).toEqual(["'self'"]);
    expect(p.get('object-src')).toEqual(["'none'"]);
  });

  it('API_PUBLIC_URL: the browser may call that origin (only its origin), and nothing else', () => {
    const p = parse(contentSecurityPolicy({ ...prod, apiPublicUrl: 'https://api.cheongram.kr/v1/' }));
    expect(p.get('connect-src')).toEqual(["'self'", 'https://api.cheongram.kr']);
    expect(p.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // The default (/backend) and anything not an http(s) address add no source.
    for (const apiPublicUrl of ['/backend', '', 'javascript:alert(1)', 'https://']) {
      expect(parse(contentSecurityPolicy({ ...prod, apiPublicUrl })).get('connect-src')).toEqual(["'self'"]);
    }
  });

  it('over HTTPS: insecure subresource addresses are upgraded', () => {
    const p = parse(contentSecurityPolicy({ ...prod, https: true }));
    expect(p.get('upgrade-insecure-requests')).toEqual([]);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS only over HTTPS, and the same permissions and opener policy either way', () => {
    const plain = securityHeaders(prod);
    const secure = securityHeaders({ ...prod, https: true });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(secure['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    for (const h of [plain, secure]) {
      expect(h['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      expect(h['Cross-Origin-Opener-Policy']).toBe('same-origin');
      expect(h['Content-Security-Policy']).toContain("'nonce-bm9uY2Vub25jZW5vbmNlMQ=='");
    }
  });
});

describe('servedOverHttps', () => {
  it('follows the scheme of the portal address', () => {
    expect(servedOverHttps('https://portal.cheongram.kr')).toBe(true);
    expect(servedOverHttps('HTTPS://portal.cheongram.kr')).toBe(true);
    expect(servedOverHttps('http://localhost:3000')).toBe(false);
    expect(servedOverHttps(undefined)).toBe(false);
  });
});

describe('newNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set(Array.from({ length: 50 }, newNonce)).size).toBe(50);
  });
});

describe('zod under the CSP', () => {
  it('the contract parses in the browser without trying eval (a refused probe would be a reported violation)', async () => {
    const made: unknown[] = [];
    const RealFunction = globalThis.Function;
    // Counts `new Function(...)`, the only way zod compiles; everything else passes through.
    globalThis.Function = new Proxy(RealFunction, {
      construct: (target, args) => (made.push(args), Reflect.construct(target, args)),
    });
    try {
      const { loginInput } = await import('@portal/contract');
      expect(loginInput.safeParse({ username: 'student1', password: 'demo1234!' }).success).toBe(true);
      expect(loginInput.safeParse({ username: '' }).success).toBe(false);
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(made).toEqual([]);
  });
});

describe('Toss Payments in the policy', () => {
  it('names no Toss origin unless Toss is configured', () => {
    const p = parse(contentSecurityPolicy(prod));
    expect(p.has('frame-src')).toBe(false);
    expect(securityHeaders(prod)['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  });

  it('allows the SDK origin for scripts, calls and frames, and the real Toss hosts', () => {
    const real = parse(contentSecurityPolicy({ ...prod, tossSdkUrl: 'https://js.tosspayments.com/v2/standard' }));
    expect(real.get('script-src')).toEqual([
      "'self'",
      "'nonce-bm9uY2Vub25jZW5vbmNlMQ=='",
      "'strict-dynamic'",
      'https://js.tosspayments.com',
      'https://*.tosspayments.com',
    ]);
    expect(real.get('frame-src')).toEqual(["'self'", 'https://js.tosspayments.com', 'https://*.tosspayments.com']);
    const local = parse(contentSecurityPolicy({ ...prod, tossSdkUrl: 'http://127.0.0.1:5120/v2/standard' }));
    expect(local.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:5120']);
    expect(securityHeaders({ ...prod, tossSdkUrl: 'http://127.0.0.1:5120/v2/standard' })['Permissions-Policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "http://127.0.0.1:5120")',
    );
  });
});

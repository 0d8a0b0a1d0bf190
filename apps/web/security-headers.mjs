// The headers every answer of the portal carries (next.config.ts gives them to Next's answers;
// static-files.mjs to the build's precompressed files, which it sends without Next). The page's
// Content-Security-Policy, Permissions-Policy and Cross-Origin-Opener-Policy come from src/proxy.ts.

/** @type {{ key: string; value: string }[]} */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

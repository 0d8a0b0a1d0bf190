// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { allEndpoints } from '@portal/contract/endpoints';
import { describe, expect, it } from 'vitest';

/*
 * The web calls the API only through the contract's declarations (lib/endpoints.ts in the browser,
 * lib/server-endpoints.ts on the portal's server). This scans the portal's source for what would go
 * around them: a string that is an API path, or a call of the low-level request functions.
 */
const src = path.resolve(import.meta.dirname, '..');
const ALLOWED = new Set([
  'lib/endpoints.ts',
  'lib/server-endpoints.ts',
  'lib/api.ts',
  'lib/api-client.ts',
  'components/ui/download.ts',
  'components/ui/upload.ts',
  // The one address of the API at the portal's origin an `<img>` may use (a thumbnail, with the cookie).
  'lib/thumbnail-path.ts',
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`)
      ? [full]
      : [];
  });
}

/** An endpoint path as a pattern: `:id` is any segment; a literal may go on with a query string. */
const patterns = allEndpoints.map((e) => new RegExp(`^${e.path.replace(/:[A-Za-z_]+/g, '[^/]+')}(\\?.*)?$`));

/** Every quoted or template literal of a file that starts with a slash, `${...}` read as one segment. */
function pathLiterals(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(['"`])(\/[^'"`\s]*)\1/g)) out.push(m[2]!.replace(/\$\{[^}]*\}/g, 'x'));
  return out;
}

export function findHandWritten(files: { name: string; text: string }[]) {
  const found: string[] = [];
  for (const { name, text } of files) {
    if (ALLOWED.has(name)) continue;
    for (const literal of pathLiterals(text)) if (patterns.some((p) => p.test(literal))) found.push(`${name}: ${literal}`);
    if (/\b(request|apiFetch)\s*(<[^>]*>)?\s*\(/.test(text) && /from '@\/lib\/api'|from '\.\/api'/.test(text))
      found.push(`${name}: calls request/apiFetch`);
    if (/\/backend\//.test(text) && !name.startsWith('app/backend/')) found.push(`${name}: names /backend/`);
  }
  return found;
}

describe('no hand-written API paths in the portal', () => {
  it('every call goes through the declared endpoints', () => {
    const files = sourceFiles(src).map((full) => ({
      name: path.relative(src, full).split(path.sep).join('/'),
      text: fs.readFileSync(full, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(50);
    expect(findHandWritten(files)).toEqual([]);
  });

  it('catches a path written by hand, with or without parameters, and a raw request call', () => {
    expect(
      findHandWritten([
        { name: 'features/x/api/queries.ts', text: "request<Goals>('/education/goals/')" },
        { name: 'features/y/api/queries.ts', text: 'const u = `/reservations/${id}/cancel/?studentId=${s}`;' },
        { name: 'features/z/api/queries.ts', text: "import { apiFetch } from '@/lib/api';\napiFetch(url)" },
      ]),
    ).toEqual([
      'features/x/api/queries.ts: /education/goals/',
      'features/y/api/queries.ts: /reservations/x/cancel/?studentId=x',
      'features/z/api/queries.ts: calls request/apiFetch',
    ]);
  });

  it('leaves the portal’s own page paths alone', () => {
    expect(
      findHandWritten([{ name: 'lib/routes.ts', text: "path: '/education', other: '/staff/vacations', x: '/mypage/vacations'" }]),
    ).toEqual([]);
  });
});

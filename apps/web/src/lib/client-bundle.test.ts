// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Files that only run on the server may use the contract's schemas. */
const serverOnly = (text: string) => /^import 'server-only';/m.test(text);

describe('first-load JavaScript', () => {
  it('keeps zod out of the browser: client code imports the contract for types only (schemas load on demand)', () => {
    const offenders = files(src).filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      if (serverOnly(text) || file.endsWith(`${path.sep}route.ts`)) return false;
      // A value import of the contract's main entry (which builds every zod schema at load).
      return /import\s+(?!type\b)[^;]*?from\s+'@portal\/contract'/.test(text);
    });
    expect(offenders.map((f) => path.relative(src, f))).toEqual([]);
  });

  it("imports each domain's labels from its own file, never the barrel of every domain", () => {
    // The bundler keeps a whole module when any of its exports is used: through the barrel, the
    // feedback page carried the meals' allergens and the file rules of every purpose.
    const offenders = files(src).filter((file) => /from\s+'@portal\/contract\/vocabulary'/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(src, f))).toEqual([]);
  });

  it('loads schemas only through the endpoint declarations (one lazy road: `schemas()`), never by a dynamic import of its own', () => {
    const offenders = files(src).filter((file) => /import\(\s*'@portal\/contract'\s*\)/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(src, f))).toEqual([]);
    const form = fs.readFileSync(path.join(src, 'components/ui/form/use-form.ts'), 'utf8');
    expect(form).toMatch(/bodySchemaOf\(/);
    expect(form).not.toMatch(/from\s+'zod'/);
  });
});

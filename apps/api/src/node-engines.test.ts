import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

// npm's own range check (npm ci warns with it, EBADENGINE), from the copy npm's dependencies installed.
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
};

type LockedPackage = { version?: string; engines?: unknown };

it('every package of the lockfile runs on the Node this runs on (docs/decisions.md, "Every installed package runs on Node 20")', () => {
  const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };
  const asked = Object.entries(lock.packages).flatMap(([path, p]) => {
    const range = (p.engines as { node?: unknown } | undefined)?.node;
    return typeof range === 'string' && path ? [{ path, version: p.version, range }] : [];
  });
  expect(asked.length).toBeGreaterThan(100);
  const refused = asked.filter((p) => !semver.satisfies(process.version, p.range, { includePrerelease: true }));
  expect(refused, `needs a newer Node than ${process.version}`).toEqual([]);
});

#!/usr/bin/env node
// `npm run typecheck`: checks every TypeScript project of the repository with TypeScript 7 (the
// compiler written in Go, installed as `typescript-native`), one project after the other, and fails
// when any has an error. TypeScript 5.9 (`typescript`) stays for what needs its JavaScript API (the
// ESLint parser, Next's build); both read the same tsconfig files and list the same files. On a 2-core
// machine the six projects took 51 s with 5.9 and take 16 s with 7 (docs/decisions.md).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const PROJECTS = ['packages/contract', 'apps/api', 'apps/web', 'apps/web/worker', 'e2e', 'bench/floor'];

const root = path.resolve(import.meta.dirname, '..');
// Named by its package, not by `node_modules/.bin/tsc`: both compilers declare that command, and which
// one npm links there is not defined.
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');

let failed = 0;
for (const project of PROJECTS) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status === 0) console.log(`typecheck ${project}: ok in ${seconds} s`);
  else {
    failed++;
    console.error(`typecheck ${project}: failed (${run.signal ?? `exit ${run.status}`}) in ${seconds} s`);
  }
}
process.exit(failed ? 1 : 0);

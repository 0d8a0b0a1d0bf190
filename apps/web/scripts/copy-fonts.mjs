// Copies Pretendard's variable dynamic-subset webfont (the npm package `pretendard`, SIL OFL 1.1) into
// public/fonts/pretendard-<version>/ before `next build` and `next dev`: its @font-face CSS, the 92 woff2
// subsets it names and the licence, served from the portal's own origin. The folder carries the
// version, so next.config.ts can let browsers keep it for a year (`immutable`). Not in git.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkgDir = path.dirname(require.resolve('pretendard/package.json'));
const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const web = path.join(pkgDir, 'dist/web/variable');
const fontsDir = path.resolve(import.meta.dirname, '../public/fonts');
const out = path.join(fontsDir, `pretendard-${version}`);

// Older versions' folders go: only the installed one is served.
if (fs.existsSync(fontsDir)) {
  for (const entry of fs.readdirSync(fontsDir))
    if (entry.startsWith('pretendard-') && entry !== path.basename(out)) fs.rmSync(path.join(fontsDir, entry), { recursive: true });
}
fs.mkdirSync(path.join(out, 'woff2-dynamic-subset'), { recursive: true });
fs.copyFileSync(path.join(web, 'pretendardvariable-dynamic-subset.css'), path.join(out, 'pretendardvariable-dynamic-subset.css'));
fs.copyFileSync(path.join(pkgDir, 'dist/LICENSE.txt'), path.join(out, 'LICENSE.txt'));
let count = 0;
for (const file of fs.readdirSync(path.join(web, 'woff2-dynamic-subset'))) {
  if (!file.endsWith('.woff2')) continue;
  fs.copyFileSync(path.join(web, 'woff2-dynamic-subset', file), path.join(out, 'woff2-dynamic-subset', file));
  count++;
}
process.stdout.write(`Pretendard ${version}: ${count} woff2 subsets in ${path.relative(process.cwd(), out)}\n`);

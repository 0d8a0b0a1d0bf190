// Builds the service worker after `next build` (npm's postbuild): worker/sw.ts bundled by esbuild into
// public/sw.js, with the precache list of this build (Serwist's getManifest) put where the source
// reads self.__SW_MANIFEST. Next 16 builds with Turbopack, which @serwist/next's webpack plugin does
// not hook into; this is the same two steps its configurator mode runs, without a CLI. Not in git.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getManifest } from '@serwist/build';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const swDest = path.join(root, 'public', 'sw.js');
fs.rmSync(swDest, { force: true });

// The app shell: the scripts every page starts with (Next's rootMainFiles) and every stylesheet; the
// offline page and what it shows; the icons. Hashed build files are never fetched again. A page's own
// chunks are cached as they are first used (sw.ts), not all at install (some 2 MB on a phone's data).
const buildManifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8'));
const shellScripts = buildManifest.rootMainFiles.map((f) => `.next/${f}`);
// And the kit's question and message overlays, which load the first time one opens: offline, a failed
// booking's message could not open (its code did not come) and opened by itself once back online (an
// audit). Found by what only they render.
const chunksDir = path.join(root, '.next', 'static', 'chunks');
const overlayMarkers = ['confirm-dialog-root', 'confirm-modal-root'];
const overlayScripts = fs
  .readdirSync(chunksDir)
  .filter((f) => f.endsWith('.js'))
  .filter((f) => {
    const text = fs.readFileSync(path.join(chunksDir, f), 'utf8');
    return overlayMarkers.some((m) => text.includes(`"${m}"`));
  })
  .map((f) => `.next/static/chunks/${f}`);
if (overlayScripts.length < overlayMarkers.length)
  throw new Error(`service worker: the overlays' chunks were not found (${overlayScripts.length})`);
const { manifestEntries, count, size, warnings } = await getManifest({
  globDirectory: root,
  globPatterns: [
    ...shellScripts,
    ...overlayScripts,
    '.next/static/**/*.css',
    'public/offline.{html,css}',
    'public/logo.svg',
    'public/icons/*.png',
  ],
  globIgnores: ['public/sw.js'],
  dontCacheBustURLsMatching: /^\.next\/static\//,
  maximumFileSizeToCacheInBytes: 1024 * 1024,
  manifestTransforms: [
    (entries) => ({
      manifest: entries.map((e) => ({
        ...e,
        url: e.url.startsWith('.next/static/') ? `/_next/${e.url.slice('.next/'.length)}` : `/${e.url.replace(/^public\//, '')}`,
      })),
      warnings: [],
    }),
  ],
});
for (const w of warnings) console.warn(`service worker: ${w}`);

await build({
  entryPoints: [path.join(root, 'worker', 'sw.ts')],
  outfile: swDest,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['chrome109', 'safari16.4', 'firefox115'],
  minify: true,
  legalComments: 'none',
  define: { 'self.__SW_MANIFEST': JSON.stringify(manifestEntries), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const hash = crypto.createHash('sha256').update(fs.readFileSync(swDest)).digest('hex').slice(0, 10);
process.stdout.write(`service worker: public/sw.js (${hash}) precaches ${count} files, ${(size / 1024).toFixed(0)} KB\n`);

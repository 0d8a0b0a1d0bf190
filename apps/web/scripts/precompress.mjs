// After `next build` (npm's postbuild): a Brotli and a gzip copy of each script and stylesheet of the
// build, which server.mjs sends instead of compressing them at every request (static-files.mjs).
import path from 'node:path';
import { precompress } from '../static-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const t = await precompress(path.join(root, '.next', 'static'));
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`precompressed ${t.files} files of .next/static: ${kb(t.bytes)} -> ${kb(t.br)} Brotli, ${kb(t.gz)} gzip`);

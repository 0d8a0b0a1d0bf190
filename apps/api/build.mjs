// Bundles the API with the workspace's contract package inlined; npm packages stay external.
import { build } from 'esbuild';

await build({
  // The server, `npm run restore` (a nightly backup put back, with the server stopped) and `npm run admin`.
  entryPoints: ['src/main.ts', 'src/restore.ts', 'src/admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});

import path from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One jsdom window per worker instead of one per file: a fresh window was 60 of the project's
    // 64 s on a 2-core machine (now 23-32 s). vitest.setup.ts loads the modules afresh for each file and
    // takes away what a file left on the window; checked with the files in shuffled orders.
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});

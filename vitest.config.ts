import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // Vitest leaves one core idle by default; on a 2-core machine that runs the files one at a time.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});

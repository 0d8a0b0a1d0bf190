import { configDefaults, defineProject } from 'vitest/config';

/**
 * Files that test the embedded database's own data folder (its snapshots and the backups made of them):
 * they open PGlite whatever the run, so on a PostgreSQL run (TEST_DATABASE_URL, `.ci/run`'s second pass)
 * they would only repeat the first pass, unchanged: about 110 of its 390 s of tests.
 */
const EMBEDDED_ONLY = ['src/jobs/backup.test.ts', 'src/db/snapshot.test.ts'];

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? EMBEDDED_ONLY : [])],
    environment: 'node',
    // The files of a worker share one module graph: the app (Fastify, Drizzle, zod schemas, the
    // contract) is imported once per worker, not once per file. Each file still builds its own app on
    // its own database (harness.ts); the modules keep no state that one app could leak into another.
    // On a 2-core machine, PGlite: 157 s -> 101 s for the project.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/global-setup.ts'],
  },
});

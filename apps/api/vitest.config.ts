import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
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

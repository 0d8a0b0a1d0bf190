// Migrates and seeds one database before the API test files start; each file then begins from a copy of
// it (a PGlite data-directory dump, or a PostgreSQL template database) instead of migrating and seeding
// again. A file that needs the seed made at its own moment asks for `freshSeed`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/demo';
import { quoteIdent, withAdmin } from './postgres';

export type ApiTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplate: ApiTemplate;
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const url = new URL(baseUrl);
    const base = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
    const name = `${base}_tpl_${randomBytes(4).toString('hex')}`.slice(0, 63);
    await withAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
    url.pathname = `/${encodeURIComponent(name)}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await database.migrate();
      await seedDemo(database.db);
    } finally {
      await database.close();
    }
    project.provide('apiTemplate', { kind: 'postgres', database: name });
    return async () => {
      await withAdmin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
    };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-template-')), 'pgdata.tar');
  try {
    await database.migrate();
    await seedDemo(database.db);
    const dump = await database.dump!();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('apiTemplate', { kind: 'pglite', file });
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

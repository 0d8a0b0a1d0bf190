// Migrates and seeds one database before the API test files start; each file then begins from a copy of
// it (a PGlite data-directory dump, or a PostgreSQL template database) instead of migrating and seeding
// again. A file that needs the seed made at its own moment asks for `freshSeed`: it begins from a copy
// of the same database as it was migrated, before the seed (`migrated`), and seeds that.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/demo';
import { quoteIdent, withAdmin } from './postgres';

export type ApiTemplate = { kind: 'pglite'; file: string; migrated: string } | { kind: 'postgres'; database: string; migrated: string };

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
    const suffix = randomBytes(4).toString('hex');
    const name = `${base}_tpl_${suffix}`.slice(0, 63);
    const migrated = `${base}_mig_${suffix}`.slice(0, 63);
    await withAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(migrated)}`));
    url.pathname = `/${encodeURIComponent(migrated)}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await withAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(migrated)}`));
    url.pathname = `/${encodeURIComponent(name)}`;
    const seeded = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await seedDemo(seeded.db);
    } finally {
      await seeded.close();
    }
    project.provide('apiTemplate', { kind: 'postgres', database: name, migrated });
    return async () => {
      await withAdmin(baseUrl, async (c) => {
        for (const db of [name, migrated]) await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(db)} WITH (FORCE)`);
      });
    };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-template-'));
  const file = path.join(folder, 'pgdata.tar');
  const migrated = path.join(folder, 'migrated.tar');
  try {
    await database.migrate();
    fs.writeFileSync(migrated, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await seedDemo(database.db);
    const dump = await database.dump!();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('apiTemplate', { kind: 'pglite', file, migrated });
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

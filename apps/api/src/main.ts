import { buildApp } from './app';
import { loadConfig } from './config';
import { isEmpty, openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
if (config.seedDemo && (await isEmpty(database.db))) await seedDemo(database.db);
const app = await buildApp({ config, db: database.db, listen: database.listen });

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await app.listen({ host: config.host, port: config.port });

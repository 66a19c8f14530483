/** `npm run db:migrate`: applies pending migrations to DATABASE_URL and exits. */
import { loadConfig } from '../config/env.js';
import { createDataSource } from './data-source.js';
import { runPendingMigrations } from './run-migrations.js';

const config = loadConfig();
const dataSource = await createDataSource(config.database);
await dataSource.initialize();
const applied = await runPendingMigrations(dataSource);
for (const migration of applied) console.log(`applied ${migration.name}`);
console.log(applied.length === 0 ? 'database is up to date' : `${applied.length} migration(s) applied`);
await dataSource.destroy();

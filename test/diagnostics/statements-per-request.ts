/**
 * `npx tsx test/diagnostics/statements-per-request.ts`: how many SQL statements each request of bench:load's
 * read mix (bench/load/mix.ts READ_SEQUENCE) costs, counted by TypeORM's logger hook around
 * in-process requests (app.inject). On SQLite by default; STATEMENTS_DB_URL=mysql://... for MySQL
 * (that database is emptied). Each route is asked REPEATS times after a warm-up and the average is
 * printed with the statements' shapes, so a per-request write or an uncached lookup shows by name.
 */
import { readFileSync } from 'node:fs';
import { READ_SEQUENCE } from '../../bench/load/mix.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { newScanJobRow } from '../../db/entities/scan-job-row.js';
import { User } from '../../db/entities/user.entity.js';
import { signUp } from '../helpers/accounts.js';
import { buildTestApp } from '../helpers/build-app.js';

const REPEATS = 20;
const url = process.env.STATEMENTS_DB_URL;
const database = url
  ? { name: 'mysql' as const, config: { kind: 'mysql' as const, url } }
  : { name: 'sqlite' as const, config: { kind: 'sqlite' as const, path: ':memory:', url: 'sqlite::memory:' } };
const t = await buildTestApp(database);
try {
  const account = await signUp(t.app);
  await t.db.manager.update(User, { id: account.id }, { plan: 'custom' });
  const headers = { authorization: `Bearer ${account.apiKey}` };
  // A completed job with a real report (the stored demo report), as bench:load's seed scans leave.
  const report = JSON.parse(
    readFileSync(new URL('../../api/scans/demo/demo-report.json', import.meta.url), 'utf8'),
  ) as ScanJob['report'];
  const now = new Date();
  const seeded = await t.db.manager.save(
    ScanJob,
    t.db.manager.create(ScanJob, {
      ...newScanJobRow({ userId: account.id, source: 'api', domain: 'demo-shop.test', createdAt: now }),
      status: 'completed',
      report,
      startedAt: now,
      finishedAt: now,
    }),
  );
  const seedJob = String(seeded.id);
  const logger = t.db.logger as { logQuery(query: string): void };
  let counting: string[] | null = null;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (query: string) => {
    counting?.push(query.replace(/\s+/g, ' ').slice(0, 110));
    original(query);
  };
  const seen = new Set<string>();
  for (const request of READ_SEQUENCE) {
    if (seen.has(request.label)) continue;
    seen.add(request.label);
    const path = request.path.replace('{seedJob}', seedJob);
    await t.app.inject({ method: request.method, url: path, headers });
    counting = [];
    for (let i = 0; i < REPEATS; i++) {
      const answer = await t.app.inject({ method: request.method, url: path, headers });
      if (answer.statusCode >= 300) throw new Error(`${request.label}: ${answer.statusCode} ${answer.body}`);
    }
    const shapes = new Map<string, number>();
    for (const query of counting) shapes.set(query, (shapes.get(query) ?? 0) + 1);
    console.log(`${request.label}: ${(counting.length / REPEATS).toFixed(1)} statements per request`);
    for (const [shape, count] of shapes) console.log(`    ${(count / REPEATS).toFixed(1)}  ${shape}`);
    counting = null;
  }
} finally {
  await t.close();
}

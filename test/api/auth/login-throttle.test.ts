import { expect } from 'chai';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/app.js';
import { LOGIN_THROTTLE_POLICY } from '../../../api/auth/login-throttle.js';
import { COUNTER_TABLE } from '../../../api/rate-limit/counter-stores.js';
import { PASSWORD, signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';

// Two API processes on one database (two apps on one DataSource here): with MySQL they share the
// counters table, so a guesser gets 10 tries in all; with SQLite each process counts in memory.
// Several API processes on one database is the scale-out deployment, which runs workflows on
// Temporal: the embedded engine takes a lease that lets one process per database run it, and a
// second app here would rightly be refused at ready(). So both apps are configured for Temporal.
// Its connection is lazy and these tests start no workflow, so no Temporal server is needed.
const SCALE_OUT = { TEMPORAL_ADDRESS: '127.0.0.1:7233' };
const NO_DELAYS = { ...LOGIN_THROTTLE_POLICY, firstDelayMs: 0 };

forEachDatabase('login throttle across API processes', (database) => {
  let t: TestApp;
  let second: FastifyInstance;
  before(async () => {
    t = await buildTestApp(database, SCALE_OUT, [], { loginThrottlePolicy: NO_DELAYS });
    second = await buildApp({
      config: { ...t.config, database: database.config },
      db: t.db,
      clock: t.clock,
      logger: false,
      loginThrottlePolicy: NO_DELAYS,
    });
    await second.ready();
  });
  after(async () => {
    await second.close();
    await t.close();
  });

  const attempt = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

  const shared = database.name === 'mysql';
  it(
    shared ? 'shares one budget per e-mail and address between processes' : 'counts per process (memory)',
    async () => {
      const account = await signUp(t.app);
      const half = LOGIN_THROTTLE_POLICY.perPair / 2;
      for (let i = 0; i < half; i += 1)
        expect((await attempt(t.app, account.email, 'wrong password 123')).statusCode).to.equal(401);
      for (let i = 0; i < half; i += 1)
        expect((await attempt(second, account.email, 'wrong password 123')).statusCode).to.equal(401);
      const next = await attempt(second, account.email, PASSWORD);
      expect(next.statusCode).to.equal(shared ? 429 : 200);
      if (shared) {
        expect(next.json().detail).to.equal(
          'Too many failed logins for this e-mail address from this IP address. Limit: 10 per 15 minutes',
        );
        expect((await attempt(t.app, account.email, PASSWORD)).statusCode).to.equal(429);
      }
    },
  );

  if (shared) {
    it('keeps no e-mail address in the counters table (keys are SHA-256)', async () => {
      const account = await signUp(t.app);
      await attempt(t.app, account.email, 'wrong password 123');
      const rows: Array<{ key: string }> = await t.db.query(`SELECT \`key\` FROM \`${COUNTER_TABLE}\``);
      expect(rows.length).to.be.greaterThan(0);
      expect(rows.some((row) => row.key.startsWith('login_email:'))).to.equal(true);
      expect(rows.some((row) => row.key.startsWith('login_pair:'))).to.equal(true);
      expect(rows.filter((row) => row.key.includes('@'))).to.deep.equal([]);
    });
  }
});

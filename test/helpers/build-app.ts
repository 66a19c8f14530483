/**
 * Builds the real application for a test (fastify/demo's `build()` helper): real database with
 * migrations applied, real SMTP delivery to a loopback mailbox, a movable clock, webhooks allowed to
 * reach receivers on loopback (WEBHOOK_ALLOW_LOCALHOST). Close it with
 * `close()`, which also drops the database connection and the mailbox.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import type { DataSource } from 'typeorm';
import type { WebhookResolve } from '../../activities/webhooks/pinned-post.js';
import { buildApp } from '../../api/app.js';
import type { LoginThrottlePolicy } from '../../api/auth/login-throttle.js';
import { type Config, loadConfig } from '../../config/env.js';
import type { ScanDeps } from '../../scanner/scan-deps.js';
import { TestClock } from './clock.js';
import { openFreshDatabase, type TestDatabase } from './databases.js';
import { TestMailbox } from './mailbox.js';

export interface TestApp {
  app: FastifyInstance;
  db: DataSource;
  clock: TestClock;
  mailbox: TestMailbox;
  config: Readonly<Config>;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-config-0123456789';
/** Given like the other secrets, so a test app never writes the secrets file into ./data. */
export const TEST_REPORT_SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

export async function buildTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  plugins: FastifyPluginAsync[] = [],
  extra: {
    scanDeps?: ScanDeps;
    loginThrottlePolicy?: LoginThrottlePolicy;
    webhookResolve?: WebhookResolve;
    /** The app's logger options (default none: tests are quiet); tests of log lines pass a stream. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const mailbox = new TestMailbox();
  const smtpUrl = await mailbox.start();
  const config = loadConfig({
    JWT_SECRET: TEST_SECRET,
    API_KEY_SECRET: `${TEST_SECRET}-keys`,
    REPORT_SIGNING_KEY: TEST_REPORT_SIGNING_KEY,
    SMTP_URL: smtpUrl,
    PUBLIC_BASE_URL: 'http://rampart.test',
    LOG_LEVEL: 'silent',
    // The webhook tests deliver to receivers on loopback (http://localhost:<port>), which a server
    // allows only by this opt-in; test/security/webhook-localhost.test.ts turns it off.
    WEBHOOK_ALLOW_LOCALHOST: 'true',
    ...env,
  });
  const db = await openFreshDatabase(database);
  const clock = new TestClock();
  const app = await buildApp({
    config: { ...config, database: database.config },
    db,
    clock,
    logger: extra.logger ?? false,
    plugins,
    scanDeps: extra.scanDeps,
    loginThrottlePolicy: extra.loginThrottlePolicy,
    webhookResolve: extra.webhookResolve,
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    mailbox,
    config,
    async close() {
      await app.close();
      await db.destroy();
      await mailbox.stop();
    },
  };
}

/**
 * Builds the Fastify application: configuration, database, error contract, authentication and
 * every route. `server.ts` only listens; tests call `buildApp` through test/helpers/build-app.ts.
 */

import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Mailer } from '../activities/mail/mailer.js';
import { mailerFromConfig } from '../activities/mail/mailer-from-config.js';
import type { WebhookResolve } from '../activities/webhooks/pinned-post.js';
import type { Config } from '../config/env.js';
import { loadSecrets } from '../config/secrets.js';
import { type Clock, systemClock } from '../core/clock.js';
import { type ScanDeps, scanDepsFromConfig } from '../scanner/scan-deps.js';
import { accountDataRoutes } from './accounts/account-data.routes.js';
import { activityRoutes } from './accounts/activity.routes.js';
import { AccessTokens } from './auth/access-token.js';
import { authRoutes } from './auth/auth.routes.js';
import { registerAuthenticator } from './auth/authenticate.js';
import { googleRoutes } from './auth/google/google.routes.js';
import type { LoginThrottlePolicy } from './auth/login-throttle.js';
import { passwordRoutes } from './auth/password.routes.js';
import { verificationRoutes } from './auth/verification.routes.js';
import { billingRoutes } from './billing/billing.routes.js';
import { processorWebhookRoutes } from './billing/processor-webhook.routes.js';
import { type AppContext } from './context.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { openApiPlugin } from './docs/openapi.plugin.js';
import { orchestratorPlugin } from './engine/orchestrator.plugin.js';
import { registerErrorHandler } from './errors/error-handler.js';
import { hookRoutes } from './hooks/hooks.routes.js';
import { frameworkErrorOptions, MAX_PARAM_LENGTH, registerFrameworkErrors } from './http/framework-errors.js';
import { registerNotFoundHandling } from './http/not-found.js';
import { registerValidators } from './http/validators.js';
import { registerIdempotency } from './idempotency/register-idempotency.js';
import { BackgroundMail } from './mail/send-in-background.js';
import { monitoringRoutes } from './monitoring/monitoring.plugin.js';
import { portfolioRoutes } from './portfolio/portfolio.routes.js';
import { pricingRoutes } from './pricing/pricing.routes.js';
import { registerRateLimits } from './rate-limit/register-rate-limits.js';
import { reportsPlugin } from './reports/reports.plugin.js';
import { demoReportRoutes } from './scans/demo-report.routes.js';
import { freeScanRoutes } from './scans/free-scan.routes.js';
import { scansPlugin } from './scans/scans.plugin.js';
import { syncScanRoutes } from './scans/sync-scan.routes.js';
import { alertPreferencesRoutes } from './settings/alert-preferences.routes.js';
import { withLogCorrelation } from './system/log-destination.js';
import { metricsPlugin } from './system/metrics.plugin.js';
import { registerRequestTracing, requestLoggerFactory } from './system/request-tracing.js';
import { registerServiceMap } from './system/service-map.js';
import { systemRoutes } from './system/system.routes.js';
import { usageRoutes } from './usage/usage.routes.js';
import { registerUsageMeter } from './usage/usage-meter.js';
import { webhookRoutes } from './webhooks/webhook.routes.js';

/** Largest JSON body accepted; batch requests (50 domains) need a few KiB. Larger gets 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildOptions {
  config: Readonly<Config>;
  db: DataSource;
  mailer?: Mailer;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Scanner dependencies; default built from config.scanner (tests point them at the lab). */
  scanDeps?: ScanDeps;
  /** Tests shorten the login throttle's delays (api/auth/login-throttle.ts). */
  loginThrottlePolicy?: Readonly<LoginThrottlePolicy>;
  /** How webhook deliveries resolve a URL's host; default the system resolver (tests inject one). */
  webhookResolve?: WebhookResolve;
  /** Extra plugins registered after the built-in routes (embedders, and tests of route guards). */
  plugins?: FastifyPluginAsync[];
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundMail: BackgroundMail;
  }
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: withLogCorrelation(options.logger ?? { level: config.logLevel }),
    // The request's span starts with its logger, so every line of it names the trace (request-tracing.ts).
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    // A `__proto__` or `constructor.prototype` key in a JSON body is dropped while parsing (it can
    // never reach an object's prototype); the rest of the body is taken as sent, like any unknown key.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    genReqId: () => randomUUID(),
    // A hop count becomes proxy-addr's function form, which Fastify's types accept.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Literal segments beat parameters (DESIGN.md section 4); keep paths exact.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: MAX_PARAM_LENGTH },
    // Errors raised before a route is found answer {"detail": ...} too (http/framework-errors.ts).
    ...frameworkErrorOptions(config.requestTimeoutSeconds * 1000),
  });
  registerFrameworkErrors(app);

  const secrets = loadSecrets(config);
  // The mailer the embedded engine's activities send with too (api/engine/orchestrator.plugin.ts).
  const mailer = options.mailer ?? mailerFromConfig(config, (line) => app.log.info(line));
  const ctx: AppContext = {
    config,
    db,
    secrets,
    clock: options.clock ?? systemClock,
    mailer,
    accessTokens: new AccessTokens(secrets.jwtSecret),
    scanDeps: options.scanDeps ?? scanDepsFromConfig(config.scanner),
    loginThrottlePolicy: options.loginThrottlePolicy,
    webhookResolve: options.webhookResolve,
  };
  app.decorate('ctx', ctx);
  app.decorate('backgroundMail', new BackgroundMail(mailer, app.log));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await app.backgroundMail.drain();
    mailer.close();
  });

  // JSON is the only request body the API speaks (the top of docs/api-contract.md); anything else is a 422.
  app.removeContentTypeParser('text/plain');
  registerValidators(app);
  registerErrorHandler(app);
  registerNotFoundHandling(app);
  // Before any route: GET / lists what was registered.
  registerServiceMap(app);
  // Before any route: its timing hook must reach every one.
  await app.register(metricsPlugin);
  // Before any route: its preHandler comes first on each, so the handler runs in the request's span.
  registerRequestTracing(app);
  await app.register(cookie);
  registerAuthenticator(app);
  // Before any /v1 route: it appends the rate limiter to each one as it is added.
  await registerRateLimits(app);
  registerUsageMeter(app);
  documentSecurity(app);
  // After documentSecurity (it reads the security requirement) and the rate limiter (its preHandler
  // runs after theirs).
  registerIdempotency(app);
  await app.register(openApiPlugin);

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(activityRoutes);
  await app.register(passwordRoutes);
  await app.register(verificationRoutes);
  await app.register(googleRoutes);
  await app.register(freeScanRoutes);
  await app.register(syncScanRoutes);
  await app.register(demoReportRoutes);
  await app.register(orchestratorPlugin);
  await app.register(scansPlugin);
  await app.register(reportsPlugin);
  await app.register(dashboardRoutes());
  await app.register(monitoringRoutes);
  await app.register(portfolioRoutes);
  await app.register(alertPreferencesRoutes);
  await app.register(pricingRoutes);
  await app.register(usageRoutes);
  await app.register(billingRoutes);
  await app.register(processorWebhookRoutes);
  await app.register(webhookRoutes);
  await app.register(hookRoutes);
  await app.register(accountDataRoutes);
  for (const plugin of options.plugins ?? []) await app.register(plugin);
  return app;
}

/** Marks routes behind `requireAccount` as needing credentials in the OpenAPI document. */
function documentSecurity(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler].flat();
    if (!handlers.includes(app.auth.requireAccount)) return;
    route.schema = { ...route.schema, security: [{ bearer: [] }, { apiKeyHeader: [] }, { session: [] }] };
  });
}

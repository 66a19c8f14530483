/**
 * Operator configuration: every environment variable Rampart reads, validated once at start-up
 * into one typed, frozen object. A bad value throws a ConfigError naming the variable, so the
 * process stops with a message an operator can act on (DESIGN.md section 3).
 */
import type { RetentionPolicy } from '../core/retention/retention-policy.js';
import { WEBHOOK_ATTEMPT_TIMEOUT_MS } from '../core/webhooks/delivery-rules.js';
import { ConfigError } from './config-error.js';
import { type DatabaseConfig, parseDatabase } from './database.js';
import { type Env, get, parseCount, parseFlag, parsePort, parseSeconds, wrap } from './env-values.js';
import { type GoogleConfig, parseGoogle } from './google.js';
import { type MetricsConfig, parseMetrics } from './metrics.js';
import {
  parseCidrList,
  parseDnsServers,
  parseDurationList,
  parseEmailList,
  parseOriginList,
  parseUrl,
} from './parse.js';
import { parseRetention } from './retention.js';
import { parseEd25519Pem } from './signing-key.js';
import { parseTemporal, type TemporalConfig } from './temporal.js';
import { parseTracing, type TracingConfig } from './tracing.js';
import { parseTrustProxy } from './trust-proxy.js';

export interface Config {
  port: number;
  host: string;
  publicBaseUrl: string;
  /** Whether PUBLIC_BASE_URL was given: only then does the OpenAPI document name an absolute server. */
  publicBaseUrlSet: boolean;
  database: DatabaseConfig;
  /** Folder for the SQLite file, the generated secrets and the mail outbox. */
  dataDir: string;
  temporal: TemporalConfig;
  /** Null means "generate once and keep in the data folder" (see config/secrets.ts). */
  jwtSecret: string | null;
  /** Derives API keys from their stored nonce; null as for jwtSecret. */
  apiKeySecret: string | null;
  publicScannerKey: string | null;
  adminEmails: readonly string[];
  smtpUrl: string | null;
  scanner: {
    dnsServers: readonly string[];
    allowedCidrs: readonly string[];
    extraCaCertsPath: string | null;
    rdapUrl: string | null;
    dnsblZones: readonly string[] | null;
  };
  webhooks: {
    allowedCidrs: readonly string[];
    /**
     * WEBHOOK_ALLOW_LOCALHOST: whether `http://localhost` endpoints are delivered to (this machine's
     * loopback). Off by default: on a shared server it would let any account reach and read back
     * services that listen on loopback. Local development and the tests turn it on.
     */
    allowLocalhost: boolean;
    retryScheduleSeconds: readonly number[];
    /** WEBHOOK_ATTEMPT_TIMEOUT_SECONDS: how long one attempt waits for the receiver (at most 30: docs/api-contract.md "Delivery rules"). */
    attemptTimeoutSeconds: number;
  };
  /** Encrypts webhook signing secrets at rest; null as for jwtSecret (see config/secrets.ts). */
  webhookSecretKey: string | null;
  stripe: { secretKey: string | null; apiBase: string | null };
  /**
   * BILLING_RETURN_ORIGINS: origins (`scheme://host[:port]`) besides PUBLIC_BASE_URL's that checkout
   * and portal return URLs may point to (any address was accepted and used).
   */
  billingReturnOrigins: readonly string[];
  processorWebhookSecret: string | null;
  /** Seconds before each retry of a failed processor event (PROCESSOR_EVENT_RETRY_SCHEDULE). */
  processorEventRetrySeconds: readonly number[];
  google: GoogleConfig | null;
  chromiumPath: string | null;
  /** PKCS#8 PEM of the Ed25519 key that signs issued reports; null: generated and kept with the secrets. */
  reportSigningKey: string | null;
  logLevel: string;
  /** Fastify `trustProxy`: which proxies may set X-Forwarded-For (per-IP limits need the real client). */
  trustProxy: boolean | number | string;
  /** On SIGTERM/SIGINT, how long requests in flight may take before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /**
   * How long a client may take to send a whole request (headers and body) before it is answered
   * 408 and the connection closed: a slow or stalled sender cannot hold a socket and its request
   * state open indefinitely (Node's requestTimeout, which Fastify turns off by default).
   */
  requestTimeoutSeconds: number;
  metrics: MetricsConfig;
  tracing: TracingConfig;
  /** The owner's data (docs/account-data.md): export and deletion. */
  accountData: {
    /** Accounts with at most this many rows get their export in the answer; larger ones by mail. */
    exportInlineMaxRows: number;
    /** How long a mailed export link (and its archive) lasts. */
    exportLinkHours: number;
    /** A session at most this old may delete the account without giving the password again. */
    deletionReauthMinutes: number;
  };
  /** How long stored scans last (docs/retention.md): SCAN_REPORT_, SCAN_SUMMARY_, REPORT_PDF_RETENTION_DAYS. */
  retention: RetentionPolicy;
}

/** Builds the configuration from an environment (process.env by default). Throws ConfigError. */
export function loadConfig(env: Env = process.env): Readonly<Config> {
  const port = parsePort(env, 'PORT', 8000);
  const database = parseDatabase(env);
  const publicBaseUrl = (get(env, 'PUBLIC_BASE_URL') ?? `http://localhost:${port}`).replace(/\/$/, '');
  wrap('PUBLIC_BASE_URL', () => parseUrl(publicBaseUrl, ['http:', 'https:']));
  const jwtSecret = get(env, 'JWT_SECRET') ?? null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters (use e.g. `openssl rand -hex 32`)');
  }
  const apiKeySecret = get(env, 'API_KEY_SECRET') ?? null;
  if (apiKeySecret !== null && apiKeySecret.length < 32) {
    throw new ConfigError('API_KEY_SECRET', 'must be at least 32 characters (use e.g. `openssl rand -hex 32`)');
  }
  const smtpUrl = get(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null) wrap('SMTP_URL', () => parseUrl(smtpUrl, ['smtp:', 'smtps:']));
  const stripeBase = get(env, 'STRIPE_API_BASE') ?? null;
  if (stripeBase !== null) wrap('STRIPE_API_BASE', () => parseUrl(stripeBase, ['http:', 'https:']));
  const rdapUrl = get(env, 'SCANNER_RDAP_URL') ?? null;
  if (rdapUrl !== null) wrap('SCANNER_RDAP_URL', () => parseUrl(rdapUrl, ['http:', 'https:']));
  const dnsbl = get(env, 'SCANNER_DNSBL_ZONES');
  const retry = wrap('WEBHOOK_RETRY_SCHEDULE', () =>
    parseDurationList(get(env, 'WEBHOOK_RETRY_SCHEDULE') ?? '60,300,900,3600'),
  );
  if (retry.length !== 4) throw new ConfigError('WEBHOOK_RETRY_SCHEDULE', 'needs exactly four delays (attempts 2-5)');
  // docs/api-contract.md "Delivery rules" gives receivers 30 s: shorter is allowed (drills, impatient deployments), longer is not.
  const attemptTimeoutSeconds = parseSeconds(env, 'WEBHOOK_ATTEMPT_TIMEOUT_SECONDS', WEBHOOK_ATTEMPT_TIMEOUT_MS / 1000);
  if (attemptTimeoutSeconds > WEBHOOK_ATTEMPT_TIMEOUT_MS / 1000) {
    throw new ConfigError(
      'WEBHOOK_ATTEMPT_TIMEOUT_SECONDS',
      `at most ${WEBHOOK_ATTEMPT_TIMEOUT_MS / 1000} (docs/api-contract.md "Delivery rules")`,
    );
  }

  const config: Config = {
    port,
    host: get(env, 'HOST') ?? '0.0.0.0',
    publicBaseUrl,
    publicBaseUrlSet: get(env, 'PUBLIC_BASE_URL') !== undefined,
    database,
    dataDir: get(env, 'RAMPART_DATA_DIR') ?? './data',
    temporal: parseTemporal(env),
    jwtSecret,
    apiKeySecret,
    publicScannerKey: get(env, 'PUBLIC_SCANNER_KEY') ?? null,
    adminEmails: wrap('ADMIN_EMAILS', () => parseEmailList(get(env, 'ADMIN_EMAILS') ?? '')),
    smtpUrl,
    scanner: {
      dnsServers: wrap('SCANNER_DNS_SERVERS', () => parseDnsServers(get(env, 'SCANNER_DNS_SERVERS') ?? '')),
      allowedCidrs: wrap('SCANNER_ALLOWED_CIDRS', () => parseCidrList(get(env, 'SCANNER_ALLOWED_CIDRS') ?? '')),
      extraCaCertsPath: get(env, 'SCANNER_EXTRA_CA_CERTS') ?? null,
      rdapUrl,
      dnsblZones:
        dnsbl === undefined
          ? null
          : dnsbl
              .split(',')
              .map((z) => z.trim().toLowerCase())
              .filter(Boolean),
    },
    webhooks: {
      allowedCidrs: wrap('WEBHOOK_ALLOWED_CIDRS', () => parseCidrList(get(env, 'WEBHOOK_ALLOWED_CIDRS') ?? '')),
      allowLocalhost: parseFlag(env, 'WEBHOOK_ALLOW_LOCALHOST'),
      retryScheduleSeconds: retry,
      attemptTimeoutSeconds,
    },
    webhookSecretKey: get(env, 'WEBHOOK_SECRET_KEY') ?? null,
    stripe: { secretKey: get(env, 'STRIPE_SECRET_KEY') ?? null, apiBase: stripeBase },
    billingReturnOrigins: wrap('BILLING_RETURN_ORIGINS', () =>
      parseOriginList(get(env, 'BILLING_RETURN_ORIGINS') ?? ''),
    ),
    processorWebhookSecret: get(env, 'PROCESSOR_WEBHOOK_SECRET') ?? null,
    processorEventRetrySeconds: wrap('PROCESSOR_EVENT_RETRY_SCHEDULE', () =>
      parseDurationList(get(env, 'PROCESSOR_EVENT_RETRY_SCHEDULE') ?? '60,300,900,3600'),
    ),
    google: parseGoogle(env),
    chromiumPath: get(env, 'CHROMIUM_PATH') ?? null,
    reportSigningKey: wrap('REPORT_SIGNING_KEY', () => parseEd25519Pem(get(env, 'REPORT_SIGNING_KEY'))),
    logLevel: get(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: wrap('TRUST_PROXY', () => parseTrustProxy(get(env, 'TRUST_PROXY'))),
    shutdownTimeoutSeconds: parseSeconds(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10),
    requestTimeoutSeconds: parseSeconds(env, 'REQUEST_TIMEOUT_SECONDS', 60),
    metrics: parseMetrics(env),
    tracing: parseTracing(env),
    accountData: {
      exportInlineMaxRows: parseCount(env, 'ACCOUNT_EXPORT_INLINE_MAX_ROWS', 5000, 0),
      exportLinkHours: parseCount(env, 'ACCOUNT_EXPORT_LINK_HOURS', 72, 1),
      deletionReauthMinutes: parseCount(env, 'ACCOUNT_DELETION_REAUTH_MINUTES', 10, 1),
    },
    retention: parseRetention(env),
  };
  return deepFreeze(config);
}

function deepFreeze<T>(value: T): Readonly<T> {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Operator configuration: every environment variable Rampart reads, validated once at start-up
 * into one typed, frozen object. A bad value throws a ConfigError naming the variable, so the
 * process stops with a message an operator can act on (DESIGN.md section 3).
 */
import { accessSync, constants } from 'node:fs';
import { DEFAULT_RETENTION, type RetentionPolicy } from '../core/retention/retention-policy.js';
import { WEBHOOK_ATTEMPT_TIMEOUT_MS } from '../core/webhooks/delivery-rules.js';
import {
  parseCidrList,
  parseDnsServers,
  parseDurationList,
  parseEmailList,
  parseOriginList,
  parseUrl,
} from './parse.js';
import { parseEd25519Pem } from './signing-key.js';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

export type DatabaseConfig = { kind: 'sqlite'; path: string; url: string } | { kind: 'mysql'; url: string };

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
  google: { clientId: string; clientSecret: string; issuerUrl: string } | null;
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

/**
 * Prometheus metrics (docs/operations.md). `/metrics` is never public by default: it is served on
 * its own listener (METRICS_PORT, on METRICS_HOST, loopback by default), or on the API's port to a
 * caller with `Authorization: Bearer <METRICS_TOKEN>`, or both; with neither it is not served.
 */
export interface MetricsConfig {
  /** METRICS_DISABLED=true: nothing recorded per request and no endpoint (benchmarks compare with it). */
  enabled: boolean;
  token: string | null;
  port: number | null;
  host: string;
  /** The worker's endpoint (`/metrics` with the activity metrics, `/health/live`). */
  workerPort: number | null;
  /** Where the worker's Temporal SDK runtime serves its own metrics (its Prometheus exporter). */
  workerSdkPort: number | null;
}

/**
 * OpenTelemetry traces (docs/operations.md), off unless the standard OTEL_* variables say where spans
 * go: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_EXPORTER_OTLP_ENDPOINT (OTLP over HTTP, JSON).
 * OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none keep them off. The SDK reads the rest itself
 * (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER(_ARG), OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_BSP_*): they are checked here only for being URLs where URLs are due.
 */
export interface TracingConfig {
  enabled: boolean;
  /** The endpoint the spans go to, for the start-up line (the exporter derives `/v1/traces` itself). */
  endpoint: string | null;
}

/**
 * Where the Temporal server is and how to reach it. `tls` is null for a plain connection (the dev
 * server); a Temporal cluster with mTLS gives a client certificate and key, Temporal Cloud an API key
 * (which implies TLS).
 */
export interface TemporalConfig {
  address: string | null;
  namespace: string;
  taskQueue: string;
  tls: { certPath: string | null; keyPath: string | null; caPath: string | null; serverName: string | null } | null;
  apiKey: string | null;
}

type Env = Record<string, string | undefined>;

/** Reads a variable, treating an empty string like an unset one. */
function get(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parsePort(env: Env, name: string, fallback: number): number {
  const raw = get(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `expected a port number, got "${raw}"`);
  const port = Number(raw);
  if (port < 0 || port > 65535) throw new ConfigError(name, `port ${port} is outside 0-65535`);
  return port;
}

/** `true` or `false` (unset: false); anything else is refused rather than guessed. */
function parseFlag(env: Env, name: string): boolean {
  const raw = get(env, name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(name, `expected true or false, got "${raw}"`);
}

/** A whole number of at least `min`. */
function parseCount(env: Env, name: string, fallback: number, min: number): number {
  const raw = get(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new ConfigError(name, `expected a whole number of at least ${min}, got "${raw}"`);
  }
  return Number(raw);
}

/** A number of seconds above 0 (fractions allowed). */
function parseSeconds(env: Env, name: string, fallback: number): number {
  const raw = get(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) <= 0) {
    throw new ConfigError(name, `expected a number of seconds above 0, got "${raw}"`);
  }
  return Number(raw);
}

function parseDatabase(env: Env): DatabaseConfig {
  const url = get(env, 'DATABASE_URL') ?? 'sqlite:./data/rampart.db';
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (path === '')
      throw new ConfigError('DATABASE_URL', 'sqlite: needs a file path, for example sqlite:./data/rampart.db');
    return { kind: 'sqlite', path, url };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    wrap('DATABASE_URL', () => parseUrl(url, ['mysql:', 'mariadb:']));
    return { kind: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') };
  }
  throw new ConfigError('DATABASE_URL', 'expected sqlite:<path> or mysql://user:pass@host:port/db');
}

function wrap<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(name, (error as Error).message);
  }
}

function parseGoogle(env: Env): Config['google'] {
  const clientId = get(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = get(env, 'GOOGLE_CLIENT_SECRET');
  const issuerUrl = get(env, 'GOOGLE_ISSUER_URL') ?? 'https://accounts.google.com';
  if (clientId === undefined && clientSecret === undefined) return null;
  if (clientId === undefined) throw new ConfigError('GOOGLE_CLIENT_ID', 'is required when GOOGLE_CLIENT_SECRET is set');
  if (clientSecret === undefined)
    throw new ConfigError('GOOGLE_CLIENT_SECRET', 'is required when GOOGLE_CLIENT_ID is set');
  wrap('GOOGLE_ISSUER_URL', () => parseUrl(issuerUrl, ['https:', 'http:']));
  return { clientId, clientSecret, issuerUrl: issuerUrl.replace(/\/$/, '') };
}

/** Builds the configuration from an environment (process.env by default). Throws ConfigError. */
/**
 * TRUST_PROXY: unset or `false` (clients connect directly), `true` (trust every hop: only behind a
 * proxy that strips client-sent X-Forwarded-For), a hop count, or a comma list of proxy addresses
 * and CIDR ranges.
 */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return parseCidrList(raw).join(',');
}

/** A file an operator names must exist when the process starts, not when the first workflow does. */
function readableFile(env: Env, name: string): string | null {
  const path = get(env, name);
  if (path === undefined) return null;
  try {
    accessSync(path, constants.R_OK);
  } catch {
    throw new ConfigError(name, `cannot read the file "${path}"`);
  }
  return path;
}

function parseTemporal(env: Env): TemporalConfig {
  const address = get(env, 'TEMPORAL_ADDRESS') ?? null;
  if (address !== null && !/^[^\s:/]+:\d+$|^\[[0-9a-fA-F:]+\]:\d+$/.test(address)) {
    throw new ConfigError('TEMPORAL_ADDRESS', `expected host:port (for example localhost:7233), got "${address}"`);
  }
  const certPath = readableFile(env, 'TEMPORAL_TLS_CERT');
  const keyPath = readableFile(env, 'TEMPORAL_TLS_KEY');
  if ((certPath === null) !== (keyPath === null)) {
    const missing = certPath === null ? 'TEMPORAL_TLS_CERT' : 'TEMPORAL_TLS_KEY';
    throw new ConfigError(missing, 'a client certificate and its key go together: set both or neither');
  }
  const caPath = readableFile(env, 'TEMPORAL_TLS_CA');
  const serverName = get(env, 'TEMPORAL_TLS_SERVER_NAME') ?? null;
  const tlsFlag = get(env, 'TEMPORAL_TLS');
  if (tlsFlag !== undefined && tlsFlag !== 'true' && tlsFlag !== 'false') {
    throw new ConfigError('TEMPORAL_TLS', `expected true or false, got "${tlsFlag}"`);
  }
  const wantsTls = tlsFlag === 'true' || certPath !== null || caPath !== null || serverName !== null;
  return {
    address,
    namespace: get(env, 'TEMPORAL_NAMESPACE') ?? 'default',
    taskQueue: get(env, 'TEMPORAL_TASK_QUEUE') ?? 'rampart',
    tls: wantsTls ? { certPath, keyPath, caPath, serverName } : null,
    apiKey: get(env, 'TEMPORAL_API_KEY') ?? null,
  };
}

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

/**
 * The retention windows in days. A summary outlives its full report, and a PDF never outlives the
 * report it is rendered from (docs/retention.md says why).
 */
function parseRetention(env: Env): RetentionPolicy {
  const fullReportDays = parseCount(env, 'SCAN_REPORT_RETENTION_DAYS', DEFAULT_RETENTION.fullReportDays, 1);
  const summaryDays = parseCount(env, 'SCAN_SUMMARY_RETENTION_DAYS', DEFAULT_RETENTION.summaryDays, 1);
  const pdfDays = parseCount(env, 'REPORT_PDF_RETENTION_DAYS', Math.min(DEFAULT_RETENTION.pdfDays, fullReportDays), 1);
  if (summaryDays < fullReportDays) {
    throw new ConfigError(
      'SCAN_SUMMARY_RETENTION_DAYS',
      `must be at least SCAN_REPORT_RETENTION_DAYS (${fullReportDays}), got ${summaryDays}`,
    );
  }
  if (pdfDays > fullReportDays) {
    throw new ConfigError(
      'REPORT_PDF_RETENTION_DAYS',
      `must be at most SCAN_REPORT_RETENTION_DAYS (${fullReportDays}), got ${pdfDays}`,
    );
  }
  return { fullReportDays, summaryDays, pdfDays };
}

function parseMetrics(env: Env): MetricsConfig {
  const token = get(env, 'METRICS_TOKEN') ?? null;
  if (token !== null && token.length < 32) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 32 characters (use e.g. `openssl rand -hex 32`)');
  }
  const optionalPort = (name: string) => (get(env, name) === undefined ? null : parsePort(env, name, 0));
  return {
    enabled: !parseFlag(env, 'METRICS_DISABLED'),
    token,
    port: optionalPort('METRICS_PORT'),
    host: get(env, 'METRICS_HOST') ?? '127.0.0.1',
    workerPort: optionalPort('WORKER_METRICS_PORT'),
    workerSdkPort: optionalPort('WORKER_TEMPORAL_METRICS_PORT'),
  };
}

function parseTracing(env: Env): TracingConfig {
  const endpoint = get(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT') ?? get(env, 'OTEL_EXPORTER_OTLP_ENDPOINT') ?? null;
  for (const name of ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT']) {
    const value = get(env, name);
    if (value !== undefined && !/^https?:\/\/[^\s]+$/.test(value)) {
      throw new ConfigError(name, `expected an http:// or https:// URL, got "${value}"`);
    }
  }
  const disabled = get(env, 'OTEL_SDK_DISABLED') === 'true' || get(env, 'OTEL_TRACES_EXPORTER') === 'none';
  return { enabled: endpoint !== null && !disabled, endpoint: disabled ? null : endpoint };
}

function deepFreeze<T>(value: T): Readonly<T> {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

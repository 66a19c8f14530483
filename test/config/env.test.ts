import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { ConfigError } from '../../config/config-error.js';
import { loadConfig } from '../../config/env.js';
import { loadSecrets } from '../../config/secrets.js';
import { temporalConnectionOptions } from '../../workflows/temporal/connection-options.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).to.equal(8000);
    expect(config.host).to.equal('0.0.0.0');
    expect(config.publicBaseUrl).to.equal('http://localhost:8000');
    expect(config.publicBaseUrlSet).to.equal(false);
    expect(config.database).to.deep.equal({
      kind: 'sqlite',
      path: './data/rampart.db',
      url: 'sqlite:./data/rampart.db',
    });
    expect(config.temporal).to.deep.equal({
      address: null,
      namespace: 'default',
      taskQueue: 'rampart',
      tls: null,
      apiKey: null,
    });
    expect(config.webhooks.retryScheduleSeconds).to.deep.equal([60, 300, 900, 3600]);
    expect(config.webhooks.allowLocalhost).to.equal(false);
    expect(config.billingReturnOrigins).to.deep.equal([]);
    expect(config.google).to.equal(null);
    expect(config.smtpUrl).to.equal(null);
    expect(config.scanner.dnsblZones).to.equal(null);
  });

  it('reads TRUST_PROXY as false, true, a hop count or a list of proxy ranges', () => {
    expect(loadConfig({}).trustProxy).to.equal(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).to.equal(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).to.equal(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' }).trustProxy).to.equal('10.0.0.0/8,192.0.2.7/32');
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).to.throw(ConfigError, /TRUST_PROXY/);
  });

  it('reads SHUTDOWN_TIMEOUT_SECONDS, 10 by default, above 0', () => {
    expect(loadConfig({}).shutdownTimeoutSeconds).to.equal(10);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '2.5' }).shutdownTimeoutSeconds).to.equal(2.5);
    for (const bad of ['0', '-1', 'ten', '1e3']) {
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: bad }), bad).to.throw(
        ConfigError,
        /SHUTDOWN_TIMEOUT_SECONDS/,
      );
    }
  });

  it('reads REQUEST_TIMEOUT_SECONDS, 60 by default, above 0', () => {
    expect(loadConfig({}).requestTimeoutSeconds).to.equal(60);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '0.5' }).requestTimeoutSeconds).to.equal(0.5);
    for (const bad of ['0', '-5', 'sixty']) {
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: bad }), bad).to.throw(ConfigError, /REQUEST_TIMEOUT_SECONDS/);
    }
  });

  it('reads how to reach Temporal: plain, mTLS with files that must exist, or an API key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rampart-temporal-tls-'));
    try {
      for (const name of ['client.pem', 'client.key', 'ca.pem']) writeFileSync(join(dir, name), `${name}\n`);
      const mtls = loadConfig({
        TEMPORAL_ADDRESS: 'temporal.internal:7233',
        TEMPORAL_TLS_CERT: join(dir, 'client.pem'),
        TEMPORAL_TLS_KEY: join(dir, 'client.key'),
        TEMPORAL_TLS_CA: join(dir, 'ca.pem'),
        TEMPORAL_TLS_SERVER_NAME: 'temporal',
      }).temporal;
      expect(mtls.tls).to.deep.equal({
        certPath: join(dir, 'client.pem'),
        keyPath: join(dir, 'client.key'),
        caPath: join(dir, 'ca.pem'),
        serverName: 'temporal',
      });
      const options = temporalConnectionOptions({ ...mtls, address: 'temporal.internal:7233' });
      expect(options.tls?.clientCertPair?.crt.toString()).to.equal('client.pem\n');
      expect(options.tls?.serverRootCACertificate?.toString()).to.equal('ca.pem\n');
      expect(options.tls?.serverNameOverride).to.equal('temporal');
      const cloud = loadConfig({ TEMPORAL_ADDRESS: 'ns.acct.tmprl.cloud:7233', TEMPORAL_API_KEY: 'key' }).temporal;
      expect([cloud.tls, cloud.apiKey]).to.deep.equal([null, 'key']);
      expect(temporalConnectionOptions({ ...cloud, address: 'ns.acct.tmprl.cloud:7233' })).to.deep.equal({
        address: 'ns.acct.tmprl.cloud:7233',
        apiKey: 'key',
      });
      expect(loadConfig({ TEMPORAL_TLS: 'true' }).temporal.tls).to.deep.equal({
        certPath: null,
        keyPath: null,
        caPath: null,
        serverName: null,
      });
      expect(() => loadConfig({ TEMPORAL_TLS_CERT: join(dir, 'client.pem') })).to.throw(
        ConfigError,
        /^TEMPORAL_TLS_KEY: a client certificate and its key go together/,
      );
      expect(() => loadConfig({ TEMPORAL_TLS_CA: join(dir, 'missing.pem') })).to.throw(
        ConfigError,
        /^TEMPORAL_TLS_CA: cannot read the file/,
      );
      expect(() => loadConfig({ TEMPORAL_ADDRESS: 'http://localhost:7233' })).to.throw(
        ConfigError,
        /^TEMPORAL_ADDRESS/,
      );
      expect(() => loadConfig({ TEMPORAL_TLS: 'yes' })).to.throw(ConfigError, /^TEMPORAL_TLS:/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the metrics settings: nothing exposed by default, a loopback listener, a long token', () => {
    expect(loadConfig({}).metrics).to.deep.equal({
      enabled: true,
      token: null,
      port: null,
      host: '127.0.0.1',
      workerPort: null,
      workerSdkPort: null,
    });
    const token = 'a'.repeat(32);
    const set = loadConfig({
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      METRICS_TOKEN: token,
      WORKER_METRICS_PORT: '9465',
      WORKER_TEMPORAL_METRICS_PORT: '9466',
      METRICS_DISABLED: 'true',
    }).metrics;
    expect(set).to.deep.equal({
      enabled: false,
      token,
      port: 9464,
      host: '0.0.0.0',
      workerPort: 9465,
      workerSdkPort: 9466,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).to.throw(ConfigError, /METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).to.throw(ConfigError, /METRICS_PORT/);
    expect(() => loadConfig({ METRICS_DISABLED: 'yes' })).to.throw(ConfigError, /METRICS_DISABLED/);
  });

  it('reads the retention windows: 90, 400 and 90 days by default, summaries outliving reports, PDFs not', () => {
    expect(loadConfig({}).retention).to.deep.equal({ fullReportDays: 90, summaryDays: 400, pdfDays: 90 });
    expect(
      loadConfig({ SCAN_REPORT_RETENTION_DAYS: '7', SCAN_SUMMARY_RETENTION_DAYS: '30', REPORT_PDF_RETENTION_DAYS: '3' })
        .retention,
    ).to.deep.equal({ fullReportDays: 7, summaryDays: 30, pdfDays: 3 });
    // The PDF window follows a shorter report window when it is not given.
    expect(loadConfig({ SCAN_REPORT_RETENTION_DAYS: '7' }).retention.pdfDays).to.equal(7);
    for (const bad of ['0', '-1', '1.5', 'ninety']) {
      expect(() => loadConfig({ SCAN_REPORT_RETENTION_DAYS: bad }), bad).to.throw(
        ConfigError,
        /SCAN_REPORT_RETENTION_DAYS/,
      );
    }
    expect(() => loadConfig({ SCAN_REPORT_RETENTION_DAYS: '90', SCAN_SUMMARY_RETENTION_DAYS: '30' })).to.throw(
      ConfigError,
      /^SCAN_SUMMARY_RETENTION_DAYS: must be at least/,
    );
    expect(() => loadConfig({ REPORT_PDF_RETENTION_DAYS: '91' })).to.throw(
      ConfigError,
      /^REPORT_PDF_RETENTION_DAYS: must be at most/,
    );
  });

  it('turns traces on only when OTEL_* names an endpoint, and keeps them off when told to', () => {
    expect(loadConfig({}).tracing).to.deep.equal({ enabled: false, endpoint: null });
    expect(loadConfig({ OTEL_SERVICE_NAME: 'rampart-eu' }).tracing.enabled).to.equal(false);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).to.deep.equal({
      enabled: true,
      endpoint: 'http://collector:4318',
    });
    const both = loadConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/v1/traces',
    });
    expect(both.tracing.endpoint).to.equal('https://traces.example.com/v1/traces');
    for (const off of [{ OTEL_SDK_DISABLED: 'true' }, { OTEL_TRACES_EXPORTER: 'none' }]) {
      expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', ...off }).tracing.enabled).to.equal(
        false,
      );
    }
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).to.throw(
      ConfigError,
      /OTEL_EXPORTER_OTLP_ENDPOINT: expected an http/,
    );
  });

  it('is frozen', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).to.equal(true);
    expect(Object.isFrozen(config.scanner.allowedCidrs)).to.equal(true);
  });

  it('marks PUBLIC_BASE_URL as given only when it is (the OpenAPI server is relative otherwise)', () => {
    const config = loadConfig({ PUBLIC_BASE_URL: 'https://rampart.example/' });
    expect(config.publicBaseUrl).to.equal('https://rampart.example');
    expect(config.publicBaseUrlSet).to.equal(true);
    expect(loadConfig({ PUBLIC_BASE_URL: '  ' }).publicBaseUrlSet).to.equal(false);
  });

  it('parses lists and URLs', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/test',
      ADMIN_EMAILS: 'A@x.io, b@y.io',
      SCANNER_DNS_SERVERS: '127.0.0.1:5300, ::1, [::1]:53',
      SCANNER_ALLOWED_CIDRS: '127.0.0.0/8,::1',
      SCANNER_DNSBL_ZONES: 'Zen.Example, bl.example',
      WEBHOOK_RETRY_SCHEDULE: '1,2,3,4',
      WEBHOOK_ATTEMPT_TIMEOUT_SECONDS: '1.5',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:4000/',
      WEBHOOK_ALLOW_LOCALHOST: 'true',
      BILLING_RETURN_ORIGINS: 'https://App.Example.com/, http://localhost:3000',
    });
    expect(config.publicBaseUrl).to.equal('http://localhost:9000');
    expect(config.database.kind).to.equal('mysql');
    expect(config.adminEmails).to.deep.equal(['a@x.io', 'b@y.io']);
    expect(config.scanner.dnsServers).to.deep.equal(['127.0.0.1:5300', '::1', '[::1]:53']);
    expect(config.scanner.allowedCidrs).to.deep.equal(['127.0.0.0/8', '::1/128']);
    expect(config.scanner.dnsblZones).to.deep.equal(['zen.example', 'bl.example']);
    expect(config.webhooks.retryScheduleSeconds).to.deep.equal([1, 2, 3, 4]);
    expect(config.webhooks.attemptTimeoutSeconds).to.equal(1.5);
    expect(config.webhooks.allowLocalhost).to.equal(true);
    expect(config.billingReturnOrigins).to.deep.equal(['https://app.example.com', 'http://localhost:3000']);
    expect(config.google).to.deep.equal({ clientId: 'id', clientSecret: 'secret', issuerUrl: 'http://127.0.0.1:4000' });
  });

  const bad: Array<[Record<string, string>, string]> = [
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'sqlite:' }, 'DATABASE_URL'],
    [{ PUBLIC_BASE_URL: 'ftp://x' }, 'PUBLIC_BASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ API_KEY_SECRET: 'short' }, 'API_KEY_SECRET'],
    [{ ADMIN_EMAILS: 'not-an-email' }, 'ADMIN_EMAILS'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SCANNER_DNS_SERVERS: 'dns.google' }, 'SCANNER_DNS_SERVERS'],
    [{ SCANNER_ALLOWED_CIDRS: '10.0.0.0/33' }, 'SCANNER_ALLOWED_CIDRS'],
    [{ WEBHOOK_ALLOWED_CIDRS: 'everything' }, 'WEBHOOK_ALLOWED_CIDRS'],
    [{ WEBHOOK_ALLOW_LOCALHOST: 'yes' }, 'WEBHOOK_ALLOW_LOCALHOST'],
    [{ WEBHOOK_RETRY_SCHEDULE: '60,300' }, 'WEBHOOK_RETRY_SCHEDULE'],
    [{ WEBHOOK_RETRY_SCHEDULE: '60,x,900,3600' }, 'WEBHOOK_RETRY_SCHEDULE'],
    [{ WEBHOOK_ATTEMPT_TIMEOUT_SECONDS: '31' }, 'WEBHOOK_ATTEMPT_TIMEOUT_SECONDS'],
    [{ WEBHOOK_ATTEMPT_TIMEOUT_SECONDS: '0' }, 'WEBHOOK_ATTEMPT_TIMEOUT_SECONDS'],
    [{ STRIPE_API_BASE: 'nope' }, 'STRIPE_API_BASE'],
    [{ BILLING_RETURN_ORIGINS: 'https://app.example.com/billing' }, 'BILLING_RETURN_ORIGINS'],
    [{ BILLING_RETURN_ORIGINS: 'ftp://app.example.com' }, 'BILLING_RETURN_ORIGINS'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ GOOGLE_CLIENT_SECRET: 's' }, 'GOOGLE_CLIENT_ID'],
  ];
  for (const [env, variable] of bad) {
    it(`stops on a bad ${variable} with a message naming it (${JSON.stringify(env)})`, () => {
      expect(() => loadConfig(env))
        .to.throw(ConfigError)
        .with.property('variable', variable);
      expect(() => loadConfig(env)).to.throw(new RegExp(`^${variable}: `));
    });
  }

  it('generates secrets once and keeps them in the data folder (mode 0600)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rampart-secrets-'));
    const first = loadSecrets({ jwtSecret: null, apiKeySecret: null, dataDir });
    const second = loadSecrets({ jwtSecret: null, apiKeySecret: null, dataDir });
    expect(second).to.deep.equal(first);
    expect(first.jwtSecret).to.have.length.greaterThan(40);
    expect(first.apiKeySecret).to.not.equal(first.jwtSecret);
    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).to.equal(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).to.equal(first.jwtSecret);
    const explicit = loadSecrets({ jwtSecret: 'j'.repeat(32), apiKeySecret: null, dataDir });
    expect(explicit.jwtSecret).to.equal('j'.repeat(32));
    expect(explicit.apiKeySecret).to.equal(first.apiKeySecret);
  });
});

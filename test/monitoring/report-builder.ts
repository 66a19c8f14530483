/**
 * Builds scan reports for the alert engine's tests: only the parts the engine reads (scores, check
 * outcome codes and params, the evidence of the watched settings), in the shapes the scanner writes.
 */
import type { evaluateAlerts } from '../../activities/monitoring/alert-engine/evaluate-alerts.js';
import type { DomainAlertSettings } from '../../core/monitoring/monitoring-model.js';
import type { ModuleName } from '../../core/scan-model/module-names.js';
import type { CheckResult, DnsEvidence, Grade, ModuleResult, ScanReport } from '../../core/scan-model/report.js';

type RaisedAlert = ReturnType<typeof evaluateAlerts>['alerts'][number];

export const DOMAIN = 'watched.test';

/** The domain's alert settings most tests use: score drops of 10 or more alert. */
export const SETTINGS: DomainAlertSettings = { alert_on_score_drop: true, alert_threshold: 10 };

/** An alert as one line: `type condition severity old -> new`. */
export const describeAlert = (a: RaisedAlert) =>
  `${a.alert_type} ${a.condition} ${a.severity} ${a.old_value} -> ${a.new_value}`;

/** A DNS answer; `null` is NXDOMAIN, `'error'` a SERVFAIL (not an answer). */
type Dns = string[] | null | 'error';

export interface ReportSpec {
  score?: number;
  grade?: Grade;
  spf?: Dns;
  dmarc?: Dns;
  mx?: Dns;
  ns?: Dns;
  caa?: Dns;
  cert?: { issuer?: string; key?: [string, number]; notAfter?: string; days?: number; expired?: boolean } | 'unknown';
  protocols?: string[];
  ports?: Array<[number, string]>;
  hsts?: string | null;
  securityTxt?: boolean | 'unknown';
  /** Failed critical checks, by outcome code (`dns_email.spf_all.plus_all`). */
  critical?: string[];
  /** Check ids that ended unknown. */
  unknown?: string[];
  /** Modules that timed out. */
  timedOut?: ModuleName[];
}

function dns(name: string, type: string, answer: Dns): DnsEvidence {
  if (answer === 'error') return { name, type, status: 'error', rcode: 'SERVFAIL', records: [], server: null };
  if (answer === null) return { name, type, status: 'nxdomain', rcode: 'NXDOMAIN', records: [], server: null };
  return {
    name,
    type,
    status: 'answer',
    rcode: 'NOERROR',
    records: answer.map((data) => ({ name, type, ttl: 300, data })),
    server: '127.0.0.1:53',
  };
}

function check(
  code: string,
  status: CheckResult['status'],
  params: Record<string, unknown> = {},
  severity: 'critical' | 'high' | 'medium' | 'low' = 'critical',
): CheckResult {
  const id = code.split('.').slice(0, 2).join('.');
  return {
    id,
    code,
    params,
    title: `the ${id} check`,
    status,
    summary: `${code} happened.`,
    ...(status === 'fail' ? { issue: { severity, finding: `Finding of ${code}.`, remediation: `Fix ${code}.` } } : {}),
    evidence: [],
  };
}

function module(name: ModuleName, checks: CheckResult[], evidence: Record<string, unknown>): ModuleResult {
  return {
    name,
    status: 'completed',
    score: 100,
    checks,
    issues: [],
    evidence,
    duration_ms: 1,
    coverage: { checks_total: checks.length, checks_known: checks.length, ratio: 1 },
  };
}

const GOOD: Required<Omit<ReportSpec, 'critical' | 'unknown' | 'timedOut'>> = {
  score: 92,
  grade: 'A',
  spf: ['v=spf1 mx -all', 'site-verification=abc'],
  dmarc: ['v=DMARC1; p=reject; rua=mailto:d@watched.test'],
  mx: ['10 mx1.watched.test.'],
  ns: ['ns1.dns.test.', 'ns2.dns.test.'],
  caa: ['0 issue "letsencrypt.org"'],
  cert: { issuer: "CN=R3, O=Let's Encrypt", key: ['RSA', 2048], notAfter: '2027-03-01T00:00:00.000Z', days: 80 },
  protocols: ['TLSv1.2', 'TLSv1.3'],
  ports: [],
  hsts: 'max-age=31536000; includeSubDomains',
  securityTxt: true,
};

/** A report of DOMAIN: a well-configured domain, with `spec` changing parts of it. */
export function report(spec: ReportSpec = {}): ScanReport {
  const s = { ...GOOD, ...spec };
  const unknown = new Set(spec.unknown ?? []);
  const critical = spec.critical ?? [];
  const checksOf = (prefix: string, extra: CheckResult[] = []) => [
    ...critical
      .filter((code) => code.startsWith(prefix))
      .map((code) => check(code, unknown.has(code.split('.').slice(0, 2).join('.')) ? 'unknown' : 'fail')),
    ...extra,
  ];
  const cert = s.cert;
  let expiry: CheckResult;
  if (cert === 'unknown' || unknown.has('ssl.certificate_expiry')) {
    expiry = check('ssl.certificate_expiry.unknown.no_tls', 'unknown');
  } else if (cert.expired) {
    expiry = { ...check('ssl.certificate_expiry.expired', 'fail', { not_after: cert.notAfter, days_ago: 2 }) };
  } else {
    const days = cert.days ?? 80;
    const outcome = days <= 14 ? 'expires_within_14_days' : days <= 30 ? 'expires_within_30_days' : 'pass';
    expiry = check(`ssl.certificate_expiry.${outcome}`, outcome === 'pass' ? 'pass' : 'fail', {
      not_after: cert.notAfter,
      days,
    });
    if (expiry.issue) expiry.issue.severity = days <= 14 ? 'high' : 'medium';
  }
  const certEvidence =
    cert === 'unknown'
      ? {}
      : {
          'cert:127.0.0.1:443': {
            chain: [{ issuer: cert.issuer, key_type: cert.key?.[0], key_bits: cert.key?.[1], curve: null }],
          },
          'tls:127.0.0.1:443': {
            reachability: 'tls',
            protocols: Object.fromEntries(
              ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'].map((p) => [
                p,
                { status: s.protocols.includes(p) ? 'offered' : 'not_offered' },
              ]),
            ),
          },
        };
  const modules: ModuleResult[] = [
    module('dns_email', checksOf('dns_email.'), {
      [`dns:TXT:${DOMAIN}`]: dns(DOMAIN, 'TXT', s.spf),
      [`dns:TXT:_dmarc.${DOMAIN}`]: dns(`_dmarc.${DOMAIN}`, 'TXT', s.dmarc),
      [`dns:MX:${DOMAIN}`]: dns(DOMAIN, 'MX', s.mx),
    }),
    module('dns_hygiene', checksOf('dns_hygiene.'), {
      [`dns:NS:${DOMAIN}`]: dns(DOMAIN, 'NS', s.ns),
      [`dns:CAA:${DOMAIN}`]: dns(DOMAIN, 'CAA', s.caa),
    }),
    module('ssl', checksOf('ssl.', [expiry]), certEvidence),
    module(
      'ports',
      checksOf('ports.'),
      Object.fromEntries(
        s.ports.map(([port, service]) => [`port:127.0.0.1:${port}`, { port, service, state: 'open' }]),
      ),
    ),
    module('https_enforcement', checksOf('https_enforcement.'), {
      [`http:https://${DOMAIN}/`]: {
        status: 200,
        headers: s.hsts === null ? {} : { 'strict-transport-security': [s.hsts] },
      },
    }),
    module(
      'security_txt',
      checksOf('security_txt.', [
        s.securityTxt === 'unknown'
          ? check('security_txt.published.unknown.timeout', 'unknown')
          : check(
              s.securityTxt ? 'security_txt.published.pass' : 'security_txt.published.missing',
              s.securityTxt ? 'pass' : 'fail',
              {},
              'low',
            ),
      ]),
      {},
    ),
  ];
  for (const name of spec.timedOut ?? []) {
    const index = modules.findIndex((m) => m.name === name);
    const timed: ModuleResult = {
      ...(modules[index] as ModuleResult),
      status: 'timeout',
      score: null,
      checks: [],
      evidence: {},
    };
    modules[index] = timed;
  }
  return {
    domain: DOMAIN,
    started_at: '2026-11-23T10:00:00.000Z',
    finished_at: '2026-11-23T10:00:20.000Z',
    duration_ms: 20_000,
    score: s.score,
    grade: s.grade,
    uncapped_grade: s.grade,
    caps_applied: [],
    scoring_version: 'test',
    modules,
    issues: [],
    coverage: { checks_total: 1, checks_known: 1, ratio: 1 },
    compliance: { disclaimer: '', frameworks: [] },
  };
}

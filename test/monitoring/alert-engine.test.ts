/**
 * The alert engine as a table of (before, after) report pairs: each row says which alerts the
 * `after` scan raises when `before` was the previous scan (evaluated itself, so remembered). Then the
 * noise rules over sequences of scans: an unresolved condition alerts once, a condition that clears
 * and returns alerts again, an unknown check raises and clears nothing. Across a scoring policy
 * change: alert-engine-policy-change.test.ts.
 */
import { expect } from 'chai';
import { evaluateAlerts, stateOf } from '../../activities/monitoring/alert-engine/evaluate-alerts.js';
import { expiryMark } from '../../activities/monitoring/alert-engine/report-conditions.js';
import { readWatchedSettings } from '../../activities/monitoring/alert-engine/watched-settings.js';
import {
  type AlertConditionState,
  type AlertPreferences,
  DEFAULT_ALERT_PREFERENCES,
  type DomainAlertSettings,
} from '../../core/monitoring/monitoring-model.js';
import type { ScanReport } from '../../core/scan-model/report.js';
import { DOMAIN, describeAlert, type ReportSpec, report, SETTINGS } from './report-builder.js';

const SPF_PLUS_ALL = 'dns_email.spf_all.plus_all';

interface Row {
  name: string;
  before: ReportSpec;
  after: ReportSpec;
  settings?: Partial<DomainAlertSettings>;
  preferences?: Partial<AlertPreferences>;
  /** `type condition severity old -> new`, in the engine's order; old/new only for what says them. */
  expected: string[];
}

const GOOD_CERT = { issuer: "CN=R3, O=Let's Encrypt", key: ['RSA', 2048] as [string, number] };
const certAt = (days: number) => ({ ...GOOD_CERT, notAfter: '2027-01-01T00:00:00.000Z', days });

const TABLE: Row[] = [
  { name: 'an identical scan', before: {}, after: {}, expected: [] },
  {
    name: 'a score drop of exactly the threshold',
    before: { score: 90 },
    after: { score: 80, grade: 'B' },
    expected: ['score_drop score_drop medium 90 -> 80'],
  },
  { name: 'a score drop below the threshold', before: { score: 90 }, after: { score: 81 }, expected: [] },
  {
    name: 'a big score drop is louder',
    before: { score: 90 },
    after: { score: 45, grade: 'F' },
    expected: ['score_drop score_drop critical 90 -> 45'],
  },
  {
    name: 'a score drop on a domain that does not alert on drops',
    before: { score: 90 },
    after: { score: 60 },
    settings: { alert_on_score_drop: false },
    expected: [],
  },
  {
    name: 'a score drop past a custom threshold',
    before: { score: 90 },
    after: { score: 85 },
    settings: { alert_threshold: 5 },
    expected: ['score_drop score_drop medium 90 -> 85'],
  },
  { name: 'a score rise', before: { score: 60 }, after: { score: 95 }, expected: [] },
  {
    name: 'a lower score because a module timed out is not a drop',
    before: { score: 90 },
    after: { score: 60, timedOut: ['ssl'] },
    expected: [],
  },
  {
    name: 'a new critical finding, by its code',
    before: {},
    after: { critical: [SPF_PLUS_ALL] },
    expected: [
      `critical_issue critical:${SPF_PLUS_ALL} critical not present in the previous scan -> ${SPF_PLUS_ALL}: ${SPF_PLUS_ALL} happened.`,
    ],
  },
  {
    name: 'a critical finding already there',
    before: { critical: [SPF_PLUS_ALL] },
    after: { critical: [SPF_PLUS_ALL] },
    expected: [],
  },
  {
    name: 'the same check failing another critical way is a new finding',
    before: { critical: ['ports.redis.open'] },
    after: { critical: ['ports.redis.open_no_auth'] },
    expected: [
      'critical_issue critical:ports.redis.open_no_auth critical not present in the previous scan -> ports.redis.open_no_auth: ports.redis.open_no_auth happened.',
    ],
  },
  {
    name: 'a critical check that ended unknown raises nothing',
    before: {},
    after: { critical: [SPF_PLUS_ALL], unknown: ['dns_email.spf_all'] },
    expected: [],
  },
  {
    name: 'a certificate crossing the 30-day mark',
    before: { cert: { ...certAt(45) } },
    after: { cert: { ...certAt(29) } },
    expected: [
      'cert_expiring_soon cert_expiring:2027-01-01T00:00:00.000Z:30 medium more than 30 days left -> 29 days left (expires 2027-01-01)',
    ],
  },
  {
    name: 'a certificate still within the same mark',
    before: { cert: certAt(25) },
    after: { cert: certAt(18) },
    expected: [],
  },
  {
    name: 'a certificate crossing the 14-day mark',
    before: { cert: certAt(18) },
    after: { cert: certAt(13) },
    expected: [
      'cert_expiring_soon cert_expiring:2027-01-01T00:00:00.000Z:14 high more than 14 days left -> 13 days left (expires 2027-01-01)',
    ],
  },
  {
    name: 'a weekly scan jumping over several marks raises one alert, for the most urgent',
    before: { cert: certAt(40) },
    after: { cert: certAt(5) },
    expected: [
      'cert_expiring_soon cert_expiring:2027-01-01T00:00:00.000Z:7 high more than 7 days left -> 5 days left (expires 2027-01-01)',
    ],
  },
  {
    name: 'the last day',
    before: { cert: certAt(3) },
    after: { cert: certAt(1) },
    expected: [
      'cert_expiring_soon cert_expiring:2027-01-01T00:00:00.000Z:1 critical more than 1 day left -> 1 day left (expires 2027-01-01)',
    ],
  },
  {
    name: 'an expired certificate',
    before: { cert: certAt(1) },
    after: { cert: { ...certAt(0), expired: true } },
    expected: ['cert_expired cert_expired:2027-01-01T00:00:00.000Z critical valid -> expired on 2027-01-01'],
  },
  {
    name: 'a renewed certificate with the same issuer and key raises nothing',
    before: { cert: certAt(10) },
    after: { cert: { ...certAt(89), notAfter: '2027-04-01T00:00:00.000Z' } },
    expected: [],
  },
  {
    name: 'the certificate check ended unknown',
    before: { cert: certAt(40) },
    after: { cert: 'unknown' },
    expected: [],
  },
  {
    name: 'SPF loosened',
    before: {},
    after: { spf: ['v=spf1 +all', 'site-verification=abc'] },
    expected: ['config_change config:spf medium v=spf1 mx -all -> v=spf1 +all'],
  },
  {
    name: 'DMARC removed',
    before: {},
    after: { dmarc: null },
    expected: ['config_change config:dmarc medium v=DMARC1; p=reject; rua=mailto:d@watched.test -> (none)'],
  },
  {
    name: 'MX moved',
    before: {},
    after: { mx: ['10 mx.elsewhere.test.'] },
    expected: ['config_change config:mx high 10 mx1.watched.test. -> 10 mx.elsewhere.test.'],
  },
  {
    name: 'name servers changed (order alone is no change)',
    before: { ns: ['ns1.dns.test.', 'ns2.dns.test.'] },
    after: { ns: ['ns3.other.test.', 'ns1.dns.test.'] },
    expected: ['config_change config:ns high ns1.dns.test. | ns2.dns.test. -> ns1.dns.test. | ns3.other.test.'],
  },
  {
    name: 'NS order only',
    before: { ns: ['a.test.', 'b.test.'] },
    after: { ns: ['b.test.', 'a.test.'] },
    expected: [],
  },
  {
    name: 'CAA added where there was none',
    before: { caa: null },
    after: { caa: ['0 issue "digicert.com"'] },
    expected: ['config_change config:caa medium (none) -> 0 issue "digicert.com"'],
  },
  {
    name: 'another certificate issuer and key',
    before: {},
    after: { cert: { ...GOOD_CERT, issuer: 'CN=Evil CA', key: ['EC', 256] } },
    expected: [
      "config_change config:cert_issuer medium CN=R3, O=Let's Encrypt -> CN=Evil CA",
      'config_change config:cert_key medium RSA 2048 bits -> EC 256 bits',
    ],
  },
  {
    name: 'TLS 1.0 switched back on',
    before: {},
    after: { protocols: ['TLSv1', 'TLSv1.2', 'TLSv1.3'] },
    expected: ['config_change config:tls_protocols medium TLSv1.2, TLSv1.3 -> TLSv1, TLSv1.2, TLSv1.3'],
  },
  {
    name: 'a port opened',
    before: {},
    after: { ports: [[6379, 'Redis']] },
    expected: ['config_change config:open_ports high (none) -> 6379/Redis'],
  },
  {
    name: 'HSTS removed',
    before: {},
    after: { hsts: null },
    expected: ['config_change config:hsts medium max-age=31536000; includeSubDomains -> (none)'],
  },
  {
    name: 'security.txt taken down',
    before: {},
    after: { securityTxt: false },
    expected: ['config_change config:security_txt medium published -> (none)'],
  },
  { name: 'an SPF lookup that failed (SERVFAIL) is no change', before: {}, after: { spf: 'error' }, expected: [] },
  {
    name: 'a module that timed out is no change',
    before: {},
    after: { timedOut: ['dns_hygiene', 'ssl'] },
    expected: [],
  },
  {
    name: 'preferences off: nothing of that type',
    before: { score: 90 },
    after: { score: 50, critical: [SPF_PLUS_ALL], spf: ['v=spf1 +all'], cert: { ...certAt(5) } },
    preferences: { score_drop: false, critical_issue: false, cert_expiry: false, config_change: false },
    expected: [],
  },
  {
    name: 'preferences: only critical issues',
    before: { score: 90 },
    after: { score: 50, critical: [SPF_PLUS_ALL], spf: ['v=spf1 +all'], cert: { ...certAt(5) } },
    preferences: { score_drop: false, cert_expiry: false, config_change: false },
    expected: [
      `critical_issue critical:${SPF_PLUS_ALL} critical not present in the previous scan -> ${SPF_PLUS_ALL}: ${SPF_PLUS_ALL} happened.`,
    ],
  },
];

function compare(before: ScanReport, after: ScanReport, row: Partial<Row> = {}) {
  return evaluateAlerts(
    stateOf(before),
    after,
    { ...SETTINGS, ...row.settings },
    { ...DEFAULT_ALERT_PREFERENCES, ...row.preferences },
  );
}

describe('alert engine: (before, after) report pairs', () => {
  for (const row of TABLE) {
    it(row.name, () => {
      const { alerts } = compare(report(row.before), report(row.after), row);
      expect(alerts.map(describeAlert)).to.deep.equal(row.expected);
      for (const alert of alerts) {
        expect(alert.title).to.include(DOMAIN);
        expect(alert.message.length).to.be.greaterThan(20);
        expect(alert.score).to.equal(report(row.after).score);
      }
    });
  }

  it('reads every watched setting from the evidence of a full report', () => {
    expect(readWatchedSettings(report({ ports: [[22, 'SSH']] }))).to.deep.equal({
      spf: 'v=spf1 mx -all',
      dmarc: 'v=DMARC1; p=reject; rua=mailto:d@watched.test',
      mx: '10 mx1.watched.test.',
      ns: 'ns1.dns.test. | ns2.dns.test.',
      caa: '0 issue "letsencrypt.org"',
      cert_issuer: "CN=R3, O=Let's Encrypt",
      cert_key: 'RSA 2048 bits',
      tls_protocols: 'TLSv1.2, TLSv1.3',
      open_ports: '22/SSH',
      hsts: 'max-age=31536000; includeSubDomains',
      security_txt: 'published',
    });
  });

  it('places days on the warning marks', () => {
    expect([45, 31, 30, 15, 14, 8, 7, 2, 1, 0].map(expiryMark)).to.deep.equal([null, null, 30, 30, 14, 14, 7, 7, 1, 1]);
  });
});

describe('alert engine: noise rules over a sequence of scans', () => {
  /** Runs the engine over scans in order, as the consumer does; returns the conditions raised per scan. */
  function run(specs: ReportSpec[], settings: Partial<DomainAlertSettings> = {}): string[][] {
    let state: AlertConditionState | null = null;
    const raised: string[][] = [];
    for (const spec of specs) {
      const result = evaluateAlerts(state, report(spec), { ...SETTINGS, ...settings }, DEFAULT_ALERT_PREFERENCES);
      raised.push(result.alerts.map((alert) => alert.condition));
      state = result.state;
    }
    return raised;
  }

  it('the first scan is the baseline: even a bad one raises nothing', () => {
    expect(run([{ score: 20, critical: [SPF_PLUS_ALL], cert: { ...certAt(3) } }])).to.deep.equal([[]]);
  });

  it('an unresolved condition alerts once, however many scans still show it', () => {
    const bad = { critical: [SPF_PLUS_ALL] };
    expect(run([{}, bad, bad, bad])).to.deep.equal([[], [`critical:${SPF_PLUS_ALL}`], [], []]);
  });

  it('a condition that clears and comes back alerts again', () => {
    const bad = { critical: [SPF_PLUS_ALL] };
    expect(run([{}, bad, {}, bad])).to.deep.equal([[], [`critical:${SPF_PLUS_ALL}`], [], [`critical:${SPF_PLUS_ALL}`]]);
  });

  it('an unknown check neither clears a condition nor raises it again', () => {
    const bad = { critical: [SPF_PLUS_ALL] };
    const unknown = { critical: [SPF_PLUS_ALL], unknown: ['dns_email.spf_all'] };
    const timedOut: ReportSpec = { timedOut: ['dns_email'] };
    expect(run([{}, bad, unknown, bad, timedOut, bad])).to.deep.equal([
      [],
      [`critical:${SPF_PLUS_ALL}`],
      [],
      [],
      [],
      [],
    ]);
  });

  it('a setting compared with its last known value: A, unknown, A is no change; A, unknown, B is one', () => {
    expect(run([{}, { spf: 'error' }, {}])).to.deep.equal([[], [], []]);
    expect(run([{}, { spf: 'error' }, { spf: ['v=spf1 -all'] }, { spf: ['v=spf1 -all'] }])).to.deep.equal([
      [],
      [],
      ['config:spf'],
      [],
    ]);
  });

  it('one alert per expiry mark crossed, not one per scan', () => {
    const days = [40, 29, 26, 20, 13, 12, 6, 2, 1, 0];
    const raised = run(days.map((d) => ({ cert: d === 0 ? { ...certAt(0), expired: true } : certAt(d) })));
    const at = '2027-01-01T00:00:00.000Z';
    expect(raised).to.deep.equal([
      [],
      [`cert_expiring:${at}:30`],
      [],
      [],
      [`cert_expiring:${at}:14`],
      [],
      [`cert_expiring:${at}:7`],
      [],
      [`cert_expiring:${at}:1`],
      [`cert_expired:${at}`],
    ]);
  });

  it('a module that always times out still lets scores compare, once both scans lack it', () => {
    const noSsl: ReportSpec = { timedOut: ['ssl'] };
    expect(
      run([{ score: 90 }, { ...noSsl, score: 70 }, { ...noSsl, score: 68 }, { ...noSsl, score: 50 }]),
    ).to.deep.equal([[], [], [], ['score_drop']]);
  });

  it('a score that stays down after a drop does not alert again', () => {
    expect(run([{ score: 90 }, { score: 70 }, { score: 70 }, { score: 72 }])).to.deep.equal([
      [],
      ['score_drop'],
      [],
      [],
    ]);
  });
});

/**
 * The request mix of `npm run bench:load` and `bench:soak`, as data the load generator
 * (bench/load/generator.ts) replays with autocannon. Three streams, each its own autocannon
 * instance in the generator's process:
 *   - `reads`: what a customer's dashboard and integrations read most (account, scan history, a
 *     completed report, a job's status, webhook endpoints, alerts, usage), spread over the many
 *     high-limit accounts, as fast as the server answers (or at `readRate` in the soak) but never
 *     faster than those accounts' plan allows (`readCeiling`);
 *   - `scans`: a submission to a lab domain, then that job polled as a client waits for it, at a
 *     fixed rate so the scanner's work is a steady part of the load, not all of it;
 *   - `free`: one Free account reading faster than its plan allows, so its 429s are deliberate and
 *     counted apart; every other answer of every stream must be 2xx.
 * A request's path may hold `{seedJob}` (the account's completed job, made before the run) or
 * `{job}` (the job the same sequence submitted), a body `{domain}`; the account and domain are
 * chosen when a sequence starts.
 */
export interface LoadAccount {
  apiKey: string;
  /** A completed scan job of this account, for the report and status reads. */
  seedJob: number;
}

export interface MixRequest {
  /** Route template for the tally, e.g. `GET /v1/scan/jobs/:job_id`. */
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface MixStream {
  name: 'reads' | 'scans' | 'free';
  connections: number;
  /** Requests per second for the whole stream (a ceiling: slower answers make it slower); null: none. */
  overallRate: number | null;
  /** Whether 429 is an expected answer here (the Free account over its limit). */
  deliberate429: boolean;
  accounts: LoadAccount[];
  /** Filled into `{domain}` in a body, one per pass in turn. */
  domains: string[];
  /** One sequence: replayed in order, one account per pass. */
  requests: MixRequest[];
}

export interface MixOptions {
  custom: LoadAccount[];
  free: LoadAccount;
  /** Lab domains the submissions name, in turn. */
  domains: string[];
  readConnections: number;
  /** Null for as fast as answers come (the 60 s run); a number for the soak's moderate rate. */
  readRate: number | null;
  /** Requests a minute the Custom plan allows an account (its sustained rate, after the burst). */
  customPerMinute: number;
  scansPerMinute: number;
  /** Polls of a submitted job before the sequence starts over with the next account. */
  pollsPerScan: number;
  freeRate: number;
}

const get = (label: string, path: string = label): MixRequest => ({ label: `GET ${label}`, method: 'GET', path });

/** The reads, weighted by repetition: the account and job status most, listings less. */
export const READ_SEQUENCE: readonly MixRequest[] = Object.freeze([
  get('/v1/auth/me'),
  get('/v1/scan/history', '/v1/scan/history?limit=20'),
  get('/v1/scan/jobs/:job_id', '/v1/scan/jobs/{seedJob}'),
  get('/v1/scan/jobs/:job_id/report', '/v1/scan/jobs/{seedJob}/report'),
  get('/v1/auth/me'),
  get('/v1/webhooks'),
  get('/v1/domains/alerts'),
  get('/v1/scan/jobs/:job_id', '/v1/scan/jobs/{seedJob}'),
  get('/v1/usage/summary'),
  get('/v1/usage/limits'),
]);

export function buildMix(options: MixOptions): MixStream[] {
  if (options.custom.length === 0) throw new Error('the mix needs at least one high-limit account');
  if (options.domains.length === 0) throw new Error('the mix needs at least one lab domain to scan');
  const pollsPerScan = Math.max(1, Math.floor(options.pollsPerScan));
  // A sequence of the scans stream is one submission and its polls, so its request rate is the
  // scan rate times the sequence length.
  const scanSequenceLength = 1 + pollsPerScan;
  // autocannon paces a connection in whole requests per second (at least 1), so the scan rate is
  // rounded to what that allows: 15 scans a minute at 1 req/s with 3 polls each, 30 at 2.
  const scanRate = Math.max(1, Math.round((options.scansPerMinute / 60) * scanSequenceLength));
  const scans: MixStream[] =
    options.scansPerMinute > 0
      ? [
          {
            name: 'scans',
            // One connection: autocannon paces it at the rate, and a client waits for its answers.
            connections: 1,
            overallRate: scanRate,
            deliberate429: false,
            accounts: options.custom,
            domains: options.domains,
            requests: [
              { label: 'POST /v1/scan', method: 'POST', path: '/v1/scan', body: '{"domain":"{domain}"}' },
              ...Array.from({ length: pollsPerScan }, () => get('/v1/scan/jobs/:job_id', '/v1/scan/jobs/{job}')),
            ],
          },
        ]
      : [];
  // The high-limit accounts must never be refused: the reads (and the scans, on the same
  // accounts) stay under 90 % of what they may send together. Below that ceiling an unpaced run
  // still goes as fast as answers come; more accounts raise it.
  const ceiling = readCeiling(options.custom.length, options.customPerMinute, scans[0]?.overallRate ?? 0);
  return [
    {
      name: 'reads',
      connections: options.readConnections,
      overallRate: Math.min(options.readRate ?? ceiling, ceiling),
      deliberate429: false,
      accounts: options.custom,
      domains: [],
      requests: [...READ_SEQUENCE],
    },
    ...scans,
    {
      name: 'free',
      connections: 1,
      overallRate: options.freeRate,
      deliberate429: true,
      accounts: [options.free],
      domains: [],
      requests: [get('/v1/auth/me'), get('/v1/scan/history', '/v1/scan/history?limit=5')],
    },
  ];
}

/** Read requests a second that `accounts` may send together with `scanRate`, with 10 % to spare. */
export function readCeiling(accounts: number, perMinute: number, scanRate: number): number {
  const ceiling = Math.floor((0.9 * accounts * perMinute) / 60) - scanRate;
  if (ceiling < 1) throw new Error(`${accounts} accounts at ${perMinute} a minute leave no room for reads`);
  return ceiling;
}

/** What one pass of a sequence has chosen or learnt: its account, its domain, the job it submitted. */
export interface Pass {
  account: LoadAccount;
  domain: string | null;
  job: number | null;
}

/** The account and domain of pass number `pass` (from 0): each in turn, so all are used evenly. */
export function passFor(stream: Pick<MixStream, 'accounts' | 'domains'>, pass: number): Pass {
  const account = stream.accounts[pass % stream.accounts.length];
  if (!account) throw new Error('a stream needs at least one account');
  const domain = stream.domains.length > 0 ? (stream.domains[pass % stream.domains.length] ?? null) : null;
  return { account, domain, job: null };
}

/** A text (path or body) with the pass's placeholders filled in. */
export function fillIn(text: string, pass: Pass): string {
  if (text.includes('{job}') && pass.job === null) throw new Error(`${text} needs the job its sequence submitted`);
  if (text.includes('{domain}') && pass.domain === null) throw new Error(`${text} needs a domain`);
  return text
    .replaceAll('{seedJob}', String(pass.account.seedJob))
    .replaceAll('{job}', String(pass.job))
    .replaceAll('{domain}', String(pass.domain));
}

/**
 * Domain ownership verification and badges, on each database, with the lab:
 * an unverified publisher's badge shows nothing; verification by TXT record, by the well-known file
 * over HTTPS and over plain HTTP; the address guard on the file check; a squatting first publisher
 * superseded by the verified owner, and two verified owners sharing the badge (the latest scan
 * among theirs); a scheduled monitor run re-checks, keeps the verification through a DNS outage and
 * removes it when the record is gone.
 */
import { expect } from 'chai';
import { MonitoredDomain } from '../../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../../db/entities/scan-job.entity.js';
import { WorkflowSchedule } from '../../../db/entities/workflow-schedule.entity.js';
import { CORE_FIXTURES } from '../../../lab/fixtures/core.fixtures.js';
import { labScanDeps } from '../../../lab/lab-scan-deps.js';
import { type Lab, startLab } from '../../../lab/start-lab.js';
import { replaceZoneRecords } from '../../../lab/zone-switch.js';
import { LAB_ZONES } from '../../../lab/zones/index.js';
import { mailDomain } from '../../../lab/zones/mail-domain.js';
import type { EmbeddedScheduler } from '../../../workflows/embedded/embedded-scheduler.js';
import { signUp } from '../../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../../helpers/build-app.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { until } from '../../helpers/wait.js';
import { SCAN_JOB_FIXTURES, waitForJob } from '../scans/scan-kit.js';
import { addDomain, bearer, MONITOR_FIXTURES, setPlan } from './monitoring-kit.js';
import {
  checkNow,
  DNS_DOMAIN,
  GUARDED_DOMAIN,
  HTTP_ONLY_DOMAIN,
  OWNERSHIP_FIXTURES,
  pointApexAtLoopback,
  publishTxt,
  SITE_DOMAIN,
  SQUAT_DOMAIN,
  serveFile,
  verificationOf,
} from './ownership-kit.js';

/** The fixture data the tests change, for resetting it before a lab serves it. */
const FIXTURE_DATA = {
  zones: [...OWNERSHIP_FIXTURES.zones, ...MONITOR_FIXTURES.zones],
  hosts: OWNERSHIP_FIXTURES.hosts,
};

forEachDatabase('domain ownership verification and badges', (database) => {
  let lab: Lab;
  let t: TestApp;
  before(async () => {
    // The fixtures are module-level data the tests change in place: start each database's run afresh.
    for (const domain of [DNS_DOMAIN, SQUAT_DOMAIN, GUARDED_DOMAIN, 'mon-1.test']) publishTxt(FIXTURE_DATA, domain, []);
    for (const [domain, scheme] of [
      [SITE_DOMAIN, 'https'],
      [SITE_DOMAIN, 'http'],
      [HTTP_ONLY_DOMAIN, 'http'],
    ] as const) {
      serveFile(FIXTURE_DATA, domain, scheme, null);
    }
    lab = await startLab({
      fixtures: [
        CORE_FIXTURES,
        { zones: [...LAB_ZONES], hosts: [] },
        SCAN_JOB_FIXTURES,
        MONITOR_FIXTURES,
        OWNERSHIP_FIXTURES,
      ],
    });
    // A DNS timeout is "cannot tell" here, which keeps a verification: allow a busy machine more than
    // the lab's usual 300 ms, so the removal below is decided by the zone, not by load.
    t = await buildTestApp(database, {}, [], { scanDeps: labScanDeps(lab, { dnsTimeoutMs: 2000 }) });
  });
  after(async () => {
    await t?.close();
    await lab?.stop();
  });

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, key?: string, payload?: object) =>
    t.app.inject({ method, url, headers: key ? bearer(key) : {}, payload });
  const badge = (domain: string) => send('GET', `/v1/badge/${domain}.svg?style=flat`);
  const publish = (key: string, id: number, on = true) =>
    send('PATCH', `/v1/domains/${id}/badge`, key, { badge_enabled: on });

  /** An account on Professional monitoring `domain`, with one completed scan of it. */
  async function monitorAndScan(domain: string) {
    const account = await signUp(t.app);
    await setPlan(t, account.id, 'professional');
    const added = await addDomain(t.app, account.apiKey, { domain });
    const job = await scanNow(account.apiKey, added.id);
    return { account, added, job };
  }
  async function scanNow(key: string, domainId: number): Promise<ScanJob> {
    const queued = await send('POST', `/v1/domains/${domainId}/scan`, key);
    expect(queued.statusCode, queued.body).to.equal(202);
    const job = await waitForJob(t, queued.json().job_id);
    expect(job.status).to.equal('completed');
    return job;
  }
  // A partial assessment's letter is marked provisional on the badge (docs/monitoring.md).
  const shows = (job: ScanJob) =>
    `${job.result?.grade}${job.result?.assessment === 'partial' ? ' provisional' : ''} (${job.result?.score})`;

  it("an unverified publisher's badge shows nothing; a TXT record verifies it and publishes it", async () => {
    const { account, added, job } = await monitorAndScan(DNS_DOMAIN);
    expect(added).to.include({ verified: false, verified_at: null, verification_method: null });
    expect((await publish(account.apiKey, added.id)).json()).to.include({ badge_enabled: true, verified: false });
    expect((await badge(DNS_DOMAIN)).statusCode, 'published but unverified').to.equal(404);

    const pending = await verificationOf(t.app, account.apiKey, added.id);
    expect(pending).to.include({ domain_id: added.id, domain: DNS_DOMAIN, status: 'unverified', method: null });
    expect(pending.token).to.match(/^[A-Za-z0-9_-]{32}$/);
    expect(pending.record).to.deep.equal({
      type: 'TXT',
      name: DNS_DOMAIN,
      value: `rampart-verification=${pending.token}`,
    });
    expect(pending.file).to.deep.equal({
      url: `https://${DNS_DOMAIN}/.well-known/rampart-verification.txt`,
      content: pending.token,
    });
    const notYet = await checkNow(t.app, account.apiKey, added.id);
    expect(notYet).to.include({ status: 'unverified', verified_at: null });
    expect(notYet.failure).to.include(`no TXT record rampart-verification=${pending.token} at ${DNS_DOMAIN}`);
    expect(notYet.checked_at).to.be.a('string');

    publishTxt(lab, DNS_DOMAIN, [pending.record.value]);
    const verified = await checkNow(t.app, account.apiKey, added.id);
    expect(verified).to.include({ status: 'verified', method: 'dns', failure: null });
    const listed = (await send('GET', '/v1/domains', account.apiKey)).json().domains[0];
    expect(listed).to.include({ id: added.id, verified: true, verification_method: 'dns', badge_enabled: true });
    const shown = await badge(DNS_DOMAIN);
    expect(shown.statusCode).to.equal(200);
    expect(shown.body).to.include(shows(job));
    // Another account cannot see or check this domain's verification.
    const stranger = await signUp(t.app);
    expect((await send('GET', `/v1/domains/${added.id}/verification`, stranger.apiKey)).statusCode).to.equal(404);
    expect((await send('POST', `/v1/domains/${added.id}/verification/check`, stranger.apiKey)).statusCode).to.equal(
      404,
    );
  });

  it('verifies by the well-known file over HTTPS, and over plain HTTP when nothing answers on HTTPS', async () => {
    const account = await signUp(t.app);
    await setPlan(t, account.id, 'professional');
    const site = await addDomain(t.app, account.apiKey, { domain: SITE_DOMAIN });
    const token = (await verificationOf(t.app, account.apiKey, site.id)).token;
    serveFile(lab, SITE_DOMAIN, 'https', 'a token of another account\n');
    const wrong = await checkNow(t.app, account.apiKey, site.id);
    expect(wrong.status).to.equal('unverified');
    expect(wrong.failure).to.include(
      `https://${SITE_DOMAIN}/.well-known/rampart-verification.txt answered 200 without the token`,
    );
    serveFile(lab, SITE_DOMAIN, 'https', `# Rampart\n${token}\n`);
    expect(await checkNow(t.app, account.apiKey, site.id)).to.include({ status: 'verified', method: 'file' });

    const plain = await addDomain(t.app, account.apiKey, { domain: HTTP_ONLY_DOMAIN });
    const plainToken = (await verificationOf(t.app, account.apiKey, plain.id)).token;
    serveFile(lab, HTTP_ONLY_DOMAIN, 'http', `rampart-verification=${plainToken}\n`);
    expect(await checkNow(t.app, account.apiKey, plain.id)).to.include({ status: 'verified', method: 'file' });

    // The file goes: "check now" finds neither the record nor the file, and the verification ends.
    serveFile(lab, SITE_DOMAIN, 'https', null);
    const gone = await checkNow(t.app, account.apiKey, site.id);
    expect(gone).to.include({ status: 'unverified', method: null, verified_at: null });
    expect(gone.failure).to.include('answered 404');
  });

  it('fetches the file only from addresses the guard allows', async () => {
    const account = await signUp(t.app);
    const added = await addDomain(t.app, account.apiKey, { domain: GUARDED_DOMAIN });
    // Rebound to loopback outside the lab's allowed range after it was added.
    pointApexAtLoopback(lab, GUARDED_DOMAIN, []);
    const check = await checkNow(t.app, account.apiKey, added.id);
    expect(check.status).to.equal('unverified');
    expect(check.failure).to.include(
      `${GUARDED_DOMAIN} has no public address to fetch /.well-known/rampart-verification.txt from`,
    );
  });

  it('a squatting first publisher is superseded by the verified owner; two verified owners show the latest scan', async () => {
    // The squatter monitors the name first, scans it while it is bad, and publishes first.
    publishTxt(lab, SQUAT_DOMAIN, [], true);
    const squatter = await monitorAndScan(SQUAT_DOMAIN);
    expect((await publish(squatter.account.apiKey, squatter.added.id)).statusCode).to.equal(200);
    expect((await badge(SQUAT_DOMAIN)).statusCode, 'nobody verified: no badge').to.equal(404);

    // The owner fixes the domain, publishes its record, scans and publishes.
    const owner = await signUp(t.app);
    await setPlan(t, owner.id, 'professional');
    const owned = await addDomain(t.app, owner.apiKey, { domain: SQUAT_DOMAIN });
    const ownerRecord = (await verificationOf(t.app, owner.apiKey, owned.id)).record.value;
    publishTxt(lab, SQUAT_DOMAIN, [ownerRecord]);
    expect(await checkNow(t.app, owner.apiKey, owned.id)).to.include({ status: 'verified', method: 'dns' });
    const ownerJob = await scanNow(owner.apiKey, owned.id);
    await publish(owner.apiKey, owned.id);
    expect(shows(ownerJob)).to.not.equal(shows(squatter.job));

    // The squatter scans again later (the latest scan of the name), still unverified: not shown.
    publishTxt(lab, SQUAT_DOMAIN, [ownerRecord], true);
    const squatterLater = await scanNow(squatter.account.apiKey, squatter.added.id);
    expect(await checkNow(t.app, squatter.account.apiKey, squatter.added.id)).to.include({ status: 'unverified' });
    const shown = await badge(SQUAT_DOMAIN);
    expect(shown.statusCode).to.equal(200);
    expect(shown.body).to.include(shows(ownerJob)).and.not.include(shows(squatterLater));

    // A second verified owner (an MSP given its own record): the latest scan among the verified publishers.
    const mspRecord = (await verificationOf(t.app, squatter.account.apiKey, squatter.added.id)).record.value;
    publishTxt(lab, SQUAT_DOMAIN, [ownerRecord, mspRecord], true);
    expect(await checkNow(t.app, squatter.account.apiKey, squatter.added.id)).to.include({ status: 'verified' });
    expect((await badge(SQUAT_DOMAIN)).body).to.include(shows(squatterLater));
    // Unpublished by that owner: the other's scan again.
    await publish(squatter.account.apiKey, squatter.added.id, false);
    expect((await badge(SQUAT_DOMAIN)).body).to.include(shows(ownerJob));
  });

  it('a scheduled monitor run re-checks: an outage keeps the verification, a removed record ends it', async () => {
    const account = await signUp(t.app);
    const added = await addDomain(t.app, account.apiKey, { domain: 'mon-1.test' });
    const record = (await verificationOf(t.app, account.apiKey, added.id)).record.value;
    publishTxt(lab, 'mon-1.test', [record]);
    expect(await checkNow(t.app, account.apiKey, added.id)).to.include({ status: 'verified' });
    await publish(account.apiKey, added.id);
    expect((await badge('mon-1.test')).statusCode).to.equal(200);

    const scheduler = t.app.orchestrator.schedules as EmbeddedScheduler;
    /** Moves the clock to the domain's next slot, runs it, and waits until its re-check is recorded. */
    async function scheduledRun(): Promise<MonitoredDomain> {
      const before = await t.db.manager.findOneByOrFail(MonitoredDomain, { id: added.id });
      const schedule = await t.db.manager.findOneByOrFail(WorkflowSchedule, { id: `monitor-${added.id}` });
      t.clock.set(schedule.nextRunAt);
      await scheduler.tick();
      return until('the re-check', async () => {
        const row = await t.db.manager.findOneByOrFail(MonitoredDomain, { id: added.id });
        return row.verificationCheckedAt?.getTime() !== before.verificationCheckedAt?.getTime() && row;
      });
    }

    // The domain's name server fails (SERVFAIL for its A, AAAA and TXT): the check cannot tell.
    replaceZoneRecords(lab.zones, 'mon-1.test', mailDomain('mon-1.test').records);
    const zone = lab.zones.find((each) => each.origin === 'mon-1.test');
    if (!zone) throw new Error('no zone mon-1.test');
    zone.faults = { 'mon-1.test': 'servfail' };
    const outage = await scheduledRun();
    expect(outage.verifiedAt, 'kept through the outage').to.not.equal(null);
    expect(outage.verificationFailure).to.include('failed');
    expect((await badge('mon-1.test')).statusCode).to.equal(200);

    // The name answers again without the record: the verification ends, and the badge with it.
    zone.faults = undefined;
    const removed = await scheduledRun();
    expect(removed.verifiedAt, JSON.stringify(removed)).to.equal(null);
    expect(removed.verificationFailure).to.include(`no TXT record ${record} at mon-1.test`);
    expect((await badge('mon-1.test')).statusCode).to.equal(404);
    const view = (await send('GET', '/v1/domains', account.apiKey)).json().domains[0];
    expect(view).to.include({ verified: false, badge_enabled: true });

    // The account's activity log: proven by the owner's "check now" (the outage changed nothing),
    // lost at the scheduled re-check, which the service itself made.
    const ownership = (await send('GET', '/v1/account/activity?limit=100', account.apiKey))
      .json()
      .activity.filter((entry: { type: string }) => entry.type.startsWith('domain.ownership'));
    expect(ownership.map((entry: { type: string; actor: string }) => [entry.type, entry.actor])).to.deep.equal([
      ['domain.ownership_lost', 'system'],
      ['domain.ownership_verified', 'api_key'],
    ]);
    expect(ownership[1].details).to.deep.equal({ domain_id: added.id, domain: 'mon-1.test', method: 'dns' });
    expect(ownership[0]).to.include({ ip_address: null, request_id: null });
  });
});

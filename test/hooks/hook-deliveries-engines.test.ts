/**
 * REST Hook deliveries end to end on both workflow engines (embedded, Temporal) and both databases:
 * a subscription hears a real scan of the lab, signed with its own secret; a target answering 410
 * Gone unsubscribes itself; and a monitored domain the lab switches from good to bad between two real
 * scans reaches its `grade.changed` and `alert.triggered` subscriptions with the fields
 * docs/integrations.md lists, each body signed. The 410's end is in the owner's activity log.
 */
import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { AccountActivity } from '../../db/entities/account-activity.entity.js';
import { Alert } from '../../db/entities/alert.entity.js';
import { DomainGradeChange } from '../../db/entities/domain-grade-change.entity.js';
import type { ScanJob } from '../../db/entities/scan-job.entity.js';
import { WebhookDelivery } from '../../db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { addDomain, SWITCH_DOMAIN, switchToBad, switchToGood } from '../api/monitoring/monitoring-kit.js';
import { bearer, submitOk, waitForJob } from '../api/scans/scan-kit.js';
import { signUp } from '../helpers/accounts.js';
import { until } from '../helpers/wait.js';
import type { ReceivedRequest } from '../webhooks/receiver.js';
import { call, setPlan } from '../webhooks/webhook-kit.js';
import { forEachEngineAndDatabase, useHookEngineRig } from './hook-engine-rig.js';

const GRADE_CHANGED_FIELDS = [
  'change_id',
  'domain_id',
  'domain',
  'job_id',
  'from_grade',
  'to_grade',
  'direction',
  'score',
  'changed_at',
].sort();

const ALERT_TRIGGERED_FIELDS = [
  'alert_id',
  'alert_type',
  'severity',
  'domain',
  'title',
  'message',
  'old_value',
  'new_value',
  'score',
  'grade',
  'created_at',
].sort();

/** The body as sent, after checking its signature: HMAC-SHA256 of `timestamp.body` with the subscription's secret. */
function signedEnvelope(request: ReceivedRequest, secret: string) {
  const timestamp = String(request.headers['x-service-timestamp']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex');
  expect(request.headers['x-service-signature-v2'], 'the signature').to.equal(expected);
  const envelope = JSON.parse(request.body);
  expect(Object.keys(envelope).sort()).to.deep.equal(['created_at', 'data', 'id', 'type']);
  return envelope;
}

forEachEngineAndDatabase('REST Hook deliveries', (engine, database) => {
  const rig = useHookEngineRig(engine, database);
  const { sink } = rig;
  beforeEach(() => {
    sink.requests.length = 0;
    sink.answer = () => ({ status: 200, body: 'ok' });
  });
  afterEach(() => switchToGood(rig.lab));

  async function proAccount() {
    const account = await signUp(rig.t.app);
    await setPlan(rig.t.db, account.id, 'professional');
    return account;
  }

  async function subscribe(apiKey: string, path: string, event: string, filters?: Record<string, unknown>) {
    const response = await call(rig.t.app, apiKey, 'POST', '/v1/hooks', {
      target_url: rig.url(path),
      event,
      ...(filters ? { filters } : {}),
    });
    expect(response.statusCode, response.body).to.equal(201);
    return response.json() as { id: number; secret: string };
  }

  async function scan(apiKey: string, domain: string): Promise<ScanJob> {
    const jobId = await submitOk(rig.t.app, bearer(apiKey), domain);
    const job = await waitForJob(rig.t, jobId, ['completed', 'failed'], 90_000);
    expect(job.status, job.failureReason ?? '').to.equal('completed');
    return job;
  }

  const mailKnown = (job: ScanJob) => job.report?.modules.find((m) => m.name === 'dns_email')?.status === 'completed';
  /** Scans until one whose DNS/e-mail module completed (a loaded machine may time one out), at most three. */
  async function scanUntilMailKnown(apiKey: string, domain: string): Promise<ScanJob> {
    for (let tries = 1; ; tries++) {
      const job = await scan(apiKey, domain);
      if (mailKnown(job) || tries >= 3) return job;
    }
  }

  it(`[${engine}] a real scan reaches the subscription, signed; a target answering 410 unsubscribes itself`, async function () {
    this.timeout(180_000);
    const owner = await proAccount();
    const kept = await subscribe(owner.apiKey, '/kept', 'scan.completed', { domain: 'web-core.test' });
    const gone = await subscribe(owner.apiKey, '/gone', 'scan.completed');
    sink.answer = (_index, request) => (request.path === '/gone' ? { status: 410, body: 'gone' } : { status: 200 });
    if (engine === 'temporal') expect(rig.t.app.orchestrator.kind).to.equal('temporal');

    const job = await scan(owner.apiKey, 'web-core.test');
    const delivered = await until('the delivery to /kept', () => sink.requests.find((r) => r.path === '/kept'), 60_000);
    const envelope = signedEnvelope(delivered, kept.secret);
    expect(envelope.type).to.equal('scan.completed');
    expect(envelope.data).to.include({
      job_id: job.id,
      domain: 'web-core.test',
      grade: job.result?.grade,
      score: job.result?.score,
    });

    await until(
      'the 410 to unsubscribe',
      async () =>
        (await rig.t.db.manager.findOneBy(WebhookEndpoint, { id: gone.id }))?.disabledReason === 'target_gone',
      60_000,
    );
    const dead = await until(
      'the 410 delivery to finish',
      async () => {
        const row = await rig.t.db.manager.findOneBy(WebhookDelivery, { endpointId: gone.id });
        return row?.status === 'failed' ? row : undefined;
      },
      30_000,
    );
    expect(dead.attemptCount).to.equal(1);
    expect(sink.requests.filter((r) => r.path === '/gone')).to.have.length(1);
    // The owner's activity log says the service ended it (on Temporal, the worker's activity wrote it).
    const ended = await rig.t.db.manager.findBy(AccountActivity, { userId: owner.id, type: 'hook.unsubscribed' });
    expect(ended.map((row) => [row.actor, row.details])).to.deep.equal([
      ['system', { hook_id: gone.id, event: 'scan.completed', target_url: rig.url('/gone'), reason: 'target_gone' }],
    ]);
    const listed = (await call(rig.t.app, owner.apiKey, 'GET', '/v1/hooks')).json();
    expect(listed.map((each: { id: number }) => each.id)).to.deep.equal([kept.id]);
    expect((await call(rig.t.app, owner.apiKey, 'DELETE', `/v1/hooks/${kept.id}`)).statusCode).to.equal(204);
    expect((await call(rig.t.app, owner.apiKey, 'GET', '/v1/hooks')).json()).to.deep.equal([]);
  });

  it(`[${engine}] a monitored domain going bad between two real scans sends grade.changed and alert.triggered, signed`, async function () {
    this.timeout(300_000);
    const owner = await proAccount();
    const domain = await addDomain(rig.t.app, owner.apiKey, { domain: SWITCH_DOMAIN });
    const grades = await subscribe(owner.apiKey, '/grades', 'grade.changed', { domain: SWITCH_DOMAIN });
    const alerts = await subscribe(owner.apiKey, '/alerts', 'alert.triggered', { domain: SWITCH_DOMAIN });
    const elsewhere = await subscribe(owner.apiKey, '/elsewhere', 'grade.changed', { domain: 'mon-1.test' });

    const good = await scanUntilMailKnown(owner.apiKey, SWITCH_DOMAIN);
    switchToBad(rig.lab);
    const bad = await scanUntilMailKnown(owner.apiKey, SWITCH_DOMAIN);
    expect(bad.result?.grade, 'the lab switch moves the grade').to.not.equal(good.result?.grade);

    const change = await until(
      'the grade change of the bad scan',
      async () =>
        (await rig.t.db.manager.findOneBy(DomainGradeChange, { domainId: domain.id, jobId: bad.id })) ?? undefined,
      60_000,
    );
    const gradeRequest = await until(
      'the grade.changed delivery',
      () => sink.requests.find((r) => r.path === '/grades'),
      60_000,
    );
    const gradeEnvelope = signedEnvelope(gradeRequest, grades.secret);
    expect(gradeEnvelope.type).to.equal('grade.changed');
    expect(Object.keys(gradeEnvelope.data).sort()).to.deep.equal(GRADE_CHANGED_FIELDS);
    expect(gradeEnvelope.data).to.deep.include({
      domain_id: domain.id,
      domain: SWITCH_DOMAIN,
      job_id: bad.id,
      from_grade: good.result?.grade,
      to_grade: bad.result?.grade,
      direction: 'down',
      score: bad.result?.score,
    });
    expect(gradeEnvelope.data.change_id).to.equal(change.id);
    expect(Date.parse(gradeEnvelope.data.changed_at)).to.equal(change.createdAt.getTime());

    const raised = await until(
      'the alerts of the bad scan',
      async () => {
        const rows = await rig.t.db.manager.find(Alert, { where: { domainId: domain.id, jobId: bad.id } });
        return rows.length > 0 ? rows : undefined;
      },
      60_000,
    );
    const alertRequests = await until(
      'one alert.triggered delivery per alert',
      () => {
        const found = sink.requests.filter((r) => r.path === '/alerts');
        return found.length >= raised.length ? found : undefined;
      },
      60_000,
    );
    const envelopes = alertRequests.map((request) => signedEnvelope(request, alerts.secret));
    expect(envelopes.map((each) => each.data.alert_id).sort()).to.deep.equal(raised.map((row) => row.id).sort());
    for (const envelope of envelopes) {
      expect(envelope.type).to.equal('alert.triggered');
      expect(Object.keys(envelope.data).sort()).to.deep.equal(ALERT_TRIGGERED_FIELDS);
      expect(envelope.data).to.include({ domain: SWITCH_DOMAIN, score: bad.result?.score, grade: bad.result?.grade });
    }
    expect(envelopes.map((each) => each.data.alert_type)).to.include('critical_issue');

    // The subscription filtered to another domain heard nothing; none of them heard the good scan twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.requests.filter((r) => r.path === '/elsewhere')).to.have.length(0);
    expect(sink.requests.filter((r) => r.path === '/grades')).to.have.length(1);
    expect(elsewhere.id).to.be.a('number');
    // Removing the domain removes its schedule too (a Temporal Schedule on that engine).
    expect((await call(rig.t.app, owner.apiKey, 'DELETE', `/v1/domains/${domain.id}`)).statusCode).to.be.oneOf([
      200, 204,
    ]);
  });
});

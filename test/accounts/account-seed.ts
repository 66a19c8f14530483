/**
 * An account with a row in every table an account can reach, written as the service writes them
 * (sign-up, login, checkout and webhook creation through the API; scans, reports, alerts, deliveries
 * and workflow runs as their activities store them), so the deletion tests can prove each one goes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import {
  Alert,
  AlertPreferencesRow,
  ApiUsage,
  ClientReport,
  ClientReportPdfChunk,
  IssuedReport,
  MonitoredDomain,
  OutboxEvent,
  ReportBranding,
  ReportPdfChunk,
  ScanJob,
  ScanModuleResult,
  WebhookAttempt,
  WebhookDelivery,
  WorkflowRun,
  WorkflowSchedule,
  WorkflowStep,
} from '../../db/entities/index.js';
import { newScanJobRow } from '../../db/entities/scan-job-row.js';
import { type BillingKit, deliver } from '../api/billing/billing-kit.js';
import { logIn, PASSWORD, signUp } from '../helpers/accounts.js';

const REPORT = JSON.parse(
  readFileSync(new URL('../fixtures/reports/format-2-outcome-codes.json', import.meta.url), 'utf8'),
);
const URLS = { success_url: 'https://app.example/billing/done', cancel_url: 'https://app.example/billing' };

export interface SeededAccount {
  id: number;
  email: string;
  apiKey: string;
  accessToken: string;
  sessionCookie: string;
  csrfToken: string;
  customerId: string;
  subscriptionId: string;
  domains: string[];
  jobIds: number[];
  domainIds: number[];
  deliveryIds: number[];
  eventIds: string[];
  reportIds: string[];
  sessionIds: string[];
  /** The account's client (docs/portfolio.md): its domain, scoped endpoint, preferences and report. */
  clientId: number;
  clientReportId: string;
}

/** `tag` makes every domain and address unique to this account, so a leftover is found by its text. */
export async function seedAccount(kit: BillingKit, tag: string, jobs = 3): Promise<SeededAccount> {
  const { app, db, clock } = kit.t;
  const email = `${tag}-${randomBytes(3).toString('hex')}@example.com`;
  const account = await signUp(app, email);
  const login = await logIn(app, email, PASSWORD);
  const headers = { 'x-api-key': account.apiKey };
  const checkout = await app.inject({
    method: 'POST',
    url: '/v1/billing/checkout',
    headers,
    payload: { plan: 'professional', ...URLS },
  });
  expect(checkout.statusCode, checkout.body).to.equal(200);
  for (const event of kit.stripe.completeCheckout(checkout.json().id, Math.floor(Date.now() / 1000) + 30 * 86_400)) {
    expect((await deliver(kit, event)).json().status).to.equal('processed');
  }
  const subscription = (await app.inject({ method: 'GET', url: '/v1/billing/subscription', headers })).json();
  const webhook = await app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers,
    payload: { url: `http://localhost:9/${tag}-hook`, enabled_events: ['scan.completed'] },
  });
  expect(webhook.statusCode, webhook.body).to.equal(201);
  const endpointId = webhook.json().id as number;
  const now = clock.now();
  const seeded: SeededAccount = {
    id: account.id,
    email: account.email,
    apiKey: account.apiKey,
    accessToken: login.accessToken,
    sessionCookie: login.sessionCookie,
    csrfToken: login.csrfToken,
    customerId: subscription.customer_id,
    subscriptionId: subscription.subscription_id,
    domains: [],
    jobIds: [],
    domainIds: [],
    deliveryIds: [],
    eventIds: [],
    reportIds: [],
    sessionIds: [],
    clientId: 0,
    clientReportId: '',
  };
  await db.transaction(async (m) => {
    const domain = `${tag}-watched.example`;
    seeded.domains.push(domain);
    const monitored = await m.save(
      Object.assign(new MonitoredDomain(), {
        userId: account.id,
        domain,
        scanFrequency: 'daily',
        alertOnScoreDrop: true,
        alertThreshold: 10,
        badgeEnabled: false,
        badgePublishedAt: null,
        verificationToken: `${tag}-token`,
        verifiedAt: null,
        verificationMethod: null,
        verificationCheckedAt: null,
        verificationFailure: null,
        alertState: null,
        lastEvaluatedJobId: null,
        lastScheduledRun: null,
        lastScheduledJobId: null,
        createdAt: now,
      }),
    );
    seeded.domainIds.push(monitored.id);
    await m.insert(WorkflowSchedule, {
      id: `monitor-${monitored.id}`,
      workflowType: 'monitorWorkflow',
      input: { domainId: monitored.id } as never,
      everyMs: 86_400_000,
      offsetMs: 0,
      // Due tomorrow: a monitor run firing during a test would add a fourth scan to the account.
      nextRunAt: new Date(now.getTime() + 86_400_000),
      lastRunAt: null,
      createdAt: now,
    });
    await m.insert(WorkflowRun, {
      id: `monitor-${monitored.id}-20260101T000000`,
      workflowType: 'monitorWorkflow',
      status: 'completed',
      input: { domainId: monitored.id } as never,
      result: null as never,
      error: null,
      createdAt: now,
      finishedAt: now,
    });
    for (let n = 0; n < jobs; n++) {
      const scanned = n === 0 ? domain : `${tag}-scan-${n}.example`;
      const job = await m.save(
        Object.assign(
          new ScanJob(),
          newScanJobRow({
            userId: account.id,
            source: 'api',
            domain: scanned,
            status: 'completed',
            requestedModules: ['headers'],
            report: { ...REPORT, domain: scanned },
            createdAt: now,
            startedAt: now,
            finishedAt: now,
          }),
        ),
      );
      seeded.jobIds.push(job.id);
      await m.insert(ScanModuleResult, {
        jobId: job.id,
        module: 'headers',
        result: { domain: scanned } as never,
        createdAt: now,
      });
      const runId = `scan-${job.id}-${randomBytes(4).toString('hex')}`;
      await m.insert(WorkflowRun, {
        id: runId,
        workflowType: 'scanWorkflow',
        status: 'completed',
        input: { jobId: job.id, accountId: account.id, domain: scanned } as never,
        result: null as never,
        error: null,
        createdAt: now,
        finishedAt: now,
      });
      await m.insert(WorkflowStep, {
        runId,
        stepKey: 'plan:x#0',
        status: 'completed',
        result: { domain: scanned } as never,
        error: null,
        createdAt: now,
      });
      const reportId = `RP-${randomBytes(6).toString('hex').toUpperCase().slice(0, 8)}`;
      seeded.reportIds.push(reportId);
      await m.insert(IssuedReport, {
        id: reportId,
        jobId: job.id,
        userId: account.id,
        domain: scanned,
        grade: 'B',
        score: 80,
        scoringVersion: '1',
        scannedAt: now,
        issuedAt: now,
        pdfSha256: 'a'.repeat(64),
        pdfSize: 5,
        signature: 'sig',
        signingKeyId: 'k1',
        createdAt: now,
      } as never);
      await m.insert(ReportPdfChunk, { reportId, seq: 0, data: Buffer.from('%PDF-') } as never);
      await m.insert(Alert, {
        userId: account.id,
        domainId: monitored.id,
        domain,
        jobId: job.id,
        condition: `score_drop:${domain}:${n}`,
        alertType: 'score_drop',
        severity: 'high',
        title: `Score dropped on ${domain}`,
        message: `The score of ${domain} dropped`,
        oldValue: '90',
        newValue: '80',
        score: 80,
        grade: 'B',
        read: false,
        createdAt: now,
      } as never);
      const eventId = randomUUID();
      seeded.eventIds.push(eventId);
      await m.insert(OutboxEvent, {
        id: eventId,
        type: 'scan.completed',
        userId: account.id,
        data: { domain: scanned } as never,
        createdAt: now,
        dispatchedAt: now,
      });
      await m.insert(WorkflowRun, {
        id: `event-${eventId}`,
        workflowType: 'eventDispatchWorkflow',
        status: 'completed',
        input: { eventId } as never,
        result: null as never,
        error: null,
        createdAt: now,
        finishedAt: now,
      });
      const delivery = await m.save(
        Object.assign(new WebhookDelivery(), {
          endpointId,
          eventId,
          eventType: 'scan.completed',
          series: 1,
          redeliveryOf: null,
          isTest: false,
          payload: { data: { domain: scanned } },
          status: 'succeeded',
          attemptCount: 1,
          createdAt: now,
          nextAttemptAt: null,
          failureReason: null,
          completedAt: now,
        }),
      );
      seeded.deliveryIds.push(delivery.id);
      await m.insert(WebhookAttempt, {
        deliveryId: delivery.id,
        attempt: 1,
        attemptedAt: now,
        succeeded: true,
        responseStatus: 200,
        durationMs: 5,
        responseBody: `ok ${tag}`,
        error: null,
      } as never);
      await m.insert(WorkflowRun, {
        id: `webhook-delivery-${delivery.id}-${eventId.replace(/-/g, '').slice(0, 8)}`,
        workflowType: 'webhookDeliveryWorkflow',
        status: 'completed',
        input: { deliveryId: delivery.id } as never,
        result: null as never,
        error: null,
        createdAt: now,
        finishedAt: now,
      });
    }
    await m.insert(ApiUsage, {
      userId: account.id,
      day: now.toISOString().slice(0, 10),
      method: 'GET',
      route: '/v1/scans',
      statusClass: '2xx',
      count: 7,
    });
    await m.insert(ReportBranding, {
      userId: account.id,
      companyName: `${tag} Security`,
      accentColor: '#123456',
      logo: null,
      createdAt: now,
      updatedAt: now,
    } as never);
    await m.insert(AlertPreferencesRow, {
      userId: account.id,
      scoreDrop: true,
      criticalIssue: true,
      certExpiry: false,
      configChange: true,
    });
  });
  await seedClientRows(kit, seeded, tag, headers);
  const sessions = (await db.query('SELECT id FROM sessions WHERE user_id = ?', [account.id])) as { id: string }[];
  seeded.sessionIds = sessions.map((s) => s.id);
  return seeded;
}

/**
 * The portfolio's client rows, through the API where it writes them: a client holding the account's
 * monitored domain, a webhook endpoint scoped to it, its own alert preferences, and an issued client
 * report with its PDF (stored as the report workflow stores them).
 */
async function seedClientRows(
  kit: BillingKit,
  seeded: SeededAccount,
  tag: string,
  headers: Record<string, string>,
): Promise<void> {
  const { app, db, clock } = kit.t;
  const client = await app.inject({ method: 'POST', url: '/v1/clients', headers, payload: { name: `${tag} Client` } });
  expect(client.statusCode, client.body).to.equal(201);
  seeded.clientId = client.json().id;
  const assigned = await app.inject({
    method: 'POST',
    url: '/v1/domains/bulk-actions',
    headers,
    payload: { action: 'assign_client', domain_ids: seeded.domainIds, client_id: seeded.clientId },
  });
  expect(assigned.json().changed, assigned.body).to.equal(seeded.domainIds.length);
  const scoped = await app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers,
    payload: {
      url: `http://localhost:9/${tag}-client-hook`,
      enabled_events: ['alert.triggered'],
      client_id: seeded.clientId,
    },
  });
  expect(scoped.statusCode, scoped.body).to.equal(201);
  const preferences = await app.inject({
    method: 'PUT',
    url: `/v1/clients/${seeded.clientId}/alert-preferences`,
    headers,
    payload: { config_change: false },
  });
  expect(preferences.statusCode, preferences.body).to.equal(200);
  const now = clock.now();
  const reportId = `RP-${randomBytes(6).toString('hex').toUpperCase().slice(0, 8)}`;
  seeded.clientReportId = reportId;
  seeded.reportIds.push(reportId);
  await db.transaction(async (m) => {
    await m.insert(ClientReport, {
      id: reportId,
      userId: seeded.id,
      clientId: seeded.clientId,
      clientName: `${tag} Client`,
      period: 'weekly:2026-W47',
      periodStart: new Date(now.getTime() - 7 * 86_400_000),
      periodEnd: now,
      domainCount: 1,
      averageScore: 80,
      grade: 'B',
      issuedAt: now,
      pdfSha256: 'b'.repeat(64),
      pdfSize: 5,
      signature: 'sig',
      signingKeyId: 'k1',
      recipients: [seeded.email],
      mailedTo: [seeded.email],
      mailedAt: now,
      createdAt: now,
    } as never);
    await m.insert(ClientReportPdfChunk, { reportId, seq: 0, data: Buffer.from('%PDF-') } as never);
  });
}

/**
 * The activities behind scheduled client reports (docs/portfolio.md, "Client reports"):
 * - `dueClientReports`: the sweep's question, which clients' last complete period has no report
 *   yet (or one not mailed to every recipient), as workflow starts named by client and period;
 * - `renderClientReport`: renders, signs and stores one client's report for one period, once (a
 *   repeat returns the stored one; of two renders at once the unique (client, period) index keeps
 *   the first);
 * - `mailClientReport`: mails the PDF to each recipient not yet mailed, recording each as it goes.
 */
import QRCode from 'qrcode';
import { In, IsNull } from 'typeorm';
import {
  type ClientReportFrequency,
  lastCompletePeriod,
  periodLabel,
  periodOfKey,
} from '../../core/monitoring/client-reports.js';
import { clientReportWorkflowId } from '../../core/workflow-ids.js';
import type { WorkflowStartRequest } from '../../core/workflow-meta.js';
import { Client } from '../../db/entities/client.entity.js';
import { ClientReport } from '../../db/entities/client-report.entity.js';
import type { ActivityDeps } from '../activity-deps.js';
import { brandingFor } from '../reports/report-branding.js';
import { verifyUrl } from '../reports/report-document.js';
import { newReportId } from '../reports/report-id.js';
import { reportSigner, sha256Hex } from '../reports/report-signing.js';
import { clientReportData } from './client-report-data.js';
import {
  anyReportIdTaken,
  clientReportFacts,
  clientReportStatement,
  findClientReport,
  findClientReportById,
  issueClientReport,
  readClientReportPdf,
} from './client-report-store.js';
import { clientReportFooter, clientReportHtml } from './template/client-report-html.js';

/** Clients looked at per page of the sweep. */
const SWEEP_PAGE = 500;
const ID_ATTEMPTS = 5;

export interface ClientReportOutcome {
  reportId: string;
  pdfSha256: string;
}

export interface ClientReportActivities {
  /** Starts for clients whose last complete period is due, at most `limit`. */
  dueClientReports(limit: number): Promise<WorkflowStartRequest[]>;
  /** The stored report of this client and period, rendered first if there is none; null when the client is gone. */
  renderClientReport(clientId: number, period: string): Promise<ClientReportOutcome | null>;
  /** Mails the report to its recipients not mailed yet; `mailed` counts this call's sends. */
  mailClientReport(reportId: string): Promise<{ mailed: number; recipients: number }>;
}

export function createClientReportActivities(deps: ActivityDeps): ClientReportActivities {
  const { db, clock } = deps;
  return {
    async dueClientReports(limit) {
      const now = clock.now();
      const due: WorkflowStartRequest[] = [];
      let afterId = 0;
      while (due.length < limit) {
        const clients = await db.manager
          .createQueryBuilder(Client, 'client')
          .where('client.id > :afterId AND client.report_frequency IS NOT NULL', { afterId })
          .orderBy('client.id', 'ASC')
          .limit(SWEEP_PAGE)
          .getMany();
        if (clients.length === 0) break;
        afterId = clients[clients.length - 1]?.id ?? afterId;
        const candidates = clients.flatMap((client) => {
          const frequency = client.reportFrequency as Exclude<ClientReportFrequency, 'off'> | null;
          if (!frequency || (client.reportRecipients ?? []).length === 0) return [];
          const period = lastCompletePeriod(frequency, now);
          // Only periods that ended after reports were turned on.
          if (client.reportsSince && period.end.getTime() <= client.reportsSince.getTime()) return [];
          return [{ client, period }];
        });
        if (candidates.length === 0) continue;
        const issued = await db.getRepository(ClientReport).find({
          where: {
            clientId: In(candidates.map((each) => each.client.id)),
            period: In([...new Set(candidates.map((each) => each.period.key))]),
          },
        });
        const done = new Set(
          issued.filter((report) => report.mailedAt !== null).map((report) => `${report.clientId}|${report.period}`),
        );
        for (const { client, period } of candidates) {
          if (done.has(`${client.id}|${period.key}`)) continue;
          due.push({
            workflow: 'clientReportWorkflow',
            workflowId: clientReportWorkflowId(client, period.key),
            input: { clientId: client.id, period: period.key },
            meta: { kind: 'report', domains: [], accountId: client.userId, source: 'schedule' },
          });
          if (due.length >= limit) break;
        }
      }
      return due;
    },

    async renderClientReport(clientId, periodKey) {
      const existing = await findClientReport(db, clientId, periodKey);
      if (existing) return { reportId: existing.id, pdfSha256: existing.pdfSha256 };
      const client = await db.manager.findOneBy(Client, { id: clientId });
      if (!client) return null;
      const period = periodOfKey(periodKey);
      if (!period) throw new Error(`unknown report period ${JSON.stringify(periodKey)}`);
      if (!deps.reports) throw new Error('PDF reports are not set up in this process (ActivityDeps.reports)');
      const { renderer, signingKey, publicBaseUrl } = deps.reports;
      const data = await clientReportData(db, clock, client, period);
      const branding = await brandingFor(db, client.userId);
      const signer = reportSigner(signingKey);
      for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
        const id = newReportId();
        if (await anyReportIdTaken(db, id)) continue;
        const issuedAt = clock.now();
        const url = verifyUrl(publicBaseUrl, id);
        const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
        const facts = { reportId: id, issuedAt, verifyUrl: url, qrSvg, branding };
        const pdf = await renderer.renderPdf(clientReportHtml(data, facts), {
          footerTemplate: clientReportFooter(data, facts),
        });
        const row = db.getRepository(ClientReport).create({
          id,
          userId: client.userId,
          clientId: client.id,
          clientName: client.name,
          period: period.key,
          periodStart: period.start,
          periodEnd: period.end,
          domainCount: data.domains.length,
          averageScore: data.averageScore,
          grade: data.grade,
          issuedAt,
          pdfSha256: sha256Hex(pdf),
          pdfSize: pdf.byteLength,
          signature: '',
          signingKeyId: signer.keyId,
          recipients: client.reportRecipients ?? [],
          mailedTo: [],
          mailedAt: null,
          createdAt: clock.now(),
        });
        row.signature = signer.sign(clientReportStatement(clientReportFacts(row)));
        const outcome = await issueClientReport(db, row, pdf);
        if (outcome.kind !== 'id_taken') return { reportId: outcome.report.id, pdfSha256: outcome.report.pdfSha256 };
      }
      throw new Error(`no free report id after ${ID_ATTEMPTS} attempts`);
    },

    async mailClientReport(reportId) {
      const report = await findClientReportById(db, reportId);
      if (!report) return { mailed: 0, recipients: 0 };
      const pending = report.recipients.filter((to) => !report.mailedTo.includes(to));
      if (pending.length > 0 && !deps.mailer)
        throw new Error('mail is not set up in this process (ActivityDeps.mailer)');
      const pdf = pending.length > 0 ? await readClientReportPdf(db, reportId) : Buffer.alloc(0);
      const branding = await brandingFor(db, report.userId);
      const period = periodOfKey(report.period);
      const label = period ? periodLabel(period) : report.period;
      const sender = branding?.companyName ?? 'Rampart';
      const url = deps.reports ? verifyUrl(deps.reports.publicBaseUrl, report.id) : `/v1/verify/${report.id}`;
      const mailedTo = [...report.mailedTo];
      for (const to of pending) {
        await deps.mailer?.send({
          to,
          fromName: sender,
          subject: `Security report for ${report.clientName}: ${label}`,
          text: [
            `Hello,`,
            '',
            `attached is the security report for ${report.clientName} covering ${label}, prepared by ${sender}.`,
            '',
            `Domains monitored: ${report.domainCount}`,
            `Average score: ${report.averageScore ?? 'not scanned yet'}${report.grade ? ` (grade ${report.grade})` : ''}`,
            '',
            `Report ID ${report.id}. Check that the attached PDF is genuine at:`,
            url,
            '',
          ].join('\n'),
          attachments: [
            {
              filename: `security-report-${report.clientName.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60)}-${report.period.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
              content: pdf,
              contentType: 'application/pdf',
            },
          ],
        });
        mailedTo.push(to);
        // Recorded after each accepted send: a retry after a failure mails only those left.
        await db.getRepository(ClientReport).update({ id: report.id }, { mailedTo });
      }
      if (report.mailedAt === null)
        await db.getRepository(ClientReport).update({ id: report.id, mailedAt: IsNull() }, { mailedAt: clock.now() });
      return { mailed: pending.length, recipients: report.recipients.length };
    },
  };
}

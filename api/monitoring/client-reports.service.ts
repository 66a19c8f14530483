/**
 * A client's report settings and reports (docs/portfolio.md, "Client reports"), scoped to the
 * caller's account: another account's client is 404 like an unknown one.
 */
import { readClientReportPdf } from '../../activities/client-reports/client-report-store.js';
import { isSingleEmailAddress } from '../../core/email-address.js';
import {
  type ClientReportFrequency,
  MAX_CLIENT_REPORT_RECIPIENTS,
  onDemandPeriod,
} from '../../core/monitoring/client-reports.js';
import { clientReportWorkflowId } from '../../core/workflow-ids.js';
import { Client } from '../../db/entities/client.entity.js';
import { ClientReport } from '../../db/entities/client-report.entity.js';
import type { Orchestrator } from '../../workflows/orchestrator.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors/api-error.js';
import { ERRORS } from '../errors/error-catalogue.js';

export interface ReportSettings {
  frequency: ClientReportFrequency;
  recipients: string[];
}

/** Reports listed per client. */
const LISTED_REPORTS = 50;

export class ClientReportsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly orchestrator: Orchestrator,
  ) {}

  private async owned(userId: number, clientId: number): Promise<Client> {
    const client = await this.ctx.db.manager.findOneBy(Client, { id: clientId, userId });
    if (!client) throw notFound(ERRORS.notFound.client);
    return client;
  }

  async settings(userId: number, clientId: number): Promise<ReportSettings> {
    const client = await this.owned(userId, clientId);
    return { frequency: client.reportFrequency ?? 'off', recipients: client.reportRecipients ?? [] };
  }

  async updateSettings(userId: number, clientId: number, wanted: ReportSettings): Promise<ReportSettings> {
    const client = await this.owned(userId, clientId);
    const recipients: string[] = [];
    const seen = new Set<string>();
    for (const raw of wanted.recipients) {
      const address = raw.trim();
      if (!isSingleEmailAddress(address)) throw badRequest(ERRORS.badRequest.invalidReportRecipient(raw.slice(0, 254)));
      if (seen.has(address.toLowerCase())) continue;
      seen.add(address.toLowerCase());
      recipients.push(address);
    }
    // The schema bounds the list; kept here too so the rule holds for any caller of the service.
    if (recipients.length > MAX_CLIENT_REPORT_RECIPIENTS) throw new Error('too many recipients');
    if (wanted.frequency !== 'off' && recipients.length === 0)
      throw badRequest(ERRORS.badRequest.reportRecipientsNeeded);
    const frequency = wanted.frequency === 'off' ? null : wanted.frequency;
    // A new frequency reports periods that end from now on; an unchanged one keeps its start.
    const since = frequency === client.reportFrequency ? client.reportsSince : frequency ? this.ctx.clock.now() : null;
    await this.ctx.db.manager.update(
      Client,
      { id: client.id },
      { reportFrequency: frequency, reportRecipients: recipients, reportsSince: since },
    );
    return { frequency: wanted.frequency, recipients };
  }

  async list(userId: number, clientId: number): Promise<ClientReport[]> {
    await this.owned(userId, clientId);
    return this.ctx.db.manager.find(ClientReport, {
      where: { userId, clientId },
      order: { issuedAt: 'DESC', id: 'ASC' },
      take: LISTED_REPORTS,
    });
  }

  /** Makes and mails the report of the last 30 days now, through the engine; answers when it is mailed. */
  async sendNow(userId: number, clientId: number): Promise<ClientReport> {
    const client = await this.owned(userId, clientId);
    if ((client.reportRecipients ?? []).length === 0) throw badRequest(ERRORS.badRequest.noReportRecipients);
    const period = onDemandPeriod(this.ctx.clock.now());
    const outcome = await this.orchestrator.execute(
      'clientReportWorkflow',
      clientReportWorkflowId(client, period.key),
      { clientId: client.id, period: period.key },
      { kind: 'report', domains: [], accountId: userId, source: 'api' },
    );
    const report = outcome.reportId
      ? await this.ctx.db.manager.findOneBy(ClientReport, { id: outcome.reportId })
      : null;
    // The client was removed while its report was being made.
    if (!report) throw notFound(ERRORS.notFound.client);
    return report;
  }

  async pdf(userId: number, clientId: number, reportId: string): Promise<{ report: ClientReport; pdf: Buffer }> {
    await this.owned(userId, clientId);
    const report = await this.ctx.db.manager.findOneBy(ClientReport, { id: reportId, userId, clientId });
    if (!report) throw notFound(ERRORS.notFound.report);
    return { report, pdf: await readClientReportPdf(this.ctx.db, report.id) };
  }
}

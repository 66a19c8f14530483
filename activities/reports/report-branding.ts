/**
 * The branding a report is rendered with: the account's white-label settings while its plan has
 * `whiteLabelPdf`, else none (Rampart's). Read at render time, so a downgraded account's new
 * reports go back to Rampart's look.
 */
import type { DataSource } from 'typeorm';
import { planOf } from '../../core/plans/plan-catalogue.js';
import { ReportBranding } from '../../db/entities/report-branding.entity.js';
import { User } from '../../db/entities/user.entity.js';
import type { Branding } from './template/report-view.js';

export async function brandingFor(db: DataSource, userId: number | null): Promise<Branding | null> {
  if (userId === null) return null;
  const user = await db.getRepository(User).findOneBy({ id: userId });
  if (!user || !planOf(user.plan).features.whiteLabelPdf) return null;
  const row = await db.getRepository(ReportBranding).findOneBy({ userId });
  if (!row) return null;
  return {
    companyName: row.companyName,
    accentColor: row.accentColor,
    logoDataUrl: row.logo ? `data:${row.logo.content_type};base64,${row.logo.data_base64}` : null,
  };
}

/**
 * The searches of the automation integration that no other endpoint answers: the latest completed
 * scan of a domain, and a monitored domain by name. Arrays of at most one item: what Zapier and n8n
 * searches expect ("found nothing" is an empty array, not an error).
 */
import type { EntityManager } from 'typeorm';
import { DomainTag } from '../../db/entities/domain-tag.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { ScanJob } from '../../db/entities/scan-job.entity.js';
import { lastScanOf, toDomainView } from '../monitoring/domain.view.js';
import { JOB_COLUMNS, type ScanJobView, toScanJobView } from '../scans/scan-job.view.js';

export async function latestCompletedScan(
  manager: EntityManager,
  userId: number,
  domain: string,
): Promise<ScanJobView[]> {
  const job = await manager.findOne(ScanJob, {
    select: JOB_COLUMNS,
    where: { userId, domain, status: 'completed' },
    order: { id: 'DESC' },
  });
  return job ? [toScanJobView(job)] : [];
}

export async function findMonitoredDomain(manager: EntityManager, userId: number, domain: string) {
  const row = await manager.findOneBy(MonitoredDomain, { userId, domain });
  if (!row) return [];
  const last = await manager.findOne(ScanJob, {
    select: { id: true, result: true, finishedAt: true },
    where: { userId, domain, status: 'completed' },
    order: { id: 'DESC' },
  });
  const tags = (await manager.find(DomainTag, { where: { domainId: row.id } })).map((tag) => tag.tag).sort();
  return [toDomainView(row, lastScanOf(last ?? undefined), tags)];
}

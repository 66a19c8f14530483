/**
 * What an operator searches by in Temporal UI or `temporal workflow list --query`: every workflow of
 * Rampart carries the domains it looks at, the account it runs for and the kind of job, e.g.
 *   temporal workflow list --query "RampartDomain = 'example.com'"
 *   temporal workflow list --query "RampartAccountId = 42 AND RampartJobKind = 'scan'"
 * The dev server gets them at start (scripts/temporal-dev.ts); a worker registers any that are
 * missing when it starts (search-attribute-registration.ts); a server where that is not allowed
 * (Temporal Cloud) needs them created once by its operator (README, "Scale out on Temporal").
 * This file is part of the workflow bundle (workflows start child workflows with these), so it
 * imports only what the sandbox can hold.
 */
import { defineSearchAttributeKey, type SearchAttributePair, SearchAttributeType } from '@temporalio/common';
import type { WorkflowMeta } from '../../core/workflow-meta.js';

export const DOMAIN_ATTRIBUTE = defineSearchAttributeKey('RampartDomain', SearchAttributeType.KEYWORD_LIST);
export const ACCOUNT_ATTRIBUTE = defineSearchAttributeKey('RampartAccountId', SearchAttributeType.INT);
export const JOB_KIND_ATTRIBUTE = defineSearchAttributeKey('RampartJobKind', SearchAttributeType.KEYWORD);

export function searchAttributePairs(meta: WorkflowMeta): SearchAttributePair[] {
  const pairs: SearchAttributePair[] = [
    { key: DOMAIN_ATTRIBUTE, value: meta.domains },
    { key: JOB_KIND_ATTRIBUTE, value: meta.kind },
  ];
  if (meta.accountId !== null) pairs.push({ key: ACCOUNT_ATTRIBUTE, value: meta.accountId });
  return pairs;
}

/** "scan of example.com (job 12, account 3)": what the workflow list in Temporal UI shows. */
export function workflowSummary(meta: WorkflowMeta): string {
  const shown =
    meta.domains.slice(0, 3).join(', ') + (meta.domains.length > 3 ? ` and ${meta.domains.length - 3} more` : '');
  const kind = meta.kind.replace('_', ' ');
  const details = [
    meta.jobId !== undefined ? `job ${meta.jobId}` : null,
    meta.accountId !== null ? `account ${meta.accountId}` : 'public scanner',
  ].filter(Boolean);
  return `${kind} of ${shown} (${details.join(', ')})`;
}

export function workflowMemo(meta: WorkflowMeta): Record<string, unknown> {
  return {
    kind: meta.kind,
    domains: meta.domains,
    account_id: meta.accountId,
    ...(meta.source ? { source: meta.source } : {}),
    ...(meta.jobId !== undefined ? { job_id: meta.jobId } : {}),
  };
}

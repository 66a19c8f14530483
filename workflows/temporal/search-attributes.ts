/**
 * What an operator searches by in Temporal UI or `temporal workflow list --query`: every workflow of
 * Rampart carries the domains it looks at, the account it runs for and the kind of job, e.g.
 *   temporal workflow list --query "RampartDomain = 'example.com'"
 *   temporal workflow list --query "RampartAccountId = 42 AND RampartJobKind = 'scan'"
 * The dev server gets them at start (scripts/temporal-dev.ts); a worker registers any that are
 * missing when it starts; a server where that is not allowed (Temporal Cloud) needs them created once
 * by its operator (README, "Scale out on Temporal").
 */
import { defineSearchAttributeKey, type SearchAttributePair, SearchAttributeType } from '@temporalio/common';
// @temporalio/proto is CommonJS: its namespaces come through the default export under ESM.
import proto from '@temporalio/proto';
import type { WorkflowMeta } from '../workflow-meta.js';

const { IndexedValueType } = proto.temporal.api.enums.v1;

export const DOMAIN_ATTRIBUTE = defineSearchAttributeKey('RampartDomain', SearchAttributeType.KEYWORD_LIST);
export const ACCOUNT_ATTRIBUTE = defineSearchAttributeKey('RampartAccountId', SearchAttributeType.INT);
export const JOB_KIND_ATTRIBUTE = defineSearchAttributeKey('RampartJobKind', SearchAttributeType.KEYWORD);

/** Every attribute with the type name the Temporal CLI's `--search-attribute KEY=TYPE` takes. */
export const RAMPART_SEARCH_ATTRIBUTES = [
  {
    name: DOMAIN_ATTRIBUTE.name,
    cliType: 'KeywordList',
    indexedType: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST,
  },
  {
    name: ACCOUNT_ATTRIBUTE.name,
    cliType: 'Int',
    indexedType: IndexedValueType.INDEXED_VALUE_TYPE_INT,
  },
  {
    name: JOB_KIND_ATTRIBUTE.name,
    cliType: 'Keyword',
    indexedType: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
  },
] as const;

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

/** The part of a client Connection or a worker's NativeConnection this file uses. */
export interface OperatorAccess {
  operatorService: {
    listSearchAttributes(request: {
      namespace: string;
    }): Promise<{ customAttributes?: Record<string, unknown> | null }>;
    addSearchAttributes(request: {
      namespace: string;
      searchAttributes: Record<string, proto.temporal.api.enums.v1.IndexedValueType>;
    }): Promise<unknown>;
  };
}

/**
 * Registers the attributes the namespace lacks. Returns the names still missing afterwards (empty
 * when all are there): a server that refuses to add them (no permission) leaves them missing, and
 * the caller decides what to do about it.
 */
export async function ensureSearchAttributes(connection: OperatorAccess, namespace: string): Promise<string[]> {
  const missing = async () => {
    const listed = await connection.operatorService.listSearchAttributes({ namespace });
    const known = new Set(Object.keys(listed.customAttributes ?? {}));
    return RAMPART_SEARCH_ATTRIBUTES.filter((attribute) => !known.has(attribute.name));
  };
  const absent = await missing();
  if (absent.length === 0) return [];
  try {
    await connection.operatorService.addSearchAttributes({
      namespace,
      searchAttributes: Object.fromEntries(absent.map((attribute) => [attribute.name, attribute.indexedType])),
    });
  } catch {
    // No permission (Temporal Cloud manages attributes in its own console) or a race with another
    // worker adding them: what is missing afterwards is the answer.
  }
  return (await missing()).map((attribute) => attribute.name);
}

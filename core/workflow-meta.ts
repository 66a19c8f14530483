/**
 * What a workflow start says about itself, whichever engine runs it: the kind of job, the domains it
 * looks at and the account it runs for. On Temporal this becomes search attributes, a memo and the
 * one-line summary in Temporal UI (workflows/temporal/search-attributes.ts), so an operator finds
 * "every scan of example.com"; the embedded engine finds runs by id, and its job rows hold the rest.
 */

/** The kinds of job an operator filters by. */
export type JobKind =
  | 'scan'
  | 'batch'
  | 'compare'
  | 'quick_assessment'
  | 'event_dispatch'
  | 'event_sweep'
  | 'report'
  | 'monitor'
  | 'processor_event'
  | 'webhook_delivery'
  | 'account_export'
  | 'account_deletion'
  | 'domain_import';

export interface WorkflowMeta {
  kind: JobKind;
  domains: string[];
  /** Null for the public scanner key's scans. */
  accountId: number | null;
  /** Where the job came from (`api`, `dashboard`, `public`, ...). */
  source?: string;
  jobId?: number;
}

/**
 * A workflow an activity asks its calling workflow to start once the activity has committed (an
 * activity cannot start workflows itself; the workflow's start is a recorded step, so a retried or
 * replayed caller starts each one once). Used by event consumers: a webhook consumer asks for one
 * delivery workflow per endpoint, the alert consumer for the dispatch of each alert event it wrote.
 */
export interface WorkflowStartRequest {
  /** A name of workflows/definitions.ts. */
  workflow: string;
  workflowId: string;
  input: unknown;
  meta: WorkflowMeta;
}

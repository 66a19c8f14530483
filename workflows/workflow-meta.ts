/**
 * What a workflow start says about itself, whichever engine runs it: the kind of job, the domains it
 * looks at and the account it runs for. On Temporal this becomes search attributes, a memo and the
 * one-line summary in Temporal UI (workflows/temporal/search-attributes.ts), so an operator finds
 * "every scan of example.com"; the embedded engine finds runs by id, and its job rows hold the rest.
 */

/** The kinds of job an operator filters by. */
export type JobKind = 'scan' | 'batch' | 'compare' | 'quick_assessment' | 'event_dispatch' | 'event_sweep';

export interface WorkflowMeta {
  kind: JobKind;
  domains: string[];
  /** Null for the public scanner key's scans. */
  accountId: number | null;
  /** Where the job came from (`api`, `dashboard`, `public`, ...). */
  source?: string;
  jobId?: number;
}

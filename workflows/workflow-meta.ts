/** What a workflow start says about itself: defined in core/ because activities name follow-up starts too. */
export type { JobKind, WorkflowMeta, WorkflowStartRequest } from '../core/workflow-meta.js';

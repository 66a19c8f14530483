/**
 * The export of a large account (`account-export-<export id>`): writes the archive into the
 * database chunk by chunk, then mails the owner a signed link that expires. Small accounts are
 * answered directly by the API and never start it.
 */
import type { AccountDataActivities } from '../activities/contracts.js';
import { ACCOUNT_EXPORT_POLICY, JOB_STATE_POLICY } from './policies.js';
import type { WorkflowRuntime } from './runtime.js';

export interface AccountExportInput {
  exportId: string;
  userId: number;
}

export interface AccountExportOutput {
  exportId: string;
  status: 'ready' | 'missing';
  sizeBytes: number;
  mailed: boolean;
}

export async function accountExportWorkflow(
  runtime: WorkflowRuntime,
  input: AccountExportInput,
): Promise<AccountExportOutput> {
  const writer = runtime.activities<AccountDataActivities>({
    ...ACCOUNT_EXPORT_POLICY,
    summary: 'write export archive',
  });
  const mail = runtime.activities<AccountDataActivities>(JOB_STATE_POLICY);
  const built = await writer.buildAccountExport(input.exportId);
  // The account was deleted meanwhile: nothing to send.
  if (built.status === 'missing') return { exportId: input.exportId, status: 'missing', sizeBytes: 0, mailed: false };
  const { mailed } = await mail.mailAccountExport(input.exportId);
  return { exportId: input.exportId, status: 'ready', sizeBytes: built.sizeBytes, mailed };
}

/**
 * The activities behind the account export and deletion workflows: producing and mailing an export
 * archive, and deleting an account a batch at a time. Every one is safe to run again.
 */

import { AccountExport } from '../../db/entities/account-export.entity.js';
import { User } from '../../db/entities/user.entity.js';
import type { ActivityDeps } from '../activity-deps.js';
import type { AccountDataActivities } from '../contracts.js';
import { PURGE_STEPS, purgeStep } from './account-purge.js';
import { signExportLink } from './export-link.js';
import { exportMail } from './export-mail.js';
import { writeExportArchive } from './export-store.js';

export function createAccountDataActivities(deps: ActivityDeps): AccountDataActivities {
  const { db, clock } = deps;
  return {
    async buildAccountExport(exportId) {
      const row = await writeExportArchive(db, exportId, clock.now());
      if (!row || row.status !== 'ready') return { status: 'missing', sizeBytes: 0 };
      return { status: 'ready', sizeBytes: row.sizeBytes ?? 0 };
    },

    async mailAccountExport(exportId) {
      const settings = deps.accountData;
      const row = await db.getRepository(AccountExport).findOneBy({ id: exportId });
      if (!settings || !deps.mailer || !row || row.status !== 'ready') return { mailed: false };
      const user = await db.getRepository(User).findOneBy({ id: row.userId });
      if (!user) return { mailed: false };
      const token = signExportLink(settings.linkKey, { exportId, userId: row.userId, expiresAt: row.expiresAt });
      await deps.mailer.send(exportMail(user.email, settings.publicBaseUrl, token, row));
      return { mailed: true };
    },

    async accountPurgeSteps() {
      return PURGE_STEPS.map((step) => step.name);
    },

    purgeAccountBatch(userId, step, cursor) {
      return purgeStep(db.manager, userId, step, cursor);
    },
  };
}

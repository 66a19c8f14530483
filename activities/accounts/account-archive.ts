/**
 * The export archive as a stream of JSON text: the account's profile (no hashes, no key, no
 * tokens), then each section of export-sections.ts as an array, written page by page. The same
 * text is answered directly for small accounts (api/accounts/account-data.routes.ts) and stored in
 * chunks by the export workflow for large ones, so both hold exactly the same archive.
 */
import type { EntityManager } from 'typeorm';
import { User } from '../../db/entities/user.entity.js';
import { EXPORT_SECTIONS, type ExportSection } from './export-sections.js';

export const ARCHIVE_FORMAT = 'rampart.account-export.v1';

/** The profile as its owner sees it: no password hash, API key hash or nonce, no Google subject. */
export function accountProfile(user: User): Record<string, unknown> {
  return {
    id: user.id,
    email: user.email,
    plan: user.plan,
    subscription_status: user.subscriptionStatus,
    is_active: user.isActive,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    password_set: user.passwordHash !== null,
    google_linked: user.googleSubject !== null,
    api_key_created_at: user.apiKeyCreatedAt.toISOString(),
    scans_this_month: user.scansThisMonth,
    quota_period: user.quotaPeriod,
    created_at: user.createdAt.toISOString(),
  };
}

/** Rows the sections hold for the account: what decides between a direct answer and the workflow. */
export async function countExportRows(
  manager: EntityManager,
  userId: number,
  sections: readonly ExportSection[] = EXPORT_SECTIONS,
): Promise<number> {
  let total = 0;
  for (const section of sections) total += await section.count(manager, userId);
  return total;
}

/** The archive, piece by piece (each piece at most one page of one section). */
export async function* accountArchive(
  manager: EntityManager,
  userId: number,
  exportedAt: Date,
  sections: readonly ExportSection[] = EXPORT_SECTIONS,
): AsyncGenerator<string> {
  const user = await manager.findOneByOrFail(User, { id: userId });
  yield `{"format":${JSON.stringify(ARCHIVE_FORMAT)},"exported_at":${JSON.stringify(exportedAt.toISOString())},`;
  yield `"account":${JSON.stringify(accountProfile(user))}`;
  for (const section of sections) {
    yield `,${JSON.stringify(section.name)}:[`;
    let first = true;
    for await (const page of section.pages(manager, userId)) {
      const text = page.map((row) => JSON.stringify(row)).join(',');
      yield first ? text : `,${text}`;
      first = false;
    }
    yield ']';
  }
  yield '}\n';
}

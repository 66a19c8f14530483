/**
 * Export archives kept for download: the `account_exports` row and its bytes in BLOB chunks
 * (under MySQL's 64 KiB BLOB, like report PDFs), written as the archive is produced and read back
 * chunk by chunk, so neither side holds the whole archive in memory. Each chunk is its own
 * statement: a long archive never holds one long transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { LessThan } from 'typeorm';
import { AccountExport } from '../../db/entities/account-export.entity.js';
import { AccountExportChunk } from '../../db/entities/account-export-chunk.entity.js';
import { accountArchive } from './account-archive.js';

export const EXPORT_CHUNK_BYTES = 60_000;

/** 128 random bits: the id is in the download link. */
export function newExportId(): string {
  return randomBytes(16).toString('hex');
}

export function exportWorkflowId(exportId: string): string {
  return `account-export-${exportId}`;
}

/** Removes the account's archives whose links have expired (called before a new export is made). */
export async function dropExpiredExports(db: DataSource | EntityManager, userId: number, now: Date): Promise<void> {
  const expired = await db.getRepository(AccountExport).findBy({ userId, expiresAt: LessThan(now) });
  for (const row of expired) {
    await db.getRepository(AccountExportChunk).delete({ exportId: row.id });
    await db.getRepository(AccountExport).delete({ id: row.id });
  }
}

/**
 * Writes the archive of the export's account into chunks and marks it ready. Idempotent: a retried
 * attempt starts again from the first chunk.
 */
export async function writeExportArchive(db: DataSource, exportId: string, now: Date): Promise<AccountExport | null> {
  const row = await db.getRepository(AccountExport).findOneBy({ id: exportId });
  // Ready: written before (a retried attempt). Failed: withdrawn by an API that could not start this.
  if (!row || row.status !== 'pending') return row;
  await db.getRepository(AccountExportChunk).delete({ exportId });
  const hash = createHash('sha256');
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let seq = 0;
  const flush = async (all: boolean) => {
    let buffer = Buffer.concat(pending);
    while (buffer.length >= EXPORT_CHUNK_BYTES || (all && buffer.length > 0)) {
      const data = buffer.subarray(0, EXPORT_CHUNK_BYTES);
      await db.getRepository(AccountExportChunk).insert({ exportId, seq: seq++, data: Buffer.from(data) });
      buffer = buffer.subarray(data.length);
    }
    pending = buffer.length > 0 ? [buffer] : [];
    pendingBytes = buffer.length;
  };
  for await (const piece of accountArchive(db.manager, row.userId, now)) {
    const bytes = Buffer.from(piece, 'utf8');
    hash.update(bytes);
    size += bytes.length;
    pending.push(bytes);
    pendingBytes += bytes.length;
    if (pendingBytes >= EXPORT_CHUNK_BYTES) await flush(false);
  }
  await flush(true);
  await db
    .getRepository(AccountExport)
    .update({ id: exportId }, { status: 'ready', sizeBytes: size, sha256: hash.digest('hex'), finishedAt: now });
  return db.getRepository(AccountExport).findOneBy({ id: exportId });
}

/** The archive's bytes in order, one chunk at a time (a page of 8 chunks per query). */
export async function* readExportArchive(db: DataSource, exportId: string): AsyncGenerator<Buffer> {
  for (let from = 0; ; from += 8) {
    const chunks = await db
      .getRepository(AccountExportChunk)
      .createQueryBuilder('c')
      .where('c.exportId = :exportId', { exportId })
      .andWhere('c.seq >= :from', { from })
      .orderBy('c.seq', 'ASC')
      .take(8)
      .getMany();
    for (const chunk of chunks) yield Buffer.from(chunk.data);
    if (chunks.length < 8) return;
  }
}

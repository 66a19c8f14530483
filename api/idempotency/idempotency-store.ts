/**
 * The idempotency_keys table's operations (db/entities/idempotency-key.entity.ts). The reservation is
 * the insert of the unique (account, key hash) row: on SQLite and on MySQL/MariaDB, across any
 * number of API processes, exactly one insert of two concurrent requests succeeds; the loser reads
 * the row and answers from it. Every later change matches the row's `lock_token`, so a holder whose
 * reservation was taken over (its process stalled past the lease) changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { type DataSource, IsNull } from 'typeorm';
import type { Clock } from '../../core/clock.js';
import { IdempotencyKey, type StoredResponse } from '../../db/entities/idempotency-key.entity.js';
import { isUniqueViolation } from '../../db/errors.js';

/** How long a response is kept for replay, from the first request (Stripe's 24 hours). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A reservation not renewed for this long belonged to a process that died: a retry may take it. */
export const LEASE_MS = 60_000;
/** How often a running request renews its reservation (well inside the lease). */
export const RENEW_EVERY_MS = 20_000;

export interface Reservation {
  id: number;
  lockToken: string;
}

export type ReserveOutcome =
  | { kind: 'reserved'; reservation: Reservation }
  | { kind: 'replay'; status: number; response: StoredResponse; reservation: Reservation }
  | { kind: 'mismatch' }
  | { kind: 'in_flight' };

export interface ReserveRequest {
  userId: number;
  keyHash: string;
  fingerprint: string;
}

export class IdempotencyStore {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async reserve(request: ReserveRequest): Promise<ReserveOutcome> {
    // Each pass either decides or saw the row change under it (gone, expired, taken over): three
    // passes settle any interleaving of one competitor; more competitors see a reservation in flight.
    for (let pass = 0; pass < 3; pass += 1) {
      const now = this.clock.now();
      const lockToken = randomUUID();
      try {
        const inserted = await this.db.manager.insert(IdempotencyKey, {
          userId: request.userId,
          keyHash: request.keyHash,
          fingerprint: request.fingerprint,
          lockToken,
          lockedUntil: new Date(now.getTime() + LEASE_MS),
          responseStatus: null,
          response: null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
        });
        return { kind: 'reserved', reservation: { id: Number(inserted.identifiers[0]?.id), lockToken } };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const row = await this.db.manager.findOneBy(IdempotencyKey, { userId: request.userId, keyHash: request.keyHash });
      if (!row) continue;
      if (row.expiresAt.getTime() <= now.getTime()) {
        // Expired but not purged yet: as if it were gone.
        await this.db.manager.delete(IdempotencyKey, { id: row.id, lockToken: row.lockToken });
        continue;
      }
      if (row.fingerprint !== request.fingerprint) return { kind: 'mismatch' };
      if (row.responseStatus !== null && row.response) {
        return {
          kind: 'replay',
          status: row.responseStatus,
          response: row.response,
          reservation: { id: row.id, lockToken: row.lockToken },
        };
      }
      if (row.lockedUntil.getTime() > now.getTime()) return { kind: 'in_flight' };
      // The holder stopped renewing (its process died mid-request): take the reservation over.
      const takeover = await this.db.manager.update(
        IdempotencyKey,
        { id: row.id, lockToken: row.lockToken, responseStatus: IsNull() },
        { lockToken, lockedUntil: new Date(now.getTime() + LEASE_MS) },
      );
      if (takeover.affected === 1) return { kind: 'reserved', reservation: { id: row.id, lockToken } };
    }
    return { kind: 'in_flight' };
  }

  /** Pushes the lease on; false when the reservation is no longer this holder's. */
  async renew(reservation: Reservation): Promise<boolean> {
    const result = await this.db.manager.update(
      IdempotencyKey,
      { id: reservation.id, lockToken: reservation.lockToken, responseStatus: IsNull() },
      { lockedUntil: new Date(this.clock.now().getTime() + LEASE_MS) },
    );
    return result.affected === 1;
  }

  /** Keeps the response for replay; false when the reservation was taken over meanwhile. */
  async finish(reservation: Reservation, status: number, response: StoredResponse): Promise<boolean> {
    const result = await this.db.manager.update(
      IdempotencyKey,
      { id: reservation.id, lockToken: reservation.lockToken, responseStatus: IsNull() },
      { responseStatus: status, response },
    );
    return result.affected === 1;
  }

  /** Forgets a finished key whose stored answer cannot be read any more (see register-idempotency.ts). */
  async forget(reservation: Reservation): Promise<void> {
    await this.db.manager.delete(IdempotencyKey, { id: reservation.id, lockToken: reservation.lockToken });
  }

  /** Gives the key back (the request failed with a 5xx): a retry with it runs again. */
  async release(reservation: Reservation): Promise<void> {
    await this.db.manager.delete(IdempotencyKey, {
      id: reservation.id,
      lockToken: reservation.lockToken,
      responseStatus: IsNull(),
    });
  }
}

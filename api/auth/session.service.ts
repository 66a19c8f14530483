/**
 * Server-side sessions behind the `service_session` cookie and the JWT's `sid`. Only SHA-256
 * hashes of the cookie secret and the CSRF token are stored.
 */
import { randomUUID } from 'node:crypto';
import { type EntityManager, IsNull, Not } from 'typeorm';
import { Session } from '../../db/entities/session.entity.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.js';
import { constantTimeEqual, randomToken, sha256Hex } from './tokens.js';

export interface NewSession {
  session: Session;
  /** The cookie value; shown once, never stored. */
  cookieToken: string;
  csrfToken: string;
}

export async function createSession(manager: EntityManager, userId: number, now: Date): Promise<NewSession> {
  const cookieToken = randomToken(32);
  const csrfToken = randomToken(32);
  const session = manager.create(Session, {
    id: randomUUID(),
    userId,
    tokenHash: sha256Hex(cookieToken),
    csrfHash: sha256Hex(csrfToken),
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    revokedAt: null,
    createdAt: now,
  });
  await manager.save(session);
  return { session, cookieToken, csrfToken };
}

function isLive(session: Session | null, now: Date): session is Session {
  return session !== null && session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
}

export async function findLiveSessionById(manager: EntityManager, id: string, now: Date): Promise<Session | null> {
  const session = await manager.findOneBy(Session, { id });
  return isLive(session, now) ? session : null;
}

export async function findLiveSessionByCookie(
  manager: EntityManager,
  cookieToken: string,
  now: Date,
): Promise<Session | null> {
  const session = await manager.findOneBy(Session, { tokenHash: sha256Hex(cookieToken) });
  return isLive(session, now) ? session : null;
}

export function csrfMatches(session: Session, presented: string | undefined): boolean {
  if (presented === undefined || presented === '') return false;
  return constantTimeEqual(sha256Hex(presented), session.csrfHash);
}

export async function revokeSession(manager: EntityManager, id: string, now: Date): Promise<void> {
  await manager.update(Session, { id, revokedAt: IsNull() }, { revokedAt: now });
}

/** Ends every live session of a user, except `keepId` (the one making the request) when given. */
export async function revokeUserSessions(
  manager: EntityManager,
  userId: number,
  now: Date,
  keepId?: string,
): Promise<void> {
  const where = keepId ? { userId, revokedAt: IsNull(), id: Not(keepId) } : { userId, revokedAt: IsNull() };
  await manager.update(Session, where, { revokedAt: now });
}

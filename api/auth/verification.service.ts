/** E-mail verification: the 60-second rule for resending the 24-hour token. */
import type { FastifyInstance } from 'fastify';
import { IsNull, LessThanOrEqual } from 'typeorm';
import { User } from '../../db/entities/user.entity.js';

export const RESEND_INTERVAL_SECONDS = 60;

/**
 * Claims the right to send another verification e-mail. One conditional UPDATE, so concurrent
 * requests cannot both pass the 60-second rule. Returns the seconds to wait when refused.
 */
export async function claimResend(
  app: FastifyInstance,
  user: User,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const { ctx } = app;
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - RESEND_INTERVAL_SECONDS * 1000);
  const neverSent = await ctx.db.manager.update(
    User,
    { id: user.id, verificationSentAt: IsNull() },
    { verificationSentAt: now },
  );
  if (neverSent.affected === 1) return { ok: true };
  const result = await ctx.db.manager.update(
    User,
    { id: user.id, verificationSentAt: LessThanOrEqual(cutoff) },
    { verificationSentAt: now },
  );
  if (result.affected === 1) return { ok: true };
  const fresh = await ctx.db.manager.findOneOrFail(User, { where: { id: user.id } });
  const sentAt = fresh.verificationSentAt?.getTime() ?? now.getTime();
  return {
    ok: false,
    retryAfter: Math.max(1, Math.ceil((sentAt + RESEND_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000)),
  };
}

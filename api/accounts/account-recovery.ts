/**
 * A password reset on an account whose address was never verified. Anyone may
 * sign up with an address they do not own; the account then works unverified (API key, webhooks,
 * monitored domains). When the address's real owner resets the password, the reset link is the first
 * proof that whoever controls the account reads that mailbox. So, in the reset's transaction, all
 * that the unproven holder could have left behind is cut off:
 *
 * - the address becomes verified (the reset mail proved it);
 * - the API key is replaced (the old holder saw it in the sign-up answer);
 * - every session and JWT ends (the caller does that for every reset);
 * - every webhook endpoint is disabled with `disabled_reason: account_recovery`, kept for the owner
 *   to review and re-enable (they would otherwise keep receiving the owner's scans and alerts);
 * - every published badge is unpublished (badges are opt-in: the owner did not choose to publish);
 * - alert preferences, the account's and each client's own, go back to their defaults, every type on
 *   (the old holder could have silenced the alerts the owner would want).
 *
 * Monitored domains stay (they are listed on the owner's dashboard and send nothing anywhere but the
 * account's own address and its now disabled endpoints). docs/hardening.md, README "Security notes".
 */
import { type EntityManager, IsNull } from 'typeorm';
import { AlertPreferencesRow } from '../../db/entities/alert-preferences.entity.js';
import { ClientAlertPreferencesRow } from '../../db/entities/client-alert-preferences.entity.js';
import { MonitoredDomain } from '../../db/entities/monitored-domain.entity.js';
import { User } from '../../db/entities/user.entity.js';
import { WebhookEndpoint } from '../../db/entities/webhook-endpoint.entity.js';
import { issueApiKey } from '../auth/api-key.js';

/**
 * Runs inside the reset's transaction, after the token was consumed. Returns whether this reset was
 * the first proof of the address (false for an account already verified: nothing done here then).
 */
export async function recoverUnverifiedAccount(
  manager: EntityManager,
  userId: number,
  apiKeySecret: string,
  now: Date,
): Promise<boolean> {
  const key = issueApiKey(apiKeySecret);
  // Conditional on the address being unverified, so a concurrent verification or a second reset
  // does not rotate the key again.
  const verified = await manager.update(
    User,
    { id: userId, emailVerifiedAt: IsNull() },
    { emailVerifiedAt: now, apiKeyHash: key.hash, apiKeyNonce: key.nonce, apiKeyCreatedAt: now },
  );
  if (verified.affected !== 1) return false;
  await manager.update(
    WebhookEndpoint,
    { userId },
    { isActive: false, disabledAt: now, disabledReason: 'account_recovery', updatedAt: now },
  );
  await manager.update(
    MonitoredDomain,
    { userId, badgeEnabled: true },
    { badgeEnabled: false, badgePublishedAt: null },
  );
  await manager.delete(AlertPreferencesRow, { userId });
  await manager.delete(ClientAlertPreferencesRow, { userId });
  return true;
}

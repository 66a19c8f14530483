/**
 * An API error in words (its `detail`), announced. A plan gate (403: the plan lacks the feature or
 * the subscription lapsed) or a limit that asks for an upgrade (or is reached: the webhook endpoint
 * limit) also links to the plan page.
 */
import { Link } from '../components/link.js';
import type { ActionFailure } from './use-action.js';

export const PLAN_PAGE = '/usage';

export const isPlanLimit = (failure: ActionFailure) =>
  failure.status === 403 || /upgrade your plan|limit reached/i.test(failure.message);

export function ActionError({ failure }: { failure: ActionFailure | null }) {
  if (!failure) return null;
  return (
    <div class="alert alert-error" role="alert">
      {failure.message}
      {isPlanLimit(failure) && (
        <>
          {' '}
          <Link to={PLAN_PAGE} class="strong-link">
            See your plan and usage
          </Link>
        </>
      )}
    </div>
  );
}

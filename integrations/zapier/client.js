/**
 * How the app talks to Rampart: the base URL and API key of the connection, and the answers Rampart
 * gives turned into the errors Zapier expects (docs/integrations.md "Zapier", its errors).
 */

const baseUrl = (bundle) => String(bundle.authData.base_url || '').replace(/\/+$/, '');

/** Adds the API key to every request (Rampart takes `Authorization: Bearer <key>`). */
const addApiKey = (request, _z, bundle) => {
  if (bundle.authData && bundle.authData.api_key) {
    request.headers = request.headers || {};
    request.headers.Authorization = `Bearer ${bundle.authData.api_key}`;
  }
  return request;
};

const detailOf = (response) => {
  const body = response.json;
  if (body && typeof body.detail === 'string') return body.detail;
  if (body && Array.isArray(body.detail)) return body.detail.map((each) => `${each.field}: ${each.message}`).join('; ');
  return `Rampart answered ${response.status}`;
};

/**
 * 401: the key was refused (regenerated, or wrong): the user must reconnect.
 * 403 with `upgrade_url`: the plan does not include the integration: an error with the upgrade
 * link (a polling read halts instead, haltOnPlanGate).
 * 429 with `retry_after`: Zapier retries later. Other 4xx/5xx: the detail, as an error.
 */
const handleErrors = (response, z) => {
  if (response.request && response.request.skipThrowForStatus) return response;
  const { status } = response;
  if (status < 400) return response;
  const body = response.json || {};
  const detail = detailOf(response);
  if (status === 401) throw new z.errors.ExpiredAuthError(`Rampart refused the API key: ${detail}`);
  if (status === 403 && body.upgrade_url) {
    throw new z.errors.Error(`${detail}. Upgrade at ${body.upgrade_url}`, PLAN_GATE, 403);
  }
  if (status === 429 && typeof body.retry_after === 'number') {
    throw new z.errors.ThrottledError(detail, body.retry_after);
  }
  throw new z.errors.Error(detail, `Rampart${status}`, status);
};

const PLAN_GATE = 'PlanUpgradeRequired';

/**
 * Runs a polling read; the plan gate halts it instead of failing, so the Zap stays on and works
 * again once the account is back on a plan with the integration.
 */
const haltOnPlanGate = async (z, read) => {
  try {
    return await read();
  } catch (error) {
    if (error && typeof error.message === 'string' && error.message.includes(`"${PLAN_GATE}"`)) {
      throw new z.errors.HaltedError(JSON.parse(error.message).message);
    }
    throw error;
  }
};

/** An envelope (`id`, `type`, `created_at`, `data`) as one flat Zapier item; `id` stays the dedupe key. */
const flatten = (envelope) => ({
  ...envelope.data,
  id: envelope.id,
  event: envelope.type,
  created_at: envelope.created_at,
});

module.exports = { baseUrl, addApiKey, handleErrors, haltOnPlanGate, flatten, PLAN_GATE };

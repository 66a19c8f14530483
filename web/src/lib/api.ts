/**
 * The dashboard's one way to call the API: same origin, the `service_session` cookie, and the CSRF
 * token (the readable `csrf_token` cookie, double submit) on every state change. No credential is
 * kept in script-readable storage. Errors keep the API's words: `detail` as a sentence, a 422's
 * `[{field, message}]` by field so forms show each message next to its control.
 */
import type { FieldError } from './api-schema.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** 422 only: message per field name, as the API names fields (`email`, `authorization.basis`). */
    readonly fields: Readonly<Record<string, string>> = {},
    /** Rate-limit 429s carry it; quota 429s do not (docs/api-contract.md "The two kinds of 429"). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** Set by the session: a 401 on a signed-in call means the session ended (expired, logged out elsewhere). */
let onSessionEnded: (() => void) | null = null;
export function whenSessionEnds(handler: () => void): void {
  onSessionEnded = handler;
}
/** Calls whose 401 is an answer, not a lost session. */
const SIGN_IN_PATHS = ['/v1/auth/login', '/v1/auth/me'];

function csrfToken(): string | undefined {
  const pair = document.cookie.split('; ').find((part) => part.startsWith('csrf_token='));
  return pair ? decodeURIComponent(pair.slice('csrf_token='.length)) : undefined;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const detail = (body as { detail?: unknown } | undefined)?.detail;
  const retryAfter = (body as { retry_after?: unknown } | undefined)?.retry_after;
  if (Array.isArray(detail)) {
    const fields: Record<string, string> = {};
    for (const item of detail as FieldError[]) fields[item.field] ??= item.message;
    const summary = (detail as FieldError[]).map((item) => `${item.field}: ${item.message}`).join('; ');
    return new ApiError(response.status, `Please correct the highlighted fields (${summary}).`, fields);
  }
  if (typeof detail === 'string') {
    return new ApiError(response.status, detail, {}, typeof retryAfter === 'number' ? retryAfter : undefined);
  }
  return new ApiError(
    response.status,
    `The server answered ${response.status} ${response.statusText}. Please try again.`,
  );
}

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const token = csrfToken();
    if (token) headers['x-csrf-token'] = token;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'Rampart could not be reached. Check your connection and try again.');
  }
  if (response.status === 401 && !SIGN_IN_PATHS.includes(path)) onSessionEnded?.();
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The words to show for any error a call can throw. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    return error.retryAfter !== undefined ? `${error.message} Try again in ${error.retryAfter} s.` : error.message;
  }
  return 'Something went wrong in the page. Reload it and try again.';
}

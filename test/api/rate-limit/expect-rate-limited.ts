/** The assertion every rate-limit test shares: the rate-limit 429 of docs/api-contract.md "The two kinds of 429", body and header. */
import { expect } from 'chai';
import type { LightMyRequestResponse } from 'fastify';

export const RATE_LIMIT_KEYS = ['detail', 'error', 'message', 'retry_after', 'upgrade_url'];

/** The rate-limit 429 of docs/api-contract.md "The two kinds of 429", with the given wording. */
export function expectRateLimited(response: LightMyRequestResponse, wording: string, maxRetry: number) {
  expect(response.statusCode, response.body).to.equal(429);
  const body = response.json();
  expect(Object.keys(body).sort()).to.deep.equal(RATE_LIMIT_KEYS);
  expect([body.detail, body.error, body.message]).to.deep.equal([wording, wording, wording]);
  expect(Number.isInteger(body.retry_after)).to.equal(true);
  expect(body.retry_after).to.be.within(1, maxRetry);
  expect(response.headers['retry-after']).to.equal(String(body.retry_after));
  return body as { retry_after: number; upgrade_url: string | null };
}

/**
 * OpenAPI links (3.0, "Link Object"): which response field feeds which later operation's parameter,
 * e.g. the `job_id` of `POST /v1/scan` into `GET /v1/scan/jobs/{job_id}`. Clients and generators read
 * them, and schemathesis's stateful phase (`npm run fuzz:api`) follows them to test sequences of
 * calls. Added to the finished document by @fastify/swagger's `transformObject`.
 */

interface LinkRule {
  /** The operation whose response carries the value, and the status of that response. */
  from: { method: string; path: string; status: string };
  /** Where the value sits in that response body (a JSON pointer). */
  pointer: string;
  /** The operations that take it, and the parameter it becomes. */
  to: { method: string; path: string; parameter: string }[];
}

export const LINK_RULES: LinkRule[] = [
  {
    from: { method: 'post', path: '/v1/scan', status: '202' },
    pointer: '/job_id',
    to: [
      { method: 'get', path: '/v1/scan/jobs/{job_id}', parameter: 'job_id' },
      { method: 'get', path: '/v1/scan/jobs/{job_id}/report', parameter: 'job_id' },
    ],
  },
];

type Document = { paths?: Record<string, Record<string, { responses?: Record<string, Record<string, unknown>> }>> };

const pointerEscape = (path: string) => path.replaceAll('~', '~0').replaceAll('/', '~1');
const linkName = (method: string, path: string) =>
  `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;

/** Adds the links of LINK_RULES whose operations exist in `document` (in place; returns it). */
export function addLinks<D extends Document>(document: D, rules: readonly LinkRule[] = LINK_RULES): D {
  for (const rule of rules) {
    const response = document.paths?.[rule.from.path]?.[rule.from.method]?.responses?.[rule.from.status];
    if (!response) continue;
    const links = (response.links ?? {}) as Record<string, unknown>;
    for (const target of rule.to) {
      if (!document.paths?.[target.path]?.[target.method]) continue;
      links[linkName(target.method, target.path)] = {
        operationRef: `#/paths/${pointerEscape(target.path)}/${target.method}`,
        parameters: { [target.parameter]: `$response.body#${rule.pointer}` },
      };
    }
    if (Object.keys(links).length > 0) response.links = links;
  }
  return document;
}

/**
 * The wordings of a refused monitored domain that more than the API produces: a single add answers
 * them as 400s (and the plan's frequency gate as a 403), and a bulk import's chunk activity records
 * them as the per-line `detail` (docs/portfolio.md "Bulk import"), so both say the same words. The
 * API's catalogue (api/errors/error-catalogue.ts) takes these entries from here.
 */

/** 400s of a single add, and a line's `detail` in an import. */
export const MONITORED_DOMAIN_REFUSALS = {
  invalidScanFrequency: 'Invalid scan frequency',
  domainAlreadyMonitored: (domain: string) => `Domain ${domain} is already monitored` as const,
  domainLimitReached: (plan: string, limit: number) =>
    `Domain limit reached: the ${plan} plan monitors at most ${limit} domain${limit === 1 ? '' : 's'}; remove one or upgrade your plan` as const,
  clientNameTooLong: 'A client name is at most 120 characters',
  tooManyTags: (limit: number) => `Too many tags: a domain has at most ${limit}` as const,
  invalidTag: (tag: string, rule: string) => `Invalid tag "${tag}": ${rule}` as const,
  duplicateImportLine: (domain: string, line: number) =>
    `Domain ${domain} is already on line ${line} of this import` as const,
} as const;

/** The plan's frequency gate: a 403 of a single add, a line's `detail` in an import. */
export const FREQUENCY_NOT_IN_PLAN = (frequency: string, plan: string) =>
  `The ${plan} plan does not include ${frequency} monitoring; upgrade your plan or choose another frequency` as const;

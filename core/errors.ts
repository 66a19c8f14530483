/**
 * The failure wordings that more than the API produces: the workflows and activities record
 * SCAN_EXECUTION_FAILED on a failed job, and the scanner refuses a target (invalid, unresolvable or
 * non-public name) with a message the API answers 400 with, a failed job carries as its
 * `failure_reason` and the CLI prints. The API's whole catalogue (api/errors/error-catalogue.ts)
 * takes these entries from here; everything in this file is pure data and functions, so the
 * Temporal workflow bundle may import it.
 */

/** What a failed job, batch or synchronous scan tells the user when the failure is ours (docs/api-contract.md "Errors"). */
export const SCAN_EXECUTION_FAILED = 'Scan execution failed. Please try again shortly.';

/**
 * A submission the scan engine (Temporal) could not take: the 503's detail, and the `failure_reason`
 * of the job row it leaves, which is failed at once with its scan given back.
 */
export const SCAN_ENGINE_UNAVAILABLE =
  'The scan engine is unavailable: the scan was not queued and no quota was spent. Please try again shortly.';

/**
 * A large account's export the workflow engine (Temporal) could not take: the 503's detail, and the
 * `failure` of the export row it leaves, failed at once (the next request makes a new export).
 */
export const EXPORT_ENGINE_UNAVAILABLE =
  'The export could not be started: the workflow engine is unavailable. Please try again shortly.';

/** Why normalizeDomain refused a name: the end of `"<input>" is not a valid domain name: <reason>`. */
export const DOMAIN_NAME_REASONS = {
  empty: 'it is empty',
  ipAddress: 'IP addresses cannot be scanned, give a domain name',
  notHostOnly: 'give only the host name, e.g. example.com, without scheme, port or path',
  forbiddenCharacters: 'it contains characters that are not allowed in a domain name',
  emptyLabel: 'it has an empty label (two dots in a row?)',
  nameTooLong: (max: number) => `it is longer than ${max} characters` as const,
  tooFewLabels: 'it needs at least two labels, e.g. example.com',
  labelTooLong: (label: string, max: number) => `the label "${label}" is longer than ${max} characters` as const,
  labelCharacters: (label: string) => `the label "${label}" may hold only letters, digits and hyphens` as const,
  labelHyphen: (label: string) => `the label "${label}" starts or ends with a hyphen` as const,
  numericTopLabel: 'the top-level label cannot be all digits',
} as const;

/** The values of a catalogue group: its strings, and what its functions return. */
export type EntryOf<Group> = {
  [Key in keyof Group]: Group[Key] extends (...args: never[]) => infer Made ? Made : Group[Key];
}[keyof Group];

export type DomainNameReason = EntryOf<typeof DOMAIN_NAME_REASONS>;

/** The three ways a scan target is refused (docs/api-contract.md "Errors", 400). */
export const SCAN_TARGET_REFUSALS = {
  invalidDomain: (input: string, reason: DomainNameReason) =>
    `"${input}" is not a valid domain name: ${reason}` as const,
  couldNotResolve: (domain: string) => `Could not resolve ${domain}` as const,
  /** `judged` is the address, with the IPv4 address it carries when that is what was judged. */
  nonPublicAddress: (domain: string, judged: string, range: string) =>
    `${domain} resolves to ${judged}, which is in non-public address space (${range}); only public internet hosts can be scanned` as const,
} as const;

export type ScanTargetRefusal = EntryOf<typeof SCAN_TARGET_REFUSALS>;

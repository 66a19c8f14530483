/**
 * Reads the parts of an RDAP domain object (RFC 9083 section 5.3) the registration checks need:
 * events (expiration), status (RFC 8056 maps EPP's clientTransferProhibited to "client transfer
 * prohibited"), the registrar entity and secureDNS. Pure, so it is tested on registry-shaped samples.
 */

export interface RdapEvent {
  action: string;
  date: string;
}

export interface RdapDomainFacts {
  ldhName: string | null;
  handle: string | null;
  /** The status values as published; null when the answer has no status member at all. */
  statuses: string[] | null;
  events: RdapEvent[];
  /** The expiration event's date (ISO 8601), or null when the registry publishes none. */
  expiration: string | null;
  registrar: { name: string | null; ianaId: string | null; handle: string | null } | null;
  /** null when the answer has no secureDNS member. */
  secureDns: { delegationSigned: boolean | null; dsRecords: number; keyRecords: number } | null;
}

export class RdapFormatError extends Error {}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The vCard `fn` (formatted name) of an entity: ["vcard", [["fn", {}, "text", "Name"], ...]]. */
function vcardName(entity: Json): string | null {
  const properties = arrayOf(arrayOf(entity.vcardArray)[1]);
  for (const property of properties) {
    const [name, , , value] = arrayOf(property);
    if (name === 'fn' && typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** The registrar entity, at the top level or (some registries) nested one level under another entity. */
function findRegistrar(entities: unknown[], depth = 0): Json | null {
  for (const entity of entities) {
    if (isObject(entity) && arrayOf(entity.roles).includes('registrar')) return entity;
  }
  if (depth >= 2) return null;
  for (const entity of entities) {
    if (!isObject(entity)) continue;
    const nested = findRegistrar(arrayOf(entity.entities), depth + 1);
    if (nested) return nested;
  }
  return null;
}

function registrarOf(json: Json): RdapDomainFacts['registrar'] {
  const entity = findRegistrar(arrayOf(json.entities));
  if (entity === null) return null;
  const ianaId = arrayOf(entity.publicIds).find((id) => isObject(id) && id.type === 'IANA Registrar ID') as
    | Json
    | undefined;
  return { name: vcardName(entity), ianaId: stringOrNull(ianaId?.identifier), handle: stringOrNull(entity.handle) };
}

function secureDnsOf(json: Json): RdapDomainFacts['secureDns'] {
  const secure = json.secureDNS;
  if (!isObject(secure)) return null;
  return {
    delegationSigned: typeof secure.delegationSigned === 'boolean' ? secure.delegationSigned : null,
    dsRecords: arrayOf(secure.dsData).length,
    keyRecords: arrayOf(secure.keyData).length,
  };
}

/** Throws RdapFormatError when the JSON is not a domain object. */
export function parseRdapDomain(json: unknown): RdapDomainFacts {
  if (!isObject(json)) throw new RdapFormatError('the answer is not a JSON object');
  if (json.objectClassName !== 'domain') {
    throw new RdapFormatError(`objectClassName is ${JSON.stringify(json.objectClassName ?? null)}, not "domain"`);
  }
  const events = arrayOf(json.events)
    .filter(isObject)
    .filter((event) => typeof event.eventAction === 'string' && typeof event.eventDate === 'string')
    .map((event) => ({ action: event.eventAction as string, date: event.eventDate as string }));
  const expiration = events.find((event) => event.action === 'expiration' && !Number.isNaN(Date.parse(event.date)));
  return {
    ldhName: stringOrNull(json.ldhName),
    handle: stringOrNull(json.handle),
    statuses: Array.isArray(json.status) ? json.status.filter((s): s is string => typeof s === 'string') : null,
    events,
    expiration: expiration?.date ?? null,
    registrar: registrarOf(json),
    secureDns: secureDnsOf(json),
  };
}

/** `client transfer prohibited` and `clientTransferProhibited` both normalise to `clienttransferprohibited`. */
const normalise = (status: string) => status.toLowerCase().replace(/[^a-z]/g, '');
const TRANSFER_LOCKS = new Set(['clienttransferprohibited', 'servertransferprohibited']);

/** The statuses that lock the domain against transfer, as published. */
export function transferLocks(statuses: readonly string[]): string[] {
  return statuses.filter((status) => TRANSFER_LOCKS.has(normalise(status)));
}

/** Whole days from `now` until `date`, rounded down; negative once the date has passed. */
export function daysUntil(date: string, now: string): number {
  return Math.floor((Date.parse(date) - Date.parse(now)) / (24 * 60 * 60 * 1000));
}

/** The problem an RDAP error body describes (RFC 9083 section 6), for the evidence. */
export function rdapErrorText(body: string): string | null {
  try {
    const json = JSON.parse(body) as unknown;
    if (!isObject(json)) return null;
    const parts = [stringOrNull(json.title), ...arrayOf(json.description).map(stringOrNull)].filter(Boolean);
    return parts.length > 0 ? parts.join(': ') : null;
  } catch {
    return null;
  }
}

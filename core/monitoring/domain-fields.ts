/**
 * A monitored domain's scan frequency and tags checked once for every way of setting them
 * (docs/portfolio.md): a single add and a bulk import's line (`checkNewDomainFields`), a change and
 * a bulk action (the field it sets). A refusal carries the single add's wording and its kind, a 400
 * or the plan's frequency gate (a 403), which the API answers and an import records as the line's
 * `detail`.
 */
import type { Plan } from '../plans/plan-catalogue.js';
import { MAX_TAGS_PER_DOMAIN, normaliseTag, TAG_RULE } from './domain-import.js';
import { isScanFrequency, type ScanFrequency } from './monitoring-model.js';
import { FREQUENCY_NOT_IN_PLAN, MONITORED_DOMAIN_REFUSALS as REFUSED } from './monitoring-refusals.js';

/** Why a field cannot be had: `gate` is the plan's frequency gate (a single add's 403), else a 400. */
export type DomainFieldRefusal =
  | { kind: 'gate'; detail: ReturnType<typeof FREQUENCY_NOT_IN_PLAN> }
  | {
      kind: 'invalid';
      detail:
        | typeof REFUSED.invalidScanFrequency
        | ReturnType<typeof REFUSED.invalidTag>
        | ReturnType<typeof REFUSED.tooManyTags>;
    };

export type Checked<Value> = { ok: Value } | { refused: DomainFieldRefusal };

/** The frequency, if it is one and the plan has it. */
export function checkScanFrequency(plan: Plan, value: string): Checked<ScanFrequency> {
  if (!isScanFrequency(value)) return { refused: { kind: 'invalid', detail: REFUSED.invalidScanFrequency } };
  if (!plan.features.monitoringFrequencies.includes(value)) {
    return { refused: { kind: 'gate', detail: FREQUENCY_NOT_IN_PLAN(value, plan.name) } };
  }
  return { ok: value };
}

/** The tags to store: trimmed, lower-case, each once; refused for an invalid one or more than MAX_TAGS_PER_DOMAIN. */
export function checkTags(raw: readonly string[]): Checked<string[]> {
  const tags: string[] = [];
  for (const each of raw) {
    const tag = normaliseTag(each);
    if (tag === null)
      return { refused: { kind: 'invalid', detail: REFUSED.invalidTag(each.trim().slice(0, 60), TAG_RULE) } };
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > MAX_TAGS_PER_DOMAIN)
    return { refused: { kind: 'invalid', detail: REFUSED.tooManyTags(MAX_TAGS_PER_DOMAIN) } };
  return { ok: tags };
}

/**
 * A new domain's frequency (default daily) and tags (default none), in the order a single add and
 * an import line check them: the frequency first, then the tags.
 */
export function checkNewDomainFields(
  plan: Plan,
  fields: { scan_frequency?: string; tags?: readonly string[] },
): Checked<{ frequency: ScanFrequency; tags: string[] }> {
  const frequency = checkScanFrequency(plan, fields.scan_frequency ?? 'daily');
  if ('refused' in frequency) return frequency;
  const tags = checkTags(fields.tags ?? []);
  if ('refused' in tags) return tags;
  return { ok: { frequency: frequency.ok, tags: tags.ok } };
}

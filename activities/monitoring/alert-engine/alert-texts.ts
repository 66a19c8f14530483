/**
 * What each alert says to a person: a title, a message that explains what changed and what to do,
 * and the old and new values exactly. Built from codes, params and evidence values, never by
 * comparing sentences.
 */
import type { Severity } from '../../../core/scan-model/report.js';
import type { Condition } from './report-conditions.js';
import { SETTING_LABELS, type WatchedSetting } from './watched-settings.js';

export interface AlertTexts {
  title: string;
  message: string;
  old_value: string;
  new_value: string;
}

const NONE = '(none)';
const shown = (value: string | null) => value ?? NONE;
const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : 'an unknown date');
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** Settings whose change points at a takeover or an exposure: louder than the rest. */
const LOUD: ReadonlySet<WatchedSetting> = new Set(['ns', 'mx', 'open_ports']);
const QUIET: ReadonlySet<WatchedSetting> = new Set(['hsts', 'security_txt']);

export function alertTexts(domain: string) {
  return {
    scoreDrop(before: number, after: number, grade: string, threshold: number): AlertTexts {
      return {
        title: `Security score of ${domain} dropped from ${before} to ${after}`,
        message:
          `The latest scan of ${domain} scored ${after} (grade ${grade}), ${before - after} points below the previous scan's ${before}; ` +
          `this domain alerts on drops of ${threshold} or more. The report's issues say what got worse.`,
        old_value: String(before),
        new_value: String(after),
      };
    },

    condition(condition: Condition): AlertTexts {
      const issue = condition.check.issue;
      if (condition.kind === 'cert_expired') {
        return {
          title: `TLS certificate of ${domain} has expired`,
          message:
            `${issue?.finding ?? `The certificate of ${domain} expired on ${day(condition.notAfter)}.`} ` +
            `Browsers refuse the site until it is replaced. ${issue?.remediation ?? ''}`.trim(),
          old_value: 'valid',
          new_value: `expired on ${day(condition.notAfter)}`,
        };
      }
      if (condition.kind === 'cert_expiring_soon') {
        return {
          title: `TLS certificate of ${domain} expires in ${days(condition.days ?? 0)}`,
          message:
            `The certificate of ${domain} expires on ${day(condition.notAfter)}, ${days(condition.days ?? 0)} from the scan ` +
            `(the ${days(condition.mark ?? 0)} warning). Renew it before then and automate renewal; ` +
            'you will hear again at the next warning mark, not at every scan.',
          old_value: `more than ${days(condition.mark ?? 0)} left`,
          new_value: `${days(condition.days ?? 0)} left (expires ${day(condition.notAfter)})`,
        };
      }
      return {
        title: `Critical issue on ${domain}: ${condition.check.title}`,
        message: `${issue?.finding ?? condition.check.summary} ${issue?.remediation ?? ''}`.trim(),
        old_value: 'not present in the previous scan',
        new_value: `${condition.check.code}: ${condition.check.summary}`,
      };
    },

    configChange(setting: WatchedSetting, before: string | null, after: string | null): AlertTexts {
      const label = SETTING_LABELS[setting];
      const what =
        before === null
          ? `${domain} now has ${label}: ${after}.`
          : after === null
            ? `${domain} no longer has ${label} (it was ${before}).`
            : `The ${label} of ${domain} changed from ${before} to ${after}.`;
      return {
        title: `${label[0]?.toUpperCase()}${label.slice(1)} of ${domain} changed`,
        message: `${what} If nobody on your side made this change, find out who did.`,
        old_value: shown(before),
        new_value: shown(after),
      };
    },

    configSeverity(setting: WatchedSetting, before: string | null, after: string | null): Severity {
      if (LOUD.has(setting)) return setting === 'open_ports' && after === null ? 'low' : 'high';
      if (QUIET.has(setting)) return after === null && before !== null ? 'medium' : 'low';
      return 'medium';
    },
  };
}

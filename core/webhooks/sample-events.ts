/**
 * The `data` of a test delivery (`POST /v1/webhooks/{id}/test`): shaped exactly like the real event's
 * data (docs/api-contract.md "Envelope and data") so a receiver's parser is exercised, with values that are plainly examples
 * (example.com, ids 0). The spec leaves the test body open; this is our choice (docs/webhooks.md).
 */
import type { EventType } from '../events/event-types.js';

export function sampleEventData(type: EventType, at: Date): Record<string, unknown> {
  const when = at.toISOString();
  switch (type) {
    case 'scan.completed':
      return {
        scan_id: 0,
        job_id: 0,
        domain: 'example.com',
        score: 82,
        grade: 'B',
        issues_count: 6,
        critical_issues: 0,
        high_issues: 1,
        medium_issues: 2,
        low_issues: 3,
        scanned_at: when,
        scan_duration_ms: 14250,
      };
    case 'alert.triggered':
      return {
        alert_id: 0,
        alert_type: 'score_drop',
        severity: 'high',
        domain: 'example.com',
        title: 'Score dropped from 91 to 82',
        message: 'The security score of example.com dropped by 9 points since the previous scan.',
        old_value: '91',
        new_value: '82',
        score: 82,
        grade: 'B',
        created_at: when,
      };
    case 'score.changed':
      return { domain: 'example.com', old_score: 91, new_score: 82, old_grade: 'A', new_grade: 'B', changed_at: when };
    case 'domain.added':
    case 'domain.removed':
      return { domain_id: 0, domain: 'example.com', at: when };
  }
}

const { hookTrigger } = require('./hook-trigger');

const scanCompleted = hookTrigger({
  key: 'scan_completed',
  event: 'scan.completed',
  noun: 'Scan',
  label: 'Scan Completed',
  description: 'Triggers when a scan of one of your domains completes.',
  sample: {
    id: '0b8c3f2e-9d41-8a7e-b5c2-3f1d2e4a5b6c',
    event: 'scan.completed',
    created_at: '2026-11-26T09:30:12.345Z',
    scan_id: 1042,
    job_id: 1042,
    domain: 'example.com',
    score: 82,
    grade: 'B',
    issues_count: 6,
    critical_issues: 0,
    high_issues: 1,
    medium_issues: 3,
    low_issues: 2,
    scanned_at: '2026-11-26T09:30:12.345Z',
    scan_duration_ms: 14210,
  },
});

const alertTriggered = hookTrigger({
  key: 'alert_triggered',
  event: 'alert.triggered',
  noun: 'Alert',
  label: 'Alert Triggered',
  description:
    'Triggers when monitoring raises an alert (score drop, critical issue, certificate expiry, config change).',
  withSeverity: true,
  sample: {
    id: '5c1a2b3d-4e5f-8a6b-9c7d-0e1f2a3b4c5d',
    event: 'alert.triggered',
    created_at: '2026-11-26T09:30:13.001Z',
    alert_id: 311,
    alert_type: 'score_drop',
    severity: 'high',
    domain: 'example.com',
    title: 'Score of example.com dropped by 14 points',
    message: 'The score of example.com dropped from 96 to 82',
    old_value: '96',
    new_value: '82',
    score: 82,
    grade: 'B',
  },
});

const gradeChanged = hookTrigger({
  key: 'grade_changed',
  event: 'grade.changed',
  noun: 'Grade Change',
  label: 'Grade Changed',
  description: "Triggers when a monitored domain's grade moves up or down between two scans.",
  sample: {
    id: '7d2e3f4a-5b6c-8d7e-8f9a-0b1c2d3e4f5a',
    event: 'grade.changed',
    created_at: '2026-11-26T09:30:12.345Z',
    change_id: 58,
    domain_id: 12,
    domain: 'example.com',
    job_id: 1042,
    from_grade: 'A',
    to_grade: 'B',
    direction: 'down',
    score: 82,
    changed_at: '2026-11-26T09:30:12.345Z',
  },
});

module.exports = { scanCompleted, alertTriggered, gradeChanged };

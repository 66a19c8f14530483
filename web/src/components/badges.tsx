/** Grade, severity and status marks. Each carries its meaning in text, never by colour alone. */
import type { ScanStatus, Severity } from '../lib/types.js';

export function GradeBadge({ grade, size = 'medium' }: { grade: string; size?: 'small' | 'medium' | 'large' }) {
  return (
    <span class={`grade grade-${grade.toLowerCase()} grade-${size}`} title={`Grade ${grade}`}>
      <span class="visually-hidden">Grade </span>
      {grade}
    </span>
  );
}

export function SeverityBadge({ severity }: { severity: Severity }) {
  return <span class={`pill severity-${severity}`}>{severity}</span>;
}

const STATUS_LABELS: Record<ScanStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};

export function ScanStatusBadge({ status }: { status: ScanStatus }) {
  return (
    <span class={`pill status-${status}`}>
      {(status === 'queued' || status === 'running') && <span class="spinner" aria-hidden="true" />}
      {STATUS_LABELS[status]}
    </span>
  );
}

export function CheckStatusBadge({ status }: { status: 'pass' | 'fail' | 'unknown' }) {
  const label = status === 'pass' ? 'Pass' : status === 'fail' ? 'Fail' : 'Unknown';
  return <span class={`pill check-${status}`}>{label}</span>;
}

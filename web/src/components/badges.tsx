import { assessmentLabel } from '../../../core/scan-model/grade-qualifier.js';
import type { Assessment } from '../../../core/scan-model/report.js';
/** Grade, severity and status marks. Each carries its meaning in text, never by colour alone. */
import type { ScanStatus } from '../lib/api-schema.js';

/**
 * A grade letter. With an assessment other than full it is marked provisional (dashed, and said in
 * words for screen readers and in the tooltip); with `none` no letter is shown at all: "Not assessed".
 */
export function GradeBadge({
  grade,
  size = 'medium',
  assessment,
}: {
  grade: string;
  size?: 'small' | 'medium' | 'large';
  assessment?: Assessment | undefined;
}) {
  if (assessment === 'none') {
    return (
      <span class={`grade grade-none grade-${size}`} title="Not assessed: no check gave a definite result">
        <span class="visually-hidden">Not assessed</span>
        <span aria-hidden="true">–</span>
      </span>
    );
  }
  const label = assessmentLabel(assessment);
  return (
    <span
      class={`grade grade-${grade.toLowerCase()} grade-${size}${label ? ' grade-provisional' : ''}`}
      title={label ? `Grade ${grade} (${label.toLowerCase()})` : `Grade ${grade}`}
    >
      <span class="visually-hidden">Grade </span>
      {grade}
      {label && <span class="visually-hidden"> ({label.toLowerCase()})</span>}
    </span>
  );
}

/** Any severity the API names (an alert's is a plain string in the API document). */
export function SeverityBadge({ severity }: { severity: string }) {
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

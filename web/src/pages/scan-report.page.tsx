/**
 * One scan: its live status while queued or running (GET /v1/scan/jobs/{id}, every 2 s), then the
 * full report (GET /v1/scan/jobs/{id}/report): grade and score, issues by severity, every module
 * with its checks and evidence, and the compliance mapping; once completed, the PDF download.
 */
import { useEffect, useState } from 'preact/hooks';
import { gradeQualifier } from '../../../core/scan-model/grade-qualifier.js';
import { GradeBadge, ScanStatusBadge } from '../components/badges.js';
import { IssueList } from '../components/issue-list.js';
import { Link } from '../components/link.js';
import { LoadStatus } from '../components/load-status.js';
import { Page } from '../components/page.js';
import { api, messageOf } from '../lib/api.js';
import type { ScanJob, ScanReport, Severity } from '../lib/api-schema.js';
import { formatDateTime, formatDuration } from '../lib/format.js';
import { isRunning } from '../lib/scan-status.js';
import { useLoad } from '../lib/use-load.js';
import { usePolling } from '../lib/use-polling.js';
import { ComplianceSection } from '../report/compliance-section.js';
import { ModuleSection } from '../report/module-section.js';
import { PdfDownload } from '../report/pdf-download.js';
import type { PageProps } from './page-props.js';

const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low'];
const SEVERITY_TITLES: Record<Severity, string> = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' };

function ReportView({ report }: { report: ScanReport }) {
  const checks = report.modules.flatMap((module) => module.checks);
  const failed = checks.filter((check) => check.status === 'fail').length;
  const unknown = checks.filter((check) => check.status === 'unknown').length;
  // Modules run in parallel, so the scan took at least as long as its slowest module; the scan's own
  // figure comes from the scanner's clock, which a test may hold still.
  const duration = Math.max(report.duration_ms, ...report.modules.map((module) => module.duration_ms));
  return (
    <>
      <section class="card report-summary" aria-label="Summary">
        <GradeBadge grade={report.grade} size="large" assessment={report.assessment} />
        <div class="summary-facts">
          <p class="score">
            Score <strong>{report.score}</strong>/100
          </p>
          {gradeQualifier(report) && <p class="small grade-qualifier">{gradeQualifier(report)}</p>}
          {report.caps_applied.length > 0 && (
            <p class="small">
              Grade capped from {report.uncapped_grade} by:{' '}
              {report.caps_applied.map((cap) => cap.replace(/_/g, ' ')).join(', ')}
            </p>
          )}
          <dl class="facts">
            <div>
              <dt>Scanned</dt>
              <dd>{formatDateTime(report.finished_at)}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{formatDuration(duration)}</dd>
            </div>
            <div>
              <dt>Checks</dt>
              <dd>
                {checks.length - failed - unknown} passed, {failed} failed, {unknown} unknown
              </dd>
            </div>
            <div>
              <dt>Coverage</dt>
              <dd>{Math.round(report.coverage.ratio * 100)}%</dd>
            </div>
            <div>
              <dt>Scoring</dt>
              <dd>v{report.scoring_version}</dd>
            </div>
          </dl>
        </div>
        <ul class="severity-counts" aria-label="Issues by severity">
          {SEVERITIES.map((severity) => (
            <li key={severity} class={`severity-count severity-${severity}`}>
              <span class="count">{report.issues.filter((issue) => issue.severity === severity).length}</span>
              <span>{SEVERITY_TITLES[severity]}</span>
            </li>
          ))}
        </ul>
      </section>

      <nav class="report-nav" aria-label="Report sections">
        <a href="#issues">Issues</a>
        <a href="#modules">Modules</a>
        <a href="#compliance">Compliance</a>
      </nav>

      <section class="section" aria-labelledby="issues-heading" id="issues">
        <h2 id="issues-heading">Issues ({report.issues.length})</h2>
        {report.issues.length === 0 && <p>No issues found.</p>}
        {SEVERITIES.map((severity) => {
          const issues = report.issues.filter((issue) => issue.severity === severity);
          return issues.length ? (
            <div key={severity} class="severity-group">
              <h3>
                {SEVERITY_TITLES[severity]} ({issues.length})
              </h3>
              <IssueList issues={issues} />
            </div>
          ) : null;
        })}
      </section>

      <section class="section" aria-labelledby="modules-heading" id="modules">
        <h2 id="modules-heading">Modules ({report.modules.length})</h2>
        <p class="muted">Open a module to see each check and the evidence behind it.</p>
        {report.modules.map((module) => (
          <ModuleSection key={module.name} module={module} />
        ))}
      </section>

      <ComplianceSection compliance={report.compliance} />
    </>
  );
}

export function ScanReportPage({ params }: PageProps) {
  const id = params.id ?? '';
  const {
    data: job,
    error: jobError,
    reload: loadJob,
    setData: setJob,
  } = useLoad(() => api<ScanJob>('GET', `/v1/scan/jobs/${encodeURIComponent(id)}`), [id]);
  const [report, setReport] = useState<ScanReport | null>(null);
  const [reportError, setReportError] = useState<string | null>(null);
  const error = jobError ?? reportError;

  // Another scan's page: nothing of the last one stays while the new one loads.
  useEffect(() => {
    setJob(undefined);
    setReport(null);
  }, [id]);
  usePolling(loadJob, job !== undefined && isRunning(job.status));
  useEffect(() => {
    if (job?.status !== 'completed' || report) return;
    api<ScanReport>('GET', `/v1/scan/jobs/${encodeURIComponent(id)}/report`)
      .then(setReport)
      .catch((caught) => setReportError(messageOf(caught)));
  }, [job?.status]);

  const title = job ? `Report: ${job.domain}` : 'Scan report';
  return (
    <Page
      title={title}
      lead={job && `Scan #${job.job_id} · started ${formatDateTime(job.created_at)}`}
      actions={
        <>
          {job?.status === 'completed' && <PdfDownload jobId={job.job_id} />}
          <Link to="/scans">All scans</Link>
        </>
      }
    >
      <LoadStatus error={error} loading={!job} />
      {job && job.status !== 'completed' && (
        <div class="card stack" role="status">
          <p>
            <ScanStatusBadge status={job.status} />
          </p>
          {isRunning(job.status) && (
            <p>
              Scanning {job.requested_modules.length} modules. This page updates by itself; most scans finish within 30
              seconds.
            </p>
          )}
          {job.status === 'failed' && (
            <p>{job.failure_reason ?? 'The scan failed.'} Start a new scan from the scans page to try again.</p>
          )}
        </div>
      )}
      {job?.status === 'completed' && !report && !error && <p role="status">Loading the report…</p>}
      {report && <ReportView report={report} />}
    </Page>
  );
}

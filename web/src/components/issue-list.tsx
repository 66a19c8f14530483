/** A list of issues: severity, what was found, what to do. */
import type { Issue } from '../lib/api-schema.js';
import { SeverityBadge } from './badges.js';

export function IssueList({ issues }: { issues: Issue[] }) {
  return (
    <ul class="issue-list">
      {issues.map((issue, index) => (
        <li key={`${issue.finding}-${index}`} class="issue">
          <SeverityBadge severity={issue.severity} />
          <div>
            <p class="issue-finding">{issue.finding}</p>
            <p class="issue-remediation">
              <span class="issue-label">Fix: </span>
              {issue.remediation}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

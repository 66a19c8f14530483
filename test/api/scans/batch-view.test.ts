import { expect } from 'chai';
import type { QuickAssessment } from '../../../activities/contracts.js';
import { batchResponse, compareResponse, rankAssessments } from '../../../api/scans/batch.view.js';
import type { ScanSummary } from '../../../core/scan-model/scan-summary.js';

/** A completed assessment with the given score, criticals and dns_email score. */
function assessed(domain: string, score: number, critical = 0, dnsEmail: number | null = score): QuickAssessment {
  const summary: ScanSummary = {
    domain,
    score,
    grade: score >= 90 ? 'A' : score >= 35 ? 'C' : 'F',
    scoring_version: 'test',
    issue_counts: { critical, high: 0, medium: 0, low: 0, total: critical },
    modules: { dns_email: { status: dnsEmail === null ? 'error' : 'completed', score: dnsEmail, issues: critical } },
    top_issues: [],
    coverage: { checks_total: 1, checks_known: 1, ratio: 1 },
  };
  return { domain, status: 'completed', summary };
}
const failed = (domain: string): QuickAssessment => ({
  domain,
  status: 'failed',
  error: `Could not resolve ${domain}`,
});

describe('batch and compare responses', () => {
  const input = [assessed('b.test', 60), failed('gone.test'), assessed('a.test', 60, 2), assessed('c.test', 95)];

  it('ranks by risk (worst first, more criticals first on equal scores), failed items last', () => {
    expect(rankAssessments(input, 'risk').map((i) => [i.rank, i.domain])).to.deep.equal([
      [1, 'a.test'],
      [2, 'b.test'],
      [3, 'c.test'],
      [4, 'gone.test'],
    ]);
    expect(rankAssessments(input, 'score').map((i) => i.domain)).to.deep.equal([
      'c.test',
      'b.test',
      'a.test',
      'gone.test',
    ]);
    expect(rankAssessments(input, 'domain').map((i) => i.domain)).to.deep.equal([
      'a.test',
      'b.test',
      'c.test',
      'gone.test',
    ]);
  });

  it('counts completed and failed items and shapes a failed one with its reason', () => {
    const body = batchResponse('id', 'risk', input);
    expect(body).to.include({ batch_id: 'id', sort_by: 'risk', total: 4, completed: 3, failed: 1 });
    expect(body.results[3]).to.deep.include({ status: 'failed', score: null, grade: null, risk_level: null });
    expect(body.results[3]?.error).to.equal('Could not resolve gone.test');
    expect(body.results[2]?.risk_level).to.equal('low');
  });

  it('names the winner, its lead, ties, and the best domains per module', () => {
    const body = compareResponse('id', [assessed('x.test', 80), assessed('y.test', 70, 0, null), failed('z.test')]);
    expect(body.winner).to.deep.equal({ domain: 'x.test', score: 80, grade: 'C' });
    expect([body.score_gap, body.tie]).to.deep.equal([10, false]);
    expect(body.module_comparison.dns_email).to.deep.equal({
      scores: { 'x.test': 80, 'y.test': null, 'z.test': null },
      best: ['x.test'],
    });
    expect(body.module_comparison.ssl).to.deep.equal({
      scores: { 'x.test': null, 'y.test': null, 'z.test': null },
      best: [],
    });
    const tied = compareResponse('id', [assessed('p.test', 70, 1), assessed('q.test', 70)]);
    expect([tied.winner?.domain, tied.tie, tied.score_gap]).to.deep.equal(['q.test', true, 0]);
    const none = compareResponse('id', [failed('m.test'), failed('n.test')]);
    expect([none.winner, none.score_gap, none.tie]).to.deep.equal([null, null, false]);
  });
});

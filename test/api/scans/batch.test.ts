import { expect } from 'chai';
import { QUICK_MODULES } from '../../../core/scan-model/module-names.js';
import { WorkflowRun } from '../../../db/entities/workflow-run.entity.js';
import { signUp } from '../../helpers/accounts.js';
import { forEachDatabase } from '../../helpers/databases.js';
import { bearer, setQuota, useScanApp } from './scan-kit.js';

const DOMAINS = ['web-core.test', 'mail-good.test', 'mail-only.test'];

interface Item {
  rank: number;
  domain: string;
  status: string;
  score: number | null;
  grade: string | null;
  issue_counts: { critical: number; high: number } | null;
  modules: Record<string, { score: number | null }> | null;
}

forEachDatabase('batch scan and compare', (database) => {
  const t = useScanApp(database);

  const post = (url: string, apiKey: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(apiKey), payload });
  const used = async (apiKey: string) =>
    (await t.app.inject({ url: '/v1/auth/me', headers: bearer(apiKey) })).json().scans_this_month as number;

  it('assesses every domain on the quick modules, ranked by risk (worst first) by default, 1 scan each', async () => {
    const { apiKey } = await signUp(t.app);
    const response = await post('/v1/batch/scan', apiKey, { domains: ['Web-Core.test', ...DOMAINS.slice(1)] });
    expect(response.statusCode, response.body).to.equal(200);
    const body = response.json();
    expect(body).to.include({ sort_by: 'risk', total: 3, completed: 3, failed: 0 });
    const items: Item[] = body.results;
    expect(items.map((i) => i.rank)).to.deep.equal([1, 2, 3]);
    expect(items.map((i) => i.domain).sort()).to.deep.equal([...DOMAINS].sort());
    for (const item of items) {
      expect(Object.keys(item.modules ?? {})).to.deep.equal([...QUICK_MODULES]);
      expect(item.grade).to.be.oneOf(['A', 'B', 'C', 'D', 'F']);
    }
    const scores = items.map((i) => i.score as number);
    expect(scores).to.deep.equal([...scores].sort((a, b) => a - b));
    expect(await used(apiKey)).to.equal(3);
    // The batch ran as a workflow of its own, named for an operator.
    const run = await t.db.manager.findOneByOrFail(WorkflowRun, { id: `batch-${body.batch_id}` });
    expect([run.workflowType, run.status]).to.deep.equal(['batchWorkflow', 'completed']);
  });

  it('sorts by score (best first) or by domain on request, and refuses an unknown order with 400', async () => {
    const { apiKey } = await signUp(t.app);
    const byScore: Item[] = (await post('/v1/batch/scan', apiKey, { domains: DOMAINS, sort_by: 'score' })).json()
      .results;
    const scores = byScore.map((i) => i.score as number);
    expect(scores).to.deep.equal([...scores].sort((a, b) => b - a));
    const byDomain: Item[] = (await post('/v1/batch/scan', apiKey, { domains: DOMAINS, sort_by: 'domain' })).json()
      .results;
    expect(byDomain.map((i) => i.domain)).to.deep.equal([...DOMAINS].sort());
    const bad = await post('/v1/batch/scan', apiKey, { domains: DOMAINS, sort_by: 'size' });
    expect([bad.statusCode, bad.json()]).to.deep.equal([400, { detail: 'Invalid sort_by: use risk, score or domain' }]);
  });

  it('checks every domain before taking quota: 400 names the first bad one, duplicates are refused', async () => {
    const { apiKey } = await signUp(t.app);
    const cases: Array<[string[], string]> = [
      [['web-core.test', 'nowhere.test', 'private-target.test'], 'Could not resolve nowhere.test'],
      [['web-core.test', 'WEB-CORE.test'], 'Duplicate domain in request: web-core.test'],
    ];
    for (const [domains, detail] of cases) {
      const response = await post('/v1/batch/scan', apiKey, { domains });
      expect([response.statusCode, response.json().detail]).to.deep.equal([400, detail]);
    }
    expect(await used(apiKey)).to.equal(0);
  });

  it('takes 1-50 domains (else 422) and is all or nothing on quota (429 takes none)', async () => {
    const account = await signUp(t.app);
    for (const domains of [[], Array.from({ length: 51 }, (_, i) => `d${i}.test`)]) {
      const response = await post('/v1/batch/scan', account.apiKey, { domains });
      expect(response.statusCode, `${domains.length} domains`).to.equal(422);
      expect(response.json().detail[0].field).to.equal('domains');
    }
    await setQuota(t, account.id, 'free', 8);
    const response = await post('/v1/batch/scan', account.apiKey, { domains: DOMAINS });
    expect(response.statusCode).to.equal(429);
    expect(Object.keys(response.json())).to.deep.equal(['detail']);
    expect(response.json().detail).to.match(/^Quota exceeded\. Used 8\/10 scans this period\./);
    expect(await used(account.apiKey)).to.equal(8);
  });

  it('compares 2-5 domains: ranked best first, winner, score gap and a per-module comparison', async () => {
    const { apiKey } = await signUp(t.app);
    const response = await post('/v1/batch/compare', apiKey, { domains: DOMAINS });
    expect(response.statusCode, response.body).to.equal(200);
    const body = response.json();
    const items: Item[] = body.results;
    const scores = items.map((i) => i.score as number);
    expect(scores).to.deep.equal([...scores].sort((a, b) => b - a));
    expect(body.winner).to.deep.equal({ domain: items[0]?.domain, score: items[0]?.score, grade: items[0]?.grade });
    expect(body.score_gap).to.equal((scores[0] as number) - (scores[1] as number));
    expect(body.tie).to.equal(scores[0] === scores[1]);
    expect(Object.keys(body.module_comparison)).to.deep.equal([...QUICK_MODULES]);
    for (const name of QUICK_MODULES) {
      const { scores: perDomain, best } = body.module_comparison[name];
      expect(Object.keys(perDomain).sort()).to.deep.equal([...DOMAINS].sort());
      for (const item of items) expect(perDomain[item.domain]).to.equal(item.modules?.[name]?.score ?? null);
      const known = Object.values(perDomain).filter((s): s is number => s !== null);
      if (known.length > 0) for (const domain of best) expect(perDomain[domain]).to.equal(Math.max(...known));
      else expect(best).to.deep.equal([]);
    }
    expect(await used(apiKey)).to.equal(3);
  });

  it('compares only 2-5 domains (else 422) and needs an account (401)', async () => {
    const { apiKey } = await signUp(t.app);
    for (const domains of [['web-core.test'], Array.from({ length: 6 }, (_, i) => `d${i}.test`)]) {
      const response = await post('/v1/batch/compare', apiKey, { domains });
      expect(response.statusCode, `${domains.length} domains`).to.equal(422);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/batch/compare', payload: { domains: DOMAINS } });
    expect([anonymous.statusCode, anonymous.json()]).to.deep.equal([401, { detail: 'Authentication required' }]);
  });
});

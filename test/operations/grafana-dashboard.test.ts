/**
 * deploy/grafana/rampart-dashboard.json: a dashboard Grafana imports (its structure: unique panel
 * ids, grid positions, a target with a query and refId on every panel, the datasource input it
 * names), whose every query names only metrics the services export (gathered from the registry, the
 * histograms' `_bucket`/`_sum`/`_count` series included, plus the Temporal SDK's that a real worker
 * was seen to export), and that shows every metric of ours at least once.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import '../../api/app.js';
import '../../db/pool-metrics.js';
import '../../db/queue-depth-metrics.js';
import { enableProcessMetrics, metricsRegistry } from '../../core/metrics/registry.js';
import { SDK_METRICS } from './prometheus-server.js';

const FILE = new URL('../../deploy/grafana/rampart-dashboard.json', import.meta.url);

interface Target {
  refId?: string;
  expr?: string;
  datasource?: { uid?: string };
}
interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  datasource?: { uid?: string };
  targets?: Target[];
}

const dashboard = JSON.parse(readFileSync(FILE, 'utf8')) as {
  title: string;
  uid: string;
  schemaVersion: number;
  __inputs: Array<{ name: string; type: string; pluginId: string }>;
  templating: { list: Array<{ name: string; type: string }> };
  panels: Panel[];
};

/** Every series name the registry exports (process metrics on, as on a served endpoint). */
function exportedNames(): Set<string> {
  enableProcessMetrics();
  const names = new Set<string>(SDK_METRICS);
  for (const metric of metricsRegistry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

const metricNamesIn = (expr: string) => expr.match(/\b(?:rampart|temporal)_[a-z0-9_]+/g) ?? [];

describe('Grafana dashboard', () => {
  const dataPanels = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('has the structure Grafana imports', () => {
    expect(dashboard.title).to.equal('Rampart');
    expect(dashboard.uid).to.match(/^[a-z0-9-]{1,40}$/);
    expect(dashboard.schemaVersion).to.be.a('number');
    const input = dashboard.__inputs.find((each) => each.type === 'datasource');
    expect(input?.pluginId).to.equal('prometheus');
    expect(dashboard.templating.list.map((variable) => variable.name)).to.include(input?.name);
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size, 'unique panel ids').to.equal(ids.length);
    expect(dataPanels.length).to.be.at.least(20);
    for (const panel of dashboard.panels) {
      const { h, w, x, y } = panel.gridPos;
      expect([h, w, x, y].every(Number.isInteger), panel.title).to.equal(true);
      expect(x + w, `${panel.title} fits the 24-column grid`).to.be.at.most(24);
    }
    for (const panel of dataPanels) {
      expect(panel.title, `panel ${panel.id}`).to.be.a('string').and.not.equal('');
      expect(panel.datasource?.uid, panel.title).to.equal(`\${${input?.name}}`);
      expect(panel.targets, panel.title).to.be.an('array').that.is.not.empty;
      const refIds = (panel.targets ?? []).map((target) => target.refId);
      expect(new Set(refIds).size, `${panel.title}: unique refIds`).to.equal(refIds.length);
      for (const target of panel.targets ?? []) expect(target.expr, panel.title).to.be.a('string').and.not.equal('');
    }
  });

  it('queries only metrics the services export', () => {
    const exported = exportedNames();
    for (const panel of dataPanels) {
      for (const target of panel.targets ?? []) {
        const names = metricNamesIn(target.expr ?? '');
        expect(names, `${panel.title}: ${target.expr}`).to.not.be.empty;
        for (const name of names) expect(exported.has(name), `${panel.title} queries ${name}`).to.equal(true);
      }
    }
  });

  it('shows every metric of ours', () => {
    const queried = new Set(
      dataPanels.flatMap((panel) => (panel.targets ?? []).flatMap((target) => metricNamesIn(target.expr ?? ''))),
    );
    const ours = metricsRegistry
      .getMetricsAsArray()
      .map((metric) => metric as unknown as { name: string; type: string })
      .filter((metric) => !/^rampart_(process|nodejs)_/.test(metric.name));
    for (const { name, type } of ours) {
      const shown =
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`].some((n) => queried.has(n)) : queried.has(name);
      expect(shown, `the dashboard shows ${name}`).to.equal(true);
    }
  });
});

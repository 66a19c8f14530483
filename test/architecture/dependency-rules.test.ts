/**
 * The layer rules (.dependency-cruiser.cjs, .dependency-cruiser-workflows.cjs) can fail: a small tree
 * in a temporary folder, shaped like the repository, holds one wrong import per rule, and the cruise
 * must name every rule. `npm run deps` checks the real tree; this proves the rules are not vacuous
 * (a typo in a path pattern would otherwise pass everything silently).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';

const ROOT = resolve(import.meta.dirname, '../..');
const CRUISER = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Runs dependency-cruiser with one of the repository's configs over `dirs` of `tree`. */
async function violations(tree: string, config: string, dirs: string[]): Promise<Violation[]> {
  const args = [CRUISER, '--config', join(ROOT, config), '--output-type', 'json', ...dirs];
  // Exit code 1 when rules are violated: that is the expected outcome here, so read stdout either way.
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: tree, maxBuffer: 16 << 20 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

function write(tree: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
}

describe('architecture: every dependency rule fails on a wrong import', function () {
  this.timeout(60_000);
  let tree: string;

  before(() => {
    tree = mkdtempSync(join(tmpdir(), 'rampart-deps-'));
    write(tree, {
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }),
      'package.json': JSON.stringify({ type: 'module' }),
      // Allowed, for contrast: downward imports, and a type-only import of an activity contract.
      'core/model.ts': 'export type Model = { id: string };\nexport const MODEL = 1;\n',
      'config/env.ts': 'export const ENV = 1;\n',
      'config/upward.ts': "import { ENTITY } from '../db/entity.js';\nexport const up = ENTITY;\n",
      'db/entity.ts':
        "import type { Model } from '../core/model.js';\nexport type Entity = Model;\nexport const ENTITY = 1;\n",
      'activities/contracts.ts': 'export interface Acts { run(): Promise<void> }\nexport const ACTS = 1;\n',
      'activities/worker-code.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'workflows/good.workflow.ts':
        "import type { Acts } from '../activities/contracts.js';\nimport { MODEL } from '../core/model.js';\nexport const good = (a: Acts) => a.run().then(() => MODEL);\n",
      // One wrong import per rule.
      'core/cycle-a.ts': "import type { B } from './cycle-b.js';\nexport type A = { b?: B };\n",
      'core/cycle-b.ts': "import type { A } from './cycle-a.js';\nexport type B = { a?: A };\n",
      'core/upward.ts': "import type { Entity } from '../db/entity.js';\nexport type Up = Entity;\n",
      'db/upward.ts': "import type { Acts } from '../activities/contracts.js';\nexport type Up = Acts;\n",
      'activities/upward.ts': "import { WORKFLOW } from '../workflows/helper.js';\nexport const up = WORKFLOW;\n",
      'activities/scan-step.ts': "import { PROBE } from '../scanner/probe.js';\nexport const step = PROBE;\n",
      'scanner/probe.ts': "import { MODEL } from '../core/model.js';\nexport const PROBE = MODEL;\n",
      'scanner/upward.ts': "import { ACTS } from '../activities/contracts.js';\nexport const up = ACTS;\n",
      'workflows/helper.ts': 'export const WORKFLOW = 1;\n',
      'workflows/upward.ts': "import { API } from '../api/app.js';\nexport const up = API;\n",
      'workflows/node.workflow.ts':
        "import { createHash } from 'node:crypto';\nexport const h = () => createHash('sha256');\n",
      'workflows/activity.workflow.ts':
        "import { ACTS } from '../activities/contracts.js';\nexport const a = () => ACTS;\n",
      'workflows/indirect.workflow.ts': "import { helper } from './uses-node.js';\nexport const i = () => helper();\n",
      'workflows/uses-node.ts':
        "import { read } from '../activities/worker-code.js';\nimport { now } from './orchestrator.js';\nexport const helper = () => [read, now];\n",
      'workflows/orchestrator.ts': 'export const now = () => 1;\n',
      'api/app.ts': "import { FIXTURE } from '../test/helpers/fixture.js';\nexport const API = FIXTURE;\n",
      'api/tools.ts':
        "import { LAB } from '../lab/lab.js';\nimport { WORKER } from '../workers/worker.js';\nexport const t = [LAB, WORKER];\n",
      'workers/worker.ts': "import { CLI } from '../cli/cli.js';\nexport const WORKER = CLI;\n",
      'cli/cli.ts': "import { missing } from './missing.js';\nexport const CLI = missing;\n",
      'db/tool.ts': "import { BENCH } from '../bench/bench.js';\nexport const t = BENCH;\n",
      'lab/lab.ts': 'export const LAB = 1;\n',
      'bench/bench.ts': 'export const BENCH = 1;\n',
      'test/helpers/fixture.ts': 'export const FIXTURE = 1;\n',
    });
  });

  after(() => rmSync(tree, { recursive: true, force: true }));

  it('names each layer rule at the import that breaks it, and nothing else', async () => {
    const found = await violations(tree, '.dependency-cruiser.cjs', [
      'api',
      'activities',
      'bench',
      'cli',
      'config',
      'core',
      'db',
      'lab',
      'scanner',
      'test',
      'workers',
      'workflows',
    ]);
    const named = found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    expect(named).to.deep.equal(
      [
        'activities-not-upwards: activities/upward.ts -> workflows/helper.ts',
        'api-not-tools: api/tools.ts -> lab/lab.ts',
        'api-not-tools: api/tools.ts -> workers/worker.ts',
        'config-imports-only-core: config/upward.ts -> db/entity.ts',
        'core-imports-only-core: core/upward.ts -> db/entity.ts',
        'db-imports-only-core-and-config: db/tool.ts -> bench/bench.ts',
        'db-imports-only-core-and-config: db/upward.ts -> activities/contracts.ts',
        'entry-points-apart: api/tools.ts -> workers/worker.ts',
        'entry-points-apart: workers/worker.ts -> cli/cli.ts',
        'no-circular: core/cycle-a.ts -> core/cycle-b.ts',
        'not-to-unresolvable: cli/cli.ts -> ./missing.js',
        'nothing-imports-test: api/app.ts -> test/helpers/fixture.ts',
        'product-not-tools: api/tools.ts -> lab/lab.ts',
        'product-not-tools: db/tool.ts -> bench/bench.ts',
        'scanner-imports-only-core-and-config: scanner/upward.ts -> activities/contracts.ts',
        'workflow-code-no-activity-runtime: workflows/activity.workflow.ts -> activities/contracts.ts',
        'workflow-code-no-node-builtins: workflows/node.workflow.ts -> crypto',
        'workflows-not-entry-points: workflows/upward.ts -> api/app.ts',
      ].sort(),
    );
  });

  it('follows what the workflow bundle loads at run time, and lets type-only contract imports through', async () => {
    const found = await violations(tree, '.dependency-cruiser-workflows.cjs', ['workflows']);
    const named = [...new Set(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`))].sort();
    expect(named).to.deep.equal(
      [
        'workflow-bundle-no-client-side-workflows-code: workflows/indirect.workflow.ts -> workflows/orchestrator.ts',
        'workflow-bundle-no-node-builtins: workflows/indirect.workflow.ts -> fs',
        'workflow-bundle-no-node-builtins: workflows/node.workflow.ts -> crypto',
        'workflow-bundle-only-workflows-and-core: workflows/activity.workflow.ts -> activities/contracts.ts',
        'workflow-bundle-only-workflows-and-core: workflows/indirect.workflow.ts -> activities/worker-code.ts',
      ].sort(),
    );
  });
});

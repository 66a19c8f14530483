/**
 * What the Temporal workflow bundle loads at run time. The worker bundles workflows/temporal/workflows.ts
 * and everything it imports into a deterministic sandbox: no Node built-ins, no activity, database or
 * API code. Checked on the run-time graph (tsPreCompilationDeps off: type-only imports are erased, as
 * the bundler erases them), so workflow code may import the activity contracts as types.
 * The layer rules are in .dependency-cruiser.cjs.
 */
const { builtinModules } = require('node:module');

const WORKFLOW_CODE = ['^workflows/temporal/workflows\\.ts$', '^workflows/[^/]+\\.workflow\\.ts$'];
const NODE_BUILTINS = `^(node:.*|${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'workflow-bundle-no-node-builtins',
      comment: 'The workflow sandbox has no Node built-ins; a workflow that needs one needs an activity.',
      severity: 'error',
      from: { path: WORKFLOW_CODE },
      to: { reachable: true, path: NODE_BUILTINS },
    },
    {
      name: 'workflow-bundle-only-workflows-and-core',
      comment:
        'At run time workflow code loads only workflows/ and core/ modules (and the Temporal workflow SDK): activities, db, api and config run outside the sandbox.',
      severity: 'error',
      from: { path: WORKFLOW_CODE },
      to: { reachable: true, path: '^(activities|api|bench|cli|config|db|lab|scanner|scripts|test|workers)/' },
    },
    {
      name: 'workflow-bundle-no-client-side-workflows-code',
      comment:
        'The orchestrators, the embedded engine and the Temporal client run beside the API, never in the sandbox.',
      severity: 'error',
      from: { path: WORKFLOW_CODE },
      to: {
        reachable: true,
        path: '^workflows/(embedded/|orchestrator\\.ts$|temporal/(temporal-orchestrator|connection-options|entry-path)\\.ts$)',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};

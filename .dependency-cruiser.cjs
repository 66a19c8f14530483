/**
 * The layers (docs/ARCHITECTURE.md, "Layers"), checked by `npm run deps`. Imports point down:
 * entry points (api, workers, cli; tools: bench, scripts, lab) -> workflows -> activities -> scanner ->
 * db -> core, with config/ beside them for every entry point. Type-only imports count (tsPreCompilationDeps),
 * so a cycle or a wrong direction made only of types fails too. What the Temporal workflow bundle
 * may load at run time is checked separately, on the run-time graph: .dependency-cruiser-workflows.cjs.
 */
const OURS = '^(api|activities|bench|cli|config|core|db|lab|scanner|scripts|test|workers|workflows)/';
const PRODUCT = '^(api|activities|cli|config|core|db|scanner|workers|workflows)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle, even of types only, means two files are one module split in two or a type sits in its caller.',
      severity: 'error',
      from: { path: OURS },
      to: { circular: true },
    },
    {
      name: 'core-imports-only-core',
      comment: 'core/ is the shared model every layer reads; it depends on no layer above it.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: OURS, pathNot: '^core/' },
    },
    {
      name: 'db-imports-only-core-and-config',
      comment: 'Entities and migrations are read by activities, workflows and the API, never the reverse.',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: OURS, pathNot: '^(db|core|config)/' },
    },
    {
      name: 'config-imports-only-core',
      comment: 'Configuration is read by every entry point and below; it knows nothing of them.',
      severity: 'error',
      from: { path: '^config/' },
      to: { path: OURS, pathNot: '^(config|core)/' },
    },
    {
      name: 'scanner-imports-only-core-and-config',
      comment:
        'The scanner is a library that activities, the API, the CLI and the lab call; it stores nothing and knows none of them.',
      severity: 'error',
      from: { path: '^scanner/' },
      to: { path: OURS, pathNot: '^(scanner|core|config)/' },
    },
    {
      name: 'activities-not-upwards',
      comment: 'Activities are called by workflows and entry points; they do not know who calls them.',
      severity: 'error',
      from: { path: '^activities/' },
      to: { path: '^(workflows|api|workers|cli)/' },
    },
    {
      name: 'workflows-not-entry-points',
      comment: 'Workflows are started by the API and run by workers; they import neither.',
      severity: 'error',
      from: { path: '^workflows/' },
      to: { path: '^(api|workers|cli)/' },
    },
    {
      name: 'workflow-code-no-node-builtins',
      comment:
        'Workflow functions run in the Temporal sandbox: no Node built-ins. (Their whole run-time closure is checked by .dependency-cruiser-workflows.cjs.)',
      severity: 'error',
      from: { path: ['^workflows/.*\\.workflow\\.ts$', '^workflows/temporal/workflows\\.ts$'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'workflow-code-no-activity-runtime',
      comment: 'Workflow code calls activities through the runtime; it may import their contracts as types only.',
      severity: 'error',
      from: { path: ['^workflows/.*\\.workflow\\.ts$', '^workflows/temporal/workflows\\.ts$'] },
      to: { path: '^activities/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-imports-test',
      comment: 'test/ is the top of the tree: tools that tests and benches share live in lab/.',
      severity: 'error',
      from: { pathNot: '^test/' },
      to: { path: '^test/' },
    },
    {
      name: 'entry-points-apart',
      comment: 'api, workers and cli are separate programs: what two of them share moves down a layer.',
      severity: 'error',
      from: { path: '^(api|workers|cli)/' },
      to: { path: '^(api|workers|cli)/', pathNot: '^$1/' },
    },
    {
      name: 'api-not-tools',
      comment: 'The API imports no entry point or tool: no workers, cli, lab, bench or scripts.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(workers|cli|lab|bench|scripts)/' },
    },
    {
      name: 'product-not-tools',
      comment: 'Product code never loads the lab, the benchmarks or the scripts.',
      severity: 'error',
      from: { path: PRODUCT },
      to: { path: '^(lab|bench|scripts)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a file moved without its importers.',
      severity: 'error',
      from: { path: OURS },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|data|dist|coverage)/' },
    // Type-only imports are dependencies too: a type in the wrong layer is still a wrong direction.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // exportsFields/conditionNames: packages that publish only an `exports` map (badge-maker) resolve as Node does.
    enhancedResolveOptions: {
      extensions: ['.ts', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

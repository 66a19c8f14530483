/**
 * The dashboard (web/): browser code with its own tsconfig, checked apart from the server's layers.
 * No import cycle (type-only imports count, as in .dependency-cruiser.cjs), and of our server code it
 * imports only core/'s plain data and types (scan-model/, account-activity/); nothing else outside web/.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-no-cycles',
      comment: 'An import cycle in the dashboard (a page and the registry that lists it, say).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-only-core-model',
      comment:
        'The dashboard runs in the browser: of our code outside web/ it may import only core/scan-model and core/account-activity.',
      severity: 'error',
      from: { path: '^web/' },
      to: {
        path: '^(activities|api|bench|cli|config|core|db|lab|scanner|scripts|test|workers|workflows|clients)/',
        pathNot: '^core/(scan-model|account-activity)/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|data|dist|coverage)/|^web/dist/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'browser', 'default'],
    },
  },
};

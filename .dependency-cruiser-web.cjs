/**
 * The dashboard (web/): browser code with its own tsconfig, checked apart from the server's layers.
 * No import cycle (type-only imports count, as in .dependency-cruiser.cjs), and of our server code it
 * imports only core/'s plain data and types (scan-model/, account-activity/); nothing else outside web/
 * but the API's generated types (clients/typescript/src/generated/schema.ts), type-only and through
 * web/src/lib/api-schema.ts alone, so the pages' API shapes come from the OpenAPI document.
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
        pathNot: '^(core/(scan-model|account-activity)/|clients/typescript/src/generated/schema\\.ts$)',
      },
    },
    {
      name: 'web-api-schema-one-door',
      comment:
        "The API's generated types reach the pages through web/src/lib/api-schema.ts, which names them, and nowhere else.",
      severity: 'error',
      from: { path: '^web/', pathNot: '^web/src/lib/api-schema\\.ts$' },
      to: { path: '^clients/' },
    },
    {
      name: 'web-api-schema-type-only',
      comment: 'The generated schema is types only: an import that is not type-only would bundle it.',
      severity: 'error',
      from: { path: '^web/src/lib/api-schema\\.ts$' },
      to: { path: '^clients/', dependencyTypesNot: ['type-only'] },
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

/**
 * The boundaries STYLE.md describes, checked by `npm run lint` (ADR 034).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Modules that import each other cannot be understood, tested or loaded one at a time.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'api-module-through-index',
      comment:
        'An API module reaches another only through its index.ts (services and types), never its files.',
      severity: 'error',
      from: { path: '^apps/api/src/(modules/([^/]+)/|plugins/|jobs/|infra/|db/|[^/]+\\.ts$)' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: [
          '^apps/api/src/modules/$2/',
          '^apps/api/src/modules/[^/]+/index\\.ts$',
          // app.ts composes the app: it registers each module's routes.
          '^apps/api/src/modules/[^/]+/[^/]+\\.routes\\.ts$',
        ],
      },
    },
    {
      name: 'api-routes-only-in-app',
      comment: 'Routes are registered by app.ts alone; nothing else imports a routes file.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/app\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'web-features-apart',
      comment: 'Web features never import each other: compose them in app/ (bulletproof-react).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-below-features',
      comment: 'components/ and lib/ are shared by features: they never import a feature or the app.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'packages/shared is the contract both apps use: it imports neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.test\\.tsx?$|/test/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};

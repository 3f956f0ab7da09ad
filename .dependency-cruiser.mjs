// The import rules `npm run check:imports` and tests/tooling/import-rules.test.ts hold the code to
// (docs/architecture.md#how-modules-depend-on-each-other). Type-only imports count: a cycle of types is
// still two files that cannot be understood, moved or tested one without the other.
/**
 * What another file may import of an API module: its contract files, the functions it lets others run
 * (`surface.ts`, ADR 047), its plugin and its route plugins.
 */
const MODULE_OUTSIDE = [
  '^api/modules/[^/]+/(contract|event|types|surface|plugin|[a-z-]*routes)[.]ts$',
  '^api/modules/[^/]+/[^/]+/(contract|event|types|surface|plugin|[a-z-]*routes)[.]ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-import-cycles',
      severity: 'error',
      comment:
        'Two files that import each other (directly or round a ring): move what both need into a contract ' +
        'file (types and constants only) that both import, and import the code that runs one way only.',
      from: { path: '^(api|src-renderer|src-shared|src-main)/' },
      to: { circular: true },
    },
    {
      // A module's outside is its contract files (types, constants and pure functions: `contract.ts`,
      // `event.ts`, `types.ts`), the functions that run code it lets others call (`surface.ts`, ADR 047),
      // the plugin that decorates the app with its services (`plugin.ts`) and its route plugins
      // (`routes.ts`, `*-routes.ts`); the rest is its own (docs/architecture.md#what-a-module-shows-the-others).
      name: 'no-module-internals',
      severity: 'error',
      comment:
        "Another module's internal file: import its contract (contract.ts, event.ts, types.ts), its surface.ts, " +
        'its plugin.ts or its routes, or move what you need into its contract file.',
      from: { path: '^api/modules/([^/]+)/' },
      to: { path: '^api/modules/', pathNot: ['^api/modules/$1/', ...MODULE_OUTSIDE] },
    },
    {
      name: 'no-module-internals-from-app',
      severity: 'error',
      comment:
        "The app, the plugins, the database code and the CLI see only a module's contract, surface, plugin and routes.",
      from: { path: '^api/', pathNot: '^api/modules/' },
      to: { path: '^api/modules/', pathNot: MODULE_OUTSIDE },
    },
  ],
  options: {
    exclude: { path: '(^|/)(node_modules|dist|generated)/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // The React app's `@/` alias (tsconfig.web.json's paths); `#shared/*` resolves through package.json's imports.
    tsConfig: { fileName: 'tsconfig.web.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      conditionNames: ['import', 'node', 'default', 'types'],
    },
  },
};

// The import rules `npm run check:imports` and tests/tooling/import-rules.test.ts hold the code to
// (docs/architecture.md#how-modules-depend-on-each-other). Type-only imports count: a cycle of types is
// still two files that cannot be understood, moved or tested one without the other.
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

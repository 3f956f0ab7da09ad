import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Where each runtime's code lives, what it may import and which globals it sees (docs/architecture.md,
// "Runtimes and layers"). TypeScript holds the same split with one project per runtime (tsconfig.*.json).

/** Relative imports that climb out into another top-level folder (any depth). */
const into = (...folders) => `^(\\.\\./)+(${folders.join('|')})/`;
const nodeBuiltins = {
  regex: '^node:',
  message: 'Node built-ins are for the API, the desktop main process and tools.',
};

const sharedImports = [
  {
    regex: into('api', 'src-renderer', 'src-main', 'src-preload', 'tests'),
    message: 'src-shared is the contract: it imports nothing from the runtimes.',
  },
  nodeBuiltins,
];
const rendererImports = [
  // Two or more '../': a feature's own '../api/' folder (bulletproof-react) stays allowed.
  { regex: '^(\\.\\./){2,}(api|src-main|tests)/', message: 'The renderer only talks to the API over HTTP.' },
  {
    regex: '^(\\.\\./){2,}src-preload/',
    allowTypeImports: true,
    message: 'The renderer sees the preload only through the type of window.kairos.',
  },
  { regex: '^node:', message: 'The renderer runs in a browser sandbox.' },
];
const rendererSharedLayers = [
  {
    regex: '^((\\.\\./)+|@/)(features|app)/',
    message: 'components/ and lib/ are shared by every feature: they import no feature and not app/.',
  },
];
/** A file `depth` folders below src-renderer/features/<feature>/ climbing out of its feature into another. */
const otherFeature = (depth) => [
  {
    regex: `^(\\.\\./){${depth}}(?!\\.\\./)|^(\\.\\./)+features/|^@/features/`,
    message:
      "A feature imports only its own files (relatively), components/, lib/, app/ and src-shared, never another feature's internals (move what both need to components/ or lib/).",
  },
  {
    regex: `^(\\.\\./){${depth + 1}}(?!features/)`,
    message: 'Outside its own feature folder a feature imports by `@/` (`@/components/…`, `@/lib/…`), not `../../../`.',
  },
];
/** A file of app/, components/ or lib/ `depth` folders below src-renderer reaching another of them. */
const otherLayer = (depth) => ({
  regex: `^(\\.\\./){${depth}}`,
  message: 'Outside its own folder (app/, components/, lib/) the renderer imports by `@/`, not `../`.',
});
const restrict = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

/** Globals the renderer and the contract must not touch (type-aware files skip `no-undef`, so name them). */
const nodeGlobals = ['process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global', 'setImmediate'];
const browserGlobals = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'self'];
const noGlobals = (names, why) => ({
  'no-restricted-globals': ['error', ...names.map((name) => ({ name, message: `${name}: ${why}` }))],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'out',
      'release',
      'data',
      'test-results',
      'playwright-report',
      'api/db/generated',
      '.tsbuild',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  // Globals per runtime.
  {
    files: ['api/**', 'src-main/**', 'scripts/**', '*.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Local packages (packages/sqlite-driver): CommonJS, loaded by Node's require.
    files: ['packages/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests and the bench run in Node and hand functions to a page (jsdom, or Chromium via Playwright).
    files: ['tests/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // A sandboxed preload: the page's globals plus Electron's renderer modules.
    files: ['src-preload/**'],
    languageOptions: { globals: globals.browser },
    rules: restrict([{ regex: into('api', 'src-renderer', 'src-main'), message: 'The preload only bridges IPC.' }]),
  },
  {
    files: ['src-renderer/**'],
    languageOptions: { globals: globals.browser },
    rules: noGlobals(nodeGlobals, 'the renderer runs in a browser.'),
  },
  {
    files: ['src-shared/**'],
    rules: noGlobals(
      [...nodeGlobals, ...browserGlobals],
      'src-shared runs in every runtime, so it uses neither the DOM nor Node.',
    ),
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A key someone typed must not find what every object inherits (constructor, toString, __proto__).
    files: ['api/**/*.ts', 'src-shared/**/*.ts', 'src-renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='in'][left.type!='Literal']",
          message:
            '`key in record` also finds inherited keys (constructor, toString): use isOwnKey or ownValue from src-shared/own.ts, or a Map.',
        },
      ],
    },
  },
  // Import boundaries. Each file gets one list (a later block's list replaces an earlier one's).
  { files: ['src-shared/**/*.ts'], rules: restrict(sharedImports) },
  {
    files: ['api/**/*.ts'],
    rules: restrict([
      {
        regex: into('src-renderer', 'src-main', 'src-preload'),
        message: 'The API shares only src-shared with the clients.',
      },
    ]),
  },
  {
    files: ['src-main/**/*.ts'],
    rules: restrict([{ regex: into('api', 'src-renderer'), message: 'The desktop shell talks to the API over HTTP.' }]),
  },
  { files: ['src-renderer/**/*.{ts,tsx}'], rules: restrict(rendererImports) },
  ...[1, 2, 3].map((depth) => ({
    files: [`src-renderer/app/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: restrict([...rendererImports, otherLayer(depth)]),
  })),
  ...[1, 2, 3].map((depth) => ({
    files: [`src-renderer/{components,lib}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: restrict([...rendererImports, ...rendererSharedLayers, otherLayer(depth)]),
  })),
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`src-renderer/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: restrict([...rendererImports, ...otherFeature(depth)]),
  })),
);

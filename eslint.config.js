// ESLint for the page (browser ES modules), its worker, and the node-side tests and scripts.
// eslint's recommended rules only: they catch real mistakes (unused names, undefined globals,
// unreachable code) without arguing about style, which prettier owns.
import js from '@eslint/js';
import globals from 'globals';

export default [
  {
    ignores: [
      'www/pkg/**',
      'www/app.js',
      'node_modules/**',
      'target/**',
      'test-artifacts/**',
      // The Jupyter board's bundles (scripts/build-python-board.sh) and Python's build folder.
      'python/graphnim/static/**',
      'python/target/**',
      'dist/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['www/**/*.js', 'examples/**/*.js', 'python/graphnim/*.js'],
    languageOptions: { sourceType: 'module', globals: { ...globals.browser } },
  },
  {
    files: ['www/worker.js', 'www/tools-worker.js'],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ['tests/**/*.mjs', 'scripts/**/*.mjs', '*.js'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // Test fixtures and page-side callbacks passed to page.evaluate run in the browser.
    files: ['tests/**/*.mjs', 'tests/fixtures/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // The page's folders by feature (docs/develop.md): common/ is shared by all and depends on
  // none; a feature reaches the page around it only through page/'s plumbing (actions-core.js,
  // load.js, lazy-part.js), never the panels or actions that wire every feature together, and
  // never the entry points. These rules keep that layering from eroding one import at a time.
  {
    files: ['www/common/**/*.js'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: 'www/common/ imports nothing outside common/.' }] },
      ],
    },
  },
  {
    files: ['www/*/**/*.js'],
    ignores: ['www/common/**', 'www/page/**', 'www/scorm/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../page/*', '!../page/actions-core.js', '!../page/load.js', '!../page/lazy-part.js'],
              message: 'A feature reaches page/ only through actions-core.js, load.js and lazy-part.js.',
            },
            {
              group: ['../main.js', '../graph-nim.js'],
              message: 'Entry points import features, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['www/hint/**/*.js'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../common/', '!../page/'],
              message:
                'The hint card shows what the actions computed: it imports common/ only (and page/lazy-part.js to load its list).',
            },
            {
              group: ['../page/*', '!../page/lazy-part.js'],
              message: 'The hint card reaches page/ only through lazy-part.js.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
];

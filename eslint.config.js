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
  {
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
];

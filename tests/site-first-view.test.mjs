// The first view's weight: the built site (dist/) is loaded in Chromium as a student's first
// visit (tests/bench/first-view-size.mjs prints each file sent), and the files it needed must
// weigh at most FIRST_VIEW_BUDGET gzipped, counted from the built .gz files, for the page and
// for an embed. What the service worker stores afterwards for offline use is printed apart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestSite } from './helpers/site.mjs';
import {
  BUDGETED,
  FIRST_VIEW_BUDGET,
  gzipSize,
  measureFirstViews,
  printTable,
} from './bench/first-view-size.mjs';

test('the first view of the page and of an embed stays within its gzip budget', async () => {
  const { out } = await buildTestSite('first-view');
  const results = await measureFirstViews(out);
  for (const result of results) {
    printTable(result, out);
    const paths = result.files.map((f) => f.path);
    assert.ok(
      paths.some((p) => p.endsWith('.wasm')),
      `${result.view}: the engine is part of the first view`,
    );
    if (!BUDGETED.has(result.view)) continue;
    assert.ok(
      !paths.some((p) => /graphnim_tools/.test(p)),
      `${result.view}: the tools module is not loaded before it is needed`,
    );
    const total = [...new Set(paths)].reduce((sum, p) => sum + gzipSize(out, p), 0);
    assert.ok(
      total <= FIRST_VIEW_BUDGET,
      `${result.view}: the first view weighs ${total} bytes gzipped, over its budget of ${FIRST_VIEW_BUDGET}`,
    );
  }
});

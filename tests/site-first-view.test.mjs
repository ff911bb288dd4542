// The first view's weight: the built site (dist/) is loaded in Chromium as a student's first
// visit (tests/bench/first-view-size.mjs prints each file sent), and the files it needed must
// weigh at most FIRST_VIEW_BUDGET gzipped, counted from the built .gz files, for the page, an
// embed of a game, an embed of a puzzle and a page of <graph-nim> elements. What the service
// worker stores afterwards for offline use is printed apart.
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

test('the first view of the page, of the embeds and of an element page stays within its gzip budget', async () => {
  const { out } = await buildTestSite('first-view');
  const results = await measureFirstViews(out);
  const over = [];
  for (const result of results) {
    printTable(result, out);
    const paths = result.files.map((f) => f.path);
    assert.ok(
      paths.some((p) => p.endsWith('.wasm')),
      `${result.view}: the engine is part of the first view`,
    );
    if (!BUDGETED.has(result.view)) continue;
    const total = [...new Set(paths)].reduce((sum, p) => sum + gzipSize(out, p), 0);
    if (total > FIRST_VIEW_BUDGET)
      over.push(`${result.view}: ${(total / 1024).toFixed(1)} KB gzipped (${total} bytes)`);
  }
  // Every view over its budget at once, so one run shows the whole picture.
  assert.deepEqual(over, [], `over the first view's budget of ${FIRST_VIEW_BUDGET / 1024} KB gzipped`);
});

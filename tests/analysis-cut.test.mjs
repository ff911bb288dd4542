// "Analyze all moves" on a position with more moves than the list shows: the engine lists
// every winning move before it cuts, so ticking "winning moves only" shows every winning
// move, and the note about the moves left out says they all lose (and, sorted another way,
// that the sort covers only the listed moves). The winning moves are
// checked against a brute force over every move (each move built here, its legality and the
// position it reaches asked of the engine, the outcome of that position solved on its own).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// K4 with counts 3 to 8: 1,054 distinct moves, of which few win.
const K4 = '#rules=edge&v=4&e=0-1:3,0-2:4,0-3:5,1-2:6,1-3:7,2-3:8';

/** Every Edge-Nim move (a vertex and amounts from its edges), each reaching its own position,
 *  with whether that position is a loss for the player then to move. */
function bruteForceWinning() {
  const engine = window.graphNimEngine;
  const position = window.graphNimPlayground.getPosition();
  const reached = new Map();
  for (let vertex = 0; vertex < position.vertices; vertex++) {
    const at = position.edges.map((e, i) => [e, i]).filter(([[u, v]]) => u === vertex || v === vertex);
    const amounts = at.map(() => 0);
    for (;;) {
      let k = 0;
      while (k < at.length && amounts[k] === at[k][0][2]) amounts[k++] = 0;
      if (k === at.length) break;
      amounts[k]++;
      const move = { vertex, take: at.map(([, i], j) => [i, amounts[j]]).filter(([, a]) => a > 0) };
      if (engine.checkMove(position, move)) continue;
      const next = engine.applyMove(position, move);
      const key = JSON.stringify(next.edges);
      if (!reached.has(key)) reached.set(key, engine.solve(next, {}).outcome === 'P');
    }
  }
  const winning = [...reached].filter(([, wins]) => wins).map(([key]) => key);
  return { moves: reached.size, winning: winning.sort() };
}

test('"winning moves only" lists every winning move of a long list, and says the rest lose', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html' + K4));
  const truth = await page.evaluate(bruteForceWinning);
  assert.equal(truth.moves, 1054, 'the brute force finds 1,054 distinct moves');
  assert.ok(truth.winning.length >= 1, 'some moves win');

  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  const rows = page.locator('.analysis [data-move]');
  await rows.first().waitFor({ timeout: 30_000 });
  const summary = page.locator('.hint-result .facts');
  await summary.waitFor();
  assert.match(
    await summary.innerText(),
    new RegExp(`${truth.winning.length} of 1,054 legal moves`),
    'the summary counts the winning moves of every move',
  );
  // A person ticks the filter.
  await page.getByLabel(/winning moves only/i).check();
  await settle(page);
  const shown = await rows.evaluateAll((items) =>
    items.map((row) => {
      const position = window.graphNimPlayground.getPosition();
      const next = window.graphNimEngine.applyMove(position, JSON.parse(row.dataset.move));
      return { outcome: row.dataset.outcome, key: JSON.stringify(next.edges) };
    }),
  );
  assert.ok(
    shown.every((r) => r.outcome === 'P'),
    'only winning moves are listed',
  );
  assert.deepEqual(
    [...new Set(shown.map((r) => r.key))].sort(),
    truth.winning,
    'every winning move is listed, none twice',
  );
  const note = await page.locator('.analysis-note').innerText();
  assert.match(note, /more moves not listed, all of them losing/, note);
  await screenshot(page, 'analysis-cut-winning-only');
  assert.equal(await axeSerious(page, 'analysis, winning moves only'), '');

  // Sorted another way, unfiltered: the winning moves are still all there.
  await page.getByLabel(/winning moves only/i).uncheck();
  await page.getByRole('combobox', { name: /sort/i }).selectOption('taken');
  await settle(page);
  const winningRows = await page.locator('.analysis [data-outcome="P"]').count();
  assert.ok(winningRows >= truth.winning.length, `${winningRows} winning rows in the full list`);
  // The sort reorders only what the engine listed: the note says so, with both counts.
  const listed = await rows.count();
  const sortedNote = await page.locator('.analysis-note').innerText();
  const leftOut = sortedNote.match(/… ([\d,]+) more moves not listed/)?.[1];
  assert.ok(leftOut, sortedNote);
  const expected = `Sorted by tokens taken among the ${listed.toLocaleString('en-US')} listed moves only; the ${leftOut} left out are not in that order.`;
  assert.ok(sortedNote.includes(expected), sortedNote);
  // Back to the engine's own order, the note no longer speaks of a partial sort.
  await page.getByRole('combobox', { name: /sort/i }).selectOption('outcome');
  await settle(page);
  assert.doesNotMatch(await page.locator('.analysis-note').innerText(), /Sorted by/);
  assertNoErrors(page);
  await page.close();
});

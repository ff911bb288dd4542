// "Analyze all moves" on a position with more moves than the list shows: the engine lists
// every winning move before it cuts, so ticking "winning moves only" shows every winning
// move, and the note about the moves left out says they all lose (and, sorted another way,
// that the sort covers only the listed moves, until "Show more moves" has brought in every
// move). The winning moves are checked against a brute force over every move (each move
// built here, its legality and the position it reaches asked of the engine, the outcome of
// that position solved on its own). Past the first 20,000 moves the engine looks at, the
// winning moves are still listed (K4 with 35,178 moves, two of its winning moves among the
// last), and a table of who wins only shows no Grundy values.
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
  // The note speaks of the list shown: every winning move is here, so nothing it shows is cut.
  const note = await page.locator('.analysis-note').innerText();
  const said = note.match(
    /^All (\d+) winning moves are listed; the ([\d,]+) moves not listed yet all lose\.$/,
  );
  assert.equal(said?.[1], String(truth.winning.length), note);
  // Sorted by tokens taken, the winning moves shown are all of them: no partial sort to confess.
  await page.getByRole('combobox', { name: /sort/i }).selectOption('taken');
  await settle(page);
  assert.equal(await page.locator('.analysis-note').innerText(), note);
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
  const leftOut = sortedNote.match(/… ([\d,]+) more moves not listed yet/)?.[1];
  assert.equal(leftOut, (1054 - listed).toLocaleString('en-US'), sortedNote);
  const expected = `Sorted by tokens taken among the ${listed.toLocaleString('en-US')} listed moves only; show more moves to sort them all.`;
  assert.ok(sortedNote.includes(expected), sortedNote);
  assert.equal(said?.[2], leftOut, 'the filtered note counted the same moves left out');
  // Grundy keeps its capital within the sentence.
  await page.getByRole('combobox', { name: /sort/i }).selectOption('grundy');
  await settle(page);
  assert.match(await page.locator('.analysis-note').innerText(), / Sorted by Grundy value among the /);
  // Back to the engine's own order, the note no longer speaks of a partial sort.
  await page.getByRole('combobox', { name: /sort/i }).selectOption('outcome');
  await settle(page);
  assert.doesNotMatch(await page.locator('.analysis-note').innerText(), /Sorted by/);
  assertNoErrors(page);
  await page.close();
});

/** The Play rows' moves as the position each reaches (a move's key), in the list's order. */
async function reachedKeys(page) {
  return page.locator('.analysis [data-move]').evaluateAll((items) =>
    items.map((row) => {
      const position = window.graphNimPlayground.getPosition();
      const next = window.graphNimEngine.applyMove(position, JSON.parse(row.dataset.move));
      return JSON.stringify(next.edges);
    }),
  );
}

test('"Show more moves" brings in every move, and a sort then orders all of them', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html' + K4));
  const truth = await page.evaluate(bruteForceWinning);
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  const rows = page.locator('.analysis [data-move]');
  await rows.first().waitFor({ timeout: 30_000 });
  assert.equal(await rows.count(), 400, 'the first batch');
  // What a screen reader hears says how much is listed, its numbers grouped as on the page.
  const said = page.getByRole('region', { name: 'Hint and analysis' }).locator('.sr-only[aria-live]');
  const wins = truth.winning.length;
  assert.equal(
    (await said.textContent()).trim(),
    `${wins} of 1,054 moves win${wins === 1 ? 's' : ''}. The first 400 are listed below, winning moves first.`,
  );
  // Sorted by vertex, then the rest brought in: the note's partial sort goes, and every move
  // is in vertex order.
  await page.getByRole('combobox', { name: /sort/i }).selectOption('vertex');
  const more = page.getByRole('button', { name: /^Show \d+ more moves?$/ });
  assert.equal(await more.textContent(), 'Show 400 more moves');
  await more.click();
  await page.waitForFunction(() => document.querySelectorAll('.analysis [data-move]').length === 800);
  assert.equal(await more.textContent(), 'Show 254 more moves');
  await screenshot(page, 'analysis-show-more');
  assert.equal(await axeSerious(page, 'analysis, show more'), '');
  await more.click();
  await page.waitForFunction(() => document.querySelectorAll('.analysis [data-move]').length === 1054);
  assert.equal(await more.isHidden(), true, 'nothing more to show');
  assert.equal(await page.locator('.analysis-note').isHidden(), true, 'no note of moves left out');
  const keys = await reachedKeys(page);
  assert.equal(new Set(keys).size, 1054, 'each move once');
  const vertices = await rows.evaluateAll((items) => items.map((r) => JSON.parse(r.dataset.move).vertex));
  assert.ok(
    vertices.every((v, i) => i === 0 || vertices[i - 1] <= v),
    'every move in vertex order',
  );
  const winning = await page.locator('.analysis [data-outcome="P"]').count();
  assert.equal(winning, wins, 'every winning move, once');
  assertNoErrors(page);
  await page.close();
});

test('a winning move past the first 20,000 moves is listed, and "winning moves only" shows it', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:19,0-2:19,0-3:19,1-2:20,1-3:20,2-3:21'),
  );
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  const rows = page.locator('.analysis [data-move]');
  await rows.first().waitFor({ timeout: 120_000 });
  const facts = await page.locator('.hint-result .facts').innerText();
  const wins = Number(facts.match(/([\d,]+) of 35,178 legal moves/)?.[1]);
  assert.ok(wins > 0, facts);
  await page.getByLabel(/winning moves only/i).check();
  await settle(page);
  assert.equal(await rows.count(), wins, 'every winning move');
  assert.equal(await page.locator('.analysis [data-outcome="N"]').count(), 0);
  const texts = await rows.locator('.move-text').allInnerTexts();
  assert.ok(texts.includes('at vertex 3: take 18 from 0–3, 20 from 1–3, 21 from 2–3'), texts.join('\n'));
  assert.match(
    await page.locator('.analysis-note').innerText(),
    /^(All [\d,]+ winning moves are|The one winning move is) listed; the [\d,]+ moves not listed yet all lose\.$/,
  );
  // A table of who wins only: no row shows a Grundy value, the caption says why once, and
  // the list is not offered a sort by Grundy value.
  assert.doesNotMatch((await rows.locator('.move-facts').allInnerTexts()).join(' '), /Grundy/);
  assert.match(
    await page.locator('.analysis-caption').innerText(),
    /The Grundy values of the positions the moves lead to are not shown/,
  );
  const orders = await page.getByRole('combobox', { name: /sort/i }).locator('option').allInnerTexts();
  assert.ok(!orders.some((o) => /Grundy/.test(o)), orders.join(', '));
  await screenshot(page, 'analysis-past-the-scan');
  assert.equal(await axeSerious(page, 'analysis, winning moves past the scan'), '');
  assertNoErrors(page);
  await page.close();
});

test('misère play offers no sort by Grundy value', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&play=misere'));
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await page.locator('.analysis [data-move]').first().waitFor({ timeout: 30_000 });
  const sort = page.getByRole('combobox', { name: /sort/i });
  const orders = await sort.locator('option').allInnerTexts();
  assert.ok(orders.length >= 2 && !orders.some((o) => /Grundy/.test(o)), orders.join(', '));
  assert.doesNotMatch(await page.locator('.analysis').innerText(), /Grundy \?/);
  assertNoErrors(page);
  await page.close();
});

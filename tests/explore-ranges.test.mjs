// A researcher sets Explore's ranges: every edge has its own "up to" (not only the two map
// axes), the conjecture check reads that box and states it; the ranges stay when Explore is
// closed and opened again on the same graph, and after a map cell is loaded; parallel edges
// read cleanly in the box's sentence; loading a map cell is an undo step like any other; a map
// drawn for other axes or ranges than the fields now hold says so and is inert, as a map of
// another board is, until the fields are set back or it is drawn again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { openExplore, typeTop } from './helpers/explore.mjs';

// C4 with a = 3, b = 1, c = 2, d = 2 around the square.
const C4 = '#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

async function check(page, formula) {
  await page.getByLabel('P exactly when').fill(formula);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.locator('.explore-report p').first().waitFor();
  await settle(page);
  return page.locator('.explore-report p').first().innerText();
}

/** The counts on the board's edges, as its labels show them. */
const boardCounts = (page) =>
  page.$$eval('svg.board .edge-count', (els) => els.map((e) => Number(e.textContent)));

/** Screen point of cell (i, j) of the drawn map. */
async function cellPoint(page, i, j) {
  return page.evaluate(
    ([ci, cj]) => {
      const canvas = document.querySelector('canvas.explore-map');
      const { cell, left, top, height } = canvas.dataset;
      const rect = canvas.getBoundingClientRect();
      const scale = rect.width / canvas.width;
      return {
        x: rect.left + (Number(left) + (ci + 0.5) * Number(cell)) * scale,
        y: rect.top + (Number(top) + (Number(height) - 1 - cj + 0.5) * Number(cell)) * scale,
      };
    },
    [i, j],
  );
}

test('every edge has its own range, and the check reads and states that box', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C4));
  await openExplore(page);
  const ranges = page.getByRole('group', { name: /Ranges/ });
  // Each edge starts at its count on the board.
  for (const [label, count] of [
    ['a = 0–1: up to', '3'],
    ['b = 1–2: up to', '1'],
    ['c = 2–3: up to', '2'],
    ['d = 3–0: up to', '2'],
  ])
    assert.equal(await ranges.getByLabel(label).inputValue(), count, label);
  // c and d are off the map's axes: their ranges are set all the same.
  await typeTop(page, 'c = 2–3: up to', '4');
  await typeTop(page, 'd = 3–0: up to', '3');
  // An axis's "up to" and its edge's range are one value.
  await typeTop(page, 'Across: up to', '5');
  assert.equal(await ranges.getByLabel('a = 0–1: up to').inputValue(), '5');
  await typeTop(page, 'b = 1–2: up to', '2');
  assert.equal(await page.getByLabel('Up: up to').inputValue(), '2');
  const verdict = await check(page, 'a ^ b ^ c ^ d == 0');
  // 6 · 3 · 5 · 4 = 360 positions.
  assert.match(verdict, /with a ≤ 5 on edge 0–1, b ≤ 2 on 1–2, c ≤ 4 on 2–3, d ≤ 3 on 3–0: 360 positions,/);
  await page.screenshot({ path: artifactPath('explore-ranges-ranges-verdict.png'), fullPage: true });
  assert.equal(await axeSerious(page, 'explore ranges'), '');

  // A range out of bounds keeps its text, says which field, what is allowed and the value
  // used meanwhile, and Check says beside it why it cannot run instead of checking.
  await typeTop(page, 'c = 2–3: up to', '-1');
  const problem = page.locator('#gnp-explore-range-error');
  assert.equal(await problem.innerText(), 'c = 2–3: a whole number from 0 to 2,000; c stays 4 until then');
  assert.equal(await ranges.getByLabel('c = 2–3: up to').getAttribute('aria-invalid'), 'true');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await settle(page);
  assert.equal(
    await page.locator('#gnp-explore-check-error').innerText(),
    'Check cannot run: “c = 2–3: up to” reads -1; it must be a whole number from 0 to 2,000.',
  );
  await page.screenshot({ path: artifactPath('explore-ranges-ranges-error.png'), fullPage: true });
  assert.equal(await axeSerious(page, 'explore range out of bounds'), '');
  await typeTop(page, 'c = 2–3: up to', '1');
  assert.equal(await problem.isVisible(), false);
  assert.match(await check(page, 'a ^ b ^ c ^ d == 0'), /c ≤ 1 on 2–3, d ≤ 3 on 3–0: 144 positions,/);
  assertNoErrors(page);
  await page.close();
});

test('the ranges stay when Explore is closed and opened again, and when a cell is loaded', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C4));
  await openExplore(page);
  await typeTop(page, 'Across: up to', '6');
  await typeTop(page, 'd = 3–0: up to', '4');
  await page.getByRole('region', { name: 'Explore' }).getByRole('button', { name: 'Close' }).click();
  await settle(page);
  await openExplore(page);
  assert.equal(await page.getByLabel('Across: up to').inputValue(), '6');
  assert.equal(await page.getByLabel('a = 0–1: up to', { exact: true }).inputValue(), '6');
  assert.equal(await page.getByLabel('d = 3–0: up to', { exact: true }).inputValue(), '4');
  // A map cell loaded into the board changes its counts, not its graph: the ranges stay.
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.locator('canvas.explore-map').waitFor();
  const p = await cellPoint(page, 0, 0);
  await page.mouse.click(p.x, p.y);
  await settle(page);
  assert.deepEqual(await boardCounts(page), [0, 0, 2, 2]);
  await page.keyboard.press('Escape');
  await settle(page);
  await openExplore(page);
  assert.equal(await page.getByLabel('Across: up to').inputValue(), '6');
  assert.equal(await page.getByLabel('d = 3–0: up to', { exact: true }).inputValue(), '4');
  assertNoErrors(page);
  await page.close();
});

test('a map drawn for other ranges or axes says so and is inert; the fields set back, it answers again', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C4));
  await openExplore(page);
  await page.getByRole('button', { name: 'Draw map' }).click();
  const canvas = page.locator('canvas.explore-map');
  await page.waitForFunction(() => /Table of/.test(document.querySelector('.explore-legend').textContent));
  const stale = page.locator('.explore-stale');
  const readout = page.locator('.explore-readout');
  /** Points at cell (1, 0) and returns what the readout then says. */
  const readCell = async () => {
    await canvas.scrollIntoViewIfNeeded();
    const p = await cellPoint(page, 1, 0);
    await page.mouse.move(p.x - 3, p.y);
    await page.mouse.move(p.x, p.y);
    await settle(page);
    return readout.textContent();
  };
  assert.match(await readCell(), /^0–1: 1, 1–2: 0, 2–3: 2, 3–0: 2 — /);
  assert.equal(await stale.isVisible(), false);

  // The range of an axis's edge typed under Ranges: the map (a from 0 to 3) no longer is the
  // box asked for, and says so as it does for another board.
  await typeTop(page, 'a = 0–1: up to', '5');
  assert.equal(await page.getByLabel('Across: up to').inputValue(), '5');
  await stale.waitFor();
  assert.equal(
    await stale.textContent(),
    'The fields above no longer match this map (other ranges): press Draw map.',
  );
  assert.equal(await readCell(), '', 'no readout from a map of another box');
  assert.equal(await canvas.evaluate((c) => getComputedStyle(c).cursor), 'default');
  await page
    .getByRole('region', { name: 'Explore' })
    .screenshot({ path: artifactPath('explore-ranges-explore-stale-ranges.png') });
  await screenshot(page, 'explore-stale-ranges');
  assert.equal(await axeSerious(page, 'explore, map drawn for other ranges'), '');
  // Back to the range drawn: the map is the box again.
  await typeTop(page, 'a = 0–1: up to', '3');
  await stale.waitFor({ state: 'hidden' });
  assert.match(await readCell(), /^0–1: 1, 1–2: 0, 2–3: 2, 3–0: 2 — /);

  // An edge off the axes keeps its count on the map: its range is the conjecture's box only.
  await typeTop(page, 'c = 2–3: up to', '4');
  assert.equal(await stale.isVisible(), false);

  // Another edge up the map, then the one drawn again.
  await page.getByLabel('Edge up').selectOption({ label: 'c = 2–3' });
  await stale.waitFor();
  assert.equal(
    await stale.textContent(),
    'The fields above no longer match this map (other axes): press Draw map.',
  );
  await page.getByLabel('Edge up').selectOption({ label: 'b = 1–2' });
  await stale.waitFor({ state: 'hidden' });

  // The axis's own "up to", and the board changed too: both are said; Draw map clears it.
  await typeTop(page, 'Across: up to', '5');
  await page.getByRole('checkbox', { name: /Misère/ }).check();
  await page.waitForFunction(() => /misère/.test(document.querySelector('.explore-stale').textContent));
  assert.equal(
    await stale.textContent(),
    'The board and the fields above no longer match this map (misère play is on now, other ranges): press Draw map.',
  );
  await page.getByRole('button', { name: 'Draw map' }).click();
  await stale.waitFor({ state: 'hidden' });
  assert.equal(await canvas.getAttribute('data-width'), '6');
  assert.match(await readCell(), /^0–1: 1, 1–2: 0, 2–3: 2, 3–0: 2 — [PN]$/);
  assertNoErrors(page);
  await page.close();
});

test('parallel edges read cleanly in the box', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:1,0-1:2,1-2:2'));
  await openExplore(page);
  const verdict = await check(page, 'a ^ b ^ c == 0');
  assert.match(verdict, /with a ≤ 1 on 0–1 \(edge 0\), b ≤ 2 on 0–1 \(edge 1\), c ≤ 2 on 1–2:/);
  assert.doesNotMatch(verdict, /\(\S*\s*\(edge|\)\)/, `no parentheses inside parentheses: ${verdict}`);
  await page.screenshot({ path: artifactPath('explore-ranges-parallel-box.png'), fullPage: true });
  assertNoErrors(page);
  await page.close();
});

for (const mode of ['edit', 'play']) {
  test(`loading a map cell is an undo step (${mode})`, async () => {
    const page = await env.browser.newPage();
    await openPlayground(page, env.url(`index.html${C4}&mode=${mode}`));
    await openExplore(page);
    await page.getByRole('button', { name: 'Draw map' }).click();
    await page.locator('canvas.explore-map').waitFor();
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    // The map's cell (a = 1, b = 0) by a click, then (a = 2, b = 0) from the keyboard.
    const p = await cellPoint(page, 1, 0);
    await page.mouse.click(p.x, p.y);
    await settle(page);
    assert.deepEqual(await boardCounts(page), [1, 0, 2, 2]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await settle(page);
    assert.deepEqual(await boardCounts(page), [2, 0, 2, 2]);
    // Undo goes back one load at a time, to the board the researcher had.
    await undo.click();
    await settle(page);
    assert.deepEqual(await boardCounts(page), [1, 0, 2, 2]);
    await undo.click();
    await settle(page);
    assert.deepEqual(await boardCounts(page), [3, 1, 2, 2]);
    await redo.click();
    await settle(page);
    assert.deepEqual(await boardCounts(page), [1, 0, 2, 2]);
    // Ctrl+Z from the map itself.
    await page.locator('canvas.explore-map').focus();
    await page.keyboard.press('Control+z');
    await settle(page);
    assert.deepEqual(await boardCounts(page), [3, 1, 2, 2]);
    assertNoErrors(page);
    await page.close();
  });
}

test('a board of 10^9 tokens an edge: the ranges start at 2,000, the most an axis takes, not at counts Draw map refuses', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:1000000000,1-2:1000000000,2-0:5'));
  await openExplore(page);
  assert.equal(await page.getByLabel('Across: up to').inputValue(), '2000');
  assert.equal(await page.getByLabel('Up: up to').inputValue(), '2000');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await settle(page);
  const refusals = await page.locator('.explore-error:visible, .explore-check-error:visible').allInnerTexts();
  assert.ok(
    refusals.every((text) => !/can go up to 2,000, not/.test(text)),
    `no refusal of the ranges the page filled in: ${refusals.join(' | ')}`,
  );
  assertNoErrors(page);
  await page.close();
});

test('a pile game’s typed ranges, a rule switch by mistake, then Undo: the ranges are as typed', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=moore&piles=3,3,3&k=2&mode=play-cpu'));
  await openExplore(page);
  const ranges = page.getByRole('group', { name: /Ranges/ });
  const labels = ['a = pile 0: up to', 'b = pile 1: up to', 'c = pile 2: up to'];
  for (const label of labels) await typeTop(page, label, '7');
  // Edge-Nim clicked by mistake (a new board: a graph), then Undo back to Moore's Nim.
  await page.getByRole('group', { name: 'Game rules' }).getByRole('button', { name: 'Edge-Nim' }).click();
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.rules === 'edge');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.rules === 'moore');
  await settle(page);
  for (const label of labels) assert.equal(await ranges.getByLabel(label).inputValue(), '7', label);
  assertNoErrors(page);
  await page.close();
});

// A researcher sets up a box in Explore (every range typed), draws its map and checks a
// conjecture, then plays on the board: the ranges typed stay as typed (a move rewrote all
// five fields with the new board's counts, and the note blamed "the fields above"), the
// verdict stays current, and a map whose counts off the axes the board has left says which
// slice it is, and still answers. Back to an address without Explore closes it (it stayed
// open and the address got Explore's fields back), its fields kept for when it is reopened;
// Forward opens it again as the address says.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, artifactPath } from './helpers/browser.mjs';
import {
  openPlayground,
  assertNoErrors,
  boardSummary,
  settle,
  takeAtVertex,
  waitForHumanTurnOrEnd,
  moveListTexts,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { openExplore, typeTop } from './helpers/explore.mjs';

// Three separate edges, 3, 5 and 7 tokens: a Nim of three heaps.
const THREE = '#rules=edge&v=6&e=0-1:3,2-3:5,4-5:7&mode=play-cpu';
// The same graph, other counts: the board the tab showed before.
const EARLIER = '#rules=edge&v=6&e=0-1:2,2-3:2,4-5:2&mode=play-cpu';
const FIELDS = ['Across: up to', 'Up: up to', 'a = 0–1: up to', 'b = 2–3: up to', 'c = 4–5: up to'];

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const fieldValues = (page) =>
  Promise.all(FIELDS.map((label) => page.getByLabel(label, { exact: true }).inputValue()));

test('ranges typed in Explore stay through moves, and Back/Forward close and open Explore', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${EARLIER}`));
  // No range typed: a move takes the ranges with the board, and the note says it was the board.
  await openExplore(page);
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.waitForFunction(() => document.querySelector('canvas.explore-map')?.dataset.width === '3');
  await page.locator('svg.board').scrollIntoViewIfNeeded();
  await takeAtVertex(page, 0, '0–1');
  await page.waitForFunction(() => document.querySelectorAll('ol.history li').length >= 2);
  await waitForHumanTurnOrEnd(page);
  const a = (await boardSummary(page)).tokens[0];
  assert.ok(a < 2);
  assert.equal(await page.getByLabel('Across: up to', { exact: true }).inputValue(), String(a));
  assert.match(
    await page.locator('.explore-stale').textContent(),
    /^The board changed( \(other counts off the axes\))?, and the ranges taken from its counts followed it: press Draw map\.$/,
  );
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  // The researcher's link pasted into the tab: a new entry of its history.
  await page.goto(env.url(`index.html${THREE}`));
  await page.waitForFunction(() => document.querySelector('svg.board g.edge[data-tokens="7"]'));
  await openExplore(page);
  await typeTop(page, 'Across: up to', '9');
  await typeTop(page, 'Up: up to', '9');
  await typeTop(page, 'c = 4–5: up to', '9');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.waitForFunction(() => document.querySelector('canvas.explore-map')?.dataset.width === '10');
  await page.getByLabel('P exactly when').fill('a ^ b ^ c == 0');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const verdict = page.locator('.explore-report p').first();
  await verdict.waitFor();
  assert.match(await verdict.textContent(), /^Holds in normal play: .*1,000 positions/);

  // The first move Analyze all moves lists, played; the computer replies.
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  const row = page.locator('.analysis [data-move]').first();
  await row.waitFor();
  await row.getByRole('button', { name: /play this (winning|losing) move/i }).click();
  await page.waitForFunction(() => document.querySelectorAll('ol.history li').length >= 2);
  await waitForHumanTurnOrEnd(page);
  assert.equal((await moveListTexts(page)).length, 2);
  assert.deepEqual(await fieldValues(page), ['9', '9', '9', '9', '9'], 'the ranges typed stay');
  const stale = page.locator('.explore-stale');
  const checkStale = page.locator('.explore-check-stale');
  assert.equal(await checkStale.isVisible(), false, 'the verdict is of the same box');

  // A token off c, off the map's axes: the map is of c = 7, the count it was drawn at, and
  // says so.
  const c = (await boardSummary(page)).tokens[2];
  await takeAtVertex(page, 4, '4–5');
  await page.waitForFunction(() => document.querySelectorAll('ol.history li').length >= 4);
  await waitForHumanTurnOrEnd(page);
  const now = (await boardSummary(page)).tokens[2];
  assert.ok(now < c);
  await stale.waitFor();
  assert.equal(
    await stale.textContent(),
    `This map is of the positions with c = 7; the board now has c = ${now}. The map still holds for those positions (a cell loads one); Draw map draws the board’s.`,
  );
  assert.deepEqual(await fieldValues(page), ['9', '9', '9', '9', '9']);
  assert.equal(await checkStale.isVisible(), false);
  // Its cells still answer, for the counts they were drawn at.
  const canvas = page.locator('canvas.explore-map');
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await settle(page);
  assert.match(await page.locator('.explore-readout').textContent(), /4–5: 7 — Grundy/);
  await page
    .getByRole('region', { name: 'Explore' })
    .screenshot({ path: artifactPath('explore-through-moves-after-moves.png') });
  assert.equal(await axeSerious(page, 'explore, a map of the slice the board left'), '');

  // Back: the board before, whose address has no Explore: Explore closes, and stays out of it.
  await page.goBack();
  await page.waitForFunction(() => !document.querySelector('svg.board g.edge[data-tokens="5"]'));
  await page.getByRole('region', { name: 'Explore' }).waitFor({ state: 'hidden' });
  await settle(page);
  assert.doesNotMatch(await page.evaluate(() => location.hash), /explore=/);
  // The map had the focus: it goes to the Explore button, not to the page's body.
  assert.equal(
    await page.evaluate(() => document.activeElement?.matches('button.explore-open')),
    true,
    'focus is on the Explore button',
  );
  // Reopened in this tab: as the researcher left it.
  await openExplore(page);
  assert.deepEqual(await fieldValues(page), ['9', '9', '9', '9', '9']);
  assert.equal(await page.getByLabel('P exactly when').inputValue(), 'a ^ b ^ c == 0');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await settle(page);

  // Forward: the address with Explore opens it as it says.
  await page.goForward();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
  await page.waitForFunction(() => /explore=/.test(location.hash));
  assert.deepEqual(await fieldValues(page), ['9', '9', '9', '9', '9']);
  assertNoErrors(page);
  await page.close();
});

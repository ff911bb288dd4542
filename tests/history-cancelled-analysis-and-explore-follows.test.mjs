// What a researcher met walking a built copy of the page, each driven as they drove it:
// Back and Forward between the boards worked through (each new board a history entry, the
// moves of a game not); a cancelled "Analyze all moves" says how far it got; a link's error
// names the link's own setting; the conjecture box refuses a formula that is a number; a
// verdict does not outlive its game; Explore's ranges follow the board; the map's CSV says
// what it is.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  settle,
  takeAtVertex,
  moveListTexts,
  boardSummary,
  assertNoErrors,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

async function buildPreset(page, value, tokens) {
  await page.getByLabel('Preset graph').selectOption(value);
  if (tokens !== undefined) await page.getByLabel('Tokens per edge').fill(String(tokens));
  await page.getByRole('button', { name: 'Build' }).click();
  await settle(page);
}

/** Waits until the board has `edges` edges (a board opened from the history). */
const waitForEdges = (page, edges) =>
  page.waitForFunction((n) => document.querySelector('svg.board')?.dataset.edges === String(n), edges);

test('Back and Forward walk the boards; the moves of a game are one entry', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:2&mode=play'));
  await takeAtVertex(page, 0, '0–1');
  await settle(page);
  const played = await moveListTexts(page);
  assert.equal(played.length, 1);
  // Two presets built, one after the other: each a board of its own.
  await buildPreset(page, 'complete', 2);
  await waitForEdges(page, 6);
  await buildPreset(page, 'petersen', 1);
  await waitForEdges(page, 15);
  // A graph typed as text and played: one entry, however many edits it took.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const text = page.getByRole('textbox', { name: 'Graph as text' });
  // A person selects the text once they see it: the Petersen graph's 15 edges, one a line
  // (on a busy machine the box is filled a moment after Edit opens).
  await page.waitForFunction(
    (box) => (box.value.match(/\n/g) ?? []).length >= 14,
    await text.elementHandle(),
  );
  await text.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0 1 2\n1 2 2');
  await page.locator('svg.board[data-edges="2"]').waitFor();
  await page.keyboard.type('\n2 3 2');
  await page.locator('svg.board[data-edges="3"]').waitFor();
  await settle(page);
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await waitForEdges(page, 3);

  await page.goBack();
  await waitForEdges(page, 15);
  await page.goBack();
  await waitForEdges(page, 6);
  await page.goBack();
  await waitForEdges(page, 2);
  await settle(page);
  assert.deepEqual(await moveListTexts(page), played, 'Back: the first game, with its move');
  assert.deepEqual((await boardSummary(page)).tokens, [2, 2]);
  await page.goForward();
  await waitForEdges(page, 6);
  await page.goForward();
  await waitForEdges(page, 15);
  await page.goForward();
  await waitForEdges(page, 3);
  assert.match(page.url(), /e=0-1:2,1-2:2,2-3:2/);
  assertNoErrors(page);
  await page.close();
});

test('a cancelled analysis says how far it got and that pressing again starts over, until Why? answers', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:1&mode=play'));
  await buildPreset(page, 'petersen', 2);
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  const card = page.getByRole('region', { name: 'Hint and analysis' });
  await card.getByText(/Analyzing… [1-9][\d,]* \/ [\d,]+/).waitFor({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Cancel' }).click();
  const note = card.locator('.solve-stopped');
  await note.waitFor();
  assert.match(
    await note.innerText(),
    /^Analysis cancelled after [\d,]+ of [\d,]+ positions\. Pressing Analyze all moves again starts over\.$/,
  );
  await screenshot(page, 'analysis-cancelled');
  assert.equal(await axeSerious(page, 'analysis cancelled'), '');

  // A new answer on this board (Why?, here) is what the card says now: the cancelled
  // analysis's note goes, rather than sit beside a finished answer.
  await card.getByRole('button', { name: 'Why?' }).click();
  await card.locator('.why-summary', { hasText: /^The player to move/ }).waitFor({ timeout: 60_000 });
  assert.equal(await note.isVisible(), false, 'the cancelled analysis is no longer reported');
  await screenshot(page, 'analysis-cancelled-then-why');
  assertNoErrors(page);
  await page.close();
});

const C4 = 'index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2';
const rangeValues = (page) =>
  page
    .getByRole('group', { name: /Ranges/ })
    .locator('input')
    .evaluateAll((inputs) => inputs.map((i) => i.value));

test('Explore follows the board: ranges, the verdict of another game, a number for a condition, a described CSV', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(C4));
  await page.getByRole('button', { name: 'Explore', exact: true }).click();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
  assert.deepEqual(await rangeValues(page), ['3', '1', '2', '2']);
  const formula = page.getByLabel('P exactly when');
  await formula.fill('a == c && b == d');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const verdict = page.locator('.explore-report p').first();
  await verdict.waitFor();
  assert.match(await verdict.innerText(), /^(Holds|Fails)/);

  // Another board of the same graph (a link opened): the ranges are its counts; the verdict
  // stays, marked stale.
  await page.goto(env.url('index.html#rules=edge&v=4&e=0-1:1,1-2:2,2-3:1,3-0:2'));
  await page.waitForFunction(() => document.querySelector('svg.board .edge-count')?.textContent === '1');
  await settle(page);
  assert.deepEqual(await rangeValues(page), ['1', '2', '1', '2']);
  assert.ok(await page.locator('.explore-check-stale').isVisible(), 'the old verdict is marked');
  assert.match(await verdict.innerText(), /^(Holds|Fails)/);

  // Another game (Walking Nim on a path of two edges): the verdict goes, the formula stays.
  await page.goto(env.url('index.html#rules=walk&v=3&e=0-1:2,1-2:3&piece=0'));
  await page.locator('svg.board[data-rules="walk"]').waitFor();
  await settle(page);
  assert.deepEqual(await rangeValues(page), ['2', '3']);
  assert.equal(await page.locator('.explore-report p').count(), 0, 'no verdict of another game');
  assert.equal(await formula.inputValue(), 'a == c && b == d');

  // A formula whose value is a number is refused, named.
  await formula.fill('a - b');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const error = page.locator('#gnp-explore-check-error');
  await error.waitFor();
  assert.match(await error.innerText(), /"a - b" is a number, not a condition: write e\.g\. "a - b == 0"/);
  assert.equal(await page.locator('.explore-report p').count(), 0);
  await screenshot(page, 'explore-number-formula');
  assert.equal(await axeSerious(page, 'number formula'), '');

  // The map's CSV says what it is, and is named after the game.
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.locator('canvas.explore-map').waitFor();
  await settle(page);
  const csvOf = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Map as CSV' }).click(),
    ]);
    return {
      name: download.suggestedFilename(),
      lines: fs.readFileSync(await download.path(), 'utf8').split('\n'),
    };
  };
  const fresh = await csvOf();
  assert.equal(fresh.name, 'walking-nim-3v-2e-map.csv');
  const comments = fresh.lines.filter((l) => l.startsWith('# '));
  assert.equal(comments[0], '# Graph Nim Playground, Explore map');
  assert.match(comments[1], /^# Walking Nim, the piece on vertex 0, normal play/);
  assert.ok(
    comments.some((l) =>
      /^# Box's far corner \(each axis at its largest\): http.*#rules=walk&v=3&e=0-1:2,1-2:3/.test(l),
    ),
    comments.join('\n'),
  );
  assert.ok(comments.some((l) => /^# Exported: \d{4}-\d\d-\d\dT/.test(l)));
  assert.ok(!comments.some((l) => /OUT OF DATE/.test(l)));
  const data = fresh.lines.filter((l) => l && !l.startsWith('#'));
  assert.equal(data[0], 'piece,e0(0-1),e1(1-2),grundy');
  assert.equal(data.length, 1 + 3 * 4);
  // Out of date (misère play switched on by a link): the file says so.
  await page.goto(env.url('index.html#rules=walk&v=3&e=0-1:2,1-2:3&piece=0&play=misere'));
  await page.locator('.explore-stale').waitFor();
  const stale = await csvOf();
  assert.ok(
    stale.lines.some((l) =>
      /^# OUT OF DATE: The board no longer matches this map \(misère play is on now\)/.test(l),
    ),
    stale.lines.slice(0, 9).join('\n'),
  );

  // A link's error names the link's own setting.
  await page.goto(env.url('index.html#rules=walk&v=2&e=0-1:3&piece=5'));
  const message = page.locator('.gnp-message');
  await message.getByText(/could not be opened/).waitFor();
  assert.match(await message.innerText(), /piece= must be a vertex number from 0 to 1, got 5/);
  assertNoErrors(page);
  await page.close();
});

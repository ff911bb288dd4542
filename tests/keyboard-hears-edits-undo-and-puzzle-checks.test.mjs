// A blind keyboard player's walk: the empty editor names its keys; the Selection card
// names an edge by its ends; a count set or a vertex moved with the keys is said; Play and a
// shared link read out the board, as Build does; Undo of a Build says what it brought back;
// 1.5 in the move box meets the whole-number rule; Check puzzle and Generate say their
// verdict; the try that opens a puzzle's help says so, and a wrong "who wins" answer says
// "Not quite" once; an out-of-date Explore map says why in its name and at its keys.
// Driven with keys only; checked in what the live regions say and the names focused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage } from './helpers/heard.mjs';
import { BUILTIN_PUZZLES } from '../www/puzzle/builtin-puzzles.js';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const TRIANGLE = 'rules=edge&v=3&e=0-1:1,1-2:2,2-0:3';
const TRIANGLE_WORDS = /Edge-Nim: 3 vertices, 3 edges \(0–1: 1, 1–2: 2, 2–0: 3\)\./;

test('the editor by keys, Play and a link read out the board, Undo of a Build, 1.5 typed', async () => {
  const page = await listeningPage(env.browser);
  // The empty editor gives the keys, on the board and in the Selection card.
  await openPlayground(page, env.url('index.html#rules=edge&v=0&e=&mode=edit'));
  assert.match(await page.locator('.board-empty').textContent(), /N adds a vertex, J then Enter joins two/);
  const selection = page.getByRole('region', { name: 'Selection' });
  assert.match(
    await selection.textContent(),
    /N adds a vertex .* J then Enter on another vertex adds an edge/,
  );
  await screenshot(page, 'kbfix9-empty-editor');

  await openPlayground(page, env.url(`index.html#${TRIANGLE}&mode=edit`));
  // An edge selected is named by its ends; a count typed on it, and one set in the card, is said.
  await tabTo(page, /^edge 0–1\b/);
  await press(page, 'Enter');
  assert.equal(await selection.locator('strong').textContent(), 'Edge 0–1');
  await heardNow(page);
  await press(page, '4');
  await hears(page, /^Edge 0–1: 4 tokens\.$/);
  await tabTo(page, /^Tokens on the selected edge$/);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1');
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^Edge 0–1: 1 token\.$/);
  // A vertex moved with the arrow keys: said once the keys stop. (Quick presses on the page's
  // clock, held by the test: on a busy machine, keys each sent after the board's redraw came
  // at a person's deliberate pace, and were each said.)
  await tabTo(page, /^vertex 2\b/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await heardNow(page);
  await page.clock.install();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.clock.runFor(1000);
  await page.clock.resume();
  await hears(page, /^Vertex 2 moved 2 steps right and 1 step up\.$/);
  assert.equal(
    (await heardNow(page)).filter((text) => /^Vertex 2 moved/.test(text)).length,
    1,
    'said once, not at each step',
  );
  await screenshot(page, 'kbfix9-edge-selected');
  assert.equal(await axeSerious(page, 'the editor with an edge selected'), '');

  // Play reads out the board it starts a game on.
  await tabTo(page, /^Play$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await hears(page, new RegExp(`^${TRIANGLE_WORDS.source} Your turn\\.`));

  // 1.5 on an edge of 1 token: the whole-number rule, not "has only 1 token".
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  assert.match(await focusedName(page), /0–1/);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1.5');
  await hears(page, /^Type a whole number from 0 to 1\.$/);
  await press(page, 'Escape');

  // Undo of a Build names the step and brings back the board, and says so (in play as in
  // every other Undo).
  await tabTo(page, /^Build$/);
  await press(page, 'Enter');
  await hears(page, /^Edge-Nim: /);
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(
    page,
    new RegExp(`^Undone: Build of Nim heaps; the board is back to ${TRIANGLE_WORDS.source} Your turn\\.`),
  );

  // A shared link opened reads out its board too.
  await heardNow(page);
  await openPlayground(page, env.url(`index.html#${TRIANGLE}&mode=play-cpu`));
  await hears(page, new RegExp(`^${TRIANGLE_WORDS.source} Your turn\\.`));
  assertNoErrors(page);
  await page.close();
});

test('Make a puzzle: Check puzzle and Generate say their verdict', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:2,2-3:5&mode=edit'));
  await tabTo(page, /^Check puzzle$/, { limit: 200 });
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^Well posed: .* Legal moves: 7; winning moves: 1; game length: \d+ moves?\.$/);
  assert.equal(await focusedName(page), 'Check puzzle');
  await tabTo(page, /^Generate$/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    /^A new position is on the board: Edge-Nim: 4 vertices, 2 edges \(0–1: \d+, 2–3: \d+\)\.$/,
  );
  await hears(page, /^Well posed: /);
  await screenshot(page, 'kbfix9-check-puzzle');
  assert.equal(await axeSerious(page, 'a puzzle checked'), '');
  assertNoErrors(page);
  await page.close();
});

test('a puzzle: the try that opens its help says so; a wrong "who wins" says Not quite once', async () => {
  const page = await listeningPage(env.browser);
  const grundy = BUILTIN_PUZZLES.find((p) => p.fragment.includes('goal=grundy'));
  await openPlayground(page, env.url(`index.html#${grundy.fragment}&reveal=2`));
  const box = page.locator('.puzzle-grundy-input');
  await box.waitFor();
  await tabTo(page, /^Check$/);
  await page.keyboard.press('Shift+Tab');
  for (const wrong of ['97', '98']) {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(wrong);
    await heardNow(page);
    await press(page, 'Enter');
    await hears(page, new RegExp(`${wrong} is not right\\.`));
    const said = (await heardNow(page)).join(' ');
    if (wrong === '97') assert.doesNotMatch(said, /Help is open/);
    else
      assert.match(
        said,
        /Wrong tries: 2\. Help is open now: Reveal solution, Hint, Analyze all moves and the Why\? of Hint & analysis \(each counts as revealed\)\./,
      );
  }
  await page.getByRole('button', { name: 'Reveal solution' }).waitFor();

  const triangle = BUILTIN_PUZZLES.find((p) => p.fragment.includes('goal=outcome'));
  await openPlayground(page, env.url(`index.html#${triangle.fragment}`));
  await tabTo(page, /^The player to move wins$/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^Not quite: the player to move loses\./);
  const reason = await page.locator('.puzzle-reason').textContent();
  assert.equal(reason.match(/Not quite/g)?.length, 1, `"Not quite" once under Why?: ${reason}`);
  assertNoErrors(page);
  await page.close();
});

test('Explore: a map the fields no longer match says so in its name and at its keys', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html#${TRIANGLE}&mode=play`));
  await tabTo(page, /^Explore$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, /^Draw map$/);
  await press(page, 'Enter');
  await page.waitForFunction(() =>
    /Arrow keys move/.test(document.querySelector('canvas.explore-map')?.ariaLabel),
  );
  await tabTo(page, /^Across: up to$/, { key: 'Shift+Tab' });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await press(page, 'Tab');
  await page.locator('.explore-stale').waitFor();
  await tabTo(page, /^Heat map of/);
  const name = await focusedName(page);
  assert.match(name, /Out of date\. The fields above no longer match this map \(.*\): press Draw map\.$/);
  assert.doesNotMatch(name, /the board no longer/i);
  await heardNow(page);
  await press(page, 'ArrowRight');
  await hears(
    page,
    /^This map is out of date\. The fields above no longer match this map .*press Draw map\./,
  );
  await screenshot(page, 'kbfix9-explore-stale');
  assertNoErrors(page);
  await page.close();
});

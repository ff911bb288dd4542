// A blind keyboard player's walk: the Explore map is an application (browse mode kept
// its arrows on an image); a move moved to another vertex is said whole, with any pick it
// drops; Restart while the computer makes its first move says so; Why?'s explanation is
// said when asked, not again after Ctrl+Z; a count typed in the editor is said; a "who wins"
// puzzle practised after its solve stays "Solved"; a puzzle opened from Next puzzle or the
// Puzzles list focuses its task, and an answer-only puzzle shows no instructions for moves.
// Driven with keys only; checked in what the live regions say and the names focused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage, playAtVertex } from './helpers/heard.mjs';
import { BUILTIN_PUZZLES } from '../www/puzzle/builtin-puzzles.js';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const titleOf = (puzzle) => new URLSearchParams(puzzle.fragment).get('title');
const focusedRole = (page) => page.evaluate(() => document.activeElement?.getAttribute('role'));

test('a move moved to another vertex, Why? after Ctrl+Z, the Explore map', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:2,1-2:2,2-3:2,3-0:2&mode=play'));

  // A move begun at 3 (Enter on 3–0) moves to 0 with Enter on 0–1: said whole.
  await tabTo(page, /^edge 3–0\b/);
  await press(page, 'Enter');
  await hears(page, /^Move at vertex 3: taking 1 from 3–0\./);
  await tabTo(page, /^edge 0–1\b/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^Move at vertex 0: taking 1 from 3–0 and 1 from 0–1\./);
  await press(page, 'Escape');
  // A pick at 2 that does not touch 0 is dropped, and said to be.
  await tabTo(page, /^edge 2–3\b/);
  await press(page, 'Enter');
  await hears(page, /^Move at vertex 2: taking 1 from 2–3\./);
  await tabTo(page, /^edge 0–1\b/, { key: 'Shift+Tab' });
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    /^Move at vertex 0: taking 1 from 0–1\. .*The pick on 2–3 is dropped: it does not touch vertex 0\.$/,
  );
  await press(page, 'Escape');

  // Why? is said when pressed; a move and Ctrl+Z bring its panel back, unsaid.
  await tabTo(page, /^Why\?$/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^Grundy value 0, so the player to move loses/);
  await playAtVertex(page, 1, 1);
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length === 1);
  await heardNow(page);
  await press(page, 'Control+z');
  await page.waitForFunction(() => !document.querySelector('.why')?.hidden);
  await hears(page, /^Undone/);
  assert.deepEqual(
    (await heardNow(page)).filter((text) => /^Grundy value/.test(text)),
    [],
    'the explanation is not said again unasked',
  );

  // The Explore map takes the arrow keys as an application, named with its keys.
  await tabTo(page, /^Explore$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, /^Draw map$/);
  await press(page, 'Enter');
  await page.waitForFunction(() =>
    /Arrow keys move/.test(document.querySelector('canvas.explore-map').ariaLabel),
  );
  await tabTo(page, /^Heat map of .*Arrow keys move, Enter loads a cell\.$/);
  assert.equal(await focusedRole(page), 'application');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-roledescription')), 'map');
  await heardNow(page);
  await press(page, 'ArrowRight');
  await hears(page, /./);
  await screenshot(page, 'kbfix7-explore-map');
  assert.equal(await axeSerious(page, 'explore map focused'), '');
  assertNoErrors(page);
  await page.close();
});

test('Restart while the computer makes its first move says so', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:3&mode=play-cpu&first=cpu'));
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length === 1);
  await tabTo(page, /^Restart$/);
  await press(page, 'Enter');
  await hears(page, /^Restarted/);
  await heardNow(page);
  await page.keyboard.press('Enter');
  await hears(page, /^The game is at its start already: the computer is choosing its first move\.$/);
  assertNoErrors(page);
  await page.close();
});

test('Editor: a digit or + typed on a focused edge is said', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=5&e=0-1:1,1-2:1,2-3:1,3-4:1&mode=edit'));
  await tabTo(page, /^edge 3–4\b/);
  await heardNow(page);
  await press(page, '8');
  await hears(page, /^Edge 3–4: 8 tokens\.$/);
  await press(page, '+');
  await hears(page, /^Edge 3–4: 9 tokens\.$/);
  assertNoErrors(page);
  await page.close();
});

test('Puzzles: practice after a solve stays Solved; Next puzzle and the list focus the task', async () => {
  const page = await listeningPage(env.browser);
  const triangle = BUILTIN_PUZZLES[1];
  await openPlayground(page, env.url(`index.html#${triangle.fragment}`));
  const tries = page.locator('.puzzle-tries');
  assert.equal(
    await page.locator('.gnp .keys-note, .gnp .muted', { hasText: 'type the amounts' }).count(),
    0,
  );
  await tabTo(page, /^The player to move loses$/);
  await press(page, 'Enter');
  await hears(page, /Solved at the first try/);
  await tabTo(page, /^Reset$/);
  await press(page, 'Enter');
  await tabTo(page, /^The player to move wins$/, { key: 'Shift+Tab' });
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /Practice: your solve stands as recorded\./);
  assert.match(await tries.innerText(), /^Solved/);
  assert.doesNotMatch(await tries.innerText(), /after the solution was shown/);

  // Next puzzle: focus on the new puzzle's task.
  await tabTo(page, /^Next puzzle$/);
  await press(page, 'Enter');
  await page.getByRole('heading', { name: titleOf(BUILTIN_PUZZLES[2]) }).waitFor();
  await page.waitForFunction(() => document.activeElement?.matches('.puzzle-title'));
  assert.equal(await focusedName(page), titleOf(BUILTIN_PUZZLES[2]));

  // The Puzzles list: Enter on "The even triangle" focuses its task, which shows no moves' keys.
  await tabTo(page, /^Puzzles$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, new RegExp(`^${titleOf(triangle)}: `));
  await press(page, 'Enter');
  await page.waitForFunction(() => document.activeElement?.matches('.puzzle-title'));
  assert.equal(await focusedName(page), titleOf(triangle));
  assert.equal(await page.locator('.gnp .keys-note', { hasText: 'type the amounts' }).count(), 0);
  await screenshot(page, 'kbfix7-puzzle-opened');
  assert.equal(await axeSerious(page, 'puzzle opened from the list'), '');
  assertNoErrors(page);
  await page.close();
});

// What a blind keyboard player heard when the game changed under them: Restart cleared the
// move list in silence, and the Undo that brought the game back sounded like a fresh computer
// move; the computer's reply came after "Your turn.", a puzzle's "Solved" before the move that
// solved it. Each is driven with Tab, Enter and keys, and checked in what the live regions say.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { heardCount, heardSince, listeningPage, playAtVertex } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const SQUARE = 'rules=edge&v=4&e=0-1:2,1-2:3,2-3:1,3-0:2';
const movesShown = (page) => page.locator('ol.history li:not(.empty)').count();
const waitForMoves = (page, n) =>
  page.waitForFunction((count) => document.querySelectorAll('ol.history li:not(.empty)').length === count, n);

/** Waits until the live regions have said something matching `pattern` since `from`; returns
 *  everything said since then. */
async function waitToHear(page, from, pattern) {
  await page.waitForFunction(
    ([at, source]) => window.heardTexts.slice(at).some((text) => new RegExp(source).test(text)),
    [from, pattern.source],
  );
  return heardSince(page, from);
}

test('each move is said before what follows it, in one message: "Computer: … Your turn."', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html#${SQUARE}&mode=play-cpu`));
  const from = await heardCount(page);
  await playAtVertex(page, 1, 1);
  const heard = await waitToHear(page, from, /^Computer: .*Your turn\.$/);
  // No "Your turn." on its own before the move it follows, and the move not said apart.
  assert.deepEqual(
    heard.filter((text) => /Your turn|^Computer:/.test(text)),
    heard.filter((text) => /^Computer: .*\. Your turn\.$/.test(text)),
    heard.join(' | '),
  );
  assert.ok(
    heard.some((text) => /^You: at vertex 1: took 1 from /.test(text)),
    heard.join(' | '),
  );
  assertNoErrors(page);
  await page.close();
});

test('Restart says what it did and the way back; Undo after it says the game is back, not a new move', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html#${SQUARE}&mode=play-cpu`));
  await playAtVertex(page, 1, 1);
  await waitForMoves(page, 2);
  await tabTo(page, /^Restart$/);
  let from = await heardCount(page);
  await press(page, 'Enter');
  await waitForMoves(page, 0);
  let heard = await waitToHear(page, from, /^Restarted/);
  assert.ok(
    heard.includes('Restarted: a new game on this board; Undo brings back the game of 2 moves. Your turn.'),
    heard.join(' | '),
  );
  await screenshot(page, 'screen-reader-hears-restart');
  assert.equal(await axeSerious(page, 'after Restart'), '');

  from = await heardCount(page);
  await press(page, 'Control+z');
  await waitForMoves(page, 2);
  heard = await waitToHear(page, from, /^Undone/);
  // Said once, by the notice that shows it too (the status line then says whose turn it is).
  assert.ok(
    heard.includes('Undone: the game is back (2 moves played). Redo takes this back.'),
    heard.join(' | '),
  );
  assert.equal(heard.filter((text) => /the game is back/.test(text)).length, 1, heard.join(' | '));
  assert.deepEqual(
    heard.filter((text) => /^Computer:/.test(text)),
    [],
    heard.join(' | '),
  );
  assert.equal(await movesShown(page), 2);
  assertNoErrors(page);
  await page.close();
});

test('a puzzle solved is said after the move that solved it, in one message', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:1&goal=win&title=One'));
  const from = await heardCount(page);
  await playAtVertex(page, 0, 1);
  const heard = await waitToHear(page, from, /Solved/);
  assert.deepEqual(
    heard.filter((text) => /Solved|You:/.test(text)),
    [
      'You: at vertex 0: took 1 from 0–1. Solved: you took the last token, so the computer cannot move and you win. Solved at the first try.',
    ],
    heard.join(' | '),
  );
  assertNoErrors(page);
  await page.close();
});

test('Explain on the last move of a review explains that move, as on any other', async () => {
  const page = await listeningPage(env.browser);
  // One move: the player takes the only token and wins; the review marks it.
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:1&mode=play-cpu'));
  await playAtVertex(page, 0, 1);
  await tabTo(page, /^Move 1: .*Explain\.$/);
  const from = await heardCount(page);
  await press(page, 'Enter');
  // Said as any other played move's mark is: where the board is (after it, the game's end),
  // the move, then its judgement.
  const heard = await waitToHear(page, from, /^After move 1 of 1 \(the end\), You: /);
  const explained = heard.find((text) => /^After move 1 of 1 \(the end\), You: /.test(text));
  assert.match(
    explained,
    /^After move 1 of 1 \(the end\), You: at vertex 0: took 1 from 0–1\. \S.*/,
    heard.join(' | '),
  );
  assert.equal(
    await page.getByRole('button', { name: /^Move 1: .*Explain\.$/ }).getAttribute('aria-pressed'),
    'true',
  );
  await screenshot(page, 'screen-reader-hears-explain-last');
  assert.equal(await axeSerious(page, 'the last move explained'), '');
  // Pressed again, the explanation closes.
  await press(page, 'Enter');
  assert.equal(
    await page.getByRole('button', { name: /^Move 1: .*Explain\.$/ }).getAttribute('aria-pressed'),
    'false',
  );
  assertNoErrors(page);
  await page.close();
});

test('a change of game says what the board now is: Walking Nim, a preset built, a map cell loaded', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html#${SQUARE}&mode=play-cpu`));
  // Walking Nim, with Enter on its toggle in the header: where the piece is, and the edges.
  await tabTo(page, /^Walking Nim$/);
  let from = await heardCount(page);
  await press(page, 'Enter');
  let heard = await waitToHear(page, from, /^Walking Nim: /);
  assert.ok(
    heard.includes(
      'Walking Nim: the piece is on vertex 0; 4 edges (0–1: weight 2, 1–2: weight 3, 2–3: weight 1, 3–0: weight 2). Your turn.',
    ),
    heard.join(' | '),
  );

  // Back to Edge-Nim, then a preset built with the Presets card: its piles.
  await tabTo(page, /^Edge-Nim$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, /^Preset graph or pile game$/, { limit: 100 });
  await page.getByRole('combobox', { name: 'Preset graph or pile game' }).selectOption('piles:circular');
  await tabTo(page, /^Build$/);
  from = await heardCount(page);
  await press(page, 'Enter');
  heard = await waitToHear(page, from, /^Circular Nim/);
  assert.ok(
    heard.some((text) => /^Circular Nim CN\(\d+, \d+\): piles [\d, ]+\. Your turn\.$/.test(text)),
    heard.join(' | '),
  );
  assertNoErrors(page);
  await page.close();
});

test('a cell of the Explore map loaded with Enter says the board it loaded', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html#${SQUARE}`));
  await tabTo(page, /^Explore$/);
  await press(page, 'Enter');
  await tabTo(page, /^Draw map$/);
  await press(page, 'Enter');
  await page.locator('canvas.explore-map').waitFor();
  await tabTo(page, /^Heat map of/, { limit: 200 });
  // A cell other than the board's own (0–1 is at the top of its axis: ← goes to 1).
  await press(page, 'ArrowLeft');
  const from = await heardCount(page);
  await press(page, 'Enter');
  const heard = await waitToHear(page, from, /^Edge-Nim: /);
  assert.ok(
    heard.some((text) =>
      /^Edge-Nim: 4 vertices, 4 edges \(0–1: \d+, 1–2: \d+, 2–3: \d+, 3–0: \d+\)\./.test(text),
    ),
    heard.join(' | '),
  );
  await screenshot(page, 'screen-reader-hears-map-cell');
  assert.equal(await axeSerious(page, 'a map cell loaded'), '');
  assertNoErrors(page);
  await page.close();
});

test('Ctrl+Z after an Explore cell set a game aside says the game is back, not a new move', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html#${SQUARE}&mode=play-cpu`));
  await playAtVertex(page, 1, 1);
  await waitForMoves(page, 2);
  await tabTo(page, /^Explore$/, { key: 'Shift+Tab', limit: 100 });
  await press(page, 'Enter');
  await tabTo(page, /^Draw map$/);
  await press(page, 'Enter');
  await page.locator('canvas.explore-map').waitFor();
  await tabTo(page, /^Heat map of/, { limit: 200 });
  await press(page, 'ArrowUp');
  await press(page, 'Enter');
  await waitForMoves(page, 0);
  const from = await heardCount(page);
  await press(page, 'Control+z');
  await waitForMoves(page, 2);
  const heard = await waitToHear(page, from, /^Undone/);
  // Said once, by the notice that shows it too (the status line then says whose turn it is).
  assert.ok(
    heard.includes('Undone: the game is back (2 moves played). Redo takes this back.'),
    heard.join(' | '),
  );
  assert.equal(heard.filter((text) => /the game is back/.test(text)).length, 1, heard.join(' | '));
  assert.deepEqual(
    heard.filter((text) => /^Computer:/.test(text)),
    [],
    heard.join(' | '),
  );
  assertNoErrors(page);
  await page.close();
});

test('a shared puzzle link says the puzzle and its goal first, and names the tab', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html#${SQUARE}&goal=win&title=Square`));
  await page.waitForFunction(() => window.heardTexts.some((text) => /Your move/.test(text)));
  const heard = await heardSince(page, 0);
  const first = heard.find((text) => text !== 'Loading the solver…');
  assert.match(
    first,
    /^Puzzle “Square”: Win the game against the computer \(it defends as long as it can\)\. Your move/,
    heard.join(' | '),
  );
  assert.equal(await page.title(), 'Square – Graph Nim Playground');
  // A title with markup in it is the tab's text, never markup.
  await page.goto(env.url(`index.html#${SQUARE}&goal=win&title=${encodeURIComponent('<b>Bold</b>')}`));
  await page.waitForFunction(() => document.title.startsWith('<b>Bold</b>'));
  assert.equal(await page.locator('title b').count(), 0);
  assertNoErrors(page);
  await page.close();
});

test('a shared review link says it opened a finished game for review, not that the listener just won', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:2,2-3:2&mode=play&moves=0:0-2;2:1-2'));
  await page.waitForFunction(() => window.heardTexts.some((text) => /wins|win!|won\./.test(text)));
  const heard = await heardSince(page, 0);
  const ends = heard.filter((text) => /wins|win!|won\./.test(text));
  assert.equal(ends.length, 1, heard.join(' | '));
  assert.match(ends[0], /^Opened a game of 2 moves, for review: Player 2 won\./, heard.join(' | '));
  assert.equal(await axeSerious(page, 'a review link opened'), '');
  assertNoErrors(page);
  await page.close();
});

test('a wrong try after a puzzle is solved is practice: the solve keeps its record', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:2&goal=find&title=Two'));
  // One wrong try (1 of the 2 tokens), then the solve (both).
  await playAtVertex(page, 0, 1);
  await page.locator('.puzzle-task[data-phase="refuted"]').waitFor();
  await tabTo(page, /^Try again$/);
  await press(page, 'Enter');
  await playAtVertex(page, 0, 2);
  await page.locator('.puzzle-task[data-phase="solved"]').waitFor();
  // Reset, and a wrong try: said as practice, the solve's count unchanged.
  await tabTo(page, /^Reset/);
  await press(page, 'Enter');
  const from = await heardCount(page);
  await playAtVertex(page, 0, 1);
  const heard = await waitToHear(page, from, /Practice/);
  assert.ok(
    heard.some((text) => /^Not solved: .*Practice: your solve stands as recorded\./.test(text)),
    heard.join(' | '),
  );
  assert.doesNotMatch(heard.join(' | '), /Wrong tries: 2/);
  // Opened again: the solve as it was, with its one wrong try.
  await page.reload();
  await page.waitForFunction(() => window.heardTexts.some((text) => /solved this puzzle earlier/.test(text)));
  const again = (await heardSince(page, 0)).find((text) => /solved this puzzle earlier/.test(text));
  assert.match(again, /You solved this puzzle earlier \(1 wrong try\)/);
  assertNoErrors(page);
  await page.close();
});

test('small things heard: misère said once, "you move first", the field at fault, hint after the end', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html#${SQUARE}&mode=play-cpu`));
  // Misère play switched on: its rule is said once, not by the notice and the status both.
  await tabTo(page, /^Misère/);
  let from = await heardCount(page);
  await press(page, 'Space');
  let heard = await waitToHear(page, from, /Your turn/);
  assert.equal(
    heard.filter((text) => /whoever takes the last token loses/.test(text)).length,
    1,
    heard.join(' | '),
  );
  await press(page, 'Space');

  // The computer moves first in this game; unchecked, the next game is the player's.
  await tabTo(page, /^computer moves first$/);
  await press(page, 'Space');
  await tabTo(page, /^Restart$/);
  await press(page, 'Enter');
  await page.locator('.gnp-status[data-kind="turn"]').waitFor();
  await tabTo(page, /^computer moves first$/, { key: 'Shift+Tab' });
  from = await heardCount(page);
  await press(page, 'Space');
  heard = await waitToHear(page, from, /From the next game/);
  assert.ok(
    heard.includes('From the next game you move first: press Restart to start it now.'),
    heard.join(' | '),
  );

  // Explore's Check with "P exactly when" empty marks that field, not the optional one.
  await tabTo(page, /^Explore$/, { key: 'Shift+Tab', limit: 100 });
  await press(page, 'Enter');
  await tabTo(page, /^P exactly when$/, { limit: 100 });
  await press(page, 'Enter');
  await page.locator('.explore-check-error:not([hidden])').waitFor();
  const invalid = (name) => page.getByRole('textbox', { name, exact: true }).getAttribute('aria-invalid');
  assert.equal(await invalid('P exactly when'), 'true');
  assert.equal(await invalid('Only where'), 'false');
  await screenshot(page, 'screen-reader-hears-check-error');
  assert.equal(await axeSerious(page, 'a check with no formula'), '');
  assertNoErrors(page);
  await page.close();
});

test('Hint after the game ends says it is over; Walking Nim names an edge by its weight', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:1&mode=play-cpu'));
  await playAtVertex(page, 0, 1);
  await page.locator('.gnp-status[data-kind="won"]').waitFor();
  await tabTo(page, /^Hint$/);
  const from = await heardCount(page);
  await press(page, 'Enter');
  const heard = await waitToHear(page, from, /game is over/);
  assert.ok(
    heard.some((text) => /The game is over: you won, and no move is left\./.test(text)),
    heard.join(' | '),
  );
  assert.doesNotMatch(heard.join(' | '), /every move can be answered/);
  // What is seen agrees: no red LOSE badge (the computer's, to move) beside "you won".
  assert.equal(await page.locator('.hint-result .tag').innerText(), 'GAME OVER');
  assert.equal(await page.locator('.hint-result .verdict.lose').count(), 0);

  await page.goto(env.url('index.html#rules=walk&v=3&e=0-1:3,1-2:2&piece=0&mode=play-cpu'));
  await page.locator('.gnp-status[data-kind="turn"]').waitFor();
  await tabTo(page, /^edge 0–1\b/);
  assert.match(await focusedName(page), /^edge 0–1\b.*, weight 3$/);
  assertNoErrors(page);
  await page.close();
});

test('Help: the keyboard shortcuts are a region of their own, not part of the mouse steps', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html#${SQUARE}`));
  await tabTo(page, /^Help\b/);
  await press(page, 'Enter');
  const help = page.getByRole('dialog');
  const mouse = help.getByRole('region', { name: 'How to play with a mouse', exact: true });
  await mouse.waitFor();
  assert.equal(await mouse.getByRole('heading', { name: /shortcuts/ }).count(), 0);
  const keys = help.getByRole('region', { name: /keyboard shortcuts$/i });
  assert.match(await keys.getByRole('heading').first().textContent(), /keyboard shortcuts$/i);
  assert.equal(await axeSerious(page, 'help'), '');
  assertNoErrors(page);
  await page.close();
});

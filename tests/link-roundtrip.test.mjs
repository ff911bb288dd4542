// Links that keep a game or a puzzle, used as people use them: a pile game played against the
// computer and then reloaded, stepped Back and Forward, and shared by "Copy review link"; a
// pile move in every pile rule set surviving a reload; a puzzle link pasted into the address
// bar of a tab that already shows the page; Edit pressed on a puzzle, then Undo and Play; a link
// with a mistake in mode= or cpu= that still opens; a link pasted over a game under way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import {
  assertNoErrors,
  boardSummary,
  clickElement,
  moveListTexts,
  openPlayground,
  settle,
  statusText,
  takeAtVertex,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// The pile's count itself (its label's box also holds the last move's badge).
const pile = (p) => `.edge-label[data-edge="${p}"] .edge-count`;
const hashOf = (page) => decodeURIComponent(new URL(page.url()).hash);

/** Waits until the page has read the address again (a reload, Back or Forward). */
async function waitForPage(page) {
  await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board'), null, {
    timeout: 30_000,
  });
  await settle(page);
}

test('a Circular Nim game against the computer survives a reload, Back and Forward, and its review link', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=circular&piles=2,3,1,4,2&k=3&mode=play-cpu'));
  assert.equal(await statusText(page), 'Your turn.');
  // Pick pile 0 (one token), Confirm, wait for the computer's reply.
  await clickElement(page, pile(0));
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 2, 'my move and the computer’s');
  const board = (await boardSummary(page)).tokens;
  const hash = hashOf(page);
  assert.doesNotMatch(hash, /undefined/);
  assert.match(hash, /&moves=\d+:0-1;\d+:\d+-\d+/, 'each move names its set, then pile-amount');

  // Reload: the same game, the same board, my turn, and no error.
  await page.reload();
  await waitForPage(page);
  assert.deepEqual(await moveListTexts(page), moves);
  assert.deepEqual((await boardSummary(page)).tokens, board);
  assert.equal(await statusText(page), 'Your turn.');
  assert.equal(await page.locator('.gnp-message').isVisible(), false, 'no "could not be opened"');

  // Back to another page and Forward again: still the game.
  await page.goto(env.url('index.html#rules=edge&v=2&e=0-1:1'));
  await waitForPage(page);
  await page.goBack();
  await waitForPage(page);
  assert.deepEqual(await moveListTexts(page), moves);
  await page.goForward();
  await waitForPage(page);
  await page.goBack();
  await waitForPage(page);
  assert.deepEqual(await moveListTexts(page), moves);
  assert.deepEqual((await boardSummary(page)).tokens, board);

  // Play the game out; the review link opens the whole game again.
  for (
    let turn = 0;
    turn < 20 && (await page.locator('.gnp-status').getAttribute('data-kind')) === 'turn';
    turn++
  ) {
    const tokens = (await boardSummary(page)).tokens;
    await clickElement(page, pile(tokens.findIndex((t) => t > 0)));
    await page.getByRole('button', { name: 'Confirm move' }).click();
    await waitForHumanTurnOrEnd(page);
  }
  assert.match(await statusText(page), /wins/);
  const finished = await moveListTexts(page);
  const link = await page.getByLabel('Review link').inputValue();
  assert.doesNotMatch(decodeURIComponent(link), /undefined/);
  const again = await env.browser.newPage();
  await openPlayground(again, link);
  // Opened from a link, the game is someone's finished game: its moves are the human
  // player's, not the reader's ("You"), and its end is said in the past tense.
  assert.deepEqual(
    await moveListTexts(again),
    finished.map((move) => move.replace(/^You:/, 'Human player:')),
  );
  assert.match(await statusText(again), /won\./);
  assert.equal(await again.locator('.gnp-message').isVisible(), false);
  await screenshot(again, 'link-roundtrip-circular-review');
  assert.equal(await axeSerious(again, 'circular review link'), '');
  assertNoErrors(page);
  assertNoErrors(again);
  await again.close();
  await page.close();
});

test('a pile move of every pile rule set survives a reload', async () => {
  const page = await env.browser.newPage();
  const games = [
    '#rules=path&piles=2,3,1&k=2&mode=play',
    '#rules=moore&piles=3,5,6,2&k=2&mode=play',
    '#rules=setnim&piles=3,1,2&sets=0-1,1-2&mode=play',
    '#rules=circular&piles=2,2,2,2&k=2&play=misere&mode=play',
  ];
  for (const fragment of games) {
    await page.goto('about:blank');
    await openPlayground(page, env.url(`index.html${fragment}`));
    // One token from the last pile, by a click on it.
    const last = (await boardSummary(page)).tokens.length - 1;
    await clickElement(page, pile(last));
    await page.getByRole('button', { name: 'Confirm move' }).click();
    await settle(page);
    const moves = await moveListTexts(page);
    assert.equal(moves.length, 1, fragment);
    const board = (await boardSummary(page)).tokens;
    assert.doesNotMatch(hashOf(page), /undefined/, fragment);
    await page.reload();
    await waitForPage(page);
    assert.deepEqual(await moveListTexts(page), moves, fragment);
    assert.deepEqual((await boardSummary(page)).tokens, board, fragment);
    assert.equal(
      await statusText(page),
      `${/misere/.test(fragment) ? 'Misère play: whoever takes the last token loses. ' : ''}Player 2 to move.`,
    );
    assert.equal(await page.locator('.gnp-message').isVisible(), false, fragment);
  }
  assertNoErrors(page);
  await page.close();
});

const PUZZLE =
  '#rules=edge&v=4&e=0-1:1,2-3:2&xy=200,150;200,410;600,150;600,410&mode=play-cpu&goal=find&title=Two%20heaps&reveal=2';

/** The winning move of the PUZZLE by clicks (1 from the heap of 2, at vertex 2); waits until
 *  the status says it is solved. */
async function solveTwoHeaps(page) {
  await takeAtVertex(page, 2, '2–3');
  await page.waitForFunction(
    () => /Solved/.test(document.querySelector('.gnp-status-text')?.textContent ?? ''),
    null,
    { timeout: 30_000 },
  );
}

test('a puzzle link pasted into the address bar of an open tab keeps its goal, title and reveal, also after a reload', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:2'));
  // Paste the puzzle link into the address bar of the same tab (only the fragment changes).
  await page.goto(env.url(`index.html${PUZZLE}`));
  await page.locator('.puzzle-task').waitFor({ state: 'visible' });
  await settle(page);
  const hash = hashOf(page);
  assert.match(hash, /goal=find/);
  assert.match(hash, /title=Two heaps/);
  assert.match(hash, /reveal=2/);
  await page.reload();
  await waitForPage(page);
  await page.locator('.puzzle-task').waitFor({ state: 'visible' });
  assert.match(await page.locator('.puzzle-task').textContent(), /Two heaps/);
  assert.match(hashOf(page), /goal=find&title=Two heaps&reveal=2/);
  await screenshot(page, 'link-roundtrip-puzzle-pasted');
  assertNoErrors(page);
  await page.close();
});

test('Edit on a puzzle says how to come back; Undo and Play bring the puzzle back', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${PUZZLE}`));
  const task = page.locator('.puzzle-task');
  await task.waitFor({ state: 'visible' });
  assert.match(await task.textContent(), /Two heaps/);
  // The misère switch does not change a puzzle under the student: it says how.
  await page.getByLabel(/Misère/).click();
  await settle(page);
  assert.equal(await page.getByLabel(/Misère/).isChecked(), false);
  assert.match(
    await page.locator('.gnp-message').textContent(),
    /set in its own rules: press Leave puzzle to change them/,
  );
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await settle(page);
  const message = page.locator('.gnp-message');
  assert.match(await message.textContent(), /You left the puzzle “Two heaps” to edit the board.*Undo.*Play/);
  // Until the board is changed the address keeps the puzzle: a reload after a stray Edit
  // opens it again (student-phone.test.mjs changes the board and sees the address follow).
  assert.match(hashOf(page), /goal=find&title=Two heaps&reveal=2/, 'the address keeps the puzzle');
  await screenshot(page, 'link-roundtrip-puzzle-left');
  assert.equal(await axeSerious(page, 'puzzle left for editing'), '');

  // Undo: the puzzle again, its task and its link.
  await page.getByRole('button', { name: 'Undo' }).click();
  await settle(page);
  await task.waitFor({ state: 'visible' });
  assert.match(hashOf(page), /goal=find&title=Two heaps&reveal=2/);

  // Edit, then Play on the unchanged board: the puzzle again.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await settle(page);
  assert.equal(await task.isVisible(), false);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await settle(page);
  await task.waitFor({ state: 'visible' });
  assert.match(await message.textContent(), /Back to the puzzle “Two heaps”/);
  assert.match(hashOf(page), /goal=find/);
  // It still judges: the winning move solves it.
  await solveTwoHeaps(page);
  assertNoErrors(page);
  await page.close();
});

test('a hint looked at while away from the puzzle counts: the solve after it is marked as shown', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${PUZZLE}`));
  await page.locator('.puzzle-task').waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('.hint-result .verdict');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.locator('.puzzle-task').waitFor({ state: 'visible' });
  await solveTwoHeaps(page);
  assert.match(await statusText(page), /after the solution was shown/);
  assert.equal((await page.evaluate(() => window.graphNimPlayground.getPuzzle())).revealed, true);
  assertNoErrors(page);
  await page.close();
});

test('a link with a mistake in mode= or cpu= still opens: a puzzle with mode=puzzle as a puzzle, a game in the editor with a note', async () => {
  const page = await env.browser.newPage();
  // A teacher wrote mode=puzzle beside goal=: the student gets the puzzle, and no note.
  await openPlayground(
    page,
    env.url(
      'index.html#rules=edge&v=4&e=0-1:2,1-2:3,2-3:1,3-0:2&mode=puzzle&goal=win&title=Find%20the%20winning%20move',
    ),
  );
  await page.locator('.puzzle-task').getByRole('heading', { name: 'Find the winning move' }).waitFor();
  assert.equal(await page.locator('.gnp-message').isVisible(), false, 'no note for mode=puzzle in a puzzle');
  assert.deepEqual((await boardSummary(page)).tokens, [2, 3, 1, 2]);
  // The student plays the first move at once, as in any puzzle of this goal.
  await page.locator('svg.board [data-vertex="0"]').click();
  await page.getByRole('button', { name: 'Confirm move' }).waitFor();
  await page.keyboard.press('Escape');

  // A game link with a typo in mode= and cpu=: the board opens, each mistake named.
  await page.goto('about:blank');
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:2&mode=plya&cpu=hard'));
  const note = page.locator('.gnp-message');
  await note.waitFor();
  assert.match(
    await note.textContent(),
    /Mode must be edit, play or play-cpu, not "plya"; the board opens in the editor/,
  );
  assert.match(
    await note.textContent(),
    /cpu must be perfect, strong or casual, not "hard"; perfect is used/,
  );
  assert.deepEqual((await boardSummary(page)).tokens, [2, 2]);
  await screenshot(page, 'link-bad-mode-note');
  assert.equal(await axeSerious(page, 'a link with a bad mode'), '');
  assertNoErrors(page);
  await page.close();
});

test('a link pasted over a game under way sets the game aside and says so: Undo brings it back, or the browser’s Back from a puzzle (Forward when Back brought the puzzle)', async () => {
  const page = await env.browser.newPage();
  const GAME = '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&mode=play-cpu';
  await openPlayground(page, env.url(`index.html${GAME}`));
  await takeAtVertex(page, 0, '0–1');
  await waitForHumanTurnOrEnd(page);
  const played = await moveListTexts(page);
  assert.ok(played.length >= 2, 'a move and the reply');

  // Another game's link pasted into the address bar of this tab.
  await page.goto(env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:2&mode=play-cpu'));
  const note = page.locator('.gnp-message');
  await note.waitFor();
  assert.match(
    await note.textContent(),
    /Your unfinished game of Edge-Nim \(2 moves played\) is set aside: Undo brings it back\./,
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await settle(page);
  assert.deepEqual(await moveListTexts(page), played, 'Undo: the game is back');

  // A puzzle link pasted over it: a puzzle has no Undo; the browser's Back brings the game back.
  await page.goto(env.url(`index.html${PUZZLE}`));
  await page.locator('.puzzle-task').waitFor();
  await note.waitFor();
  assert.match(await note.textContent(), /set aside: the browser’s Back brings it back\./);
  await screenshot(page, 'link-pasted-over-game');
  await page.goBack();
  await page.waitForFunction(() => !document.querySelector('.puzzle-task:not([hidden])'));
  await settle(page);
  assert.deepEqual(await moveListTexts(page), played, 'Back: the game is back');

  // Forward to the puzzle, a new game's link over it, a move, and Back to the puzzle: that
  // game is ahead in the tab's history, so the note names Forward, which brings it back.
  await page.goForward();
  await page.locator('.puzzle-task').waitFor();
  await page.goto(env.url(`index.html${GAME}`));
  await page.waitForFunction(() => !document.querySelector('.puzzle-task:not([hidden])'));
  await takeAtVertex(page, 0, '0–1');
  await waitForHumanTurnOrEnd(page);
  const ahead = await moveListTexts(page);
  await page.goBack();
  await page.locator('.puzzle-task').waitFor();
  await page.waitForFunction(() => /set aside/.test(document.querySelector('.gnp-message')?.textContent));
  assert.match(await note.textContent(), /set aside: the browser’s Forward brings it back\./);
  await screenshot(page, 'link-back-over-game');
  await page.goForward();
  await page.waitForFunction(() => !document.querySelector('.puzzle-task:not([hidden])'));
  await settle(page);
  assert.deepEqual(await moveListTexts(page), ahead, 'Forward: the game is back');
  assertNoErrors(page);
  await page.close();
});

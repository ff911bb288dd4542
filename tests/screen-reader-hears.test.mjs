// What a blind player heard, walking the page with a screen reader and the keyboard: the end of
// a game against the computer came as five messages (the move, the result, the review running,
// the review's step line, its summary); "The game is under way…" and "No puzzles yet" were said
// when nothing had been asked; "Review link copied." stayed after Undo and Redo; Why? named an
// edge "2–0" that the board calls "0–2"; and the Explore map, once out of date, still offered
// "Enter loads a cell". Each is driven with Tab, Enter and keys, and checked in what the live
// regions say (their text, recorded as it changes) and in the names of what is focused.
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

const reviewCard = (page) => page.getByRole('region', { name: 'Game review' });

test('a game lost to the computer ends in one announcement: its move, who won, what to do next', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:2&mode=play-cpu'));
  const from = await heardCount(page);
  await playAtVertex(page, 0, 1);
  // The computer takes the last token, and the game is reviewed by itself.
  await reviewCard(page).getByText('1 mistake.').waitFor();
  await page.locator('.review-where', { hasText: /^After move 2 of 2 \(the end\)/ }).waitFor();
  const heard = await heardSince(page, from);
  const ends = heard.filter((text) => /wins/.test(text));
  assert.deepEqual(
    ends,
    [
      'Computer: at vertex 0: took 1 from 0–1. The computer wins. You have no move left. Restart plays again; Game review steps through this game.',
    ],
    heard.join(' | '),
  );
  // Nothing else about the end: not the computer's move again, not the review running, its
  // step line or its summary (the card shows them, and the end said where to find them).
  assert.deepEqual(
    heard
      .filter((text) => text !== ends[0])
      .filter((text) => /Computer:|review|mistake|After move/i.test(text)),
    [],
    heard.join(' | '),
  );
  await screenshot(page, 'screen-reader-hears-game-end');
  assert.equal(await axeSerious(page, 'a game lost to the computer'), '');

  // Stepping back through the game is said, once per step, by the review card.
  await tabTo(page, /^Previous move$/);
  const beforeStep = await heardCount(page);
  await press(page, 'Enter');
  await page.locator('.review-where', { hasText: /^After move 1 of 2,/ }).waitFor();
  const step = (await heardSince(page, beforeStep)).filter((text) => /After move 1 of 2/.test(text));
  assert.equal(step.length, 1, step.join(' | '));
  assert.match(step[0], /^After move 1 of 2, You: at vertex 0: took 1 from 0–1\. .*\S/);
  assertNoErrors(page);
  await page.close();
});

test('a game won ends in one announcement too: the winning move, the result, what next', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:1&mode=play-cpu'));
  const from = await heardCount(page);
  await playAtVertex(page, 0, 1);
  await reviewCard(page).getByText('No mistakes.', { exact: false }).waitFor();
  const heard = await heardSince(page, from);
  assert.deepEqual(
    heard.filter((text) => /win|took/.test(text)),
    [
      'You: at vertex 0: took 1 from 0–1. You win! Computer has no move left. Restart plays again; Game review steps through this game.',
    ],
    heard.join(' | '),
  );
  assertNoErrors(page);
  await page.close();
});

test('nothing is said that the player did not ask for: a game under way, an empty puzzle set', async () => {
  const page = await listeningPage(env.browser);
  // The editor, with the Make a puzzle card and its empty set.
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:3'));
  const maker = page.getByRole('region', { name: 'Make a puzzle' });
  await maker.getByText(/^No puzzles yet, so nothing to download: press Check puzzle above/).waitFor();
  assert.deepEqual(
    (await heardSince(page, 0)).filter((text) => /puzzle/i.test(text)),
    [],
    'the empty set is shown, not said',
  );

  // A game: the first move brings the Game review card, which shows that the game is under way.
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,2-3:5&mode=play-cpu'));
  const from = await heardCount(page);
  await playAtVertex(page, 2, 1);
  await reviewCard(page).getByText('The game is under way: it is reviewed when it ends.').waitFor();
  await page.locator('.gnp-status[data-kind="turn"]').waitFor();
  const heard = await heardSince(page, from);
  assert.deepEqual(
    heard.filter((text) => /under way|review/i.test(text)),
    [],
    heard.join(' | '),
  );
  assert.ok(
    heard.some((text) => /^Computer: /.test(text)),
    `the computer's reply is said: ${heard.join(' | ')}`,
  );
  await screenshot(page, 'screen-reader-hears-game-under-way');
  assert.equal(await axeSerious(page, 'a game under way'), '');
  assertNoErrors(page);
  await page.close();
});

test('"Review link copied." goes when the game it copied changes: Undo, then Redo', async () => {
  const page = await listeningPage(env.browser);
  const address = env.url('index.html#rules=edge&v=2&e=0-1:2&mode=play-cpu');
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(address).origin,
  });
  await openPlayground(page, address);
  await playAtVertex(page, 0, 1);
  await reviewCard(page).getByText('1 mistake.').waitFor();
  await tabTo(page, /^Copy review link$/);
  await press(page, 'Enter');
  const copied = reviewCard(page).getByText('Review link copied.');
  await copied.waitFor();

  await tabTo(page, /^Undo$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await page.locator('.gnp-status[data-kind="turn"]').waitFor();
  await tabTo(page, /^Redo$/);
  await press(page, 'Enter');
  await reviewCard(page).getByText('1 mistake.').waitFor();
  assert.equal(await copied.count(), 0, 'the note was about the game before Undo');
  await screenshot(page, 'screen-reader-hears-copied-gone');
  assert.equal(await axeSerious(page, 'the game redone'), '');
  assertNoErrors(page);
  await page.close();
});

test('Why? and the hint name an edge as the board does ("0–2", not "2–0")', async () => {
  const page = await listeningPage(env.browser);
  // A triangle whose third edge is drawn 0–2: the theorem walks it 0, 1, 2 and back to 0.
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:1,1-2:2,0-2:3&mode=play'));
  await tabTo(page, /^edge 0–2\b/);
  await tabTo(page, /^Why\?$/);
  await press(page, 'Enter');
  const why = page.getByRole('region', { name: 'Why: certificate' });
  await why
    .locator('.why-method')
    .filter({ hasText: /Triangle/ })
    .waitFor();
  const text = await why.innerText();
  assert.match(text, /edges 0–1, 1–2 and 0–2 hold 1, 2 and 3/);
  assert.doesNotMatch(text.replace(/Triangle 0–1–2–0/g, ''), /2–0/);
  await screenshot(page, 'screen-reader-hears-why-edges');
  assert.equal(await axeSerious(page, 'Why? open'), '');

  await tabTo(page, /^Hint$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  const hint = page.getByRole('region', { name: 'Hint and analysis' });
  await hint.locator('p.muted', { hasText: /^Triangle/ }).waitFor();
  assert.doesNotMatch((await hint.innerText()).replace(/Triangle 0–1–2–0/g, ''), /2–0/);
  assertNoErrors(page);
  await page.close();
});

test('an out-of-date Explore map says so in its name, and how to draw it again', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5'));
  await tabTo(page, /^Explore$/);
  await press(page, 'Enter');
  await tabTo(page, /^Draw map$/);
  await press(page, 'Enter');
  await page.locator('canvas.explore-map').waitFor();
  await tabTo(page, /^Heat map of/, { limit: 200 });
  assert.match(await focusedName(page), /Arrow keys move, Enter loads a cell\.$/);

  // Misère play switched on in the header: the map no longer matches the board.
  await tabTo(page, /^Misère/, { key: 'Shift+Tab', limit: 200 });
  await press(page, 'Space');
  await page.locator('.explore-stale').waitFor();
  await tabTo(page, /^Heat map of/, { limit: 200 });
  const name = await focusedName(page);
  assert.doesNotMatch(name, /Enter loads/);
  assert.match(name, /Out of date\. The board no longer matches this map \(.*\): press Draw map\.$/);
  await screenshot(page, 'screen-reader-hears-stale-map');
  assert.equal(await axeSerious(page, 'an out-of-date map'), '');

  // Drawn again: the keys are offered again.
  await tabTo(page, /^Draw map$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await page.waitForFunction(() => document.querySelector('.explore-stale').hidden);
  await tabTo(page, /^Heat map of/, { limit: 200 });
  assert.match(await focusedName(page), /Enter loads a cell\.$/);
  assertNoErrors(page);
  await page.close();
});

// Make a puzzle and Generate, driven as a teacher would: build C5 from the presets,
// set token counts by clicking edges and typing, choose the goal, type a title and a task,
// check the puzzle (the crate's verdict, in the tools worker), copy the link and the embed
// code, and open them; generate a position on the same graph; cancel a long generation.
import fs from 'node:fs';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import {
  buildPreset,
  setEdge,
  press,
  makerCard as card,
  checkPuzzle as check,
  clipboard,
  openWithNothingKept,
  typeOver,
} from './helpers/author.mjs';
import {
  openPlayground,
  settle,
  clickElement,
  boardSummary,
  assertNoErrors,
  EMPTY_BOARD,
} from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(env.site.url).origin,
  });
});
after(async () => {
  await env?.teardown();
});

/** The C5 board (2,3,3,3,3) in Edit, its Make a puzzle card in view with the goal "unique"
 *  (`open`: how the page is opened, e.g. openWithNothingKept, with no set kept from the tests
 *  before). */
async function makingUniqueOnC5(open = openPlayground) {
  const page = await env.browser.newPage();
  await open(page, env.url('index.html#rules=edge&v=5&e=0-1:2,1-2:3,2-3:3,3-4:3,4-0:3'));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const maker = card(page);
  await maker.scrollIntoViewIfNeeded();
  await maker.getByLabel('Goal').selectOption('unique');
  return { page, maker };
}

test('a teacher makes a unique puzzle on C5: the count of solutions, then well posed, link and embed code', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await buildPreset(page, 'cycle', 5, 3);
  assert.deepEqual((await boardSummary(page)).tokens, [3, 3, 3, 3, 3]);
  // (2,3,2,3,3) has two winning moves.
  await setEdge(page, 0, 2);
  await setEdge(page, 2, 2);
  assert.deepEqual((await boardSummary(page)).tokens, [2, 3, 2, 3, 3]);

  const maker = card(page);
  await maker.scrollIntoViewIfNeeded();
  await maker.getByLabel('Goal').selectOption('unique');
  await typeOver(page, maker.getByLabel('Title'), 'One move & only one');
  await typeOver(page, maker.getByLabel('Task'), 'Find the only move that wins. Why is it the only one?');

  let verdict = await check(page);
  assert.match(verdict, /^NOT WELL POSED/);
  assert.match(verdict, /there are 2 winning moves/);
  assert.ok(await maker.locator('.puzzle-share').isHidden(), 'no link for a puzzle that is not well posed');
  const difficulty = await maker.getByRole('definition').allTextContents();
  assert.equal(difficulty[1], '2', 'winning moves in the difficulty summary');
  // What was typed is still there.
  assert.equal(await maker.getByLabel('Title').inputValue(), 'One move & only one');
  await screenshot(page, 'puzzle-author-not-unique');

  // Edge 2 back to 3 (in the Selection card's box: the edge is still selected, and digits typed
  // on it would append): (2,3,3,3,3) has exactly one winning move. The old verdict goes at once.
  await clickElement(page, '.edge-label[data-edge="2"]');
  await page.locator('.tokens-input').fill('3');
  await page.locator('.tokens-input').press('Enter');
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, [2, 3, 3, 3, 3]);
  assert.ok(await maker.locator('.puzzle-verdict').isHidden(), 'a verdict on another board is not shown');
  verdict = await check(page);
  assert.match(verdict, /^WELL POSED/);
  assert.match(verdict, /exactly one winning move/);
  const facts = Object.fromEntries(
    await maker
      .locator('dl.facts dt')
      .evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling.textContent])),
  );
  assert.equal(facts['Winning moves'], '1');
  assert.ok(Number(facts['Legal moves']) > 10, `legal moves: ${facts['Legal moves']}`);
  assert.match(facts['Game length (perfect play)'], /^\d+ moves?$/);

  // Two copy buttons are on screen, each named for what it copies: the teacher after the
  // puzzle's link takes the one that says so; the Share card's copies the plain board.
  assert.equal(await page.getByRole('button', { name: 'Copy link', exact: true }).count(), 0);
  await page.getByRole('button', { name: 'Copy board link' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Copy puzzle link' }).count(), 1);
  await maker.getByRole('button', { name: 'Copy puzzle link' }).click();
  await page.waitForFunction(() =>
    /Puzzle link copied/.test(document.querySelector('.puzzle-share').textContent),
  );
  const link = await clipboard(page);
  assert.equal(link, await maker.getByLabel('Puzzle link').inputValue());
  const fragment = new URL(link).hash;
  assert.match(fragment, /[#&]e=0-1:2,1-2:3,2-3:3,3-4:3,4-0:3(&|$)/);
  assert.match(fragment, /&mode=play-cpu/);
  assert.match(fragment, /&goal=unique/);
  assert.match(fragment, /&title=One%20move%20%26%20only%20one/);
  assert.match(fragment, /&text=Find%20the%20only%20move/);
  assert.match(fragment, /&reveal=3/);

  await maker.getByRole('button', { name: 'Copy embed code' }).click();
  await page.waitForFunction(() =>
    /Embed code copied/.test(document.querySelector('.puzzle-share').textContent),
  );
  const embed = await clipboard(page);
  assert.equal(embed, await maker.getByLabel('Embed code').inputValue());
  assert.match(
    embed,
    /^<iframe src="[^"]+" width="640" height="520" style="border:0;max-width:100%" title="[^"]+" referrerpolicy="no-referrer-when-downgrade"><\/iframe>\n<noscript>[^\n]*<img [^\n]*<\/noscript>\n<script defer src="http:\/\/127\.0\.0\.1:\d+\/www\/embed-resize\.js"><\/script>$/,
  );
  assert.match(embed, /\?embed=1&amp;lock=1#rules=edge/);
  assert.match(embed, /title="Graph Nim puzzle: One move &amp; only one"/);
  await screenshot(page, 'puzzle-author-well-posed');

  // The embed code's address opens the puzzle's board, locked, in play against the computer.
  const src = embed.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  const student = await env.browser.newPage();
  await student.setViewportSize({ width: 640, height: 520 });
  await openPlayground(student, src);
  const board = await boardSummary(student);
  assert.deepEqual(board.tokens, [2, 3, 3, 3, 3]);
  assert.equal(board.mode, 'play');
  assert.ok(await student.locator('.gnp--embed.gnp--locked').count());
  await screenshot(student, 'puzzle-author-embed');
  assertNoErrors(student);
  await student.close();

  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    assert.equal(await axeSerious(page, `make a puzzle ${colorScheme}`), '');
  }
  assertNoErrors(page);
  await page.close();
});

test('the number of wrong tries typed is the one copied, added to the set and kept by a reload, with no Tab first', async () => {
  const { page, maker } = await makingUniqueOnC5();
  assert.match(await check(page), /^WELL POSED/);
  const tries = maker.getByLabel(/Solution button after/);
  // Typed, then straight to a Copy button (the number was one behind: what was there before).
  for (const n of ['1', '5', '2']) {
    await typeOver(page, tries, n);
    await maker.getByRole('button', { name: 'Copy puzzle link' }).click();
    await page.waitForFunction(() =>
      /Puzzle link copied/.test(document.querySelector('.puzzle-share').textContent),
    );
    assert.match(new URL(await clipboard(page)).hash, new RegExp(`&reveal=${n}(&|$)`), `typed ${n}`);
    await maker.getByRole('button', { name: 'Copy embed code' }).click();
    await page.waitForFunction(() =>
      /Embed code copied/.test(document.querySelector('.puzzle-share').textContent),
    );
    assert.match(await clipboard(page), new RegExp(`&amp;reveal=${n}(&|")`), `embed code, typed ${n}`);
  }
  // Typed, then Add to set: the set's puzzle has it.
  await typeOver(page, tries, '4');
  await maker.getByRole('button', { name: 'Add to set' }).click();
  await maker.getByText('Added as puzzle 1.').waitFor();
  // Typed, and the tab reloaded with the focus still in the box: the number stays.
  await typeOver(page, tries, '6');
  await page.reload();
  await openPlayground(page, page.url());
  await card(page).scrollIntoViewIfNeeded();
  assert.equal(
    await card(page)
      .getByLabel(/Solution button after/)
      .inputValue(),
    '6',
  );
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    card(page).getByRole('button', { name: 'Download set JSON' }).click(),
  ]);
  const set = JSON.parse(fs.readFileSync(await file.path(), 'utf8'));
  assert.match(JSON.stringify(set), /reveal=4/, 'the set holds the number typed before Add to set');
  assertNoErrors(page);
  await page.close();
});

test('the box that hides the hint says it hides it in the embed and the element, and both codes copied carry it', async () => {
  const { page, maker } = await makingUniqueOnC5();
  assert.match(await check(page), /^WELL POSED/);
  const box = maker.getByRole('checkbox', {
    name: 'hide the hint and the analysis in the embed and the element',
  });
  if (!(await box.isChecked())) await press(page, box);
  await maker.getByRole('button', { name: 'Copy embed code' }).click();
  await page.waitForFunction(() =>
    /Embed code copied/.test(document.querySelector('.puzzle-share').textContent),
  );
  assert.match(await clipboard(page), /\?embed=1&amp;lock=1&amp;hide=hint,analysis#/);
  await maker.getByRole('button', { name: 'Copy element code' }).click();
  await page.waitForFunction(() =>
    /Element code copied/.test(document.querySelector('.puzzle-share').textContent),
  );
  assert.match(await clipboard(page), /<graph-nim [^>]*hide="hint,analysis"[^>]* lock>/);
  await box.scrollIntoViewIfNeeded();
  await screenshot(page, 'puzzle-author-hide-box');
  assert.equal(await axeSerious(page, 'Make a puzzle, codes with the hint hidden'), '');
  assertNoErrors(page);
  await page.close();
});

test('a board changed after Check puzzle says so in the card, and the set’s “Added” line goes with the puzzle it named', async () => {
  // (No set kept from the tests before: one holding this board and goal would be updated.)
  const { page, maker } = await makingUniqueOnC5(openWithNothingKept);
  await typeOver(page, maker.getByLabel('Title'), 'The board before');
  assert.match(await check(page), /^WELL POSED/);
  await maker.getByRole('button', { name: 'Add to set' }).click();
  const added = maker.getByText(/^Added as puzzle \d+\.$/);
  await added.waitFor();
  const stale = maker.getByText(/^The board changed after Check puzzle/);
  assert.equal(await stale.isVisible(), false, 'nothing stale just after the check');

  // The teacher changes an edge's count on the board: the verdict, the copy buttons and the
  // embed options go (they were of the board before), and the card says why and what to do,
  // instead of leaving the teacher to wonder where they went.
  await setEdge(page, 2, 2);
  assert.deepEqual((await boardSummary(page)).tokens, [2, 3, 2, 3, 3]);
  await stale.waitFor();
  assert.equal(
    await stale.textContent(),
    'The board changed after Check puzzle, so its verdict and the links were for the board before: press Check puzzle again.',
  );
  assert.ok(await maker.locator('.puzzle-verdict').isHidden());
  assert.equal(await maker.getByRole('button', { name: 'Copy puzzle link' }).isVisible(), false);
  // “Added as puzzle N.” named the puzzle checked before: under a board with none, it misled.
  assert.equal(await added.isVisible(), false, 'the set’s line of the puzzle before is gone');
  await maker.getByRole('button', { name: 'Check puzzle' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'puzzle-author-board-changed');
  assert.equal(await axeSerious(page, 'make a puzzle, board changed after the check'), '');

  // Check puzzle again: this board's verdict, and no line left of the other one.
  assert.match(await check(page), /^NOT WELL POSED/);
  assert.equal(await stale.isVisible(), false);
  // Edge 2 back to 3 and a new title, checked: another link, of which the set's line of the
  // first is not said.
  await setEdge(page, 2, 3);
  await typeOver(page, maker.getByLabel('Title'), 'Another puzzle');
  assert.match(await check(page), /^WELL POSED/);
  await maker.getByRole('button', { name: 'Copy puzzle link' }).waitFor();
  assert.equal(await added.isVisible(), false, '“Added as puzzle N.” is not said of the next puzzle');
  await screenshot(page, 'puzzle-author-next-checked');
  // Its board and goal are the first one's: added, it updates that entry, and says so.
  await maker.getByRole('button', { name: 'Add to set' }).click();
  await maker.getByText(/^Updated puzzle 1, “The board before”, to “Another puzzle”/).waitFor();
  assertNoErrors(page);
  await page.close();
});

test('a check is said stale only of the draft it checked: Edit on a puzzle from the list, then a preset, say nothing of the check before', async () => {
  const { page, maker } = await makingUniqueOnC5();
  await typeOver(page, maker.getByLabel('Title'), 'My C5 puzzle');
  assert.match(await check(page), /^WELL POSED/);
  const stale = maker.getByText(/changed after Check puzzle/);

  // Puzzles → The even triangle → Edit: the card holds that puzzle, which was never checked.
  await page.getByRole('button', { name: 'Puzzles', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Puzzles' })
    .getByRole('link', { name: 'The even triangle' })
    .click();
  await page.getByRole('heading', { name: 'The even triangle' }).waitFor();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await maker.getByText('Filled from the puzzle you left, “The even triangle”.').waitFor({ timeout: 30_000 });
  await settle(page);
  assert.equal(await stale.isVisible(), false, 'no word of the C5 puzzle’s check');
  assert.ok(await maker.locator('.puzzle-verdict').isHidden());
  await maker.getByRole('button', { name: 'Check puzzle' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'puzzle-author-filled-not-stale');
  assert.equal(await axeSerious(page, 'make a puzzle filled from a puzzle, after another check'), '');

  // A preset built for it: still no check of this draft to call stale.
  await buildPreset(page, 'cycle', 4, 1);
  assert.equal(await stale.isVisible(), false, 'a preset after Edit: no check of this draft');

  // Checked, then its board changed: now the note is this draft's.
  await check(page);
  await setEdge(page, 0, 2);
  await stale.waitFor();
  assertNoErrors(page);
  await page.close();
});

test('a position too large for an exact answer is refused with the reason; the typed words stay', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await buildPreset(page, 'complete', 6, 9);
  const maker = card(page);
  await typeOver(page, maker.getByLabel('Title'), 'Big one');
  await typeOver(page, maker.getByLabel('Task'), 'Good luck.');
  const verdict = await check(page);
  assert.match(verdict, /^TOO LARGE/);
  assert.match(verdict, /states|budget|limit/i);
  assert.ok(await maker.locator('.puzzle-share').isHidden());
  assert.equal(await maker.getByLabel('Title').inputValue(), 'Big one');
  assert.equal(await maker.getByLabel('Task').inputValue(), 'Good luck.');
  // Playing and coming back to edit keeps the draft too.
  await page.getByRole('button', { name: 'Start game' }).click();
  await settle(page);
  assert.ok(await maker.isHidden(), 'Make a puzzle is for edit mode');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await settle(page);
  assert.equal(await maker.getByLabel('Title').inputValue(), 'Big one');
  await screenshot(page, 'puzzle-author-too-large');
  assertNoErrors(page);
  await page.close();
});

test('Generate keeps the graph and puts a well-posed position on the board (one undo step)', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await buildPreset(page, 'cycle', 5, 3);
  const maker = card(page);
  await maker.getByLabel('Goal').selectOption('unique');
  await maker.getByLabel('Fewest tokens on an edge').fill('1');
  await maker.getByLabel('Most tokens on an edge').fill('4');
  await maker.getByLabel('At least this many legal moves').fill('12');
  // A clumsy double click: the second request replaces the first, one position comes out.
  await maker.getByRole('button', { name: 'Generate' }).dblclick();
  await page.waitForFunction(() =>
    /new position/.test(document.querySelector('.generate-note')?.textContent),
  );
  await page.waitForSelector('.puzzle-verdict:not([hidden])', { timeout: 30_000 });
  await settle(page);
  const verdict = (await maker.locator('.puzzle-verdict').textContent()).replace(/\s+/g, ' ');
  assert.match(verdict, /WELL POSED.*exactly one winning move/);
  const board = await boardSummary(page);
  assert.equal(board.vertices, 5);
  assert.equal(board.edges, 5);
  assert.ok(
    board.tokens.every((t) => t >= 1 && t <= 4),
    `tokens ${board.tokens} within 1..4`,
  );
  assert.notDeepEqual(board.tokens, [3, 3, 3, 3, 3]);
  const legal = await maker.locator('dl.facts dd').first().textContent();
  assert.ok(Number(legal) >= 12, `at least 12 legal moves, got ${legal}`);
  await screenshot(page, 'puzzle-author-generated');

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, [3, 3, 3, 3, 3]);

  // Nothing to find: every count 1 makes a losing position, so no "find" puzzle exists.
  await maker.getByLabel('Goal').selectOption('find');
  await maker.getByLabel('Fewest tokens on an edge').fill('1');
  await maker.getByLabel('Most tokens on an edge').fill('1');
  await maker.getByLabel('At least this many legal moves').fill('');
  await maker.getByRole('button', { name: 'Generate' }).click();
  await page.waitForFunction(() =>
    /Nothing found/.test(document.querySelector('.generate-note')?.textContent),
  );
  assert.deepEqual((await boardSummary(page)).tokens, [3, 3, 3, 3, 3], 'the board is unchanged');
  assertNoErrors(page);
  await page.close();
});

test('a long generation shows its progress and stops at Cancel; the board is unchanged', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await buildPreset(page, 'complete', 5, 2);
  const before = (await boardSummary(page)).tokens;
  const maker = card(page);
  await maker.getByLabel('Most tokens on an edge').fill('4');
  // No game on K5 lasts 1000 moves under perfect play: the generator tries and tries.
  await maker.getByLabel('Perfect play lasts at least this many moves').fill('1000');
  await maker.getByRole('button', { name: 'Generate' }).click();
  await page.waitForFunction(
    () => /Generating… [1-9]/.test(document.querySelector('.puzzle-maker .generate-progress')?.textContent),
    null,
    {
      timeout: 60_000,
    },
  );
  await screenshot(page, 'puzzle-author-generating');
  // The page answers while the worker works: the title box takes typing.
  await typeOver(page, maker.getByLabel('Title'), 'Still typing');
  await press(page, maker.getByRole('button', { name: 'Cancel' }));
  await page.waitForFunction(() =>
    /Generation cancelled/.test(document.querySelector('.generate-note')?.textContent),
  );
  assert.equal(await maker.locator('.job-progress:not([hidden])').count(), 0);
  assert.deepEqual((await boardSummary(page)).tokens, before);
  assert.equal(await maker.getByLabel('Title').inputValue(), 'Still typing');
  assertNoErrors(page);
  await page.close();
});

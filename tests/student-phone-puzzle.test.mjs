// A student on a touch phone (390×844) in a puzzle, tapping as they go: the rules switch
// (Edge-Nim / Walking Nim) keeps the puzzle, as the misère switch does, instead of leaving it
// for a plain game Undo cannot turn back into the puzzle; Try again after a wrong try's
// "Why?" closes the Why?, so the board stays in view; the Why? speaks of taps, not clicks;
// Walking Nim's terms say no xor of parts; a tap on the board while the review shows an
// earlier move says which and that End goes back; the Why? list of moves is shown whole; the
// Grundy value's box, tapped into, keeps its focus ring clear of its label and of Check; a tap on
// empty board takes a wrong try back, as its Why? says a tap on the board does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, boardSummary } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const url = phoneSite.url;

const PENTAGON = 'index.html#rules=edge&v=5&e=0-1:1,1-2:3,2-3:4,3-4:5,4-0:3&goal=win&title=Pentagon';

/** A wrong first try: at vertex 0, one token from 0–1; waits for the verdict. */
async function wrongTry(page) {
  await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
  await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await page.locator('.puzzle-feedback[data-kind="wrong"]').waitFor({ timeout: 30_000 });
  await settle(page);
}

test('390×844: tapping "Walking Nim" in a puzzle after a move is refused, and the puzzle stays', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(PENTAGON));
  await wrongTry(page);
  const tokens = (await boardSummary(page)).tokens;
  await page.getByRole('button', { name: 'Walking Nim', exact: true }).tap();
  await page
    .getByText('This puzzle is set in its own rules: press Leave puzzle to change them.')
    .first()
    .waitFor();
  await settle(page);
  // Still the puzzle, in its rules, with the try on the board and the puzzle in the address.
  assert.equal(await page.locator('.puzzle-task').count(), 1, 'the puzzle card stays');
  assert.equal(
    await page.getByRole('button', { name: 'Edge-Nim', exact: true }).getAttribute('aria-pressed'),
    'true',
    'the switch shows the puzzle’s rules',
  );
  assert.deepEqual((await boardSummary(page)).tokens, tokens, 'the board is as it was');
  assert.match(page.url(), /goal=win&title=Pentagon/);
  await screenshot(page, 'student-puzzle-rules-refused');
  assert.equal(await axeSerious(page, 'rules refused in a puzzle'), '');
  assertNoErrors(page);
  await page.close();
});

const onScreen = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });

test('390×844: Try again folds the wrong try’s Why? away, so the next try’s board stays on the screen', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(PENTAGON));
  await wrongTry(page);
  const why = page.locator('.puzzle-why');
  await why.locator('summary').tap();
  const reason = page.locator('.puzzle-reason');
  await reason.waitFor();
  // Said to a finger: tap the board, with no Enter to press.
  const said = await reason.innerText();
  assert.match(said, /Press Try again, or tap the board, to take your move back\./);
  assert.doesNotMatch(said, /click|Enter/);
  await page.getByRole('button', { name: 'Try again' }).tap();
  await page.locator('.puzzle-task[data-phase="open"]').waitFor();
  await settle(page);
  assert.equal(await why.evaluate((d) => d.open), false, 'the Why? is folded');
  assert.ok(await reason.isHidden(), 'its reason is out of the way');
  // The next try, as the student plays it: the board is still where they tap.
  const vertex = page.getByRole('button', { name: 'vertex 0', exact: true });
  assert.ok(await onScreen(vertex), 'the board is on the screen for the next try');
  await wrongTry(page);
  assert.ok(
    await onScreen(page.locator('svg.board [data-vertex="0"]')),
    'after Confirm the board is still in view',
  );
  await screenshot(page, 'student-puzzle-try-again');
  assert.equal(await axeSerious(page, 'try again'), '');
  assertNoErrors(page);
  await page.close();
});

test('390×844: a tap on empty board takes a wrong try back, as its Why? says', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(PENTAGON));
  const start = (await boardSummary(page)).tokens;
  await wrongTry(page);
  await page.locator('.puzzle-why summary').tap();
  assert.match(await page.locator('.puzzle-reason').innerText(), /or tap the board, to take your move back/);
  // The student scrolls down to the board (the Why? pushed it below the screen) and taps empty
  // board, far from every vertex and edge: its bottom-left corner.
  await page.locator('svg.board').scrollIntoViewIfNeeded();
  const board = await page.locator('svg.board').boundingBox();
  await page.touchscreen.tap(board.x + 12, board.y + board.height - 12);
  await page.locator('.puzzle-task[data-phase="open"]').waitFor();
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, start, 'the board is the puzzle’s start again');
  assert.match(await page.locator('.gnp-status').innerText(), /Your move was taken back/);
  assertNoErrors(page);
  await page.close();
});

test('390×844: Walking Nim’s Rules say only the piece’s part of the graph counts, not an xor of parts', async () => {
  const page = await phoneSite.newPage();
  const termOf = async () => {
    await page.getByRole('button', { name: 'Rules', exact: true }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('What the hint shows').waitFor();
    const text = await dialog.locator('dl.terms dd').first().innerText();
    await dialog.screenshot({ path: artifactPath('student-phone-puzzle-rules.png') });
    assert.equal(await axeSerious(page, 'rules dialog'), '');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    return text;
  };
  await openPlayground(page, url('index.html#rules=walk&v=4&e=0-1:2,2-3:3&piece=0'));
  const walk = await termOf();
  assert.doesNotMatch(walk, /xor/, 'no xor of parts in Walking Nim');
  assert.match(walk, /only the part of the graph the piece stands on counts/);
  await page.getByRole('button', { name: 'Edge-Nim', exact: true }).tap();
  await page.locator('[aria-pressed="true"]', { hasText: 'Edge-Nim' }).waitFor();
  assert.match(await termOf(), /combine by the xor of their Grundy values/, 'Edge-Nim keeps its xor');
  assertNoErrors(page);
  await page.close();
});

// Nim with heaps 1 (0–1) and 2 (2–3): the student takes the whole heap of 2, the computer the
// last token, and the game is over with its review.
const NIM = 'index.html#rules=edge&v=4&e=0-1:1,2-3:2&xy=200,150;200,410;600,150;600,410&mode=play-cpu';

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('390×844: tapping the board while the review shows an earlier move says which, and how to go back', async () => {
  const page = await phoneSite.newPage();
  await page.addInitScript(() =>
    addEventListener('touchend', () => (window.lastTouchEnd = performance.now()), { capture: true }),
  );
  // Taps on two controls are further apart than a double tap's (as a person's are).
  const tapAnew = async (locator) => {
    await page.waitForFunction(() => performance.now() - (window.lastTouchEnd ?? -1e9) > 500);
    await locator.tap();
  };
  await openPlayground(page, url(NIM));
  await page.getByRole('button', { name: 'vertex 2', exact: true }).tap();
  const more = page.getByRole('button', { name: 'take one more from 2–3' });
  await tapAnew(more);
  await tapAnew(more);
  await tapAnew(page.getByRole('button', { name: 'Confirm move' }));
  await page.waitForFunction(
    () => /mistake|No mistakes/.test(document.querySelector('.review-status')?.textContent ?? ''),
    null,
    { timeout: 30_000 },
  );
  await tapAnew(page.getByRole('button', { name: 'Previous move' }));
  await page.locator('svg.board[data-review]').waitFor();
  // The student taps a vertex of the board, to play.
  await tapAnew(page.getByRole('button', { name: 'vertex 0', exact: true }));
  const note = page.locator('.gnp-message');
  await note.getByText('This is move 1 of 2 of the review: press End to return to the game’s end.').waitFor();
  await settle(page);
  const box = await note.boundingBox();
  const board = await page.locator('svg.board').boundingBox();
  const r = (b) => ({ left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height });
  await screenshot(page, 'student-review-board-tap');
  await page.screenshot({ path: artifactPath('student-phone-puzzle-review-note.png') });
  assert.ok(
    !overlaps(r(box), r(board)),
    `the note ${JSON.stringify(box)} covers the board ${JSON.stringify(board)}`,
  );
  assert.equal(await axeSerious(page, 'review note'), '');
  // End, as the note says: the game's end, and the note is gone.
  await tapAnew(page.getByRole('button', { name: 'End of the game' }));
  await page.locator('svg.board:not([data-review])').waitFor();
  await note.waitFor({ state: 'hidden' });
  // The mistake's mark shows a better move: a tap on the board names the review's button by
  // its words ("press Back" was read as the browser's Back, which set-aside notices name).
  await tapAnew(page.getByRole('button', { name: /^Move 1: .*mistake/ }));
  await page.locator('svg.board[data-review]').waitFor();
  await tapAnew(page.getByRole('button', { name: 'vertex 0', exact: true }));
  await note
    .getByText(
      'This is the position before move 1, with a better move: press “Back to the game” in the review to return.',
    )
    .waitFor();
  assert.equal(await page.getByRole('button', { name: 'Back to the game' }).count(), 1);
  assertNoErrors(page);
  await page.close();
});

test('390×844: tapping a pile while the review shows an earlier move says which, and how to go back', async () => {
  const page = await phoneSite.newPage();
  await page.addInitScript(() =>
    addEventListener('touchend', () => (window.lastTouchEnd = performance.now()), { capture: true }),
  );
  const tapAnew = async (locator) => {
    await page.waitForFunction(() => performance.now() - (window.lastTouchEnd ?? -1e9) > 500);
    await locator.tap();
  };
  // Nim of piles 1 and 2 (Circular Nim, one pile a move): the student empties pile 1, the
  // computer takes the last token.
  await openPlayground(page, url('index.html#rules=circular&piles=1,2&k=1&mode=play-cpu'));
  // A pile is tapped on its count, the square drawn on it.
  const pile = (p) => page.locator(`svg.board .edge-label[data-edge="${p}"]`);
  await tapAnew(pile(1));
  await tapAnew(pile(1));
  await tapAnew(page.getByRole('button', { name: 'Confirm move' }));
  await page.waitForFunction(
    () => /mistake|No mistakes/.test(document.querySelector('.review-status')?.textContent ?? ''),
    null,
    { timeout: 30_000 },
  );
  await tapAnew(page.getByRole('button', { name: 'Previous move' }));
  await page.locator('svg.board[data-review]').waitFor();
  // The student taps a pile, to play: told where the board is, and the way back, as on a graph.
  await tapAnew(pile(0));
  const note = page.locator('.gnp-message');
  await note.getByText('This is move 1 of 2 of the review: press End to return to the game’s end.').waitFor();
  await screenshot(page, 'student-review-pile-tap');
  assert.equal(await axeSerious(page, 'review note on a pile board'), '');
  assertNoErrors(page);
  await page.close();
});

test('390×844: Why?’s list of moves is shown whole on a phone, not cut off in a box of its own', async () => {
  const page = await phoneSite.newPage();
  // Opposite edges of the square equal: every move loses, and Why? lists each with its answer.
  await openPlayground(page, url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&mode=play-cpu'));
  await page.getByRole('button', { name: 'Why?', exact: true }).tap();
  const list = page.locator('.why-list');
  await list.locator('li').nth(8).waitFor({ timeout: 30_000 });
  await settle(page);
  const { rows, scrolls } = await list.evaluate((ol) => ({
    rows: ol.children.length,
    scrolls: ol.scrollHeight > ol.clientHeight + 1,
  }));
  assert.ok(rows > 8, `a long list: ${rows} moves`);
  assert.equal(scrolls, false, 'the list is not a scroll box of its own');
  await list.locator('li').last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifactPath('student-phone-puzzle-why-list.png') });
  assert.equal(await axeSerious(page, 'why list'), '');
  assertNoErrors(page);
  await page.close();
});

/** The screen box of what `locator` shows. */
const boxOf = (locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON());

test('390×844: an outcome or Grundy puzzle’s task has no empty room under its answers, and its verdict moves no answer', async () => {
  const page = await phoneSite.newPage();
  const task = page.getByRole('region', { name: 'Puzzle' });
  const actions = page.locator('.puzzle-actions');
  /** The blank between what `above` shows and the Reset row under it. */
  const gapAbove = async (above) => (await boxOf(actions)).top - (await boxOf(above)).bottom;

  await openPlayground(
    page,
    url('index.html#rules=edge&v=3&e=0-1:2,1-2:2,2-0:2&goal=outcome&title=The%20even%20triangle'),
  );
  await settle(page);
  const answers = task.getByRole('group', { name: 'Your answer' });
  const gap = await gapAbove(answers);
  assert.ok(gap <= 16, `${Math.round(gap)} px blank between the answers and Reset`);
  const loses = task.getByRole('button', { name: 'The player to move loses' });
  const before = await boxOf(loses);
  await loses.tap();
  await page.locator('.puzzle-feedback[data-kind="solved"]').waitFor({ timeout: 30_000 });
  await settle(page);
  await page.screenshot({ path: artifactPath('student-phone-puzzle-outcome-solved.png') });
  assert.deepEqual(await boxOf(loses), before, 'the answer tapped moved');
  assert.equal(await axeSerious(page, 'outcome puzzle solved'), '');

  await openPlayground(
    page,
    url('index.html#rules=edge&v=3&e=0-1:1,1-2:2&goal=grundy&title=Grundy%20value%20of%20a%20path'),
  );
  await settle(page);
  const field = task.getByLabel('Grundy value');
  const check = task.getByRole('button', { name: 'Check' });
  const gapEmpty = await gapAbove(check);
  assert.ok(gapEmpty <= 16, `${Math.round(gapEmpty)} px blank between Check and Reset`);
  // A typo: its message under the box, and no blank under the message.
  await field.tap();
  await page.keyboard.type('2x');
  await check.tap();
  const typo = page.locator('.puzzle-input-error');
  await typo.filter({ hasText: /\S/ }).waitFor();
  await settle(page);
  await page.screenshot({ path: artifactPath('student-phone-puzzle-grundy-typo.png') });
  const gapTypo = await gapAbove(typo);
  assert.ok(gapTypo <= 16, `${Math.round(gapTypo)} px blank between the typo’s message and Reset`);
  assert.equal(await axeSerious(page, 'grundy typo'), '');
  // The value, right: the verdict comes under Check, which stays under the finger.
  await field.tap();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('3');
  const checkAt = await boxOf(check);
  const fieldAt = await boxOf(field);
  await check.tap();
  await page.locator('.puzzle-feedback[data-kind="solved"]').waitFor({ timeout: 30_000 });
  await settle(page);
  await page.screenshot({ path: artifactPath('student-phone-puzzle-grundy-solved.png') });
  assert.deepEqual(await boxOf(check), checkAt, 'Check moved');
  assert.deepEqual(await boxOf(field), fieldAt, 'the value’s box moved');
  assert.equal(await axeSerious(page, 'grundy solved'), '');
  assertNoErrors(page);
  await page.close();
});

test('390×844: the Grundy value’s box, tapped into, has room between its focus ring and its label, and Check', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url('index.html'));
  await page.getByRole('button', { name: 'Puzzles', exact: true }).tap();
  await page
    .getByRole('dialog', { name: 'Puzzles' })
    .getByRole('link', { name: 'Grundy value of a path' })
    .tap();
  await page.getByRole('heading', { name: 'Grundy value of a path' }).waitFor();
  await page.getByRole('textbox', { name: 'Grundy value' }).tap();
  await settle(page);
  // Where the label's words end, where the box's ring reaches (its outline, drawn outside it),
  // and where Check begins.
  const room = await page.evaluate(() => {
    const field = document.querySelector('.puzzle-grundy label');
    const words = field.querySelector('span').getBoundingClientRect();
    const input = field.querySelector('input');
    const box = input.getBoundingClientRect();
    const style = getComputedStyle(input);
    const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const check = [...document.querySelectorAll('.puzzle-grundy button')]
      .find((b) => b.textContent === 'Check')
      .getBoundingClientRect();
    return {
      focused: document.activeElement === input,
      ring,
      label: box.left - ring - words.right,
      check: check.left - (box.right + ring),
    };
  });
  assert.ok(room.focused && room.ring > 0, `the box wears its focus ring: ${JSON.stringify(room)}`);
  assert.ok(room.label >= 4, `${room.label.toFixed(1)} px between “Grundy value” and the box’s ring`);
  assert.ok(room.check >= 4, `${room.check.toFixed(1)} px between the box’s ring and Check`);
  await page
    .locator('.puzzle-grundy')
    .screenshot({ path: artifactPath('student-phone-puzzle-grundy-focused.png') });
  assert.equal(await axeSerious(page, 'grundy box focused'), '');
  assertNoErrors(page);
  await page.close();
});

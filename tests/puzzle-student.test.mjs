// A student solving puzzles from links: the task above the board, every goal driven
// end to end with real clicks and keys — a wrong move taken back with the opponent's
// refutation shown, Try again, Reveal solution after reveal= wrong tries, solving, Reset; the
// outcome buttons and the Grundy box (Enter works, a typo is named and kept); bad puzzle
// fields in a link; the verdicts said in the status line (the live region); axe light/dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  clickElement,
  boardSummary,
  statusText,
  settle,
  assertNoErrors,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { assertInFrame, area } from './helpers/puzzle.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// C5 with counts 2,2,2,2,3 (edge 4 = 4–0 holds 3): exactly one winning result, reached by
// taking 1 from 4–0 (at vertex 0 or 4); checked with `graphnim puzzle check --goal unique`.
const C5 = 'rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3';
const C5_START = [2, 2, 2, 2, 3];
// The author's title holds markup and an encoded "&": it must show as plain text.
const TITLE = encodeURIComponent('<b>Only</b> one way & no other');
const TEXT = encodeURIComponent('Line one.\nLine two.');

/** Opens `path` as a fresh page load (a new fragment alone would not reload the page). */
async function open(page, path) {
  await page.goto('about:blank');
  await openPlayground(page, env.url(path));
}

const puzzlePhase = (page) => page.locator('.puzzle-task').getAttribute('data-phase');
const waitPhase = (page, phase) =>
  page.waitForSelector(`.puzzle-task[data-phase="${phase}"]`, { timeout: 30_000 }).then(() => settle(page));
const shownMove = async (page) =>
  JSON.parse((await page.locator('svg.board').getAttribute('data-puzzle-move')) ?? 'null');

/** Clicks a vertex or edge label as a person does, scrolling the board into view first (the
 *  task above it can push its lower part below a laptop screen's fold). */
async function clickOnBoard(page, selector) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await clickElement(page, selector);
}

/** Composes a one-edge move with clicks (an edge label: 1 token from it) and confirms it. */
async function clickMove(page, edge, times = 1) {
  for (let i = 0; i < times; i++) await clickOnBoard(page, `.edge-label[data-edge="${edge}"]`);
  await page.getByRole('button', { name: 'Confirm move' }).click();
}

test('unique: a wrong move is taken back with the refutation shown; reveal, solve, reset', async () => {
  const page = await env.browser.newPage();
  await open(page, `index.html#${C5}&goal=unique&title=${TITLE}&text=${TEXT}&reveal=2`);

  // The task above the board, in the author's words, as text.
  const task = page.getByRole('region', { name: 'Puzzle', exact: true });
  await task.waitFor();
  assert.equal(await task.locator('h2').textContent(), '<b>Only</b> one way & no other');
  assert.equal(await task.locator('b').count(), 0, 'the title is not HTML');
  assert.equal(await task.locator('.puzzle-text').innerText(), 'Line one.\nLine two.');
  assert.match(await task.locator('.puzzle-goal').textContent(), /only winning move/i);
  const taskBox = await task.boundingBox();
  const boardBox = await page.locator('svg.board').boundingBox();
  assert.ok(taskBox.y + taskBox.height <= boardBox.y, 'the task is above the board');
  assert.match(await statusText(page), /your move/i);
  assert.equal(await page.getByRole('button', { name: 'Reveal solution' }).isVisible(), false);
  await screenshot(page, 'puzzle-unique-open');

  // Wrong: 1 from 0–1. The board shows the position after it with the opponent's winning
  // reply in red, and the status line (a live region) says so.
  await clickMove(page, 0);
  await waitPhase(page, 'refuted');
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2, 2, 2, 3]);
  const refutation = await shownMove(page);
  assert.equal(refutation.kind, 'refutation');
  assert.ok(refutation.move.take.length > 0, 'a refuting move is shown');
  assert.match(await statusText(page), /not solved.*winning reply.*wrong tries: 1/i);
  assert.match(await task.locator('.puzzle-reason').textContent(), /you played at vertex 0: take 1 from 0–1/);
  assert.match(
    await task.locator('.puzzle-reason').textContent(),
    /Thm 4\.5/,
    'the reason names the theorem',
  );
  assert.equal((await page.locator('.edge.preview-lose').count()) > 0, true, 'the refutation is drawn');
  await screenshot(page, 'puzzle-unique-refuted');

  // Try again takes the move back; the try stays counted; still no Reveal (reveal=2).
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitPhase(page, 'open');
  assert.deepEqual((await boardSummary(page)).tokens, C5_START);
  assert.equal(await shownMove(page), null);
  assert.match(await task.locator('.puzzle-tries').textContent(), /wrong tries: 1/i);
  assert.equal(await page.getByRole('button', { name: 'Reveal solution' }).isVisible(), false);

  // A second wrong move (2 from 1–2); this time a click on the board takes it back and starts
  // the next move at once.
  await clickMove(page, 1, 2);
  await waitPhase(page, 'refuted');
  assert.match(await statusText(page), /wrong tries: 2/i);
  await clickOnBoard(page, '[data-vertex="2"] .vertex-body');
  await waitPhase(page, 'open');
  assert.deepEqual((await boardSummary(page)).tokens, C5_START);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Reveal solution: the winning move in green on the board, in words in the card.
  await page.getByRole('button', { name: 'Reveal solution' }).click();
  await page.waitForSelector('svg.board[data-puzzle-move*="solution"]', { timeout: 30_000 });
  await settle(page);
  const solution = await shownMove(page);
  assert.deepEqual(solution.move.take, [[4, 1]]);
  // The only winning move: "the" solution ("a solution" read as one of several).
  assert.match(await statusText(page), /The solution is shown in green.*take 1 from 4–0/);
  await screenshot(page, 'puzzle-unique-revealed');

  // Playing it from the other end of the edge reaches the same position: solved.
  await clickMove(page, 4);
  await waitPhase(page, 'solved');
  assert.match(await statusText(page), /Solved after the solution was shown \(not counted\)\./);
  assert.match(
    await task.locator('.puzzle-reason').textContent(),
    /loss for your opponent, who moves next\. .*Thm 4\.5/,
  );
  assert.deepEqual((await boardSummary(page)).tokens, [2, 2, 2, 2, 2]);
  // Solved ends it: the board takes no more moves.
  await clickOnBoard(page, '.edge-label[data-edge="0"]');
  assert.equal(await page.getByRole('button', { name: 'Confirm move' }).count(), 0);
  await screenshot(page, 'puzzle-unique-solved');
  const solved = await page.evaluate(() => window.graphNimPlayground.getPuzzle());
  assert.deepEqual([solved.solved, solved.tries, solved.revealed], [true, 3, true]);

  // Reset: back to the start, ready again; the link still holds the puzzle as given.
  await page.getByRole('button', { name: 'Reset' }).click();
  await waitPhase(page, 'open');
  assert.deepEqual((await boardSummary(page)).tokens, C5_START);
  assert.match(await statusText(page), /back at the start/i);
  const hash = decodeURIComponent(new URL(page.url()).hash);
  assert.match(hash, /e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3/);
  assert.match(hash, /goal=unique&title=<b>Only<\/b> one way & no other/);
  assertNoErrors(page);
  await page.close();
});

test('unique solved at the first try with the keyboard only', async () => {
  const page = await env.browser.newPage();
  await open(page, `index.html#${C5}&goal=unique`);
  await page.locator('svg.board').focus();
  // Tab through the board to vertex 0, Enter, Tab to its box for 4–0, type 1, Enter.
  for (let i = 0; i < 20; i++) {
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (/^vertex 0\b/.test(label)) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await settle(page);
  for (let i = 0; i < 8; i++) {
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (label.startsWith('take from 4–0 (')) break;
    await page.keyboard.press('Tab');
  }
  assert.match(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    /^take from 4–0 \(\d+ tokens?\)$/,
  );
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await waitPhase(page, 'solved');
  assert.match(await statusText(page), /solved at the first try/i);
  assert.equal(await page.locator('.gnp-status').getAttribute('aria-live'), 'polite');
  assertNoErrors(page);
  await page.close();
});

test('outcome: the two answers, a wrong one shows which is right; keyboard Space answers', async () => {
  // C4 with opposite edges equal: the player to move loses (Graph Nim, Thm 3.2).
  const link = 'index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=The%20square';
  let page = await env.browser.newPage();
  await open(page, link);
  assert.match(await statusText(page), /answer with one of the two buttons in the task/i);
  // The board takes no move in an outcome puzzle.
  await clickOnBoard(page, '[data-vertex="0"] .vertex-body');
  assert.equal(await page.getByRole('button', { name: 'Confirm move' }).count(), 0);
  await screenshot(page, 'puzzle-outcome-open');
  await page.getByRole('button', { name: 'The player to move wins' }).click();
  await waitPhase(page, 'over');
  assert.match(await statusText(page), /not quite.*the answer is shown/i);
  assert.equal(await page.locator('.puzzle-tries').textContent(), 'Wrong tries: 1 · solution shown');
  assert.match(await page.locator('.puzzle-reason').textContent(), /the player to move loses/i);
  assert.equal(await page.getByRole('button', { name: 'The player to move loses' }).isDisabled(), true);
  await screenshot(page, 'puzzle-outcome-wrong');

  // Another student (their own tab: this one keeps the wrong answer), keyboard only: Tab to
  // the right answer, Space.
  assertNoErrors(page);
  await page.close();
  page = await env.browser.newPage();
  await open(page, link);
  await page.getByRole('button', { name: 'The player to move wins' }).focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'The player to move loses');
  await page.keyboard.press('Space');
  await waitPhase(page, 'solved');
  assert.match(await statusText(page), /solved at the first try/i);
  assert.match(await page.locator('.puzzle-reason').textContent(), /Thm/);
  // Focus did not fall back to the page when the answer buttons were switched off.
  assert.notEqual(await page.evaluate(() => document.activeElement?.tagName), 'BODY');
  await screenshot(page, 'puzzle-outcome-solved');
  assertNoErrors(page);
  await page.close();
});

test('grundy: a typo is named and kept, a wrong value counts, Reveal shows the value, Enter checks', async () => {
  // Nim heaps 1 and 2 on separate edges: Grundy value 1 xor 2 = 3.
  const link = 'index.html#rules=edge&v=4&e=0-1:1,2-3:2&goal=grundy&reveal=1';
  const page = await env.browser.newPage();
  await open(page, link);
  const box = page.getByRole('textbox', { name: 'Grundy value' });
  await box.click();
  await page.keyboard.type('three');
  await page.getByRole('button', { name: 'Check' }).click();
  await settle(page);
  assert.match(await page.locator('.puzzle-input-error').textContent(), /whole number.*"three"/);
  assert.equal(await box.inputValue(), 'three', 'what was typed is kept');
  assert.equal(await box.getAttribute('aria-invalid'), 'true');

  await box.fill('');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() =>
    /wrong tries: 1/i.test(document.querySelector('.gnp-status-text')?.textContent),
  );
  assert.equal(await puzzlePhase(page), 'open');
  assert.match(await page.locator('.puzzle-reason').textContent(), /2 is not the Grundy value/);
  await screenshot(page, 'puzzle-grundy-wrong');

  // reveal=1: the button is there after one wrong try.
  await page.getByRole('button', { name: 'Reveal solution' }).click();
  await waitPhase(page, 'over');
  assert.match(await statusText(page), /the grundy value is 3/i);
  await screenshot(page, 'puzzle-grundy-revealed');

  // A fresh start: the right value with Enter.
  await open(page, link);
  await page.getByRole('textbox', { name: 'Grundy value' }).click();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await waitPhase(page, 'solved');
  assert.match(await page.locator('.puzzle-reason').textContent(), /Grundy value is 3/);
  assertNoErrors(page);
  await page.close();
});

test('win: a losing move is refuted and taken back; then the student beats the longest defence', async () => {
  // C3 with 1, 2, 3: the only winning move makes all three equal (Graph Nim, Thm 3.1).
  const page = await env.browser.newPage();
  await open(page, 'index.html#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3&goal=win&reveal=1');
  assert.match(await page.locator('.puzzle-goal').textContent(), /win the game/i);

  await clickMove(page, 0); // 1 from 0–1: loses
  await waitPhase(page, 'refuted');
  assert.equal((await shownMove(page)).kind, 'refutation');
  await screenshot(page, 'puzzle-win-refuted');
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitPhase(page, 'open');
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2, 3]);

  // The winning move at vertex 2: 1 from 1–2 and 2 from 2–0, with the move boxes.
  await clickOnBoard(page, '[data-vertex="2"] .vertex-body');
  await page.getByRole('spinbutton', { name: 'take from 1–2' }).fill('1');
  await page.getByRole('spinbutton', { name: 'take from 2–0' }).fill('2');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  // The computer answers from (1, 1, 1); every answer leaves one more move, the longest there
  // is. Then it is the student's turn again.
  await page.waitForFunction(
    () => document.querySelectorAll('ol.history li:not(.empty)').length === 2,
    null,
    { timeout: 30_000 },
  );
  await waitPhase(page, 'open');
  assert.match(await statusText(page), /your move/i);
  const tokens = (await boardSummary(page)).tokens;
  // What is left (one or two single tokens) lies at one vertex of the triangle: take it all.
  const edges = [
    [0, 1],
    [1, 2],
    [2, 0],
  ];
  const left = tokens.flatMap((t, e) => (t ? [e] : []));
  assert.ok(left.length >= 1 && left.length <= 2 && left.every((e) => tokens[e] === 1), `left: ${tokens}`);
  const shared = edges[left[0]].find((v) => left.every((e) => edges[e].includes(v)));
  await clickOnBoard(page, `[data-vertex="${shared}"] .vertex-body`);
  for (const e of left)
    await page.getByRole('spinbutton', { name: `take from ${edges[e][0]}–${edges[e][1]}` }).fill('1');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitPhase(page, 'solved');
  assert.match(await statusText(page), /solved on try 2/i);
  assert.match(await page.locator('.puzzle-reason').textContent(), /you took the last token/);
  await screenshot(page, 'puzzle-win-solved');
  assertNoErrors(page);
  await page.close();
});

test('bad puzzle fields are named and cost only themselves', async () => {
  const page = await env.browser.newPage();
  await open(page, `index.html#${C5}&goal=cheat&title=x`);
  assert.match(
    await page.locator('.gnp-message').textContent(),
    /goal must be find, unique, win, outcome or grundy, not "cheat"/i,
  );
  assert.equal((await boardSummary(page)).vertices, 5, 'the position still opens');
  assert.equal(await page.getByRole('region', { name: 'Puzzle', exact: true }).isVisible(), false);

  await open(page, `index.html#${C5}&goal=find&reveal=lots&title=${'T'.repeat(260)}`);
  const message = await page.locator('.gnp-message').textContent();
  assert.match(message, /reveal must be a whole number.*"lots"; 3 is used/i);
  assert.match(message, /title= is 260 characters long; only the first 200 are shown/);
  assert.equal((await page.locator('.puzzle-title').textContent()).length, 200);
  assert.equal(await puzzlePhase(page), 'open');
  await screenshot(page, 'puzzle-bad-fields');
  assertNoErrors(page);
  await page.close();
});

test('axe: the student view (open, refuted, solved) has no serious or critical violations, light and dark', async () => {
  const page = await env.browser.newPage();
  const found = {};
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await open(page, `index.html#${C5}&goal=unique&title=Only%20one&text=Think.&reveal=0`);
    found[`open ${colorScheme}`] = await axeSerious(page, `open ${colorScheme}`);
    await clickMove(page, 0);
    await waitPhase(page, 'refuted');
    found[`refuted ${colorScheme}`] = await axeSerious(page, `refuted ${colorScheme}`);
    await screenshot(page, `puzzle-axe-refuted-${colorScheme}`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await clickMove(page, 4);
    await waitPhase(page, 'solved');
    found[`solved ${colorScheme}`] = await axeSerious(page, `solved ${colorScheme}`);
    await screenshot(page, `puzzle-axe-solved-${colorScheme}`);
    await open(page, 'index.html#rules=edge&v=4&e=0-1:1,2-3:2&goal=grundy');
    found[`grundy ${colorScheme}`] = await axeSerious(page, `grundy ${colorScheme}`);
  }
  const report = Object.values(found).filter(Boolean).join('\n');
  assert.equal(report, '', `serious/critical axe violations:\n${report}`);
  assertNoErrors(page);
  await page.close();
});

test('in a 640×520 frame (the embed snippet): board, task, verdict and move controls all in view', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 640, height: 520 });
  // The task as long as text= allows (2000 characters): it scrolls in its own box.
  const TASK = encodeURIComponent(
    'Exactly one move wins. Find it, and say why it is the only one. '.repeat(40).slice(0, 2000),
  );
  await open(page, `index.html?embed=1&lock=1#${C5}&goal=unique&title=The%20pentagon&text=${TASK}`);
  const inView = async (locator, what) => {
    const box = await locator.boundingBox();
    assert.ok(box, `${what} is shown`);
    assert.ok(box.y >= 0 && box.y + box.height <= 520 + 0.5, `${what} in the frame: ${JSON.stringify(box)}`);
    return box;
  };
  const noScroll = () => page.evaluate(() => document.scrollingElement.scrollTop);
  // A wrong move (1 from 0–1): the refutation, the verdict and Try again, all in view.
  await clickMove(page, 0);
  await waitPhase(page, 'refuted');
  for (const [locator, what] of [
    [page.locator('.puzzle-title'), 'the title'],
    [page.locator('.puzzle-feedback'), 'the verdict'],
    [page.getByRole('button', { name: 'Try again' }), 'Try again'],
  ])
    await inView(locator, what);
  const board = await inView(page.locator('svg.board'), 'the board');
  const refutedTask = await page.locator('.puzzle-task').boundingBox();
  await screenshot(page, 'puzzle-embed-640-refuted');
  // Then the winning move, composed in the side column: the move controls are in view too.
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.locator('.edge-label[data-edge="4"]').click();
  await inView(page.getByRole('button', { name: 'Confirm move' }), 'Confirm move');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitPhase(page, 'solved');
  await inView(page.locator('.puzzle-feedback'), 'the verdict');
  const solvedBoard = await inView(page.locator('svg.board'), 'the board');
  // The verdict is said once, above the board; the status line (the live region) still
  // carries it for screen readers.
  assert.match(await page.locator('.gnp-status').textContent(), /Solved/);
  // The board is the largest thing in the frame: larger than the whole task card (its long
  // text scrolls in its box), the verdict and each card of the side column, refuted or solved.
  assert.ok(
    area(board) > area(refutedTask),
    `refuted: board ${JSON.stringify(board)} vs the task card ${JSON.stringify(refutedTask)}`,
  );
  for (const [selector, what] of [
    ['.puzzle-task', 'the whole task card'],
    ['.puzzle-feedback', 'the verdict'],
    ['[aria-label="Play"]', 'the Play card'],
    ['[aria-label="Hint and analysis"]', 'the hint card'],
  ]) {
    const other = await page.locator(selector).first().boundingBox();
    // (The task card as solved against the board as solved: the verdict changed its height.)
    for (const b of selector === '.puzzle-task' ? [solvedBoard] : [board, solvedBoard])
      assert.ok(area(b) > area(other), `board ${JSON.stringify(b)} vs ${what} ${JSON.stringify(other)}`);
  }
  assert.equal(await noScroll(), 0, 'nothing scrolled');
  await screenshot(page, 'puzzle-embed-640-solved');
  assertNoErrors(page);
  await page.close();
});

test('640×520 frames for outcome and grundy with a 2000-character task: all in view, the board the largest, the task scrolls by keyboard', async () => {
  let page = null;
  const TEXT = encodeURIComponent('Which edges pair up, and what does that say? '.repeat(50).slice(0, 2000));
  const SQUARE = 'rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4';
  const found = [];
  // hide=hint,analysis is what "Copy embed code" adds with its box ticked (a test); with or
  // without it the task sits beside the board (with the hint card under it when shown).
  for (const [goal, hide] of [
    ['outcome', '&hide=hint,analysis'],
    ['grundy', '&hide=hint,analysis'],
    ['outcome', ''],
  ]) {
    // Each frame in a tab of its own: the square's outcome answered in one tab stays answered
    // there across a reload (puzzle-progress.js), and each frame is answered here fresh.
    if (page) {
      assertNoErrors(page);
      await page.close();
    }
    page = await env.browser.newPage();
    await page.setViewportSize({ width: 640, height: 520 });
    await open(
      page,
      `index.html?embed=1&lock=1${hide}#${SQUARE}&goal=${goal}&title=The%20square&text=${TEXT}`,
    );
    await waitPhase(page, 'open');
    const answers =
      goal === 'outcome'
        ? [
            page.getByRole('button', { name: 'The player to move wins' }),
            page.getByRole('button', { name: 'The player to move loses' }),
          ]
        : [page.getByRole('textbox', { name: 'Grundy value' }), page.getByRole('button', { name: 'Check' })];
    // The long text scrolls in its box: Tab reaches it, the arrow keys scroll it.
    const text = page.getByRole('region', { name: 'The task (scrolls)' });
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    for (let i = 0; i < 12 && !(await text.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    assert.equal(
      await text.evaluate((el) => el === document.activeElement),
      true,
      'Tab reaches the task text',
    );
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => document.querySelector('.puzzle-text').scrollTop > 0);
    // A wrong answer: the verdict joins the task; everything is still in view, nothing scrolled.
    if (goal === 'outcome') await answers[0].click();
    else {
      await answers[0].click();
      await page.keyboard.type('5');
      await page.keyboard.press('Enter');
    }
    await page.waitForSelector('.puzzle-feedback:not([hidden])', { timeout: 30_000 });
    await settle(page);
    const what = `${goal}${hide}`;
    for (const [locator, name] of [
      [page.locator('.puzzle-title'), 'the title'],
      [page.locator('.puzzle-goal'), 'the question'],
      [page.locator('.puzzle-text'), 'the task text'],
      [answers[0], 'the first answer control'],
      [answers[1], 'the second answer control'],
      [page.locator('.puzzle-feedback'), 'the verdict'],
      [page.getByRole('button', { name: 'Reset' }), 'Reset'],
    ])
      await assertInFrame(locator, `${what}: ${name}`);
    const board = await assertInFrame(page.locator('svg.board'), `${what}: the board`);
    assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 0, 'nothing scrolled');
    assert.ok(
      (await page.evaluate(() => document.scrollingElement.scrollHeight)) <= 520,
      `${what}: the frame has nothing to scroll`,
    );
    const task = await page.locator('.puzzle-task').boundingBox();
    assert.ok(
      area(board) > area(task),
      `${what}: board ${JSON.stringify(board)} is larger than the task card ${JSON.stringify(task)}`,
    );
    await screenshot(page, `puzzle-embed-640-${goal}${hide ? '-hidden-hint' : ''}`);
    found.push(await axeSerious(page, what));
  }
  const report = found.filter(Boolean).join('\n');
  assert.equal(report, '', `serious/critical axe violations:\n${report}`);
  assertNoErrors(page);
  await page.close();
});

test('a 640×520 frame, an outcome puzzle with a long title and the hint shown: after Hint the task, the verdict, the board and the hint’s answer are all in view', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 640, height: 520 });
  const TITLE = encodeURIComponent("A rather long title for the square puzzle of this week's notes");
  await open(
    page,
    `index.html?embed=1&lock=1#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=${TITLE}`,
  );
  await waitPhase(page, 'open');
  // A wrong answer shows the right one; then the student asks for the hint.
  await page.getByRole('button', { name: 'The player to move wins' }).click();
  await page.waitForSelector('.puzzle-feedback:not([hidden])', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const answer = page.locator('.verdict-text', { hasText: 'You (to move) lose against perfect play.' });
  await answer.waitFor({ timeout: 30_000 });
  await settle(page);
  for (const [locator, name] of [
    [page.locator('.puzzle-title'), 'the title'],
    [page.locator('.puzzle-feedback'), 'the verdict'],
    [answer, "the hint's answer"],
  ])
    await assertInFrame(locator, name);
  // The board keeps most of the frame's height (the hint's facts once took all of it: the
  // board went to nothing and the frame's page scrolled).
  const board = await assertInFrame(page.locator('svg.board'), 'the board');
  assert.ok(board.height >= 200, `the board is ${Math.round(board.height)} px high`);
  assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 0, 'nothing scrolled');
  // The verdict is not hidden under the task's box edge (the task scrolls in its box).
  const task = await page.locator('.puzzle-task').boundingBox();
  const verdict = await page.locator('.puzzle-feedback').boundingBox();
  assert.ok(
    verdict.y >= task.y && verdict.y + verdict.height <= task.y + task.height + 0.5,
    `the verdict ${JSON.stringify(verdict)} lies in the task's box ${JSON.stringify(task)}`,
  );
  // Each fact's value has room: "Winning moves" is one line, not a word a line.
  const value = page.locator('.facts dd', { hasText: 'legal moves' });
  assert.ok((await value.boundingBox()).height < 45, 'the winning moves fact takes at most two lines');
  await screenshot(page, 'puzzle-embed-640-outcome-hint');
  assert.equal(await axeSerious(page, 'outcome puzzle frame with the hint'), '');
  assertNoErrors(page);
  await page.close();
});

test('a puzzle on a pile game: Circular Nim CN(5, 3), a wrong move refuted, then the only winning move', async () => {
  const page = await env.browser.newPage();
  // CN(5, 3) with piles 2,3,1,4,2: one winning move, 1 from each of piles 2, 3 and 4
  // (`graphnim puzzle check --goal unique` says well posed).
  await open(page, 'index.html#rules=circular&piles=2,3,1,4,2&k=3&goal=unique&title=Three%20in%20a%20row');
  await waitPhase(page, 'open');
  assert.match(await page.locator('.puzzle-task').textContent(), /Three in a row/);
  // A wrong move: one token from pile 0.
  await clickMove(page, 0);
  await waitPhase(page, 'refuted');
  assert.match(await page.locator('.puzzle-feedback').textContent(), /Not solved/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitPhase(page, 'open');
  assert.deepEqual((await boardSummary(page)).tokens, [2, 3, 1, 4, 2]);
  // The winning move: piles 2, 3 and 4, one each; the set follows the piles chosen.
  for (const p of [2, 3, 4]) await clickOnBoard(page, `.edge-label[data-edge="${p}"]`);
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitPhase(page, 'solved');
  assert.match(await page.locator('.puzzle-feedback').textContent(), /Solved/);
  assert.deepEqual((await boardSummary(page)).tokens, [2, 3, 0, 3, 1]);
  await screenshot(page, 'puzzle-circular-solved');
  assertNoErrors(page);
  await page.close();
});

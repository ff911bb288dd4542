// A student on a puzzle link: Hint, "Analyze all moves", Why? and the H key do not give the
// answer away. They open once the puzzle is solved, its solution shown, or the wrong tries
// that offer "Reveal solution" are used up (reveal=0 opens them at once); a solve after any
// help counts as revealed, and once it counts so (the card says "Solution shown": the hint
// gave the move) Reveal solution is not offered beside it. The course page's graphnim:hint
// obeys the same rule.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { settle, statusText, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { clickMove, openPuzzle, waitPhase } from './helpers/puzzle.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// C5 with counts 2,2,2,2,3: exactly one winning result, taking 1 from 4–0 (edge 4).
const C5 = 'rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3';

const hintButton = (page) => page.getByRole('button', { name: 'Hint', exact: true });
const analyzeButton = (page) => page.getByRole('button', { name: 'Analyze all moves' });
const whyButton = (page) => page.getByRole('button', { name: 'Why?' });
const hintMark = (page) => page.locator('svg.board').getAttribute('data-hint-move');

test('a puzzle keeps Hint, analysis, Why? and H closed until solved; they open after', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPuzzle(page, env.url(`index.html#${C5}&goal=unique&reveal=2`));
  await page.getByRole('region', { name: 'Puzzle', exact: true }).waitFor();
  for (const button of [hintButton(page), analyzeButton(page), whyButton(page)])
    assert.equal(await button.isDisabled(), true, 'closed in an unsolved puzzle');
  const note = page.locator('.help-locked');
  assert.match(await note.innerText(), /open once you have solved it, or after 2 wrong tries/);
  // The H key (the board focused, as a keyboard user plays) gives no hint either.
  await page.locator('svg.board').focus();
  await page.keyboard.press('h');
  await settle(page);
  assert.equal(await hintMark(page), null, 'H draws no hint');
  assert.equal(await page.locator('.hint-result .verdict').count(), 0, 'no verdict shown');
  await screenshot(page, 'puzzle-help-closed');
  assert.equal(await axeSerious(page, 'puzzle, help closed'), '');

  // Solved on one's own (1 from 4–0): help opens, and the solve is not marked revealed.
  await clickMove(page, page.mouse, 4, 1);
  await waitPhase(page, 'solved');
  assert.doesNotMatch(await page.locator('.puzzle-task').innerText(), /after the solution was shown/);
  assert.equal(await hintButton(page).isDisabled(), false, 'Hint opens once solved');
  assert.equal(await note.isVisible(), false);
  await analyzeButton(page).click();
  await page.locator('.analysis [data-move]').first().waitFor({ timeout: 20_000 });
  assertNoErrors(page);
  await page.close();
});

test('an outcome puzzle says its help opens once answered, and it does after one wrong answer', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  // C4 with opposite edges equal: the player to move loses.
  await openPuzzle(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome'));
  await waitPhase(page, 'open');
  assert.equal(await hintButton(page).isDisabled(), true, 'closed before an answer');
  const note = page.locator('.help-locked');
  const said = await note.innerText();
  assert.match(said, /open once you have answered it \(a wrong answer shows the answer\)/);
  assert.doesNotMatch(said, /wrong tries/, 'no count of tries an outcome puzzle never asks for');
  await screenshot(page, 'puzzle-help-closed-outcome');
  assert.equal(await axeSerious(page, 'outcome puzzle, help closed'), '');
  await page.getByRole('button', { name: 'The player to move wins' }).click();
  await waitPhase(page, 'over');
  assert.equal(await hintButton(page).isDisabled(), false, 'Hint opens after one wrong answer');
  assert.equal(await note.isVisible(), false);
  assertNoErrors(page);
  await page.close();
});

test('after the wrong tries that offer Reveal, Hint opens; then the card says the solution was shown, offers no Reveal, and a solve counts as revealed', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPuzzle(page, env.url(`index.html#${C5}&goal=unique&reveal=1`));
  await page.getByRole('region', { name: 'Puzzle', exact: true }).waitFor();
  assert.equal(await hintButton(page).isDisabled(), true);
  // One wrong try (1 from 0–1), taken back.
  await clickMove(page, page.mouse, 0, 1);
  await waitPhase(page, 'refuted');
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitPhase(page, 'open');
  assert.equal(await hintButton(page).isDisabled(), false, 'Hint opens with Reveal');
  // The card beside the buttons says what using them costs (the try's verdict that said it
  // goes with the next move).
  const note = page.locator('.help-locked');
  assert.equal(
    await note.innerText(),
    'In this puzzle the hint, the analysis, Why? and Explore count as revealed: a solve after them is not counted.',
  );
  await hintButton(page).click();
  await page.locator('svg.board[data-hint-move]').waitFor({ state: 'attached', timeout: 20_000 });
  assert.equal(await note.isVisible(), false, 'once used, the cost is paid: the note goes');
  // The hint showed the move: the card says the solution was shown, and Reveal solution, which
  // would show it again, is not offered beside that.
  const task = page.locator('.puzzle-task');
  await task.getByText('Wrong tries: 1 · solution shown').waitFor();
  await settle(page);
  assert.equal(await task.getByRole('button', { name: 'Reveal solution' }).isVisible(), false);
  const badges = await page.locator('svg.board .badge').evaluateAll((els) => els.map((b) => b.textContent));
  assert.deepEqual(badges, ['−1'], "the hint's move, marked once");
  await screenshot(page, 'puzzle-hint-no-reveal');
  // Solving now counts as revealed.
  await clickMove(page, page.mouse, 4, 1);
  await waitPhase(page, 'solved');
  assert.match(await page.locator('.puzzle-task').innerText(), /after the solution was shown/);
  assert.equal(await axeSerious(page, 'puzzle, solved after help'), '');
  assertNoErrors(page);
  await page.close();
});

test('in an embed the try that opens the help names only the help the embed shows', async () => {
  // An embed never shows Analyze all moves; hide=hint also hides its Hint and Why? card.
  for (const [query, opened] of [
    // The card's Why? is named by its card: the verdict's own Why? (why the try lost) is free.
    ['embed=1', 'Reveal solution, Hint and the Why? of Hint & analysis (each counts as revealed)'],
    ['embed=1&hide=hint', 'Reveal solution'],
  ]) {
    const page = await env.browser.newPage();
    await page.setViewportSize({ width: 700, height: 600 });
    await openPuzzle(page, env.url(`index.html?${query}#${C5}&goal=unique&reveal=1`));
    await clickMove(page, page.mouse, 0, 1);
    await waitPhase(page, 'refuted');
    const said = await statusText(page);
    assert.ok(said.includes(`Help is open now: ${opened}.`), `${query}: ${said}`);
    if (query === 'embed=1') {
      await page.screenshot({ path: artifactPath('puzzle-hint-gate-embed-help.png') });
      assert.equal(await axeSerious(page, 'embed puzzle, help open'), '');
    }
    assertNoErrors(page);
    await page.close();
  }
});

test('Hint before any wrong try with reveal=0 is open but counts as revealed', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url(`index.html#${C5}&goal=unique&reveal=0`));
  await page.getByRole('region', { name: 'Puzzle', exact: true }).waitFor();
  assert.equal(await hintButton(page).isDisabled(), false);
  await hintButton(page).click();
  await page.locator('svg.board[data-hint-move]').waitFor({ state: 'attached', timeout: 20_000 });
  await clickMove(page, page.mouse, 4, 1);
  await waitPhase(page, 'solved');
  assert.match(await page.locator('.puzzle-task').innerText(), /after the solution was shown/);
  assertNoErrors(page);
  await page.close();
});

test('a Walking Nim puzzle in a frame with reveal=0: after Hint the card says the solution was shown and offers no Reveal solution', async () => {
  const page = await env.browser.newPage();
  // The teacher's frame: the walk puzzle with its solution offered from the start.
  const src =
    '/index.html?embed=1&lock=1#rules=walk&v=6&e=0-1:3,1-2:2,2-3:3,3-4:4,4-5:4&xy=50,280;190,280;330,280;470,280;610,280;750,280&piece=0&mode=play-cpu&goal=win&title=Walker%20puzzle&text=Move%20the%20piece%20and%20win.&reveal=0';
  await page.goto(env.url(`tests/fixtures/course.html?src=${encodeURIComponent(src)}`));
  await page.waitForFunction(() => window.received.some((m) => m.type === 'graphnim:ready'), null, {
    timeout: 30_000,
  });
  const frame = page.frames().find((f) => f.url().includes('embed=1'));
  const task = frame.locator('.puzzle-task');
  const reveal = task.getByRole('button', { name: 'Reveal solution' });
  await reveal.waitFor();
  assert.match(await task.innerText(), /No wrong tries yet/);
  await hintButton(frame).click();
  await frame.locator('svg.board[data-hint-move]').waitFor({ state: 'attached', timeout: 20_000 });
  await task.getByText('Solution shown', { exact: true }).waitFor();
  await settle(frame);
  assert.equal(await reveal.isVisible(), false, 'no Reveal solution once the card says it was shown');
  // The student then picks the piece's next vertex, as the teacher did: still none.
  await frame.locator('g.vertex').nth(1).click();
  await frame.getByRole('button', { name: /new weight 0/ }).waitFor();
  assert.equal(await reveal.isVisible(), false);
  await screenshot(page, 'puzzle-walk-hint-no-reveal');
  assert.equal(await axeSerious(frame, 'walk puzzle frame after Hint'), '');
  // And after the move and the computer's reply.
  await frame.getByRole('button', { name: /new weight 0/ }).click();
  await frame.locator('ol.history li:not(.empty)').nth(1).waitFor({ timeout: 30_000 });
  await settle(frame);
  assert.equal(await reveal.isVisible(), false, 'nor later in the game');
  assert.match(await task.innerText(), /Solution shown/);
  assertNoErrors(page);
  await page.close();
});

test('the course page’s graphnim:hint on an unsolved puzzle is refused with the reason', async () => {
  const page = await env.browser.newPage();
  const src = `/index.html?embed=1#${C5}&goal=unique&reveal=2`;
  await page.goto(env.url(`tests/fixtures/course.html?src=${encodeURIComponent(src)}`));
  await page.waitForFunction(() => window.received.some((m) => m.type === 'graphnim:ready'), null, {
    timeout: 30_000,
  });
  const frame = page.frameLocator('#game');
  await frame.locator('.puzzle-task').waitFor({ timeout: 30_000 });
  await page.evaluate(() => window.send({ type: 'graphnim:hint' }));
  await page.waitForFunction(() => window.received.some((m) => m?.type === 'graphnim:error'), null, {
    timeout: 10_000,
  });
  const error = await page.evaluate(() => window.received.find((m) => m.type === 'graphnim:error'));
  // In a course page's terms: what opens the hint, and what to send meanwhile.
  assert.match(
    error.reason,
    /hint opens once it is solved, or after 2 wrong tries \(reveal=2\) and there have been 0: send graphnim:play with an answer first/,
  );
  assert.equal(await frame.locator('svg.board[data-hint-move]').count(), 0, 'no hint drawn');
  await page.close();
});

test('H in an unsolved puzzle says why nothing is shown (the hint card says it too)', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url(`index.html#${C5}&goal=unique`));
  await page.getByRole('region', { name: 'Puzzle', exact: true }).waitFor();
  await page.locator('svg.board').focus();
  await page.keyboard.press('h');
  await settle(page);
  const message = page.locator('.gnp-message');
  await message.waitFor();
  assert.match(await message.innerText(), /open once you have solved it, or after 3 wrong tries/);
  assert.match(await statusText(page), /your move/i, 'the game goes on');
  // Outside a puzzle the same board has its hint at once.
  await openPuzzle(page, env.url(`index.html#${C5}&mode=play`));
  await hintButton(page).click();
  await page.locator('.hint-result .verdict').waitFor({ timeout: 20_000 });
  assertNoErrors(page);
  await page.close();
});

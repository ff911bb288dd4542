// What a player sees stays put and says what is true: the board does not jump when a puzzle's
// verdict comes and goes, a taken-back move is a notice (not an error), the second click of a
// double-click on the last "Confirm move" does not land on the "Copy review link" that takes
// its place, "Board link copied." / "Puzzle link copied." go when the link changes, a reviewed game's list stays on the
// mark chosen, the hint's marks step aside while another move is composed, and a pile pick
// that cannot join the earlier ones says it starts the move again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  settle,
  assertNoErrors,
  clickElement,
  statusText,
  moveListTexts,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const boardTop = async (page) => {
  await settle(page);
  return Math.round((await page.locator('svg.board').boundingBox()).y);
};

test('a puzzle: the board stays put through a wrong try, Try again and the solve', async () => {
  const page = await env.browser.newPage();
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:1,2-3:2&goal=find&title=Nim&mode=play-cpu'),
  );
  const top = await boardTop(page);

  // A wrong try: one token from 0–1 (the opponent then takes both from 2–3).
  await clickElement(page, 'svg.board .edge-label[data-edge="0"]');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  const task = page.getByRole('region', { name: 'Puzzle' });
  await page.waitForFunction(() => document.querySelector('.puzzle-task')?.dataset.phase === 'refuted');
  assert.equal(await boardTop(page), top, 'the verdict did not push the board down');
  await screenshot(page, 'steady-puzzle-wrong');
  assert.equal(await axeSerious(page, 'puzzle verdict'), '');

  await task.getByRole('button', { name: 'Try again' }).click();
  assert.equal(await boardTop(page), top, 'Try again did not move the board');
  const feedback = page.locator('.puzzle-feedback');
  assert.match(await feedback.textContent(), /taken back/);
  assert.notEqual(await feedback.getAttribute('data-kind'), 'wrong', 'a notice, not an error box');
  assert.doesNotMatch(await statusText(page), /Not solved/);

  await clickElement(page, 'svg.board .edge-label[data-edge="1"]');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await page.waitForFunction(() => document.querySelector('.puzzle-task')?.dataset.phase === 'solved');
  assert.equal(await boardTop(page), top, 'the solve did not move the board');
  await screenshot(page, 'steady-puzzle-solved');
  assertNoErrors(page);
  await page.close();
});

test('a double-click on the last Confirm move ends the game and copies nothing', async () => {
  const page = await env.browser.newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // A star of four single tokens: taking all four at its centre wins at once, and the
  // review's "Copy review link" then appears where "Confirm move" was.
  await openPlayground(page, env.url('index.html#rules=edge&v=5&e=0-1:1,0-2:1,0-3:1,0-4:1&mode=play-cpu'));
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  for (let e = 0; e < 4; e++) await clickElement(page, `svg.board .edge-label[data-edge="${e}"]`);
  const confirm = await page.getByRole('button', { name: 'Confirm move' }).boundingBox();
  const [x, y] = [confirm.x + confirm.width / 2, confirm.y + confirm.height / 2];
  await page.mouse.dblclick(x, y);
  await page.waitForFunction(() => document.querySelector('.gnp-status')?.dataset.kind === 'won');
  await page.locator('.review-mark').first().waitFor();
  await settle(page);
  // The review card now stands where Confirm was: the second click's spot is in it (its
  // buttons, "Copy review link" among them, or its words), which that click must not have
  // pressed. (Its step buttons stand under the board.)
  const review = page.getByRole('region', { name: 'Game review' });
  const steps = page.getByRole('group', { name: /^Step through the game/ });
  assert.ok(
    await review.evaluate((card, [px, py]) => card.contains(document.elementFromPoint(px, py)), [x, y]),
    "the second click's spot is in the review card",
  );
  assert.doesNotMatch(await review.textContent(), /copied/i, 'the review link was not copied');
  assert.match(await steps.textContent(), /After move 1 of 1 \(the end\)/, 'the review was not stepped back');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'before');
  assert.equal(await page.evaluate(() => String(getSelection())), '', 'no text was selected either');
  await screenshot(page, 'steady-double-click-confirm');
  assertNoErrors(page);
  await page.close();
});

test('"… link copied." goes when the board, or a checked puzzle, changes', async () => {
  const page = await env.browser.newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:3&mode=edit'));
  const share = page.getByRole('region', { name: 'Share' });
  await share.getByRole('button', { name: 'Copy board link' }).click();
  await share.getByText('Board link copied.').waitFor();
  // The person changes a count: the link on screen is new and not copied.
  await clickElement(page, 'svg.board .edge-label[data-edge="0"]');
  await page.keyboard.press('5');
  await settle(page);
  assert.doesNotMatch(await share.textContent(), /copied/);

  const maker = page.getByRole('region', { name: 'Make a puzzle' });
  await maker.getByRole('button', { name: 'Check puzzle' }).click();
  await maker.getByRole('button', { name: 'Copy puzzle link' }).click();
  await maker.getByText('Puzzle link copied.').waitFor();
  await maker.getByRole('textbox', { name: 'Title' }).fill('Two edges');
  await maker.getByRole('button', { name: 'Check puzzle' }).click();
  await maker.getByRole('button', { name: 'Copy puzzle link' }).waitFor();
  await settle(page);
  assert.doesNotMatch(await maker.textContent(), /copied/, 'the new check is not copied yet');
  assertNoErrors(page);
  await page.close();
});

test('a long reviewed game: choosing the first move’s mark keeps it in view', async () => {
  const page = await env.browser.newPage();
  // One heap of 24 taken one at a time by two players: the first move (not taking all) is
  // a mistake, and the list of 24 moves scrolls inside itself.
  const moves = Array.from({ length: 24 }, () => '0:0-1').join(';');
  await openPlayground(page, env.url(`index.html#rules=edge&v=2&e=0-1:24&mode=play&moves=${moves}`));
  const list = page.getByRole('list', { name: 'Moves so far' });
  await page.locator('.review-mark').first().waitFor({ state: 'attached' });
  // The reader scrolls the list back to its start with the wheel, then clicks the mark.
  await list.hover();
  await page.mouse.wheel(0, -5000);
  await page.waitForFunction(() => document.querySelector('.history').scrollTop === 0);
  const mark = list.locator('.review-mark').first();
  assert.match(await mark.textContent(), /mistake/i);
  await mark.click();
  await settle(page);
  const first = list.getByRole('listitem').first();
  const inList = await first.evaluate((li) => {
    const r = li.getBoundingClientRect();
    const c = li.parentElement.getBoundingClientRect();
    return r.top >= c.top - 1 && r.bottom <= c.bottom + 1;
  });
  assert.ok(inList, 'the first move and its mark are still in view in the list');
  assert.equal(await list.locator('.review-mark').first().getAttribute('aria-pressed'), 'true');
  await screenshot(page, 'steady-review-first-mark');
  assertNoErrors(page);
  await page.close();
});

test('the hint’s marks step aside while another move is composed, and come back on Escape', async () => {
  const page = await env.browser.newPage();
  // Nim 1 and 2: the one winning move takes 1 from 2–3.
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:1,2-3:2&mode=play-cpu'));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.hintMove);
  await clickElement(page, 'svg.board .edge-label[data-edge="0"]');
  assert.equal(
    await page.locator('svg.board').getAttribute('data-hint-move'),
    null,
    'composing 1 from 0–1 hides the hint',
  );
  await screenshot(page, 'steady-hint-composing');
  await page.keyboard.press('Escape');
  await settle(page);
  assert.ok(await page.locator('svg.board').getAttribute('data-hint-move'), 'the hint is back');
  // Following the hint keeps it.
  await clickElement(page, 'svg.board .edge-label[data-edge="1"]');
  assert.ok(await page.locator('svg.board').getAttribute('data-hint-move'));
  assertNoErrors(page);
  await page.close();
});

test('a pile that cannot join the piles picked says the move starts again from it', async () => {
  const page = await env.browser.newPage();
  // Path Nim with k = 2: a move takes from two neighbouring piles at most.
  await openPlayground(page, env.url('index.html#rules=path&piles=2,3,1,4,2&k=2&mode=play-cpu'));
  await clickElement(page, 'svg.board .edge-label[data-edge="0"]');
  await clickElement(page, 'svg.board .edge-label[data-edge="3"]');
  // Said in the move box, above its Confirm (a banner covered the piles on a phone).
  const message = page.locator('.composer .move-error');
  await message.waitFor();
  assert.match(
    await message.textContent(),
    /No window holds pile 3 with pile 0: pile 0 is no longer chosen\./,
  );
  await screenshot(page, 'steady-pile-pick');
  assert.deepEqual(await moveListTexts(page), []);
  assertNoErrors(page);
  await page.close();
});

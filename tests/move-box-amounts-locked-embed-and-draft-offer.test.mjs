// A teacher building a course page on another origin, and their students: amounts typed in
// the move box with Tab between them are the move played; an unfinished puzzle draft is
// offered where the teacher lands; a locked embed offers no link out after a solve.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, boardSummary } from './helpers/ui.mjs';
import { makerCard, typeOver } from './helpers/author.mjs';
import { clickMove, waitPhase } from './helpers/puzzle.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { hears, heardNow, listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const THREE_EDGES = 'index.html#rules=edge&v=4&e=0-1:3,0-2:4,0-3:5&mode=play-cpu';

test('the move box: 2, Tab, 3, Tab, 3 plays those three amounts, and says so', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(THREE_EDGES));
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'take from 0–1 (3 tokens)');
  for (const key of ['2', 'Tab', '3', 'Tab', '3']) await press(page, key);
  assert.equal(await focusedName(page), 'take from 0–3 (5 tokens)', 'Tab goes from amount to amount');
  const amounts = () => page.locator('.composer .take-list input').evaluateAll((l) => l.map((i) => i.value));
  assert.deepEqual(await amounts(), ['2', '3', '3']);
  await screenshot(page, 'teachfix8-move-box-typed');
  assert.equal(await axeSerious(page, 'move box, three amounts typed'), '');

  // − and + stay for the mouse; a digit typed after a click on one goes into its box, and
  // ↑ in the box takes one more.
  await page.getByRole('button', { name: 'take one more from 0–1' }).click();
  await press(page, '1');
  assert.equal(await focusedName(page), 'take from 0–1 (3 tokens)', 'the digit went to the box');
  await press(page, 'ArrowUp');
  assert.deepEqual(await amounts(), ['2', '3', '3']);

  await heardNow(page);
  await press(page, 'Enter');
  await page.locator('ol.history li:not(.empty)').first().waitFor();
  const played = /took 2 from 0–1, 3 from 0–2, 3 from 0–3/;
  assert.match(await page.locator('ol.history li').first().innerText(), played);
  await hears(page, played);
  assertNoErrors(page);
  await page.close();
});

/** Controls shown in the playground that lead out of it: a link, or a button or field that
 *  offers one (named "… link"). */
const waysOut = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href], button, input')]
      .filter(
        (el) =>
          el.checkVisibility() &&
          (el.tagName === 'A' || /link/i.test(el.getAttribute('aria-label') || el.textContent)),
      )
      .map((el) => el.getAttribute('aria-label') || el.textContent.trim()),
  );

test('a locked embed: nothing leads out of the frame after a reveal or a solve', async () => {
  const page = await env.browser.newPage();
  await openPlayground(
    page,
    env.url('index.html?embed=1&lock=1#rules=edge&v=4&e=0-1:1,2-3:2&goal=find&title=Two%20heaps&reveal=1'),
  );
  // A wrong move, then the solution revealed.
  await clickMove(page, page.mouse, 0);
  await waitPhase(page, 'refuted');
  await page.getByRole('button', { name: 'Reveal solution' }).click();
  await page.getByRole('button', { name: 'Reset' }).waitFor();
  assert.deepEqual(await waysOut(page), [], 'after the reveal');
  // Solved.
  await page.getByRole('button', { name: 'Reset' }).click();
  await clickMove(page, page.mouse, 1);
  await waitPhase(page, 'solved');
  assert.deepEqual(await waysOut(page), [], 'after the solve');
  assert.equal(await page.getByRole('region', { name: 'Game review' }).count(), 0, 'no empty review card');
  await screenshot(page, 'teachfix8-locked-solved');
  assert.equal(await axeSerious(page, 'locked embed, solved'), '');
  assertNoErrors(page);
  await page.close();
});

test('an unfinished puzzle draft is offered where the teacher lands, and Open it brings it back', async () => {
  const note = (page) => page.getByText(/^You have an unfinished puzzle draft/);
  // No draft yet: no note.
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  assert.equal(await note(page).isVisible(), false, 'no note for someone who never made a draft');
  const boardWithoutNote = await page.locator('svg.board').boundingBox();

  // The teacher starts a puzzle on a board of their own, then leaves.
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:3'));
  const card = makerCard(page);
  await card.getByLabel('Goal').selectOption({ label: 'Find the only winning move' });
  await typeOver(page, card.getByLabel('Title', { exact: true }), 'Two edges');
  await typeOver(page, card.getByLabel('Task'), 'Find the winning move.');
  await page.close();

  // Back on the page another day, in Play, on a 1280×800 laptop: said in the toolbar's free
  // middle, in view without scrolling (under the status line it was below the window), and
  // its coming after the first paint moves nothing (in the flow above the board, it moved the
  // board down a line as it came).
  const back = await env.browser.newPage();
  await openPlayground(back, env.url('index.html'));
  await note(back).waitFor();
  assert.match(await note(back).textContent(), /draft, “Two edges”\.$/);
  const noteBox = await back.locator('.draft-note').boundingBox();
  const boardBox = await back.locator('svg.board').boundingBox();
  const inView = (box) => box.y >= 0 && box.y + box.height <= 800;
  for (const name of ['Open it', 'Dismiss the note of the unfinished puzzle draft'])
    assert.ok(inView(await back.getByRole('button', { name }).boundingBox()), `${name} is in view`);
  assert.ok(noteBox.y + noteBox.height <= boardBox.y, 'the note is over the board, not on it');
  const openBox = await back.getByRole('button', { name: 'Open it' }).boundingBox();
  const playBox = await back.getByRole('button', { name: 'Play', exact: true }).boundingBox();
  assert.ok(
    Math.abs(openBox.y + openBox.height / 2 - (playBox.y + playBox.height / 2)) < 3,
    'Open it is in the toolbar’s row, level with Play',
  );
  const overlaps = (a, b) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const name of ['Play', 'Undo'])
    assert.ok(
      !overlaps(noteBox, await back.getByRole('button', { name, exact: true }).boundingBox()),
      `the note leaves ${name} clear`,
    );
  assert.deepEqual(boardBox, boardWithoutNote, 'the board is where it is on a page with no note');
  await screenshot(back, 'teachfix8-draft-note');
  assert.equal(await axeSerious(back, 'page with the draft note'), '');

  // Open it: the draft's board in Edit, the focus in its card, the note gone.
  await back.getByRole('button', { name: 'Open it' }).click();
  await back.locator('.puzzle-maker :focus').waitFor();
  assert.equal(await makerCard(back).getByLabel('Title', { exact: true }).inputValue(), 'Two edges');
  // The goal box, focused as the card came, shows the draft's goal (it kept the first one).
  assert.equal(await makerCard(back).getByLabel('Goal').inputValue(), 'unique');
  assert.deepEqual((await boardSummary(back)).tokens, [2, 3]);
  assert.equal(await note(back).isVisible(), false);
  await screenshot(back, 'teachfix8-draft-opened');
  // The draft's board came as an undo step: the history before it is kept (a link cleared it).
  await back.getByRole('button', { name: 'Undo', exact: true }).click();
  await back.waitForFunction(() => !location.hash.includes('e=0-1:2,1-2:3'));

  // Never in an embed.
  await openPlayground(back, env.url('index.html?embed=1#rules=edge&v=4&e=0-1:1,2-3:2&mode=play-cpu'));
  assert.equal(await note(back).isVisible(), false, 'no note in an embed');
  assertNoErrors(back);
  await back.close();

  // Edit on a puzzle fills the maker from it (and offers the draft before it there): the note
  // does not come then, naming a draft the maker no longer holds.
  const teacher = await env.browser.newPage();
  await openPlayground(teacher, env.url(`${THREE_EDGES}&goal=find&title=Star`));
  await waitPhase(teacher, 'open');
  assert.equal(await note(teacher).isVisible(), false, 'no note over a puzzle');
  await teacher.getByRole('button', { name: 'Edit', exact: true }).click();
  await makerCard(teacher).getByText('Filled from the puzzle you left, “Star”.').waitFor({ timeout: 30_000 });
  assert.equal(await note(teacher).isVisible(), false, 'no note naming the draft the puzzle replaced');
  assertNoErrors(teacher);
  await teacher.close();
});

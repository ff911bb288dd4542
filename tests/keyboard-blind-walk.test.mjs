// What a blind player met walking the page with the keyboard and a screen reader: the same
// Grundy value checked twice counted two wrong tries; a value that is not a number was shown
// under the box but not said. Each is driven with Tab, typing and Enter, and checked in what
// the live regions say.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, moveListTexts } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const GRUNDY = 'index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&goal=grundy&title=Value&reveal=2';

test('a Grundy value checked twice is one wrong try, said again; a value that is no number is said', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(GRUNDY));
  await tabTo(page, /^Grundy value$/);
  // Enter on the empty box: what to type, not 'not ""'.
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /Type the Grundy value first: a whole number such as 0, 1 or 2\./);
  await page.keyboard.type('8o');
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /The Grundy value is a whole number such as 0, 1 or 2, not "8o"\./);
  // Enter again on the same text says it again.
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /not "8o"\./);

  await page.keyboard.press('Control+A');
  await page.keyboard.type('5');
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /5 is not right\. Wrong tries: 1\.$/);
  // The impatient second Enter, after the verdict: the same answer, counted once.
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /You gave that answer already: it is not right, and it counts once\. Wrong tries: 1\.$/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    /You gave that answer already: it is not right, and it counts once\. Wrong tries: 1\.\s*$/,
  );
  assert.equal(await page.getByRole('button', { name: 'Reveal solution' }).isVisible(), false);
  assert.match(await page.locator('.puzzle-tries').textContent(), /Wrong tries: 1\b/);
  // Another wrong value is another try.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('7');
  await press(page, 'Enter');
  await hears(page, /7 is not right\. Wrong tries: 2\./);
  await screenshot(page, 'kbfix6-grundy-twice');
  assert.equal(await axeSerious(page, 'Grundy puzzle after two tries'), '');
  assertNoErrors(page);
  await page.close();
});

test('an outcome answer given with Enter twice is judged once, and the second Enter does not reset the puzzle', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(GRUNDY.replace('goal=grundy', 'goal=outcome')));
  await tabTo(page, /^The player to move wins$/);
  await page.keyboard.press('Enter');
  await press(page, 'Enter');
  await hears(page, /Solved at the first try\./);
  await press(page, 'Enter');
  assert.equal(await page.locator('.puzzle-task').getAttribute('data-phase'), 'solved');
  const heard = await heardNow(page);
  assert.ok(!heard.some((text) => /Back at the start/.test(text)), heard.join(' | '));
  assertNoErrors(page);
  await page.close();
});

test('a Path Nim game left for Edge-Nim is named in the notice, which covers neither the legend nor Presets', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=path&piles=3,3,3,3&k=2&mode=play-cpu'));
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  await tabTo(page, /^pile 0, 3 tokens$/);
  await press(page, 'Enter');
  await press(page, 'Control+Enter');
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length >= 2);
  await tabTo(page, /^Edge-Nim$/);
  await heardNow(page);
  await press(page, 'Enter');
  const notice =
    /^Your unfinished game of Path Nim PN\(4, 2\) \(2 moves played\) is set aside for this new board: Undo brings it back\./;
  await hears(page, notice);
  const message = page.locator('.gnp-message');
  assert.match(await message.innerText(), notice);
  await screenshot(page, 'kbfix6-rules-notice');
  // The notice sits clear of the legend under the board and of the Presets card.
  const box = await message.boundingBox();
  for (const covered of [page.locator('.board-legend'), page.getByRole('region', { name: 'Presets' })]) {
    const other = await covered.boundingBox();
    if (!other) continue;
    const overlaps =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    assert.equal(overlaps, false, `the notice covers ${await covered.evaluate((e) => e.className)}`);
  }
  assertNoErrors(page);
  await page.close();
});

const K5 = '0-1:4,0-2:4,0-3:4,0-4:4,1-2:4,1-3:4,1-4:4,2-3:4,2-4:4,3-4:4';

test('Edge-Nim from the keyboard: Ctrl+Enter confirms, Enter while the computer thinks says why, Edit then keeps the game for Undo, and a second Restart is no undo step', async () => {
  const page = await listeningPage(env.browser);
  // K5 with 4 tokens an edge: the computer takes a few seconds over its reply (a table of
  // about ten million positions), time enough for a keyboard user to press Edit.
  await openPlayground(page, env.url(`index.html#rules=edge&v=5&e=${K5}&mode=play-cpu`));
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  await tabTo(page, /^edge 0–1\b/);
  await heardNow(page);
  // The first token says how to go on and how to confirm, true to the keys.
  await press(page, 'Enter');
  await hears(
    page,
    /^Move at vertex 0: taking 1 from 0–1\. Enter takes one more; Ctrl\+Enter confirms the move\.$/,
  );
  await page.keyboard.press('Control+Enter');
  // At once, while the computer thinks: Enter on the board says why nothing happens.
  await page.keyboard.press('Enter');
  await hears(page, /^The computer is about to move: your move comes after its reply\.$/);
  assert.deepEqual(await moveListTexts(page), ['You: at vertex 0: took 1 from 0–1']);
  // Edit before the computer answers: the game is set aside, said, with the way back.
  await tabTo(page, /^Edit$/, { key: 'Shift+Tab' });
  await heardNow(page);
  await page.keyboard.press('Enter');
  await hears(
    page,
    /^Your unfinished game of Edge-Nim \(1 move played\) is set aside while you edit: Undo brings it back\.$/,
  );
  await screenshot(page, 'kbfix6-edit-while-thinking');
  await heardNow(page);
  await press(page, 'Control+z');
  // Said once, by the notice that shows it too; then the turn.
  await hears(page, /^Undone: the game is back \(1 move played\)\. Redo takes this back\.$/);
  await hears(page, /^The computer is thinking…$/);
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length === 2);
  assert.equal((await moveListTexts(page))[0].replace(/^\d+\.\s*/, ''), 'You: at vertex 0: took 1 from 0–1');

  // Restart, and Restart again: the second is said and is no undo step, so one Undo brings
  // the game of two moves back.
  await tabTo(page, /^Restart$/);
  await press(page, 'Enter');
  await hears(page, /^Restarted: a new game on this board; Undo brings back the game of 2 moves\./);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^The game is at its start already: nothing to restart\.$/);
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(page, /^Undone: the game is back \(2 moves played\)\. Redo takes this back\.$/);
  assert.equal((await moveListTexts(page)).length, 2);
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: the link says where the piece stands, a typed digit picks the new weight, and "Move cancelled." goes at the next key', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(
    page,
    env.url('index.html#rules=walk&v=4&e=0-1:3,1-2:2,2-3:1,3-0:2&piece=1&mode=play-cpu'),
  );
  await hears(
    page,
    /^Walking Nim: the piece is on vertex 1; 4 edges \(0–1: weight 3, 1–2: weight 2, 2–3: weight 1, 3–0: weight 2\)\. Your turn\.$/,
  );
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  await tabTo(page, /^edge 1–2\b/);
  await press(page, 'Enter');
  await heardNow(page);
  await page.keyboard.type('5');
  await hears(
    page,
    /^Edge 1–2 can take the new weight 0 or 1, not 5: type one of those, or Tab to it, then press Enter\.$/,
  );
  await page.keyboard.type('0');
  assert.equal(await focusedName(page), 'edge 1–2: new weight 0');
  await heardNow(page);
  await press(page, 'Escape');
  await hears(page, /^Move cancelled\.$/);
  const announcer = page.locator('.gnp-toolbar [aria-live]');
  assert.equal((await announcer.textContent()).trim(), 'Move cancelled.');
  await press(page, 'Tab');
  assert.equal((await announcer.textContent()).trim(), '');
  assert.equal(await axeSerious(page, 'Walking Nim after a cancelled move'), '');
  assertNoErrors(page);
  await page.close();
});

test('Why? is read once and says the move it draws; Explore says its keys and the map’s edge, and its readout goes with it', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu'));
  await tabTo(page, /^Why\?$/);
  await press(page, 'Enter');
  const why = page.getByRole('region', { name: 'Why: certificate' });
  await why.locator('.why-summary:not([hidden])').waitFor();
  const summary = (await why.locator('.why-summary').textContent()).trim();
  // Read line by line, the summary comes once.
  const lines = (await why.ariaSnapshot()).split('\n').filter((line) => line.includes(summary));
  assert.equal(lines.length, 1, lines.join('\n'));
  const example = why.locator('.why-move').first();
  const move = (await example.textContent()).trim();
  await tabTo(page, new RegExp(`^${move.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    new RegExp(`^The board shows the move ${move.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.$`),
  );
  assert.equal(await axeSerious(page, 'Why? with an example move shown'), '');

  await tabTo(page, /^Explore$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, /^Draw map$/);
  await press(page, 'Enter');
  const readout = page.locator('.explore-readout');
  await page.waitForFunction(() =>
    /arrow keys/.test(document.querySelector('.explore-readout')?.textContent),
  );
  assert.match(await readout.textContent(), /or move over the map with the arrow keys.*or press Enter/);
  await tabTo(page, /^Heat map of/);
  await heardNow(page);
  for (let step = 0; step < 5; step++) await press(page, 'ArrowLeft');
  await hears(page, /\. Edge of the map\.\s*$/);
  // Home, End, Page Up and Page Down go to the map's ends, the map kept in view (they
  // scrolled the page away from it, its focus out of sight).
  const inView = () =>
    page.evaluate(() => {
      const box = document.querySelector('canvas.explore-map').getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight;
    });
  const cell = () => page.locator('.explore-readout').getAttribute('data-cell');
  // The cursor's row, at the left edge after the arrows.
  const [, row] = (await cell()).split(',').map(Number);
  await press(page, 'End');
  const [endI, endJ] = (await cell()).split(',').map(Number);
  assert.ok(endI > 0 && endJ === row, `End: the row's far end (${endI},${endJ}), from row ${row}`);
  assert.ok(await inView(), 'End keeps the map in view');
  await press(page, 'Home');
  assert.equal(await cell(), `0,${row}`);
  await press(page, 'PageUp');
  const [, topJ] = (await cell()).split(',').map(Number);
  assert.ok(topJ > 0, `Page Up: the column's top (${topJ})`);
  await press(page, 'PageDown');
  assert.equal(await cell(), '0,0');
  assert.ok(await inView(), 'the map still in view');
  await screenshot(page, 'kbfix6-explore-edge');
  assert.equal(await axeSerious(page, 'Explore at the map’s edge'), '');
  await press(page, 'Escape');
  await page.getByRole('region', { name: 'Explore' }).waitFor({ state: 'hidden' });
  assert.equal((await readout.textContent()).trim(), '');
  assertNoErrors(page);
  await page.close();
});

// The page's keys from the page's controls, as a keyboard and screen-reader player met them.
// H, A, ? and Ctrl+Z did nothing with the focus on a checkbox (Misère, "computer moves first"),
// though Help said they work "with the focus anywhere but in a text field": a checkbox was
// taken for a text field. On a drop-down list a letter is the list's own (it picks an
// option), and Help now says so; Ctrl+Z and ? work there.
// And the answer H, A or Enter on Why? scrolls into view no longer leaves the focused control
// outside the window: pressed on Puzzles or Explore in the header, focus goes to the button
// that asks (Hint, Analyze all moves), in the window with the answer below it; Why? stays in
// the window above its reasons; a board vertex that stays in sight keeps the focus.
// Driven with keys only, in the order the player pressed them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, settle } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage, playAtVertex } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The focused element's box on screen, and whether it is wholly in the window. */
const focusedBox = (page) =>
  page.evaluate(() => {
    const box = document.activeElement.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, inWindow: box.top >= 0 && box.bottom <= innerHeight };
  });

/** Whether what `selector` finds shows, its top inside the window. */
const topInWindow = (page, selector) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.top < innerHeight;
  });

const misere = (page) => page.getByRole('checkbox', { name: /^Misère/ });

test('H, A, ? and Ctrl+Z on the Misère and “computer moves first” checkboxes do what Help says', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  // One move from the board, and the computer's reply.
  await playAtVertex(page, 0, 1);
  await hears(page, /^Computer: .*Your turn\./);

  // Back to the header's Misère, Space: misère play from here on, mid-game.
  await tabTo(page, /^Misère/, { key: 'Shift+Tab', limit: 80 });
  await press(page, ' ');
  assert.equal(await misere(page).isChecked(), true, 'misère is on');
  await heardNow(page);

  // H on the checkbox: the hint comes, is said and is on the screen.
  await press(page, 'h');
  await hears(page, /Winning move|can win|loses?\b/);
  await page.locator('.hint-result .verdict').waitFor();
  await settle(page);
  assert.ok(await topInWindow(page, '.hint-result'), 'the hint is on the screen');
  assert.ok((await focusedBox(page)).inWindow, `the focus is on the screen: ${await focusedName(page)}`);
  await screenshot(page, 'keyboard-h-on-misere');

  // A on the checkbox: the analysis, said.
  await tabTo(page, /^Misère/, { key: 'Shift+Tab', limit: 80 });
  await heardNow(page);
  await press(page, 'a');
  await hears(page, /listed below/);
  await page.getByRole('list', { name: 'All moves' }).waitFor();

  // ? on the checkbox: Help, which says where H works; Escape brings the focus back.
  await tabTo(page, /^Misère/, { key: 'Shift+Tab', limit: 80 });
  await press(page, '?');
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  const text = (await help.textContent()).replace(/\s+/g, ' ');
  assert.match(text, /H ?hint, with the focus anywhere but in a text field or a drop-down list/);
  assert.match(text, /this help, with the focus anywhere but in a text field/);
  await press(page, 'Escape');
  await help.waitFor({ state: 'hidden' });
  assert.match(await focusedName(page), /^Misère/, 'the focus is back on Misère');

  // Ctrl+Z on the checkbox: the rule change is undone, and said.
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(page, /^Undone: normal play again \(Misère off\)/);
  assert.equal(await misere(page).isChecked(), false, 'misère is off again');

  // A on “computer moves first”: the analysis of the normal-play board.
  await tabTo(page, /computer moves first/);
  await heardNow(page);
  await press(page, 'a');
  await hears(page, /listed below/);
  assert.equal(await axeSerious(page, 'the analysis asked from a checkbox'), '');
  assertNoErrors(page);
  await page.close();
});

test('on the Opponent drop-down a letter picks an option, not a hint; ? and Ctrl+Z are the page’s', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  const opponent = page.getByRole('combobox', { name: 'Opponent' });
  await tabTo(page, /^Opponent$/);
  await heardNow(page);

  // H: the list's own letter (no option begins with it): no hint is asked for.
  await press(page, 'h');
  assert.equal(await opponent.inputValue(), 'cpu', 'the opponent is unchanged');
  // ? there opens Help, which says why H did nothing: on a drop-down list a letter picks an option.
  await press(page, '?');
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  const text = (await help.textContent()).replace(/\s+/g, ' ');
  assert.match(text, /anywhere but in a text field or a drop-down list \(where a letter picks an option\)/);
  await screenshot(page, 'keyboard-help-from-drop-down');
  assert.equal(await axeSerious(page, 'Help opened from a drop-down list'), '');
  await press(page, 'Escape');
  await help.waitFor({ state: 'hidden' });
  assert.equal(await focusedName(page), 'Opponent', 'the focus is back on Opponent');
  assert.equal(await page.locator('.hint-result').textContent(), '', 'H asked for no hint');
  assert.ok(
    !(await heardNow(page)).some((said) => /can win|Winning move|lose/.test(said)),
    'no hint was said',
  );

  // T, the first letter of “two players”, picks it, as a drop-down list does.
  await press(page, 't');
  assert.equal(await opponent.inputValue(), 'human', 'T picked two players');
  // Ctrl+Z there is the page's: it says what it undid, or that there is nothing to undo.
  await press(page, 'Control+z');
  await hears(page, /^(Undone|Nothing to undo)/);
  assertNoErrors(page);
  await page.close();
});

test('H or A on Puzzles or Explore, and Enter on Why?: the focus stays on the screen, the answer below it', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));

  // H on Puzzles in the header: the page scrolls to the hint; focus goes to Hint, on screen.
  await tabTo(page, /^Puzzles$/);
  await press(page, 'h');
  await page.locator('.hint-result .verdict').waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Hint');
  await settle(page);
  let box = await focusedBox(page);
  assert.ok(box.inWindow, `Hint is on the screen (${box.top}–${box.bottom})`);
  assert.ok(await topInWindow(page, '.hint-result'), 'the hint is on the screen, below Hint');
  await screenshot(page, 'keyboard-h-on-puzzles');
  assert.equal(await axeSerious(page, 'the hint asked from Puzzles'), '');

  // A on Explore: focus goes to Analyze all moves, on screen, the analysis below it.
  await page.keyboard.press('Control+Home');
  await tabTo(page, /^Explore$/, { key: 'Shift+Tab', limit: 80 });
  await heardNow(page);
  await press(page, 'a');
  await hears(page, /listed below/);
  await page.waitForFunction(() => document.activeElement?.textContent === 'Analyze all moves');
  await settle(page);
  box = await focusedBox(page);
  assert.ok(box.inWindow, `Analyze all moves is on the screen (${box.top}–${box.bottom})`);
  assert.ok(await topInWindow(page, '.hint-result'), 'the answer is on the screen, below the button');
  await screenshot(page, 'keyboard-a-on-explore');

  // A move, then Enter on Why?: its long reasons come into view with Why? still on the screen.
  await playAtVertex(page, 0, 1);
  await hears(page, /^Computer: .*Your turn\./);
  await tabTo(page, /^Why\?$/);
  await heardNow(page);
  await press(page, 'Enter');
  await page.locator('.why-list').waitFor();
  await settle(page);
  await settle(page);
  assert.equal(await focusedName(page), 'Why?', 'focus stays on Why?');
  box = await focusedBox(page);
  assert.ok(box.inWindow, `Why? is on the screen (${box.top}–${box.bottom})`);
  assert.ok(await topInWindow(page, '.why'), 'the reasons are on the screen, below Why?');
  await screenshot(page, 'keyboard-why-keeps-button');
  assert.equal(await axeSerious(page, 'Why? opened by Enter'), '');

  // H on a board vertex, which stays in sight: the focus stays on it.
  await page.keyboard.press('Control+Home');
  await tabTo(page, /^vertex 2\b/, { limit: 80 });
  await heardNow(page);
  await press(page, 'h');
  await hears(page, /Winning move|can win|loses?\b/);
  await settle(page);
  assert.match(await focusedName(page), /^vertex 2\b/, 'focus stays on the vertex');
  assert.ok((await focusedBox(page)).inWindow, 'the vertex is on the screen');
  assertNoErrors(page);
  await page.close();
});

test('Ctrl+Z in an open Rules dialog leaves the game behind it alone; after Escape it undoes', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:3&mode=play'));
  await playAtVertex(page, 0, 1);
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length === 1);
  await tabTo(page, /^Rules$/, { key: 'Shift+Tab', limit: 100 });
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // The modal holds the keys: the move behind it stays (it was undone, unseen).
  await heardNow(page);
  await press(page, 'Control+z');
  await settle(page);
  assert.equal(await page.locator('ol.history li:not(.empty)').count(), 1, 'the move is still played');
  await press(page, 'Escape');
  await dialog.waitFor({ state: 'hidden' });
  await press(page, 'Control+z');
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length === 0);
  assertNoErrors(page);
  await page.close();
});

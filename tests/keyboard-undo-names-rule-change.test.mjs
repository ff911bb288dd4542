// Undo and Redo of a rule switched mid-game say what changed back. Misère ticked or unticked
// leaves the game where it is (its moves stand): Undo said "the game is back (2 moves
// played)", as if a game had come back from elsewhere, and nothing said the rule changed. The
// rules switch (Edge-Nim → Walking Nim) does set the game aside: Undo says which game is back.
// Driven with keys only, as a keyboard player with a screen reader pressed them; checked in
// what the live regions say.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, moveListTexts, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** Opens the page and plays one move with keys as the person did: Skip to the board, arrows
 *  to vertex 0, Enter, 1, Tab, 1, Enter; then waits for the computer's reply. */
async function twoMovesPlayed(page) {
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  await tabTo(page, /^vertex 0\b/, { key: 'ArrowRight', limit: 20 });
  await press(page, 'Enter');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await press(page, 'Enter');
  await waitForHumanTurnOrEnd(page);
  assert.equal((await moveListTexts(page)).length, 2);
}

test('Undo of Misère ticked mid-game says normal play is back, Redo that misère is; no game "is back"', async () => {
  const page = await listeningPage(env.browser);
  await twoMovesPlayed(page);
  const played = await moveListTexts(page);
  await tabTo(page, /^Misère/);
  await press(page, 'Space');
  await hears(page, /The game goes on under misère play/);
  await tabTo(page, /^Game board/, { key: 'Shift+Tab' });
  await heardNow(page);
  await press(page, 'Control+z');
  const undone =
    'Undone: normal play again (Misère off): whoever makes the last move wins. Redo takes this back.';
  await hears(
    page,
    /^Undone: normal play again \(Misère off\): whoever makes the last move wins\. Redo takes this back\.$/,
  );
  await hears(page, /^Your turn\.$/);
  // Seen too: the notice says it, and the switch is unticked.
  const notice = await page.locator('.gnp-message').innerText();
  assert.ok(notice.startsWith(undone), notice);
  assert.equal(await page.getByRole('checkbox', { name: /^Misère/ }).isChecked(), false);
  assert.deepEqual(await moveListTexts(page), played, 'the game stayed where it was');
  await screenshot(page, 'keyboard-undo-misere');
  assert.equal(await axeSerious(page, 'Undo of a misère switch'), '');
  const heard = await heardNow(page);
  assert.ok(!heard.some((text) => /game is back/.test(text)), heard.join(' | '));

  await press(page, 'Control+y');
  await hears(
    page,
    /^Redone: misère play again \(Misère on\)\. Misère play: whoever takes the last token loses\. Your turn\.$/,
  );
  assert.equal(await page.getByRole('checkbox', { name: /^Misère/ }).isChecked(), true);
  assert.ok(!(await heardNow(page)).some((text) => /game is back/.test(text)));
  assertNoErrors(page);
  await page.close();
});

test('Undo of Edge-Nim → Walking Nim mid-game says Edge-Nim and its game are back; Redo, Walking Nim', async () => {
  const page = await listeningPage(env.browser);
  await twoMovesPlayed(page);
  const played = await moveListTexts(page);
  await tabTo(page, /^Walking Nim$/);
  await press(page, 'Enter');
  await hears(page, /is set aside for this new board: Undo brings it back\./);
  await tabTo(page, /^Game board/, { key: 'Shift+Tab', limit: 80 });
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(page, /^Undone: Edge-Nim again, the game is back \(2 moves played\)\. Redo takes this back\.$/);
  assert.deepEqual(await moveListTexts(page), played);
  await screenshot(page, 'keyboard-undo-rules-switch');
  await heardNow(page);
  await press(page, 'Control+y');
  await hears(page, /^Redone: Walking Nim again, a new game on this board\. /);
  assertNoErrors(page);
  await page.close();
});

test('in the editor, Undo of Misère ticked says normal play is back', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3&mode=edit'));
  await tabTo(page, /^Misère/);
  await press(page, 'Space');
  await tabTo(page, /^Game board/, { key: 'Shift+Tab' });
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(page, /^Undone: normal play again \(Misère off\): whoever makes the last move wins\.$/);
  await heardNow(page);
  await press(page, 'Control+y');
  await hears(page, /^Redone: misère play again \(Misère on\)\.$/);
  assertNoErrors(page);
  await page.close();
});

// A blind keyboard player's keys that lost a place or a number: Backspace after a count typed
// on an edge takes back the last digit (it deleted the edge), Delete still deletes; Escape in
// Walking Nim's new weights takes focus back to the edge or vertex the move began at (it fell
// to the whole board); a pile game's move box says Ctrl+Enter confirms (its Confirm move is
// nine Tabs away); Help says Tab passes − and + in a move box; a loop is "loop at vertex 2" in
// what is said, as on the board, not "2–2". Driven with keys only; judged by what is heard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, boardSummary, moveListTexts } from './helpers/ui.mjs';
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

test('Backspace after a typed count takes back its last digit; Help and the Selection card say so', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:4&mode=edit'));
  await tabTo(page, /^edge 0–1\b/);
  await page.keyboard.type('31');
  await hears(page, /^Edge 0–1: 31 tokens\.$/);
  // The count is heard only after a pause: Backspace comes after it, to fix the 1.
  await heardNow(page);
  await press(page, 'Backspace');
  await hears(page, /^Edge 0–1: 3 tokens\.$/);
  assert.deepEqual((await boardSummary(page)).tokens, [3, 4], 'the edge kept, with 3 tokens');
  // A digit typed next goes on from what is left.
  await press(page, '2');
  await hears(page, /^Edge 0–1: 32 tokens\.$/);
  await heardNow(page);
  await press(page, 'Backspace');
  await press(page, 'Backspace');
  await hears(page, /^Edge 0–1: 0 tokens\.$/);
  await press(page, 'Backspace');
  await hears(page, /^No digit left to take back: edge 0–1 has 0 tokens\. Delete deletes it\.$/);
  assert.equal((await boardSummary(page)).edges, 2, 'no edge deleted by Backspace');
  await screenshot(page, 'kbfix11-backspace-digit');

  // Delete deletes; Backspace on an edge with no digits typed deletes as before.
  await heardNow(page);
  await press(page, 'Delete');
  await hears(page, /^Edge 0–1 deleted\. Ctrl\+Z undoes it\.$/);
  await tabTo(page, /^edge 1–2\b/);
  await press(page, 'Backspace');
  await hears(page, /^Edge 1–2 deleted\. Ctrl\+Z undoes it\.$/);
  assert.equal((await boardSummary(page)).edges, 0);

  const selection = page.getByRole('region', { name: 'Selection' });
  assert.match(
    await selection.textContent(),
    /Tab to an edge, then type its tokens \(Backspace takes back a digit\)/,
  );

  await press(page, '?');
  const help = page.getByRole('dialog');
  await help.waitFor();
  const text = await help.textContent();
  assert.match(text, /type digitsset its token count; Backspace takes back the last digit typed/);
  assert.match(text, /Backspace only when no digits were just typed for its count/);
  // Set the amounts: Tab passes − and + (out of the Tab order), as the shortcuts say.
  assert.match(text, /Tab goes on to the next field, past − and \+, which are for the mouse/);
  assert.doesNotMatch(text, /Tab goes on to its − and \+/);
  await screenshot(page, 'kbfix11-help');
  assert.equal(await axeSerious(page, 'Help'), '');
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: Escape in the new weights goes back to the edge or vertex the move began at; a loop is named as the board names it', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:5,1-2:3,2-2:4&mode=edit'));
  await tabTo(page, /^Walking Nim$/);
  await press(page, 'Enter');
  await hears(
    page,
    /Walking Nim: the piece is on vertex 0; 3 edges \(0–1: weight 5, 1–2: weight 3, loop at vertex 2: weight 4\)/,
  );
  assert.doesNotMatch((await heardNow(page)).join(' | '), /2–2/);

  await tabTo(page, /^Play$/);
  await press(page, 'Enter');
  await tabTo(page, /^edge 0–1, weight 5/);
  await press(page, 'Enter');
  assert.match(await focusedName(page), /^4$|new weight 4/, 'focus on the first new weight');
  await press(page, 'Escape');
  await hears(page, /Move cancelled\./);
  assert.match(await focusedName(page), /^edge 0–1, weight 5/, 'focus back on the edge');

  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  assert.doesNotMatch(await focusedName(page), /^vertex 1\b/, 'focus in the new weights');
  await press(page, 'Escape');
  assert.match(await focusedName(page), /^vertex 1\b/, 'focus back on the vertex');
  await screenshot(page, 'kbfix11-walk-escape');
  assertNoErrors(page);
  await page.close();
});

test('a pile game’s move box says Ctrl+Enter confirms, and it does from the pile', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=circular&piles=2,2,2,2,2&k=2&mode=play-cpu'));
  const box = page.locator('.composer');
  await box.getByText(/Ctrl\+Enter confirms the move/).waitFor();
  assert.doesNotMatch(await box.textContent(), /Tab to Confirm move/);
  await tabTo(page, /^pile 4, 2 tokens/);
  await press(page, 'Enter');
  assert.match(await focusedName(page), /^pile 4, 2 tokens, taking 1/);
  await press(page, 'Control+Enter');
  await hears(page, /^Computer: /);
  assert.match((await moveListTexts(page))[0], /You: took 1 from pile 4/);
  assertNoErrors(page);
  await page.close();
});

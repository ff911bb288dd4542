// A keyboard player with a screen reader hears what a key changed: the editor's J (join) and
// Undo, Enter on a vertex that has no move (and why), and the review's step buttons (which
// move the board shows, also in the card's text). Each of these changed the board, or did
// nothing, without a word. A review step and an edit say each thing once (they repeated
// the move, its number, the counts). Driven with Tab, Enter and keys as that player pressed them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, boardSummary, assertNoErrors, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const heard = async (page, pattern) =>
  page.waitForFunction(
    ([source, flags]) =>
      [...document.querySelectorAll('[aria-live="polite"], [role="status"]')].some((el) =>
        new RegExp(source, flags).test(el.textContent),
      ),
    [pattern.source, pattern.flags],
  );

test('the editor: J then Enter, and Undo, say what changed on the board', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3&mode=edit'));
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  await press(page, 'j');
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'Enter');
  assert.equal((await boardSummary(page)).edges, 2);
  await heard(page, /^Edge 1–2 added, 1 token\.$/);
  await page.keyboard.press('Control+z');
  await heard(page, /^Undone: edge 1–2 gone\.$/);
  assert.equal((await boardSummary(page)).edges, 1);
  await page.keyboard.press('Control+y');
  await heard(page, /^Redone: edge 1–2 back, 1 token\.$/);
  // A token count typed and undone: which edge, and its count now.
  await tabTo(page, /^edge 0–1\b/);
  await press(page, '5');
  await page.keyboard.press('Control+z');
  await heard(page, /^Undone: edge 0–1 now 3 tokens\./);
  // A loop deleted by mistake and brought back: said as back, with its count (it was said as
  // "the loop at vertex 1 added", heard as the adding undone).
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'l');
  await heard(page, /^Loop at vertex 1 added, 1 token\.$/);
  await page.keyboard.type('12');
  await heard(page, /^Loop at vertex 1: 12 tokens\.$/);
  await press(page, 'Delete');
  await page.keyboard.press('Control+z');
  await heard(page, /^Undone: the loop at vertex 1 back, 12 tokens\.$/);
  assert.equal(await axeSerious(page, 'editor after Undo'), '');
  assertNoErrors(page);
  await page.close();
});

test('Enter on a vertex with no move says why, where a screen reader hears it', async () => {
  const page = await env.browser.newPage();
  // Edge-Nim: vertex 0's only edge is empty.
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:0,1-2:2&mode=play'));
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  await heard(page, /^Vertex 0 has no move: every edge at it is empty\./);
  assert.match(await focusedName(page), /^vertex 0\b/, 'focus stays on the vertex');
  assert.equal(await page.getByRole('button', { name: 'Confirm move' }).count(), 0, 'no move opened');
  await screenshot(page, 'keyboard-says-no-move');
  assert.equal(await axeSerious(page, 'a vertex with no move'), '');
  // The same key again is said again: the live region that says it changes.
  await page.evaluate(() => {
    const region = [...document.querySelectorAll('[aria-live="polite"]')].find((el) =>
      el.textContent.startsWith('Vertex 0 has no move'),
    );
    window.changes = 0;
    new MutationObserver(() => window.changes++).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await press(page, 'Enter');
  assert.ok(await page.evaluate(() => window.changes > 0), 'the second Enter is said too');
  await heard(page, /^Vertex 0 has no move/);

  // Walking Nim: a vertex the piece cannot reach.
  await page.goto(env.url('index.html#rules=walk&v=3&e=0-1:3,1-2:1&piece=0&mode=play'));
  await openPlayground(page, page.url());
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'Enter');
  await heard(page, /cannot go to vertex 2: no edge with tokens joins them/);

  // A finished game: every vertex.
  await page.goto(env.url('index.html#rules=edge&v=2&e=0-1:1&mode=play-cpu'));
  await openPlayground(page, page.url());
  await tabTo(page, /^edge 0–1\b/);
  await press(page, 'Enter');
  await press(page, 'Enter');
  await waitForHumanTurnOrEnd(page);
  await tabTo(page, /^vertex 0\b/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await heard(page, /^The game is over \(you won\): no moves are left\./);
  assertNoErrors(page);
  await page.close();
});

test('the review’s step buttons say, and show, which move the board is at', async () => {
  const page = await env.browser.newPage();
  // Three single tokens: You, Computer, You.
  await openPlayground(page, env.url('index.html#rules=edge&v=6&e=0-1:1,2-3:1,4-5:1&mode=play-cpu'));
  for (let turn = 0; turn < 2; turn++) {
    await tabTo(page, /^edge \d–\d\b.*1 token$/);
    await press(page, 'Enter');
    await press(page, 'Enter');
    await waitForHumanTurnOrEnd(page);
  }
  const review = page.getByRole('region', { name: 'Game review' });
  await review.getByText(/No mistakes|mistake/).waitFor();
  await tabTo(page, /^Previous move$/);
  await press(page, 'Enter');
  // The step line stands under the board, with the step buttons.
  const where = page.locator('.review-where');
  assert.match(await where.textContent(), /^After move 2 of 3, Computer: at vertex \d: took 1 from \d–\d$/);
  // Said by the card's one live line, the step first, then its judgement.
  const said = review.locator('.sr-only[aria-live="polite"]');
  assert.ok((await said.textContent()).startsWith(await where.textContent()), await said.textContent());
  await press(page, 'Enter');
  assert.match(await where.textContent(), /^After move 1 of 3, You: at vertex \d: took 1 from \d–\d$/);
  await press(page, 'ArrowRight');
  await press(page, 'End');
  assert.match(await where.textContent(), /^After move 3 of 3 \(the end\), You: /);
  await screenshot(page, 'keyboard-says-review-step');
  assert.equal(await axeSerious(page, 'review stepped'), '');
  assertNoErrors(page);
  await page.close();
});

/** Starts recording each text a live region (or the status line) takes, into window.saidTexts. */
const recordSaid = (page) =>
  page.evaluate(() => {
    window.saidTexts = [];
    for (const region of document.querySelectorAll('[aria-live="polite"], [role="status"]'))
      new MutationObserver(() => window.saidTexts.push(region.textContent.trim())).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
  });
const saidMatching = async (page, pattern) =>
  (await page.evaluate(() => window.saidTexts)).filter((text) => pattern.test(text));

test('a review step says its move and number once', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=6&e=0-1:1,2-3:1,4-5:1&mode=play-cpu'));
  for (let turn = 0; turn < 2; turn++) {
    await tabTo(page, /^edge \d–\d\b.*1 token$/);
    await press(page, 'Enter');
    await press(page, 'Enter');
    await waitForHumanTurnOrEnd(page);
  }
  const review = page.getByRole('region', { name: 'Game review' });
  await review.getByText(/No mistakes|mistake/).waitFor();
  await tabTo(page, /^Previous move$/);
  await recordSaid(page);
  await press(page, 'Enter');
  await press(page, 'ArrowLeft');
  await page
    .locator('.review-where')
    .filter({ hasText: /^After move 1 of 3/ })
    .waitFor();
  await page.waitForFunction(() =>
    window.saidTexts.some((text) => /after move 1|first|fastest|winning/i.test(text)),
  );
  for (const step of [1, 2]) {
    const named = await saidMatching(page, new RegExp(`move ${step} of 3`, 'i'));
    assert.equal(named.length, 1, `move ${step}: ${named.join(' | ')}`);
  }
  assert.equal(
    (await saidMatching(page, /took 1 from/)).length,
    2,
    (await saidMatching(page, /./)).join(' | '),
  );

  assertNoErrors(page);
  await page.close();
});

test('an edit says its counts once: the status line says them, the edit only what it did', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=1&e=&mode=edit'));
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  await recordSaid(page);
  await press(page, 'n');
  await heard(page, /^Vertex 1 added, joined to vertex 0\.$/);
  await heard(page, /^Editing — 2 vertices, 1 edge\./);
  assert.equal(
    (await saidMatching(page, /2 vertices/)).length,
    1,
    (await saidMatching(page, /./)).join(' | '),
  );
  assertNoErrors(page);
  await page.close();
});

// Keyboard only: a whole game against the computer from page load to the result with
// Tab, Shift+Tab, arrow keys, typing, Enter and Space — no mouse. Enter confirms the move being
// composed, focus never falls back to the page after a move, the move panel is a few keys away,
// an ARIA live region announces moves, hints and the result, and the board has a text
// description listing its vertices and edges with their counts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, boardSummary, settle, assertNoErrors, moveListTexts } from './helpers/ui.mjs';
import { assertFocusKept, press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** Everything the page's ARIA live regions say now. */
async function liveText(page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]',
      ),
    ]
      .map((el) => el.textContent)
      .join(' | '),
  );
}

/** Waits until the live regions say something matching `pattern`. */
async function waitForAnnouncement(page, pattern, timeout = 30_000) {
  try {
    await page.waitForFunction(
      (source) =>
        new RegExp(source, 'i').test(
          [
            ...document.querySelectorAll(
              '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]',
            ),
          ]
            .map((el) => el.textContent)
            .join(' | '),
        ),
      pattern.source,
      { timeout },
    );
  } catch {
    assert.fail(`no live-region announcement matching ${pattern}; live regions say: ${await liveText(page)}`);
  }
}

/** One Edge-Nim move by keyboard: focus the vertex, Enter, Tab to its box, type, Enter. */
async function keyboardMove(page, vertex, edgeName, amount) {
  await tabTo(page, new RegExp(`^vertex ${vertex}\\b`));
  await press(page, 'Enter');
  const keys = await tabTo(page, new RegExp(`take from ${edgeName}`), { limit: 8 });
  assert.ok(keys <= 8, `the move panel took ${keys} keys to reach`);
  await page.keyboard.type(String(amount));
  const before = (await moveListTexts(page)).length;
  await press(page, 'Enter'); // Enter confirms the move being composed
  const moves = await moveListTexts(page);
  assert.ok(moves.length > before, `Enter did not confirm the move (moves: ${moves.join(' | ')})`);
  assert.match(moves[before], new RegExp(`${amount} from ${edgeName}`), moves[before]);
}

test('the board has an accessible text description listing vertices and edges with counts', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:1,2-3:2&mode=play-cpu'));
  // The board has a text description: vertices and edges with their counts.
  const description = await page.locator('svg.board').evaluate((svg) => {
    const ids = (svg.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return [
      svg.getAttribute('aria-description') ?? '',
      ...ids.map((id) => document.getElementById(id)?.textContent ?? ''),
      svg.querySelector(':scope > desc')?.textContent ?? '',
    ].join(' ');
  });
  assert.match(description, /4 vertices/, `board description: "${description}"`);
  assert.match(description, /2 edges/, `board description: "${description}"`);
  assert.match(description, /0–1[^;.]*\b1 token\b/, `board description: "${description}"`);
  assert.match(description, /2–3[^;.]*\b2 tokens\b/, `board description: "${description}"`);

  assertNoErrors(page);
  await page.close();
});

test('a whole game against the computer with the keyboard only, announced in a live region', async () => {
  const page = await env.browser.newPage();
  // Nim heaps 1 (edge 0–1) and 2 (edge 2–3): you win by taking 1 from 2–3, then the last token.
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:1,2-3:2&mode=play-cpu'));

  // A hint, by keyboard, is announced.
  await tabTo(page, /^Hint$/);
  await page.keyboard.press('Enter');
  await waitForAnnouncement(page, /win/);
  await assertFocusKept(page, 'after the hint');

  // Move 1: take 1 from 2–3 (at vertex 2).
  await keyboardMove(page, 2, '2–3', 1);
  await assertFocusKept(page, 'after your move');
  await waitForAnnouncement(page, /2–3/);
  await screenshot(page, 'keyboard-after-first-move');

  // The computer answers (taking one of the two single tokens); it is announced.
  await waitForAnnouncement(page, /computer/);
  await page.waitForFunction(() => document.querySelector('.gnp-status')?.dataset.kind === 'turn', null, {
    timeout: 30_000,
  });
  await settle(page);
  await assertFocusKept(page, 'after the computer’s move');

  // Move 2: the last token.
  const board = await boardSummary(page);
  const last = board.tokens.findIndex((t) => t > 0);
  assert.ok(last >= 0, 'one token left');
  const [u, v] = last === 0 ? [0, 1] : [2, 3];
  await keyboardMove(page, u, `${u}–${v}`, 1);
  await assertFocusKept(page, 'after the last move');
  await waitForAnnouncement(page, /you win/);
  await screenshot(page, 'keyboard-game-won');
  assertNoErrors(page);
  await page.close();
});

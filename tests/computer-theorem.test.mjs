// The computer on positions only a theorem answers (the mirror theorem):
// on the cube Q3 with about 950 tokens per edge no table fits, but the mirror theorem says who
// wins and names the move that restores the symmetry. The "perfect" computer must play that
// move — not guess — and, a move listed or not, never claim to be guessing when it is not.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  settle,
  statusText,
  moveListTexts,
  waitForHumanTurnOrEnd,
  takeAtVertex,
  assertNoErrors,
} from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// Q3 (vertex u joined to u with one bit flipped); the counts are symmetric under u ↦ 7 − u
// except edge 0 (0–1), which has 3 tokens more than its mirror image 6–7.
const Q3_COUNTS = [933, 975, 969, 916, 947, 977, 947, 969, 977, 916, 975, 930];
const Q3_PAIRS = ['0-1', '0-2', '0-4', '1-3', '1-5', '2-3', '2-6', '3-7', '4-5', '4-6', '5-7', '6-7'];
const q3 = (counts) => `#rules=edge&v=8&e=${Q3_PAIRS.map((p, i) => `${p}:${counts[i]}`).join(',')}`;

test('perfect computer, first, one move from a mirror position: it restores the symmetry', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${q3(Q3_COUNTS)}&mode=play-cpu&first=cpu&cpu=perfect`));
  await waitForHumanTurnOrEnd(page);
  // The winning move takes the 3 extra tokens from 0–1 (at vertex 0 or 1).
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 1, `one computer move: ${JSON.stringify(moves)}`);
  assert.match(moves[0], /took 3 from 0–1/);
  assert.equal(await statusText(page), 'Your turn.');
  assert.equal(await page.locator('.gnp-computer-note').isVisible(), false, 'no "guessed" note');
  // The hint agrees: the human, to move in a mirror position, loses; the mirror theorem says so.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForSelector('.hint-result .verdict');
  await settle(page);
  assert.match(await page.locator('.hint-result .verdict').textContent(), /LOSE/);
  assert.match(await page.locator('.hint-result').textContent(), /MethodBy a theorem .*Mirror position/);
  await screenshot(page, 'computer-mirror-restored');
  assertNoErrors(page);
  await page.close();
});

test('perfect computer in a mirror (lost) position: it moves, and the human can restore the symmetry', async () => {
  const page = await env.browser.newPage();
  const symmetric = Q3_COUNTS.slice();
  symmetric[0] = 930;
  await openPlayground(page, env.url(`index.html${q3(symmetric)}&mode=play-cpu&first=cpu&cpu=perfect`));
  await waitForHumanTurnOrEnd(page);
  assert.equal((await moveListTexts(page)).length, 1);
  // Every move loses in a mirror position, so the computer does not claim to be guessing.
  assert.equal(await page.locator('.gnp-computer-note').isVisible(), false);
  // The human now has a winning move: the one restoring the symmetry.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForSelector('.hint-result .verdict');
  await settle(page);
  assert.match(await page.locator('.hint-result .verdict').textContent(), /WIN/);
  assert.match(await page.locator('.hint-result').textContent(), /Winning move:/);
  assert.match(await page.locator('.hint-result').textContent(), /MethodBy a theorem .*mirror position/);
  await screenshot(page, 'computer-mirror-lost');
  assertNoErrors(page);
  await page.close();
});

// Three edges of about 10^9 tokens: the triangle's theorem answers at once, but the count of
// legal moves (about 3·10^18) is past what a JavaScript number holds exactly. The answer must
// still arrive whole (it came as nothing: an empty hint card, a computer thinking forever),
// the count said as the estimate it is.
const BIG_C3 = '#rules=edge&v=3&e=0-1:1000000000,1-2:1000000000,2-0:999999999';

test('a triangle of 10^9 tokens: the hint and the analysis answer, the move count said as about 3.0·10^18', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${BIG_C3}`));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForSelector('.hint-result .verdict');
  await settle(page);
  const hint = await page.locator('.hint-result').textContent();
  assert.match(await page.locator('.hint-result .verdict').textContent(), /WIN/);
  assert.match(hint, /Winning move:/);
  assert.match(hint, /of about 3\.0·10\^18 legal moves/);
  assert.doesNotMatch(hint, /3,000,000,00/, 'no count with digits it does not have');
  await screenshot(page, 'computer-theorem-huge-triangle');
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await page.locator('.analysis-list li').first().waitFor();
  const analysis = await page.locator('.analysis').textContent();
  assert.match(analysis, /about 3\.0·10\^18/);
  assertNoErrors(page);
  await page.close();
});

test('the perfect computer plays on a triangle and a square of 10^8–10^9 tokens, first or in reply', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${BIG_C3}&mode=play-cpu&first=cpu&cpu=perfect`));
  await waitForHumanTurnOrEnd(page);
  const first = await moveListTexts(page);
  assert.equal(first.length, 1, `one computer move: ${JSON.stringify(first)}`);
  // The winning move lowers the two heavier edges to the lightest one's 999,999,999.
  assert.match(first[0], /took 1 from 0–1, 1 from 1–2|took 1 from 1–2, 1 from 0–1/);
  assert.equal(await statusText(page), 'Your turn.');
  assertNoErrors(page);

  // A square of 10^8 per edge, the human moving first: take one token from 0–1 at vertex 0.
  const square = '#rules=edge&v=4&e=0-1:100000000,1-2:100000000,2-3:100000000,3-0:100000000';
  await openPlayground(page, env.url(`index.html${square}&mode=play-cpu&cpu=perfect`));
  await takeAtVertex(page, 0, '0–1');
  await waitForHumanTurnOrEnd(page);
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 2, `the human's move and the computer's reply: ${JSON.stringify(moves)}`);
  // Opposite edges equal is a loss for the player to move: the reply restores it on 2–3.
  assert.match(moves[1], /took 1 from 2–3/);
  assert.equal(await statusText(page), 'Your turn.');
  await screenshot(page, 'computer-theorem-huge-square');
  assertNoErrors(page);
  await page.close();
});

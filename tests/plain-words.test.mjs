// A student and a teacher who know no combinatorial game theory walk the page: "Why?" and
// the hint explain the answer with what the board shows (its vertex numbers and edges "0–1"),
// never the papers' letters (a, b, c, …); wherever the solver's letters P and N appear, what
// they mean is written next to them; and a pile game is started from the first view, while
// playing, without going into the editor.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, setupE2E, screenshot } from './helpers/browser.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';
import {
  openPlayground,
  settle,
  assertNoErrors,
  clickElement,
  moveListTexts,
  waitForHumanTurnOrEnd,
  boardSummary,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The tetrahedron preset's link, with edge 0–1 emptied (the theorem needs an empty edge). */
const K4 = 'index.html#rules=edge&v=4&e=0-1:0,0-2:4,0-3:5,1-2:6,1-3:7,2-3:8';

async function pressWhy(page) {
  await page.getByRole('button', { name: 'Why?' }).click();
  const region = page.getByRole('region', { name: 'Why: certificate' });
  await region.locator('.why-summary:not([hidden])').waitFor();
  return region;
}

/** Every "u–v" a text names is an edge the board draws between vertices it numbers. */
async function assertNamesAreOnTheBoard(page, text) {
  const { vertices, edges } = await page.evaluate(() => window.graphNimPlayground.getPosition());
  for (const [, u, v] of text.matchAll(/(\d+)–(\d+)/g)) {
    const [a, b] = [Number(u), Number(v)];
    assert.ok(a < vertices && b < vertices, `vertex numbers ${u}, ${v} are on the board: ${text}`);
    assert.ok(
      edges.some(([x, y]) => (x === a && y === b) || (x === b && y === a)),
      `edge ${u}–${v} is on the board: ${text}`,
    );
  }
}

/** No letter standing for an edge or a vertex ("a = c", "b + C", "A ⊕ b"). */
function assertNoLetters(text) {
  assert.doesNotMatch(text, /(^|[\s(])[a-eA-E]( [=+⊕≤]|,)/, text);
  assert.doesNotMatch(text, /labell?ing|K4 labels/, text);
}

test('K4 with an empty edge: Why? and the hint name the board’s vertices and edges, and say what P and N mean', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(K4));
  const region = await pressWhy(page);
  const method = await region.locator('.why-method').textContent();
  assert.match(method, /A theorem says who wins, independently: /);
  assert.match(method, /K4 with an empty edge is P when/);
  assert.match(
    method,
    /with edge 0–1 empty, the paths 0–2–1 and 0–3–1 carry 4 \+ 6 = 10 ≠ 5 \+ 7 = 12, so N/,
  );
  assertNoLetters(method);
  await assertNamesAreOnTheBoard(page, method);
  // The letters P and N are explained where they appear, in words one can read on a phone.
  const letters = region.locator('.why-letters');
  assert.ok(await letters.isVisible(), 'the meaning of P and N is shown');
  assert.equal(
    await letters.textContent(),
    'P: the player to move loses with best play (the previous player wins). N: the player to move wins.',
  );
  await screenshot(page, 'plain-words-why-k4');
  await region.screenshot({ path: 'test-artifacts/plain-words-why-k4-region.png' });
  assert.equal(await axeSerious(page, 'Why? on K4'), '');

  // The hint shows the same explanation, with the same key to its letters.
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.locator('.hint-result .verdict').waitFor();
  const hint = page.locator('.hint-result');
  assert.match(await hint.textContent(), /edge 0–1 empty/);
  assert.ok(await hint.locator('.outcome-letters').isVisible(), 'the hint says what P and N mean');
  await screenshot(page, 'plain-words-hint-k4');
  assertNoErrors(page);
  await page.close();
});

test('a triangle from the Presets while playing: Why? names its edges and the vertex to move at', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  const presets = page.getByRole('region', { name: 'Presets' });
  await presets.getByRole('combobox', { name: 'Preset graph' }).selectOption({ label: 'Cycle Cₙ' });
  await presets.locator('input.preset-size').fill('3');
  await presets.getByRole('combobox', { name: 'Tokens' }).selectOption('equal');
  await presets.getByLabel('Tokens per edge').fill('4');
  await presets.getByRole('button', { name: 'Build' }).click();
  await settle(page);
  // The student takes one token from edge 0–1 at vertex 0; the computer answers.
  await clickElement(page, 'svg.board [data-vertex="0"]');
  await clickElement(page, 'svg.board .edge-label[data-edge="0"]');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  const region = await pressWhy(page);
  const method = await region.locator('.why-method').textContent();
  assert.match(method, /Triangle 0–1–2–0: its edges 0–1, 1–2 and 2–0 hold/);
  assertNoLetters(method);
  await assertNamesAreOnTheBoard(page, method);
  assert.ok(await region.locator('.why-letters').isVisible());
  await screenshot(page, 'plain-words-why-triangle');
  assertNoErrors(page);
  await page.close();
});

test('the Presets card counts in the words of the game shown: weights in Walking Nim, heaps for Nim heaps', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  const presets = page.getByRole('region', { name: 'Presets' });
  // The words around the counts' fields, as seen (the select's options left out).
  const countsWords = () =>
    presets
      .locator('.row')
      .nth(1)
      .evaluate((row) =>
        [...row.querySelectorAll('span')]
          .filter((span) => span.checkVisibility() && !span.children.length)
          .map((span) => span.textContent)
          .join(' '),
      );
  // The first view's preset is Nim heaps: its counts are per heap, not per edge.
  assert.equal(await countsWords(), 'Tokens per heap');
  await tabTo(page, /^Tokens per heap$/);

  // Walking Nim, with the keyboard: the same fields now speak of weights.
  await tabTo(page, /^Walking Nim$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, /^Preset graph or pile game$/);
  assert.equal(await countsWords(), 'Weights per heap');
  // Another family (the next in the list, a path): its counts are per edge.
  await press(page, 'ArrowDown');
  assert.equal(
    await presets.getByRole('combobox', { name: 'Preset graph or pile game' }).inputValue(),
    'path',
  );
  await tabTo(page, /^Weights$/, { limit: 3 });
  await tabTo(page, /^Weight per edge$/, { limit: 2 });
  assert.equal(await countsWords(), 'Weights per edge');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2');
  await presets.screenshot({ path: artifactPath('plain-words-presets-walk.png') });
  assert.equal(await axeSerious(page, 'Presets in Walking Nim'), '');
  await tabTo(page, /^Build$/, { limit: 3 });
  await press(page, 'Enter');
  await page.waitForFunction(() => document.querySelector('svg.board')?.dataset.vertices === '5');
  const board = await boardSummary(page);
  assert.equal(board.rules, 'walk');
  assert.deepEqual(board.tokens, [2, 2, 2, 2], 'every weight as typed');
  assertNoErrors(page);
  await page.close();
});

test('a student playing the first view starts Circular Nim against the computer from the Presets', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  const presets = page.getByRole('region', { name: 'Presets' });
  const choice = presets.getByRole('combobox', { name: 'Preset graph or pile game' });
  await choice.selectOption({ label: 'Circular Nim (piles in a ring)' });
  // The boxes now ask about piles.
  await presets.getByLabel('piles', { exact: true }).fill('5');
  await presets.getByLabel('k (piles per move)').fill('2');
  await presets.getByLabel('Tokens per pile').fill('3');
  await screenshot(page, 'plain-words-presets-piles');
  await presets.screenshot({ path: 'test-artifacts/plain-words-presets-card.png' });
  assert.equal(await axeSerious(page, 'Presets with a pile game'), '');
  await presets.getByRole('button', { name: 'Build' }).click();
  await settle(page);
  assert.deepEqual(await page.evaluate(() => window.graphNimPlayground.getPosition()), {
    rules: 'circular',
    piles: [3, 3, 3, 3, 3],
    k: 2,
  });
  assert.match(await page.locator('svg.board .set-caption').textContent(), /Circular Nim CN\(5, 2\)/);
  assert.match(await page.locator('.gnp-status-text').textContent(), /^Your turn\.$/);
  assert.equal(await page.getByRole('combobox', { name: 'Opponent' }).inputValue(), 'cpu');
  // A move by clicks: one token from pile 1 and one from pile 2, then Confirm; the computer answers.
  await clickElement(page, '.edge-label[data-edge="1"]');
  await clickElement(page, '.edge-label[data-edge="2"]');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  const moves = await moveListTexts(page);
  assert.equal(moves[0], 'You: took 1 from pile 1, 1 from pile 2');
  assert.ok(moves.length >= 2, `the computer answered: ${moves.join(' | ')}`);
  await screenshot(page, 'plain-words-circular-game');
  assertNoErrors(page);
  await page.close();
});

test('an outcome puzzle: the student answers, opens Why? under the verdict, and reads what P means', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome'));
  await page.getByRole('button', { name: 'The player to move loses' }).click();
  const reason = page.locator('.puzzle-reason');
  await page.locator('.puzzle-why summary').waitFor();
  await page.locator('.puzzle-why summary').click();
  await reason.waitFor();
  const text = await reason.textContent();
  assert.match(text, /Square 0–1–2–3–0: opposite edges 0–1 and 2–3 hold the same count \(3 = 3\)/);
  assert.match(text, /so P: /);
  assert.match(
    text,
    /\(P: the player to move loses with best play \(the previous player wins\)\. N: the player to move wins\.\)$/,
  );
  assertNoLetters(text);
  await screenshot(page, 'plain-words-outcome-puzzle');
  assert.equal(await axeSerious(page, 'outcome puzzle answered'), '');
  assertNoErrors(page);
  await page.close();
});

// Playing: a full game against the computer, hints checked against the engine, analysis,
// Walking Nim moves and refused illegal moves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  clickElement,
  boardSummary,
  statusText,
  settle,
  assertNoErrors,
  EMPTY_BOARD,
} from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

async function waitForHumanTurnOrEnd(page) {
  await page.waitForFunction(
    () => {
      const s = document.querySelector('.gnp-status').dataset.kind;
      return s === 'turn' || s === 'won' || s === 'lost';
    },
    null,
    { timeout: 30_000 },
  );
  await settle(page);
}

test('a full game of Nim against the perfect computer ends with the winner announced', async () => {
  const page = await env.browser.newPage();
  // Nim heaps 1, 2, 3: xor 0, so the player to move (you) loses against perfect play.
  await openPlayground(page, env.url('index.html#rules=edge&v=6&e=0-1:1,2-3:2,4-5:3&mode=play-cpu'));
  assert.equal(await statusText(page), 'Your turn.');
  for (let turn = 0; turn < 10; turn++) {
    await waitForHumanTurnOrEnd(page);
    const kind = await page.locator('.gnp-status').getAttribute('data-kind');
    if (kind !== 'turn') break;
    const board = await boardSummary(page);
    const edge = board.tokens.findIndex((t) => t > 0);
    await clickElement(page, `.edge-label[data-edge="${edge}"]`); // take one token from that heap
    if (turn === 0) await screenshot(page, 'play-composing');
    await page.getByRole('button', { name: 'Confirm move' }).click();
    await settle(page);
    // The computer's move is shown on the board before the human moves again.
    await waitForHumanTurnOrEnd(page);
    if ((await page.locator('.gnp-status').getAttribute('data-kind')) === 'turn') {
      assert.ok(await page.locator('svg.board').getAttribute('data-last-move'), 'computer move highlighted');
      if (turn === 0) await screenshot(page, 'play-computer-moved');
    }
  }
  assert.equal(await statusText(page), 'The computer wins. You have no move left.');
  const history = await page.locator('.history li').allTextContents();
  assert.ok(history.length >= 2 && history.length % 2 === 0, history.join(' | '));
  assert.ok(history.some((h) => h.startsWith('Computer:')));
  await screenshot(page, 'play-game-over');
  assertNoErrors(page);
  await page.close();
});

test('the hint highlights a winning move (checked with the engine) and analysis colours every move', async () => {
  const page = await env.browser.newPage();
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&xy=250,130;550,130;550,430;250,430'),
  );
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('svg.board[data-hint-move]');
  await settle(page);
  const move = JSON.parse(await page.locator('svg.board').getAttribute('data-hint-move'));
  const check = await page.evaluate((mv) => {
    const engine = window.graphNimEngine;
    const position = window.graphNimPlayground.getPosition();
    const next = engine.applyMove(position, mv);
    return engine.solve(next, {}).outcome;
  }, move);
  assert.equal(check, 'P', 'after the hinted move the opponent must be lost');
  const hintText = await page.locator('.hint-result').textContent();
  assert.match(hintText, /WIN/);
  assert.match(hintText, /Grundy value/);
  assert.ok((await page.locator('.edge.hint').count()) >= 1, 'edge highlighted');
  assert.equal(await page.locator('.vertex.hint').count(), 1, 'vertex ringed');
  await screenshot(page, 'hint');

  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await page.waitForSelector('.analysis li[data-outcome]');
  const rows = await page.$$eval('.analysis li[data-outcome]', (lis) =>
    lis.map((li) => ({ outcome: li.dataset.outcome, cls: li.className, text: li.textContent })),
  );
  assert.ok(rows.length > 5);
  assert.ok(rows.some((r) => r.outcome === 'P' && r.cls === 'win' && r.text.startsWith('WIN')));
  assert.ok(rows.some((r) => r.outcome === 'N' && r.cls === 'lose' && r.text.startsWith('LOSE')));
  assert.match(await page.locator('.hint-result').textContent(), /Method/);
  await page.locator('.analysis li.win').first().hover();
  await settle(page);
  await screenshot(page, 'analysis');
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: place the piece, refuse an illegal move with the reason, make a move', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await page.getByRole('button', { name: 'Walking Nim' }).click();
  await page.getByLabel('Preset graph or pile game').selectOption('path');
  await page.locator('input.preset-size').fill('4');
  await page.locator('input[aria-label="Weight per edge"]').fill('2');
  await page.getByRole('button', { name: 'Build' }).click();
  await settle(page);
  let board = await boardSummary(page);
  assert.equal(board.rules, 'walk');
  assert.equal(board.piece, 0);
  await page.getByRole('button', { name: 'Place piece' }).click();
  await clickElement(page, '[data-vertex="1"] .vertex-body');
  board = await boardSummary(page);
  assert.equal(board.piece, 1);
  assert.match(await page.evaluate(() => location.hash), /piece=1/);

  await page.locator('select[aria-label="Opponent"]').selectOption('human');
  await page.getByRole('button', { name: 'Start game' }).click();
  await settle(page);
  assert.equal(await statusText(page), 'Player 1 to move.');
  // Edge 2 is 2–3, not next to the piece.
  await clickElement(page, '.edge-label[data-edge="2"]');
  const message = await page.locator('.gnp-message').textContent();
  assert.match(message, /not allowed: .+/);
  assert.match(message, /edge 2|vertex 1/);
  await screenshot(page, 'walk-illegal');
  // Edge 0 is 0–1: move along it, lowering 2 → 1.
  await clickElement(page, '.edge-label[data-edge="0"]');
  await page.getByRole('button', { name: 'new weight 1' }).click();
  await settle(page);
  board = await boardSummary(page);
  assert.equal(board.piece, 0);
  assert.deepEqual(board.labels, ['1', '2', '2']);
  assert.equal(await statusText(page), 'Player 2 to move.');
  assert.match(await page.locator('.history li').first().textContent(), /Player 1: 1 → 0/);
  await screenshot(page, 'walk-moved');
  // Player 2 walks back along 0–1, lowering it 1 → 0; the piece is on 1 again.
  await clickElement(page, '.edge-label[data-edge="0"]');
  await page.getByRole('button', { name: 'new weight 0' }).click();
  await settle(page);
  assert.equal((await boardSummary(page)).piece, 1);
  assert.equal(await statusText(page), 'Player 1 to move.');
  assertNoErrors(page);
  await page.close();
});

test('the board is patched in place: a hint and a move being composed keep its elements and the focus', async () => {
  const page = await env.browser.newPage();
  // C4 3,4,3,5: a win for the player to move (b ≠ d).
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&mode=play'));
  // Tag every element of the board as it stands, to find out later whether any was replaced.
  const tagBoard = () =>
    page.evaluate(() => {
      for (const el of document.querySelectorAll('svg.board [data-edge], svg.board [data-vertex]'))
        el.dataset.seen = '1';
    });
  const untagged = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('svg.board [data-edge], svg.board [data-vertex]')].filter(
          (el) => el.dataset.seen !== '1',
        ).length,
    );
  await tagBoard();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForSelector('svg.board[data-hint-move]');
  assert.equal(await untagged(), 0, 'the hint replaced board elements instead of patching them');
  assert.ok(await page.locator('svg.board .edge.hint').count(), 'the hint is drawn on the edges');

  // Keyboard: focus vertex 1 on the board, choose it with Enter, then take tokens with the
  // keyboard in the move panel; the vertex keeps its element (and the board keeps the count).
  await page.locator('svg.board [data-vertex="1"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab'); // the amount counts once the box is left
  await settle(page);
  assert.equal(await untagged(), 0, 'composing a move replaced board elements');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  // Tab goes on to the next edge's box: the panel was patched, not rebuilt under the user.
  assert.match(focused, /^take from 1–2 \(/);
  const label = (await page.locator('.edge-label[data-edge="0"] .edge-count').textContent()).trim();
  assert.match(label, /^−2 of 3$/, `the count shows the amount being taken: ${label}`);
  await screenshot(page, 'board-patched-in-place');
  assertNoErrors(page);
  await page.close();
});

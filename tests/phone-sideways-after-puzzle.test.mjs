// A phone turned sideways after a puzzle was left: a student solved puzzles, left the last
// with Edit, built the Petersen graph, played a move and the computer answered (its
// "guessed" note under the board), tapped a vertex, and turned the phone. The board was
// squeezed to about 215×120 px in the left third of its card, under its own legend and the
// status: the hidden task still named its goal, and the sideways layout for a puzzle's task
// beside the board took that as a puzzle on screen. The board must keep its card's width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, waitForHumanTurnOrEnd } from './helpers/ui.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const PUZZLE = '#rules=edge&v=3&e=0-1:3,1-2:2&goal=win&title=Two%20heaps';

const box = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { width: r.width, height: r.height, bottom: r.bottom };
  });

test('phone turned sideways after leaving a puzzle: the board keeps its card’s width, move box open', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  try {
    const page = await phone.newPage();
    await openPlayground(page, `${site.url}index.html${PUZZLE}`);
    await page.locator('.puzzle-task:not([hidden])').waitFor();
    // Edit leaves the puzzle; a preset is built and played against the computer.
    await page.getByRole('button', { name: 'Edit', exact: true }).tap();
    await page.getByLabel('Preset graph').selectOption('petersen');
    // 3 an edge, typed over the preset's 1: too large to solve, the computer guesses.
    await page.getByLabel('Tokens per edge', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Build' }).tap();
    await page.locator('svg.board[data-vertices="10"][data-edges="15"]').waitFor();
    await page.getByRole('button', { name: 'Play', exact: true }).first().tap();
    await page.locator('svg.board[data-mode="play"]').waitFor();
    await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
    await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await page.locator('.gnp-computer-note').waitFor({ timeout: 60_000 });
    await waitForHumanTurnOrEnd(page, 60_000);
    // The next move's box is open when the phone turns.
    await page.getByRole('button', { name: 'vertex 5', exact: true }).tap();
    await page.getByRole('button', { name: 'Confirm move' }).waitFor();

    const viewport = { width: 844, height: 390 };
    await page.setViewportSize(viewport);
    await settle(page);
    await page.screenshot({ path: artifactPath('phone-sideways-after-puzzle.png') });
    const card = await box(page.locator('.gnp-board-wrap'));
    const board = await box(page.locator('svg.board'));
    const toolbar = await box(page.locator('.gnp-toolbar'));
    assert.ok(
      board.width >= card.width - 24,
      `the board is ${Math.round(board.width)} px wide in a card of ${Math.round(card.width)} px`,
    );
    assert.ok(board.height >= 140, `the board is ${Math.round(board.height)} px high`);
    assert.ok(
      toolbar.height < 60,
      `Edit/Play, Undo and Redo keep to one row (${Math.round(toolbar.height)} px)`,
    );
    assert.ok(board.bottom <= card.bottom, 'the board lies inside its card');

    // The move box still makes the move on the board that fits.
    await page
      .getByRole('button', { name: /^take one more from/ })
      .first()
      .tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await page.locator('.composer.composing').waitFor({ state: 'detached' });
    assertNoErrors(page);
  } finally {
    await phone.close();
  }
});

// Helpers for the puzzle tests (a student answering with real clicks): the puzzle's phase
// (data-phase on the task card), the move it shows on the board (data-puzzle-move), and moves
// composed by clicking edge labels. `page` may be a Page or a Frame (an embed in a course
// page); mouse clicks always go through `mouse` (the Page's, which a Frame lacks).
import assert from 'node:assert/strict';
import { openPlayground, settle } from './ui.mjs';

/** Opens the page's own puzzle `title` from Puzzles in the header, by taps (a phone). */
export async function tapPuzzleFromList(page, title) {
  await page.getByRole('button', { name: 'Puzzles', exact: true }).tap();
  const list = page.getByRole('dialog', { name: 'Puzzles' });
  await list.getByRole('link', { name: title }).tap();
  await list.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: title }).waitFor();
  await settle(page);
}

/** Opens `url` as a fresh page load (a new fragment alone would not reload the page). */
export async function openPuzzle(page, url) {
  await page.goto('about:blank');
  await openPlayground(page, url);
}

export const puzzlePhase = (page) => page.locator('.puzzle-task').getAttribute('data-phase');

export const waitPhase = (page, phase) =>
  page.waitForSelector(`.puzzle-task[data-phase="${phase}"]`, { timeout: 30_000 }).then(() => settle(page));

/** The move the board shows for the puzzle: {move, kind: 'refutation'|'solution'} or null. */
export const shownMove = async (page) =>
  JSON.parse((await page.locator('svg.board').getAttribute('data-puzzle-move')) ?? 'null');

/** Clicks the centre of what `locator` shows, with one press of the (page's) mouse. */
export async function clickCentre(mouse, locator) {
  // The board is drawn anew when a part of it arrives after the first view (a person's click
  // lands by its place, whichever drawing is under it): a drawing replaced mid-scroll is
  // found again.
  await locator.scrollIntoViewIfNeeded().catch(() => locator.scrollIntoViewIfNeeded());
  const box = await locator.boundingBox({ timeout: 5000 });
  assert.ok(box, 'the element is shown');
  await mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Composes "take `times` tokens from edge `edge`" by clicking its count on the board (each
 *  click takes one more) and confirms it, as a student does. (The count, not the whole label:
 *  a shown move adds a badge beside it, and the label's centre can fall between the two.) */
export async function clickMove(page, mouse, edge, times = 1) {
  for (let i = 0; i < times; i++) {
    await clickCentre(mouse, page.locator(`.edge-label[data-edge="${edge}"] .edge-count`));
    await settle(page);
  }
  await page.getByRole('button', { name: 'Confirm move' }).click();
}

/** How many moves the game's move list holds. */
export const movesPlayed = (page) => page.locator('ol.history li:not(.empty)').count();

/** Waits until the move list holds `n` moves and the puzzle waits for the student again
 *  (or is over). */
export async function waitForMoves(page, n) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('ol.history li:not(.empty)').length >= count,
    n,
    { timeout: 30_000 },
  );
  await page.waitForFunction(
    () => /^(open|solved|over)$/.test(document.querySelector('.puzzle-task')?.dataset.phase ?? ''),
    null,
    { timeout: 30_000 },
  );
  await settle(page);
}

/** Asserts that `locator` is shown wholly inside a frame `height` pixels high. */
export async function assertInFrame(locator, what, height = 520) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is shown`);
  assert.ok(box.y >= 0 && box.y + box.height <= height + 0.5, `${what} in the frame: ${JSON.stringify(box)}`);
  return box;
}

export const area = (box) => box.width * box.height;

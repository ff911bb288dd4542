// A student playing Graph Nim on a touch phone (390×844 upright, 844×390 sideways, 360×640),
// tapping as they go: stepping through a finished game's review keeps the board and the step
// buttons in sight together, and Next never jumps from under the finger; a double tap on a
// vertex opens its move and leaves it open (a later tap still closes it); a hint's "−k"
// badges cover no count, vertex or other badge; the error after confirming a move that takes
// nothing shows in the move box, off the board, and goes at the next tap; the Petersen
// preset's vertices and counts are apart on a small phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone as onPhoneOf } from './helpers/phone.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const url = (p) => new URL(p, site.url).href;
const CYCLE = 'index.html#rules=edge&v=4&e=0-1:1,1-2:3,2-3:3,3-0:3';

/** Runs `steps(page)` on a phone of that size, noting when each touch ends (for tapAnew). */
const onPhone = (viewport, steps) =>
  onPhoneOf(viewport, steps, {
    // When the last touch ended, on the page's clock (tapAnew).
    prepare: (page) =>
      page.addInitScript(() =>
        addEventListener('touchend', () => (window.lastTouchEnd = performance.now()), { capture: true }),
      ),
  });

/**
 * Taps `locator` as a new tap: a person's taps are further apart in time than a double tap,
 * which playwright's are not. So it waits, on the page's own clock, until a double tap's
 * time after the last touch.
 */
async function tapAnew(page, locator) {
  await page.waitForFunction(() => performance.now() - (window.lastTouchEnd ?? -1e9) > 600);
  await locator.tap();
}

/** A screenshot of what the phone's screen shows now, to look at: test-artifacts/phoneplay-NAME.png. */
const shot = (page, name) => page.screenshot({ path: artifactPath(`phone-play-taps-${name}.png`) });

/** The screen box of what `locator` shows. */
const boxOf = (locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON());

/** Whether `box` is wholly on the screen. */
const onScreen = (page, box) =>
  page.evaluate((b) => b.top >= 0 && b.bottom <= innerHeight && b.left >= 0 && b.right <= innerWidth, box);

/** Plays the cycle against the computer to its end by taps: each turn, the first vertex with
 *  a + that can take, one token, Confirm. */
async function playToTheEnd(page) {
  await openPlayground(page, url(`${CYCLE}&mode=play-cpu`));
  for (let turn = 0; turn < 20; turn++) {
    await waitForHumanTurnOrEnd(page);
    if ((await page.locator('.gnp-status').getAttribute('data-kind')) !== 'turn') return;
    for (let v = 0; v < 4; v++) {
      await tapAnew(page, page.getByRole('button', { name: `vertex ${v}`, exact: true }));
      const more = page
        .locator('.composer')
        .getByRole('button', { name: /^take one more from/ })
        .and(page.locator('[aria-disabled="false"]'));
      if (!(await more.count())) continue;
      await tapAnew(page, more.first());
      await tapAnew(page, page.getByRole('button', { name: 'Confirm move' }));
      break;
    }
  }
  throw new Error('the game did not end');
}

test('390×844: stepping through the review shows each step on a board in sight, and Next stays under the finger', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await playToTheEnd(page);
    await page
      .locator('.review-status')
      .filter({ hasText: /mistake|No mistakes/ })
      .waitFor({ timeout: 30_000 });
    const where = page.locator('.review-where');
    const next = page.getByRole('button', { name: 'Next move' });
    await tapAnew(page, page.getByRole('button', { name: 'Start of the game' }));
    await where.filter({ hasText: /^Start of the game/ }).waitFor();
    const total = Number((await where.textContent()).match(/\((\d+) moves?\)/)[1]);
    const board = page.locator('svg.board');
    for (let step = 1; step <= total; step++) {
      const before = await boxOf(next);
      await tapAnew(page, next);
      await where.filter({ hasText: new RegExp(`^After move ${step} of ${total}`) }).waitFor();
      await settle(page);
      if (step === 1) await shot(page, 'review-step-1');
      assert.ok(await onScreen(page, await boxOf(board)), `step ${step}: the board is off the screen`);
      const after = step < total ? await boxOf(next) : before;
      assert.ok(await onScreen(page, after), `step ${step}: Next is off the screen`);
      assert.ok(
        Math.abs(after.top - before.top) < 1 && Math.abs(after.left - before.left) < 1,
        `step ${step}: Next moved from under the finger (${before.left},${before.top} → ${after.left},${after.top})`,
      );
    }
    assert.equal(await axeSerious(page, 'review steps under the board'), '');
  }));

test('844×390 sideways: the review steps and the board are on the screen together', () =>
  onPhone({ width: 844, height: 390 }, async (page) => {
    await playToTheEnd(page);
    await page
      .locator('.review-status')
      .filter({ hasText: /mistake|No mistakes/ })
      .waitFor({ timeout: 30_000 });
    await tapAnew(page, page.getByRole('button', { name: 'Start of the game' }));
    await tapAnew(page, page.getByRole('button', { name: 'Next move' }));
    await page
      .locator('.review-where')
      .filter({ hasText: /^After move 1 of/ })
      .waitFor();
    await settle(page);
    await shot(page, 'review-sideways');
    assert.ok(await onScreen(page, await boxOf(page.locator('svg.board'))), 'the board is off the screen');
    assert.ok(
      await onScreen(page, await boxOf(page.getByRole('button', { name: 'Next move' }))),
      'Next is off the screen',
    );
    assert.equal(await axeSerious(page, 'review steps sideways'), '');
  }));

test('390×844: a double tap on a vertex opens its move and leaves it open; a later tap closes it', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url(`${CYCLE}&mode=play-cpu`));
    const vertex = await boxOf(page.getByRole('button', { name: 'vertex 1', exact: true }));
    const [x, y] = [vertex.left + vertex.width / 2, vertex.top + vertex.height / 2];
    await doubleTap(page, x, y);
    await settle(page);
    const confirm = page.getByRole('button', { name: 'Confirm move' });
    await confirm.waitFor();
    await shot(page, 'double-tap');
    assert.match(await page.locator('.composer').innerText(), /Move at vertex 1/);
    assert.equal(await axeSerious(page, 'move open after a double tap'), '');
    // A deliberate tap later on the same vertex still closes the move.
    await page.waitForFunction(() => performance.now() - (window.lastTouchEnd ?? -1e9) > 600);
    await page.touchscreen.tap(x, y);
    await confirm.waitFor({ state: 'hidden' });
  }));

/** Two taps at (x, y), the second 150 ms after the first by the events' own clocks, as a
 *  finger makes them: stamped by the test (CDP's Input.dispatchTouchEvent timestamp), so a
 *  busy machine that delivers them later still delivers a double tap, not two slow taps. */
async function doubleTap(page, x, y) {
  const cdp = await page.context().newCDPSession(page);
  const at = Date.now() / 1000;
  const points = [{ x, y }];
  for (const t of [at, at + 0.15]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points, timestamp: t });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t + 0.05 });
  }
  await cdp.detach();
}

/** Every badge, count pill and vertex disc of the board, as screen boxes. */
function boardBoxes(page) {
  return page.locator('svg.board').evaluate((svg) => {
    const read = (selector, what) =>
      [...svg.querySelectorAll(selector)].map((el, i) => ({
        what: `${what} ${i}`,
        ...el.getBoundingClientRect().toJSON(),
      }));
    return {
      badges: read('.badge rect', 'badge'),
      others: [...read('.edge-label > rect', 'count'), ...read('.vertex-body', 'vertex')],
    };
  });
}

const overlap = (a, b) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

test('360×640: the hint’s badges on a star cover no count, no vertex and no other badge', () =>
  onPhone({ width: 360, height: 640 }, async (page) => {
    await openPlayground(page, url('index.html'));
    await page.getByLabel('Preset graph').selectOption('star');
    await tapAnew(page, page.getByRole('button', { name: 'Build' }));
    await page.locator('svg.board[data-vertices="6"][data-mode="play"]').waitFor();
    await tapAnew(page, page.getByRole('button', { name: 'Hint', exact: true }));
    await page.locator('svg.board .badge.hint').first().waitFor({ timeout: 30_000 });
    await settle(page);
    await page.locator('svg.board').scrollIntoViewIfNeeded();
    await page.locator('svg.board').screenshot({ path: artifactPath('phone-play-taps-star-hint.png') });
    const { badges, others } = await boardBoxes(page);
    assert.ok(badges.length >= 2, `the hint shows ${badges.length} badges`);
    const covered = [];
    badges.forEach((badge, i) => {
      for (const other of [...others, ...badges.slice(i + 1)])
        if (overlap(badge, other)) covered.push(`${badge.what} × ${other.what}`);
    });
    assert.deepEqual(covered, [], 'badges drawn over counts, vertices or each other');
    assert.equal(await axeSerious(page, 'star hint'), '');
  }));

test('390×844: confirming a move that takes nothing says so in the move box, off the board, until the next tap', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url(`${CYCLE}&mode=play-cpu`));
    await tapAnew(page, page.getByRole('button', { name: 'vertex 1', exact: true }));
    await tapAnew(page, page.getByRole('button', { name: 'Confirm move' }));
    // The warning itself, the alert (once read, what to do stays greyed in its room).
    const error = page
      .locator('.composer')
      .getByRole('alert')
      .filter({ hasText: /Choose at least one token/ });
    await error.waitFor();
    await settle(page);
    await shot(page, 'empty-move');
    const board = await boxOf(page.locator('svg.board'));
    for (const shown of [error, page.locator('.gnp-message:visible')])
      for (const box of await shown.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON()),
      ))
        assert.ok(box.top >= board.bottom || box.bottom <= board.top, 'the error is drawn over the board');
    assert.equal(await axeSerious(page, 'empty move error'), '');
    // The student taps into a box to type an amount: the error has been read, and goes.
    await tapAnew(page, page.getByLabel('take from 0–1'));
    await error.waitFor({ state: 'hidden' });
    // Confirm again with nothing: said again.
    await tapAnew(page, page.getByRole('button', { name: 'Confirm move' }));
    await error.waitFor();
  }));

test('360×640: the Petersen preset’s vertices and counts are drawn apart', () =>
  onPhone({ width: 360, height: 640 }, async (page) => {
    await openPlayground(page, url('index.html'));
    await page.getByLabel('Preset graph').selectOption('petersen');
    await tapAnew(page, page.getByRole('button', { name: 'Build' }));
    await page.locator('svg.board[data-vertices="10"][data-edges="15"][data-mode="play"]').waitFor();
    await settle(page);
    await page.locator('svg.board').scrollIntoViewIfNeeded();
    await page.locator('svg.board').screenshot({ path: artifactPath('phone-play-taps-petersen.png') });
    const { others } = await boardBoxes(page);
    const covered = [];
    others.forEach((a, i) => {
      for (const b of others.slice(i + 1)) if (overlap(a, b)) covered.push(`${a.what} × ${b.what}`);
    });
    assert.deepEqual(covered, [], 'vertices and counts drawn over each other');
    assert.equal(await axeSerious(page, 'Petersen on a small phone'), '');
  }));

/** Whether `box` is on the screen, but for a fraction of a pixel (a box scrolled to the
 *  screen's top can stand at −0.03). */
const inView = (page, box) => onScreen(page, { ...box, top: box.top + 0.5, bottom: box.bottom - 0.5 });

// Nim with heaps 1 (0–1) and 2 (2–3): taking the whole heap of 2 is the game's mistake.
const NIM = 'index.html#rules=edge&v=4&e=0-1:1,2-3:2&xy=200,150;200,410;600,150;600,410';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  test(`${viewport.width}×${viewport.height}: a mistake's mark shows the board with its explanation and "Back to the game", which leaves the board in view`, () =>
    onPhone(viewport, async (page) => {
      await openPlayground(page, url(`${NIM}&mode=play-cpu`));
      await page.getByRole('button', { name: 'vertex 2', exact: true }).tap();
      const more = page.getByRole('button', { name: 'take one more from 2–3' });
      await tapAnew(page, more);
      await tapAnew(page, more);
      await tapAnew(page, page.getByRole('button', { name: 'Confirm move' }));
      await page
        .locator('.review-status')
        .filter({ hasText: /mistake/ })
        .waitFor({ timeout: 30_000 });
      // Down to the move list, and its red mark.
      await tapAnew(page, page.getByRole('button', { name: /^Move 1: mistake/ }));
      await page.locator('svg.board[data-review]').waitFor();
      await settle(page);
      await shot(page, `mistake-${viewport.width}`);
      const boardBox = await boxOf(page.locator('svg.board'));
      assert.ok(await inView(page, boardBox), `the board is off the screen: ${JSON.stringify(boardBox)}`);
      const explanation = page.getByText(
        /^A winning move instead \(on the board\): at vertex 2: take 1 from 2–3\.$/,
      );
      assert.ok(await inView(page, await boxOf(explanation)), 'the winning move’s words are off the screen');
      const back = page.getByRole('button', { name: 'Back to the game' });
      assert.ok(await inView(page, await boxOf(back)), '"Back to the game" is off the screen');
      assert.equal(await axeSerious(page, `mistake shown ${viewport.width}`), '');

      await tapAnew(page, back);
      await page.locator('svg.board:not([data-review])').waitFor();
      await settle(page);
      await shot(page, `back-to-game-${viewport.width}`);
      assert.ok(await inView(page, await boxOf(page.locator('svg.board'))), 'the board left the screen');
      assert.equal(await axeSerious(page, `back to the game ${viewport.width}`), '');
    }));

// A student walking the playground on a touch phone (390×844, 360×640, 844×390 held
// sideways), tapping as they go: a hint asked while stepping through a game's review answers
// for the position on the board; the computer's "guessed" note goes with its move on Undo; a
// "win the game" puzzle survives a reload; two quick presses on two buttons both count; the wrong try's "Why?" never splits its verdict; a
// hint's scroll keeps the marked move in view; a pile game's caption is readable and its
// labels clear of lines; the computer's badge is drawn over the vertices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchPhone, screenshot, artifactPath } from './helpers/browser.mjs';
import {
  openPlayground,
  settle,
  assertNoErrors,
  boardSummary,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { LOSABLE_NIM, tapTheLosingNimMove, usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const url = phoneSite.url;

/**
 * Taps `locator` as a new tap: a person's taps on two controls are further apart in time
 * than a double-tap, which playwright's are not (Chrome counts its second tap as a double
 * tap's, and the page takes a double-tap's second half only on the control of the first).
 * So it waits, on the page's own clock, until a double-tap's time after the last touch.
 */
async function tapAnew(page, locator) {
  await page.waitForFunction(() => performance.now() - (window.lastTouchEnd ?? -1e9) > 500);
  await locator.tap();
}

const verdict = (page) => page.locator('.hint-result .verdict');
const hintPanel = (page) => page.locator('.hint-result');

async function waitForReview(page) {
  await page.waitForFunction(
    () => /mistake|No mistakes/.test(document.querySelector('.review-status')?.textContent ?? ''),
    null,
    { timeout: 30_000 },
  );
  await settle(page);
}

/** Loses LOSABLE_NIM by taps and waits for the review. */
async function loseNim(page) {
  await page.addInitScript(() =>
    addEventListener('touchend', () => (window.lastTouchEnd = performance.now()), { capture: true }),
  );
  await openPlayground(page, url(LOSABLE_NIM));
  await tapTheLosingNimMove(page);
  await waitForHumanTurnOrEnd(page);
  await waitForReview(page);
}

test('phone: Hint while stepping through a game review answers for the position on the board', async () => {
  const page = await phoneSite.newPage();
  await loseNim(page);
  const where = page.locator('.review-where');

  // Start of the game: the student to move, 1 and 2 tokens. The hint is of that position.
  await tapAnew(page, page.getByRole('button', { name: 'Start of the game' }));
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2]);
  await tapAnew(page, page.getByRole('button', { name: 'Hint', exact: true }));
  await verdict(page).waitFor();
  assert.match(await verdict(page).innerText(), /^WIN/);
  const atStart = await hintPanel(page).innerText();
  assert.match(atStart, /Winning move: at vertex 2: take 1 from 2–3/);
  assert.match(atStart, /of 3 legal moves/);
  assert.doesNotMatch(atStart, /No move is left|of 0 legal moves/);
  // The board marks that move.
  assert.deepEqual(JSON.parse(await page.locator('svg.board').getAttribute('data-hint-move')), {
    vertex: 2,
    take: [[1, 1]],
  });

  // After move 1 (1 and 0 tokens): the computer to move wins by taking the last token.
  await tapAnew(page, page.getByRole('button', { name: 'Next move' }));
  await settle(page);
  assert.match(await where.innerText(), /^After move 1 of 2/);
  assert.deepEqual((await boardSummary(page)).tokens, [1, 0]);
  // The start's answer is not left under another board.
  assert.equal(await verdict(page).count(), 0, 'no answer of another position');
  await tapAnew(page, page.getByRole('button', { name: 'Hint', exact: true }));
  await verdict(page).waitFor();
  const afterOne = await hintPanel(page).innerText();
  assert.match(afterOne, /^WIN/);
  assert.match(afterOne, /1 of 1 legal move\b/);
  assert.doesNotMatch(afterOne, /No move is left|No tokens are left/);
  await screenshot(page, 'student-walk-review-hint');
  assert.equal(await axeSerious(page, 'review hint'), '');
  assertNoErrors(page);
  await page.close();
});

test('phone: a hint of the game’s end is not left under a mistake shown from the review', async () => {
  const page = await phoneSite.newPage();
  await loseNim(page);
  // The game is over: the hint says so (GAME OVER, not a red LOSE beside who won).
  await tapAnew(page, page.getByRole('button', { name: 'Hint', exact: true }));
  await verdict(page).waitFor();
  assert.match(await verdict(page).innerText(), /^GAME OVER/);

  // The mistake's mark shows the start with a winning move: the end's answer must not stay.
  await tapAnew(page, page.getByRole('button', { name: /^Move 1: mistake/ }));
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2]);
  assert.equal(await verdict(page).count(), 0, 'the end’s answer is gone');
  await tapAnew(page, page.getByRole('button', { name: 'Next move' }));
  await settle(page);
  assert.equal(await verdict(page).count(), 0, 'no answer of another position after Next');
  // Back at the end, its answer is the board's again.
  await tapAnew(page, page.getByRole('button', { name: 'End of the game' }));
  await settle(page);
  assert.match(await verdict(page).innerText(), /^GAME OVER/);
  assertNoErrors(page);
  await page.close();
});

/** The Petersen preset built with 3 tokens an edge (typed over the preset's 1), a move at
 *  vertex 0 and the computer's reply, by taps: too large to solve, the computer guesses. */
async function petersenAfterReply(page) {
  await openPlayground(page, url('index.html'));
  await page.getByLabel('Preset graph').selectOption('petersen');
  await page.getByLabel('Tokens per edge', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Build' }).tap();
  await page.locator('svg.board[data-vertices="10"][data-edges="15"][data-mode="play"]').waitFor();
  await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
  await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await page.locator('.gnp-computer-note').waitFor({ timeout: 60_000 });
  await waitForHumanTurnOrEnd(page, 60_000);
}

test('360×640: the computer’s "guessed" note goes with its move on Undo and comes back with Redo', async () => {
  const small = await launchPhone({ viewport: { width: 360, height: 640 } });
  try {
    const page = await small.newPage();
    await page.addInitScript(() =>
      addEventListener('touchend', () => (window.lastTouchEnd = performance.now()), { capture: true }),
    );
    await petersenAfterReply(page);
    const note = page.locator('.gnp-computer-note');
    assert.match(await note.innerText(), /^The computer guessed this move/);
    const moves = page.getByRole('list', { name: 'Moves so far' }).getByRole('listitem');
    assert.equal(await moves.count(), 2);

    // Undo takes the moves back: the note about the computer's move goes with it.
    await tapAnew(page, page.getByRole('button', { name: 'Undo' }));
    await page.locator('.gnp-status[data-kind="turn"]').waitFor();
    await settle(page);
    assert.equal(await moves.filter({ hasText: 'Computer' }).count(), 0, 'the computer’s move is undone');
    assert.equal(await note.isVisible(), false, 'the note went with the move');
    // Redo brings the move back, and with it the note.
    await tapAnew(page, page.getByRole('button', { name: 'Redo' }));
    await moves.filter({ hasText: 'Computer' }).waitFor();
    await note.waitFor();
    assert.match(await note.innerText(), /^The computer guessed this move/);
    assertNoErrors(page);
  } finally {
    await small.close();
  }
});

test('phone: a reload in the middle of a "win the game" puzzle goes on where the game was', async () => {
  const page = await phoneSite.newPage();
  await page.addInitScript(() =>
    addEventListener('touchend', () => (window.lastTouchEnd = performance.now()), { capture: true }),
  );
  await openPlayground(
    page,
    url('index.html#rules=edge&v=4&e=0-1:2,1-2:3,2-3:1,3-0:2&goal=win&title=Find%20the%20winning%20move'),
  );
  const start = (await boardSummary(page)).tokens;
  // The right first move: at vertex 1, one token from 0–1 and one from 1–2.
  await page.getByRole('button', { name: 'vertex 1', exact: true }).tap();
  await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
  await page.getByRole('button', { name: 'take one more from 1–2' }).tap();
  await tapAnew(page, page.getByRole('button', { name: 'Confirm move' }));
  // The computer answers.
  const moves = page.getByRole('list', { name: 'Moves so far' }).getByRole('listitem');
  await moves.filter({ hasText: 'Computer' }).waitFor({ timeout: 30_000 });
  await waitForHumanTurnOrEnd(page);
  const played = (await boardSummary(page)).tokens;
  assert.notDeepEqual(played, start);

  await page.reload();
  await openPlayground(page, page.url());
  // The game goes on: the same board, both moves listed, and a word that it was kept.
  assert.deepEqual((await boardSummary(page)).tokens, played);
  await moves.filter({ hasText: 'Computer' }).waitFor();
  assert.equal(await moves.count(), 2);
  await page
    .getByText(/Your game goes on where you left it \(2 moves played\)/)
    .first()
    .waitFor();
  assert.equal(await page.locator('.gnp-status').getAttribute('data-kind'), 'turn', 'the student’s turn');
  await screenshot(page, 'student-walk-puzzle-reloaded');
  assert.equal(await axeSerious(page, 'puzzle reloaded'), '');
  assertNoErrors(page);
  await page.close();
});

const WIN_PUZZLE = '#rules=edge&v=4&e=0-1:2,1-2:3,2-3:1,3-0:2&goal=win&title=Find%20the%20winning%20move';

/** The verdict's line boxes that the "Why?" toggle overlaps (none when it sits beside them). */
const whyOverVerdict = (page) =>
  page.locator('.puzzle-feedback').evaluate((box) => {
    const toggle = box.querySelector('.puzzle-why > summary').getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(box.querySelector('.task-verdict'));
    return [...range.getClientRects()]
      .filter((r) => r.width > 0)
      .filter(
        (r) =>
          r.left < toggle.right && toggle.left < r.right && r.top < toggle.bottom && toggle.top < r.bottom,
      )
      .map(
        (r) => `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`,
      );
  });

for (const { width, height, frame } of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 640, height: 520, frame: true },
])
  test(`${width}×${height}${frame ? ' frame' : ''}: the wrong try's "Why?" sits beside the verdict, never over its words`, async () => {
    const device = await launchPhone({ viewport: { width, height } });
    try {
      const page = await device.newPage();
      await openPlayground(page, url(`index.html${frame ? '?embed=1&lock=1' : ''}${WIN_PUZZLE}`));
      // A wrong first move: at vertex 0, one token from 0–1.
      await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
      await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
      await page.getByRole('button', { name: 'Confirm move' }).tap();
      const feedback = page.locator('.puzzle-feedback[data-kind="wrong"]');
      await feedback.waitFor({ timeout: 30_000 });
      await settle(page);
      assert.match(await page.locator('.task-verdict').innerText(), /^Not solved/);
      assert.deepEqual(await whyOverVerdict(page), [], 'the toggle is drawn over the verdict');
      await feedback.screenshot({ path: artifactPath(`student-phone-walk-why-${width}.png`) });
      // Opened, the reason follows the verdict, and the toggle still covers none of it.
      await page.locator('.puzzle-why > summary').tap();
      await page.locator('.puzzle-reason').waitFor();
      assert.deepEqual(await whyOverVerdict(page), [], 'opened, the toggle is drawn over the verdict');
      assert.equal(await axeSerious(page, `why ${width}`), '');
      assertNoErrors(page);
    } finally {
      await device.close();
    }
  });

test('390×844: Hint scrolls to its answer and keeps the board’s marked move on the screen', async () => {
  const page = await phoneSite.newPage();
  // The winning move's vertex is at the board's top (vertex 0 of a square).
  await openPlayground(page, url('index.html#rules=edge&v=4&e=0-1:3,1-2:2,2-3:3,3-0:3&mode=play-cpu'));
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  await page.locator('.hint-result .hint-move').waitFor();
  await page.locator('svg.board .vertex.hint').waitFor();
  // Wait for the page to stop scrolling (the reveal runs in the next frame).
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const y = scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY === y)));
      }),
  );
  const inView = (selector) =>
    page.locator(selector).evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      }),
    );
  assert.deepEqual(await inView('.hint-result .hint-move'), [true], 'the winning move in words is shown');
  const marks = await inView('svg.board .hint');
  assert.ok(marks.length > 0, 'the board marks the move');
  assert.ok(marks.every(Boolean), `every mark of the move is on the screen: ${marks}`);
  await page.screenshot({ path: artifactPath('student-phone-walk-hint-scroll.png') });
  assertNoErrors(page);
  await page.close();
});

const CIRCULAR = 'index.html#rules=circular&piles=2,3,1,4,2&k=2&mode=play-cpu';

test('844×390 sideways: a pile game’s caption is in the page’s small type, not the board’s few pixels', async () => {
  const sideways = await launchPhone({ viewport: { width: 844, height: 390 } });
  try {
    const page = await sideways.newPage();
    await openPlayground(page, url(CIRCULAR));
    // What the student reads: the caption shown, at its size on the screen.
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('.board-caption, svg.board .set-caption')]
        .filter(
          (el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().height > 0,
        )
        .map((el) => {
          const px = parseFloat(getComputedStyle(el).fontSize);
          const scale = el.ownerSVGElement ? el.ownerSVGElement.getScreenCTM().a : 1;
          return { text: el.textContent, px: px * scale };
        }),
    );
    const small = await page.evaluate(() => {
      const probe = Object.assign(document.createElement('span'), { className: 'small' });
      document.body.append(probe);
      const px = parseFloat(getComputedStyle(probe).fontSize);
      probe.remove();
      return px;
    });
    assert.equal(shown.length, 1, `one caption is shown: ${JSON.stringify(shown)}`);
    assert.match(shown[0].text, /Circular Nim CN\(5, 2\).*a move takes from up to 2 piles/);
    assert.ok(
      shown[0].px >= small - 0.1,
      `the caption is ${shown[0].px.toFixed(1)} px, the page’s small text ${small} px`,
    );
    // The whole board and the status line are still on the first screen.
    const board = await page.locator('svg.board').boundingBox();
    assert.ok(
      board.y >= 0 && board.y + board.height <= 390 + 0.5,
      `the board in view: ${JSON.stringify(board)}`,
    );
    assert.ok(await page.locator('.gnp-status').isVisible());
    await page.screenshot({ path: artifactPath('student-phone-walk-piles-sideways.png') });
    assert.equal(await axeSerious(page, 'piles sideways'), '');
    assertNoErrors(page);
  } finally {
    await sideways.close();
  }
});

test('390×844: no pile name is crossed by an edge’s line', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(CIRCULAR));
  const crossings = await page.evaluate(() => {
    const svg = document.querySelector('svg.board');
    const ctm = svg.getScreenCTM();
    const names = [...svg.querySelectorAll('.edge-label .edge-id')].map((el) => ({
      name: el.textContent,
      box: el.getBoundingClientRect(),
    }));
    const found = [];
    for (const line of svg.querySelectorAll('.edge-line')) {
      const length = line.getTotalLength();
      for (let d = 0; d <= length; d += 1) {
        const p = new DOMPoint(line.getPointAtLength(d).x, line.getPointAtLength(d).y).matrixTransform(ctm);
        for (const { name, box } of names)
          if (p.x > box.left + 1 && p.x < box.right - 1 && p.y > box.top + 1 && p.y < box.bottom - 1)
            found.push(`${name} by the line of edge ${line.closest('.edge').dataset.edge}`);
      }
    }
    return [...new Set(found)];
  });
  assert.deepEqual(crossings, []);
  await page.locator('svg.board').screenshot({ path: artifactPath('student-phone-walk-piles-upright.png') });
  assertNoErrors(page);
  await page.close();
});

test('360×640 Petersen: the computer’s "−1" badge is drawn over the vertices, and a vertex under it is still tapped', async () => {
  const small = await launchPhone({ viewport: { width: 360, height: 640 } });
  try {
    const page = await small.newPage();
    await petersenAfterReply(page);
    const badge = page.locator('svg.board .badge.last');
    await badge.first().waitFor();
    // Every badge is painted after (over) every vertex.
    const under = await page.evaluate(() => {
      const svg = document.querySelector('svg.board');
      const vertices = [...svg.querySelectorAll('.vertex')];
      return [...svg.querySelectorAll('.badge')].flatMap((b) =>
        vertices
          .filter((v) => !(v.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING))
          .map((v) => `${b.textContent} under vertex ${v.dataset.vertex}`),
      );
    });
    assert.deepEqual(under, []);
    await page
      .locator('svg.board')
      .screenshot({ path: artifactPath('student-phone-walk-petersen-badge.png') });
    // A badge takes no taps: a vertex it covers is still chosen by a tap on the badge.
    const box = await badge.first().boundingBox();
    const target = await page.evaluate(
      ([x, y]) =>
        document
          .elementFromPoint(x, y)
          ?.closest('.badge, .vertex, .edge, .edge-label')
          ?.getAttribute('class'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    assert.doesNotMatch(String(target), /badge/, 'the badge does not catch the tap');
    assertNoErrors(page);
  } finally {
    await small.close();
  }
});

test('phone: two quick presses on two buttons apart both count (Start of the game, then Next move)', async () => {
  const page = await phoneSite.newPage();
  await loseNim(page);
  // A touch screen counts a tap soon after another as a double-tap's second half even on
  // another button: sent here as the second click of a double-click, as the browser reports
  // it, on the second button. Both act: the review shows the position after move 1.
  const centre = async (locator) => {
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const start = await centre(page.getByRole('button', { name: 'Start of the game' }));
  const next = await centre(page.getByRole('button', { name: 'Next move' }));
  await page.mouse.move(...start);
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  await page.mouse.move(...next);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await settle(page);
  assert.match(await page.locator('.review-where').innerText(), /^After move 1 of 2/);
  assert.deepEqual((await boardSummary(page)).tokens, [1, 0]);
  await screenshot(page, 'student-phone-quick-presses');
  assertNoErrors(page);
  await page.close();
});

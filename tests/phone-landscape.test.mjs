// A phone held sideways (844×390, 740×360 and 640×360, touch): the board is no taller than the screen
// (a puzzle's task, board and status all on the first screen), and tapping a vertex shows the move box with "Confirm move" on the screen at once (it used
// to open inline in the Play card, hundreds of pixels below the visible part of the page),
// without covering the tapped vertex. Also after rotating a phone from portrait mid-move. An
// outcome puzzle's task and answers stand beside its board, which is at least half the
// screen high (under them it was about 90 px); so does a move puzzle's from 740 px wide (above
// it the task left the board a strip), with "Analyze all moves" on one line in the cards beside.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, moveListTexts } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const GAME = '#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu';
// Two heaps as a path (a puzzle with a task card above the board, as the student had).
const PUZZLE = '#rules=edge&v=3&e=0-1:3,1-2:2&goal=win&title=Two%20heaps';
// An outcome puzzle (who wins?) as "Make a puzzle" writes it, with the author's text: C4 with
// opposite edges equal, so the player to move loses.
const OUTCOME_PUZZLE =
  '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=The%20square%20of%20four%20heaps%20around%20a%20cycle&text=Who%20wins%3F';

const rect = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height, width: r.width };
  });

async function tapVertexAndConfirm(page, viewport, name) {
  const board = page.locator('svg.board');
  // The person swipes the board into view.
  await board.scrollIntoViewIfNeeded();
  await settle(page);
  const b = await rect(board);
  assert.ok(
    b.height <= viewport.height,
    `the board is ${Math.round(b.height)} px high on a ${viewport.height} px screen`,
  );
  // The board lies inside its card (a puzzle's task above it once pushed it out of the
  // card's bottom when the card had the screen's height).
  const card = await rect(page.locator('.gnp-board-wrap'));
  assert.ok(b.bottom <= card.bottom + 0.5, `the board ends at y=${b.bottom}, its card at ${card.bottom}`);
  const before = (await moveListTexts(page)).length;
  const vertex = page.locator('svg.board [data-vertex="0"]');
  await vertex.tap();
  const confirm = page.getByRole('button', { name: 'Confirm move' });
  await confirm.waitFor();
  await settle(page);
  const c = await rect(confirm);
  assert.ok(
    c.top >= 0 && c.bottom <= viewport.height && c.right <= viewport.width,
    `Confirm move is at y=${Math.round(c.top)}…${Math.round(c.bottom)}, x≤${Math.round(c.right)} on a ${viewport.width}×${viewport.height} screen`,
  );
  // The tapped vertex is not under the move box.
  const sheet = await rect(page.locator('.composer.composing'));
  const v = await rect(vertex);
  const covered =
    v.right > sheet.left && v.left < sheet.right && v.bottom > sheet.top && v.top < sheet.bottom;
  assert.ok(!covered, 'the move box leaves the tapped vertex in sight');
  await screenshot(page, `phone-landscape-${name}`);
  assert.equal(await axeSerious(page, `landscape ${name}`), '');
  await page
    .getByRole('button', { name: /^take one more from/ })
    .first()
    .tap();
  await confirm.tap();
  // The move is made (a game's move list grows; a puzzle judges it), and the box closes.
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('ol.history li:not(.empty)').length > n ||
      /^(solved|refuted)$/.test(document.querySelector('.puzzle-task')?.dataset.phase ?? ''),
    before,
  );
  assert.equal(await page.locator('.composer.composing').count(), 0, 'the move box closes after Confirm');
}

for (const viewport of [
  { width: 844, height: 390 },
  { width: 740, height: 360 },
  { width: 640, height: 360 },
]) {
  const size = `${viewport.width}×${viewport.height}`;

  test(`phone sideways ${size}: a tapped vertex opens the move box on screen; the board fits`, async () => {
    const phone = await launchPhone({ viewport });
    const page = await phone.newPage();
    await openPlayground(page, `${site.url}index.html${GAME}`);
    await tapVertexAndConfirm(page, viewport, `${viewport.width}-game`);
    assertNoErrors(page);
    await phone.close();
  });

  test(`phone sideways ${size}: a puzzle's task, board and status are on the first screen; its move box too`, async () => {
    const phone = await launchPhone({ viewport });
    const page = await phone.newPage();
    await openPlayground(page, `${site.url}index.html${PUZZLE}`);
    await settle(page);
    // Nothing scrolled: the title, the whole board and the line under it are in view.
    for (const [what, locator] of [
      ['the title', page.getByRole('heading', { name: 'Two heaps' })],
      ['the board', page.locator('svg.board')],
      ['the status line', page.locator('.gnp-status')],
    ]) {
      const r = await rect(locator);
      assert.ok(
        r.top >= 0 && r.bottom <= viewport.height,
        `${what} is at y=${Math.round(r.top)}…${Math.round(r.bottom)}`,
      );
    }
    const boardBefore = await rect(page.locator('svg.board'));
    await tapVertexAndConfirm(page, viewport, `${viewport.width}-puzzle`);
    // The verdict came above the board: it, Try again and the whole board are in view (the
    // board gives the verdict some of its height: it stays at least two thirds as high).
    await page.locator('.puzzle-feedback').waitFor();
    await settle(page);
    for (const [what, locator] of [
      ['the verdict', page.locator('.puzzle-feedback')],
      ['Try again', page.getByRole('button', { name: 'Try again' })],
      ['the board', page.locator('svg.board')],
    ]) {
      const r = await rect(locator);
      assert.ok(
        r.top >= 0 && r.bottom <= viewport.height,
        `${what} is at y=${Math.round(r.top)}…${Math.round(r.bottom)}`,
      );
    }
    const boardAfter = await rect(page.locator('svg.board'));
    assert.ok(
      boardAfter.height >= (boardBefore.height * 2) / 3,
      `the board was ${Math.round(boardBefore.height)} px high, ${Math.round(boardAfter.height)} px after the verdict`,
    );
    await screenshot(page, `phone-landscape-${viewport.width}-puzzle-verdict`);
    assertNoErrors(page);
    await phone.close();
  });
}

for (const viewport of [
  { width: 844, height: 390 },
  { width: 640, height: 360 },
]) {
  const size = `${viewport.width}×${viewport.height}`;
  test(`phone sideways ${size}: an outcome puzzle's board is at least half the screen high, its task and answers beside it`, async () => {
    const phone = await launchPhone({ viewport });
    const page = await phone.newPage();
    await openPlayground(page, `${site.url}index.html${OUTCOME_PUZZLE}`);
    await settle(page);
    const board = await rect(page.locator('svg.board'));
    assert.ok(
      board.height >= viewport.height / 2,
      `the board is ${Math.round(board.height)} px high on a ${viewport.height} px screen`,
    );
    // Nothing scrolled: the title, the goal, both answers and the whole board are in view,
    // the answers beside the board, not over it.
    for (const [what, locator] of [
      ['the title', page.getByRole('heading', { name: 'The square of four heaps around a cycle' })],
      ['the goal', page.locator('.puzzle-goal')],
      ['the board', page.locator('svg.board')],
      ['The player to move wins', page.getByRole('button', { name: 'The player to move wins' })],
      ['The player to move loses', page.getByRole('button', { name: 'The player to move loses' })],
    ]) {
      const r = await rect(locator);
      assert.ok(
        r.top >= 0 && r.bottom <= viewport.height && r.right <= viewport.width,
        `${what} is at y=${Math.round(r.top)}…${Math.round(r.bottom)}, x≤${Math.round(r.right)}`,
      );
      if (what.startsWith('The player'))
        assert.ok(r.left >= board.right || r.top >= board.bottom, `${what} is not over the board`);
    }
    await screenshot(page, `phone-landscape-${viewport.width}-outcome`);
    assert.equal(await axeSerious(page, `landscape outcome puzzle ${size}`), '');
    // The student answers: the verdict comes in the task, in view, and the board keeps its size.
    await page.getByRole('button', { name: 'The player to move loses' }).tap();
    await page.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
    await settle(page);
    const verdict = await rect(page.locator('.puzzle-feedback'));
    assert.ok(
      verdict.top >= 0 && verdict.bottom <= viewport.height,
      `the verdict is at y=${verdict.top}…${verdict.bottom}`,
    );
    const after = await rect(page.locator('svg.board'));
    assert.ok(
      after.height >= viewport.height / 2,
      `the board is ${Math.round(after.height)} px high after the verdict`,
    );
    await screenshot(page, `phone-landscape-${viewport.width}-outcome-solved`);
    assert.equal(await axeSerious(page, `landscape outcome puzzle solved ${size}`), '');
    assertNoErrors(page);
    await phone.close();
  });
}

// A "win the game" puzzle as the student had it: a pentagon.
const PENTAGON = '#rules=edge&v=5&e=0-1:1,1-2:3,2-3:4,3-4:5,4-0:3&goal=win&title=Pentagon';

for (const viewport of [
  { width: 844, height: 390 },
  { width: 740, height: 360 },
]) {
  const size = `${viewport.width}×${viewport.height}`;
  test(`phone sideways ${size}: a move puzzle's board is at least half the screen high, its task beside it`, async () => {
    const phone = await launchPhone({ viewport });
    const page = await phone.newPage();
    await openPlayground(page, `${site.url}index.html${PENTAGON}`);
    await settle(page);
    // Above the board, the task left it a strip about 150 px high, its vertices about 20 px.
    const board = await rect(page.locator('svg.board'));
    assert.ok(
      board.height >= viewport.height / 2,
      `the board is ${Math.round(board.height)} px high on a ${viewport.height} px screen`,
    );
    const vertex = await rect(page.locator('svg.board [data-vertex="0"]'));
    assert.ok(vertex.height >= 26, `a vertex is ${Math.round(vertex.height)} px across`);
    for (const [what, locator] of [
      ['the title', page.getByRole('heading', { name: 'Pentagon' })],
      ['the goal', page.locator('.puzzle-goal')],
      ['the board', page.locator('svg.board')],
      ['the status line', page.locator('.gnp-status')],
    ]) {
      const r = await rect(locator);
      assert.ok(
        r.top >= 0 && r.bottom <= viewport.height && r.right <= viewport.width,
        `${what} is at y=${Math.round(r.top)}…${Math.round(r.bottom)}, x≤${Math.round(r.right)}`,
      );
    }
    // The locked "Analyze all moves" keeps its words on one line (it took three).
    const analyze = page.getByRole('button', { name: 'Analyze all moves' });
    const lineHeight = await analyze.evaluate((b) => parseFloat(getComputedStyle(b).lineHeight));
    const words = await analyze.evaluate((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    assert.equal(words, 1, `"Analyze all moves" is on ${words} lines (line height ${lineHeight})`);
    await screenshot(page, `phone-landscape-${viewport.width}-move-puzzle`);
    assert.equal(await axeSerious(page, `landscape move puzzle ${size}`), '');
    await tapVertexAndConfirm(page, viewport, `${viewport.width}-move-puzzle-box`);
    await page.locator('.puzzle-feedback').waitFor();
    await settle(page);
    for (const [what, locator] of [
      ['the verdict', page.locator('.puzzle-feedback')],
      ['Try again', page.getByRole('button', { name: 'Try again' })],
      ['the board', page.locator('svg.board')],
    ]) {
      const r = await rect(locator);
      assert.ok(
        r.top >= 0 && r.bottom <= viewport.height,
        `${what} is at y=${Math.round(r.top)}…${Math.round(r.bottom)}`,
      );
    }
    await screenshot(page, `phone-landscape-${viewport.width}-move-puzzle-verdict`);
    assert.equal(await axeSerious(page, `landscape move puzzle verdict ${size}`), '');
    assertNoErrors(page);
    await phone.close();
  });
}

test('phone rotated from portrait to sideways: the board fits and the move box is on screen', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await openPlayground(page, `${site.url}index.html${GAME}`);
  const viewport = { width: 844, height: 390 };
  await page.setViewportSize(viewport);
  await settle(page);
  await tapVertexAndConfirm(page, viewport, 'rotated');
  assertNoErrors(page);
  await phone.close();
});

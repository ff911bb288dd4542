// Clumsy and quick use of the page: fast repeated clicks, Hint while the computer thinks,
// Cancel mid-turn, settings changed mid-game, typos in links, long counts, narrow windows.
// Each test repeats a person's steps with real clicks and typing, and asserts what a
// person sees (move list, status, messages, the board, the address bar). Controls are found by role and accessible name so the tests
// outlive the page's restructure. Screenshots of each fixed state go to
// test-artifacts/clumsy-*.png. Each failed on the page before its fix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  clickBoard,
  clickElement,
  focusedDescription,
  clickWhereShown,
  moveListTexts,
  waitForHumanTurnOrEnd,
  boardSummary,
  statusText,
  settle,
  assertNoErrors,
  shownInItsContainers,
  EMPTY_BOARD,
} from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const K5_ALL_FIVE =
  '#rules=edge&v=5&e=0-1:5,0-2:5,0-3:5,0-4:5,1-2:5,1-3:5,1-4:5,2-3:5,2-4:5,3-4:5&mode=play-cpu&first=cpu';

// (Its name ends ", selected" while the vertex is selected in the editor.)
const vertexButton = (page, v) =>
  page.getByRole('button', { name: new RegExp(`^vertex ${v}(, selected)?$`) });
const moveList = (page) => page.getByRole('list', { name: 'Moves so far' });

test('thirty fast clicks on a vertex do not add a pile of loops', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await clickBoard(page, 400, 280);
  assert.equal((await boardSummary(page)).vertices, 1);
  const vertex = vertexButton(page, 0);
  for (let i = 0; i < 15; i++) await vertex.dblclick();
  await settle(page);
  const board = await boardSummary(page);
  assert.ok(board.edges <= 1, `${board.edges} loops added by fast clicking`);
  // Whatever was drawn stays on the board.
  const boardBox = await page.locator('svg.board').boundingBox();
  for (const box of await page
    .locator('svg.board g.edge')
    .evaluateAll((gs) => gs.map((g) => g.getBoundingClientRect().toJSON()))) {
    assert.ok(
      box.left >= boardBox.x - 1 &&
        box.top >= boardBox.y - 1 &&
        box.right <= boardBox.x + boardBox.width + 1 &&
        box.bottom <= boardBox.y + boardBox.height + 1,
      `loop drawn outside the board: ${JSON.stringify(box)}`,
    );
  }
  await screenshot(page, 'clumsy-fast-clicks');
  assertNoErrors(page);
  await page.close();
});

test('the move list follows the newest move and shows the last moves at game end', async () => {
  const page = await env.browser.newPage();
  // Two players take one token at a time from a heap of 24: 24 moves.
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:24&mode=play'));
  for (let turn = 0; turn < 24; turn++) {
    // The count pill itself: the group's centre can fall between the pill and the last-move badge.
    await clickElement(page, '.edge-label[data-edge="0"] rect');
    await page.getByRole('button', { name: 'Confirm move' }).click();
    await settle(page);
    if (turn === 11) {
      const newest = moveList(page).getByRole('listitem').last();
      assert.ok(await shownInItsContainers(newest), 'mid-game: the newest move is in view in the list');
    }
  }
  assert.match(await statusText(page), /wins/);
  const items = moveList(page).getByRole('listitem');
  assert.equal(await items.count(), 24);
  assert.ok(await shownInItsContainers(items.last()), 'game over: the last move is in view in the list');
  await screenshot(page, 'clumsy-move-list-at-end');
  assertNoErrors(page);
  await page.close();
});

test('a broken link keeps the user’s text; a bad xy keeps the position; over the cap says so', async () => {
  const page = await env.browser.newPage();
  // A one-character typo: "x" for a count.
  const typo = '#rules=edge&v=3&e=0-1:2,1-2:x';
  await openPlayground(page, env.url('index.html' + typo));
  assert.equal(
    decodeURIComponent(await page.evaluate(() => location.hash)),
    typo,
    'the address bar keeps the text so the typo can be fixed by hand',
  );
  const message = page.locator('.gnp-message');
  assert.ok(await message.isVisible());
  assert.match(await message.textContent(), /1-2:x/, 'the message quotes the user’s text');
  await screenshot(page, 'clumsy-typo-kept');

  // One bad xy value: the position is kept, the layout falls back to automatic.
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:3&xy=100,100;abc;300,300'));
  const board = await boardSummary(page);
  assert.equal(board.vertices, 3, 'the position is not thrown away for a bad xy');
  assert.deepEqual(board.tokens, [2, 3]);

  // A count over the cap is called over the cap.
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:99999999999'));
  const capText = await message.textContent();
  assert.match(capText, /limit|cap|at most|more than|too large/i, capText);
  assert.doesNotMatch(capText, /whole number/, capText);
  assertNoErrors(page);
  await page.close();
});

test('wording — "1 edge", capital after a period, no word broken mid-word, explained terms', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:1'));
  // Every check below is collected so one run shows every wording problem at once.
  const problems = [];
  const check = (ok, what) => ok || problems.push(what);
  const lines = (await page.locator('body').innerText()).split('\n');
  check(
    !lines.some((l) => /\b1 (edges|vertices)\b/.test(l)),
    lines.find((l) => /\b1 (edges|vertices)\b/.test(l)),
  );

  // K6 with 9 per edge: too large; every sentence starts with a capital.
  await page.getByLabel('Preset graph').selectOption('complete');
  await page.locator('input.preset-size').fill('6');
  await page.getByLabel('Tokens per edge').fill('9');
  await page.getByRole('button', { name: 'Build' }).click();
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  const hintRegion = page.getByRole('region', { name: /Hint/ });
  await page
    .getByText(/Too large for an exact answer/)
    .first()
    .waitFor({ timeout: 20_000 });
  const tooLarge = await hintRegion.innerText();
  check(!/[a-z]\.\s+[a-z]/.test(tooLarge), `sentence starting in lower case: ${tooLarge}`);

  // A narrow panel: no word is broken across lines (e.g. "theore m:c5").
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlayground(page, env.url('index.html#rules=edge&v=5&e=0-1:3,1-2:2,2-3:4,3-4:1,4-0:2'));
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('.hint-result .verdict', { timeout: 20_000 });
  await settle(page);
  const broken = await hintRegion.evaluate((root) => {
    const out = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const re = /\S+/g;
      for (let m = re.exec(node.data); m; m = re.exec(node.data)) {
        if (/[-–—/]/.test(m[0])) continue; // hyphens and dashes may break
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) out.push(m[0]);
      }
    }
    return out;
  });
  check(!broken.length, `words broken across lines: ${broken.join(', ')}`);
  const hintText = await hintRegion.innerText();
  check(!/Winning moves\s*\d[\d,]*\s+of\s+\d[\d,]*\s*$/m.test(hintText), `ambiguous: ${hintText}`);
  await screenshot(page, 'clumsy-narrow-hint');

  // Grundy value, moves left and the method each have a short explanation on the page.
  const explained = await hintRegion.evaluate((root) => {
    const texts = [];
    for (const el of root.querySelectorAll('*')) {
      for (const a of ['title', 'aria-label', 'aria-description'])
        if (el.getAttribute(a)) texts.push(el.getAttribute(a));
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      for (const id of ids) texts.push(document.getElementById(id)?.textContent ?? '');
      if (el.tagName === 'DETAILS' || el.getAttribute('popover') !== null) texts.push(el.textContent);
    }
    return texts.join(' \n ');
  });
  check(/Grundy/i.test(explained), 'Grundy value explained on the page (tooltip / ? popover)');
  check(/moves left|remoteness/i.test(explained), 'moves left explained on the page');
  check(/method|theorem|search/i.test(explained), 'method explained on the page');
  // …and in Rules/Help.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = await page.getByRole('dialog').innerText();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Help/ }).click();
  const help = await page.getByRole('dialog').innerText();
  await page.keyboard.press('Escape');
  check(/Grundy/.test(rules + help), 'Rules/Help explain the Grundy value');
  check(/moves left|remoteness/i.test(rules + help), 'Rules/Help explain moves left');
  await screenshot(page, 'clumsy-help');
  assert.deepEqual(problems, []);
  assertNoErrors(page);
  await page.close();
});

/**
 * Ticks "computer moves first" when the page offers it now. A page may instead disable it
 * during a game (or offer "swap sides and restart"): then there is nothing to rewrite.
 */
async function tickComputerFirst(page) {
  const box = page.getByLabel('computer moves first');
  if ((await box.isVisible()) && (await box.isEnabled())) await box.check();
  await settle(page);
}

/** Waits until the move list holds at least `count` moves. */
async function waitForMoves(page, count, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while ((await moveListTexts(page)).length < count) {
    assert.ok(Date.now() < deadline, `fewer than ${count} moves after ${timeout} ms`);
    await page.waitForTimeout(100);
  }
}

test('ticking "computer moves first" does not rewrite a game already played', async () => {
  const page = await env.browser.newPage();
  // One token: you take it and win.
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:1&mode=play-cpu'));
  assert.equal(await statusText(page), 'Your turn.');
  await clickElement(page, '.edge-label[data-edge="0"]');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await settle(page);
  const wonStatus = await statusText(page);
  assert.match(wonStatus, /You win/);
  const wonMoves = await moveListTexts(page);
  await tickComputerFirst(page);
  assert.equal(await statusText(page), wonStatus, 'the result of the finished game stays');
  assert.deepEqual(await moveListTexts(page), wonMoves, 'your move stays yours');
  await screenshot(page, 'clumsy-finished-game-unchanged');
  // The change applies to the next game: a new game starts with the computer's move.
  await page
    .getByRole('button', { name: /Restart|New game|Play again/ })
    .first()
    .click();
  // The finished game's one move is listed until the new game is drawn, so wait for the list
  // to change rather than for one entry (on a busy machine the old list is still there).
  const deadline = Date.now() + 30_000;
  let first;
  while (!/^Computer/.test((first = (await moveListTexts(page))[0] ?? '')) && Date.now() < deadline)
    await page.waitForTimeout(100);
  assert.match(first, /^Computer/, 'the next game starts with the computer');

  // Mid-game: Nim heaps 2 and 3. You move, the computer answers, then you tick the box.
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:2,2-3:3&mode=play-cpu'));
  await clickElement(page, '.edge-label[data-edge="1"]');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForMoves(page, 2);
  await waitForHumanTurnOrEnd(page);
  const before = await moveListTexts(page);
  assert.match(before[0], /^You/, before.join(' | '));
  assert.equal(await statusText(page), 'Your turn.');
  await tickComputerFirst(page);
  // Give a computer that (wrongly) moves in your place ample time to do so.
  await page.waitForTimeout(2500);
  await settle(page);
  assert.deepEqual(await moveListTexts(page), before, 'past moves keep their players and nobody moved');
  assert.equal(await statusText(page), 'Your turn.', 'still your turn');
  await screenshot(page, 'clumsy-mid-game-unchanged');
  assertNoErrors(page);
  await page.close();
});

test('Cancel during the computer’s turn leaves a consistent, usable state', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + K5_ALL_FIVE));
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await cancel.first().waitFor({ state: 'visible', timeout: 20_000 });
  await cancel.first().click();
  await settle(page);
  await page.waitForTimeout(300);
  const status = await statusText(page);
  const progressShown = await page.getByRole('progressbar').first().isVisible();
  assert.ok(
    !(/thinking/i.test(status) && !progressShown),
    `status "${status}" says the computer is thinking but nothing is working`,
  );
  const message = (await page.locator('.gnp-message').isVisible())
    ? await page.locator('.gnp-message').textContent()
    : '';
  if (/Undo/.test(message))
    assert.ok(
      await page.getByRole('button', { name: 'Undo' }).isEnabled(),
      `"${message}" but Undo is disabled`,
    );
  await screenshot(page, 'clumsy-after-cancel');
  assertNoErrors(page);
  await page.close();
});

/** Moves the computer has made so far, read from the move list. */
async function computerMoves(page) {
  return (await moveListTexts(page)).filter((t) => /^Computer/.test(t)).length;
}

test('clicking Hint twice while the computer thinks never leaves it thinking forever', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + K5_ALL_FIVE));
  const hint = page.getByRole('button', { name: 'Hint' });
  // While the computer thinks (its progress bar is up), click Hint twice.
  await page.getByRole('progressbar').first().waitFor({ state: 'visible', timeout: 20_000 });
  await hint.click();
  await hint.click();
  // Within a generous bound either the computer has moved or the user sees it working
  // (a progress bar with Cancel). Before the fix neither appeared after 20 s.
  const deadline = Date.now() + 25_000;
  let moved = false;
  while (Date.now() < deadline && !moved) {
    moved = (await computerMoves(page)) > 0;
    if (!moved) await page.waitForTimeout(500);
  }
  const progressShown = await page.getByRole('progressbar').first().isVisible();
  const cancelShown = await page
    .getByRole('button', { name: 'Cancel' })
    .first()
    .isVisible()
    .catch(() => false);
  assert.ok(
    moved || (progressShown && cancelShown),
    `after 25 s: computer moved ${moved}, progress bar ${progressShown}, Cancel ${cancelShown}; status "${await statusText(page)}"`,
  );
  await screenshot(page, 'clumsy-computer-not-stuck');
  assertNoErrors(page);
  await page.close();
});

test('when the position is too large, the user is told the computer is guessing, until the next move', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await page.getByRole('button', { name: 'Walking Nim' }).click();
  await page.getByLabel('Preset graph').selectOption('petersen');
  await page.getByLabel('Weight per edge').fill('3');
  await page.getByRole('button', { name: 'Build' }).click();
  await settle(page);
  assert.equal((await boardSummary(page)).edges, 15);
  await page.getByLabel('computer moves first').check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await waitForMoves(page, 1, 60_000);
  await waitForHumanTurnOrEnd(page, 60_000);
  const told = page.getByText(/guess/i).filter({ visible: true });
  await told.first().waitFor({ state: 'visible', timeout: 5000 });
  const why = await told.first().textContent();
  assert.match(why, /too (large|big)|states|budget|limit/i, `the reason is given: "${why}"`);
  // Still there a little later, before the human's next move.
  await page.waitForTimeout(1500);
  assert.ok(await told.first().isVisible(), 'the guessing notice stays until the next move');
  await screenshot(page, 'clumsy-computer-guessing');
  assertNoErrors(page);
  await page.close();
});

test('K4 counts do not overlap; ten-digit counts fit their pills; a message does not push the board down', async () => {
  const page = await env.browser.newPage();
  // K4 from a link without a layout (the default layout), counts of three digits.
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:120,0-2:120,0-3:120,1-2:120,1-3:120,2-3:119'),
  );
  assert.equal((await boardSummary(page)).edges, 6);
  const problems = [];
  const check = (ok, what) => ok || problems.push(what);
  // Each count pill is readable as its own edge's: pills keep apart, and no other edge's line
  // runs through a pill (two crossing diagonals with their counts at the crossing fail this).
  const clashes = await page.locator('svg.board').evaluate((svg) => {
    const out = [];
    const pills = [...svg.querySelectorAll('.edge-label')].map((g) => ({
      edge: Number(g.dataset.edge),
      box: g.querySelector('rect').getBoundingClientRect(),
    }));
    const inside = (b, x, y, margin) =>
      x > b.left - margin && x < b.right + margin && y > b.top - margin && y < b.bottom + margin;
    for (const a of pills)
      for (const b of pills)
        if (
          a.edge < b.edge &&
          a.box.left < b.box.right + 4 &&
          b.box.left < a.box.right + 4 &&
          a.box.top < b.box.bottom + 4 &&
          b.box.top < a.box.bottom + 4
        )
          out.push(`pills of edges ${a.edge} and ${b.edge} touch`);
    for (const g of svg.querySelectorAll('g.edge')) {
      const edge = Number(g.dataset.edge);
      const line = g.querySelector('.edge-line');
      const matrix = line.getScreenCTM();
      const length = line.getTotalLength();
      for (const pill of pills) {
        if (pill.edge === edge) continue;
        for (let s = 0; s <= 200; s++) {
          const q = line.getPointAtLength((length * s) / 200);
          const p = new DOMPoint(q.x, q.y).matrixTransform(matrix);
          if (inside(pill.box, p.x, p.y, -2)) {
            out.push(`edge ${edge}'s line runs through the count of edge ${pill.edge}`);
            break;
          }
        }
      }
    }
    return out;
  });
  check(!clashes.length, clashes.join('; '));
  await screenshot(page, 'clumsy-k4-counts');

  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:1000000000'));
  const fit = await page
    .locator('svg.board .edge-label')
    .first()
    .evaluate((g) => {
      const pill = g.querySelector('rect').getBoundingClientRect();
      const text = g.querySelector('.edge-count').getBoundingClientRect();
      return { pill: pill.toJSON(), text: text.toJSON() };
    });
  check(
    fit.text.left >= fit.pill.left - 0.5 && fit.text.right <= fit.pill.right + 0.5,
    `ten digits overflow their pill: ${JSON.stringify(fit)}`,
  );
  await screenshot(page, 'clumsy-ten-digits');

  // Board position in the document (not the window, which may be scrolled).
  const boardTopOf = () =>
    page.locator('svg.board').evaluate((svg) => svg.getBoundingClientRect().top + window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  const boardTop = await boardTopOf();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:x'));
  assert.ok(await page.locator('.gnp-message').isVisible());
  const boardTopWithMessage = await boardTopOf();
  check(
    Math.abs(boardTopWithMessage - boardTop) <= 1,
    `the message moved the board from y=${boardTop} to y=${boardTopWithMessage}`,
  );
  await screenshot(page, 'clumsy-message-overlay');
  assert.deepEqual(problems, []);
  assertNoErrors(page);
  await page.close();
});

test('two typed amounts at vertex 2 are both played (boxes are not rebuilt under the user)', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=5&e=0-1:5,1-2:1,2-3:1,3-4:5,4-0:0&mode=play'));
  await vertexButton(page, 2).click();
  const first = page.getByLabel('take from 1–2');
  const second = page.getByLabel('take from 2–3');
  await clickWhereShown(page, first);
  await page.keyboard.type('1');
  await clickWhereShown(page, second);
  await settle(page);
  assert.match(
    await focusedDescription(page),
    /take from 2–3/,
    'clicking the second box puts the caret in it',
  );
  await page.keyboard.type('1');
  // Tab after typing moves to the next control of the panel, not to the page.
  await page.keyboard.press('Tab');
  await settle(page);
  assert.notEqual(
    await focusedDescription(page),
    'document.body',
    'Tab after typing keeps focus in the panel',
  );
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await settle(page);
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 1, moves.join(' | '));
  assert.match(moves[0], /1 from 1–2/, moves[0]);
  assert.match(moves[0], /1 from 2–3/, moves[0]);
  const board = await boardSummary(page);
  assert.deepEqual(board.tokens, [5, 0, 0, 5, 0], 'both edges at vertex 2 emptied');
  await screenshot(page, 'clumsy-both-amounts-played');
  assertNoErrors(page);
  await page.close();
});

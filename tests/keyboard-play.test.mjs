// A keyboard-only player, keys pressed in the order a person presses them: Walking Nim played
// with Enter alone (the edge, then its new weight, a few keys apart), Cancel with Enter, focus
// kept in the playground after Start game, Why? and a review mark, the editor's keys for new
// vertices and edges that Help lists, and Enter on an Edge-Nim edge doing what Help says.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  boardSummary,
  settle,
  assertNoErrors,
  moveListTexts,
  statusText,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { assertFocusKept, focusedName, press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const WALK = '#rules=walk&v=3&e=0-1:3,1-2:1,2-0:2&piece=0&mode=play-cpu';

test('Walking Nim with Enter alone: the edge, then its new weight one key away, then the move', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + WALK));
  assert.match(await statusText(page), /Your turn/);

  await tabTo(page, /^edge 0–1\b/);
  await press(page, 'Enter');
  // The new weights are where focus went: no walk through the board's other items.
  assert.match(await focusedName(page), /^edge 0–1: new weight 2$/, 'focus on the first new weight');
  const keys = await tabTo(page, /^edge 0–1: new weight 0$/, { limit: 4 });
  assert.equal(keys, 2, 'new weight 0 is two Tabs from new weight 2');
  await screenshot(page, 'keyboard-walk-new-weight');
  assert.equal(await axeSerious(page, 'Walking Nim new weights'), '');

  await press(page, 'Enter');
  const moves = await moveListTexts(page);
  assert.equal(moves.length >= 1, true, 'Enter on "new weight 0" played the move');
  assert.match(moves[0], /0–1|1–0/, moves[0]);
  assert.equal((await boardSummary(page)).tokens[0], 0, 'edge 0–1 now weighs 0');
  await assertFocusKept(page, 'after the move');
  await waitForHumanTurnOrEnd(page);
  await assertFocusKept(page, 'after the computer’s reply');
  await screenshot(page, 'keyboard-walk-after-move');
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: Enter on Cancel cancels the chosen edge and plays nothing', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + WALK));
  await tabTo(page, /^edge 2–0\b/);
  await press(page, 'Enter');
  assert.match(await focusedName(page), /^edge 2–0: new weight 1$/);
  await tabTo(page, /^Cancel$/, { limit: 4 });
  await press(page, 'Enter');
  assert.deepEqual(await moveListTexts(page), [], 'no move was played');
  assert.equal(await page.getByRole('button', { name: /: new weight/ }).count(), 0, 'the choices are gone');
  assert.deepEqual((await boardSummary(page)).tokens, [3, 1, 2]);
  await assertFocusKept(page, 'after Cancel');
  assertNoErrors(page);
  await page.close();
});

test('focus stays in the playground after Start game, Why? and a review mark', async () => {
  const page = await env.browser.newPage();
  // One token: the player takes it and wins, and the game's review marks that one move.
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:1&mode=edit'));
  await tabTo(page, /^Start game$/);
  await press(page, 'Enter');
  assert.match(await statusText(page), /Your turn/);
  await assertFocusKept(page, 'after Start game');

  await tabTo(page, /^Why\?$/);
  await page.keyboard.press('Enter');
  await page.getByRole('region', { name: 'Why: certificate' }).waitFor();
  await settle(page);
  await assertFocusKept(page, 'after Why?');

  // The move, by keyboard: Enter on the edge takes its token, Enter on the board confirms.
  await tabTo(page, /^edge 0–1\b/);
  await press(page, 'Enter');
  await tabTo(page, /^take from 0–1 \(\d+ tokens?\)$/, { limit: 8 });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.gnp-status')?.dataset.kind === 'won');
  const mark = page.locator('.review-mark').first();
  await mark.waitFor();
  await tabTo(page, /^Move 1:/);
  // (In a one-move game, the mark of its only move shows the position after it, the game's
  // own: nothing is chosen, so the mark stays unpressed. Here only focus is the question.)
  await press(page, 'Enter');
  await assertFocusKept(page, 'after a review mark');
  assert.match(await focusedName(page), /^Move 1:/, 'focus on the mark it was on');
  await screenshot(page, 'keyboard-review-mark');
  assertNoErrors(page);
  await page.close();
});

test('Help lists the editor’s keys for vertices and edges, and they work', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=0&mode=edit'));
  await page.locator('svg.board').focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  const text = await help.textContent();
  assert.match(text, /N.*add a vertex/);
  assert.match(text, /J on the board, then Enter on another vertex.*join/);
  assert.match(text, /Enter or Space on a vertex or edge.*Edge-Nim edge or a pile takes one more token/);
  await screenshot(page, 'keyboard-help');
  assert.equal(await axeSerious(page, 'Help'), '');
  await press(page, 'Escape');

  await page.locator('svg.board').focus();
  for (let i = 0; i < 3; i++) await press(page, 'n');
  let board = await boardSummary(page);
  assert.equal(board.vertices, 3, 'N three times: three vertices');
  assert.equal(board.edges, 2, 'each joined to the one before: a path');
  assert.match(await focusedName(page), /^vertex 2\b/, 'focus on the newest vertex');
  await press(page, 'j');
  await tabTo(page, /^vertex 0\b/, { limit: 12, key: 'Shift+Tab' });
  await press(page, 'Enter');
  board = await boardSummary(page);
  assert.equal(board.edges, 3, 'J, then Enter on vertex 0: the triangle is closed');
  assert.deepEqual(
    await page.$$eval('g.edge', (gs) => gs.map((g) => g.getAttribute('aria-label').split(/ \(|, /)[0])),
    ['edge 0–1', 'edge 1–2', 'edge 2–0'],
  );
  await screenshot(page, 'keyboard-triangle');
  // One undo step each.
  await press(page, 'Control+z');
  assert.equal((await boardSummary(page)).edges, 2);
  assertNoErrors(page);
  await page.close();
});

test('Enter on a focused Edge-Nim edge takes one more token, as Help says', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:3&mode=play-cpu'));
  await tabTo(page, /^edge 0–1\b/);
  await page.keyboard.press('Enter');
  await press(page, 'Enter');
  const label = await page.locator('.edge-label[data-edge="0"] .edge-count').textContent();
  assert.equal(label, '−2 of 3', 'two Enters: two tokens taken from 0–1');
  assert.deepEqual(await moveListTexts(page), [], 'nothing confirmed yet');
  await tabTo(page, /^Confirm move$/, { limit: 20 });
  await press(page, 'Enter');
  const moves = await moveListTexts(page);
  assert.match(moves[0] ?? '', /2 from 0–1/);
  assertNoErrors(page);
  await page.close();
});

test('the Play card’s instructions say the keys too, and following them plays a move', async () => {
  const page = await env.browser.newPage();
  const instructions = () => page.getByRole('region', { name: 'Play' }).locator('.composer').textContent();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:2&mode=play'));
  assert.match(await instructions(), /Keys: Tab to a vertex, Enter, type the amounts, Enter/);
  // Read to a screen reader from the start; shown once the keyboard is used (a mouse user's
  // card stays short).
  const keys = page.getByRole('region', { name: 'Play' }).locator('.keys-note');
  const width = async () => (await keys.boundingBox())?.width ?? 0;
  assert.ok((await width()) <= 1, 'not shown before a key');
  await page.keyboard.press('Tab');
  assert.ok((await width()) > 50, 'shown after the first Tab');
  // As they say: Tab to a vertex, Enter, type the amount, Enter.
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  await page.keyboard.type('2');
  await press(page, 'Enter');
  assert.match((await moveListTexts(page))[0] ?? '', /at vertex 1: took 2 from 0–1/);

  await page.goto(env.url('index.html' + WALK));
  await openPlayground(page, page.url());
  assert.match(
    await instructions(),
    /Keys: Tab to an edge next to the piece \(or the vertex it leads to\), Enter, then Enter on the new weight/,
  );
  await page.goto(env.url('index.html#rules=circular&piles=2,3,1,4,2&k=3&mode=play'));
  await openPlayground(page, page.url());
  assert.match(
    await instructions(),
    /Keys: Tab to a pile, Enter \(again for more\), then Ctrl\+Enter confirms the move/,
  );
  await screenshot(page, 'keyboard-play-instructions-piles');
  assert.equal(await axeSerious(page, 'pile game instructions'), '');
  assertNoErrors(page);
  await page.close();
});

test('N puts each new vertex in a free spot: off the vertices, the edges and their labels', async () => {
  const page = await env.browser.newPage();
  // The square the page opens on; Escape, then N three times: a lone vertex and a path from it.
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=edit'));
  await page.locator('svg.board').focus();
  await press(page, 'Escape');
  for (let i = 0; i < 3; i++) await press(page, 'n');
  const drawing = await page.evaluate(() => {
    const centre = (el) => {
      const r = el.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2];
    };
    return {
      vertices: [...document.querySelectorAll('g.vertex .vertex-body')].map((el) => ({
        at: centre(el),
        box: el.getBoundingClientRect().toJSON(),
      })),
      labels: [...document.querySelectorAll('.edge-label rect')].map((el) =>
        el.getBoundingClientRect().toJSON(),
      ),
      edges: [...document.querySelectorAll('g.edge')].map((g) => g.getAttribute('aria-label').split(' (')[0]),
      ends: [...document.querySelectorAll('g.edge')].map((g) =>
        g
          .getAttribute('aria-label')
          .match(/^edge (\d+)–(\d+)/)
          .slice(1)
          .map(Number),
      ),
      frame: document.querySelector('.board-frame').getBoundingClientRect().toJSON(),
    };
  });
  assert.equal(drawing.vertices.length, 7);
  assert.equal(drawing.edges.length, 6);
  const overlaps = (a, b) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const [v, vertex] of drawing.vertices.entries()) {
    const { box } = vertex;
    assert.ok(
      box.x >= drawing.frame.x && box.right <= drawing.frame.right && box.bottom <= drawing.frame.bottom,
      `vertex ${v} is on the board, in sight`,
    );
    for (const [u, other] of drawing.vertices.entries())
      if (u !== v) assert.ok(!overlaps(box, other.box), `vertex ${v} is clear of vertex ${u}`);
    for (const [e, label] of drawing.labels.entries())
      assert.ok(!overlaps(box, label), `vertex ${v} is clear of ${drawing.edges[e]}'s label`);
  }
  for (const [e, label] of drawing.labels.entries())
    for (const [f, other] of drawing.labels.entries())
      if (e < f)
        assert.ok(!overlaps(label, other), `${drawing.edges[e]}'s label is clear of ${drawing.edges[f]}'s`);
  // No edge crosses another.
  const side = (a, b, c) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
  const at = (v) => drawing.vertices[v].at;
  for (const [e, [a, b]] of drawing.ends.entries())
    for (const [f, [c, d]] of drawing.ends.entries()) {
      if (e >= f || new Set([a, b, c, d]).size < 4) continue;
      const cross =
        side(at(a), at(b), at(c)) * side(at(a), at(b), at(d)) < 0 &&
        side(at(c), at(d), at(a)) * side(at(c), at(d), at(b)) < 0;
      assert.ok(!cross, `${drawing.edges[e]} does not cross ${drawing.edges[f]}`);
    }
  await screenshot(page, 'keyboard-n-free-spots');
  assertNoErrors(page);
  await page.close();
});

test('a digit typed into a move box that shows 0 replaces the 0', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:2&mode=play'));
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  assert.match(await focusedName(page), /^take from 0–1 \(\d+ tokens?\)$/);
  assert.equal(await page.locator(':focus').inputValue(), '0');
  await page.keyboard.type('2');
  assert.equal(await page.locator(':focus').inputValue(), '2', 'not "02"');
  await press(page, 'Enter');
  assert.match((await moveListTexts(page))[0], /took 2 from 0–1/);
  assertNoErrors(page);
  await page.close();
});

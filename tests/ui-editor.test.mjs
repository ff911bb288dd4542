// Editor: drawing by mouse, setting counts, the URL fragment, undo/redo, presets.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  clickBoard,
  dragBoard,
  clickElement,
  boardSummary,
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

test('draw a triangle by mouse, set its counts, and the link encodes it', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  const corners = [
    [250, 420],
    [550, 420],
    [400, 150],
  ];
  for (const [x, y] of corners) await clickBoard(page, x, y);
  assert.equal((await boardSummary(page)).vertices, 3);

  await dragBoard(page, corners[0], corners[1]);
  await dragBoard(page, corners[1], corners[2]);
  await dragBoard(page, corners[2], corners[0]);
  let board = await boardSummary(page);
  assert.equal(board.edges, 3);
  assert.deepEqual(board.labels, ['1', '1', '1']);

  // Edge 0: click it and type a number.
  await clickElement(page, '.edge-label[data-edge="0"]');
  await page.keyboard.type('12');
  // Edge 1: click it and press + twice.
  await clickElement(page, '.edge-label[data-edge="1"]');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  // Edge 2: the side panel's number input.
  await clickElement(page, '.edge-label[data-edge="2"]');
  await page.locator('.tokens-input').fill('4');
  await page.locator('.tokens-input').press('Enter');
  await page.locator('.tokens-input').blur();
  await settle(page);
  // Scroll wheel on edge 2 adds one more.
  const label = await page.locator('.edge-label[data-edge="2"]').boundingBox();
  await page.mouse.move(label.x + label.width / 2, label.y + label.height / 2);
  await page.mouse.wheel(0, -100);
  await settle(page);

  board = await boardSummary(page);
  assert.deepEqual(board.labels, ['12', '3', '5']);
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /rules=edge/);
  assert.match(hash, /v=3/);
  assert.match(hash, /e=0-1:12,1-2:3,2-0:5/);
  assert.match(hash, /xy=250,420;550,420;400,150/);
  await screenshot(page, 'editor-triangle');
  assertNoErrors(page);
  await page.close();
});

test('undo and redo every edit (keyboard and buttons); loops and parallel edges', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await clickBoard(page, 200, 280);
  await clickBoard(page, 600, 280);
  await dragBoard(page, [200, 280], [600, 280]);
  await dragBoard(page, [600, 280], [200, 280]); // parallel edge
  await clickBoard(page, 600, 280); // select vertex 1
  await page.getByRole('button', { name: 'Add loop' }).click(); // loops only on purpose
  let board = await boardSummary(page);
  assert.equal(board.edges, 3);
  const paths = await page.evaluate(() =>
    [...document.querySelectorAll('g.edge .edge-line')].map((p) => p.getAttribute('d')),
  );
  assert.equal(new Set(paths).size, 3, 'parallel edges and the loop are drawn as separate curves');

  await page.keyboard.press('Control+z');
  await settle(page);
  assert.equal((await boardSummary(page)).edges, 2);
  await page.keyboard.press('Control+z');
  await settle(page);
  assert.equal((await boardSummary(page)).edges, 1);
  await page.keyboard.press('Control+Shift+z');
  await settle(page);
  assert.equal((await boardSummary(page)).edges, 2);
  await page.keyboard.press('Control+y');
  await settle(page);
  assert.equal((await boardSummary(page)).edges, 3);

  // Delete the selected loop with the Delete key, then undo with the toolbar button.
  await clickElement(page, '.edge-label[data-edge="2"]');
  await page.keyboard.press('Delete');
  await settle(page);
  assert.equal((await boardSummary(page)).edges, 2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await settle(page);
  assert.equal((await boardSummary(page)).edges, 3);
  await page.getByRole('button', { name: 'Redo' }).click();
  await settle(page);
  assert.equal((await boardSummary(page)).edges, 2);

  // Moving a vertex (Move tool) is one undo step.
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await dragBoard(page, [200, 280], [300, 150]);
  let xy = await page.evaluate(() => document.querySelector('[data-vertex="0"]').getAttribute('transform'));
  assert.equal(xy, 'translate(300,150)');
  await page.keyboard.press('Control+z');
  await settle(page);
  xy = await page.evaluate(() => document.querySelector('[data-vertex="0"]').getAttribute('transform'));
  assert.equal(xy, 'translate(200,280)');
  assertNoErrors(page);
  await page.close();
});

test("presets build the papers' graphs with their layouts", async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  const expected = {
    nim: [6, 3],
    petersen: [10, 15],
    hypercube: [8, 12],
    tetrahedron: [4, 6],
    bipartite: [5, 6],
    cycle: [4, 4],
  };
  for (const [name, [v, e]] of Object.entries(expected)) {
    await page.getByLabel('Preset graph or pile game').selectOption(name);
    await page.getByRole('button', { name: 'Build' }).click();
    await settle(page);
    const board = await boardSummary(page);
    assert.deepEqual([board.vertices, board.edges], [v, e], name);
    if (name === 'petersen') await screenshot(page, 'preset-petersen');
  }
  // Random tokens in [2, 6].
  await page.locator('select[aria-label="Tokens"]').selectOption('random');
  await page.locator('input[aria-label="Lowest random count"]').fill('2');
  await page.locator('input[aria-label="Highest random count"]').fill('6');
  await page.getByLabel('Preset graph or pile game').selectOption('hypercube');
  await page.getByRole('button', { name: 'Build' }).click();
  await settle(page);
  const board = await boardSummary(page);
  assert.ok(
    board.tokens.every((t) => t >= 2 && t <= 6),
    String(board.tokens),
  );
  await screenshot(page, 'preset-hypercube');
  assertNoErrors(page);
  await page.close();
});

test('Presets: numbers out of range are built with the nearest allowed, shown in their boxes and said', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await page.getByLabel('Preset graph or pile game').selectOption('nim');
  const heaps = page.locator('input.preset-size');
  const perEdge = page.getByLabel('Tokens per heap');
  await heaps.click();
  await heaps.press('ControlOrMeta+a');
  await page.keyboard.type('500');
  await perEdge.click();
  await perEdge.press('ControlOrMeta+a');
  await page.keyboard.type('1000000000000');
  await page.getByRole('button', { name: 'Build' }).click();
  const message = page.locator('.gnp-message');
  await message.waitFor();
  const max = await heaps.getAttribute('max');
  assert.match(
    await message.innerText(),
    new RegExp(`^Built with heaps ${max} \\(the most\\), tokens per heap 1,000,000,000 \\(the most\\)\\.`),
  );
  assert.equal(await heaps.inputValue(), max, 'the box shows what was built');
  assert.equal(await perEdge.inputValue(), '1000000000');
  assert.equal((await boardSummary(page)).tokens.length, Number(max));
  // A number in range is built as typed, and nothing is said.
  await heaps.click();
  await heaps.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await page.getByRole('button', { name: 'Build' }).click();
  await settle(page);
  assert.equal((await boardSummary(page)).tokens.length, 3);
  assert.equal(await message.isVisible(), false);
  assertNoErrors(page);
  await page.close();
});

test('every count label of K3,3 and Q4 can be seen and clicked (no two stacked)', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  for (const [preset, size, edges] of [
    ['bipartite', '3', 9],
    ['hypercube', '4', 32],
  ]) {
    await page.getByLabel('Preset graph or pile game').selectOption(preset);
    await page.locator('input.preset-size').fill(size);
    await page.getByRole('button', { name: 'Build' }).click();
    await settle(page);
    const boxes = await page.locator('.edge-label').evaluateAll((labels) =>
      labels.map((l) => {
        const r = l.querySelector('rect').getBoundingClientRect();
        return [r.x + r.width / 2, r.y + r.height / 2, r.height];
      }),
    );
    assert.equal(boxes.length, edges);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = 0; j < i; j++) {
        const apart = Math.hypot(boxes[i][0] - boxes[j][0], boxes[i][1] - boxes[j][1]);
        assert.ok(
          apart >= boxes[i][2] * 0.9,
          `${preset}: labels ${j} and ${i} overlap (${apart.toFixed(1)} px apart)`,
        );
      }
    }
    // The label a person clicks selects that edge: pick one that used to hide under others.
    const last = edges - 1;
    await clickElement(page, `.edge-label[data-edge="${last}"]`);
    // The Selection card names it by its ends, as the board's edge does ("edge 3–7, …").
    const ends = (await page.locator(`g.edge[data-edge="${last}"]`).getAttribute('aria-label')).match(
      /^edge (\d+–\d+)/,
    )[1];
    assert.equal(
      await page
        .getByRole('region', { name: 'Selection' })
        .locator('.inspector strong')
        .first()
        .textContent(),
      `Edge ${ends}`,
    );
  }
  await screenshot(page, 'preset-hypercube-labels');
  assertNoErrors(page);
  await page.close();
});

// The <graph-nim> element (www/graph-nim.js): two puzzles on one page under a host stylesheet
// that hides every svg and inflates every button; a person answers one with clicks, the
// page's script solves the other with play() after a wrong try; events bubble out of the
// shadow roots; attributes update the element; themes and print keep each board readable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { axeAny } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const WRONG = { vertex: 2, take: [[1, 2]] };
const RIGHT = { vertex: 2, take: [[1, 1]] };

/** Opens a page of elements and waits until `count` of them said graphnim:ready. */
async function openElements(page, path = 'tests/fixtures/elements.html', count = 2) {
  await page.goto(env.url(path));
  await page.waitForFunction(
    (n) => window.events?.filter((e) => e.type === 'graphnim:ready').length === n,
    count,
    { timeout: 60_000 },
  );
}

const eventsOf = (page, id) => page.evaluate((which) => window.events.filter((e) => e.id === which), id);

test('two elements under a hostile host stylesheet: boards drawn, buttons their own size, each keeps its own game', async () => {
  const page = await env.browser.newPage();
  await openElements(page);
  const heaps = page.locator('#heaps');
  const square = page.locator('#square');
  // The host's `svg {display: none}` and `button {font-size: 40px}` stop at the shadow root.
  await heaps.locator('svg.board').waitFor({ state: 'visible' });
  await square.locator('svg.board').waitFor({ state: 'visible' });
  const box = await heaps.locator('svg.board').boundingBox();
  assert.ok(box.width > 250 && box.height > 200, `the board is drawn large: ${JSON.stringify(box)}`);
  const answer = square.getByRole('button', { name: 'The player to move loses' });
  const fontSize = await answer.evaluate((button) => parseFloat(getComputedStyle(button).fontSize));
  assert.ok(fontSize < 20, `the element's buttons keep their size (${fontSize}px)`);
  await heaps.getByText('Leave the computer equal heaps.').waitFor();
  await screenshot(page, 'graph-nim-two-elements');
  // One solver worker for the page, however many elements.
  assert.equal(page.workers().filter((w) => /\/worker\.js$/.test(w.url())).length, 1);

  // The page's script solves the first puzzle with play(): a wrong try, then the right move.
  const wrong = await page.evaluate(
    (move) =>
      document
        .getElementById('heaps')
        .play(move)
        .then((r) => r.puzzle),
    WRONG,
  );
  assert.equal(wrong.phase, 'refuted');
  assert.equal(wrong.tries, 1);
  const solved = await page.evaluate(
    (move) =>
      document
        .getElementById('heaps')
        .play(move)
        .then((r) => r.puzzle),
    RIGHT,
  );
  assert.equal(solved.solved, true);
  const results = (await eventsOf(page, 'heaps')).filter((e) => e.type === 'graphnim:result');
  assert.deepEqual(
    results.map((e) => e.detail),
    [
      { type: 'graphnim:result', goal: 'find', solved: false, tries: 1, revealed: false },
      { type: 'graphnim:result', goal: 'find', solved: true, tries: 2, revealed: false },
    ],
  );
  // The moves carry the position JSON: a host can keep its own copy in sync.
  const moves = (await eventsOf(page, 'heaps')).filter((e) => e.type === 'graphnim:move');
  assert.deepEqual(moves.at(-1).detail.position.edges, [
    [0, 1, 1],
    [2, 3, 1],
  ]);
  assert.deepEqual(await page.evaluate(() => document.getElementById('heaps').position.edges), [
    [0, 1, 1],
    [2, 3, 1],
  ]);
  await heaps.locator('.puzzle-task[data-phase="solved"]').waitFor();
  // The other element is untouched: still open, nothing but its ready event.
  await square.locator('.puzzle-task[data-phase="open"]').waitFor();
  assert.deepEqual(
    (await eventsOf(page, 'square')).map((e) => e.type),
    ['graphnim:ready'],
  );
  // A refused request rejects with what to do instead, and is told as graphnim:error.
  const refused = await page.evaluate(() =>
    document
      .getElementById('heaps')
      .retry()
      .then(
        () => 'resolved',
        (err) => err.message,
      ),
  );
  // In the element's terms: a method to call, not a message to send.
  assert.match(refused, /solved: call reset\(\)/);

  // A person answers the second puzzle with a click.
  await answer.click();
  await square.locator('.puzzle-task[data-phase="solved"]').waitFor();
  const squareResult = (await eventsOf(page, 'square')).find((e) => e.type === 'graphnim:result');
  assert.deepEqual(squareResult.detail, {
    type: 'graphnim:result',
    goal: 'outcome',
    solved: true,
    tries: 1,
    revealed: false,
  });
  await screenshot(page, 'graph-nim-both-solved');

  // Changing an attribute updates the element: a new position, a new puzzle.
  await page.evaluate(() =>
    document.getElementById('square').setAttribute('position', 'rules=edge&v=3&e=0-1:1,1-2:2,2-0:3'),
  );
  await square.locator('.edge-label[data-edge="2"]').waitFor();
  assert.equal(await square.locator('.edge-label').count(), 3);
  await square.locator('.puzzle-task[data-phase="open"]').waitFor();

  // Wholly clean, best practices and minor findings too: an element goes into other people's
  // pages, whose own audits would list its faults (roles ARIA does not allow on its boxes,
  // a landmark per card).
  const report = await axeAny(page, 'graph-nim elements');
  assert.equal(report, '', report);
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test("the shared solver: one board's Cancel stops its own job only; the other's still gets its answer", async () => {
  const page = await env.browser.newPage();
  await page.goto(env.url('tests/fixtures/smoke.html'));
  const outcome = await page.evaluate(async () => {
    const { createSharedSolver } = await import('/www/engine/shared-solver.js');
    const views = createSharedSolver();
    const [a, b] = [views(), views()];
    const triangle = {
      rules: 'edge',
      vertices: 3,
      edges: [
        [0, 1, 1],
        [1, 2, 2],
        [2, 0, 3],
      ],
    };
    const first = a.solve(triangle).then(
      () => 'answered',
      (err) => (err.cancelled ? 'cancelled' : err.message),
    );
    const second = b.solve(triangle).then(
      (r) => r.outcome,
      (err) => `failed: ${err.message}`,
    );
    a.cancel();
    return { a: await first, b: await second, busy: a.busy || b.busy };
  });
  assert.deepEqual(outcome, { a: 'cancelled', b: 'N', busy: false });
  await page.close();
});

test('a bad position attribute is said on that board; the other element keeps working', async () => {
  const page = await env.browser.newPage();
  await openElements(page);
  await page.evaluate(() =>
    document.getElementById('heaps').setAttribute('position', 'rules=edge&v=2&e=0-5:1'),
  );
  await page
    .locator('#heaps')
    .getByText(/The position attribute could not be shown/)
    .first()
    .waitFor();
  // The puzzle stays on its board.
  await page.locator('#heaps .puzzle-task').waitFor();
  // The other element still works.
  await page.locator('#square').getByRole('button', { name: 'The player to move loses' }).click();
  await page.locator('#square .puzzle-task[data-phase="solved"]').waitFor();
  await page.close();
});

test("keyboard: Tab reaches an element's answer buttons, Enter answers; only that element takes the key", async () => {
  const page = await env.browser.newPage();
  await openElements(page);
  const answer = page.locator('#square').getByRole('button', { name: 'The player to move loses' });
  // Tab through the page as a person would until the answer has focus.
  let reached = false;
  for (let press = 0; press < 40 && !reached; press++) {
    await page.keyboard.press('Tab');
    reached = await answer.evaluate((button) => button.getRootNode().activeElement === button);
  }
  assert.ok(reached, 'Tab reaches the answer button inside the shadow root');
  await page.keyboard.press('Enter');
  await page.locator('#square .puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
  await page.locator('#heaps .puzzle-task[data-phase="open"]').waitFor();
  assert.deepEqual(
    (await eventsOf(page, 'heaps')).map((e) => e.type),
    ['graphnim:ready'],
  );
  await page.close();
});

test('on a phone each element is one column: the task above a board as wide as the element', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await openElements(page);
  for (const id of ['heaps', 'square']) {
    const element = await page.locator(`#${id}`).boundingBox();
    const task = await page.locator(`#${id} .puzzle-task`).boundingBox();
    const board = await page.locator(`#${id} svg.board`).boundingBox();
    assert.ok(
      board.width > element.width * 0.8,
      `${id}: the board is ${board.width}px of ${element.width}px`,
    );
    assert.ok(task.y + task.height <= board.y + 1, `${id}: the task is above the board`);
  }
  await screenshot(page, 'graph-nim-phone');
  await page.close();
});

for (const colorScheme of ['light', 'dark'])
  test(`theme: elements in auto, light and dark themes are wholly axe-clean when the reader prefers ${colorScheme}`, async () => {
    const page = await env.browser.newPage();
    await page.emulateMedia({ colorScheme });
    await openElements(page, 'tests/fixtures/elements-themes.html', 3);
    // The brightness (0–255) of each element's own background, as drawn.
    const brightness = (id) =>
      page.locator(`#${id} .gnp`).evaluate((el) => {
        const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g).map(Number);
        return (r * 299 + g * 587 + b * 114) / 1000;
      });
    // light and dark are fixed whatever the reader prefers; auto follows the reader.
    assert.ok((await brightness('light')) > 200, 'theme=light is light');
    assert.ok((await brightness('dark')) < 60, 'theme=dark is dark');
    const auto = await brightness('auto');
    assert.ok(colorScheme === 'dark' ? auto < 60 : auto > 200, `auto follows ${colorScheme} (${auto})`);
    await screenshot(page, `graph-nim-themes-${colorScheme}`);
    const report = await axeAny(page, `graph-nim themes ${colorScheme}`);
    assert.equal(report, '', report);
    await page.close();
  });

test('print: each element shows its position and its task, without the controls', async () => {
  const page = await env.browser.newPage();
  await openElements(page);
  await page.emulateMedia({ media: 'print' });
  for (const id of ['heaps', 'square']) {
    const board = page.locator(`#${id} svg.board`);
    await board.waitFor({ state: 'visible' });
    const box = await board.boundingBox();
    assert.ok(box.height > 150, `${id}: the board is printed (${box.height}px)`);
    assert.equal(await page.locator(`#${id} .puzzle-actions`).isVisible(), false, `${id}: no controls`);
  }
  await page.locator('#heaps').getByText('Leave the computer equal heaps.').waitFor();
  await screenshot(page, 'graph-nim-print');
  await page.close();
});

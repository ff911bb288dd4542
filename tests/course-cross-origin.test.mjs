// A teacher's course page on ANOTHER origin than the playground, written from docs/embed.md
// alone: one module script tag for <graph-nim>, elements in the page's HTML, a frame with
// www/embed-resize.js. The playground is served by scripts/serve.mjs as the docs' `bash
// scripts/serve.sh` serves it (with its CORS header), with no shim on the course page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setupE2E, startSite, launchPhone, screenshot, artifactPath } from './helpers/browser.mjs';
import { useCourseFolder } from './helpers/course-folder.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { holdPageClock } from './helpers/ui.mjs';

const course = useCourseFolder('course');
let env;
let playground;
before(async () => {
  env = await setupE2E();
  playground = await startSite();
});
after(async () => {
  await playground?.close();
  await env?.teardown();
});

/** Writes `name` on the course site: `body` in a page that logs every graphnim event. */
function coursePage(name, body, head = '') {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Week 3</title>${head}
<script>
  window.events = [];
  for (const type of ['graphnim:ready', 'graphnim:move', 'graphnim:result', 'graphnim:revealed', 'graphnim:error'])
    document.addEventListener(type, (e) => window.events.push({ id: e.target.id, type, detail: e.detail }));
  window.messages = [];
  window.addEventListener('message', (e) => window.messages.push(e.data));
</script>
</head><body style="font-family: Georgia, serif; max-width: 760px; margin: 1em auto; padding: 0 1em">
<h1>Week 3: Nim on graphs</h1>
${body}
</body></html>`;
  return course.write(name, html);
}

/** teach.md's frame of the playground at `game` (640×520, no wider than the page). */
const frameTag = (game, title) =>
  `<iframe src="${playground.url}index.html?embed=1&lock=1#${game}" width="640" height="520"
  style="max-width:100%;border:0" title="${title}"></iframe>`;

const elementScript = () => `<script type="module" src="${playground.url}www/graph-nim.js"></script>`;

const SQUARE = 'rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4';
const PENTAGON = 'rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3';

/** Waits until `count` graphnim:ready (or error) events came. */
async function waitEvents(page, type, count, timeout = 60_000) {
  await page.waitForFunction(
    ([t, n]) => window.events.filter((e) => e.type === t).length >= n,
    [type, count],
    { timeout },
  );
}

test('elements on a course page of another origin: drawn, played, scored, with links to the playground', async () => {
  assert.notEqual(new URL(course.url).origin, new URL(playground.url).origin);
  const url = coursePage(
    'course.html',
    `${elementScript()}
<h2>1. Only one way</h2>
<graph-nim id="p1" position="${PENTAGON}" goal="unique" title="Only one way" reveal="2" lock>Puzzle: only one way</graph-nim>
<h2>2. The square</h2>
<graph-nim id="p2" position="${SQUARE}" goal="outcome" title="The square" lock>Puzzle: the square</graph-nim>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 2);
  const square = page.locator('#p2');
  await square.locator('svg.board').waitFor({ state: 'visible' });
  const box = await square.boundingBox();
  assert.ok(box.height > 250, `the element has a height (${box.height}px)`);
  // The solver runs in a worker started from the playground's origin (through a blob module).
  await square.getByRole('button', { name: 'The player to move loses' }).click();
  await waitEvents(page, 'graphnim:result', 1);
  const result = (await page.evaluate(() => window.events)).find((e) => e.type === 'graphnim:result');
  assert.equal(result.id, 'p2');
  assert.equal(typeof result.detail.solved, 'boolean');
  await screenshot(page, 'cross-origin-elements');
  assert.deepEqual(
    (await page.evaluate(() => window.events)).filter((e) => e.type === 'graphnim:error'),
    [],
  );
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('a finished game in an (unlocked) element: its review link opens the playground, not the course page', async () => {
  const url = coursePage(
    'game.html',
    `${elementScript()}
<graph-nim id="g" position="rules=edge&v=3&e=0-1:1,1-2:1" mode="play-cpu"></graph-nim>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 1);
  // The course page's script plays for the student; the computer answers; the game ends.
  await page.evaluate(() => document.getElementById('g').play({ vertex: 1, take: [[0, 1]] }));
  await waitEvents(page, 'graphnim:result', 1);
  const field = page.locator('#g').getByRole('textbox', { name: 'Review link' });
  await field.waitFor({ state: 'attached' });
  const link = await field.inputValue();
  assert.ok(link.startsWith(`${playground.url}index.html#`), `the review link opens the playground: ${link}`);
  assert.ok(!link.startsWith(course.url), 'not the course page');
  await screenshot(page, 'cross-origin-review-link');
  await page.close();
});

test('configureGraphNim from the page reaches elements in its HTML; an engine that cannot load is said', async () => {
  const url = coursePage(
    'broken.html',
    `<script type="module">
  import { configureGraphNim } from '${playground.url}www/graph-nim.js';
  configureGraphNim({ wasm: '${playground.url}www/pkg/no-such-engine.wasm' });
</script>
<graph-nim id="b" position="${SQUARE}" goal="outcome" title="The square" lock>Puzzle: the square</graph-nim>`,
  );
  const page = await env.browser.newPage();
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(url);
  await waitEvents(page, 'graphnim:error', 1);
  const events = await page.evaluate(() => window.events);
  assert.deepEqual(
    events.map((e) => e.type),
    ['graphnim:error'],
    'an error and no graphnim:ready',
  );
  assert.match(events[0].detail.reason, /engine could not be loaded/);
  // The board says so: never a blank box.
  // (The banner, not its copy for screen readers.)
  await page
    .locator('#b .gnp-message')
    .getByText(/The game engine could not be loaded/)
    .waitFor();
  const box = await page.locator('#b').boundingBox();
  assert.ok(box.height > 100, `the element shows its message (${box.height}px high)`);
  assert.deepEqual(
    warnings.filter((w) => /configureGraphNim/.test(w)),
    [],
    'configureGraphNim came in time',
  );
  await screenshot(page, 'cross-origin-engine-missing');
  await page.close();
});

test('a bad position attribute: named on the board, the lock kept, graphnim:error; a good one clears it', async () => {
  const url = coursePage(
    'bad.html',
    `${elementScript()}
<graph-nim id="x" position="rules=edge&v=4&e=0-1:1,2-3:x" goal="find" title="Two heaps" lock></graph-nim>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:error', 1);
  const element = page.locator('#x');
  const banner = element.locator('.gnp-message').getByText(/The position attribute could not be shown/);
  await banner.waitFor();
  assert.doesNotMatch(await banner.textContent(), /address bar/);
  await screenshot(page, 'cross-origin-bad-position');
  assert.equal(await element.getByText(/Editing/).count(), 0, 'a locked element gets no editor');
  const [error] = (await page.evaluate(() => window.events)).filter((e) => e.type === 'graphnim:error');
  assert.match(error.detail.reason, /^the position attribute could not be shown: .*2-3:x/);

  // Bad JSON given to the property: said on the board and to the page; the board stays.
  await page.evaluate(() => (document.getElementById('x').position = '{"bad json'));
  await element
    .locator('.gnp-message')
    .getByText(/The position property could not be read as JSON/)
    .waitFor();
  const errors = (await page.evaluate(() => window.events)).filter((e) => e.type === 'graphnim:error');
  assert.equal(errors.length, 2);
  assert.match(errors[1].detail.reason, /^the position property could not be read as JSON/);

  // A valid position by the property: shown at once (the getter reads it), the message gone.
  const read = await page.evaluate(() => {
    const el = document.getElementById('x');
    el.position = {
      rules: 'edge',
      vertices: 4,
      edges: [
        [0, 1, 1],
        [2, 3, 2],
      ],
    };
    return el.position;
  });
  assert.equal(read.vertices, 4);
  assert.deepEqual(read.edges, [
    [0, 1, 1],
    [2, 3, 2],
  ]);
  await element.locator('svg.board').waitFor({ state: 'visible' });
  // The message goes (the board is redrawn on the next frame).
  await element.getByText(/could not be/).waitFor({ state: 'hidden' });
  await element.getByText('Two heaps').first().waitFor();
  await page.close();
});

test("methods' refusals speak of methods; graphnim:ready once per element, not per attribute change", async () => {
  const url = coursePage(
    'methods.html',
    `${elementScript()}
<graph-nim id="m" position="${SQUARE}" goal="outcome" title="The square" reveal="2" lock></graph-nim>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 1);
  const refusal = await page.evaluate(() =>
    document
      .getElementById('m')
      .reveal()
      .then(
        () => 'resolved',
        (err) => err.message,
      ),
  );
  assert.match(refusal, /call play\(\)|answer/);
  assert.doesNotMatch(refusal, /graphnim:|send /, `no postMessage wording: ${refusal}`);
  // Changing attributes updates the element without announcing it again.
  await page.evaluate(() => {
    const el = document.getElementById('m');
    el.setAttribute('title', 'The square, again');
    el.setAttribute('hide', 'hint');
    el.setAttribute('lock', '');
  });
  await page.locator('#m').getByText('The square, again').first().waitFor();
  await page.evaluate(() => document.getElementById('m').ready);
  const readies = (await page.evaluate(() => window.events)).filter((e) => e.type === 'graphnim:ready');
  assert.equal(readies.length, 1);
  assert.equal(typeof readies[0].detail.version, 'string');
  await page.close();
});

test("an element's events tell its puzzle's state: ready after a reload, a shown solution, a hint refused, solved before", async () => {
  const HEAPS = 'rules=edge&v=4&e=0-1:1,2-3:2';
  const url = coursePage(
    'state.html',
    `${elementScript()}
<graph-nim id="h" position="${HEAPS}" goal="find" title="Two heaps" reveal="1" lock></graph-nim>
<graph-nim id="s" position="${SQUARE}" goal="outcome" title="The square" solved lock></graph-nim>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 2);
  const detail = async (id, type) =>
    (await page.evaluate(() => window.events))
      .filter((e) => e.id === id && e.type === type)
      .map((e) => e.detail);
  assert.deepEqual((await detail('h', 'graphnim:ready'))[0].puzzle, {
    goal: 'find',
    solved: false,
    tries: 0,
    revealed: false,
  });
  // The page said the square was solved before (solved attribute): the element says so too.
  const square = { goal: 'outcome', solved: true, tries: 1, revealed: false };
  assert.deepEqual((await detail('s', 'graphnim:ready'))[0].puzzle, square);
  await page.waitForFunction(() => window.events.some((e) => e.id === 's' && e.detail.restored));
  assert.deepEqual(await detail('s', 'graphnim:result'), [
    { type: 'graphnim:result', ...square, restored: true },
  ]);
  await page.locator('#s .puzzle-task', { hasText: 'You solved this puzzle earlier: it counts.' }).waitFor();
  assert.equal(await page.locator('#s .puzzle-tries').first().textContent(), 'Solved at the first try');

  // A hint before the puzzle is solved is refused, saying what to call.
  const hint = await page.evaluate(() =>
    document
      .getElementById('h')
      .hint()
      .then(
        () => 'resolved',
        (err) => err.message,
      ),
  );
  assert.match(
    hint,
    /after 1 wrong try \(reveal=1\) and there have been 0: call play\(\) with an answer first, then call hint\(\) \(reveal="0" opens the hint from the start\)/,
  );

  // The student takes the whole heap of 2 (wrong), then shows the solution: the page hears it.
  const board = page.locator('#h');
  const heap = board.locator('.edge-label[data-edge="1"]');
  await heap.click();
  await heap.click();
  await board.getByRole('button', { name: 'Confirm move' }).click();
  await board.getByRole('button', { name: 'Reveal solution' }).click();
  await page.waitForFunction(() => window.events.some((e) => e.type === 'graphnim:revealed'));
  const [revealed] = await detail('h', 'graphnim:revealed');
  assert.deepEqual(
    { ...revealed, solution: revealed.solution.take },
    { type: 'graphnim:revealed', goal: 'find', tries: 1, revealed: true, solution: [[1, 1]] },
  );
  await screenshot(page, 'element-revealed');

  // The course page reloads: the element's ready carries what its card says.
  await page.reload();
  await waitEvents(page, 'graphnim:ready', 2);
  const heaps = { goal: 'find', solved: false, tries: 1, revealed: true };
  assert.deepEqual((await detail('h', 'graphnim:ready'))[0].puzzle, heaps);
  await page.waitForFunction(() => window.events.some((e) => e.id === 'h' && e.detail.restored));
  assert.deepEqual(await detail('h', 'graphnim:result'), [
    { type: 'graphnim:result', ...heaps, restored: true },
  ]);
  assert.equal(await axeSerious(page, 'elements with kept progress'), '');

  // The student plays the shown solution (one from the heap of 2), and the page reloads: the
  // card's words and the tries line beside Reset say the same thing, as the result does.
  await heap.click();
  await board.getByRole('button', { name: 'Confirm move' }).click();
  await page.waitForFunction(() => window.events.some((e) => e.id === 'h' && e.detail.solved));
  await page.reload();
  await waitEvents(page, 'graphnim:ready', 2);
  assert.deepEqual((await detail('h', 'graphnim:ready'))[0].puzzle, { ...heaps, solved: true, tries: 2 });
  const kept = board.locator('.puzzle-task', { hasText: 'You solved this puzzle earlier' });
  await kept.waitFor();
  assert.match(
    await kept.textContent(),
    /after its solution was shown \(1 wrong try\): solved, but not on your own/,
  );
  assert.doesNotMatch(await kept.textContent(), /does not count as solved/);
  assert.equal(
    await board.locator('.puzzle-tries').first().textContent(),
    'Solved after the solution was shown · Wrong tries: 1',
  );
  await board.screenshot({ path: artifactPath('course-cross-origin-element-revealed-solve-kept.png') });
  await page.close();
});

test("solved and tries from the gradebook are the first puzzle's: Next puzzle, or another goal, opens unsolved; set again, they are the next one's", async () => {
  const HEAPS = 'rules=edge&v=4&e=0-1:1,2-3:2';
  const TRIANGLE = 'rules=edge&v=3&e=0-1:5,1-2:1,2-0:1';
  // The teacher's page: puzzle 1 restored as solved from the gradebook; its buttons change the
  // element's attributes as the element's docs say.
  const url = coursePage(
    'next.html',
    `${elementScript()}
<p>Restored from my gradebook: puzzle 1 solved.
<button id="next">Next puzzle</button> <button id="back">Back to puzzle 1</button>
<button id="outcome">Ask who wins instead</button> <button id="nohint">Hide the hint</button>
<button id="graded">Next puzzle, solved in the gradebook</button></p>
<graph-nim id="a" position="${HEAPS}" goal="find" title="Puzzle 1: two heaps" solved tries="1" lock></graph-nim>
<script>
  const a = document.getElementById('a');
  document.getElementById('next').onclick = () => {
    a.setAttribute('title', 'Puzzle 2: the triangle');
    a.setAttribute('position', '${TRIANGLE}');
  };
  document.getElementById('back').onclick = () => {
    a.setAttribute('title', 'Puzzle 1: two heaps');
    a.setAttribute('position', '${HEAPS}');
    a.setAttribute('goal', 'find');
  };
  document.getElementById('outcome').onclick = () => a.setAttribute('goal', 'outcome');
  document.getElementById('nohint').onclick = () => a.setAttribute('hide', 'hint');
  document.getElementById('graded').onclick = () => {
    a.setAttribute('title', 'Puzzle 2: the triangle');
    a.setAttribute('position', '${TRIANGLE}');
    a.setAttribute('goal', 'find');
    a.setAttribute('solved', '');
    a.setAttribute('tries', '2');
  };
</script>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 1);
  const element = page.locator('#a');
  const task = element.locator('.puzzle-task').first();
  const tries = element.locator('.puzzle-tries').first();
  const hint = element.getByRole('button', { name: 'Hint', exact: true });
  const results = async () =>
    (await page.evaluate(() => window.events))
      .filter((e) => e.type === 'graphnim:result')
      .map((e) => e.detail);
  const solvedBefore = {
    type: 'graphnim:result',
    goal: 'find',
    solved: true,
    tries: 1,
    revealed: false,
    restored: true,
  };
  await page.waitForFunction(() => window.events.some((e) => e.detail.restored));
  await element.locator('.task-verdict', { hasText: 'You solved this puzzle earlier: it counts.' }).waitFor();
  assert.deepEqual(await results(), [solvedBefore]);

  // Next puzzle: the triangle, never played, opens as such.
  await page.getByRole('button', { name: 'Next puzzle', exact: true }).click();
  await element.getByText('Puzzle 2: the triangle').first().waitFor();
  await element.locator('.edge-label[data-edge="0"]', { hasText: /^5$/ }).waitFor();
  await screenshot(page, 'element-next-puzzle-unsolved');
  assert.doesNotMatch(await task.innerText(), /earlier|solved/i);
  assert.doesNotMatch(await tries.textContent(), /Solved/);
  assert.ok(await hint.isDisabled(), 'the hint stays closed on an unsolved puzzle');
  assert.deepEqual(
    await page.evaluate(() => {
      const { solved, tries, revealed } = document.getElementById('a').puzzle;
      return { solved, tries, revealed };
    }),
    { solved: false, tries: 0, revealed: false },
  );
  await screenshot(page, 'element-next-puzzle-unsolved');
  assert.equal(await axeSerious(page, 'the next puzzle in the element'), '');

  // Back to puzzle 1: its progress from the gradebook again, told as it was (restored).
  await page.getByRole('button', { name: 'Back to puzzle 1' }).click();
  await element.locator('.task-verdict', { hasText: 'You solved this puzzle earlier: it counts.' }).waitFor();
  assert.equal(await tries.textContent(), 'Solved at the first try');

  // The same heaps asked as an outcome puzzle: another puzzle, unsolved.
  await page.getByRole('button', { name: 'Ask who wins instead' }).click();
  await element.getByRole('button', { name: 'The player to move loses' }).waitFor();
  assert.doesNotMatch(await task.innerText(), /earlier/);
  assert.doesNotMatch(await tries.textContent(), /Solved/);
  assert.equal((await page.evaluate(() => document.getElementById('a').puzzle)).solved, false);
  // The element built again (hide changed) keeps solved and tries with puzzle 1.
  await page.getByRole('button', { name: 'Hide the hint' }).click();
  await element.getByRole('button', { name: 'Hint', exact: true }).waitFor({ state: 'detached' });
  await element.getByRole('button', { name: 'The player to move loses' }).waitFor();
  assert.doesNotMatch(await task.innerText(), /earlier/);
  assert.equal((await page.evaluate(() => document.getElementById('a').puzzle)).solved, false);

  // No result ever credited a puzzle the student did not play.
  assert.deepEqual(
    (await results()).filter((r) => r.goal !== 'find' || r.tries !== 1),
    [],
  );

  // The gradebook has puzzle 2 too (solved at the second try): set with its position, solved
  // and tries are read again, for it.
  await page.getByRole('button', { name: 'Next puzzle, solved in the gradebook' }).click();
  await element
    .locator('.task-verdict', { hasText: 'You solved this puzzle earlier (1 wrong try): it counts.' })
    .waitFor();
  assert.equal(await tries.textContent(), 'Solved · Wrong tries: 1');
  await page.waitForFunction(() => window.events.some((e) => e.detail.restored && e.detail.tries === 2));
  assert.deepEqual((await results()).at(-1), { ...solvedBefore, tries: 2 });
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('a win puzzle in an element: vertex clicks while the computer thinks leave no vertex looking chosen after its reply', async () => {
  const url = coursePage(
    'impatient.html',
    `${elementScript()}
<h2>3. Beat the computer</h2>
<graph-nim id="p3" position="rules=edge&v=3&e=0-1:5,1-2:1,2-0:1&xy=400,70;582,385;218,385" goal="win"
  title="Beat the computer" text="Win the whole game on the triangle." reveal="2" hide="hint,analysis" lock></graph-nim>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 1);
  const element = page.locator('#p3');
  const vertex = (v) => element.getByRole('button', { name: `vertex ${v}`, exact: true });
  const confirm = element.getByRole('button', { name: 'Confirm move' });
  /** The fill of a vertex's disc, as drawn now. */
  const fill = (v) =>
    element.locator(`.vertex[data-vertex="${v}"] .vertex-body`).evaluate((c) => getComputedStyle(c).fill);
  const plain = await fill(2);
  // The winning move: 4 from 0–1, confirmed.
  await vertex(0).click();
  for (let i = 0; i < 4; i++) await element.getByRole('button', { name: 'take one more from 0–1' }).click();
  // The student clicks vertex 1 twice while the computer thinks (the page's clock held, so the
  // clicks land within its pause however busy the machine is), and leaves the mouse there.
  const aTenth = await holdPageClock(page);
  await confirm.click();
  await aTenth();
  await element
    .getByText(/The computer is thinking/)
    .first()
    .waitFor();
  await vertex(1).click();
  await aTenth();
  await vertex(1).click();
  await aTenth();
  assert.equal(await fill(1), plain, 'while the computer thinks, the clicked vertex does not look chosen');
  await page.clock.resume();
  await element.locator('ol.history li:not(.empty)').nth(1).waitFor({ timeout: 30_000 });
  // After the reply: nothing chosen, no move box, and vertex 1 (under the still mouse) looks so.
  assert.equal(await confirm.count(), 0, 'no move box is open');
  assert.equal(await fill(1), plain, 'vertex 1 does not look chosen');
  await screenshot(page, 'element-impatient-clicks-after-reply');
  assert.equal(await axeSerious(page, 'the win puzzle after the reply'), '');
  // The mouse moved on and back: vertex 1 is marked under it again, and a click chooses it.
  await page.mouse.move(5, 5);
  await vertex(1).hover();
  assert.notEqual(await fill(1), plain, 'the hover mark is back once the mouse moves');
  // The computer's reply is any of its best, and may leave vertex 1 with no token beside it:
  // the click that must choose goes to a vertex that still has a move (the triangle's edges
  // are 0–1, 1–2, 2–0).
  const counts = await element
    .locator('.edge-label .edge-count')
    .evaluateAll((all) => all.map((c) => Number(c.textContent)));
  const ends = [
    [0, 1],
    [1, 2],
    [2, 0],
  ];
  const movable = [1, 0, 2].find((v) => ends.some(([a, b], e) => (a === v || b === v) && counts[e] > 0));
  await vertex(movable).click();
  await confirm.waitFor();
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

const TEACH_GAME = 'rules=edge&v=3&e=0-1:3,1-2:4,2-0:5&mode=play-cpu';

/** Plays the frame's game to its end, as a student: each move a click on an edge's count
 *  and Confirm, then the computer's answer. */
async function playToTheEnd(frame) {
  const over = frame.locator('.gnp-status').getByText(/You win!|The computer wins\./);
  for (let turn = 0; turn < 20 && !(await over.count()); turn++) {
    const moves = await frame.locator('[aria-label="Play"] li:not(.empty)').count();
    await frame.locator('.edge-label').first().click();
    await frame.getByRole('button', { name: 'Confirm move' }).click();
    // The computer's answer, or the end of the game.
    await frame
      .locator(
        `.gnp-status:text-matches("You win!|The computer wins"), [aria-label="Play"] li:not(.empty):nth-child(${moves + 2})`,
      )
      .first()
      .waitFor({ timeout: 60_000 });
  }
  await over.first().waitFor();
  await frame.getByText('The game is under way').waitFor({ state: 'hidden' });
}

const TRIANGLE_GAME = 'rules=edge&v=3&e=0-1:3,1-2:4,2-0:5&mode=play-cpu&goal=win&title=Beat%20the%20computer';

/** The frame's content height (its .gnp's bottom), its document's scroll height, the board's
 *  box and the frame's own height, measured inside and outside the cross-origin frame. */
async function frameSizes(page) {
  const frame = page.frames().find((f) => f.url().includes('embed=1'));
  const inside = await frame.evaluate(() => {
    const root = document.querySelector('.gnp');
    const board = document.querySelector('.board-frame').getBoundingClientRect();
    const side = document.querySelector('.gnp-side').getBoundingClientRect();
    const wrap = document.querySelector('.gnp-board-wrap').getBoundingClientRect();
    return {
      content: Math.ceil(root.getBoundingClientRect().bottom + window.scrollY),
      scroll: document.documentElement.scrollHeight,
      board: { width: board.width, height: board.height, top: board.top },
      lowest: Math.max(side.bottom, wrap.bottom),
      columns: getComputedStyle(document.querySelector('.gnp-main')).gridTemplateColumns,
    };
  });
  const outer = await page.locator('iframe').evaluate((el) => el.clientHeight);
  return { ...inside, outer };
}

/** Waits until the frame's height is its content's (±2 px). */
async function waitFitted(page) {
  await page.locator('iframe').scrollIntoViewIfNeeded();
  let seen;
  for (let look = 0; look < 200; look++) {
    seen = await frameSizes(page);
    if (Math.abs(seen.content - seen.outer) <= 2 && Math.abs(seen.scroll - seen.outer) <= 2) return seen;
    await page.waitForTimeout(100);
  }
  assert.fail(`the frame is ${seen.outer}px high, its content ${seen.content}px: ${JSON.stringify(seen)}`);
}

for (const width of [360, 640]) {
  test(`a frame ${width} px wide with embed-resize.js: as high as its content after a hint and a whole game`, async () => {
    const url = coursePage(
      `frame-${width}.html`,
      `${frameTag(TRIANGLE_GAME, 'Graph Nim puzzle')}
<script type="module" src="${playground.url}www/embed-resize.js"></script>
<p>After the puzzle.</p>`,
      '<style>body { max-width: none !important } iframe { display: block }</style>',
    );
    const page = await env.browser.newPage();
    await page.setViewportSize({ width: width + 32, height: 800 });
    await page.goto(url);
    const frame = page.frameLocator('iframe');
    await frame.locator('svg.board').waitFor({ state: 'visible' });
    let sizes = await waitFitted(page);
    // The frame said graphnim:ready with the engine's version, as an element does.
    const ready = (await page.evaluate(() => window.messages)).find((m) => m?.type === 'graphnim:ready');
    assert.match(ready?.version ?? '', /^\d+\.\d+\.\d+/);
    const check = (when) => {
      // No empty area: the board is no taller than its width allows, and nothing ends far
      // above the content's bottom.
      assert.ok(
        sizes.board.height <= Math.min(sizes.board.width + 2, 480),
        `${when}: board ${JSON.stringify(sizes.board)}`,
      );
      assert.ok(
        sizes.content - sizes.lowest < 40,
        `${when}: ${sizes.content - sizes.lowest}px empty at the bottom`,
      );
      if (width < 600)
        assert.equal(
          sizes.columns
            .replace(/\([^)]*\)/g, '')
            .trim()
            .split(/\s+/).length,
          1,
          `${when}: one column (${sizes.columns})`,
        );
    };
    check('at first');
    await screenshot(page, `frame-${width}-start`);
    // A hint on the way (open in a `win` puzzle once its solution may be shown, else the card
    // says why), then the whole game, each move a click on an edge's count and Confirm.
    const hint = frame.getByRole('button', { name: 'Hint' });
    if (await hint.isEnabled()) await hint.click();
    sizes = await waitFitted(page);
    check('after Hint');
    await screenshot(page, `frame-${width}-hint`);
    // A wrong try at the puzzle: refuted, the verdict above the board.
    await frame.locator('.edge-label').first().click();
    await frame.getByRole('button', { name: 'Confirm move' }).click();
    await frame
      .locator('.puzzle-task:not([data-phase="open"]):not([data-phase="judging"])')
      .waitFor({ timeout: 60_000 });
    sizes = await waitFitted(page);
    check('after a try');
    // The course page's next item: a whole game against the computer (teach.md's snippet),
    // in the same frame, to its end and its review.
    await page
      .locator('iframe')
      .evaluate((el, src) => (el.src = src), `${playground.url}index.html?embed=1&lock=1#${TEACH_GAME}`);
    await frame.locator('[aria-label="Play"]').waitFor();
    await playToTheEnd(frame);
    sizes = await waitFitted(page);
    check('after the game');
    await screenshot(page, `frame-${width}-game`);
    // Everything in the frame is in view: the last card's bottom is inside the frame.
    const frameBox = await page.locator('iframe').boundingBox();
    assert.ok(
      sizes.lowest <= frameBox.height + 2,
      `nothing below the frame's bottom: ${JSON.stringify(sizes)}`,
    );
    await page.close();
  });
}

test("teach.md's 640×520 frame without the resizer: after a game every card is reachable inside the frame", async () => {
  const url = coursePage('snippet.html', frameTag(TEACH_GAME, 'Graph Nim game'));
  const page = await env.browser.newPage();
  await page.goto(url);
  const frame = page.frameLocator('iframe');
  await frame.locator('[aria-label="Play"]').waitFor({ timeout: 60_000 });
  await playToTheEnd(frame);
  await screenshot(page, 'frame-640x520-game-over');
  const inner = page.frames().find((f) => f.url().includes('embed=1'));
  const boxes = await inner.evaluate(() => {
    const bottom = (selector) => document.querySelector(selector).getBoundingClientRect().bottom;
    return { side: bottom('.gnp-side'), board: bottom('.gnp-board-wrap'), height: window.innerHeight };
  });
  assert.ok(
    boxes.side <= boxes.height + 1,
    `the side column ends inside the frame: ${JSON.stringify(boxes)}`,
  );
  assert.ok(boxes.board <= boxes.height + 1, `the board ends inside the frame: ${JSON.stringify(boxes)}`);
  // The cards below the review are reached by scrolling the side column, as a student would.
  const hint = frame.getByRole('button', { name: 'Hint' });
  await hint.scrollIntoViewIfNeeded();
  // (A locked frame offers no review link: the review's steps are its last controls.)
  const end = frame.getByRole('button', { name: 'End of the game' });
  await end.scrollIntoViewIfNeeded();
  const box = await end.boundingBox();
  const frameBox = await page.locator('iframe').boundingBox();
  assert.ok(box.y + box.height <= frameBox.y + frameBox.height + 1, 'the review’s End is whole');
  await page.close();
});

test('an element in a host page: no landmarks of its own, a long unbroken title wraps, axe finds nothing serious', async () => {
  const title = 'W'.repeat(190);
  const url = coursePage(
    'landmarks.html',
    `${elementScript()}
<main><h2>The square</h2>
<graph-nim id="a" position="${SQUARE}" goal="outcome" title="${title}" lock></graph-nim>
<graph-nim id="b" position="${PENTAGON}" goal="find" title="Pentagon" lock></graph-nim></main>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 2);
  await page.locator('#a .puzzle-title, #a h2').first().waitFor();
  const landmarks = await page.evaluate(() => {
    const found = [];
    for (const el of document.querySelectorAll('graph-nim'))
      for (const node of el.shadowRoot.querySelectorAll('main, aside, section'))
        found.push(`${node.localName}[role=${node.getAttribute('role')}]`);
    return found.filter((f) => !/role=(none|group)/.test(f));
  });
  assert.deepEqual(landmarks, [], 'no main, aside or region inside the elements');
  // The title wraps inside its card: nothing sticks out of the element.
  const overflow = await page.locator('#a').evaluate((el) => {
    const host = el.getBoundingClientRect();
    const heading = el.shadowRoot.querySelector('.puzzle-task h2').getBoundingClientRect();
    return { host: host.right, heading: heading.right };
  });
  assert.ok(overflow.heading <= overflow.host + 1, `the title stays inside: ${JSON.stringify(overflow)}`);
  await screenshot(page, 'cross-origin-long-title');
  assert.equal(await axeSerious(page, 'course page with elements'), '');
  await page.close();
});

test('a dark frame passes the colour-contrast audit (its own dark background)', async () => {
  for (const [scheme, theme] of [
    ['light', 'dark'],
    ['dark', 'auto'],
  ]) {
    const context = await env.browser.context.browser()?.newContext?.({ colorScheme: scheme });
    const page = context ? await context.newPage() : await env.browser.newPage();
    if (!context) await page.emulateMedia({ colorScheme: scheme });
    await page.goto(
      `${playground.url}index.html?embed=1&lock=1&theme=${theme}#${SQUARE}&goal=outcome&title=The%20square`,
    );
    await page.locator('.puzzle-task').waitFor();
    await page.getByRole('button', { name: 'Reset' }).waitFor();
    await screenshot(page, `embed-dark-${theme}`);
    assert.equal(await axeSerious(page, `embed theme=${theme}, ${scheme} scheme`), '');
    await page.close();
    await context?.close();
  }
});

test('printed to PDF: each element keeps its task and its board on one page', async () => {
  const url = coursePage(
    'print.html',
    `${elementScript()}
<h2>1. Only one way</h2><p>${'Some notes. '.repeat(120)}</p>
<graph-nim id="p1" position="${PENTAGON}" goal="unique" title="Only one way" lock></graph-nim>
<h2>2. The square</h2><p>${'More notes. '.repeat(60)}</p>
<graph-nim id="p2" position="${SQUARE}" goal="outcome" title="The square" lock></graph-nim>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 2);
  await page.emulateMedia({ media: 'print' });
  const breaks = await page.evaluate(() =>
    [...document.querySelectorAll('graph-nim')].map((el) => getComputedStyle(el).breakInside),
  );
  assert.deepEqual(breaks, ['avoid', 'avoid']);
  const wraps = await page.evaluate(() =>
    [...document.querySelectorAll('graph-nim')].map(
      (el) => getComputedStyle(el.shadowRoot.querySelector('.gnp-board-wrap')).breakInside,
    ),
  );
  assert.deepEqual(wraps, ['avoid', 'avoid']);
  // The PDF itself: rendered, it is written for a look (test-artifacts/course-print.pdf).
  const pdf = await page.pdf({ format: 'A4' });
  assert.ok(pdf.length > 10_000);
  const fsPath = await import('node:path');
  fs.writeFileSync(fsPath.join('test-artifacts', 'course-print.pdf'), pdf);
  await page.close();
});

test('printed, a frame fills its height: no empty band under its content', async () => {
  const url = coursePage('print-frame.html', frameTag(TRIANGLE_GAME, 'Graph Nim puzzle'));
  const page = await env.browser.newPage();
  await page.goto(url);
  const frame = page.frameLocator('iframe');
  await frame.locator('svg.board').waitFor({ state: 'visible' });
  await page.emulateMedia({ media: 'print' });
  const inner = page.frames().find((f) => f.url().includes('embed=1'));
  await inner.waitForFunction(() => matchMedia('print').matches);
  const printed = await inner.evaluate(() => ({
    content: Math.ceil(document.querySelector('.gnp').getBoundingClientRect().bottom),
    board: document.querySelector('svg.board').getBoundingClientRect().height,
    height: innerHeight,
  }));
  assert.ok(printed.height - printed.content <= 12, `printed: ${JSON.stringify(printed)}`);
  assert.ok(printed.board > 240, `the board is printed large: ${JSON.stringify(printed)}`);
  await screenshot(page, 'frame-print');
  await page.close();
});

test("the playground's Share card links to the open puzzle, with its goal, title, task and reveal", async () => {
  const page = await env.browser.newPage();
  // reveal=0 (the answer stated at once) is the one reveal= an outcome puzzle's link keeps.
  await page.goto(`${playground.url}index.html#${SQUARE}&goal=outcome&title=Sq&text=Hello&reveal=0`);
  const field = page.getByRole('textbox', { name: 'Link to this position' });
  await page.waitForFunction(() => /goal=/.test(document.querySelector('.link-field')?.value ?? ''));
  const link = await field.inputValue();
  for (const part of ['goal=outcome', 'title=Sq', 'text=Hello', 'reveal=0'])
    assert.ok(link.includes(part), `${part} in ${link}`);
  await page.close();
});

test('on a phone, two elements above a narrow frame with the resizer: the frame fits its content and stays', async () => {
  const THREE =
    'rules=edge&v=6&e=0-1:1,2-3:2,4-5:4&mode=play-cpu&goal=find&title=Three%20heaps&text=Make%20the%20nim-sum%20zero.&reveal=3';
  // The teacher's page: the element script, two elements, then "Make a puzzle"'s frame (as
  // wide as the phone allows) and the resizer's tag after it.
  const url = coursePage(
    'phone-frame.html',
    `${elementScript()}
<graph-nim position="${PENTAGON}" goal="unique" title="Only one way" text="Find the only winning move." lock></graph-nim>
<graph-nim position="${SQUARE}" goal="find" title="The square" text="Find a winning move." lock></graph-nim>
<iframe src="${playground.url}?embed=1&amp;lock=1#${THREE.replace(/&/g, '&amp;')}" width="640" height="520" style="border:0;max-width:100%" title="Graph Nim puzzle: Three heaps"></iframe>
<script type="module" src="${playground.url}www/embed-resize.js"></script>
<p>Your score</p>`,
  );
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(url);
  const iframe = page.locator('iframe');
  await iframe.scrollIntoViewIfNeeded();
  const inner = () => page.frames().find((f) => f.url().includes('embed=1'));
  await page.frameLocator('iframe').locator('.edge').first().waitFor({ state: 'attached', timeout: 60_000 });
  const measure = async () => {
    await iframe.scrollIntoViewIfNeeded();
    const content = await inner().evaluate(() => {
      const root = document.querySelector('.gnp');
      return Math.ceil(Math.max(root.getBoundingClientRect().bottom, root.scrollHeight) + window.scrollY);
    });
    const outer = await iframe.evaluate((el) => el.getBoundingClientRect().height);
    return { content, outer };
  };
  let seen;
  for (let look = 0; look < 300; look++) {
    seen = await measure();
    if (Math.abs(seen.content - seen.outer) <= 2) break;
    await page.waitForTimeout(100);
  }
  assert.ok(Math.abs(seen.content - seen.outer) <= 2, `the frame fits: ${JSON.stringify(seen)}`);
  assert.ok(seen.outer < 1500, `the frame is a phone's few screens at most: ${JSON.stringify(seen)}`);
  // It stays so: no feedback between the frame's height and its content's.
  for (let look = 0; look < 10; look++) {
    await page.waitForTimeout(200);
    const now = await measure();
    assert.ok(
      Math.abs(now.outer - seen.outer) <= 2 && now.outer < 1500,
      `the frame stayed: ${JSON.stringify(now)}`,
    );
  }
  await screenshot(page, 'phone-two-elements-then-frame');
  await phone.close();
});

// The embed's postMessage protocol: a course page embeds the playground, sets a
// position, asks for it back, plays moves and asks for a hint; it hears ready, move and
// result messages; hostile or malformed messages get graphnim:error with the reason, and
// with origin= only that origin may talk.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const TRIANGLE = {
  rules: 'edge',
  vertices: 3,
  edges: [
    [0, 1, 1],
    [1, 2, 2],
    [2, 0, 3],
  ],
};

/** Asserts that exactly one element matches `selector` and that it is not shown. */
async function assertHidden(page, selector, what) {
  const control = page.locator(selector);
  assert.equal(await control.count(), 1, `${what} is in the page`);
  assert.equal(await control.isVisible(), false, `${what} is hidden`);
}

/** Opens the course page with the embed at `embedQuery` and waits for graphnim:ready. */
async function openCourse(page, embedQuery) {
  const src = `/index.html?embed=1${embedQuery}#rules=edge&v=2&e=0-1:1`;
  await page.goto(env.url(`tests/fixtures/course.html?src=${encodeURIComponent(src)}`));
  await waitFor(page, (m) => m.type === 'graphnim:ready');
}

/** Waits until the course page has received a message matching `predicate` (a function
 *  source string is sent to the page), and returns it. */
async function waitFor(page, predicate, timeout = 30_000) {
  const handle = await page.waitForFunction(
    (source) => window.received.find(eval(source)),
    predicate.toString(),
    {
      timeout,
    },
  );
  return handle.jsonValue();
}

test('a course page sets a position, reads it, plays, hears the moves and the result, asks for a hint', async () => {
  const page = await env.browser.newPage();
  await openCourse(page, '');
  await page.evaluate((p) => window.send({ type: 'graphnim:set', position: p }), TRIANGLE);
  const set = await waitFor(page, (m) => m.type === 'graphnim:position');
  assert.deepEqual(set.position.edges, TRIANGLE.edges);

  // A winning move: at vertex 2, 1 from 1–2 and 2 from 2–0 (C3 (1,2,3) → (1,1,1)); a second
  // move sent straight after it arrives on the computer's turn and is refused.
  await page.evaluate(() => {
    window.send({
      type: 'graphnim:play',
      move: {
        vertex: 2,
        take: [
          [1, 1],
          [2, 2],
        ],
      },
    });
    window.send({ type: 'graphnim:play', move: { vertex: 0, take: [[0, 1]] } });
  });
  const moved = await waitFor(page, (m) => m.type === 'graphnim:move');
  assert.deepEqual(moved.position.edges, [
    [0, 1, 1],
    [1, 2, 1],
    [2, 0, 1],
  ]);
  assert.equal(moved.player, 0);
  const refused = await waitFor(page, (m) => m.type === 'graphnim:error');
  assert.match(refused.reason, /computer's turn/);

  // The computer (the embed's opponent) answers; the student asks for a hint, then plays on,
  // one token at a time, until the game ends.
  await waitFor(page, (m) => m.type === 'graphnim:move' && m.player === 1);
  await page.evaluate(() => window.send({ type: 'graphnim:hint' }));
  const frame = page.frameLocator('#game');
  await frame.locator('svg.board[data-hint-move]').waitFor({ state: 'attached', timeout: 20_000 });
  const moves = () => page.evaluate(() => window.received.filter((m) => m.type === 'graphnim:move'));
  const over = () => page.evaluate(() => window.received.some((m) => m.type === 'graphnim:result'));
  for (let turn = 0; turn < 6 && !(await over()); turn++) {
    const sofar = await moves();
    const { position } = sofar.at(-1);
    const edge = position.edges.findIndex(([, , t]) => t > 0);
    await page.evaluate((move) => window.send({ type: 'graphnim:play', move }), {
      vertex: position.edges[edge][0],
      take: [[edge, 1]],
    });
    // The student's move, then the computer's reply or the end of the game.
    await page.waitForFunction(
      (n) =>
        window.received.some((m) => m.type === 'graphnim:result') ||
        window.received.filter((m) => m.type === 'graphnim:move').length >= n + 2,
      sofar.length,
      { timeout: 30_000 },
    );
  }
  const result = await waitFor(page, (m) => m.type === 'graphnim:result');
  // The student's naive play may throw the win away; the result names whoever won.
  const last = (await moves()).at(-1);
  assert.equal(result.winner, last.player, 'whoever took the last token wins');
  assert.ok(last.position.edges.every(([, , t]) => t === 0));
  assert.match(result.name, /You|Computer/);
  const errors = await page.evaluate(() => window.received.filter((m) => m.type === 'graphnim:error'));
  assert.equal(errors.length, 1, errors.map((e) => e.reason).join('; '));
  await screenshot(page, 'embed-messages-course-page');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('malformed, illegal and oversized messages are answered with graphnim:error, never acted on', async () => {
  const page = await env.browser.newPage();
  await openCourse(page, '');
  await page.evaluate(() =>
    window.send({ type: 'graphnim:set', position: { rules: 'edge', vertices: 2, edges: [[0, 5, 1]] } }),
  );
  const bad = await waitFor(page, (m) => m.type === 'graphnim:error');
  assert.match(bad.reason, /vertex|5/);
  await page.evaluate(() => window.send({ type: 'graphnim:play', move: { vertex: 0, take: [[0, 9]] } }));
  const illegal = await waitFor(page, (m) => m.type === 'graphnim:error' && /not allowed/.test(m.reason));
  assert.match(illegal.reason, /not allowed/);
  await page.evaluate(() => window.send({ type: 'graphnim:set', position: { pad: 'x'.repeat(2_000_000) } }));
  const big = await waitFor(page, (m) => m.type === 'graphnim:error' && /limit/.test(m.reason));
  assert.match(big.reason, /limit is/);
  await page.evaluate(() => window.send({ type: 'graphnim:launch' }));
  await waitFor(page, (m) => m.type === 'graphnim:error' && /unknown message type/.test(m.reason));
  // Nothing changed: the embed still shows its own one-edge position.
  await page.evaluate(() => window.send({ type: 'graphnim:get' }));
  const now = await waitFor(page, (m) => m.type === 'graphnim:position');
  assert.deepEqual(now.position.edges, [[0, 1, 1]]);
  await page.close();
});

test('with origin= only that origin is heard: messages from this page are ignored', async () => {
  const page = await env.browser.newPage();
  // An origin, and a page's whole address on that origin (read as its origin): neither is this
  // page's, and nothing passes either way.
  for (const origin of ['https://course.example', 'https://course.example/week3/notes.html']) {
    const src = `/index.html?embed=1&origin=${encodeURIComponent(origin)}#rules=edge&v=2&e=0-1:1`;
    await page.goto(env.url(`tests/fixtures/course.html?src=${encodeURIComponent(src)}`));
    const frame = page.frameLocator('#game');
    await frame.locator('svg.board g.edge').first().waitFor({ state: 'attached' });
    await page.waitForTimeout(1500);
    await page.evaluate(() => window.send({ type: 'graphnim:get' }));
    await page.waitForTimeout(1500);
    const received = await page.evaluate(() => window.received);
    assert.deepEqual(received, [], `origin=${origin}: no message reaches or leaves a foreign origin`);
  }
  await page.close();
});

test('a locked embed at 640×520: the board is the largest thing, settings are fixed, Hint and Confirm are in view', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 640, height: 520 });
  await page.goto(env.url('index.html?embed=1&lock=1#rules=edge&v=3&e=0-1:3,1-2:4,2-0:5&mode=play-cpu'));
  await page.waitForFunction(() => window.graphNimEngine, null, { timeout: 30_000 });
  const board = await page.locator('svg.board').boundingBox();
  const side = await page.locator('.gnp-side').boundingBox();
  assert.ok(board.width > side.width * 1.5, `board ${board.width}px wide, side column ${side.width}px`);
  assert.ok(board.y + board.height <= 520, 'the whole board is in the frame');
  await assertHidden(page, 'select[aria-label="Opponent"]', 'the opponent (fixed by the link)');
  await assertHidden(page, 'select[aria-label="Computer strength"]', 'the strength (fixed by the link)');
  await assertHidden(page, 'section.card[aria-label="Play"] label.check', 'who starts (fixed by the link)');
  const hint = await page.getByRole('button', { name: 'Hint', exact: true }).boundingBox();
  assert.ok(hint && hint.y + hint.height <= 520, 'Hint is in view');
  // Choose vertex 2 (bottom left of the triangle): its move boxes and Confirm are in view.
  const vertex = page.locator('svg.board g.vertex[data-vertex="2"]');
  const box = await vertex.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const confirm = page.getByRole('button', { name: 'Confirm move' });
  await confirm.waitFor();
  const c = await confirm.boundingBox();
  assert.ok(c.y >= 0 && c.y + c.height <= 520, `Confirm at y=${c.y} is in the 520 px frame`);
  await screenshot(page, 'embed-locked-640x520-composing');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('hide=hint,share: a teacher hides the hint for a test — no button, no H shortcut; the rest stays', async () => {
  const page = await env.browser.newPage();
  await page.goto(
    env.url('index.html?embed=1&hide=hint,share,bogus#rules=edge&v=3&e=0-1:3,1-2:4,2-0:5&mode=play'),
  );
  await page.waitForFunction(() => window.graphNimEngine, null, { timeout: 30_000 });
  // Hidden, not removed: each control is still in the page but not shown (a role query
  // would skip hidden elements and so prove nothing).
  await assertHidden(page, "button[title='H']", 'the Hint button');
  // (An embed shows no Share card at all, hide=share or not: its code is not even loaded,
  // page/page-parts.js.)
  assert.equal(await page.locator('section.card[aria-label="Share"]').count(), 0, 'no Share card');
  await assertHidden(page, 'section.card[aria-label="Hint and analysis"]', 'the (then empty) Hint card');
  assert.equal(
    await page.locator('section.card[aria-label="Play"]').isVisible(),
    true,
    'the Play card stays',
  );
  await page.locator('svg.board').focus();
  await page.keyboard.press('h');
  await page.waitForTimeout(800);
  assert.equal(await page.locator('svg.board[data-hint-move]').count(), 0, 'H gives no hint');
  assert.equal(await page.locator('.hint-result .verdict').count(), 0);
  // The game itself is untouched: a move can still be made.
  const label = page.locator('.edge-label[data-edge="0"]');
  const box = await label.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('button', { name: 'Confirm move' }).waitFor();
  // The unknown name is reported in the console, not as an error.
  assert.deepEqual(page.consoleErrors, []);
  await screenshot(page, 'embed-hide-hint-share');
  await page.close();
});

test('hide=analysis,edit: no Analyze button or list, no A shortcut, no way to edit; the hint stays', async () => {
  const page = await env.browser.newPage();
  await page.goto(env.url('index.html?hide=analysis,edit#rules=edge&v=3&e=0-1:3,1-2:4,2-0:5'));
  await page.waitForFunction(() => window.graphNimEngine, null, { timeout: 30_000 });
  // Editing hidden: the page opens in play mode, with no Edit/Play switch, Presets or Selection.
  assert.equal(await page.locator('svg.board').getAttribute('data-mode'), 'play');
  await assertHidden(page, '.gnp-toolbar .segmented[aria-label="Mode"]', 'the Edit/Play switch');
  await assertHidden(page, 'section.card[aria-label="Presets"]', 'the Presets card');
  // (The Selection card comes with the editor: here it is not even loaded.)
  assert.equal(
    await page.locator('section.card[aria-label="Selection"]').isVisible(),
    false,
    'the Selection card is not shown',
  );
  await assertHidden(page, "button[title='A']", 'Analyze all moves');
  assert.equal(await page.getByRole('button', { name: 'Hint', exact: true }).isVisible(), true);
  // The A key asks for nothing (an analysis would mark a winning move on the board), and the
  // editor's keys do nothing: L would add a loop, Delete remove the selection.
  await page.locator('svg.board').focus();
  for (const key of ['a', 'A', 'l', 'Delete', '5']) await page.keyboard.press(key);
  await page.waitForTimeout(800);
  assert.equal(await page.locator('svg.board[data-hint-move]').count(), 0, 'A gives no analysis');
  assert.equal(await page.locator('svg.board').getAttribute('data-edges'), '3', 'no loop was added');
  assert.equal(await page.locator('svg.board').getAttribute('data-mode'), 'play');
  assert.match(await page.evaluate(() => location.hash), /e=0-1:3,1-2:4,2-0:5/, 'the position is as given');
  await screenshot(page, 'hide-analysis-edit');
  assert.equal(await axeSerious(page, 'hide=analysis,edit'), '');
  // The hint was not hidden: H still marks a winning move.
  await page.keyboard.press('h');
  await page.locator('svg.board[data-hint-move]').waitFor({ state: 'attached', timeout: 20_000 });
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('hide=hint: graphnim:hint from the course page is refused with graphnim:error, and no hint is drawn', async () => {
  const page = await env.browser.newPage();
  await openCourse(page, '&hide=hint');
  await page.evaluate(() => window.send({ type: 'graphnim:hint' }));
  const refused = await waitFor(page, (m) => m.type === 'graphnim:error');
  assert.match(refused.reason, /hint is hidden in this embed \(hide=hint\)/);
  await page.waitForTimeout(1500);
  const frame = page.frameLocator('#game');
  assert.equal(await frame.locator('svg.board[data-hint-move]').count(), 0, 'no hint on the board');
  assert.equal(await frame.locator('svg.board').count(), 1);
  // The rest of the protocol still answers.
  await page.evaluate(() => window.send({ type: 'graphnim:get' }));
  await waitFor(page, (m) => m.type === 'graphnim:position');
  await screenshot(page, 'embed-hide-hint-message');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('a malformed origin= shuts the channel: no ready, nothing heard or acted on, the board still shown', async () => {
  const page = await env.browser.newPage();
  // What the browser's console says of it (the frame is of this page's origin: its console
  // messages are the page's).
  const notes = [];
  page.on('console', (m) => m.type() === 'warning' && notes.push(m.text()));
  for (const origin of ['file:///home/teacher/week3.html', 'course.example', 'null']) {
    const src = `/index.html?embed=1&origin=${encodeURIComponent(origin)}#rules=edge&v=2&e=0-1:1`;
    await page.goto(env.url(`tests/fixtures/course.html?src=${encodeURIComponent(src)}`));
    const frame = page.frameLocator('#game');
    await frame.locator('svg.board g.edge').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(1500);
    await page.evaluate(() => {
      window.send({ type: 'graphnim:get' });
      window.send({ type: 'graphnim:set', position: { rules: 'edge', vertices: 2, edges: [[0, 1, 7]] } });
    });
    await page.waitForTimeout(1500);
    assert.deepEqual(
      await page.evaluate(() => window.received),
      [],
      `origin=${origin}: nothing sent or heard`,
    );
    assert.equal(
      await frame.locator('svg.board g.edge').first().getAttribute('data-tokens'),
      '1',
      `origin=${origin}: the set was not acted on`,
    );
    // Said as it is: nothing is sent or answered, and how to write it.
    assert.ok(
      notes.some((note) =>
        note.includes(
          `origin= "${origin}" is not an http(s) address, so this frame sends and answers no messages: write your course site's, e.g. origin=https://course.example`,
        ),
      ),
      `origin=${origin}: the console says what happens: ${notes.join(' | ')}`,
    );
  }
  await screenshot(page, 'embed-bad-origin');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

// The embed's retryable postMessage API, driven by a course page on ANOTHER origin (a second
// static server: a real cross-origin frame), as a course page's own script would: a wrong
// answer (given twice, counted once) then the right one, retry, reset, reveal, graphnim:set with the puzzle fields, and
// an outcome puzzle answered wrong, reset and answered right by a student's clicks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupTwoOrigins, screenshot } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { settle } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupTwoOrigins();
});
after(async () => {
  await env?.teardown();
});

// Nim heaps 1 (0–1) and 2 (2–3). Wrong: the whole heap of 2 (the opponent then takes the
// last token). Right: 1 from the heap of 2, leaving equal heaps.
const HEAPS = {
  rules: 'edge',
  vertices: 4,
  edges: [
    [0, 1, 1],
    [2, 3, 2],
  ],
};
const WRONG = { vertex: 2, take: [[1, 2]] };
const RIGHT = { vertex: 2, take: [[1, 1]] };

/** The logging course page's address, with the embed at `fragment` on the other origin
 *  (`query` added to its address), allowed to talk to this page only. */
function courseUrl(fragment, query = '') {
  const origin = encodeURIComponent(new URL(env.site.url).origin);
  const src = `${env.playgroundHost.url}index.html?embed=1&lock=1${query}&origin=${origin}${fragment}`;
  return env.url(`tests/fixtures/course-log.html?src=${encodeURIComponent(src)}`);
}

/** Opens the logging course page (courseUrl) and waits for graphnim:ready. */
async function openCourse(page, fragment) {
  assert.notEqual(new URL(env.site.url).origin, new URL(env.playgroundHost.url).origin, 'two origins');
  await page.goto(courseUrl(fragment));
  await nextMessage(page, 'graphnim:ready', 0, 60_000);
}

/** The graphnim:result message a puzzle's answer brings: `answer` is { solved, tries, revealed }. */
const result = (goal, answer) => ({ type: 'graphnim:result', goal, ...answer });

/** The course page's messages received so far. */
const received = (page) => page.evaluate(() => window.received);

/** Waits for the first message of `type` at or after index `since` of the log; returns it. */
async function nextMessage(page, type, since, timeout = 30_000) {
  const handle = await page.waitForFunction(
    ([wanted, from]) => window.received.slice(from).find((m) => m.type === wanted),
    [type, since],
    { timeout },
  );
  return handle.jsonValue();
}

/** Sends `message` from the course page's script and waits for the reply of `type`. */
async function send(page, message, type) {
  const since = (await received(page)).length;
  await page.evaluate((m) => window.send(m), message);
  return nextMessage(page, type, since);
}

test('a wrong move sent by the course page, then the right one: solved at try 2, the whole attempt heard', async () => {
  const page = await env.browser.newPage();
  await openCourse(page, '#rules=edge&v=4&e=0-1:1,2-3:2&goal=find&title=Two%20heaps');
  const wrong = await send(page, { type: 'graphnim:play', move: WRONG }, 'graphnim:result');
  assert.deepEqual(wrong, result('find', { solved: false, tries: 1, revealed: false }));
  // The student's move and the refutation shown in red, each as a graphnim:move.
  const moves = (await received(page)).filter((m) => m.type === 'graphnim:move');
  assert.equal(moves.length, 2, JSON.stringify(moves));
  assert.equal(moves[0].wrong, true);
  assert.deepEqual(moves[0].move, WRONG);
  assert.deepEqual(
    moves[0].position.edges.map((e) => e[2]),
    [1, 0],
  );
  assert.equal(moves[1].refutation, true);
  assert.equal(moves[1].player, 1 - moves[0].player);
  assert.deepEqual(
    moves[1].position.edges.map((e) => e[2]),
    [0, 0],
    'the refutation takes the last token',
  );
  const frame = page.frameLocator('#game');
  await frame.locator('.puzzle-task[data-phase="refuted"]').waitFor();

  // The same wrong move again: taken back and judged again, the move and its refutation heard
  // again, but it counts once: no second graphnim:result (docs/embed.md), and the frame says so.
  const since = (await received(page)).length;
  await page.evaluate((m) => window.send(m), { type: 'graphnim:play', move: WRONG });
  await page.waitForFunction(
    (from) => window.received.slice(from).filter((m) => m.type === 'graphnim:move').length >= 2,
    since,
  );
  const again = (await received(page)).slice(since).filter((m) => m.type === 'graphnim:move');
  assert.equal(again[0].wrong, true);
  assert.equal(again[1].refutation, true);
  await frame.locator('.gnp-status-text', { hasText: 'Tried before: it counts once.' }).waitFor();

  // The right move straight away: the refuted try is taken back first, as a click would.
  const solved = await send(page, { type: 'graphnim:play', move: RIGHT }, 'graphnim:result');
  assert.deepEqual(solved, result('find', { solved: true, tries: 2, revealed: false }));
  assert.equal(
    (await received(page)).filter((m) => m.type === 'graphnim:result').length,
    2,
    'one result for the wrong move, tried twice, and one for the solve',
  );
  await frame.locator('.puzzle-task[data-phase="solved"]').waitFor();
  assert.equal((await received(page)).filter((m) => m.type === 'graphnim:error').length, 0);

  // Solved: another move is refused with what to send instead.
  const after = await send(page, { type: 'graphnim:play', move: RIGHT }, 'graphnim:error');
  assert.match(after.reason, /the puzzle is solved: send graphnim:reset to start again/);
  await screenshot(page, 'course-api-wrong-then-right');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test("a student solves in the frame, the course page reloads: graphnim:ready carries the puzzle's state, a restored result follows", async () => {
  const page = await env.browser.newPage();
  await openCourse(page, '#rules=edge&v=4&e=0-1:1,2-3:2&goal=find&title=Two%20heaps');
  const frame = page.frameLocator('#game');
  // Fresh: ready says the puzzle is open and untried.
  const fresh = (await received(page)).find((m) => m.type === 'graphnim:ready');
  assert.deepEqual(fresh.puzzle, { goal: 'find', solved: false, tries: 0, revealed: false });
  // The student takes the whole heap of 2 (wrong), takes it back, then takes 1 (right).
  const heap = frame.locator('.edge-label[data-edge="1"]');
  await heap.click();
  await heap.click();
  await frame.getByRole('button', { name: 'Confirm move' }).click();
  await frame.getByRole('button', { name: 'Try again' }).click();
  await heap.click();
  await frame.getByRole('button', { name: 'Confirm move' }).click();
  const solved = await nextMessage(page, 'graphnim:result', 0);
  assert.equal(solved.solved, false, 'the wrong try came first');
  await frame.locator('.puzzle-task[data-phase="solved"]').waitFor();

  // The course page reloads (its own score is gone): the frame says what its card says.
  await page.reload();
  const ready = await nextMessage(page, 'graphnim:ready', 0, 60_000);
  const state = { goal: 'find', solved: true, tries: 2, revealed: false };
  assert.deepEqual(ready.puzzle, state);
  const restored = await nextMessage(page, 'graphnim:result', 0);
  assert.deepEqual(restored, { type: 'graphnim:result', ...state, restored: true });
  const log = await received(page);
  assert.ok(
    log.indexOf(log.find((m) => m.type === 'graphnim:ready')) <
      log.indexOf(log.find((m) => m.type === 'graphnim:result')),
    'ready comes first',
  );
  await frame
    .locator('.puzzle-task', { hasText: 'You solved this puzzle earlier (1 wrong try): it counts.' })
    .waitFor();
  const got = await send(page, { type: 'graphnim:get' }, 'graphnim:position');
  assert.deepEqual(got.puzzle, state);
  await screenshot(page, 'course-api-reloaded-solved');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('a second move sent while the first is judged is refused with what to wait for; then it counts', async () => {
  const page = await env.browser.newPage();
  await openCourse(page, '#rules=edge&v=4&e=0-1:1,2-3:2&goal=find');
  // A clumsy course page sends two answers at once, as a double click would.
  const since = (await received(page)).length;
  await page.evaluate(
    ([wrong, right]) => {
      window.send({ type: 'graphnim:play', move: wrong });
      window.send({ type: 'graphnim:play', move: right });
    },
    [WRONG, RIGHT],
  );
  const busy = await nextMessage(page, 'graphnim:error', since);
  assert.match(busy.reason, /still being judged: wait for its graphnim:result/);
  const wrong = await nextMessage(page, 'graphnim:result', since);
  assert.equal(wrong.tries, 1);
  const solved = await send(page, { type: 'graphnim:play', move: RIGHT }, 'graphnim:result');
  assert.deepEqual(solved, result('find', { solved: true, tries: 2, revealed: false }));
  await page.close();
});

test('graphnim:set with the puzzle fields, then reveal refused, a wrong try, retry, set again, reveal, reset, solved', async () => {
  const page = await env.browser.newPage();
  await openCourse(page, '#rules=edge&v=2&e=0-1:1');
  const puzzle = {
    type: 'graphnim:set',
    position: HEAPS,
    goal: 'find',
    title: 'Two heaps',
    text: 'Leave the computer equal heaps.',
    reveal: 1,
  };
  const set = await send(page, puzzle, 'graphnim:position');
  assert.deepEqual(set.position.edges, HEAPS.edges);
  const frame = page.frameLocator('#game');
  const task = frame.locator('.puzzle-task[data-goal="find"]');
  await task.locator('[data-phase="open"], :scope[data-phase="open"]').first().waitFor();
  await frame.getByRole('heading', { name: 'Two heaps' }).waitFor();
  await frame.getByText('Leave the computer equal heaps.').waitFor();

  // Before any wrong try the hint is closed, as for a student, and the error says what opens
  // it and what to send meanwhile.
  const hint = await send(page, { type: 'graphnim:hint' }, 'graphnim:error');
  assert.match(
    hint.reason,
    /hint opens once it is solved, or after 1 wrong try \(reveal=1\) and there have been 0: send graphnim:play with an answer first, then graphnim:hint \(graphnim:set with reveal: 0 opens the hint from the start\)/,
  );
  // Before any wrong try the solution is not shown (reveal: 1), and the error says when it is.
  const early = await send(page, { type: 'graphnim:reveal' }, 'graphnim:error');
  assert.match(early.reason, /after 1 wrong try \(reveal=1\) and there have been 0: send graphnim:play/);
  const noTry = await send(page, { type: 'graphnim:retry' }, 'graphnim:error');
  assert.match(noTry.reason, /no refuted try to take back: send graphnim:play/);

  await send(page, { type: 'graphnim:play', move: WRONG }, 'graphnim:result');
  const back = await send(page, { type: 'graphnim:retry' }, 'graphnim:position');
  assert.deepEqual(back.position.edges, HEAPS.edges, 'retry takes the refuted try back');
  await frame.locator('.puzzle-task[data-phase="open"]').waitFor();

  // The same puzzle set again keeps its tries and its words.
  await send(page, puzzle, 'graphnim:position');
  await frame.getByRole('heading', { name: 'Two heaps' }).waitFor();
  await frame.getByText('Wrong tries: 1').first().waitFor();

  // After the one wrong try reveal=1 allows, the hint opens; the course page is told that the
  // puzzle now counts as revealed.
  const helped = await send(page, { type: 'graphnim:hint' }, 'graphnim:revealed');
  assert.deepEqual(helped, { type: 'graphnim:revealed', goal: 'find', tries: 1, revealed: true, help: true });
  await frame.locator('svg.board[data-hint-move]').waitFor({ state: 'attached' });

  // Now the solution may be shown: it is drawn on the board, and the course page is told, to
  // record "revealed".
  const revealed = await send(page, { type: 'graphnim:reveal' }, 'graphnim:revealed');
  assert.deepEqual(
    { ...revealed, solution: revealed.solution.take },
    { type: 'graphnim:revealed', goal: 'find', tries: 1, revealed: true, solution: [[1, 1]] },
  );
  await frame.locator('svg.board[data-puzzle-move*="solution"]').waitFor({ state: 'attached' });
  // The hint's move and the solution are the same move: marked once (not "−1 −1", which reads
  // as "take 2").
  await settle(page.frames().find((f) => f.url().startsWith(env.playgroundHost.url)));
  const badges = await frame.locator('svg.board .badge').evaluateAll((els) => els.map((b) => b.textContent));
  assert.deepEqual(badges, ['−1'], 'one move, marked once');
  await screenshot(page, 'course-api-revealed');

  const reset = await send(page, { type: 'graphnim:reset' }, 'graphnim:position');
  assert.deepEqual(reset.position.edges, HEAPS.edges);
  const solved = await send(page, { type: 'graphnim:play', move: RIGHT }, 'graphnim:result');
  assert.deepEqual(solved, result('find', { solved: true, tries: 2, revealed: true }));
  const late = await send(page, { type: 'graphnim:retry' }, 'graphnim:error');
  assert.match(late.reason, /solved: send graphnim:reset/);

  // Puzzle fields without a goal are refused, naming the field and what to add.
  const noGoal = await send(
    page,
    { type: 'graphnim:set', position: HEAPS, title: 'Two heaps' },
    'graphnim:error',
  );
  assert.match(noGoal.reason, /"title" needs a "goal"/);
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('an outcome puzzle answered wrong shows the right answer, counts as revealed, and Reset lets the student answer again', async () => {
  const page = await env.browser.newPage();
  await openCourse(page, '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=The%20square');
  const frame = page.frameLocator('#game');
  await frame.locator('.puzzle-task[data-phase="open"]').waitFor();

  // A move sent to an outcome puzzle is refused, saying how it is answered.
  const moved = await send(
    page,
    { type: 'graphnim:play', move: { vertex: 0, take: [[0, 1]] } },
    'graphnim:error',
  );
  assert.match(moved.reason, /outcome puzzle is answered in the frame with its two answer buttons/);

  let since = (await received(page)).length;
  await frame.getByRole('button', { name: 'The player to move wins' }).click();
  const wrong = await nextMessage(page, 'graphnim:result', since);
  assert.deepEqual(wrong, result('outcome', { solved: false, tries: 1, revealed: true }));
  // The right answer is in the verdict line itself, in view inside the 520 px frame.
  const verdict = frame.getByText('Not quite: the player to move loses.', { exact: true });
  await verdict.waitFor();
  const frameBox = await page.locator('#game').boundingBox();
  for (const [what, locator] of [
    ['the verdict', verdict],
    ['Reset', frame.getByRole('button', { name: 'Reset' })],
  ]) {
    const box = await locator.boundingBox();
    assert.ok(box.y + box.height <= frameBox.y + frameBox.height, `${what} is not clipped by the frame`);
  }
  await screenshot(page, 'course-api-outcome-wrong');

  await frame.getByRole('button', { name: 'Reset' }).click();
  await frame.locator('.puzzle-task[data-phase="open"]').waitFor();
  since = (await received(page)).length;
  await frame.getByRole('button', { name: 'The player to move loses' }).click();
  const right = await nextMessage(page, 'graphnim:result', since);
  assert.deepEqual(right, result('outcome', { solved: true, tries: 2, revealed: true }));
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

for (const colorScheme of ['light', 'dark'])
  test(`theme= in the embed's address fixes its colours (reader prefers ${colorScheme}); each theme is axe-clean`, async () => {
    const page = await env.browser.newPage();
    await page.emulateMedia({ colorScheme });
    for (const theme of ['light', 'dark', 'auto']) {
      await page.goto(
        courseUrl('#rules=edge&v=4&e=0-1:1,2-3:2&goal=find&title=Two%20heaps', `&theme=${theme}`),
      );
      const frame = page.frames().find((f) => f.url().startsWith(env.playgroundHost.url));
      const game = page.frameLocator('#game');
      await game.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
      const brightness = await game.locator('.gnp-board-wrap').evaluate((el) => {
        const [r, g, b] = getComputedStyle(el).backgroundColor.match(/\d+/g).map(Number);
        return (r * 299 + g * 587 + b * 114) / 1000;
      });
      const dark = theme === 'dark' || (theme === 'auto' && colorScheme === 'dark');
      assert.ok(dark ? brightness < 60 : brightness > 200, `theme=${theme}: brightness ${brightness}`);
      await screenshot(page, `embed-theme-${theme}-prefers-${colorScheme}`);
      const report = await axeSerious(frame, `embed theme=${theme} prefers ${colorScheme}`);
      assert.equal(report, '', report);
    }
    await page.close();
  });

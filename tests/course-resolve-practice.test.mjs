// A puzzle solved is reported once. A course page on another origin embeds a puzzle (a frame,
// and a <graph-nim> element) and adds a point for each solved graphnim:result, as a teacher's
// score does. The student solves at the first try, presses Reset and plays the winning move
// again: the frame says it is practice and sends no second result, so the score stays at one
// point; the course page's own graphnim:reset and graphnim:play do the same. A solve after the
// solution was shown is reported once too (revealed: true), and a Reset and solve after it
// again nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, startSite, artifactPath } from './helpers/browser.mjs';
import { useCourseFolder } from './helpers/course-folder.mjs';
import { axeSerious } from './helpers/axe.mjs';

const course = useCourseFolder('practice');
let browser;
let playground;
before(async () => {
  browser = await launchBrowser();
  playground = await startSite();
});
after(async () => {
  await playground?.close();
  await browser?.close();
});

// The pentagon of teach.md: exactly one winning move, 1 from 4–0 (edge 4).
const PENTAGON = 'rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3';
const WINNING = { vertex: 0, take: [[4, 1]] };
const FIRST_SOLVE = { type: 'graphnim:result', goal: 'unique', solved: true, tries: 1, revealed: false };

/** Writes `name` on the course site: `body` in a page whose script keeps every Graph Nim
 *  result it hears (the frame's messages and the elements' events) and a point per solve. */
function coursePage(name, body) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Week 3</title>
<script>
  window.results = [];
  window.heard = [];
  const score = (result) => {
    window.results.push(result);
    if (result.solved) {
      const points = document.getElementById('points');
      points.textContent = String(Number(points.textContent) + 1);
    }
  };
  window.addEventListener('message', (e) => {
    if (!String(e.data?.type).startsWith('graphnim:')) return;
    window.heard.push(e.data);
    if (e.data.type === 'graphnim:result') score(e.data);
  });
  document.addEventListener('graphnim:result', (e) => score(e.detail));
</script>
</head><body style="font-family: Georgia, serif; max-width: 760px; margin: 1em auto; padding: 0 1em">
<h1>Week 3: Nim on graphs</h1>
<p>Points: <span id="points">0</span></p>
${body}
</body></html>`;
  return course.write(name, html);
}

/** The frame teach.md's "Copy embed code" gives, of the playground on its own origin. */
const frameTag = () =>
  `<iframe src="${playground.url}index.html?embed=1&lock=1#${PENTAGON}&goal=unique&title=Only%20one%20way&reveal=2"
  width="640" height="720" style="max-width:100%;border:0" title="Puzzle: only one way"></iframe>`;

const results = (page) => page.evaluate(() => window.results);

/** Plays the winning move as the student does: its count on the board, then Confirm move. */
async function playWinning(board) {
  await board.locator('.edge-label[data-edge="4"]').click();
  await board.getByRole('button', { name: 'Confirm move' }).click();
}

test('in a frame on another origin: solved, Reset, solved again is practice, with no second graphnim:result; so after graphnim:reset and graphnim:play', async () => {
  const page = await browser.newPage();
  await page.goto(coursePage('frame.html', frameTag()));
  assert.notEqual(new URL(course.url).origin, new URL(playground.url).origin, 'two origins');
  const frame = page.frameLocator('iframe');
  await frame.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });

  // Solved at the first try: one result, one point.
  await playWinning(frame);
  await page.waitForFunction(() => window.results.length === 1, null, { timeout: 30_000 });
  assert.deepEqual(await results(page), [FIRST_SOLVE]);
  assert.equal(await page.locator('#points').textContent(), '1');

  // Reset in the frame, and the same winning move again: the frame says it is practice.
  await frame.getByRole('button', { name: 'Reset' }).click();
  await frame.locator('.puzzle-task[data-phase="open"]').waitFor();
  await playWinning(frame);
  const card = frame.locator('.puzzle-task[data-phase="solved"]');
  await card.getByText('Solved again: practice, your first solve stands.').waitFor({ timeout: 30_000 });
  assert.equal(await card.locator('.puzzle-tries').textContent(), 'Solved at the first try');
  // The frame answers messages in order: its answer to graphnim:get comes after any result
  // the solve would have sent.
  const asked = await page.evaluate(() => {
    document.querySelector('iframe').contentWindow.postMessage({ type: 'graphnim:get' }, '*');
    return window.heard.length;
  });
  await page.waitForFunction(
    (from) => window.heard.slice(from).some((m) => m.type === 'graphnim:position'),
    asked,
  );
  assert.deepEqual(await results(page), [FIRST_SOLVE], 'no second result');
  assert.equal(await page.locator('#points').textContent(), '1', 'one point');
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifactPath('course-resolve-practice-frame.png') });
  const inFrame = page.frames().find((f) => f !== page.mainFrame());
  assert.equal(await axeSerious(inFrame, 'a frame solved again, as practice'), '');

  // The course page's own Reset and move: the move is told, the result is not.
  const before = await page.evaluate(() => window.heard.length);
  await page.evaluate((move) => {
    const game = document.querySelector('iframe').contentWindow;
    game.postMessage({ type: 'graphnim:reset' }, '*');
    game.postMessage({ type: 'graphnim:play', move }, '*');
    game.postMessage({ type: 'graphnim:get' }, '*');
  }, WINNING);
  // The move is judged before it is told (the engine answers in its worker): the answers to
  // graphnim:reset and graphnim:get may both come first, so what is waited for is the move.
  await page.waitForFunction(
    (from) => window.heard.slice(from).some((m) => m.type === 'graphnim:move'),
    before,
    { timeout: 30_000 },
  );
  const heard = (await page.evaluate(() => window.heard)).slice(before);
  assert.ok(
    heard.some((m) => m.type === 'graphnim:move' && !m.wrong),
    `the move is told: ${JSON.stringify(heard.map((m) => m.type))}`,
  );
  assert.deepEqual(
    heard.filter((m) => m.type === 'graphnim:result'),
    [],
  );
  // The last position's puzzle still says what was counted: solved at the first try.
  assert.deepEqual(heard.findLast((m) => m.type === 'graphnim:position').puzzle, {
    goal: 'unique',
    solved: true,
    tries: 1,
    revealed: false,
  });
  assert.equal(await page.locator('#points').textContent(), '1');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('a <graph-nim> element on another origin: a solve after the solution was shown is reported once; Reset and solved again, nothing', async () => {
  const page = await browser.newPage();
  await page.goto(
    coursePage(
      'element.html',
      `<script type="module" src="${playground.url}www/graph-nim.js"></script>
<graph-nim id="p" position="${PENTAGON}" goal="unique" title="Only one way" reveal="1" lock></graph-nim>`,
    ),
  );
  const board = page.locator('#p');
  await board.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });

  // A wrong try (1 from 0–1), then Reveal solution, then the move shown: solved, revealed.
  await board.locator('.edge-label[data-edge="0"]').click();
  await board.getByRole('button', { name: 'Confirm move' }).click();
  await board.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  await board.getByRole('button', { name: 'Reveal solution' }).click();
  await board.locator('svg.board[data-puzzle-move*="solution"]').waitFor({ timeout: 30_000 });
  await playWinning(board);
  await page.waitForFunction(() => window.results.some((r) => r.solved), null, { timeout: 30_000 });
  const counted = [
    { type: 'graphnim:result', goal: 'unique', solved: false, tries: 1, revealed: false },
    { type: 'graphnim:result', goal: 'unique', solved: true, tries: 2, revealed: true },
  ];
  assert.deepEqual(await results(page), counted);

  // Reset, and the winning move once more: practice, as the card says; nothing is reported.
  await board.getByRole('button', { name: 'Reset' }).click();
  await board.locator('.puzzle-task[data-phase="open"]').waitFor();
  await playWinning(board);
  await board.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
  // Events are dispatched as the verdict is drawn: one would be here by now.
  assert.deepEqual(await results(page), counted, 'no second solve reported');
  assert.equal(await page.locator('#points').textContent(), '1');
  await page.screenshot({ path: artifactPath('course-resolve-practice-element.png') });
  assert.equal(await axeSerious(page, 'an element solved again after its solution was shown'), '');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

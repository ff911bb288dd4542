// A teacher's course site on ANOTHER origin than the playground (a second static server, as
// 127.0.0.1:9000 beside the playground's 127.0.0.1:8080): a frame whose origin= was copied from
// the address bar (with its trailing slash) talks with the course page; and the same puzzle on
// two pages of the course (the notes, then the graded quiz) is two puzzles to the student: a
// solve on the notes does not score the quiz, while a reload or Back on the notes restores it
// (a frame reloaded by Back, which the browser sends only the course's origin, too).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, startSite, screenshot } from './helpers/browser.mjs';
import { useCourseFolder } from './helpers/course-folder.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { clickMove } from './helpers/puzzle.mjs';

const course = useCourseFolder('course-pages');
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

/** Writes `name` on the course site: `body` in a page that logs the element's events and the
 *  frames' messages (window.events, each {type, detail}), as the teacher's pages did. */
function coursePage(name, body) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<script>
  window.events = [];
  for (const type of ['graphnim:ready', 'graphnim:result', 'graphnim:position', 'graphnim:error'])
    document.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
  window.addEventListener('message', (e) => {
    if (String(e.data?.type).startsWith('graphnim:') && !/resize|show/.test(e.data.type))
      window.events.push({ type: e.data.type, detail: e.data, origin: e.origin });
  });
</script>
</head><body style="font-family: Georgia, serif; max-width: 760px; margin: 1em auto; padding: 0 1em">
<h1>Week 3: ${name}</h1>
${body}
</body></html>`;
  return course.write(name, html);
}

// Nim heaps 1 (0–1) and 2 (2–3): the winning move takes 1 from the heap of 2 (edge 1).
const HEAPS = 'rules=edge&v=4&e=0-1:1,2-3:2';
const PUZZLE = `${HEAPS}&goal=find&title=Two%20heaps`;

/** The events of `type` logged so far. */
const events = (page, type) => page.evaluate((t) => window.events.filter((e) => e.type === t), type);

/** Waits until `count` events of `type` were logged; returns them. */
async function waitEvents(page, type, count, timeout = 60_000) {
  await page.waitForFunction(
    ([t, n]) => window.events.filter((e) => e.type === t).length >= n,
    [type, count],
    { timeout },
  );
  return events(page, type);
}

/** The frame tag "Make a puzzle" copies for the puzzle (its embed code), with `query` added. */
const frameTag = (query = '') =>
  `<iframe id="game" src="${playground.url}?embed=1&amp;lock=1${query}#${PUZZLE.replaceAll('&', '&amp;')}" width="640" height="520" style="border:0;max-width:100%" title="Graph Nim puzzle: Two heaps" referrerpolicy="no-referrer-when-downgrade"></iframe>`;

/** The playground's frame of `page` (a Frame: the puzzle helpers run scripts in it). */
const gameFrame = (page) => page.frames().find((f) => f.url().startsWith(playground.url));

/** The element code for the puzzle. */
const elementTag = () =>
  `<graph-nim id="p" position="${HEAPS.replaceAll('&', '&amp;')}" goal="find" title="Two heaps" lock>Two heaps</graph-nim>
<script type="module" src="${playground.url}www/graph-nim.js"></script>`;

/** Opens the course page `url` in `page` and waits until its frame's puzzle is ready to answer. */
async function openFramed(page, url) {
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 1);
  await gameFrame(page).locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
}

test('origin= copied from the address bar (a trailing slash): the frame says ready, answers get, and sends the result of a solve by clicks', async () => {
  assert.notEqual(new URL(course.url).origin, new URL(playground.url).origin, 'two origins');
  // As the teacher wrote it: "http://127.0.0.1:9000/", the course site's address.
  const url = coursePage('origin.html', frameTag(`&amp;origin=${course.url}`));
  assert.ok(course.url.endsWith('/'));
  const page = await env.browser.newPage();
  const notes = [];
  page.on('console', (m) => notes.push(m.text()));
  await page.goto(url);
  const [ready] = await waitEvents(page, 'graphnim:ready', 1);
  assert.equal(ready.origin, new URL(playground.url).origin, 'ready, from the playground');
  assert.deepEqual(ready.detail.puzzle, { goal: 'find', solved: false, tries: 0, revealed: false });
  // The course page asks for the position, as the teacher's script did: answered.
  await page.evaluate((origin) => {
    document.getElementById('game').contentWindow.postMessage({ type: 'graphnim:get' }, origin);
  }, new URL(playground.url).origin);
  const [position] = await waitEvents(page, 'graphnim:position', 1);
  assert.deepEqual(position.detail.position.edges, [
    [0, 1, 1],
    [2, 3, 2],
  ]);
  // The student solves it by clicks: the result reaches the course page.
  const frame = gameFrame(page);
  await frame.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  await clickMove(frame, page.mouse, 1, 1);
  const [result] = await waitEvents(page, 'graphnim:result', 1);
  assert.deepEqual(result.detail, {
    type: 'graphnim:result',
    goal: 'find',
    solved: true,
    tries: 1,
    revealed: false,
  });
  await frame.getByText('Solved at the first try').first().waitFor();
  assert.deepEqual(await events(page, 'graphnim:error'), []);
  assert.ok(
    !notes.some((note) => /origin=/.test(note)),
    `nothing to say of an origin with its trailing slash: ${notes.join(' | ')}`,
  );
  await screenshot(page, 'course-origin-trailing-slash-solved');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

/** Solves the element's puzzle (#p) by clicks and waits for its result. */
async function solveElement(page) {
  const element = page.locator('#p');
  await element.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  await clickMove(element, page.mouse, 1, 1);
  const [result] = await waitEvents(page, 'graphnim:result', 1);
  assert.equal(result.detail.solved, true);
  assert.equal(result.detail.restored, undefined, 'a new solve');
}

/** Asserts the page's puzzle opened fresh: ready says unsolved, no result came after it, and
 *  the card says nothing of an earlier solve (`scope`: the element or the frame). */
async function assertFresh(page, scope, what) {
  const [ready] = await waitEvents(page, 'graphnim:ready', 1);
  assert.deepEqual(
    ready.detail.puzzle,
    { goal: 'find', solved: false, tries: 0, revealed: false },
    `${what}: ready says the puzzle is not solved here`,
  );
  await scope.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  // A restored result comes right after ready; none came.
  assert.deepEqual(await events(page, 'graphnim:result'), [], `${what}: no result`);
  const card = await scope.locator('.puzzle-task').innerText();
  assert.doesNotMatch(card, /solved this puzzle earlier|Solved at the first try/, `${what}: ${card}`);
  assert.match(card, /No wrong tries yet/, `${what}: ${card}`);
}

/** Asserts the page's puzzle opened with the solve kept on this page: ready and a restored
 *  result say it, and so does the card. */
async function assertRestored(page, scope, what) {
  const [ready] = await waitEvents(page, 'graphnim:ready', 1);
  assert.equal(ready.detail.puzzle.solved, true, `${what}: ready says solved`);
  const [result] = await waitEvents(page, 'graphnim:result', 1);
  assert.deepEqual(
    { solved: result.detail.solved, tries: result.detail.tries, restored: result.detail.restored },
    { solved: true, tries: 1, restored: true },
    what,
  );
  await scope.getByText('You solved this puzzle earlier: it counts.').first().waitFor();
}

test('the same <graph-nim> puzzle on the notes and on the quiz: solved on the notes, the quiz opens fresh; the notes reloaded restore it', async () => {
  const notes = coursePage('notes.html', `<p>Try this one.</p>\n${elementTag()}`);
  const quiz = coursePage('quiz.html', `<p>Graded: solve it here.</p>\n${elementTag()}`);
  const page = await env.browser.newPage();
  await page.goto(notes);
  await waitEvents(page, 'graphnim:ready', 1);
  await solveElement(page);

  // The quiz in the same tab: a puzzle not yet solved here.
  await page.goto(quiz);
  const element = page.locator('#p');
  await assertFresh(page, element, 'the quiz');
  await screenshot(page, 'course-pages-element-quiz-fresh');
  assert.equal(await axeSerious(page, 'quiz page, element fresh'), '');

  // Back to the notes: solved there, as it was left.
  await page.goBack();
  await assertRestored(page, element, 'the notes after Back');
  // And reloaded.
  await page.reload();
  await assertRestored(page, element, 'the notes reloaded');
  await screenshot(page, 'course-pages-element-notes-restored');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('the same <graph-nim> puzzle twice on one page: a solve of the second is its own, before and after a reload', async () => {
  const twin = (id, title) =>
    `<graph-nim id="${id}" position="${HEAPS.replaceAll('&', '&amp;')}" goal="find" title="${title}" lock>${title}</graph-nim>`;
  const url = coursePage(
    'twins.html',
    `${twin('first', 'Two heaps')}\n<p>Review: the same puzzle again.</p>\n${twin('second', 'Two heaps again')}
<script type="module" src="${playground.url}www/graph-nim.js"></script>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 2);
  const [first, second] = [page.locator('#first'), page.locator('#second')];
  await second.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  await clickMove(second, page.mouse, 1, 1);
  await second.getByText('Solved at the first try').first().waitFor();
  assert.match(await first.locator('.puzzle-task').innerText(), /No wrong tries yet/);

  await page.reload();
  await waitEvents(page, 'graphnim:ready', 2);
  await second.getByText('You solved this puzzle earlier: it counts.').first().waitFor();
  const card = await first.locator('.puzzle-task').innerText();
  assert.match(card, /No wrong tries yet/, `the first copy, never touched: ${card}`);
  assert.doesNotMatch(card, /solved this puzzle earlier/);
  const results = await events(page, 'graphnim:result');
  assert.equal(results.length, 1, `one restored result, the second copy's: ${JSON.stringify(results)}`);
  await screenshot(page, 'course-pages-twin-elements');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('the same frame (the embed code) on the notes and on the quiz: solved on the notes, the quiz opens fresh; the notes reloaded restore it', async () => {
  const notes = coursePage('frame-notes.html', `<p>Try this one.</p>\n${frameTag()}`);
  const quiz = coursePage('frame-quiz.html', `<p>Graded: solve it here.</p>\n${frameTag()}`);
  const page = await env.browser.newPage();
  await openFramed(page, notes);
  await clickMove(gameFrame(page), page.mouse, 1, 1);
  const [solved] = await waitEvents(page, 'graphnim:result', 1);
  assert.equal(solved.detail.solved, true);

  await page.goto(quiz);
  const frame = page.frameLocator('#game');
  await assertFresh(page, frame, 'the quiz');
  await screenshot(page, 'course-pages-frame-quiz-fresh');

  // The quiz's own solve is the quiz's: its result comes, as a new answer.
  await clickMove(gameFrame(page), page.mouse, 1, 1);
  const [own] = await waitEvents(page, 'graphnim:result', 1);
  assert.deepEqual(
    { solved: own.detail.solved, tries: own.detail.tries, restored: own.detail.restored },
    { solved: true, tries: 1, restored: undefined },
  );

  await page.goto(notes);
  await assertRestored(page, frame, 'the notes opened again');
  await page.reload();
  await assertRestored(page, frame, 'the notes reloaded');
  await screenshot(page, 'course-pages-frame-notes-restored');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('a frame on the notes, a wrong try, the quiz solved, then Back: the notes’ frame has its own try, and a solve then is kept at a reload', async () => {
  const notes = coursePage('back-notes.html', `<p>Try this one.</p>\n${frameTag()}`);
  const quiz = coursePage('back-quiz.html', `<p>Graded: solve it here.</p>\n${frameTag()}`);
  const page = await env.browser.newPage();
  await openFramed(page, notes);
  // A wrong try: the heap of 1 taken, the heap of 2 left for the computer.
  await clickMove(gameFrame(page), page.mouse, 0, 1);
  await gameFrame(page).locator('.puzzle-feedback[data-kind="wrong"]').waitFor({ timeout: 30_000 });

  // The quiz, by the course's own link in practice (goto here): solved there.
  await openFramed(page, quiz);
  await clickMove(gameFrame(page), page.mouse, 1, 1);
  const [quizSolve] = await waitEvents(page, 'graphnim:result', 1);
  assert.equal(quizSolve.detail.solved, true);

  // Back to the notes: the browser reloads the frame without the page's address (its
  // referrer is the course's origin alone); the notes' own try is still there, not the quiz's
  // solve, and not a fresh puzzle.
  await page.goBack();
  const [ready] = await waitEvents(page, 'graphnim:ready', 1);
  assert.deepEqual(ready.detail.puzzle, { goal: 'find', solved: false, tries: 1, revealed: false });
  const frame = page.frameLocator('#game');
  await frame.getByText('Earlier on this puzzle: 1 wrong try, not solved yet.').first().waitFor();
  await screenshot(page, 'course-pages-frame-back-kept');

  // Solved now, then the notes reloaded: the solve is kept (it was lost, the frame reading
  // the try stored under the page's address).
  await gameFrame(page).locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  await clickMove(gameFrame(page), page.mouse, 1, 1);
  await page.waitForFunction(() =>
    window.events.some((e) => e.type === 'graphnim:result' && e.detail.solved),
  );
  await page.reload();
  const [again] = await waitEvents(page, 'graphnim:ready', 1);
  assert.equal(again.detail.puzzle.solved, true, 'the solve made after Back is kept');
  assert.equal(again.detail.puzzle.tries, 2);
  await frame
    .getByText(/^You solved this puzzle earlier/)
    .first()
    .waitFor();
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('a frame told to send no referrer keeps its progress apart from the playground’s own page', async () => {
  const tag = frameTag().replace('no-referrer-when-downgrade', 'no-referrer');
  const url = coursePage('private.html', `<p>No referrer here.</p>\n${tag}`);
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 1);
  await gameFrame(page).locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  await clickMove(gameFrame(page), page.mouse, 1, 1);
  const [solved] = await waitEvents(page, 'graphnim:result', 1);
  assert.equal(solved.detail.solved, true);
  // The same puzzle's link, opened on the playground in this tab: not solved there.
  await page.goto(`${playground.url}index.html#${PUZZLE}`);
  await page.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  const task = page.locator('.puzzle-task');
  assert.match(await task.innerText(), /No wrong tries yet/);
  assert.doesNotMatch(await task.innerText(), /solved this puzzle earlier/);
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

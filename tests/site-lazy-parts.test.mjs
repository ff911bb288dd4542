// Parts of the built site (dist/) whose code is not in the first view and comes when first
// needed (docs/first-view.md): a person who presses a control before that code has arrived
// still gets what they asked for once it arrives. Each test holds back the one file of the
// part it checks (found by what it contains), acts like a person as soon as the page is
// usable, checks that nothing half-shown or lost results, then lets the file through. Also a
// course page reloaded after a solve in its frame, whose message channel comes late.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH, screenshot, artifactPath } from './helpers/browser.mjs';
import { sharedTestSite, serveSubPath } from './helpers/site.mjs';
import { axeSerious } from './helpers/axe.mjs';
import {
  boardSummary,
  clickBoard,
  dragBoard,
  screenPoint,
  settle,
  statusText,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';

let site;
let host;
let browser;
before(async () => {
  site = await sharedTestSite();
  host = await serveSubPath(site.out, '/courses/nim/');
  browser = await chromium.launch({
    executablePath: HEADLESS_CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
});
after(async () => {
  await browser?.close();
  await host?.close();
});

/** The built chunk whose code contains `text` (a part's own class name, say). */
function chunkWith(text) {
  const dir = path.join(site.out, 'assets');
  const found = fs
    .readdirSync(dir)
    .filter((f) => /^chunk-.*\.js$/.test(f) && fs.readFileSync(path.join(dir, f), 'utf8').includes(text));
  assert.equal(found.length, 1, `one chunk holds ${text}: ${found}`);
  return found[0];
}

/**
 * A page (service workers blocked, so every file comes from the host) on which `file` is held
 * back until release() is called; `requested()` resolves once the page has asked for it.
 */
async function pageHolding(file, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (err) => page.errors.push(String(err)));
  page.on('console', (msg) => msg.type() === 'error' && page.errors.push(msg.text()));
  let release;
  const released = new Promise((resolve) => (release = resolve));
  let asked;
  const requested = new Promise((resolve) => (asked = resolve));
  await page.route(`**/assets/${file}`, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { page, context, release, requested: () => requested };
}

// C4 with counts 3, 4, 3, 5: a first-player win with dozens of moves.
const C4 = '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&xy=250,130;550,130;550,430;250,430&mode=play';

test('"Analyze all moves" pressed before the list\'s code has come: the list appears when it arrives', async () => {
  const { page, context, release, requested } = await pageHolding(chunkWith('analysis-controls'));
  await page.goto(`${host.url}index.html${C4}`);
  const analyze = page.getByRole('button', { name: 'Analyze all moves' });
  // As soon as the engine is ready the button is enabled; the person presses it at once.
  await page.locator('.hint-result').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent === 'Analyze all moves' && !b.disabled,
      ),
    null,
    { timeout: 30_000 },
  );
  await analyze.click();
  await requested();
  // The engine's answer is shown (the verdict); the list waits for its code, with no error.
  await page.locator('.hint-result .verdict').waitFor({ timeout: 30_000 });
  await settle(page);
  assert.equal(await page.locator('.analysis [data-move]').count(), 0, 'no list before its code');
  assert.deepEqual(page.errors, []);

  release();
  const rows = page.locator('.analysis [data-move]');
  await rows.first().waitFor({ timeout: 30_000 });
  assert.ok((await rows.count()) > 10, `every move listed: ${await rows.count()}`);
  // The list works as it always did: "winning moves only" narrows it.
  const all = await rows.count();
  await page.getByRole('checkbox', { name: 'winning moves only' }).check();
  await settle(page);
  const winning = await rows.count();
  assert.ok(winning > 0 && winning < all, `winning moves only: ${winning} of ${all}`);
  await screenshot(page, 'site-lazy-analysis');
  assert.equal(await axeSerious(page, 'analysis list loaded late'), '');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("Hint pressed before its answer's words have come: the answer is drawn and said with them", async () => {
  // hint/hint-answer.js: the answer's verdict, facts and glossary, found by the glossary's summary.
  const { page, context, release, requested } = await pageHolding(chunkWith('What do these mean?'));
  await page.goto(`${host.url}index.html${C4}`);
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  await page.waitForFunction(
    () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Hint' && !b.disabled),
    null,
    { timeout: 30_000 },
  );
  await hint.click();
  await requested();
  // The engine's answer is on the board (its move marked); the card waits for the words, with
  // nothing half-drawn and nothing said yet.
  await page.locator('svg.board .hint').first().waitFor({ state: 'attached', timeout: 30_000 });
  await settle(page);
  assert.equal(await page.locator('.hint-result .verdict').count(), 0, 'no answer without its words');
  assert.deepEqual(page.errors, []);

  release();
  await page.locator('.hint-result .verdict').waitFor({ timeout: 30_000 });
  await page.getByText('What do these mean?').click();
  await page.getByText('A number that sums up the position').waitFor();
  await page.waitForFunction(
    () =>
      /can win/.test(
        [...document.querySelectorAll('.sr-only[aria-live]')].map((e) => e.textContent).join(' '),
      ),
    null,
    { timeout: 10_000 },
  );
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a double click on "Analyze all moves" at once, on a phone: one list, once its code comes', async () => {
  const { page, context, release, requested } = await pageHolding(chunkWith('analysis-controls'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${host.url}index.html${C4}`);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent === 'Analyze all moves' && !b.disabled,
      ),
    null,
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Analyze all moves' }).dblclick();
  await requested();
  release();
  const rows = page.locator('.analysis [data-move]');
  await rows.first().waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('.analysis').count(), 1, 'one list');
  assert.ok((await rows.count()) > 10);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// Nim with heaps 1 and 2: taking the whole heap of 2 is a mistake (tests/review.test.mjs).
const NIM = '#rules=edge&v=4&e=0-1:1,2-3:2&xy=200,150;200,410;600,150;600,410&mode=play-cpu';

test('a finished game: the move list marks the moves at once; the review card comes with its code', async () => {
  const { page, context, release, requested } = await pageHolding(chunkWith('review-status'));
  await page.goto(`${host.url}index.html${NIM}`);
  await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board'), null, {
    timeout: 30_000,
  });
  await settle(page);
  await clickBoard(page, 600, 150);
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  assert.match(await statusText(page), /computer wins/);
  // The marks beside the moves are part of the first view's code: they come with the review.
  await page.locator('.history .review-mark').nth(1).waitFor({ timeout: 30_000 });
  assert.deepEqual(await page.locator('.history .review-mark').allTextContents(), ['mistake', 'best']);
  await requested();
  assert.equal(await page.locator('.review-status').count(), 0, 'no review card before its code');
  // A press on a mark meanwhile already shows the position before the move on the board.
  await page.getByRole('button', { name: /^Move 1: mistake/ }).click();
  await settle(page);
  assert.equal(await page.locator('svg.board').getAttribute('data-review'), '');

  release();
  await page.locator('.review-detail').waitFor({ timeout: 30_000 });
  const detail = (await page.locator('.review-detail').textContent()).replace(/\s+/g, ' ');
  assert.match(detail, /Mistake: the position was winning/);
  assert.match(await page.locator('.review-status').textContent(), /^1 mistake\./);
  await screenshot(page, 'site-lazy-review');
  assert.equal(await axeSerious(page, 'review card loaded late'), '');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('Help pressed twice before its text has come: one dialog, its text shown once it arrives', async () => {
  const { page, context, release, requested } = await pageHolding(
    chunkWith('add a vertex joined to the selected one'),
  );
  await page.goto(`${host.url}index.html${C4}`);
  const help = page.getByRole('button', { name: 'Help and keyboard shortcuts' });
  await help.waitFor({ timeout: 30_000 });
  await help.click();
  await requested();
  await help.click({ force: true }).catch(() => {});
  assert.equal(await page.getByRole('dialog', { name: 'Help and shortcuts' }).count(), 0, 'no empty dialog');
  release();
  const dialog = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await dialog.waitFor({ timeout: 30_000 });
  await dialog.getByText('add a vertex joined to the selected one', { exact: false }).waitFor();
  assert.equal(await page.locator('dialog[open]').count(), 1, 'one dialog open');
  assert.equal(await axeSerious(page, 'Help loaded late'), '');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // Rules comes from the same code, now here: at once.
  await page.getByRole('button', { name: 'Rules' }).click();
  await page.getByRole('dialog', { name: 'Rules' }).getByRole('heading', { name: 'Edge-Nim' }).waitFor();
  assert.deepEqual(page.errors, []);
  await context.close();
});

// Editing's actions (editor/edit.js) are a chunk of their own, found by a sentence of theirs.
const EDITING = 'The graph is at its size limit';

// A triangle in a game between two people (no computer's move to wait for).
const TRIANGLE = '#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3&xy=250,130;550,130;400,430&mode=play';

/** The page at `fragment`, ready: the engine loaded and the board drawn. */
async function openReady(page, fragment) {
  await page.goto(`${host.url}index.html${fragment}`);
  await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board'), null, {
    timeout: 30_000,
  });
  await settle(page);
}

test("Edit pressed twice, the board clicked twice, an edge clicked and a count typed before editing's code has come: all of it happens, in order, when it arrives", async () => {
  const { page, context, release, requested } = await pageHolding(chunkWith(EDITING));
  await openReady(page, TRIANGLE);
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await edit.click();
  await requested();
  await edit.click();
  assert.equal(await edit.getAttribute('aria-pressed'), 'true', 'the editor is open at once');
  // As fast as a person: two new vertices in empty space, then edge 0–1, then its count.
  const empty1 = await screenPoint(page, 130, 480);
  const empty2 = await screenPoint(page, 680, 480);
  await page.mouse.click(empty1.x, empty1.y);
  await page.mouse.click(empty2.x, empty2.y);
  await page.locator('.edge-label[data-edge="0"]').click();
  await page.keyboard.type('12');
  await settle(page);
  const before = await boardSummary(page);
  assert.equal(before.vertices, 3, 'nothing changes before the code has come');
  assert.deepEqual(page.errors, []);

  release();
  await page.locator('svg.board[data-vertices="5"]').waitFor({ timeout: 30_000 });
  await page.locator('.edge-label[data-edge="0"] .edge-count', { hasText: /^12$/ }).waitFor();
  const after = await boardSummary(page);
  assert.deepEqual(after.tokens, [12, 2, 3], 'the count went to the edge clicked after the vertices');
  // In the order they were made: Undo takes back the count first, then the second vertex.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.locator('.edge-label[data-edge="0"] .edge-count', { hasText: /^1$/ }).waitFor();
  assert.equal((await boardSummary(page)).vertices, 5);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.locator('svg.board[data-vertices="4"]').waitFor();
  await screenshot(page, 'site-lazy-editing');
  assert.equal(await axeSerious(page, 'editor loaded late'), '');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("a page opened in the editor: a click on the board and N, N before editing's code has come draw a vertex, then a path of two", async () => {
  const { page, context, release, requested } = await pageHolding(chunkWith(EDITING));
  await openReady(page, '#rules=edge&v=0&e=');
  const empty = await screenPoint(page, 200, 200);
  await page.mouse.click(empty.x, empty.y);
  await requested();
  await page.keyboard.press('n');
  await page.keyboard.press('n');
  await settle(page);
  assert.equal((await boardSummary(page)).vertices, 0, 'nothing drawn before the code has come');
  release();
  await page.locator('svg.board[data-vertices="3"]').waitFor({ timeout: 30_000 });
  // The click's vertex stands alone (nothing was selected); N's two are joined.
  assert.equal((await boardSummary(page)).edges, 1);
  assert.match(
    await page.locator('svg.board [data-edge="0"][aria-label]').first().getAttribute('aria-label'),
    /1–2/,
  );
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("editing's code cannot be fetched (offline): Edit and a click on the board say so, and after the connection is back a reload works", async () => {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  const chunk = chunkWith(EDITING);
  await page.route(`**/assets/${chunk}`, (route) => route.abort('internetdisconnected'));
  await openReady(page, TRIANGLE);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const message = page.locator('.gnp-message');
  await message.filter({ hasText: 'Editing could not be loaded' }).waitFor({ timeout: 30_000 });
  assert.match(await message.textContent(), /nothing was changed\. Check the connection and reload the page/);
  // A click on the board tries again, and says it again; the board is as it was.
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await message.waitFor({ state: 'hidden' });
  await clickBoard(page, 130, 480);
  await message.filter({ hasText: 'Editing could not be loaded' }).waitFor({ timeout: 30_000 });
  assert.equal((await boardSummary(page)).vertices, 3);
  await screenshot(page, 'site-lazy-editing-offline');
  assert.equal(await axeSerious(page, 'editor could not load'), '');
  // Back online, the page reloaded as the message says: Edit, then a click draws its vertex.
  // (Chromium keeps a dynamic import that failed as failed until the page is reloaded.)
  await page.unroute(`**/assets/${chunk}`);
  await page.reload();
  await page.locator('svg.board').waitFor();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await clickBoard(page, 130, 480);
  await page.locator('svg.board[data-vertices="4"]').waitFor({ timeout: 30_000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a page opened in the editor: edges drawn by dragging before editing's code has come are drawn when it arrives, in order", async () => {
  const { page, context, release, requested } = await pageHolding(chunkWith(EDITING));
  // Two vertices, no edge, in the editor.
  await openReady(page, '#rules=edge&v=2&e=&xy=250,200;550,200');
  // From vertex 0 to vertex 1, then from vertex 1 to empty board: an edge, then a new vertex
  // joined to vertex 1. The first press asked for editing's code.
  await dragBoard(page, [250, 200], [550, 200]);
  await requested();
  await dragBoard(page, [550, 200], [400, 450]);
  const before = await boardSummary(page);
  assert.deepEqual([before.vertices, before.edges], [2, 0], 'nothing drawn before the code has come');
  assert.deepEqual(page.errors, []);

  release();
  await page.locator('svg.board[data-vertices="3"][data-edges="2"]').waitFor({ timeout: 30_000 });
  const labels = await page
    .locator('svg.board [data-edge][aria-label]')
    .evaluateAll((edges) => edges.map((e) => e.getAttribute('aria-label')));
  assert.ok(labels.some((l) => /0–1/.test(l)) && labels.some((l) => /1–2/.test(l)), `edges: ${labels}`);
  // Each drag is one undo step: Undo takes back the new vertex with its edge first.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.locator('svg.board[data-vertices="2"][data-edges="1"]').waitFor();
  await screenshot(page, 'site-lazy-editing-drags');
  assert.equal(await axeSerious(page, 'edges dragged before the editor loaded'), '');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("a course page reloaded after a solve in its frame: the restored result is told even when the frame's message channel comes after the puzzle opened", async () => {
  // The course page, on a host of its own, logs what its frame tells it.
  const src = `${host.url}index.html?embed=1&lock=1#rules=edge&v=4&e=0-1:1,2-3:2&goal=find&title=Two%20heaps`;
  const notes = path.join(site.out, '..', 'course-notes-for-lazy-parts');
  fs.mkdirSync(notes, { recursive: true });
  fs.writeFileSync(
    path.join(notes, 'index.html'),
    `<!doctype html><html lang="en"><title>Notes</title><body><script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script><iframe id="game" title="Puzzle" src="${src}" width="640" height="520"></iframe></body></html>`,
  );
  const course = await serveSubPath(notes, '/notes/');
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (err) => page.errors.push(String(err)));
  // Nothing from the browser's cache: the reload asks for every file again.
  await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
  // The channel's code is held back on the second load only: the engine comes first, and the
  // puzzle opens (with the progress kept in this tab) before the channel is there to tell it.
  let hold = null;
  await context.route(`**/assets/${chunkWith('graphnim:resize')}`, async (route) => {
    if (hold) await hold.released;
    await route.continue();
  });
  await page.goto(`${course.url}index.html`);
  const frame = page.frameLocator('#game');
  // The student solves it at the first try: take 1 from the heap of 2.
  await frame.locator('.edge-label[data-edge="1"]').click({ timeout: 30_000 });
  await frame.getByRole('button', { name: 'Confirm move' }).click();
  await frame.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });

  // The course page reloads (its own score is gone); the frame's channel comes late.
  let release;
  hold = { released: new Promise((resolve) => (release = resolve)) };
  await page.reload();
  await frame
    .locator('.puzzle-task', { hasText: 'You solved this puzzle earlier' })
    .first()
    .waitFor({ timeout: 30_000 });
  release();
  await page.waitForFunction(() => window.received.some((m) => m.type === 'graphnim:result'), null, {
    timeout: 30_000,
  });
  const log = await page.evaluate(() => window.received.filter((m) => /ready|result/.test(m.type)));
  const state = { goal: 'find', solved: true, tries: 1, revealed: false };
  assert.deepEqual(log[0].puzzle, state, 'graphnim:ready carries the state');
  assert.deepEqual(
    log[1],
    { type: 'graphnim:result', ...state, restored: true },
    'the restored result follows',
  );
  assert.deepEqual(page.errors, []);
  await context.close();
  await course.close();
});

/** Where the board's badges are drawn (their transforms), as one string. */
function badgePlaces(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('svg.board .badge')].map((b) => b.getAttribute('transform')).join(),
  );
}

/** Every hint badge of the board that covers a count, a vertex or another badge, as words. */
function badgesCovering(page) {
  return page.locator('svg.board').evaluate((svg) => {
    const boxes = (selector, what) =>
      [...svg.querySelectorAll(selector)].map((el, i) => ({
        what: `${what} ${i}`,
        ...el.getBoundingClientRect().toJSON(),
      }));
    const overlap = (a, b) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const badges = boxes('.badge rect', 'badge');
    const others = [...boxes('.edge-label > rect', 'count'), ...boxes('.vertex-body', 'vertex')];
    return badges.flatMap((badge, i) =>
      [...others, ...badges.slice(i + 1)]
        .filter((o) => overlap(badge, o))
        .map((o) => `${badge.what} × ${o.what}`),
    );
  });
}

test("a hint on a phone before the badges' placement has come: its badges show at once, beside their counts, and move clear of every count when it arrives", async () => {
  const { page, context, release, requested } = await pageHolding(chunkWith('-112,-157'), {
    width: 360,
    height: 640,
  });
  await page.goto(`${host.url}index.html`);
  await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board'), null, {
    timeout: 30_000,
  });
  await settle(page);
  await page.getByLabel('Preset graph').selectOption('star');
  await page.getByRole('button', { name: 'Build' }).click();
  await page.locator('svg.board[data-vertices="6"][data-mode="play"]').waitFor();
  // The first press asked for the placement's code (it is no part of the first view).
  await requested();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('svg.board .badge.hint').nth(1).waitFor({ timeout: 30_000 });
  await settle(page);
  const covered = await badgesCovering(page);
  const usualPlaces = await badgePlaces(page);
  await page
    .locator('svg.board')
    .screenshot({ path: artifactPath('site-lazy-parts-site-lazy-badges-before.png') });

  release();
  // The board is drawn again with the badges' proper places.
  await page.waitForFunction(
    (usual) =>
      [...document.querySelectorAll('svg.board .badge')].map((b) => b.getAttribute('transform')).join() !==
      usual,
    usualPlaces,
    { timeout: 30_000 },
  );
  await settle(page);
  await page
    .locator('svg.board')
    .screenshot({ path: artifactPath('site-lazy-parts-site-lazy-badges-after.png') });
  assert.ok(covered.length > 0, "at their usual places, the star's badges covered a count");
  assert.deepEqual(await badgesCovering(page), [], 'badges drawn over counts, vertices or each other');
  assert.ok((await page.locator('svg.board .badge.hint').count()) >= 2);
  assert.equal(await axeSerious(page, 'badges placed late'), '');
  assert.deepEqual(page.errors, []);
  await context.close();
});

/** The review's own actions (review/review.js), found by its worker's name. */
const REVIEWING = 'reviewTools??=';

/** On `page` (ready at NIM), the person takes both tokens of 2–3 and the computer wins. */
async function loseNim(page) {
  await clickBoard(page, 600, 150);
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  assert.match(await statusText(page), /computer wins/);
}

test("a game over before the review's code has come is reviewed when it arrives; one taken back meanwhile is not, and its redo is", async () => {
  const { page, context, release, requested } = await pageHolding(chunkWith(REVIEWING));
  await openReady(page, NIM);
  await loseNim(page);
  await requested();
  assert.equal(await page.locator('.history .review-mark').count(), 0, 'no marks before the code');
  release();
  await page.locator('.history .review-mark').nth(1).waitFor({ timeout: 30_000 });
  assert.deepEqual(await page.locator('.history .review-mark').allTextContents(), ['mistake', 'best']);
  assert.deepEqual(page.errors, []);
  await context.close();

  // Undo pressed while the game's review waits for its code: the review, run when the code
  // comes, is not of the game on the board (no marks on a game under way); Redo brings the
  // finished game back with its review.
  const second = await pageHolding(chunkWith(REVIEWING));
  await openReady(second.page, NIM);
  await loseNim(second.page);
  await second.requested();
  await second.page.getByRole('button', { name: 'Undo', exact: true }).click();
  await second.page.getByRole('button', { name: 'Redo', exact: true }).waitFor();
  assert.doesNotMatch(await statusText(second.page), /wins/);
  second.release();
  await second.page.getByRole('button', { name: 'Redo', exact: true }).click();
  await second.page.locator('.history .review-mark').nth(1).waitFor({ timeout: 30_000 });
  assert.deepEqual(await second.page.locator('.history .review-mark').allTextContents(), ['mistake', 'best']);
  await screenshot(second.page, 'site-lazy-review-actions');
  assert.deepEqual(second.page.errors, []);
  await second.context.close();
});

test("the review's code cannot be fetched (offline): the game over says so, and the game stands", async () => {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.route(`**/assets/${chunkWith(REVIEWING)}`, (route) => route.abort('internetdisconnected'));
  await openReady(page, NIM);
  await loseNim(page);
  const message = page.locator('.gnp-message');
  await message.filter({ hasText: "The game's review could not be loaded" }).waitFor({ timeout: 30_000 });
  assert.match(await message.textContent(), /Check the connection and reload the page/);
  assert.equal(await page.locator('.history .review-mark').count(), 0);
  assert.equal(
    await page.locator('ol.history li:not(.empty)').count(),
    2,
    'both moves stand in the move list',
  );
  await screenshot(page, 'site-lazy-review-offline');
  assert.equal(await axeSerious(page, 'review could not load'), '');
  assert.deepEqual(errors, []);
  await context.close();
});

// A review link (a friend's game shared): its moves are replayed by the review's code.
const REVIEW_LINK = `${NIM}&moves=2:1-2;0:0-1`;

test("a review link opened before the review's code has come: the game is shown as it was played, marks and all, when it arrives", async () => {
  const { page, context, release, requested } = await pageHolding(chunkWith(REVIEWING));
  const engine = page.waitForResponse((response) => /graphnim_bg-\w+\.wasm$/.test(response.url()), {
    timeout: 30_000,
  });
  await page.goto(`${host.url}index.html${REVIEW_LINK}`);
  // Asked for while the engine loads: the page waits for both, never showing the game half-opened.
  await requested();
  await (await engine).finished();
  await settle(page);
  assert.match(await statusText(page), /Loading/, 'the page waits for the replay with the engine');
  assert.equal(await page.locator('ol.history li:not(.empty)').count(), 0, 'no moves before the code');
  assert.deepEqual(page.errors, []);

  release();
  await page.locator('.history .review-mark').nth(1).waitFor({ timeout: 30_000 });
  assert.deepEqual(await page.locator('.history .review-mark').allTextContents(), ['mistake', 'best']);
  assert.match(await statusText(page), /^The computer won\./);
  assert.deepEqual((await boardSummary(page)).tokens, [0, 0]);
  // The moves are undo steps, as when they were played: Undo takes back the computer's reply
  // and the move before it.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.locator('ol.history li:not(.empty)').first().waitFor({ state: 'detached' });
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2]);
  await screenshot(page, 'site-lazy-review-link');
  assert.equal(await axeSerious(page, 'review link replayed late'), '');
  assert.deepEqual(page.errors, []);
  await context.close();

  // A game link pasted into the address bar while the code is on its way (the page fetches it
  // once its first view has settled): the game before stays until the link opens, whole.
  const pasted = await pageHolding(chunkWith(REVIEWING));
  await openReady(pasted.page, C4);
  await clickBoard(pasted.page, 100, 500); // a press on empty board: the first view has settled
  await pasted.requested();
  await pasted.page.goto(`${host.url}index.html${REVIEW_LINK}`);
  await settle(pasted.page);
  assert.deepEqual(
    (await boardSummary(pasted.page)).tokens,
    [3, 4, 3, 5],
    'the board before, until the code',
  );
  pasted.release();
  await pasted.page.locator('.history .review-mark').nth(1).waitFor({ timeout: 30_000 });
  assert.deepEqual((await boardSummary(pasted.page)).tokens, [0, 0]);
  assert.match(await statusText(pasted.page), /^The computer won\./);
  assert.deepEqual(pasted.page.errors, []);
  await pasted.context.close();
});

test("the review's code cannot be fetched (offline): a review link says so, the board before stands, and after the connection is back a reload shows the game", async () => {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  const chunk = chunkWith(REVIEWING);
  await page.route(`**/assets/${chunk}`, (route) => route.abort('internetdisconnected'));
  // Opened on the link: said, as soon as the engine is ready.
  await page.goto(`${host.url}index.html${REVIEW_LINK}`);
  const message = page.locator('.gnp-message');
  await message.filter({ hasText: 'The game in the link could not be loaded' }).waitFor({ timeout: 30_000 });
  assert.match(await message.textContent(), /Check the connection and reload the page to try again\./);
  assert.equal(await page.locator('ol.history li:not(.empty)').count(), 0);
  assert.match(
    decodeURIComponent(new URL(page.url()).hash),
    /&moves=2:1-2;0:0-1$/,
    'opened on the link: the address still holds it, for the reload the message asks for',
  );

  // Pasted into the address bar over a game: said, and the game on the board stands.
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await message.waitFor({ state: 'hidden' });
  await openReady(page, C4);
  await page.goto(`${host.url}index.html${REVIEW_LINK}`);
  await message.filter({ hasText: 'The game in the link could not be loaded' }).waitFor({ timeout: 30_000 });
  assert.deepEqual((await boardSummary(page)).tokens, [3, 4, 3, 5], 'the board before stands');
  assert.match(
    decodeURIComponent(new URL(page.url()).hash),
    /&moves=2:1-2;0:0-1$/,
    'the address holds the link',
  );
  await screenshot(page, 'site-lazy-review-link-offline');
  assert.equal(await axeSerious(page, 'review link could not be replayed'), '');
  // Back online, the page reloaded as the message says: the game as it was played.
  await page.unroute(`**/assets/${chunk}`);
  await page.reload();
  await page.locator('.history .review-mark').nth(1).waitFor({ timeout: 30_000 });
  assert.deepEqual((await boardSummary(page)).tokens, [0, 0]);
  assert.deepEqual(errors, []);
  await context.close();
});

// A pile game's play (piles/setnim-play.js), found by one of its sentences.
const PILE_PLAY = 'is in no allowed set, so no move can take from it';
const PATH_NIM = '#rules=path&piles=1,2,3,3,2,1&k=2&mode=play';

test('a page opened on a pile game fetches its play at once; piles clicked before it came are taken, in order, when it arrives', async () => {
  const { page, context, release, requested } = await pageHolding(chunkWith(PILE_PLAY));
  await openReady(page, PATH_NIM);
  await requested(); // with no press: the page opened on a pile game
  // The board's caption (piles/setnim-board.js, a chunk of its own) comes at the first drawing.
  await page.locator('svg.board .set-caption-title', { hasText: 'Path Nim' }).waitFor({ state: 'attached' });
  await page.locator('.edge-label[data-edge="2"]').click();
  await page.locator('.edge-label[data-edge="3"]').click();
  await page.locator('.edge-label[data-edge="3"]').click();
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2, 3, 3, 2, 1], 'no move before the code has come');
  release();
  const heading = page.locator('.composer .set-heading');
  await heading.filter({ hasText: /piles 2 and 3 together/ }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await page.locator('svg.board g.edge[data-edge="3"][data-tokens="1"]').waitFor({ state: 'attached' });
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2, 2, 1, 2, 1], 'one from pile 2, two from pile 3');
  await screenshot(page, 'site-lazy-piles');
  assert.equal(await axeSerious(page, 'pile play loaded late'), '');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test("a pile game's play cannot be fetched (offline): a pile clicked says so, and the board is as it was", async () => {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.route(`**/assets/${chunkWith(PILE_PLAY)}`, (route) => route.abort('internetdisconnected'));
  await openReady(page, PATH_NIM);
  await page.locator('.edge-label[data-edge="2"]').click();
  const message = page.locator('.gnp-message');
  await message.filter({ hasText: "The pile game's moves could not be loaded" }).waitFor({ timeout: 30_000 });
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2, 3, 3, 2, 1]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a page with no puzzle never fetches the puzzle code; a puzzle link shows its task with the first board, and one opened later waits for the code', async () => {
  const puzzleFile = chunkWith('Your answer is being checked.');
  const { page, context, release, requested } = await pageHolding(puzzleFile);
  let fetched = false;
  requested().then(() => (fetched = true));
  await openReady(page, C4);
  // Used as a person would (a hint), and settled: the parts that come after the first view have come.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('.hint-move').first().waitFor({ timeout: 30_000 });
  await settle(page);
  assert.equal(fetched, false, 'no puzzle open: the puzzle code was not fetched');
  // A puzzle link pasted into the address bar: the board waits for the code, never a plain game.
  await page.goto(`${host.url}index.html#rules=edge&v=3&e=0-1:1,1-2:2,2-0:2&goal=find&title=Late`);
  await requested();
  await settle(page);
  assert.equal(await page.locator('.puzzle-task').count(), 0, 'no task before its code has come');
  release();
  await page.locator('.puzzle-task .puzzle-title', { hasText: 'Late' }).waitFor({ timeout: 30_000 });
  assert.deepEqual(page.errors, []);
  await context.close();

  // Opened on a puzzle link: the first board drawn with the engine is the puzzle's, task and all.
  const opened = await pageHolding(puzzleFile);
  await opened.page.goto(`${host.url}index.html#rules=edge&v=3&e=0-1:1,1-2:2,2-0:2&goal=find&title=Triangle`);
  await opened.requested();
  await settle(opened.page);
  assert.match(
    await statusText(opened.page),
    /Loading/,
    'the page waits for the puzzle code with the engine',
  );
  opened.release();
  await opened.page
    .locator('.puzzle-task .puzzle-title', { hasText: 'Triangle' })
    .waitFor({ timeout: 30_000 });
  assert.match(await statusText(opened.page), /^Your move\b/);
  await screenshot(opened.page, 'site-lazy-puzzle');
  assert.equal(await axeSerious(opened.page, 'puzzle code loaded late'), '');
  assert.deepEqual(opened.page.errors, []);
  await opened.context.close();
});

test("a puzzle's first answer given before its verdict's words have come: it is judged, and said as always, when they arrive", async () => {
  // puzzle/puzzle-verdicts.js: what is said of a judged answer, found by a wrong try's words.
  const { page, context, release, requested } = await pageHolding(chunkWith('Help is open now'));
  await page.goto(
    `${host.url}index.html#rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3&goal=unique&reveal=2`,
  );
  await page.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => window.graphNimEngine, null, { timeout: 30_000 });
  // The student answers at once: 1 from 0–1 (a wrong move), clicked and confirmed.
  await page.locator('.edge-label[data-edge="0"]').click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await requested();
  // The answer waits for its words, checked and nothing half-said: no verdict, no count.
  await settle(page);
  assert.equal(await page.locator('.puzzle-task').getAttribute('data-phase'), 'judging');
  assert.match(await statusText(page), /Checking your answer/);
  assert.deepEqual(page.errors, []);

  release();
  await page.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2, 2, 2, 3]);
  assert.match(await statusText(page), /not solved.*winning reply.*wrong tries: 1/i);
  assert.match(await page.locator('.puzzle-reason').textContent(), /you played at vertex 0: take 1 from 0–1/);
  assert.equal(await page.locator('.puzzle-tries').textContent(), 'Wrong tries: 1');
  await screenshot(page, 'site-lazy-puzzle-verdict');
  assert.equal(await axeSerious(page, 'puzzle verdict words loaded late'), '');
  // Try again takes the move back, as it always did.
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('.puzzle-tries').textContent(), 'Wrong tries: 1');
  assert.deepEqual(page.errors, []);
  await context.close();
});

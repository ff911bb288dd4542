// SCORM packages of a puzzle set (scripts/package-scorm.mjs, www/scorm/) in a real SCORM
// runtime: scorm-again (npm, the run-time library LMS vendors embed) plays the LMS in a parent
// page, which opens the package's launch page in a frame as an LMS does. A student answers a
// puzzle wrong, tries again and solves it, and leaves; the LMS has the score, the status, each answer and the
// resume state; back again, the solved puzzle is still solved, and solving the rest passes the
// set. For SCORM 1.2 and 2004. Also: an ill-posed puzzle is refused with its place, and the
// launch page opened without an LMS says nothing is recorded.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import {
  ARTIFACTS_DIR,
  REPO_ROOT,
  launchBrowser,
  launchPhone,
  screenshot,
  artifactPath,
} from './helpers/browser.mjs';
import { sharedTestSite, serveSubPath } from './helpers/site.mjs';
import { checkPuzzle, makerCard, press } from './helpers/author.mjs';
import { startServer } from '../scripts/serve.mjs';
import { packageSet } from '../scripts/package-scorm.mjs';
import { axeSerious } from './helpers/axe.mjs';

// Three puzzles, two given as share links and one as a position.
const SET = {
  title: 'Week 3',
  puzzles: [
    // C4 with opposite edges equal: the player to move loses (Graph Nim, Thm 3.2).
    { link: '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=The%20square' },
    // One edge of 3 tokens: the player to move takes them all and wins.
    { link: '#rules=edge&v=2&e=0-1:3&goal=outcome&title=One%20edge' },
    // The same edge as a position: the one winning move takes all three tokens.
    {
      position: { rules: 'edge', vertices: 2, edges: [[0, 1, 3]] },
      goal: 'find',
      title: 'Take them all',
      text: 'Find the winning move.',
    },
  ],
};

let site;
let browser;
before(async () => {
  site = await sharedTestSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The package for `version`, unpacked into an LMS's folder beside the LMS's own page. */
async function lmsWithPackage(version, set = SET, name = `lms-${version}`) {
  const { zip } = await packageSet({ setText: JSON.stringify(set), version, site: site.out });
  const root = path.join(ARTIFACTS_DIR, 'scorm', name);
  fs.rmSync(root, { recursive: true, force: true });
  const files = unzipSync(zip);
  assert.ok(files['imsmanifest.xml'], 'imsmanifest.xml at the root');
  assert.match(new TextDecoder().decode(files['imsmanifest.xml']), /href="launch.html"/);
  for (const [name, bytes] of Object.entries(files)) {
    const target = path.join(root, 'content', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
  }
  fs.copyFileSync(
    path.join(REPO_ROOT, 'node_modules/scorm-again/dist/scorm-again.js'),
    path.join(root, 'scorm-again.js'),
  );
  fs.copyFileSync(path.join(REPO_ROOT, 'tests/fixtures/lms.html'), path.join(root, 'lms.html'));
  return { server: await startServer({ root, port: 0 }), zipBytes: zip.length };
}

/** The LMS's record, read from the runtime in the parent page. */
const lmsRecord = (page) => page.evaluate(() => window.lmsRecord());

/** The launch page inside the LMS's frame, and the <graph-nim> element of puzzle `n` (1-based)
 *  in it (locators reach into its open shadow root). */
const launch = (page) => page.frameLocator('#sco');
const puzzleBoard = (page, n) => launch(page).locator(`graph-nim[data-puzzle="puzzle-${n}"]`);

async function waitScore(page, text) {
  await launch(page).locator('#score-total', { hasText: text }).waitFor({ timeout: 30_000 });
}

async function answerOutcome(page, n, answer) {
  const frame = puzzleBoard(page, n);
  await frame.getByRole('button', { name: answer }).click({ timeout: 30_000 });
}

/** Leaves the set as a student does: the LMS closes the frame (pagehide finishes). */
async function leave(page) {
  await page.getByRole('button', { name: 'Close the activity' }).click();
  await page.waitForFunction(() => window.lmsFinished === true, null, { timeout: 10_000 });
}

for (const version of ['1.2', '2004']) {
  test(`SCORM ${version}: a wrong answer then the right one, leave, come back, solve the rest`, async () => {
    const { server } = await lmsWithPackage(version);
    let page = await browser.newPage();
    try {
      // First session.
      await page.goto(`${server.url}lms.html?version=${version}`);
      await waitScore(page, '0 of 3 solved');
      assert.match(await launch(page).locator('#recording').textContent(), /recorded in your course/);
      // Puzzle 3 (find the winning move): taking one token is wrong (the computer shows the
      // reply that wins), Try again, then all three.
      const third = puzzleBoard(page, 3);
      const count = third.locator('.edge-label[data-edge="0"] .edge-count');
      await count.click({ timeout: 30_000 });
      await third.getByRole('button', { name: 'Confirm move' }).click();
      await launch(page)
        .locator('li[data-puzzle="puzzle-3"][data-state="wrong"]')
        .waitFor({ timeout: 30_000 });
      let record = await lmsRecord(page);
      assert.deepEqual(record.interactions, [
        { id: 'puzzle-3', result: version === '1.2' ? 'wrong' : 'incorrect' },
      ]);
      assert.equal(record.score.raw, '0');
      assert.equal(record.commits, 2, 'committed at the start and after the counted answer');
      await third.getByRole('button', { name: 'Try again' }).click({ timeout: 30_000 });
      for (let i = 0; i < 3; i++) await count.click();
      await third.getByRole('button', { name: 'Confirm move' }).click();
      await waitScore(page, '1 of 3 solved');
      await screenshot(page, `scorm-${version}-one-solved`);
      record = await lmsRecord(page);
      assert.deepEqual(record.interactions.at(-1), { id: 'puzzle-3', result: 'correct' });
      assert.deepEqual(record.score, {
        raw: '1',
        min: '0',
        max: '3',
        ...(version === '2004' ? { scaled: '0.3333' } : {}),
      });
      assert.deepEqual(record.status, version === '1.2' ? ['incomplete'] : ['incomplete', 'unknown']);
      assert.equal(record.commits, 3);
      await leave(page);
      record = await lmsRecord(page);
      assert.equal(record.exit, 'suspend');
      const suspend = record.suspendData;
      assert.deepEqual(JSON.parse(suspend).solved, ['puzzle-3']);

      // Second session, another day (a new tab: nothing kept by the browser): the LMS
      // relaunches with what it kept.
      assert.deepEqual(page.consoleErrors, []);
      await page.close();
      page = await browser.newPage();
      await page.goto(`${server.url}lms.html?version=${version}&resume=${encodeURIComponent(suspend)}`);
      await waitScore(page, '1 of 3 solved');
      assert.match(
        await launch(page).locator('li[data-puzzle="puzzle-3"]').textContent(),
        /solved/,
        'the solved puzzle is still solved',
      );
      // The puzzle itself says so, as the score does: solved, after its wrong try.
      await puzzleBoard(page, 3)
        .locator('.puzzle-task', { hasText: 'You solved this puzzle earlier (1 wrong try): it counts.' })
        .waitFor({ timeout: 30_000 });
      assert.equal(
        await puzzleBoard(page, 3).locator('.puzzle-tries').first().textContent(),
        'Solved · Wrong tries: 1',
      );
      await screenshot(page, `scorm-${version}-resumed`);
      // The square: the player to move loses; one edge: the player to move wins.
      await answerOutcome(page, 1, 'The player to move loses');
      await waitScore(page, '2 of 3 solved');
      await answerOutcome(page, 2, 'The player to move wins');
      await waitScore(page, '3 of 3 solved');
      await screenshot(page, `scorm-${version}-all-solved`);
      record = await lmsRecord(page);
      assert.deepEqual(record.score, {
        raw: '3',
        min: '0',
        max: '3',
        ...(version === '2004' ? { scaled: '1' } : {}),
      });
      assert.deepEqual(record.status, version === '1.2' ? ['passed'] : ['completed', 'passed']);
      assert.deepEqual(
        record.interactions.map((i) => `${i.id} ${i.result}`),
        ['puzzle-1 correct', 'puzzle-2 correct'],
        'one interaction per answer of this session',
      );
      assert.deepEqual(JSON.parse(record.suspendData).solved.sort(), ['puzzle-1', 'puzzle-2', 'puzzle-3']);
      await leave(page);
      assert.deepEqual(page.consoleErrors, []);
    } finally {
      await page.close();
      await server.close();
    }
  });
}

test('SCORM 1.2: a solution shown is kept by the LMS; solved after it, on relaunch as before, it counts neither as solved nor as one more wrong try', async () => {
  // A "win the game" puzzle of one heap of 3, its solution offered after one wrong try.
  const set = {
    title: 'Shown',
    puzzles: [{ link: '#rules=edge&v=2&e=0-1:3&goal=win&title=One%20heap&reveal=1' }],
  };
  const { server } = await lmsWithPackage('1.2', set, 'lms-revealed');
  const relaunch = async (suspend) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}lms.html?version=1.2&resume=${encodeURIComponent(suspend)}`);
    return page;
  };
  const board = (page) => puzzleBoard(page, 1);
  const take = async (page, n) => {
    for (let i = 0; i < n; i++)
      await board(page).locator('.edge-label[data-edge="0"] .edge-count').click({ timeout: 30_000 });
    await board(page).getByRole('button', { name: 'Confirm move' }).click();
  };
  const line = (page) => launch(page).locator('li[data-puzzle="puzzle-1"]');
  const tries = (page) => board(page).locator('.puzzle-tries').first();
  let page = await relaunch('');
  try {
    // One wrong try (1 of the 3): the help it opens is Reveal solution only, the one shown here.
    await take(page, 1);
    await line(page).filter({ hasText: '1 wrong try' }).waitFor({ timeout: 30_000 });
    assert.match(
      await board(page).locator('.gnp-status-text').textContent(),
      /Help is open now: Reveal solution\./,
    );
    await board(page).getByRole('button', { name: 'Reveal solution' }).click();
    await line(page).filter({ hasText: 'solution shown' }).waitFor({ timeout: 30_000 });
    assert.equal(await line(page).textContent(), '1. One heap: not solved yet, 1 wrong try, solution shown');
    let record = await lmsRecord(page);
    assert.deepEqual(JSON.parse(record.suspendData), {
      solved: [],
      tries: { 'puzzle-1': 1 },
      revealed: ['puzzle-1'],
    });
    await leave(page);
    await page.close();

    // Relaunched (a new tab): the puzzle and the score still say the solution was shown.
    page = await relaunch(record.suspendData);
    await board(page)
      .locator('.puzzle-task', { hasText: 'its solution was shown; not solved' })
      .waitFor({ timeout: 30_000 });
    assert.equal(await tries(page).textContent(), 'Wrong tries: 1 · solution shown');
    assert.equal(await line(page).textContent(), '1. One heap: not solved yet, 1 wrong try, solution shown');
    // The shown move played: solved after the solution was shown, not counted, no try more.
    await take(page, 3);
    await line(page).filter({ hasText: 'solved after' }).waitFor({ timeout: 30_000 });
    await board(page)
      .locator('.puzzle-task', { hasText: 'Solved after the solution was shown (not counted).' })
      .waitFor();
    assert.equal(await tries(page).textContent(), 'Solved after the solution was shown · Wrong tries: 1');
    assert.equal(
      await line(page).textContent(),
      '1. One heap: solved after the solution was shown (not counted), 1 wrong try',
    );
    await launch(page).locator('#score-total', { hasText: '0 of 1 solved' }).waitFor();
    await page.screenshot({ path: artifactPath('scorm-solved-after-shown.png') });
    assert.equal(await axeSerious(page, 'SCORM launch page, solved after the solution was shown'), '');
    record = await lmsRecord(page);
    assert.deepEqual(record.interactions, [{ id: 'puzzle-1', result: 'neutral' }]);
    assert.equal(record.score.raw, '0');
    await leave(page);
    await page.close();

    // Once more: the same words and the same count.
    page = await relaunch(record.suspendData);
    await board(page)
      .locator('.puzzle-task', {
        hasText: 'You solved this puzzle earlier, after its solution was shown (1 wrong try)',
      })
      .waitFor({ timeout: 30_000 });
    assert.equal(await tries(page).textContent(), 'Solved after the solution was shown · Wrong tries: 1');
    assert.equal(
      await line(page).textContent(),
      '1. One heap: solved after the solution was shown (not counted), 1 wrong try',
    );
    await page.screenshot({ path: artifactPath('scorm-relaunched.png') });
    assert.deepEqual(page.consoleErrors, []);
  } finally {
    await page.close();
    await server.close();
  }
});

test('the launch page opened without an LMS still works and says nothing is recorded', async () => {
  const { server } = await lmsWithPackage('1.2');
  const page = await browser.newPage();
  try {
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.cspViolations.push(e.violatedDirective),
      );
    });
    const elsewhere = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('data:'))
        elsewhere.push(request.url());
    });
    await page.goto(`${server.url}content/launch.html`);
    await page.locator('#score-total', { hasText: '0 of 3 solved' }).waitFor({ timeout: 30_000 });
    assert.match(await page.locator('#recording').textContent(), /not being recorded/);
    assert.equal(await page.locator('iframe').count(), 0, 'the puzzles are elements, not frames');
    await page
      .locator('graph-nim[data-puzzle="puzzle-2"]')
      .getByRole('button', { name: 'The player to move wins' })
      .click({ timeout: 30_000 });
    await page.locator('#score-total', { hasText: '1 of 3 solved' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'scorm-no-lms');
    assert.equal(await axeSerious(page, 'SCORM launch page'), '');
    assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
    assert.deepEqual(elsewhere, [], 'everything comes from inside the package');
    assert.deepEqual(page.consoleErrors, []);
  } finally {
    await page.close();
    await server.close();
  }
});

test('without an LMS, a reload keeps the score the puzzles show: solved stays solved, a wrong try stays counted', async () => {
  const { server } = await lmsWithPackage('1.2', SET, 'lms-no-lms-reload');
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}content/launch.html`);
    await page.locator('#score-total', { hasText: '0 of 3 solved' }).waitFor({ timeout: 30_000 });
    const board = (n) => page.locator(`graph-nim[data-puzzle="puzzle-${n}"]`);
    const line = (n) => page.locator(`#score-list li[data-puzzle="puzzle-${n}"]`);
    await board(2).getByRole('button', { name: 'The player to move wins' }).click({ timeout: 30_000 });
    await page.locator('#score-total', { hasText: '1 of 3 solved' }).waitFor({ timeout: 30_000 });
    // The square: the player to move loses; "wins" is a wrong answer.
    await board(1).getByRole('button', { name: 'The player to move wins' }).click({ timeout: 30_000 });
    await line(1).filter({ hasText: '1 wrong try' }).waitFor({ timeout: 30_000 });
    await page.reload();
    await board(2)
      .locator('.puzzle-task', { hasText: 'You solved this puzzle earlier' })
      .waitFor({ timeout: 30_000 });
    await page.locator('#score-total', { hasText: '1 of 3 solved' }).waitFor({ timeout: 30_000 });
    assert.equal(await line(2).textContent(), '2. One edge: solved');
    // A wrong answer to "who wins" shows the right one: the list says so, as the card's tries line does.
    assert.equal(await line(1).textContent(), '1. The square: not solved yet, 1 wrong try, solution shown');
    assert.equal(await line(3).textContent(), '3. Take them all: not tried yet');
    // The square stays answered as it was left: its answer said, no Reveal solution, the
    // answer buttons off until Reset.
    await board(1)
      .locator('.puzzle-task', { hasText: 'The answer was shown (1 wrong try)' })
      .waitFor({ timeout: 30_000 });
    assert.equal(await board(1).getByRole('button', { name: 'Reveal solution' }).isVisible(), false);
    assert.equal(await board(1).getByRole('button', { name: 'The player to move loses' }).isDisabled(), true);
    assert.match(await page.locator('#recording').textContent(), /not being recorded/);
    await screenshot(page, 'scorm-no-lms-reload');
  } finally {
    await page.close();
    await server.close();
  }
});

test('in the launch page, Help lists only what a student has there, and each score line has one marker', async () => {
  const { server } = await lmsWithPackage('1.2');
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}content/launch.html`);
    await page.locator('#score-total', { hasText: '0 of 3 solved' }).waitFor({ timeout: 30_000 });
    // The score lines are numbered by their text, as the puzzles' headings are: no bullet too.
    const line = page.locator('#score-list li').first();
    assert.match(await line.textContent(), /^1\. The square: not tried yet$/);
    assert.equal(await line.evaluate((li) => getComputedStyle(li).listStyleType), 'none');
    await page.locator('.score').screenshot({ path: artifactPath('scorm-score.png') });

    // The student clicks the first puzzle's board and presses ?, as Help's last line says.
    const first = page.locator('graph-nim[data-puzzle="puzzle-1"]');
    await first.locator('svg.board').click({ position: { x: 12, y: 12 }, timeout: 30_000 });
    await page.keyboard.press('?');
    const help = first.getByRole('dialog', { name: 'Help and shortcuts' });
    await help.waitFor();
    await page.screenshot({ path: artifactPath('scorm-help.png') });
    const text = (await help.textContent()).replace(/\s+/g, ' ');
    // The hint is hidden (hide=hint,analysis), the board locked, a puzzle has no Undo.
    assert.doesNotMatch(text, /Stuck\?|Click Hint|\bH\b.*hint|analysis \(the answer/);
    assert.doesNotMatch(text, /Undo|Ctrl\+Z/);
    assert.doesNotMatch(text, /Editing the board|Drag vertex|Delete \/ Backspace|add a loop|Draw \/ Move/);
    assert.doesNotMatch(text, /Skip to the board|Explore|Edit \/ Play/);
    // What the student does have stays.
    assert.match(text, /Click a vertex: a box opens/);
    assert.match(text, /Click Confirm move/);
    assert.match(text, /Keyboard shortcuts/);
    assert.match(text, /Tab \/ Shift\+Tab ?move between vertices and edges \(empty edges are skipped\)/);
    assert.match(text, /Enter after a wrong puzzle try|Enter on the board after a wrong puzzle try/);
    assert.equal(await axeSerious(page, 'SCORM launch page with Help open'), '');
    await help.getByRole('button', { name: 'Close' }).click();
    await help.waitFor({ state: 'hidden' });
    assert.deepEqual(page.consoleErrors, []);
  } finally {
    await page.close();
    await server.close();
  }
});

test('on a phone (390×844) with 12 puzzles the score is one line in view; its list opens on demand and leads to a puzzle, its title not under the score', async () => {
  const twelve = {
    title: 'Week 5',
    puzzles: Array.from({ length: 12 }, (_, i) => ({
      link: `#rules=edge&v=2&e=0-1:${i + 1}&goal=outcome&title=An%20edge%20of%20${i + 1}`,
    })),
  };
  const { server } = await lmsWithPackage('1.2', twelve, 'phone-12');
  const phone = await launchPhone();
  const page = await phone.newPage();
  const HEIGHT = 844;
  try {
    await page.goto(`${server.url}content/launch.html`);
    await page.locator('#score-total', { hasText: '0 of 12 solved' }).waitFor({ timeout: 30_000 });
    const bar = page.locator('.score');
    const toggle = page.getByRole('button', { name: 'All puzzles' });
    const oneLine = async (when) => {
      const box = await bar.boundingBox();
      assert.ok(box.height <= 60, `${when}: the score is one line, not ${box.height}px`);
      return box;
    };
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'the list starts closed');
    await page.screenshot({ path: artifactPath('scorm-phone-12-first-view.png') });
    await oneLine('opened');
    // The first puzzle's title and its answers are on the first screen, under the score.
    const first = page.locator('#puzzle-1-title');
    assert.ok(
      (await first.boundingBox()).y >= (await bar.boundingBox()).y + (await oneLine('opened')).height,
    );
    await first.locator('xpath=..').getByRole('button', { name: 'The player to move wins' }).waitFor();
    await page.screenshot({ path: artifactPath('scorm-phone-12-first-view.png') });

    // The student scrolls down to the fifth puzzle: the score stays at the top, one line.
    const fifthAnswer = page
      .locator('graph-nim[data-puzzle="puzzle-5"]')
      .getByRole('button', { name: 'The player to move wins' });
    await fifthAnswer.scrollIntoViewIfNeeded();
    let box = await oneLine('scrolled');
    assert.ok(box.y >= 0 && box.y <= 1, `pinned at the top: ${box.y}`);
    const answerBox = await fifthAnswer.boundingBox();
    assert.ok(answerBox.y >= box.y + box.height, 'the answer is not under the score');

    // The list on demand: every puzzle, in a box that leaves most of the screen to the page.
    await toggle.tap();
    const list = page.getByRole('list').filter({ has: page.locator('li[data-puzzle]') });
    await list.waitFor();
    assert.equal(await list.locator('li').count(), 12);
    box = await bar.boundingBox();
    assert.ok(box.height <= HEIGHT / 2, `the open list takes at most half the screen: ${box.height}px`);
    await page.screenshot({ path: artifactPath('scorm-phone-12-list.png') });
    assert.equal(await axeSerious(page, 'SCORM launch page on a phone, list open'), '');

    // A line leads to its puzzle: the list closes and the title is in view, below the score.
    await list.getByRole('link', { name: '7. An edge of 7' }).tap();
    await page.waitForFunction(() => document.activeElement?.id === 'puzzle-7-title');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    box = await oneLine('after the jump');
    const title = await page.locator('#puzzle-7-title').boundingBox();
    assert.ok(
      title.y >= box.y + box.height,
      `the title (${title.y}) is below the score (${box.y + box.height})`,
    );
    assert.ok(title.y + title.height <= HEIGHT, 'the title is on screen');
    await page.screenshot({ path: artifactPath('scorm-phone-12-puzzle-7.png') });

    // The student answers it; the one line counts it.
    await page
      .locator('graph-nim[data-puzzle="puzzle-7"]')
      .getByRole('button', { name: 'The player to move wins' })
      .tap();
    await page.locator('#score-total', { hasText: '1 of 12 solved' }).waitFor({ timeout: 30_000 });
    await oneLine('after an answer');
    await toggle.tap();
    assert.match(
      await list.locator('li[data-puzzle="puzzle-7"]').textContent(),
      /^7\. An edge of 7: solved$/,
    );
    assert.equal(await axeSerious(page, 'SCORM launch page on a phone'), '');
    assert.deepEqual(page.consoleErrors, []);
  } finally {
    await phone.close();
    await server.close();
  }
});

test('on a desktop window (1280×800) the first puzzle, one to find a move, has a board that uses the window', async () => {
  // The set of docs/host.md: a puzzle to find a move (its task above its board), then an
  // outcome puzzle (its task beside the board).
  const hostGuideSet = { title: 'Week 3', puzzles: [SET.puzzles[2], SET.puzzles[0]] };
  const { server } = await lmsWithPackage('1.2', hostGuideSet, 'desktop-board');
  const page = await browser.newPage();
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}content/launch.html`);
    await page.locator('#score-total', { hasText: '0 of 2 solved' }).waitFor({ timeout: 30_000 });
    // The list of puzzles fits and is always shown, with no button beside it that hides it.
    const scoreBar = page.getByRole('complementary', { name: /your score/i });
    await scoreBar.getByRole('link', { name: '2. The square' }).waitFor();
    assert.equal(await scoreBar.getByRole('button').count(), 0, 'no button beside the list');
    const first = page.locator('graph-nim[data-puzzle="puzzle-1"]');
    await first.locator('svg.board').waitFor({ timeout: 30_000 });
    // The student goes to the puzzle from the score's list, as the page offers.
    await page.getByRole('link', { name: '1. Take them all' }).click();
    await first.locator('.gnp-status').waitFor();
    await screenshot(page, 'scorm-desktop-first-puzzle');
    const box = async (locator) => {
      const b = await locator.boundingBox();
      assert.ok(b, 'shown');
      return b;
    };
    const board = await box(first.locator('svg.board'));
    assert.ok(
      board.height >= 0.45 * 800,
      `the board is ${Math.round(board.height)} px high in a window of 800`,
    );
    const score = await box(page.locator('.score'));
    for (const [what, locator] of [
      ['the title', page.getByRole('heading', { name: '1. Take them all' })],
      ['the task', first.locator('.puzzle-task')],
      ['the board', first.locator('svg.board')],
      ['the status line', first.locator('.gnp-status')],
    ]) {
      const b = await box(locator);
      assert.ok(
        b.y >= score.y + score.height && b.y + b.height <= 800,
        `${what} is in view: ${JSON.stringify(b)}`,
      );
    }
    assert.equal(await axeSerious(page, 'SCORM launch page on a desktop'), '');

    // The window made as narrow as a phone: the list goes behind a button that says what it
    // does, opening and closing it.
    await page.setViewportSize({ width: 390, height: 800 });
    const showAll = scoreBar.getByRole('button', { name: 'All puzzles' });
    await showAll.waitFor();
    assert.equal(await showAll.getAttribute('aria-expanded'), 'false');
    assert.equal(await scoreBar.getByRole('link').count(), 0, 'the list is closed');
    await showAll.click();
    const hide = scoreBar.getByRole('button', { name: 'Hide the list' });
    assert.equal(await hide.getAttribute('aria-expanded'), 'true');
    await scoreBar.getByRole('link', { name: '1. Take them all' }).waitFor();
    await hide.click();
    await showAll.waitFor();
    assert.equal(await scoreBar.getByRole('link').count(), 0, 'the list is closed again');
    assert.deepEqual(page.consoleErrors, []);
  } finally {
    await page.close();
    await server.close();
  }
});

test('an ill-posed puzzle is refused with its reason and its place in the set', async () => {
  const bad = {
    title: 'Week 4',
    puzzles: [
      SET.puzzles[0],
      // The square again, now asking for a winning move: the player to move loses, so none wins.
      { link: '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=find' },
    ],
  };
  await assert.rejects(
    packageSet({ setText: JSON.stringify(bad), version: '1.2', site: site.out }),
    /puzzle 2 of 2 is not well posed: .+/,
  );
  await assert.rejects(
    packageSet({ setText: JSON.stringify({ title: 'x', puzzles: [{ position: {} }] }), site: site.out }),
    /puzzle 1 of 1: /,
  );
  await assert.rejects(
    packageSet({ setText: '{"title": "x", "puzzles": [', site: site.out }),
    /not valid JSON/,
  );
});

test('Make a puzzle: checked puzzles collected into a set download as the same SCORM package', async () => {
  const host = await serveSubPath(site.out, '/courses/nim/');
  const page = await browser.newPage();
  try {
    await page.goto(`${host.url}#rules=edge&v=2&e=0-1:3`);
    await page.locator('svg.board .edge-label').first().waitFor({ timeout: 30_000 });
    const card = makerCard(page);
    await card.waitFor({ timeout: 30_000 });
    const add = card.getByRole('button', { name: 'Add to set' });
    assert.equal(await add.isDisabled(), true, 'nothing to add before a check');
    // First puzzle: find the winning move.
    await card.getByLabel('Title', { exact: true }).fill('Take them all');
    assert.match(await checkPuzzle(page), /well posed/i);
    await press(page, add);
    await card.getByText('Added as puzzle 1.').waitFor();
    await press(page, add);
    await card.getByText('This puzzle is already in the set.').waitFor();
    // Second: who wins, on the same board.
    await card.getByLabel('Goal').selectOption('outcome');
    await card.getByLabel('Title', { exact: true }).fill('Who wins?');
    assert.match(await checkPuzzle(page), /well posed/i);
    await press(page, add);
    await card.getByText('Added as puzzle 2.').waitFor();
    const download = card.getByRole('button', { name: 'Download SCORM package' });
    assert.equal(
      await download.isDisabled(),
      false,
      'named after its first puzzle, the set downloads at once',
    );
    assert.equal(await card.getByLabel('Set name').inputValue(), 'Take them all');
    await card.getByLabel('Set name').fill('Week 3');
    await card.getByLabel('Format').selectOption('2004');
    await screenshot(page, 'scorm-puzzle-set-card');
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      press(page, download),
    ]);
    assert.equal(file.suggestedFilename(), 'week-3-scorm-2004.zip');
    const files = unzipSync(new Uint8Array(fs.readFileSync(await file.path())));
    assert.match(new TextDecoder().decode(files['imsmanifest.xml']), /2004 4th Edition/);
    const launchHtml = new TextDecoder().decode(files['launch.html']);
    const set = JSON.parse(launchHtml.match(/id="puzzle-set">([^<]*)<\/script>/)[1]);
    assert.equal(set.title, 'Week 3');
    assert.deepEqual(
      set.puzzles.map((p) => [p.title, p.goal]),
      [
        ['Take them all', 'find'],
        ['Who wins?', 'outcome'],
      ],
    );
    assert.ok(
      Object.keys(files).some((f) => /^assets\/graphnim_bg-.*\.wasm$/.test(f)),
      'the engine is inside',
    );
    await card.getByText('Saved a SCORM 2004 package of 2 puzzles.').waitFor();
    // The set as JSON too: on the built site its words name no repository script (the card
    // makes the package itself), and they go once another board is opened, of which they
    // say nothing.
    const [json] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      press(page, card.getByRole('button', { name: 'Download set JSON' })),
    ]);
    assert.equal(json.suggestedFilename(), 'week-3.json');
    const saved = card.locator('.puzzle-set-message[role="status"]');
    await card.getByText('Saved the set as JSON.', { exact: true }).waitFor();
    await page.getByLabel('Preset graph').selectOption('petersen');
    await press(page, page.getByRole('button', { name: 'Build', exact: true }));
    await page.waitForFunction(
      () => !document.querySelector('.puzzle-set-message[role="status"]')?.textContent,
    );
    assert.equal(await saved.textContent(), '');
    // The set's list: remove the first puzzle.
    await press(page, card.getByRole('button', { name: 'Remove puzzle 1 from the set' }));
    assert.deepEqual(
      await card.getByRole('list', { name: 'Puzzles in the set' }).locator('li > span').allTextContents(),
      ['Who wins?'],
    );
    // One puzzle left: its package is "of 1 puzzle".
    await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      press(page, card.getByRole('button', { name: 'Download SCORM package' })),
    ]);
    await card.getByText('Saved a SCORM 2004 package of 1 puzzle.', { exact: true }).waitFor();
    assert.equal(await axeSerious(page, 'Make a puzzle with a set'), '');
    assert.deepEqual(page.consoleErrors, []);
  } finally {
    await page.close();
    await host.close();
  }
});

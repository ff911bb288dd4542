// The codes of Make a puzzle pasted ALONE into a course page of another origin, as a teacher
// pastes them into course notes: the teacher makes a puzzle with clicks and copies "Copy
// element code" or "Copy embed code"; the copied text, and nothing else, is the course page's
// body. The element code brings its script (the student plays, not a picture), the embed code
// brings the resizer (on a phone the frame is as tall as its content, the move box in it).
// A student on a phone taps a wrong move in the embed and the verdict is in view; a keyboard
// player's wrong try in the element keeps focus in the puzzle. And the codes of a copy of the
// site served by a plain static server (no Access-Control-Allow-Origin header): the frame still
// fits, and the element's picture says why it is only a picture.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setupTwoOrigins, launchPhone, screenshot, ARTIFACTS_DIR } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import {
  buildPreset,
  setEdge,
  press,
  makerCard,
  checkPuzzle,
  clipboard,
  typeOver,
} from './helpers/author.mjs';
import { clickCentre } from './helpers/puzzle.mjs';
import { sharedTestSite } from './helpers/site.mjs';
import { openPlayground, settle, assertNoErrors, EMPTY_BOARD } from './helpers/ui.mjs';

let env; // the course site (env.url) and, on another port, the playground (env.playgroundHost)
let snippets; // {element, embed, winning, wrong}: what the teacher copied, and the answers
before(async () => {
  env = await setupTwoOrigins();
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(env.playgroundHost.url).origin,
  });
});
after(async () => {
  await env?.teardown();
});

/** A teacher makes the "find" puzzle on C5 (2,3,3,3,3) in the playground and copies both
 *  codes with the card's buttons; made once, for every test. */
async function teacherSnippets() {
  if (snippets) return snippets;
  const page = await env.browser.newPage();
  await openPlayground(page, `${env.playgroundHost.url}index.html${EMPTY_BOARD}`);
  await buildPreset(page, 'cycle', 5, 3);
  await setEdge(page, 0, 2);
  const maker = makerCard(page);
  await maker.scrollIntoViewIfNeeded();
  await maker.getByLabel('Goal').selectOption('find');
  await typeOver(page, maker.getByLabel('Title'), 'One move wins');
  await typeOver(
    page,
    maker.getByLabel('Task'),
    'Find a move that wins.\nThe computer answers every move, so think it through first.',
  );
  assert.match(await checkPuzzle(page), /^WELL POSED/);
  const copy = async (button, what) => {
    await press(page, maker.getByRole('button', { name: button }));
    await page.waitForFunction(
      (said) => document.querySelector('.puzzle-share').textContent.includes(said),
      `${what} copied.`,
    );
    return clipboard(page);
  };
  const element = await copy('Copy element code', 'Element code');
  const embed = await copy('Copy embed code', 'Embed code');
  // The card says what each code holds.
  await maker
    .getByText(
      /Element code, for pages that keep scripts .*: the <graph-nim> tag with the puzzle, and the script graph-nim\.js/,
    )
    .waitFor();
  await maker
    .getByText(/Embed code, for an LMS .*: a frame with the puzzle, and the script embed-resize\.js/)
    .waitFor();
  await maker.getByText(/the embed and element codes lock it/).waitFor();
  await screenshot(page, 'pasted-snippets-card');
  assertNoErrors(page);
  // The answers, from the crate: a winning move, and a one-token move that is not one.
  const winning = await page.evaluate(
    () => window.graphNimEngine.solve(window.graphNimPlayground.getPosition(), {}).winning_moves,
  );
  const wins = new Set(winning.map((m) => JSON.stringify(m.take)));
  const wrong = [0, 1, 2, 3, 4].find((edge) => !wins.has(JSON.stringify([[edge, 1]])));
  await page.close();
  snippets = { element, embed, winning, wrong };
  return snippets;
}

/** The course page: the copied code alone in a plain page, served from the course origin. */
function coursePage(name, code) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(ARTIFACTS_DIR, `${name}.html`),
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Week 4</title></head><body><main><h1>Week 4</h1><p>Try this one.</p>\n${code}\n<h2>Next week</h2>${'<p>Walking Nim: a piece walks the graph and each step lowers the edge it crosses.</p>'.repeat(12)}</main></body></html>\n`,
  );
  return env.url(`test-artifacts/${name}.html`);
}

/** Waits (up to 5 s) until `verdict` is wholly inside the 844 px high screen; fails if not. */
async function verdictOnScreen(page, verdict) {
  let shown;
  for (let look = 0; look < 50; look++) {
    shown = await verdict.boundingBox();
    if (shown.y >= 0 && shown.y + shown.height <= 844) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`the verdict is at ${shown.y}..${shown.y + shown.height}, off the screen`);
}

/** The deepest focused element, through the element's shadow root: its description. */
const deepFocus = (page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return 'document.body';
    return `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 40)}`;
  });

test('the element code pasted alone on another origin loads its script: on a phone a wrong move shows its verdict on screen, then the student solves it with clicks', async () => {
  const { element: code, winning, wrong } = await teacherSnippets();
  const script = new URL('www/graph-nim.js', env.playgroundHost.url).href;
  assert.equal(code.split('\n').at(-1), `<script type="module" src="${script}"></script>`);
  const student = await env.browser.newPage();
  await student.setViewportSize({ width: 390, height: 844 });
  await student.goto(coursePage('pasted-element', code));
  const element = student.locator('graph-nim');
  await element.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  // First a wrong move, with the board scrolled to the top of the phone's screen (the task
  // above it out of sight): its verdict, above the board, comes into view.
  const board = await element.locator('svg.board').boundingBox();
  await student.evaluate((y) => window.scrollBy(0, y), board.y);
  await student.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, board.y);
  await clickCentre(student.mouse, element.locator(`.edge-label[data-edge="${wrong}"] .edge-count`));
  await element.getByRole('button', { name: 'Confirm move' }).click();
  await element.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  await verdictOnScreen(student, element.locator('.task-verdict'));
  await element.getByRole('button', { name: 'Try again' }).click();
  await element.locator('.puzzle-task[data-phase="open"]').waitFor();
  const [move] = winning;
  for (const [edge, count] of move.take)
    for (let i = 0; i < count; i++) {
      await clickCentre(student.mouse, element.locator(`.edge-label[data-edge="${edge}"] .edge-count`));
      await settle(student);
    }
  await element.getByRole('button', { name: 'Confirm move' }).click();
  await element.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
  // The verdict, above the board, is on the phone's screen (scrolled to if it was not).
  await verdictOnScreen(student, element.locator('.task-verdict'));
  await screenshot(student, 'pasted-element-solved');
  assert.equal(await axeSerious(student, 'pasted element solved'), '');
  assertNoErrors(student);
  await student.close();
});

test('the embed code pasted alone on another origin fits its frame to the content on a phone; a wrong tap shows its verdict in view', async () => {
  const { embed: code, wrong } = await teacherSnippets();
  const script = new URL('www/embed-resize.js', env.playgroundHost.url).href;
  assert.equal(code.split('\n').at(-1), `<script defer src="${script}"></script>`);
  const phone = await launchPhone();
  try {
    const student = await phone.newPage();
    await student.goto(coursePage('pasted-embed', code));
    const iframe = student.locator('iframe[title="Graph Nim puzzle: One move wins"]');
    await iframe.and(student.locator('[data-graphnim-fitted]')).waitFor({ timeout: 60_000 });
    const frame = student.frameLocator('iframe[title="Graph Nim puzzle: One move wins"]');
    await frame.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
    // The frame's height follows its content (in another origin: looked at now and then).
    const inner = student.frames().find((f) => f.url().startsWith(env.playgroundHost.url));
    let seen;
    for (let look = 0; look < 300; look++) {
      const content = await inner.evaluate(() =>
        Math.ceil(document.querySelector('.gnp').getBoundingClientRect().bottom + window.scrollY),
      );
      const outer = await iframe.evaluate((el) => el.getBoundingClientRect().height - el.clientTop * 2);
      seen = { content, outer };
      if (Math.abs(content - outer) <= 2) break;
      await student.waitForTimeout(100);
    }
    assert.ok(Math.abs(seen.content - seen.outer) <= 2, `frame ${seen.outer}px, content ${seen.content}px`);
    assert.ok(seen.outer > 520, `the frame grew past its 520 px to its content (${seen.outer}px)`);

    // The student scrolls the board to the top of the screen, to have it and the Play card
    // below it in view, and taps a wrong move: the edge's count, then Confirm move.
    const board = await frame.locator('svg.board').boundingBox();
    // (The swipe: the course page scrolled by the board's distance from the top.)
    await student.evaluate((y) => window.scrollBy(0, y), board.y);
    await student.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, board.y);
    const count = frame.locator(`.edge-label[data-edge="${wrong}"] .edge-count`);
    const box = await count.boundingBox();
    await student.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const confirm = frame.getByRole('button', { name: 'Confirm move' });
    await confirm.scrollIntoViewIfNeeded();
    const at = await confirm.boundingBox();
    await student.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
    await frame.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
    const verdict = frame.locator('.task-verdict');
    await verdict.getByText(/^Not solved/).waitFor();
    // In view on the phone's screen: the page scrolled to it if it was not.
    await verdictOnScreen(student, verdict);
    // What the phone's screen shows (not the whole page).
    await student.screenshot({ path: path.join(ARTIFACTS_DIR, 'pasted-embed-verdict.png') });
    assertNoErrors(student);
  } finally {
    await phone.close();
  }
});

test("a keyboard player's wrong try in the pasted element keeps focus in the puzzle", async () => {
  const { element: code, wrong } = await teacherSnippets();
  const student = await env.browser.newPage();
  await student.goto(coursePage('pasted-element-keyboard', code));
  const element = student.locator('graph-nim');
  await element.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  // Tab to the edge, Enter takes a token, Tab to Confirm move, Enter.
  const edgeName = new RegExp(`^edge [0-9]–[0-9]`);
  for (let i = 0; i < 40; i++) {
    const focused = await deepFocus(student);
    if (edgeName.test(focused.replace(/^g /, ''))) {
      const edge = await student.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return Number(el.getAttribute('data-edge'));
      });
      if (edge === wrong) break;
    }
    await student.keyboard.press('Tab');
  }
  await student.keyboard.press('Enter');
  await settle(student);
  for (let i = 0; i < 20 && !/Confirm move/.test(await deepFocus(student)); i++)
    await student.keyboard.press('Tab');
  assert.match(await deepFocus(student), /Confirm move/);
  await student.keyboard.press('Enter');
  await element.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  await settle(student);
  const focused = await deepFocus(student);
  assert.notEqual(focused, 'document.body', 'focus fell back to the page');
  assert.match(focused, /^(g|svg) |Try again/, `focus on the board or Try again, not ${focused}`);
  assertNoErrors(student);
  await student.close();
});

/** Serves `folder` with `python3 -m http.server` (the hosting guide's preview, which sends no
 *  Access-Control-Allow-Origin header, as most plain static hosts): {url, close}. */
async function pythonServer(folder) {
  const server = spawn('python3', ['-m', 'http.server', '0', '--bind', '127.0.0.1'], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const read = (chunk) => {
      out += chunk;
      const port = out.match(/port (\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}/`);
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => reject(new Error(`python3 exited (${code}): ${out}`)));
  });
  return { url, close: () => server.kill() };
}

test('the codes of a copy served by a plain static server: the frame still fits, the element says the link opens it', async () => {
  const { element, embed } = await teacherSnippets();
  // The teacher's own copy of the built site (the download is the same folder), previewed as
  // the hosting guide says. Its Make a puzzle gives the same codes with its own address.
  const copy = await pythonServer((await sharedTestSite()).out);
  try {
    const code = `${element}\n${embed}`.replaceAll(env.playgroundHost.url, copy.url);
    const student = await env.browser.newPage();
    await student.setViewportSize({ width: 1280, height: 900 });
    await student.goto(coursePage('pasted-plain-host', code));
    // embed-resize.js is a classic script, loaded without the header: the frame fits.
    const iframe = student.locator('iframe[title="Graph Nim puzzle: One move wins"]');
    await iframe.and(student.locator('[data-graphnim-fitted]')).waitFor({ timeout: 60_000 });
    // The element's module is blocked without the header: the picture it shows instead says so
    // in a sentence the student sees, and its link opens the puzzle on the copy's own page.
    const fallback = student.locator('graph-nim');
    const said = fallback.getByText(
      'If the playground does not appear here, play this puzzle on its own site.',
    );
    await said.waitFor();
    await fallback.getByRole('img').waitFor();
    // None of the element's code ran (docs/embed.md): the tag stays undefined, which is how a
    // course page waiting with customElements.whenDefined learns it.
    assert.equal(await student.evaluate(() => customElements.get('graph-nim') === undefined), true);
    await screenshot(student, 'pasted-plain-host');
    assert.equal(await axeSerious(student, 'codes of a plain static host'), '');
    await said.getByRole('link', { name: 'Play this puzzle' }).click();
    await student.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
    assert.ok(student.url().startsWith(copy.url), student.url());
    await student.close();
  } finally {
    copy.close();
  }
});

// A teacher's course page (another origin) holds a puzzle as "Copy embed code" writes it: the
// iframe and the line loading embed-resize.js, which sizes the frame to its content. A student
// on a phone (390×844, touch) reads the notes: the frame starts part way down the screen, its
// board on screen. Tapping a vertex opens the move box under the board, below the screen's
// bottom, and the frame (as tall as its content) has nothing to scroll: it asks the course page
// (graphnim:show), embed-resize.js scrolls the page just enough, and the student takes a token
// and confirms without looking for the box (also on a page a little wider than the phone, laid
// out taller than its screen). So too when the keyboard moves focus below the
// screen (Tab onto Hint under the board) or Why? opens its explanation there, on a course page
// of another site, whose page Chromium does not scroll for a frame's focus.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeSerious } from './helpers/axe.mjs';
import { usePhoneSite } from './helpers/phone.mjs';
import { artifactPath } from './helpers/browser.mjs';

const phoneSite = usePhoneSite();

const PUZZLE = '#rules=edge&v=4&e=0-1:1,1-2:3,2-3:3,3-0:3&goal=find&title=A%20square';
const SCREEN = 844;

/** The course page (about:blank, another origin than the playground's; with `otherSite`, a
 *  page of another site, localhost, as a course site is): notes, the embed code's
 *  iframe and script as share-links.js writes them, more notes. */
async function coursePage({
  src = `${phoneSite.site.url}index.html?embed=1&lock=1${PUZZLE}`,
  otherSite = false,
  wide = '',
} = {}) {
  const page = await phoneSite.newPage();
  const html = `<!doctype html>
<html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Week 3</title></head>
<body><h1>Week 3: Nim on graphs</h1>
<p>Last week we played Nim on piles. This week the piles sit on the edges of a graph, and a move
takes tokens from edges at one vertex. Try the puzzle below before reading on.</p>
<iframe src="${src}" width="640" height="520" style="border:0;max-width:100%" title="Graph Nim puzzle: A square"></iframe>
<script type="module" src="${phoneSite.site.url}www/embed-resize.js"></script>
${wide}${'<p>More course notes.</p>'.repeat(30)}</body></html>`;
  // The notes written into a page of that site keep its origin.
  if (otherSite)
    await page.goto(`${phoneSite.site.url.replace('127.0.0.1', 'localhost')}tests/fixtures/other-site.html`);
  await page.setContent(html);
  await page.locator('iframe[data-graphnim-fitted]').waitFor({ timeout: 60_000 });
  const frame = page.frameLocator('iframe');
  await frame.locator('svg.board').waitFor();
  return { page, frame, content: page.frames().find((f) => f !== page.mainFrame()) };
}

/** Waits (up to about 10 s; the page may scroll smoothly) until `locator` is wholly on the
 *  phone's screen; fails saying where it is. */
async function waitOnScreen(page, locator, what) {
  let box;
  for (let look = 0; look < 100; look++) {
    box = await locator.boundingBox();
    if (box && box.y >= -1 && box.y + box.height <= SCREEN + 1) return box;
    await page.waitForTimeout(100);
  }
  assert.fail(`${what} is not on the ${SCREEN}px screen: it is at y=${box?.y}…${box && box.y + box.height}`);
}

for (const motion of ['no-preference', 'reduce'])
  test(`phone, course page with embed-resize.js (reduced motion: ${motion}): a tapped vertex brings Confirm onto the screen, and the move is made`, async () => {
    const { page, frame, content } = await coursePage();
    await page.emulateMedia({ reducedMotion: motion });
    const frameBox = await page.locator('iframe').boundingBox();
    // Sized to its content, the frame is taller than what the screen shows below its top.
    assert.ok(
      frameBox.y + frameBox.height > SCREEN + 100,
      `the frame runs below the screen: ${JSON.stringify(frameBox)}`,
    );
    const vertex = frame.locator('.vertex[data-vertex="0"]');
    await waitOnScreen(page, vertex, 'the vertex');
    await vertex.tap();
    const confirm = frame.getByRole('button', { name: 'Confirm move' });
    await confirm.waitFor();
    const shown = await waitOnScreen(page, confirm, 'Confirm move');
    await page.screenshot({ path: artifactPath(`embed-phone-move-box-move-box-${motion}.png`) });
    // Just enough: the page scrolled no further than the box needs, so the board stays in sight.
    assert.ok(
      shown.y > SCREEN - 200,
      `Confirm is near the screen's foot, not scrolled far past: y=${shown.y}`,
    );
    const more = frame.getByRole('button', { name: 'take one more from 0–1' });
    await waitOnScreen(page, more, 'the + of 0–1');
    assert.equal(await axeSerious(content, 'the move box, shown by the course page'), '');
    await more.tap();
    await confirm.tap();
    const verdict = frame.locator('.puzzle-feedback:not([hidden])');
    await verdict.waitFor({ timeout: 30_000 });
    await waitOnScreen(page, verdict, 'the verdict');
    await page.screenshot({ path: artifactPath(`embed-phone-move-box-verdict-${motion}.png`) });
    assert.equal(await confirm.count(), 0, 'the move box is gone once the move is made');
    assert.deepEqual(page.consoleErrors, []);
    await page.close();
  });

test('phone, a course page wider than the screen (a long line of code): a tapped vertex still brings Confirm onto the screen', async () => {
  // A wide line makes the phone lay the page out taller than its screen (window.innerHeight
  // past 844): measured by it, Confirm below the screen counted as shown, and nothing scrolled.
  const { page, frame } = await coursePage({
    wide: '<pre>let notes = "a line of code longer than a phone is wide";</pre>',
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const vertex = frame.locator('.vertex[data-vertex="0"]');
  await waitOnScreen(page, vertex, 'the vertex');
  await vertex.tap();
  const confirm = frame.getByRole('button', { name: 'Confirm move' });
  await confirm.waitFor();
  await waitOnScreen(page, confirm, 'Confirm move');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('graphnim:show from a window that is not one of the page’s frames, or with numbers that are not rows, scrolls nothing', async () => {
  const { page } = await coursePage();
  // Scrolled at once, so where it ends is measured, not a step of a smooth scroll.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const before = await page.evaluate(() => window.scrollY);
  // Another script of the course page (not a frame) posts the message, then the frame's
  // window with nonsense: neither moves the page.
  await page.evaluate(() => {
    window.postMessage({ type: 'graphnim:show', top: 0, bottom: 5000 }, '*');
  });
  const frameWindow = page.frames().find((f) => f !== page.mainFrame());
  for (const bad of [
    { top: -5, bottom: 100 },
    { top: 300, bottom: 100 },
    { top: 'x', bottom: 900 },
    { top: 0, bottom: 1e9 },
  ])
    await frameWindow.evaluate((m) => window.parent.postMessage({ type: 'graphnim:show', ...m }, '*'), bad);
  // A valid one last: once it has scrolled the page, the ones before were heard and ignored.
  await frameWindow.evaluate(() =>
    window.parent.postMessage({ type: 'graphnim:show', top: 700, bottom: 800 }, '*'),
  );
  await page.waitForFunction((y) => window.scrollY !== y, before);
  const frameTop = await page.locator('iframe').evaluate((el) => el.getBoundingClientRect().top);
  const after = await page.evaluate(() => window.scrollY);
  assert.ok(
    Math.abs(frameTop + 800 + 8 - SCREEN) <= 2,
    `rows 700–800 end at the screen's foot (scrolled ${before} → ${after})`,
  );
  await page.close();
});

test('phone, course page of another site: Tab onto Hint below the screen, its answer, and Why?’s explanation are scrolled into view', async () => {
  const { page, frame, content } = await coursePage({
    src: `${phoneSite.site.url}index.html?embed=1#rules=edge&v=4&e=0-1:1,1-2:3,2-3:3,3-0:3`,
    otherSite: true,
  });
  const hint = frame.getByRole('button', { name: 'Hint', exact: true });
  const hintBox = await hint.boundingBox();
  assert.ok(hintBox.y + hintBox.height > SCREEN, `Hint starts below the screen: y=${hintBox.y}`);
  // The student tabs from the notes into the frame and on, to Hint under the board.
  const focused = (locator) => locator.evaluate((el) => el === document.activeElement);
  async function tabTo(control, what) {
    for (let step = 0; !(await focused(control)); step++) {
      assert.ok(step < 30, `Tab reaches ${what}`);
      await page.keyboard.press('Tab');
    }
  }
  await tabTo(hint, 'Hint');
  await waitOnScreen(page, hint, 'Hint, focused by Tab');
  // Its answer opens below it: the page brings the answer in too.
  await page.keyboard.press('Enter');
  const answer = frame.locator('.hint-result .verdict');
  await answer.waitFor({ timeout: 30_000 });
  await waitOnScreen(page, answer, 'the hint’s answer');
  // So does Why?'s explanation.
  const why = frame.getByRole('button', { name: 'Why?' });
  await tabTo(why, 'Why?');
  await page.keyboard.press('Enter');
  const explanation = frame.getByRole('region', { name: 'Why: certificate' });
  await explanation.locator('.why-summary').filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
  await waitOnScreen(page, explanation, 'Why?’s explanation');
  await page.screenshot({ path: artifactPath('embed-phone-move-box-why-shown.png') });
  assert.equal(await axeSerious(content, 'Why?, shown by the course page'), '');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

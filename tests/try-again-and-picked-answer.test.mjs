// A wrong try taken back reads as the puzzle did before it: the status line says it is the
// student's move (not "taken back" with a Why? about a move gone from the board), and the card
// names the try it took back, its Why? said of that move. The same on a page, in a <graph-nim>
// element, in an iframe and after the course page's graphnim:retry. And a "who wins?" answer
// given stays marked (pressed, ticked) while its verdict shows, until Reset asks again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, statusText, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { clickMove, waitPhase } from './helpers/puzzle.mjs';
import { heardCount, heardSince, listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// Nim heaps 1 (0–1) and 2 (2–3): the whole heap of 2 is a wrong try (the opponent then takes
// the last token); 1 from it wins.
const HEAPS = 'rules=edge&v=4&e=0-1:1,2-3:2';
const PUZZLE = `#${HEAPS}&goal=find&title=Two%20heaps`;

/** What a puzzle (`where`: a page, a frame or an element) shows once a try is taken back. */
async function assertTakenBack(where, what) {
  await where.locator('.puzzle-task[data-phase="open"]').waitFor();
  const status = (await where.locator('.gnp-status-text').textContent()).trim();
  assert.match(status, /^Your move/, `${what}: the status line says whose move it is, not "${status}"`);
  assert.doesNotMatch(status, /taken back/i, `${what}: the status line is as before the try`);
  // The card names the try it took back; its Why? is about that move, by name.
  const verdict = (await where.locator('.task-verdict').textContent()).trim();
  assert.match(verdict, /^Taken back: you took 2 from edge 2–3 at vertex [23]\. Try again\.$/, what);
  const reason = await where.locator('.puzzle-reason').textContent();
  assert.match(reason, /^Why the move taken back lost: you played at vertex [23]: take 2 from 2–3\./, what);
  assert.match(reason, /Your opponent would have answered at vertex [01]: take 1 from 0–1\./, what);
  assert.doesNotMatch(reason, /in red on the board|the move shown|Press Try again/, `${what}: ${reason}`);
}

test('a page: a wrong try taken back says "Your move" again, heard as taken back, with the try named', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html${PUZZLE}`));
  const before = await statusText(page);
  assert.match(before, /^Your move/);
  await clickMove(page, page.mouse, 1, 2);
  await waitPhase(page, 'refuted');
  assert.match(await statusText(page), /^Not solved/);
  const from = await heardCount(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await assertTakenBack(page, 'the page');
  assert.equal(await statusText(page), 'Your move: make it on the board and confirm it.');
  // Heard: that the move was taken back, then whose move it is.
  await page.waitForFunction(
    (at) => window.heardTexts.slice(at).some((text) => /Your move was taken back\. Your move/.test(text)),
    from,
  );
  assert.ok(
    (await heardSince(page, from)).includes(
      'Your move was taken back. Your move: make it on the board and confirm it.',
    ),
  );
  const why = page.locator('.puzzle-why summary');
  await why.click();
  await screenshot(page, 'try-again-page');
  assert.equal(await axeSerious(page, 'a try taken back'), '');
  // The next try is judged as ever: the right move solves it.
  await clickMove(page, page.mouse, 1, 1);
  await waitPhase(page, 'solved');
  assert.match(await statusText(page), /Solved on try 2/);
  assertNoErrors(page);
  await page.close();
});

test('a <graph-nim> element: Try again reads as the puzzle did before the try', async () => {
  const page = await env.browser.newPage();
  await page.goto(env.url('tests/fixtures/elements.html'));
  const heaps = page.locator('#heaps');
  await heaps.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  await clickMove(heaps, page.mouse, 1, 2);
  await heaps.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  await settle(page);
  await heaps.getByRole('button', { name: 'Try again' }).click();
  await assertTakenBack(heaps, 'the element');
  await screenshot(page, 'try-again-element');
  await page.close();
});

test('an iframe: Try again clicked, and graphnim:retry sent by the course page, read alike', async () => {
  const page = await env.browser.newPage();
  const origin = encodeURIComponent(new URL(env.site.url).origin);
  const src = env.url(`index.html?embed=1&lock=1&origin=${origin}${PUZZLE}`);
  await page.goto(env.url(`tests/fixtures/course-log.html?src=${encodeURIComponent(src)}`));
  // The frame itself (not a frame locator): the puzzle helpers wait for frames in it.
  const frame = await (await page.locator('#game').elementHandle()).contentFrame();
  await frame.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  const before = (await frame.locator('.gnp-status-text').textContent()).trim();
  assert.equal(before, 'Your move: make it on the board and confirm it.');

  // The student's wrong try, taken back with Try again in the frame.
  await clickMove(frame, page.mouse, 1, 2);
  await frame.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  await frame.getByRole('button', { name: 'Try again' }).click();
  await assertTakenBack(frame, 'the iframe');
  assert.equal((await frame.locator('.gnp-status-text').textContent()).trim(), before);

  // The same try again, taken back by the course page's graphnim:retry.
  await clickMove(frame, page.mouse, 1, 2);
  await frame.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  const since = await page.evaluate(() => window.received.length);
  await page.evaluate(() => window.send({ type: 'graphnim:retry' }));
  await page.waitForFunction(
    (at) => window.received.slice(at).some((m) => m.type === 'graphnim:position'),
    since,
  );
  await assertTakenBack(frame, 'after graphnim:retry');
  assert.equal((await frame.locator('.gnp-status-text').textContent()).trim(), before);
  await screenshot(page, 'try-again-iframe-retry');
  assert.equal(await axeSerious(page, 'an iframe after graphnim:retry'), '');
  await page.close();
});

test('"who wins?": the answer given stays marked while its verdict shows; Reset clears it', async () => {
  const page = await env.browser.newPage();
  // The square 3,4,3,4: a loss for the player to move.
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=The%20square'),
  );
  const answers = page.getByRole('group', { name: 'Your answer' });
  const wins = answers.getByRole('button', { name: 'The player to move wins' });
  const loses = answers.getByRole('button', { name: 'The player to move loses' });
  assert.equal(await wins.getAttribute('aria-pressed'), null, 'nothing marked before an answer');

  // A wrong answer: both buttons off, the one given marked as pressed and ticked.
  await wins.click();
  await waitPhase(page, 'over');
  assert.equal(await wins.isDisabled(), true);
  assert.equal(await wins.getAttribute('aria-pressed'), 'true');
  assert.equal(await loses.getAttribute('aria-pressed'), 'false');
  // Off, and said off only once: no aria-disabled="false" beside `disabled` to contradict it.
  assert.deepEqual(
    [await wins.getAttribute('aria-disabled'), await loses.getAttribute('aria-disabled')],
    [null, null],
  );
  const look = (button) =>
    button.evaluate((el) => ({
      opacity: getComputedStyle(el).opacity,
      ringed: getComputedStyle(el).boxShadow !== 'none',
    }));
  assert.deepEqual(await look(wins), { opacity: '1', ringed: true }, 'the answer given stands out');
  assert.deepEqual(await look(loses), { opacity: '0.45', ringed: false }, 'the other is greyed');
  // Ringed in the verdict's red: in the accent's blue the wrong answer read as confirmed.
  // (Read once its colour has settled: the button eases from one colour to the next.)
  const ring = async (button) => {
    await page.waitForTimeout(400);
    const [r, g, b] = (await button.evaluate((el) => getComputedStyle(el).borderTopColor))
      .match(/\d+/g)
      .map(Number);
    return r > 150 && g < 90 && b < 90 ? 'red' : b > 150 && r < 120 ? 'blue' : `rgb(${r}, ${g}, ${b})`;
  };
  assert.equal(await ring(wins), 'red', 'a wrong answer is ringed red');
  assert.match(await page.locator('.task-verdict').textContent(), /^Not quite: the player to move loses\./);
  await screenshot(page, 'picked-answer-wrong');
  assert.equal(await axeSerious(page, 'an outcome answer marked'), '');

  // Reset asks again: nothing marked. The right answer then is marked as well.
  await page.getByRole('button', { name: 'Reset' }).click();
  await waitPhase(page, 'open');
  assert.equal(await wins.getAttribute('aria-pressed'), null);
  assert.equal(await loses.getAttribute('aria-pressed'), null);
  await loses.click();
  await waitPhase(page, 'solved');
  assert.equal(await loses.getAttribute('aria-pressed'), 'true');
  assert.equal(await wins.getAttribute('aria-pressed'), 'false');
  assert.equal(await ring(loses), 'blue', 'a right answer is ringed in the accent’s blue');
  await screenshot(page, 'picked-answer-solved');
  assertNoErrors(page);
  await page.close();
});

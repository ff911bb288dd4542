// A student on a touch phone (390×844, 360×640, 844×390 held sideways), tapping as they go:
// a hint at a step of a lost game's review says that step's position, not the game's end; Edit
// and a rules tab in the middle of a game say, as a new board does, that the game is set
// aside and Undo brings it back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchPhone, screenshot, artifactPath } from './helpers/browser.mjs';
import {
  openPlayground,
  settle,
  assertNoErrors,
  boardSummary,
  moveListTexts,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const url = phoneSite.url;

/** Notes the time of every touch's end, for tapAnew. */
const noteTouches = (page) =>
  page.addInitScript(() =>
    addEventListener('touchend', () => (window.lastTouchEnd = performance.now()), { capture: true }),
  );

/**
 * Taps `locator` as a new tap: a person's taps on two controls are further apart in time than
 * a double tap, which playwright's are not. So it waits, on the page's own clock, until a
 * double tap's time after the last touch.
 */
async function tapAnew(page, locator) {
  await page.waitForFunction(() => performance.now() - (window.lastTouchEnd ?? -1e9) > 500);
  await locator.tap();
}

/** One move by taps: the vertex, "take one more from `edge`" `times` times, Confirm. */
async function tapMove(page, vertex, edge, times) {
  await tapAnew(page, page.getByRole('button', { name: `vertex ${vertex}`, exact: true }));
  for (let i = 0; i < times; i++)
    await tapAnew(page, page.getByRole('button', { name: `take one more from ${edge}` }));
  await tapAnew(page, page.getByRole('button', { name: 'Confirm move' }));
  await waitForHumanTurnOrEnd(page);
}

const hintPanel = (page) => page.locator('.hint-result');
const verdict = (page) => page.locator('.hint-result .verdict');

test('phone: a hint at a step of a lost game’s review says that step, not the game’s end', async () => {
  const page = await phoneSite.newPage();
  await noteTouches(page);
  // The opening square board, against the Perfect computer.
  await openPlayground(page, url('index.html'));
  // A hint asked in play, on the opening position.
  await tapAnew(page, page.getByRole('button', { name: 'Hint', exact: true }));
  await verdict(page).waitFor();
  assert.match(await verdict(page).innerText(), /^WIN\s+You \(to move\) can win\./);
  await tapMove(page, 0, '0–1', 1);
  await tapMove(page, 0, '0–1', 2);
  await tapMove(page, 1, '1–2', 1);
  await page.locator('.gnp-status[data-kind="lost"]').waitFor();
  await page.waitForFunction(
    () => /mistake/.test(document.querySelector('.review-status')?.textContent ?? ''),
    null,
    {
      timeout: 30_000,
    },
  );

  // Start of the game under the board: the hint asked in play is of this very position, and
  // says it as a position to play from (the game's end is not on the board).
  await tapAnew(page, page.getByRole('button', { name: 'Start of the game' }));
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, [3, 1, 2, 2]);
  await tapAnew(page, page.getByRole('button', { name: 'Hint', exact: true }));
  await verdict(page).waitFor();
  const atStart = await hintPanel(page).innerText();
  assert.match(atStart, /^WIN\s+You \(to move\) can win\./);
  assert.match(atStart, /Winning move: at vertex 0/);
  assert.doesNotMatch(atStart, /game is over|no move is left/i);
  await screenshot(page, 'student-walk-more-review-start-hint');

  // Step 2: the student to move again, and losing: LOSE says so, with moves left.
  await tapAnew(page, page.getByRole('button', { name: 'Next move' }));
  await tapAnew(page, page.getByRole('button', { name: 'Next move' }));
  await settle(page);
  assert.match(await page.locator('.review-where').innerText(), /^After move 2 of/);
  await tapAnew(page, page.getByRole('button', { name: 'Hint', exact: true }));
  await verdict(page).waitFor();
  const atTwo = await hintPanel(page).innerText();
  assert.match(atTwo, /^LOSE\s+You \(to move\) lose against perfect play\./);
  assert.doesNotMatch(atTwo, /game is over|no move is left/i);

  // Step 1: the computer was to move there.
  await tapAnew(page, page.getByRole('button', { name: 'Previous move' }));
  await settle(page);
  await tapAnew(page, page.getByRole('button', { name: 'Hint', exact: true }));
  await verdict(page).waitFor();
  assert.match(await verdict(page).innerText(), /^WIN\s+Computer \(to move\) can win\./);

  // The game's end: over, and said so.
  await tapAnew(page, page.getByRole('button', { name: 'End of the game' }));
  await settle(page);
  await tapAnew(page, page.getByRole('button', { name: 'Hint', exact: true }));
  await verdict(page).waitFor();
  assert.match(await verdict(page).innerText(), /^GAME OVER\s+The game is over: the computer won/);
  assert.equal(await axeSerious(page, 'review step hint'), '');
  assertNoErrors(page);
  await page.close();
});

const message = (page) => page.locator('.gnp-message');

test('phone: Edit in the middle of a game, and the Walking Nim tab in a Circular Nim game, say the game is set aside and Undo brings it back', async () => {
  const page = await phoneSite.newPage();
  await noteTouches(page);
  await openPlayground(page, url('index.html'));
  await tapMove(page, 0, '0–1', 1);
  const played = await moveListTexts(page);
  assert.equal(played.length, 2);

  await tapAnew(page, page.getByRole('button', { name: 'Edit', exact: true }));
  await message(page).waitFor();
  assert.match(
    await message(page).innerText(),
    /Your unfinished game of Edge-Nim \(2 moves played\) is set aside while you edit: Undo brings it back\./,
  );
  await screenshot(page, 'student-walk-more-edit-set-aside');
  assert.equal(await axeSerious(page, 'edit sets the game aside'), '');
  await tapAnew(page, page.getByRole('button', { name: 'Undo' }));
  await settle(page);
  assert.deepEqual(await moveListTexts(page), played, 'Undo brings the game back');

  // A Circular Nim game under way, then the Walking Nim tab.
  await tapAnew(page, page.getByRole('button', { name: 'Edit', exact: true }));
  await tapAnew(page, page.getByRole('button', { name: /^Example: CN/ }).first());
  await tapAnew(page, page.getByRole('button', { name: 'Play', exact: true }));
  await settle(page);
  await tapAnew(page, page.locator('.edge-label[data-edge="0"]'));
  await tapAnew(page, page.getByRole('button', { name: 'Confirm move' }));
  await waitForHumanTurnOrEnd(page);
  const circular = await moveListTexts(page);
  assert.equal(circular.length, 2);
  await tapAnew(page, page.getByRole('button', { name: 'Walking Nim' }));
  await settle(page);
  assert.match(
    await message(page).innerText(),
    /^Your unfinished game of Circular Nim CN\(\d+, \d+\) \(2 moves played\) is set aside for this new board: Undo brings it back\./,
  );
  await tapAnew(page, page.getByRole('button', { name: 'Undo' }));
  await settle(page);
  assert.deepEqual(await moveListTexts(page), circular, 'Undo brings the Circular Nim game back');
  assertNoErrors(page);
  await page.close();
});

const ONLY_ONE_WAY =
  'index.html#rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3&goal=unique&title=Only%20one%20way&reveal=2';

/** Two taps at (x, y), the second 150 ms after the first by the events' own clocks, as an
 *  impatient finger makes them (stamped by the test, so a busy machine still delivers a
 *  double tap). */
async function doubleTap(page, x, y) {
  const cdp = await page.context().newCDPSession(page);
  const at = Date.now() / 1000;
  for (const t of [at, at + 0.15]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp: t });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t + 0.05 });
  }
  await cdp.detach();
}

test('phone: after a wrong try in a puzzle, a double tap on a vertex leaves its move open', async () => {
  const page = await phoneSite.newPage();
  await noteTouches(page);
  await openPlayground(page, url(ONLY_ONE_WAY));
  // A wrong try: 1 from 0–1 at vertex 0; the board shows the opponent's reply in red.
  await tapAnew(page, page.getByRole('button', { name: 'vertex 0', exact: true }));
  await tapAnew(page, page.getByRole('button', { name: 'take one more from 0–1' }));
  await tapAnew(page, page.getByRole('button', { name: 'Confirm move' }));
  await page.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 30_000 });
  await settle(page);
  // An impatient double tap on vertex 4: its first half takes the wrong move back (the verdict
  // above the board shrinks, and the board moves up under the finger) and opens the move.
  await page.waitForFunction(() => performance.now() - (window.lastTouchEnd ?? -1e9) > 600);
  const vertex = await page.getByRole('button', { name: 'vertex 4', exact: true }).boundingBox();
  await doubleTap(page, vertex.x + vertex.width / 2, vertex.y + vertex.height / 2);
  await settle(page);
  const confirm = page.getByRole('button', { name: 'Confirm move' });
  await confirm.waitFor();
  assert.match(await page.locator('.composer').innerText(), /Move at vertex 4/);
  await page.waitForFunction(() => performance.now() - (window.lastTouchEnd ?? -1e9) > 600);
  assert.equal(await confirm.isVisible(), true, 'the move stays open');
  assertNoErrors(page);
  await page.close();
});

test('phone: the guide Help links to speaks to a student, not to a developer', async () => {
  const page = await phoneSite.newPage();
  await noteTouches(page);
  await openPlayground(page, url('index.html'));
  await tapAnew(page, page.getByRole('button', { name: 'Help and keyboard shortcuts' }));
  const [guide] = await Promise.all([
    page.context().waitForEvent('page'),
    tapAnew(page, page.getByRole('link', { name: 'The guide to playing' })),
  ]);
  await guide.waitForLoadState();
  const text = await guide.locator('main').innerText();
  assert.match(text, /^Playing/);
  for (const word of [/\bcrate\b/, /\bworker\b/, /budgets/, /\bwasm\b/, /teach\.md's/, /\.rs\b/, /www\//])
    assert.doesNotMatch(text, word);
  // The teaching guide is named by its title.
  assert.match(text, /one from the guide for teachers, Teaching\)/);
  assert.match(
    await guide.getByRole('link', { name: 'Teaching', exact: true }).getAttribute('href'),
    /teach/,
  );
  await guide.close();
  await page.close();
});

/** Whether `locator`'s box is wholly within the window. */
const wholeOnScreen = (locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= -1 && box.bottom <= innerHeight + 1;
  });

test('phone: a move tapped in the Why? list is shown on the board, in view, without the last move’s badge beside it', async () => {
  const page = await phoneSite.newPage();
  await noteTouches(page);
  await openPlayground(page, url('index.html'));
  await tapMove(page, 0, '0–1', 1);
  const last = page.locator('svg.board .badge.last');
  assert.ok((await last.count()) > 0, 'the computer’s last move is marked');
  await tapAnew(page, page.getByRole('button', { name: 'Why?' }));
  const move = page.locator('.why-move').first();
  await move.waitFor({ timeout: 30_000 });
  await move.scrollIntoViewIfNeeded();
  assert.equal(await wholeOnScreen(page.locator('svg.board')), false, 'the list is far below the board');
  await tapAnew(page, move);
  await settle(page);
  assert.equal(await move.getAttribute('aria-pressed'), 'true');
  // The board with the move is brought into view, and its badges are the preview's alone.
  await page.waitForFunction(() => {
    const box = document.querySelector('svg.board').getBoundingClientRect();
    return box.top >= -1 && box.bottom <= innerHeight + 1;
  });
  assert.ok((await page.locator('svg.board .badge[class*="preview"]').count()) > 0, 'the preview is drawn');
  assert.equal(await last.count(), 0, 'no last-move badge beside the preview');
  await screenshot(page, 'student-walk-more-why-preview');
  assert.equal(await axeSerious(page, 'why preview'), '');
  // Shown no more, the last move is marked again.
  await move.scrollIntoViewIfNeeded();
  await tapAnew(page, move);
  await settle(page);
  assert.ok((await last.count()) > 0, 'the last move is marked again');
  assertNoErrors(page);
  await page.close();
});

const overlaps = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('844×390 sideways: a note never covers the board or the turn line', async () => {
  const sideways = await launchPhone({ viewport: { width: 844, height: 390 } });
  try {
    const page = await sideways.newPage();
    await noteTouches(page);
    await openPlayground(page, url('index.html'));
    await tapMove(page, 0, '0–1', 1);
    await tapAnew(page, page.getByRole('checkbox', { name: 'computer moves first' }));
    await message(page).waitFor();
    assert.match(await message(page).innerText(), /^From the next game the computer moves first/);
    await settle(page);
    await page.screenshot({ path: artifactPath('student-phone-walk-more-sideways-note.png') });
    const note = await message(page).boundingBox();
    assert.equal(
      overlaps(note, await page.locator('svg.board').boundingBox()),
      false,
      'the note covers the board',
    );
    assert.equal(
      overlaps(note, await page.locator('.gnp-status-text').boundingBox()),
      false,
      'the note covers the turn line',
    );
    assert.equal(await axeSerious(page, 'sideways note'), '');
    assertNoErrors(page);
  } finally {
    await sideways.close();
  }
});

test('360×640: after a wrong try in a puzzle, the board with the red reply and the verdict’s first line are on the screen', async () => {
  const small = await launchPhone({ viewport: { width: 360, height: 640 } });
  try {
    const page = await small.newPage();
    await noteTouches(page);
    await openPlayground(page, url(ONLY_ONE_WAY));
    const tryMove = async (vertex, edge) => {
      await tapAnew(page, page.getByRole('button', { name: `vertex ${vertex}`, exact: true }));
      await tapAnew(page, page.getByRole('button', { name: `take one more from ${edge}` }));
      // Back up to the task to read it again, the move box still open; then Confirm.
      await page.mouse.move(180, 60);
      await page.mouse.wheel(0, -2000);
      await page.waitForFunction(() => scrollY === 0);
      await tapAnew(page, page.getByRole('button', { name: 'Confirm move' }));
      await page.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 30_000 });
      await settle(page);
      await settle(page);
    };
    await tryMove(0, '0–1');
    await tapAnew(page, page.getByRole('button', { name: 'Try again' }));
    await tryMove(1, '1–2');
    await page.getByRole('button', { name: 'Reveal solution' }).waitFor();
    await page.waitForFunction(() => {
      const board = document.querySelector('svg.board').getBoundingClientRect();
      return board.bottom <= innerHeight + 1;
    });
    await page.screenshot({ path: artifactPath('student-phone-walk-more-puzzle-wrong-360.png') });
    const verdictTop = await page
      .locator('.puzzle-feedback, [class*="feedback"]')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(verdictTop >= 0, `the verdict's first line is above the screen (${verdictTop})`);
    assert.ok((await page.locator('svg.board .badge[class*="preview"]').count()) > 0, 'the reply is drawn');
    assertNoErrors(page);
  } finally {
    await small.close();
  }
});

test('phone: the Explore map of one row shows its vertical axis’s title whole', async () => {
  const page = await phoneSite.newPage();
  await noteTouches(page);
  await openPlayground(page, url('index.html'));
  await tapAnew(page, page.getByRole('button', { name: 'Explore' }));
  await page.getByRole('region', { name: 'Explore' }).waitFor();
  await page.getByLabel('Edge across').selectOption({ label: 'a = 0–1' });
  await page.getByLabel('Edge up').selectOption({ label: 'b = 1–2' });
  await page.getByLabel('Across: up to').fill('2');
  await page.getByLabel('Up: up to').fill('0');
  await tapAnew(page, page.getByRole('button', { name: 'Draw map' }));
  const canvas = page.locator('canvas.explore-map');
  await page.locator('canvas.explore-map[aria-label*="up from 0 to 0"]').waitFor({ timeout: 30_000 });
  await canvas.scrollIntoViewIfNeeded();
  await canvas.screenshot({ path: artifactPath('student-phone-walk-more-explore-one-row.png') });
  // The title's ink in the left margin: none of it on the canvas's top or bottom row.
  const ink = await canvas.evaluate((el) => {
    const g = el.getContext('2d');
    const { data } = g.getImageData(2, 0, 20, el.height);
    const rows = [];
    for (let y = 0; y < el.height; y++)
      for (let x = 0; x < 20; x++) if (data[(y * 20 + x) * 4] < 128) rows.push(y);
    return { first: Math.min(...rows), last: Math.max(...rows), height: el.height };
  });
  assert.ok(ink.first > 1 && ink.last < ink.height - 2, `the title is cut off: ${JSON.stringify(ink)}`);
  assert.ok(ink.last - ink.first > 60, `the title is whole: ${JSON.stringify(ink)}`);
  assertNoErrors(page);
  await page.close();
});

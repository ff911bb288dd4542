// The iframe code of "Make a puzzle" pasted into an LMS that strips scripts (no
// embed-resize.js: the Moodle/Canvas recipe of docs/embed.md), read on a phone 390 px wide:
// the snippet's max-width narrows the frame to the page while its height stays 520 px. The
// student sees the task and the board at the frame's top; tapping a vertex shows the move
// box at the bottom of the frame, in view, and the move is made from there, while the task's
// title stays at the frame's top (the board between it and the sheet: the frame once scrolled
// the board up above the sheet and the title out of view); an outcome puzzle's two answers are
// both in view, neither under the board, and one is pressed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeSerious } from './helpers/axe.mjs';
import { usePhoneSite } from './helpers/phone.mjs';
import { artifactPath } from './helpers/browser.mjs';

const phoneSite = usePhoneSite();

/** A course page as the LMS keeps it: some text, the snippet's frame (its size and style as
 *  share-links.js writes them), no script. Returns the page, the frame's locator and Frame. */
async function coursePage(fragment, query = '') {
  const page = await phoneSite.newPage();
  await page.setContent(`<!doctype html>
<html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Week 3</title></head>
<body><p>Week 3: try this puzzle.</p>
<iframe src="${phoneSite.site.url}index.html?embed=1&lock=1${query}${fragment}" width="640" height="520" style="border:0;max-width:100%" title="Graph Nim puzzle"></iframe>
<p>More course text.</p></body></html>`);
  const frame = page.frameLocator('iframe');
  await frame.locator('svg.board').waitFor();
  const content = page.frames().find((f) => f !== page.mainFrame());
  return { page, frame, content, box: await page.locator('iframe').boundingBox() };
}

/** Whether `box` (page coordinates) is wholly inside the frame's box on the page. */
const inFrame = (box, frame) =>
  box && box.y >= frame.y - 1 && box.y + box.height <= frame.y + frame.height + 1;

const overlap = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a narrow fixed-height frame: the move box opens in view at the frame’s bottom, and the move is made', async () => {
  const { page, frame, content, box } = await coursePage(
    '#rules=edge&v=4&e=0-1:1,1-2:3,2-3:3,3-0:3&goal=find&title=A%20square',
  );
  assert.ok(box.width < 390 && Math.round(box.height) === 520, `the frame is ${box.width}×${box.height}`);
  assert.ok(
    inFrame(await frame.getByRole('heading', { name: 'A square' }).boundingBox(), box),
    'the title in view',
  );
  const board = await frame.locator('svg.board').boundingBox();
  assert.ok(board.y < box.y + box.height - 150, 'the board in view at the frame’s top');

  await frame.locator('.vertex[data-vertex="0"]').tap();
  const confirm = frame.getByRole('button', { name: 'Confirm move' });
  await confirm.waitFor();
  await page.screenshot({ path: artifactPath('embed-phone-fixed-frame-frame-move-box.png') });
  assert.ok(inFrame(await confirm.boundingBox(), box), 'Confirm move is within the frame’s view');
  const more = frame.getByRole('button', { name: 'take one more from 0–1' });
  assert.ok(inFrame(await more.boundingBox(), box), 'the move box’s rows are within the frame’s view');
  assert.equal(await axeSerious(content, 'the move box in a narrow frame'), '');
  await more.tap();
  await confirm.tap();
  await frame.locator('.puzzle-feedback:not([hidden])').waitFor({ timeout: 30_000 });
  assert.equal(await confirm.count(), 0, 'the move box is gone once the move is made');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

for (const [label, fragment, title] of [
  ['a square', '#rules=edge&v=4&e=0-1:1,1-2:3,2-3:3,3-0:3&goal=find&title=A%20square', 'A square'],
  [
    'a long title and text, four edges at the vertex',
    '#rules=edge&v=5&e=0-1:1,0-2:3,0-3:3,0-4:2,1-2:2,3-4:1&goal=find&title=A%20long%20puzzle%20title%20that%20wraps%20onto%20two%20lines%20here&text=Take%20carefully.',
    'A long puzzle title that wraps onto two lines here',
  ],
])
  test(`a narrow fixed-height frame, ${label}: while the move sheet is open the task's title stays in view, the board between it and the sheet`, async () => {
    const { page, frame, content, box } = await coursePage(fragment);
    const heading = frame.getByRole('heading', { name: title });
    assert.ok(inFrame(await heading.boundingBox(), box), 'the title in view before the tap');
    await frame.locator('.vertex[data-vertex="0"]').tap();
    const confirm = frame.getByRole('button', { name: 'Confirm move' });
    await confirm.waitFor();
    // The sheet is laid out and anything that scrolls has scrolled: the frame settles the
    // board's column once it knows the sheet's height, a frame or more later on a busy machine.
    // Wait for the title to be in the frame's view (it stays out if the layout is wrong, and
    // the assertions below then say where it is).
    await content
      .waitForFunction(
        () => {
          const title = document.querySelector('.puzzle-title');
          const r = title?.getBoundingClientRect();
          return r && r.top >= 0 && r.bottom <= innerHeight;
        },
        null,
        { timeout: 10_000 },
      )
      .catch(() => {});
    await content.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({
      path: artifactPath(`embed-phone-fixed-frame-frame-sheet-${label.split(' ')[1]}.png`),
    });
    const titleBox = await heading.boundingBox();
    assert.ok(
      inFrame(titleBox, box),
      `the title in the frame’s view while the sheet is open: ${JSON.stringify(titleBox)}`,
    );
    assert.ok(
      inFrame(await frame.getByText('Find a winning move.', { exact: true }).boundingBox(), box),
      'the goal in the frame’s view too',
    );
    const sheet = await frame.locator('.composer.composing').boundingBox();
    assert.ok(titleBox.y + titleBox.height <= sheet.y, 'the title is above the sheet');
    assert.ok(inFrame(await confirm.boundingBox(), box), 'Confirm move is within the frame’s view');
    const vertex = await frame.locator('.vertex[data-vertex="0"]').boundingBox();
    assert.ok(
      vertex.y >= box.y && vertex.y + vertex.height <= sheet.y,
      'the tapped vertex is in view, above the sheet',
    );
    const board = await frame.locator('svg.board').boundingBox();
    assert.ok(
      board.y >= titleBox.y + titleBox.height - 1,
      'the board is under the title, not under a covered top',
    );
    assert.ok(board.height >= 100, `the board is ${Math.round(board.height)} px high`);
    assert.equal(await axeSerious(content, `the move sheet in a narrow frame, ${label}`), '');
    // Cancel: the task is whole again, Reset with it.
    await frame.getByRole('button', { name: 'Cancel' }).tap();
    await frame.getByRole('button', { name: 'Reset' }).waitFor();
    assert.deepEqual(page.consoleErrors, []);
    await page.close();
  });

for (const [label, query] of [
  ['with the hint', ''],
  ['with the hint hidden', '&hide=hint'],
])
  test(`a narrow fixed-height frame, outcome puzzle ${label}: both answers in view, neither under the board`, async () => {
    const { page, frame, content, box } = await coursePage(
      '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=The%20square%20of%20four%20heaps%20around%20a%20cycle&text=Who%20wins%3F',
      query,
    );
    await page.screenshot({
      path: artifactPath(`embed-phone-fixed-frame-frame-outcome${query ? '-nohint' : ''}.png`),
    });
    const board = await frame.locator('.board-frame').boundingBox();
    assert.ok(board.y < box.y + box.height - 140, 'the board in view at the frame’s top');
    for (const name of ['The player to move wins', 'The player to move loses']) {
      const answer = await frame.getByRole('button', { name }).boundingBox();
      assert.ok(inFrame(answer, box), `${name}: in the frame’s view`);
      assert.ok(!overlap(answer, board), `${name}: not under the board`);
    }
    assert.equal(await axeSerious(content, `outcome puzzle ${label}`), '');
    await frame.getByRole('button', { name: 'The player to move loses' }).tap();
    // The verdict, once the answer is judged ("Checking your answer…" may show first).
    await frame.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
    assert.match(await frame.locator('.puzzle-feedback').textContent(), /Solved|Correct|right/i);
    assert.deepEqual(page.consoleErrors, []);
    await page.close();
  });

/** The task of the walk's square: two sentences, three or four lines in a frame. */
const SQUARE_TASK =
  '#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&xy=400,100;580,280;400,460;220,280&mode=play-cpu&goal=find' +
  '&title=Square%3A%20one%20good%20move&text=It%20is%20your%20turn%20on%20this%20square.%0ATake%20tokens%20from%20the%20edges%20at%20one%20vertex%20so%20that%20you%20can%20win.&reveal=2';

/** Whether the task's text shows all of itself (nothing hidden below its box). */
const taskWhole = (content) =>
  content.locator('.puzzle-text').evaluate((text) => text.scrollHeight <= text.clientHeight + 1);

test('a fixed-height frame shows a task of two sentences whole, on a phone and on a desktop; a task that must scroll fades at its foot until read to its end', async () => {
  const { page, frame, content } = await coursePage(SQUARE_TASK);
  const text = frame.locator('.puzzle-text');
  await text.getByText(/so that you can win\.$/).waitFor();
  await page.screenshot({ path: artifactPath('embed-phone-fixed-frame-phone-task.png') });
  assert.ok(await taskWhole(content), 'the phone shows the whole task');
  assert.equal(await text.getAttribute('data-more'), null, 'no sign of more when there is none');
  // The same course page on a desktop: the frame 640 px wide.
  await page.setViewportSize({ width: 1280, height: 900 });
  await content.waitForFunction(() => innerWidth === 640);
  await page.screenshot({ path: artifactPath('embed-phone-fixed-frame-desktop-task.png') });
  assert.ok(await taskWhole(content), 'the desktop shows the whole task');
  await page.close();

  // A task of twelve sentences cannot be whole: its last line shown fades out, the sign that
  // it goes on, until the student scrolls the box (Tab to it, End) to its end.
  const long = Array.from({ length: 12 }, (_, i) => `Sentence ${i + 1} of the task.`).join('%20');
  const second = await coursePage(
    `#rules=edge&v=4&e=0-1:1,1-2:3,2-3:3,3-0:3&goal=find&title=Long&text=${long}`,
  );
  const box = second.frame.locator('.puzzle-text');
  await box.and(second.frame.locator('[data-more]')).waitFor();
  assert.match(await box.evaluate((el) => getComputedStyle(el).maskImage), /linear-gradient/);
  await second.page.screenshot({ path: artifactPath('embed-phone-fixed-frame-phone-long-task.png') });
  assert.equal(await axeSerious(second.content, 'a long task in a fixed frame'), '');
  // Tab from the course page into the frame, to the task's box (focusable as it scrolls).
  const focused = () => box.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < 10 && !(await focused()); i++) await second.page.keyboard.press('Tab');
  assert.ok(await focused(), 'Tab reaches the task’s box');
  await second.page.keyboard.press('End');
  await second.frame.locator('.puzzle-text:not([data-more])').waitFor();
  await second.page.screenshot({ path: artifactPath('embed-phone-fixed-frame-phone-long-task-end.png') });
  assert.deepEqual(second.page.consoleErrors, []);
  await second.page.close();
});

// The page on small screens, as people met it: a phone held sideways opens with the board's
// toolbar, the board and the status on the first screen; the header is one tidy layout at
// 640 px (Help never alone on a row) and keeps the whole title at 360 px; the board's toolbar
// keeps Undo and Redo together at 360 px; Presets → Build on a small phone brings in the new
// board with its toolbar row; the board tells a vertex from an edge's tokens (a disc and a
// square, and a legend); and an outcome puzzle with a long title in a fixed 640×520 frame
// keeps its answer buttons reachable. Each screen is audited by axe, light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchBrowser, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone } from './helpers/phone.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const rectOf = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
  });

/** axe on the page as it is, in light and then dark colours. */
async function auditBothSchemes(page, label) {
  const found = [];
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    found.push(await axeSerious(page, `${label} ${colorScheme}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found.filter(Boolean).join('\n');
}

/** The header's controls grouped by the row they sit on: [[name, …], …], top to bottom. */
const headerRows = (page) =>
  page.evaluate(() => {
    const rows = [];
    const parts = [
      ...document.querySelectorAll(
        '.gnp-brand, .gnp-header-tools > .segmented, .gnp-header-tools > .misere-toggle, .gnp-header-tools > .btn',
      ),
    ].filter((el) => el.getClientRects().length);
    for (const el of parts) {
      const r = el.getBoundingClientRect();
      const first = el.classList.contains('segmented') ? el.firstElementChild : el;
      const name = el.classList.contains('gnp-brand') ? 'title' : first.textContent.trim().split(/[\s(]+/)[0];
      const row = rows.find((x) => r.top < x.bottom - 4 && x.top < r.bottom - 4);
      if (row) row.names.push(name);
      else rows.push({ top: r.top, bottom: r.bottom, names: [name] });
    }
    return rows.sort((a, b) => a.top - b.top).map((x) => x.names);
  });

for (const viewport of [
  { width: 844, height: 390 },
  { width: 740, height: 360 },
  { width: 640, height: 360 },
])
  test(`a phone held sideways (${viewport.width}×${viewport.height}): the toolbar, the whole board and the status on the first screen`, () =>
    onPhone(viewport, async (page) => {
      await openPlayground(page, `${site.url}index.html`);
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page opens at its top');
      const play = await rectOf(page.getByRole('button', { name: 'Play', exact: true }));
      const board = await rectOf(page.locator('svg.board'));
      const status = await rectOf(page.locator('.gnp-status'));
      const onScreen = (r) => r.top >= 0 && r.bottom <= viewport.height + 0.5;
      assert.ok(onScreen(play), `the Play button is at y=${Math.round(play.top)}…${Math.round(play.bottom)}`);
      assert.ok(
        onScreen(board),
        `the board is at y=${Math.round(board.top)}…${Math.round(board.bottom)} on a ${viewport.height} px screen`,
      );
      assert.ok(board.height >= viewport.height * 0.5, `the board is ${Math.round(board.height)} px high`);
      assert.ok(
        onScreen(status),
        `the status is at y=${Math.round(status.top)}…${Math.round(status.bottom)}`,
      );
      assert.match(await page.locator('.gnp-status').innerText(), /turn/i);
      // The header beside the board: Help shares its row, the title is whole.
      const rows = await headerRows(page);
      const helpRow = rows.find((r) => r.includes('Help'));
      assert.ok(helpRow.length > 1, `Help is alone on a row: ${JSON.stringify(rows)}`);
      const title = await page
        .locator('.gnp-brand h1')
        .evaluate((el) => ({ shown: el.clientWidth, full: el.scrollWidth }));
      assert.ok(title.shown >= title.full, `the title shows ${title.shown} of its ${title.full} px`);
      // The board is the person's: a tap on a vertex is answered on the board.
      await page.locator('svg.board [data-vertex="0"]').tap();
      await page.getByRole('button', { name: 'Confirm move' }).waitFor();
      await screenshot(page, `small-screens-sideways-${viewport.width}`);
      assert.equal(await auditBothSchemes(page, `sideways ${viewport.width}`), '');
    }));

for (const height of [360, 800])
  test(`the header at 640×${height}: tidy rows, Help never alone on one`, () =>
    onPhone({ width: 640, height }, async (page) => {
      await openPlayground(page, `${site.url}index.html`);
      const rows = await headerRows(page);
      for (const row of rows)
        assert.ok(
          !(row.length === 1 && /^(Help|Rules|Explore)$/.test(row[0])),
          `${row[0]} is alone on a row: ${JSON.stringify(rows)}`,
        );
      if (height === 800)
        assert.deepEqual(
          rows,
          [
            ['title', 'Puzzles', 'Rules', 'Help'],
            ['Edge-Nim', 'Misère', 'Explore'],
          ],
          'two rows: the title with Puzzles, Rules and Help, then the game switches and Explore',
        );
      await page.screenshot({
        path: `test-artifacts/small-screens-header-640x${height}.png`,
        clip: { x: 0, y: 0, width: 640, height: 200 },
      });
      assert.equal(await auditBothSchemes(page, `header 640×${height}`), '');
    }));

test('360×640: the whole title, and the toolbar keeps Undo and Redo together in both games', () =>
  onPhone({ width: 360, height: 640 }, async (page) => {
    await openPlayground(page, `${site.url}index.html`);
    const title = await page
      .locator('.gnp-brand h1')
      .evaluate((el) => ({ shown: el.clientWidth, full: el.scrollWidth, text: el.textContent }));
    assert.equal(title.text, 'Graph Nim Playground');
    assert.ok(title.shown >= title.full, `the title shows ${title.shown} of its ${title.full} px`);
    const rows = await headerRows(page);
    assert.equal(rows.length, 3, `three header rows: ${JSON.stringify(rows)}`);
    assert.ok(
      rows.every((r) => !(r.length === 1 && r[0] !== 'title')),
      JSON.stringify(rows),
    );
    await page.getByRole('button', { name: 'Edit', exact: true }).tap();
    await page.getByRole('group', { name: 'Edit tool' }).waitFor();
    for (const game of ['Edge-Nim', 'Walking Nim']) {
      await page.getByRole('button', { name: game }).tap();
      await settle(page);
      const edit = await rectOf(page.getByRole('button', { name: 'Edit', exact: true }));
      const undo = await rectOf(page.getByRole('button', { name: 'Undo' }));
      const redo = await rectOf(page.getByRole('button', { name: 'Redo' }));
      const middle = (r) => (r.top + r.bottom) / 2;
      assert.ok(Math.abs(middle(redo) - middle(undo)) < 4, `${game}: Redo is on Undo's row`);
      assert.ok(Math.abs(middle(undo) - middle(edit)) < 4, `${game}: Undo is on Edit's row`);
      assert.ok(redo.right <= 360, `${game}: Redo ends at x=${redo.right}`);
      // The edit tools: a row of their own under it, each tool whole.
      const tools = await rectOf(page.getByRole('group', { name: 'Edit tool' }));
      assert.ok(tools.top >= edit.bottom, `${game}: the edit tools are under Edit/Play`);
      for (const tool of await page.getByRole('group', { name: 'Edit tool' }).getByRole('button').all())
        if (await tool.isVisible())
          assert.ok(
            await tool.evaluate((el) => el.scrollWidth <= el.clientWidth),
            `${game}: ${await tool.innerText()} is cut`,
          );
      await page
        .locator('.gnp-board-wrap')
        .screenshot({ path: `test-artifacts/small-screens-toolbar-360-${game.replace(' ', '-')}.png` });
    }
    assert.ok(
      await page.evaluate(() => document.scrollingElement.scrollWidth <= 360),
      'nothing runs off the screen sideways',
    );
    await screenshot(page, 'small-screens-360-edit');
    assert.equal(await auditBothSchemes(page, '360 edit'), '');
  }));

test('360×640: Presets → Build brings in the new board with its toolbar row', () =>
  onPhone({ width: 360, height: 640 }, async (page) => {
    await openPlayground(page, `${site.url}index.html`);
    const presets = page.getByLabel('Preset graph');
    await presets.scrollIntoViewIfNeeded();
    await presets.selectOption('petersen');
    await page.getByRole('button', { name: 'Build' }).tap();
    await page.locator('svg.board[data-vertices="10"]').waitFor();
    // The page scrolls up to the board: wait until the board is on the screen (to a pixel).
    await page.waitForFunction(() => {
      const r = document.querySelector('svg.board').getBoundingClientRect();
      return r.top > -2 && r.bottom <= window.innerHeight + 2;
    });
    await settle(page);
    const edit = await rectOf(page.getByRole('button', { name: 'Edit', exact: true }));
    const undo = await rectOf(page.getByRole('button', { name: 'Undo' }));
    const board = await rectOf(page.locator('svg.board'));
    assert.ok(edit.top >= 0, `Edit/Play is above the screen's top (y=${Math.round(edit.top)})`);
    assert.ok(undo.top >= 0, `Undo is above the screen's top (y=${Math.round(undo.top)})`);
    assert.ok(board.bottom <= 640.5, `the board ends at y=${Math.round(board.bottom)}`);
    await screenshot(page, 'small-screens-360-built');
    // The toolbar row is the person's next step: Undo takes the build back.
    await page.getByRole('button', { name: 'Undo' }).tap();
    await page.locator('svg.board:not([data-vertices="10"])').waitFor();
  }));

for (const [label, viewport] of [
  ['a phone', { width: 360, height: 640 }],
  ['a phone held sideways', { width: 844, height: 390 }],
])
  test(`${label}: a vertex is a disc, an edge's tokens a square, and the legend under the board says so`, () =>
    onPhone(viewport, async (page) => {
      await openPlayground(page, `${site.url}index.html`);
      const shapes = await page.locator('svg.board').evaluate((svg) => {
        const count = svg.querySelector('.edge-label rect');
        const vertex = svg.querySelector('.vertex-body');
        return {
          vertex: vertex.tagName,
          countCorner: count.rx.baseVal.value / count.height.baseVal.value,
        };
      });
      assert.equal(shapes.vertex, 'circle', 'a vertex is a disc');
      assert.ok(
        shapes.countCorner <= 0.25,
        `a count's corners are ${shapes.countCorner} of its height: a disc`,
      );
      const legend = page.locator('.board-legend');
      assert.match(await legend.innerText(), /vertex.*tokens on an edge/s);
      const board = await rectOf(page.locator('svg.board'));
      const line = await rectOf(legend);
      assert.ok(line.top >= board.bottom - 0.5, 'the legend is under the board');
      assert.ok(line.bottom <= viewport.height, 'the legend is on the first screen');
      const sizes = await legend.evaluate((el) =>
        [el, ...el.querySelectorAll('span')].map((x) => parseFloat(getComputedStyle(x).fontSize)),
      );
      for (const px of sizes) assert.ok(px >= 12, `the legend has text of ${px} px`);
      await screenshot(page, `small-screens-legend-${viewport.width}`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, `small-screens-legend-${viewport.width}-dark`);
      assert.equal(await auditBothSchemes(page, `legend ${viewport.width}`), '');
      // A pile game draws piles, not vertices: its caption says what they are, no legend.
      await page.getByRole('button', { name: 'Edit', exact: true }).tap();
      await page.goto(`${site.url}index.html#rules=circular&piles=2,3,1,4,2&k=3`);
      await page.locator('svg.board').waitFor();
      await settle(page);
      assert.equal(await legend.isVisible(), false, 'no legend on a pile game');
    }));

test('an outcome puzzle with a long title in a fixed 640×520 frame: the task and the answers are reachable', async () => {
  const browser = await launchBrowser({ viewport: { width: 800, height: 700 } });
  try {
    const page = await browser.newPage();
    const title = encodeURIComponent(
      'Which player wins on this square of four heaps, where every edge holds a different number ' +
        'of tokens and each corner is shared by two heaps, and what does that say about pairing?',
    );
    const text = encodeURIComponent('Look at the heaps opposite each other.');
    for (const hide of ['', '&hide=hint,analysis']) {
      const src = `${site.url}index.html?embed=1&lock=1${hide}#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=${title}&text=${text}`;
      // A course page with the frame of the embed snippet, without embed-resize.js.
      await page.route('**/course-page.html', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>Notes</title><main><iframe src="${src}" width="640" height="520" style="border:0" title="Graph Nim puzzle"></iframe></main>`,
        }),
      );
      await page.goto(`${site.url}course-page.html`);
      const frame = page.frameLocator('iframe');
      await frame.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 30_000 });
      const frameBox = await page.locator('iframe').boundingBox();
      const inFrame = async (locator, what) => {
        const box = await locator.boundingBox();
        assert.ok(box, `${what} is shown`);
        assert.ok(
          box.y >= frameBox.y - 0.5 && box.y + box.height <= frameBox.y + 520.5,
          `${what} is in the frame: ${JSON.stringify(box)}`,
        );
      };
      await inFrame(frame.locator('.puzzle-title'), `${hide}: the title`);
      // The reader wheels down over the task (it scrolls in its box when it is longer than the
      // frame), and reaches the question, the task's text and both answers.
      const task = frame.locator('.puzzle-task');
      const taskBox = await task.boundingBox();
      await page.mouse.move(taskBox.x + taskBox.width / 2, taskBox.y + taskBox.height / 2);
      await page.mouse.wheel(0, 600);
      const loses = frame.getByRole('button', { name: 'The player to move loses' });
      await page.waitForFunction(
        () => {
          const doc = document.querySelector('iframe').contentDocument;
          const b = [...doc.querySelectorAll('.puzzle-task button')].find((x) => /loses/.test(x.textContent));
          const r = b.getBoundingClientRect();
          return r.bottom <= doc.documentElement.clientHeight && r.top >= 0;
        },
        null,
        { timeout: 5000 },
      );
      await inFrame(frame.locator('.puzzle-text'), `${hide}: the task text`);
      await inFrame(
        frame.getByRole('button', { name: 'The player to move wins' }),
        `${hide}: the first answer`,
      );
      await inFrame(loses, `${hide}: the second answer`);
      await screenshot(page, `small-screens-outcome-long-title${hide ? '-hidden-hint' : ''}`);
      // A real click where it is shown: nothing lies over it (the hint card once did).
      await loses.click({ timeout: 10_000 });
      await frame.locator('.puzzle-feedback:not([hidden])').waitFor({ timeout: 30_000 });
      const found = [];
      const inner = page.frames().find((f) => f !== page.mainFrame());
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme });
        found.push(await axeSerious(inner, `outcome frame ${hide || 'hint shown'} ${colorScheme}`));
      }
      await page.emulateMedia({ colorScheme: 'light' });
      assert.equal(found.filter(Boolean).join('\n'), '');
      await page.unroute('**/course-page.html');
    }
    assertNoErrors(page);
  } finally {
    await browser.close();
  }
});

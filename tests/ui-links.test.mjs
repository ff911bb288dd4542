// Share links (exact restore), hostile links, embed and lock modes, dark mode, phone width.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  clickBoard,
  clickElement,
  boardSummary,
  statusText,
  settle,
  assertNoErrors,
} from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const WALK_LINK = '#rules=walk&v=3&e=0-1:2,1-2:1,2-2:3&xy=200,200;400,300;600,200&piece=1';

test('a shared link restores the exact position', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + WALK_LINK));
  const board = await boardSummary(page);
  assert.deepEqual(board, {
    rules: 'walk',
    mode: 'edit',
    vertices: 3,
    edges: 3,
    piece: 1,
    labels: ['2', '1', '3'],
    tokens: [2, 1, 3],
  });
  const transforms = await page.$$eval('g.vertex', (gs) => gs.map((g) => g.getAttribute('transform')));
  assert.deepEqual(transforms, ['translate(200,200)', 'translate(400,300)', 'translate(600,200)']);
  assert.ok(await page.locator('[data-vertex="1"].piece').count());
  assert.equal(await page.getByRole('button', { name: 'Walking Nim' }).getAttribute('aria-pressed'), 'true');
  // The page's own link is the same fragment.
  assert.equal(await page.evaluate(() => location.hash), WALK_LINK);
  assert.equal(await page.locator('.link-field').inputValue(), env.url('index.html') + WALK_LINK);
  await screenshot(page, 'walk-link');

  // Play mode in a link: starts the game.
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&mode=play'));
  assert.equal((await boardSummary(page)).mode, 'play');
  assert.equal(await statusText(page), 'Player 1 to move.');
  assertNoErrors(page);
  await page.close();
});

test('broken and hostile links show a message and a working empty playground', async () => {
  const page = await env.browser.newPage();
  const cases = [
    ['#rules=edge&v=3&e=0-1:<script>alert(1)</script>', /token count must be a whole number/],
    [
      '#rules=<img src=x onerror=alert(1)>&v=2&e=0-1:1',
      /rules must be edge, walk, circular, path, moore or setnim/,
    ],
    ['#rules=edge&v=99999999&e=', /more than the limit of 256/],
    ['#rules=edge&v=2&e=0-1:99999999999', /more than the limit of 1,000,000,000/],
    ['#rules=edge&v=3&e=0-7:2', /endpoint 7|vertex 7|7/],
    ['#rules=walk&v=2&e=0-1:1&piece=9', /9/],
    ['#%E0%A4%A', /broken %-escape/],
    ['#e=' + '0-1:1,'.repeat(200_000), /characters long; the limit is/],
  ];
  for (const [fragment, pattern] of cases) {
    await openPlayground(page, env.url('index.html' + fragment));
    const message = page.locator('.gnp-message');
    assert.ok(await message.isVisible(), `message for ${fragment.slice(0, 40)}`);
    const text = await message.textContent();
    assert.match(text, /could not be opened/);
    assert.match(text, pattern, fragment.slice(0, 60));
    assert.equal(await page.locator('script').count(), 1, "only the page's own module script");
    assert.equal(await page.locator('img').count(), 0);
    assert.equal((await boardSummary(page)).vertices, 0);
  }
  await screenshot(page, 'broken-link');
  // The empty playground works.
  await clickBoard(page, 300, 300);
  await clickBoard(page, 500, 300);
  assert.equal((await boardSummary(page)).vertices, 2);
  // A 10 MB fragment handed to the page directly is refused before any parsing.
  const refused = await page.evaluate(() =>
    window.graphNimPlayground.actions.loadFragment('#e=' + '0-1:1,'.repeat(1_700_000)),
  );
  assert.equal(refused, false);
  assert.match(await page.locator('.gnp-message').textContent(), /characters long/);
  assertNoErrors(page);
  await page.close();
});

test('embed mode shows only the board and play/hint controls; lock forbids editing', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 760, height: 560 });
  await openPlayground(
    page,
    env.url('index.html?embed=1&lock=1#rules=edge&v=3&e=0-1:2,1-2:3,2-0:4&mode=play-cpu'),
  );
  assert.equal(await page.locator('.gnp-header').isVisible(), false);
  assert.equal(await page.locator('[aria-label="Presets"]').isVisible(), false);
  assert.equal(await page.locator('[aria-label="Share"]').isVisible(), false);
  assert.equal(await page.locator('[aria-label="Selection"]').isVisible(), false);
  assert.ok(await page.locator('svg.board').isVisible());
  assert.ok(await page.getByRole('button', { name: 'Hint' }).isVisible());
  assert.equal((await boardSummary(page)).mode, 'play');
  assert.equal(await statusText(page), 'Your turn.');
  // Locked: clicking empty space adds nothing; keyboard deletes nothing.
  const corner = await page.locator('svg.board').boundingBox();
  await page.mouse.click(corner.x + 12, corner.y + 12);
  await settle(page);
  await page.keyboard.press('Delete');
  assert.equal((await boardSummary(page)).vertices, 3);
  await screenshot(page, 'embed-locked');
  // Playing still works: take from edge 2 (2–0), confirm.
  await clickElement(page, '.edge-label[data-edge="2"]');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.history li:not(.empty)').length >= 2, null, {
    timeout: 20_000,
  });
  assertNoErrors(page);
  await page.close();
});

test('dark mode and phone width look right', async () => {
  const page = await env.browser.newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPlayground(
    page,
    env.url(
      'index.html#rules=edge&v=10&e=0-1:3,1-2:2,2-3:4,3-4:1,4-0:2,0-5:3,1-6:2,2-7:1,3-8:4,4-9:2,5-7:3,7-9:1,9-6:2,6-8:3,8-5:4',
    ),
  );
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('.hint-result .verdict, .hint-result .unknown', { timeout: 30_000 });
  await settle(page);
  const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  assert.equal(bg, 'rgb(15, 19, 27)');
  await screenshot(page, 'dark-mode');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 375, height: 800 });
  await settle(page);
  const board = await page.locator('svg.board').boundingBox();
  const side = await page.locator('.gnp-side').boundingBox();
  assert.ok(board.width <= 375 && board.width > 300, `board width ${board.width}`);
  assert.ok(side.y >= board.y + board.height, 'panels stack under the board');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(overflow <= 376, `no horizontal scrolling (${overflow}px)`);
  await screenshot(page, 'phone');
  assertNoErrors(page);
  await page.close();
});

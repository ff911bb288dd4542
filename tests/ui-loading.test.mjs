// Loading: a shared link's board is drawn before the engine has loaded, read-
// only until it has; the worker gets the page's compiled engine, so hints work either way.
// The engine download is held back on purpose (a slow network), so the order is certain.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { settle, clickBoard, assertNoErrors } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const C4 = '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&xy=250,130;550,130;550,430;250,430';

/** Holds every request for the engine's wasm until `release()` is called. */
async function holdEngine(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route('**/graphnim_bg.wasm', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a link's board is drawn while the engine is still loading, and works once it has loaded", async () => {
  const page = await env.browser.newPage();
  const release = await holdEngine(page);
  await page.goto(env.url('index.html' + C4));
  // (A horizontal edge has a zero-height box, which a visibility wait would count as hidden.)
  await page.waitForFunction(() => document.querySelectorAll('svg.board g.edge').length === 4, null, {
    timeout: 10_000,
  });
  assert.equal(
    await page.locator('svg.board .edge-label').count(),
    4,
    'all four counts drawn before the engine',
  );
  assert.equal(
    await page.evaluate(() => Boolean(window.graphNimEngine)),
    false,
    'the engine is still held back',
  );
  assert.match(
    await page.locator('.gnp').innerText(),
    /Loading the solver/,
    'the page says the solver is loading',
  );
  await screenshot(page, 'loading-board-before-engine');

  // A click meanwhile changes nothing (the position is not validated yet).
  await clickBoard(page, 250, 130);
  assert.equal(await page.locator('.composer input').count(), 0, 'no move boxes before the engine');

  release();
  await page.waitForFunction(() => window.graphNimEngine, null, { timeout: 30_000 });
  await settle(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForSelector('svg.board[data-hint-move]', { timeout: 20_000 });
  assert.equal(await page.locator('svg.board g.edge').count(), 4);
  await screenshot(page, 'loading-hint-after-engine');
  assertNoErrors(page);
  await page.close();
});

test('a link with an edge to a missing vertex is not drawn early; once loaded it is reported, not drawn', async () => {
  const page = await env.browser.newPage();
  const release = await holdEngine(page);
  await page.goto(env.url('index.html#rules=edge&v=3&e=0-1:2,1-7:3'));
  await settle(page);
  assert.equal(await page.locator('svg.board g.edge').count(), 0, 'nothing drawn from an unsound link');
  release();
  await page.waitForFunction(() => window.graphNimEngine, null, { timeout: 30_000 });
  await page.getByText('This link could not be opened').first().waitFor();
  assert.equal(await page.locator('svg.board g.edge').count(), 0);
  await page.close();
});

test('the solver worker answers a large position with the compiled engine the page passed it', async () => {
  const page = await env.browser.newPage();
  const wasmRequests = [];
  page.context().on('request', (request) => {
    if (request.url().endsWith('graphnim_bg.wasm')) wasmRequests.push(request.url());
  });
  // K4 with 6 per edge: over the main thread's budget, so the worker answers.
  await page.goto(env.url('index.html#rules=edge&v=4&e=0-1:6,0-2:6,0-3:6,1-2:6,1-3:6,2-3:5'));
  await page.waitForFunction(() => window.graphNimEngine, null, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForSelector('svg.board[data-hint-move]', { timeout: 30_000 });
  assert.equal(wasmRequests.length, 1, `the wasm is fetched once, not again by the worker: ${wasmRequests}`);
  assertNoErrors(page);
  await page.close();
});

// A researcher studies a board with Explore open, then opens a guide in the same tab (its
// address typed) and takes its "Back to the playground", or types the site's bare address over
// the board: the playground reopens the board this tab showed last, as it was left (its game,
// its Explore), and says so, naming the board and where the start board is (a new tab). It
// had opened the start board instead, Explore closed, with nothing said. A tab that never left
// the start board, and a new tab, open the start board as before, with nothing said.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { serveSubPath, sharedTestSite } from './helpers/site.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { openExplore } from './helpers/explore.mjs';
import {
  assertNoErrors,
  boardSummary,
  clickElement,
  moveListTexts,
  openPlayground,
  settle,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';

// K4 with distinct counts: nothing like the start board (a square).
const K4 = '#rules=edge&v=4&e=0-1:1,0-2:2,0-3:3,1-2:4,1-3:5,2-3:6&mode=play-cpu';
const START_TOKENS = [3, 1, 2, 2];

let site;
let host;
let env;
before(async () => {
  site = await sharedTestSite();
  host = await serveSubPath(site.out, '/courses/nim/');
  env = await setupE2E();
});
after(async () => {
  await host?.close();
  await env?.teardown();
});

const notice = (page) => page.locator('.gnp-message');

/** Waits until the playground at `page` has its engine and has drawn what it opened. */
async function opened(page) {
  await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board'), null, {
    timeout: 30_000,
  });
  await settle(page);
}

/** The guide to the theory, its address typed into this tab; then its Back to the playground. */
async function throughTheGuide(page) {
  await page.goto(`${host.url}docs/theory.html`);
  await page.getByRole('link', { name: 'Back to the playground', exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(`${host.url}index.html`));
  await opened(page);
}

test('a board studied with Explore open, then a guide in the same tab and Back to the playground: the board, its game and Explore come back, said', async () => {
  const page = await env.browser.newPage();
  try {
    await openPlayground(page, `${host.url}index.html${K4}`);
    await clickElement(page, 'svg.board [data-vertex="0"]');
    await clickElement(page, 'svg.board .edge-label[data-edge="2"]');
    await page.getByRole('button', { name: 'Confirm move' }).click();
    await waitForHumanTurnOrEnd(page);
    await openExplore(page);
    const board = await boardSummary(page);
    const moves = await moveListTexts(page);
    assert.ok(moves.length >= 2, `the move and the reply: ${moves.join(' | ')}`);

    await throughTheGuide(page);
    assert.deepEqual(await boardSummary(page), board, 'the same board, as it was left');
    assert.deepEqual(await moveListTexts(page), moves, 'the same game');
    await page.getByRole('region', { name: 'Explore' }).waitFor();
    const said = await notice(page).innerText();
    assert.match(said, /This tab’s last board is back, as you left it\. Edge-Nim: 4 vertices, 6 edges/);
    assert.match(said, /A new tab opens on the start board\./);
    assert.match(await page.evaluate(() => location.hash), /^#rules=edge&v=4&e=0-1:1,0-2:2,0-3:3/);
    await screenshot(page, 'tab-keeps-its-last-board-after-guide');
    assert.equal(await axeSerious(page, 'the last board back'), '');

    // The site's bare address typed over the board: the same.
    await page.goto(host.url);
    await opened(page);
    assert.deepEqual(await boardSummary(page), board, 'the bare address: the same board');
    assert.deepEqual(await moveListTexts(page), moves);
    assert.match(await notice(page).innerText(), /This tab’s last board is back/);

    // A new tab: the start board, nothing said of another tab's board.
    const tab = await page.context().newPage();
    await openPlayground(tab, `${host.url}index.html`);
    assert.deepEqual((await boardSummary(tab)).tokens, START_TOKENS);
    assert.equal(await notice(tab).isVisible(), false);
    await tab.close();
    assertNoErrors(page);
  } finally {
    await page.close();
  }
});

test('the start board left untouched, a guide in the same tab and back: the start board, nothing said', async () => {
  const page = await env.browser.newPage();
  try {
    await openPlayground(page, `${host.url}index.html`);
    assert.deepEqual((await boardSummary(page)).tokens, START_TOKENS);
    await throughTheGuide(page);
    assert.deepEqual((await boardSummary(page)).tokens, START_TOKENS);
    assert.equal(await notice(page).isVisible(), false, 'nothing to say: it is the start board');
    assertNoErrors(page);
  } finally {
    await page.close();
  }
});

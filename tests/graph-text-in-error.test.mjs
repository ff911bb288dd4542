// A researcher types a graph as text with a typo on the last line and presses Play: the game
// is on the last graph that was valid, and the page says so where they look (the message over
// the board), without stopping the game. Reloading keeps the text with its error, as long as
// the board is still the one it was typed over; another board forgets it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, boardSummary, EMPTY_BOARD } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  // Tall enough that the board and the text card are on screen together.
  env = await setupE2E({ viewport: { width: 1280, height: 1500 } });
});
after(async () => {
  await env?.teardown();
});

const textBox = (page) => page.getByRole('textbox', { name: 'Graph as text' });
const errorItems = (page) => page.locator('.graph-text-errors li');
const message = (page) => page.locator('.gnp-message');
const TYPED = '0 1 3\n1 2 4\n2 3 5\n3 4 6\n4 0 7\n0 2 x8';
const NOTICE =
  'The graph text has an error on line 6, so the board still shows the last graph that was valid: fix it in Edit, or play this board.';

async function typeTheGraph(page) {
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await textBox(page).click();
  // The five edges, then a pause (the text is read then: the board is the 5-cycle), then the
  // line with the typo.
  const [valid, typo] = [TYPED.slice(0, TYPED.lastIndexOf('\n')), TYPED.slice(TYPED.lastIndexOf('\n'))];
  await page.keyboard.type(valid);
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '5');
  await page.keyboard.type(typo);
  await errorItems(page).first().waitFor();
  assert.match(await errorItems(page).first().innerText(), /^Line 6:/);
  assert.equal(await page.locator('svg.board').getAttribute('data-edges'), '5');
}

test('Play with the graph text in error says the game is on the last valid graph', async () => {
  const page = await env.browser.newPage();
  await typeTheGraph(page);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await message(page).waitFor();
  assert.equal((await message(page).innerText()).replace('×', '').trim(), NOTICE);
  // Not a refusal: the game on the 5-cycle is on.
  const board = await boardSummary(page);
  assert.deepEqual(board.labels, ['3', '4', '5', '6', '7']);
  await screenshot(page, 'graph-text-in-error-play');
  assert.equal(await axeSerious(page, 'play notice'), '');

  // Reloaded in Play, the page says it again at once: Edit's card and the text tools (which
  // read the text) are not needed for that, and are not fetched.
  const fetched = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.reload();
  await openPlayground(page, page.url());
  await message(page).waitFor();
  assert.equal((await message(page).innerText()).replace('×', '').trim(), NOTICE);
  assert.equal(
    await page.getByRole('button', { name: 'Play', exact: true }).getAttribute('aria-pressed'),
    'true',
  );
  assert.deepEqual(
    fetched.filter((url) => /graphnim_tools/.test(url)),
    [],
    'the text tools are not loaded in Play',
  );
  assert.equal(await textBox(page).count(), 0, 'no graph text box in Play');
  await page.screenshot({ path: artifactPath('graph-text-in-error-reload-play-notice.png') });

  // Back in Edit the text is as typed (read back once the tools are in); fixed, Play says
  // nothing more.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.waitForFunction((typed) => document.querySelector('.graph-text-box')?.value === typed, TYPED);
  await textBox(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('0 2 8');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '6');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await settle(page);
  assert.equal(await message(page).isVisible(), false);
  assertNoErrors(page);
  await page.close();
});

test('a reload keeps the graph text in error, with its error, on the same board', async () => {
  const page = await env.browser.newPage();
  await typeTheGraph(page);
  await page.reload();
  await openPlayground(page, page.url());
  await page.waitForFunction((typed) => document.querySelector('.graph-text-box').value === typed, TYPED);
  await errorItems(page).first().waitFor();
  assert.match(await errorItems(page).first().innerText(), /^Line 6:/);
  assert.deepEqual(await page.locator('.graph-text-gutter .bad').allTextContents(), ['! 6']);
  assert.equal(await page.locator('svg.board').getAttribute('data-edges'), '5');
  assert.equal(await axeSerious(page, 'kept text'), '');
  // And Play after the reload still says so.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await message(page).waitFor();
  assert.match(await message(page).innerText(), /error on line 6/);

  // Another board (a link to it) is not the one the text was typed over: its own text shows.
  await page.goto(env.url('index.html#rules=edge&v=3&e=0-1:1,1-2:1,2-0:1'));
  await openPlayground(page, page.url());
  await page.reload();
  await openPlayground(page, page.url());
  await page.waitForFunction(() => /^0 1 1/m.test(document.querySelector('.graph-text-box').value));
  assert.equal(await errorItems(page).count(), 0);
  assertNoErrors(page);
  await page.close();
});

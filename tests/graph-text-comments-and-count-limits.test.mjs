// A researcher types a graph in "Graph as text" with comments and reloads the page: the text
// comes back as typed, comments and all, while it still describes the board; once the board
// is changed with the mouse, the text is the board's own again, after a reload too; a switch to
// Walking Nim and back keeps it, its piece line following the rules. And a
// token count far past the limit (2^64 and more), typed in the text, in an edge's count box or
// in a link, is refused in the same words as one just over it: the limit, 1,000,000,000, named.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
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
const boxText = (page) => textBox(page).inputValue();

/** The researcher's square, with a comment of their own on a line and at the ends of two. */
const TYPED = [
  '# C4: P exactly when opposite edges are equal',
  '0 1 3   # a',
  '1 2 4',
  '2 3 3',
  '',
  '3 0 4   # d, opposite b',
].join('\n');

/** Waits until the box holds `text` exactly. */
const waitForBox = (page, text) =>
  page.waitForFunction((t) => document.querySelector('.graph-text-box')?.value === t, text);

/** A new page on an empty board where TYPED was typed into Graph as text and the box left
 *  with Tab, which reads it at once: the square is the board, and the text has no errors. */
async function typedSquare() {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await textBox(page).click();
  await page.keyboard.type(TYPED);
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '4');
  await settle(page);
  return page;
}

test('a valid graph text comes back after a reload as typed, comments included, until the board is changed', async () => {
  const page = await typedSquare();
  assert.equal(await textBox(page).getAttribute('aria-invalid'), 'false');
  assert.deepEqual((await boardSummary(page)).labels, ['3', '4', '3', '4']);

  await page.reload();
  await openPlayground(page, page.url());
  await waitForBox(page, TYPED);
  assert.equal(await errorItems(page).count(), 0, 'no errors: the text is the board');
  assert.equal(await textBox(page).getAttribute('aria-invalid'), 'false');
  assert.deepEqual((await boardSummary(page)).labels, ['3', '4', '3', '4']);
  await screenshot(page, 'graph-text-comments-after-reload');
  assert.equal(await axeSerious(page, 'graph text kept with its comments'), '');

  // Play says nothing of the text (it is valid), and back in Edit it is still as typed.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await settle(page);
  assert.ok(
    !(await message(page).isVisible()) || !/graph text/.test(await message(page).innerText()),
    'no notice about the graph text in Play',
  );
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await waitForBox(page, TYPED);

  // The board changed with the mouse (edge 0–1 selected, one token more): the text is the
  // board's own now, and so it is after a reload.
  await page.locator('svg.board .edge-label[data-edge="0"] .edge-count').click();
  await page.getByRole('button', { name: 'one token more' }).click();
  await page.waitForFunction(() => !document.querySelector('.graph-text-box').value.includes('#'));
  const drawn = await boxText(page);
  assert.match(drawn, /^vertices 4\n0 1 4\n1 2 4\n2 3 3\n3 0 4\n?$/);
  await page.reload();
  await openPlayground(page, page.url());
  await waitForBox(page, drawn);
  assert.deepEqual((await boardSummary(page)).labels, ['4', '4', '3', '4']);
  assertNoErrors(page);
  await page.close();
});

/** The limit's words, the same however far past it the count is. */
const OVER_TEXT = (shown) => `Line 1: ${shown} tokens is more than the limit of 1,000,000,000 per edge`;

test('switching to Walking Nim and back keeps the typed text and its comments, the piece line following the rules', async () => {
  const page = await typedSquare();
  const rules = page.getByRole('group', { name: 'Game rules' });
  await rules.getByRole('button', { name: 'Walking Nim' }).click();
  await waitForBox(page, `${TYPED}\npiece 0\n`);
  assert.equal(await errorItems(page).count(), 0, 'the text reads as the board');
  await screenshot(page, 'graph-text-comments-walking-nim');
  await rules.getByRole('button', { name: 'Edge-Nim' }).click();
  await waitForBox(page, TYPED);
  assert.equal(await errorItems(page).count(), 0);
  assertNoErrors(page);
  await page.close();
});

test('a token count of 2^64 or more names the limit, as a count just over it does: in the text, an edge’s box and a link', async () => {
  const page = await env.browser.newPage();
  // Graph as text.
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await textBox(page).click();
  await page.keyboard.type('0 1 2000000000');
  // (Read after a pause in the typing: a line half typed may show its own error first.)
  await page.waitForFunction(() =>
    /2,000,000,000 tokens/.test(document.querySelector('.graph-text-errors').textContent),
  );
  assert.deepEqual(await errorItems(page).allTextContents(), [OVER_TEXT('2,000,000,000')]);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0 1 18446744073709551616');
  await page.waitForFunction(() => /18,446/.test(document.querySelector('.graph-text-errors').textContent));
  assert.deepEqual(await errorItems(page).allTextContents(), [OVER_TEXT('18,446,744,073,709,551,616')]);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(`0 1 ${'9'.repeat(46)}`);
  await page.waitForFunction(() => /digits\)/.test(document.querySelector('.graph-text-errors').textContent));
  assert.deepEqual(await errorItems(page).allTextContents(), [
    OVER_TEXT('999999999999999999999999… (46 digits)'),
  ]);
  assert.doesNotMatch(await page.locator('.graph-text').innerText(), /far too large/);
  await screenshot(page, 'graph-text-count-past-64-bits');
  assert.equal(await axeSerious(page, 'graph text with a count past 64 bits'), '');

  // An edge's count box, in the Selection card.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0 1 3');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '1');
  await page.locator('svg.board .edge-label[data-edge="0"] .edge-count').click();
  const count = page.getByRole('spinbutton', { name: 'Tokens on the selected edge' });
  for (const typed of ['2000000000', '18446744073709551616']) {
    await count.fill(typed);
    await count.press('Enter');
    await page.waitForFunction(() =>
      /holds at most/.test(document.querySelector('.gnp-message')?.textContent),
    );
    assert.match(
      await message(page).innerText(),
      /An edge holds at most 1,000,000,000 tokens; .* was set to that\./,
      typed,
    );
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await message(page).waitFor({ state: 'hidden' });
  }

  assertNoErrors(page);
  await page.close();

  // A link, each in a tab of its own.
  for (const tokens of ['2000000000', '18446744073709551616']) {
    const linked = await env.browser.newPage();
    await openPlayground(linked, env.url(`index.html#rules=edge&v=2&e=0-1:${tokens}`));
    await message(linked).waitFor();
    assert.match(await message(linked).innerText(), /more than the limit of 1,000,000,000/, tokens);
    assertNoErrors(linked);
    await linked.close();
  }
});

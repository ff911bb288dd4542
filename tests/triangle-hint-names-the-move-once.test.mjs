// A researcher types a triangle whose two lightest edges tie (0–1 and 2–0 hold 2, 1–2 holds
// 3) and asks for a Hint. The winning move lowers 1–2 alone, which the page shows at vertex 1;
// the theorem's sentence under it said "at vertex 2, opposite the lightest edge 0–1": the same
// move at another vertex, and one of two tied edges named as if it were the only lightest.
// It now names no vertex for a move on one edge, and says the lightest edges are two.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, EMPTY_BOARD } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1366, height: 900 } });
});
after(async () => {
  await env?.teardown();
});

test('a triangle with two lightest edges: the Hint and the theorem say the same move, and no other vertex', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${EMPTY_BOARD}`));
  await page.getByRole('textbox', { name: 'Graph as text' }).click();
  await page.keyboard.type('vertices 3\n0 1 2\n1 2 3\n2 0 2\n');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '3');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const move = page.locator('.hint-result .hint-move');
  await move.waitFor();
  assert.equal(await move.innerText(), 'Winning move: at vertex 1: take 1 from 1–2');
  const theorem = await page.locator('.hint-result p.muted', { hasText: 'Triangle' }).innerText();
  assert.equal(
    theorem,
    'Triangle 0–1–2–0: its edges 0–1, 1–2 and 2–0 hold 2, 3 and 2, not all the same, so N: lower edge 1–2 to 2, the count of both lightest edges, 0–1 and 2–0 (Graph Nim, Thm 3.1).',
  );
  await screenshot(page, 'triangle-hint-tied-lightest');
  assert.equal(await axeSerious(page, 'triangle hint'), '');
  assertNoErrors(page);
  await page.close();
});

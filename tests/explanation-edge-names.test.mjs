// The solver's explanations in the hint and in Why? name each edge as the board does: the edge
// given as 2-0 in the link is "2–0" on the board and in the text, never "0–2" (the crate's
// cycle theorem walked the triangle 0–2–1 and wrote its edges in that order).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const REVERSED = 'index.html#rules=edge&v=3&e=2-0:3,0-1:2,1-2:1';

/** Each edge named alone in `text` ("2–0"; not a path such as "0–2–1–0"). */
const edgesNamed = (text) => [...text.matchAll(/(?<![\d–.])(\d+)–(\d+)(?![\d–])/g)].map((m) => m[0]);

test('hint and Why? name the edge given as 2-0 as the board does: 2–0', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`${REVERSED}&mode=play-cpu`));
  const boardName = await page.locator('svg.board g.edge[data-edge="0"]').getAttribute('aria-label');
  assert.match(boardName, /^edge 2–0\b/);

  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('.hint-result .verdict').waitFor();
  await settle(page);
  const hint = await page.locator('.hint-result').textContent();
  assert.match(hint, /Triangle/, hint);
  assert.ok(edgesNamed(hint).includes('2–0'), hint);
  assert.ok(!edgesNamed(hint).includes('0–2'), hint);
  await screenshot(page, 'explanation-edge-names-hint');

  await openPlayground(page, env.url(REVERSED));
  await page.getByRole('button', { name: 'Why?' }).click();
  const why = page.getByRole('region', { name: 'Why: certificate' });
  await why.locator('.why-summary:not([hidden])').waitFor();
  const certificate = await why.textContent();
  assert.ok(edgesNamed(certificate).includes('2–0'), certificate);
  assert.ok(!edgesNamed(certificate).includes('0–2'), certificate);
  await screenshot(page, 'explanation-edge-names-why');
  assertNoErrors(page);
  await page.close();
});

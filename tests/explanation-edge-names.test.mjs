// The solver's explanations in the hint and in Why? name each edge as the board does: the edge
// given as 2-0 in the link is "2–0" on the board and in the text, never "0–2" (the crate's
// cycle theorem walked the triangle 0–2–1 and wrote its edges in that order). On a phone the
// hint's explanation keeps each edge name on one line, as Why? and the analysis list do: "1–0"
// broke after its dash at 360 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchPhone, setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

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

/** The edge names of `paragraph` ("0–1") drawn over two lines. */
const brokenNames = (paragraph) =>
  paragraph.evaluate((p) => {
    const broken = [];
    const text = p.textContent;
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    for (const match of text.matchAll(/\d+–\d+/g)) {
      // The text node holding the name, and where it starts in it.
      let offset = match.index;
      let node;
      walker.currentNode = p;
      while ((node = walker.nextNode()) && offset >= node.length) offset -= node.length;
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, Math.min(node.length, offset + match[0].length));
      const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
    return broken;
  });

test('on a 360 px phone the hint’s explanation keeps each edge name on one line', async () => {
  const phone = await launchPhone({ viewport: { width: 360, height: 640 } });
  const page = await phone.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3&mode=play-cpu'));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('.hint-result .verdict').waitFor();
  await settle(page);
  const explanation = page.locator('.hint-result p', { hasText: 'Read as K4' });
  assert.match(await explanation.textContent(), /edges 0–2, 0–3 and 1–3 empty/);
  assert.deepEqual(await brokenNames(explanation), []);
  await explanation.scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifactPath('explanation-edge-names-hint-phone.png') });
  assert.equal(await axeSerious(page, 'hint on a phone'), '');
  assertNoErrors(page);
  await phone.close();
});

// What a researcher and a student met in the explanations and in Explore, each driven as they
// drove it: a sum's parts named by their route in words (never "theorem:c3+table"); Why? on
// a large board counting its work, naming a winning move and saying the table once; Walking
// Nim's even cycle quoting the weights left after the minimum is subtracted, its tree theorem
// on a square with empty edges, and a tap on a far edge naming it "edge 2–3"; Why?'s replies
// read as a sentence; edge names kept whole on a phone; Explore's formula and ranges kept
// across a reload, its words on division and xor, and the map's PNG giving its upright title
// room at the top.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setupE2E, launchPhone, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { openExplore, typeTop } from './helpers/explore.mjs';

const SUM = '#rules=edge&v=5&e=0-1:2,1-2:2,2-0:2,3-4:3&mode=play-cpu';
const PETERSEN =
  '#rules=edge&v=10&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:2,0-5:2,1-6:2,2-7:2,3-8:2,4-9:2,5-7:2,6-8:2,7-9:2,8-5:2,9-6:2&mode=play-cpu';
const WALK_C4 = '#rules=walk&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&piece=0&mode=play-cpu';
const WALK_EMPTIED = '#rules=walk&v=4&e=0-1:0,1-2:5,2-3:4,3-0:0&piece=1&mode=play-cpu';
const C4_LOST = '#rules=edge&v=4&e=0-1:2,1-2:1,2-3:2,3-0:1&mode=play-cpu';
const C4 = '#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** Presses Why? and waits for its answer; the panel's text. */
async function why(page) {
  await page.getByRole('button', { name: 'Why?' }).click();
  const panel = page.getByRole('region', { name: 'Why: certificate' });
  await panel.locator('.why-summary:not([hidden])').waitFor({ timeout: 60_000 });
  return panel.innerText();
}

test('explanations say each route and weight in words, and Why? on a large board counts and names a move', async () => {
  const page = await env.browser.newPage();
  // A triangle beside a lone edge: each part's route in words.
  await openPlayground(page, env.url(`index.html${SUM}`));
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  const hint = page.locator('.hint-result');
  await hint.getByText('2 independent parts').waitFor();
  const sum = await hint.innerText();
  assert.match(sum, /vertices 0, 1, 2: value 0 \(the triangle's theorem, with a table\)/, sum);
  assert.match(sum, /vertices 3, 4: value 3 \(Nim\)/, sum);
  assert.doesNotMatch(sum, /theorem:|table:/, sum);

  // Walking Nim's even cycle: the weights quoted are those left after the minimum, 1.
  await openPlayground(page, env.url(`index.html${WALK_C4}`));
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await hint.getByText(/subtract the minimum weight, 1/).waitFor();
  const walk = await hint.innerText();
  assert.match(
    walk,
    /length 1 \(odd, remaining weight 2\) one way, 2 \(even, remaining weights 1, 1\)/,
    walk,
  );

  // A far edge tapped: named by its ends, never "edge 2 (2–3)", read as vertex 2.
  await page.locator('svg.board .edge-label[data-edge="2"]').click();
  await page
    .getByText(/edge 2–3 does not touch the piece's vertex 0/)
    .first()
    .waitFor();
  assert.equal(await page.getByText('edge 2 (2–3)').count(), 0);

  // The tree theorem on a square whose edges at 0 are empty: the board is a tree once they go.
  await openPlayground(page, env.url(`index.html${WALK_EMPTIED}`));
  const tree = await why(page);
  assert.match(tree, /With the empty edges gone, the piece's part of the board is a tree: /, tree);
  assert.doesNotMatch(tree, /\bTree:/, tree);

  // A lost position: each move's reply reads as a sentence.
  await openPlayground(page, env.url(`index.html${C4_LOST}`));
  const replies = await why(page);
  assert.match(replies, /\(value \d+\); the reply at vertex \d: take /, replies);
  assert.doesNotMatch(replies, /answered by at/, replies);

  // Petersen with 2 on every edge: the work is counted while it runs, the answer names a
  // winning move, and the table is said once.
  await openPlayground(page, env.url(`index.html${PETERSEN}`));
  await page.getByRole('button', { name: 'Why?' }).click();
  const panel = page.getByRole('region', { name: 'Why: certificate' });
  await panel.getByText(/Working out why… [\d,]+ \/ [\d,]+/).waitFor({ timeout: 60_000 });
  await panel.locator('.why-summary:not([hidden])').waitFor({ timeout: 120_000 });
  const large = await panel.innerText();
  assert.match(large, /The player to move wins with perfect play/, large);
  assert.equal(await panel.locator('.why-list .why-move').count(), 1, large);
  assert.match(await panel.locator('.why-list').innerText(), /wins\s*at vertex \d: take /);
  assert.doesNotMatch(large, /By an exact table/, large);
  assert.match(large, /Exact win\/loss table over all 14,348,907 positions/, large);
  assert.doesNotMatch(large, /No move-by-move table/, large);
  await screenshot(page, 'explanations-why-large');
  await page.screenshot({ path: artifactPath('explanations-in-words-and-explore-kept-why-large.png') });
  assert.equal(await axeSerious(page, 'why on a large board'), '');
  assertNoErrors(page);
  await page.close();
});

/** Runs in the page: each edge name ("0–1") in the element's text that is broken over two
 *  lines, as the reader sees it. */
function brokenNames(selector) {
  const broken = [];
  for (const root of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
    const whole = texts.map((t) => t.data).join('');
    for (const m of whole.matchAll(/\d+–\d+/g)) {
      // The name's characters, found back in their text nodes; their tops, line by line.
      const tops = new Set();
      let at = 0;
      for (const node of texts) {
        for (let i = 0; i < node.data.length; i++, at++) {
          if (at < m.index || at >= m.index + m[0].length) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) tops.add(Math.round(rect.top));
        }
      }
      if (tops.size > 1) broken.push(m[0]);
    }
  }
  return broken;
}

test('on a phone, edge names stay on one line in the analysis and in Why?', async () => {
  const phone = await launchPhone({ viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await openPlayground(page, env.url(`index.html${C4}`));
  await page.getByRole('button', { name: 'Analyze all moves' }).tap();
  await page.locator('.analysis-list li').first().waitFor();
  await settle(page);
  assert.deepEqual(await page.evaluate(brokenNames, '.analysis-list .move-text'), []);
  await page
    .locator('.analysis-list')
    .screenshot({ path: artifactPath('explanations-in-words-and-explore-kept-phone-analysis.png') });
  await page.getByRole('button', { name: 'Why?' }).tap();
  await page.locator('.why-summary:not([hidden])').waitFor();
  assert.deepEqual(await page.evaluate(brokenNames, '.why-list, .why-method'), []);
  assert.equal(await axeSerious(page, 'phone analysis and why'), '');
  assertNoErrors(page);
  await phone.close();
});

/** Runs in the page: dark (text) pixels of the PNG given (base64) in its top `rows` rows. */
async function darkPixelsAtTop([base64, rows]) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, rows);
  canvas.getContext('2d').drawImage(bitmap, 0, 0);
  const { data } = canvas.getContext('2d').getImageData(0, 0, bitmap.width, rows);
  let dark = 0;
  for (let p = 0; p < data.length; p += 4) if (data[p] + data[p + 1] + data[p + 2] < 300) dark++;
  return dark;
}

test('Explore keeps the formula and ranges across a reload, says how / and ^ read, and its PNG title has room', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C4}`));
  await openExplore(page);
  const region = page.getByRole('region', { name: 'Explore' });
  const text = await region.innerText();
  assert.match(text, /counts, the others as on the board\./);
  assert.match(text, /\/ \(whole-number division, rounded down\)/);
  assert.match(text, /& \^ \| bind tighter than == and </);
  await page.getByLabel('P exactly when').fill('a ^ b ^ c ^ d == 0');
  await typeTop(page, 'Across: up to', '5');
  await page.reload();
  await page.locator('svg.board').waitFor();
  // The address holds Explore while it is open: the reload opens it again by itself.
  await page.getByRole('region', { name: 'Explore' }).waitFor();
  assert.equal(await page.getByLabel('P exactly when').inputValue(), 'a ^ b ^ c ^ d == 0');
  assert.equal(await page.getByLabel('Across: up to', { exact: true }).inputValue(), '5');

  // Walking Nim C4 in misère play: a map of 4 × 2 cells, lower than its upright title.
  await openPlayground(page, env.url(`index.html${WALK_C4.replace('&mode=play-cpu', '&play=misere')}`));
  if (!(await page.getByRole('region', { name: 'Explore' }).isVisible())) await openExplore(page);
  await page.getByRole('button', { name: 'Draw map' }).click();
  // (The same graph and counts as the square before: the range typed there is kept.)
  await typeTop(page, 'Across: up to', '3');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.getByText('8 cells').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Map as PNG' }).click(),
  ]);
  const png = fs.readFileSync(await download.path());
  fs.writeFileSync(artifactPath('explanations-in-words-and-explore-kept-map.png'), png);
  assert.equal(
    await page.evaluate(darkPixelsAtTop, [png.toString('base64'), 8]),
    0,
    'the title ends below the top',
  );
  assertNoErrors(page);
  await page.close();
});

// A tap (or a click) on an Edge-Nim edge opens the move at the end of the edge it landed
// nearer, one token taken from the edge: the page says "Tap a vertex (or an edge near
// it)", but a student's tap on edge 0–1 beside vertex 1, on a 390×844 phone, opened "Move
// at vertex 0" (always the edge's first end). A tap on the edge's middle, where its count is,
// keeps the first end. Help's touch steps say what an edge tap does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone } from './helpers/phone.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const SQUARE =
  'index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&xy=400,100;580,280;400,460;220,280&mode=play-cpu';

/** The screen point `px` screen pixels from vertex `from`'s centre towards vertex `to`'s. */
async function pointOnEdge(page, from, to, px) {
  const centre = async (v) => {
    const box = await page.locator(`svg.board .vertex[data-vertex="${v}"]`).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const [a, b] = [await centre(from), await centre(to)];
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return [a[0] + ((b[0] - a[0]) * px) / length, a[1] + ((b[1] - a[1]) * px) / length];
}

/** What lies at screen point (x, y): "edge N" or "vertex N" (the board's own hit areas). */
const itemAt = (page, [x, y]) =>
  page.evaluate(
    ([px, py]) => {
      const hit = document.elementFromPoint(px, py);
      const vertex = hit?.closest('[data-vertex]');
      if (vertex) return `vertex ${vertex.dataset.vertex}`;
      const edge = hit?.closest('[data-edge]');
      return edge ? `edge ${edge.dataset.edge}` : 'nothing';
    },
    [x, y],
  );

/** The move box's heading and what it takes from 0–1. */
async function moveBox(page) {
  const box = page.locator('.composer');
  await page.getByRole('button', { name: 'Confirm move' }).waitFor();
  const heading = (await box.locator('strong').first().innerText()).trim();
  const taken = await box.getByRole('spinbutton', { name: /^take from 0–1/ }).inputValue();
  return { heading, taken };
}

test('390×844 touch: a tap on edge 0–1 beside vertex 1 opens the move at vertex 1, beside vertex 0 at vertex 0', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, env.url(SQUARE));
    // As the student tapped: on the edge, about 23 px from vertex 1's centre.
    const nearOne = await pointOnEdge(page, 1, 0, 23);
    assert.equal(await itemAt(page, nearOne), 'edge 0', 'the tap lands on the edge, not on the vertex');
    await page.touchscreen.tap(...nearOne);
    await settle(page);
    assert.deepEqual(await moveBox(page), { heading: 'Move at vertex 1', taken: '1' });
    await screenshot(page, 'edge-tap-near-vertex-1-phone');
    assert.equal(await axeSerious(page, 'move opened by an edge tap'), '');
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await page.getByRole('button', { name: 'Confirm move' }).waitFor({ state: 'hidden' });

    // The same edge beside vertex 0: the move at vertex 0.
    await page.waitForTimeout(600); // a new tap, not the second half of a double tap
    await page.touchscreen.tap(...(await pointOnEdge(page, 0, 1, 23)));
    await settle(page);
    assert.deepEqual(await moveBox(page), { heading: 'Move at vertex 0', taken: '1' });
    await page.getByRole('button', { name: 'Cancel' }).tap();

    // Help's touch steps say so.
    await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).tap();
    const steps = page.getByRole('region', { name: 'How to play with touch', exact: true });
    assert.match(
      await steps.innerText(),
      /Or tap an edge near one of its ends: the box opens at that end, with one token taken from the edge\./,
    );
  }));

test('1280×800 mouse: a click on edge 0–1 beside vertex 1 opens the move at vertex 1; on its count, at vertex 0', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(SQUARE));
  // A quarter of the way along the edge from vertex 1 (the board is drawn larger here).
  const ends = await pointOnEdge(page, 1, 0, 0);
  const other = await pointOnEdge(page, 0, 1, 0);
  const quarter = Math.hypot(other[0] - ends[0], other[1] - ends[1]) / 4;
  const nearOne = await pointOnEdge(page, 1, 0, quarter);
  assert.equal(await itemAt(page, nearOne), 'edge 0');
  await page.mouse.click(...nearOne);
  await settle(page);
  assert.deepEqual(await moveBox(page), { heading: 'Move at vertex 1', taken: '1' });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Confirm move' }).waitFor({ state: 'hidden' });

  // The count, in the edge's middle, is as near one end as the other: the edge's first end.
  const count = await page.locator('svg.board .edge-label[data-edge="0"]').boundingBox();
  await page.mouse.click(count.x + count.width / 2, count.y + count.height / 2);
  await settle(page);
  assert.deepEqual(await moveBox(page), { heading: 'Move at vertex 0', taken: '1' });
  await screenshot(page, 'edge-click-on-count-desktop');

  await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).click();
  const steps = page.getByRole('region', { name: 'How to play with a mouse', exact: true });
  assert.match(await steps.innerText(), /Or click an edge near one of its ends: the box opens at that end/);
  assertNoErrors(page);
  await page.close();
});

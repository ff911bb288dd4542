// A student on the page's own puzzles: the task says how a move is made in its rule set
// (Walking Nim moves at the tap on the new weight, with nothing to confirm), and a wrong try
// given again counts once in every kind of puzzle, also after a reload of the page. On a
// phone, the same try reached another way (the same position left: the edge's other end, or
// the twin of a parallel edge) is said to count once in the red verdict box the student
// reads, not only in the status line under the board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, clickElement, statusText, assertNoErrors } from './helpers/ui.mjs';
import { tapPuzzleFromList, waitPhase } from './helpers/puzzle.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone } from './helpers/phone.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const WALK = 'rules=walk&v=3&e=0-1:2,1-2:1&piece=1&goal=find&title=A%20short%20walk';
const TWIN = 'rules=edge&v=3&e=0-1:1,0-1:1,1-2:2&goal=unique&title=Twin%20edges';
const PATH = 'rules=edge&v=3&e=0-1:1,1-2:2&goal=grundy&title=Grundy%20value%20of%20a%20path';

const tries = (page) => page.locator('.puzzle-tries').textContent();

test('Walking Nim: the task says to pick the new weight, not to confirm', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html#${WALK}`));
  const help = page.locator('.puzzle-move-help');
  assert.match(await help.textContent(), /choose an edge next to the piece, then its new weight/);
  assert.doesNotMatch(await help.textContent(), /confirm/i);
  assert.doesNotMatch(await statusText(page), /confirm/i);
  // The weight's button moves at once: there is no Confirm move to look for.
  await clickElement(page, '[data-vertex="0"] .vertex-body');
  await page.getByRole('button', { name: /new weight 1$/ }).click();
  await page.waitForSelector('.puzzle-task:not([data-phase="open"]):not([data-phase="judging"])');
  assertNoErrors(page);
  await page.close();
});

test('the same wrong move, or the same wrong value, after a reload counts once', async () => {
  const page = await env.browser.newPage();
  // Twin edges: 1 from 1–2 loses. Played, the page reloaded, played again: one wrong try.
  await openPlayground(page, env.url(`index.html#${TWIN}`));
  const wrongMove = async () => {
    await clickElement(page, '.edge-label[data-edge="2"]');
    await page.getByRole('button', { name: 'Confirm move' }).click();
    await waitPhase(page, 'refuted');
  };
  await wrongMove();
  assert.match(await tries(page), /wrong tries: 1/i);
  await page.reload();
  await page.waitForSelector('.puzzle-task[data-phase="open"]');
  await wrongMove();
  assert.match(await tries(page), /wrong tries: 1/i);
  assert.match(await statusText(page), /tried before: it counts once/i);
  await screenshot(page, 'puzzle-tries-twin-again');
  // Taken back, the same move once more: still one.
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitPhase(page, 'open');
  await wrongMove();
  assert.match(await tries(page), /wrong tries: 1/i);

  // The path's Grundy value is 3 (builtin-puzzles.js). A wrong value, a reload, the same value: one wrong try; another value: two.
  await page.goto('about:blank');
  await openPlayground(page, env.url(`index.html#${PATH}`));
  const answer = async (value) => {
    const box = page.getByRole('textbox', { name: 'Grundy value' });
    await box.click();
    await box.fill('');
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  };
  await answer('0');
  await page.waitForFunction(() =>
    /wrong tries: 1/i.test(document.querySelector('.puzzle-tries')?.textContent),
  );
  await page.reload();
  await page.waitForSelector('.puzzle-task[data-phase="open"]');
  await answer('0');
  await page.waitForFunction(() => /already/i.test(document.querySelector('.gnp-status-text')?.textContent));
  assert.match(await tries(page), /wrong tries: 1/i);
  assertNoErrors(page);
  await page.close();
});

/** A try by taps: the vertex, one more from each edge of `edges` (as the buttons name them),
 *  Confirm move; waits for the refutation. */
async function tapTry(page, vertex, edges) {
  await page.getByRole('button', { name: `vertex ${vertex}`, exact: true }).tap();
  for (const edge of edges) await page.getByRole('button', { name: `take one more from ${edge}` }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await waitPhase(page, 'refuted');
}

const redBox = (page) => page.locator('.puzzle-feedback[data-kind="wrong"] .task-verdict');

test('390×844: the same position reached again (the edge’s other end, a parallel edge’s twin) says “Tried before: it counts once.” in the red box', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, env.url('index.html'));
    await tapPuzzleFromList(page, 'A loop at the end');
    // 1 from 0–1 at vertex 1: a wrong try, counted.
    await tapTry(page, 1, ['0–1']);
    assert.doesNotMatch(await redBox(page).innerText(), /Tried before/);
    assert.match(await tries(page), /wrong tries: 1/i);
    await page.getByRole('button', { name: 'Try again' }).tap();
    await waitPhase(page, 'open');
    // The same at vertex 0: the same position, the same try. The box says so.
    await tapTry(page, 0, ['0–1']);
    assert.match(
      await redBox(page).innerText(),
      /^Not solved: you took 1 from edge 0–1 at vertex 0, which loses\. Tried before: it counts once\.$/,
    );
    assert.match(await tries(page), /wrong tries: 1/i);
    await screenshot(page, 'puzzle-tries-once-loop-again');
    assert.equal(await axeSerious(page, 'a try given again'), '');

    // Twin edges: 1 from the first 0–1, then 1 from its twin, both at vertex 0: one try.
    await tapPuzzleFromList(page, 'Twin edges');
    await tapTry(page, 0, ['0–1 (edge 0)']);
    assert.match(await tries(page), /wrong tries: 1/i);
    await page.getByRole('button', { name: 'Try again' }).tap();
    await waitPhase(page, 'open');
    await tapTry(page, 0, ['0–1 (edge 1)']);
    assert.match(await redBox(page).innerText(), /Tried before: it counts once\.$/);
    assert.match(await tries(page), /wrong tries: 1/i);
    await screenshot(page, 'puzzle-tries-once-twin-again');
  }));

// What a blind player on the keyboard with a screen reader met on a walk of the page, each
// driven as they drive it (keys in the order they press them) and checked in what is heard:
// the live regions' words and the names of what is focused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The accessible names of the board's edges, in order. */
const edgeNames = (page) =>
  page.locator('svg.board g.edge').evaluateAll((edges) => edges.map((g) => g.getAttribute('aria-label')));

test('an edge is named by its ends, with its number only where parallel edges or loops share them', async () => {
  const page = await env.browser.newPage();
  // Two edges 0–1, one 1–2, two loops at 2 and one at 0.
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=3&e=0-1:1,1-0:2,1-2:3,2-2:1,2-2:2,0-0:1&mode=play-cpu'),
  );
  assert.deepEqual(await edgeNames(page), [
    'edge 0–1 (edge 0), 1 token',
    'edge 1–0 (edge 1), 2 tokens',
    'edge 1–2, 3 tokens',
    'loop at vertex 2 (edge 3), 1 token',
    'loop at vertex 2 (edge 4), 2 tokens',
    'loop at vertex 0, 1 token',
  ]);
  // The move box names them the same way.
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'Enter');
  const fields = await page
    .getByRole('group', { name: 'Move at vertex 2' })
    .getByRole('spinbutton')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')));
  assert.deepEqual(fields, [
    'take from 1–2 (3 tokens)',
    'take from loop at 2 (edge 3) (1 token)',
    'take from loop at 2 (edge 4) (2 tokens)',
  ]);
  assertNoErrors(page);
  await page.close();
});

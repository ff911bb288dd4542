// "Why?" in misère play, as a player meets it in a game against the computer: the certificate
// is read from the exact misère table (Grundy values are not used there), says so in words, and
// lists the winning move — or, for a losing position, every move with the reply that beats
// it. Each claim is checked here against the engine's own misère solve of the positions the
// moves reach. Never "undefined", never "a theorem" for a table.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const GAMES = [
  ['Moore’s Nim', '#rules=moore&piles=3,5,6,2&k=2&play=misere&mode=play-cpu'],
  ['Edge-Nim', '#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&play=misere&mode=play-cpu'],
  ['Walking Nim', '#rules=walk&v=3&e=0-1:3,1-2:1,2-0:2&piece=0&play=misere&mode=play-cpu'],
  ['Circular Nim', '#rules=circular&piles=2,3,1,4,2&k=3&play=misere&mode=play-cpu'],
  // A losing position: three piles of one, one taken a move, and whoever takes the last loses.
  ['Moore’s Nim, a losing position', '#rules=moore&piles=1,1,1&k=1&play=misere&mode=play-cpu'],
];

/** The misère outcome of the position a move leads to, by the engine. */
const outcomeAfter = (page, position, move) =>
  page.evaluate(
    ([p, m]) => window.graphNimEngine.solve(window.graphNimEngine.applyMove(p, m), {}).outcome,
    [position, move],
  );

for (const [name, hash] of GAMES) {
  test(`Why? in misère ${name}: the table's certificate, in words, each move checked`, async () => {
    const page = await env.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPlayground(page, env.url('index.html' + hash));
    const position = await page.evaluate(() => window.graphNimPlayground.getPosition());
    const outcome = await page.evaluate((p) => window.graphNimEngine.solve(p, {}).outcome, position);
    await page.getByRole('button', { name: 'Why?' }).click();
    const region = page.getByRole('region', { name: 'Why: certificate' });
    await region.locator('.why-summary:not([hidden])').waitFor({ timeout: 30_000 });
    const text = await region.innerText();
    assert.doesNotMatch(text, /undefined|null|NaN/, text);
    assert.doesNotMatch(text, /by a theorem/i, 'a table is not called a theorem');
    assert.match(text, /Misère play/, text);
    // Walking Nim ends when the piece is stranded, often with tokens left: there the last
    // move loses, which is not the same as the last token.
    if (hash.includes('rules=walk')) {
      assert.match(text, /whoever makes the last move loses/, text);
      assert.doesNotMatch(text, /last token/, text);
    } else assert.match(text, /whoever takes the last token loses/, text);
    assert.match(text, /\d+ moves? checked/, text);

    const buttons = region.locator('.why-move');
    const moves = await buttons.evaluateAll((els) => els.map((b) => JSON.parse(b.dataset.move)));
    assert.ok(moves.length >= 1, 'the certificate lists moves');
    if (outcome === 'N') {
      assert.match(text, /player to move wins/, text);
      assert.equal(moves.length, 1, 'one winning move');
      assert.equal(await outcomeAfter(page, position, moves[0]), 'P', 'it leaves a loss for the opponent');
    } else {
      assert.match(text, /player to move loses/, text);
      const options = await region.locator('.why-list li').evaluateAll((items) =>
        items.map((li) => ({
          move: JSON.parse(li.querySelector('.why-move').dataset.move),
          reply: li.dataset.reply ? JSON.parse(li.dataset.reply) : null,
        })),
      );
      for (const { move, reply } of options) {
        const after = await page.evaluate(
          ([p, m]) => window.graphNimEngine.applyMove(p, m),
          [position, move],
        );
        if (reply) assert.equal(await outcomeAfter(page, after, reply), 'P', 'the reply wins');
        else
          assert.ok(
            await page.evaluate((p) => window.graphNimEngine.isOver(p), after),
            'an option without a reply took the last token',
          );
      }
    }
    // The move's button shows it on the board.
    await buttons.first().click();
    await settle(page);
    assert.equal(await buttons.first().getAttribute('aria-pressed'), 'true');
    await screenshot(page, `why-misere-${name}`);
    assert.equal(await axeSerious(page, `Why? misère ${name}`), '');
    assertNoErrors(page);
    await page.close();
  });
}

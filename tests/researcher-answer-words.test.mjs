// What a researcher read in the answers, each as the board they built shows it: Moore's Nim
// written as its caption writes it (Moore’s Nim₂), CN(5, 2)'s theorem worked out on its
// counts as the same position on C₅ is, independent parts whose values "xor to 0, so …" (not
// "xor to 0, which is 0"), a misère Why? reply that reads as a sentence of its own, a huge
// move with its digits grouped as its Grundy value is, and a pile game no theorem solves said
// in plain words.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** Opens `link` afresh (a new document: a hash change alone keeps the last board in view). */
async function open(page, link) {
  await page.goto('about:blank');
  await openPlayground(page, env.url(`index.html${link}`));
}

/** Presses Hint and returns what the card then says. */
async function hintText(page) {
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const result = page.locator('.hint-result');
  await result.locator('.verdict').waitFor({ timeout: 30_000 });
  return result.innerText();
}

test('the answers say what they mean in the page’s own words', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });

  await open(page, '#rules=moore&piles=3,5,6,7&k=2&mode=play');
  const moore = await hintText(page);
  assert.match(moore, /Moore’s Nim₂: the player to move loses exactly when/, moore);
  assert.doesNotMatch(moore, /Nim_/, moore);

  // CN(5, 2): the pentagon's condition worked out on these counts, not only cited, on the
  // piles the board shows (it names no edge of the cycle).
  await open(page, '#rules=circular&piles=3,3,3,3,3&k=2&mode=play');
  const circular = await hintText(page);
  assert.match(
    circular,
    /CN\(5, 2\) is Edge-Nim on the cycle C5, each pile one of its edges in ring order .* Five piles in a ring, read from its largest pile, pile 0 \(3\)/,
    circular,
  );
  assert.match(circular, /\(3 \+ 3 = 3 \+ 3\), so P/, circular);
  await screenshot(page, 'answer-words-cn52');

  // C5 with two empty edges: a star of 3 and 1 tokens and a lone edge of 4, values 4 ⊕ 4.
  await open(page, '#rules=edge&v=5&e=0-1:3,1-2:1,2-3:0,3-4:4,4-0:0&mode=play');
  const parts = await hintText(page);
  assert.match(parts, /4 ⊕ 4 xor to 0, so the player to move loses/, parts);
  assert.doesNotMatch(parts, /which is 0/, parts);

  await open(page, '#rules=edge&v=3&e=0-1:1000000000,1-2:5&mode=play');
  const huge = await hintText(page);
  assert.match(huge, /take 1,000,000,000 from 0–1, 5 from 1–2/, huge);

  // Path Nim: no theorem; the table's sentence says so plainly.
  await open(page, '#rules=path&piles=1,2,1,2,1&k=2&mode=play');
  const path = await hintText(page);
  assert.match(path, /no theorem the solver knows solves this pile game/, path);

  // Misère, a triangle and an edge of one token each: every move has a reply, each its own
  // line under its move, so each is a sentence that starts as one.
  await open(page, '#rules=edge&v=5&e=0-1:1,1-2:1,2-0:1,3-4:1&play=misere&mode=play');
  await page.getByRole('button', { name: 'Why?' }).click();
  const replies = page.locator('.why-reply');
  await replies.first().waitFor({ timeout: 30_000 });
  for (const reply of await replies.allInnerTexts())
    assert.match(
      reply,
      /^(The reply at vertex \d: take .+, a loss for the player to move\.|It takes the last token)/,
      reply,
    );
  await screenshot(page, 'answer-words-misere-why');
  assert.equal(await axeSerious(page, 'misère Why? replies'), '');
  assertNoErrors(page);
  await page.close();
});

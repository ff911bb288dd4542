// The Method a researcher reads beside a value says, in plain words, how that value was found:
// on a small K4 with an empty edge the tetrahedron theorem says who wins but the Grundy value
// shown comes from an exact table, and both the hint and Why? say so; a large square decided by
// its theorem alone says "by a theorem"; a graph no theorem covers says "by an exact table".
// No raw method name ("theorem:tetrahedron") is shown.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The hint's facts as {term: value}, after pressing Hint. */
async function hintFacts(page) {
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('.hint-result .verdict').waitFor();
  await settle(page);
  const terms = await page.locator('.hint-result .facts dt').allTextContents();
  const values = await page.locator('.hint-result .facts dd').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
}

/** The Why? panel's Method line, after pressing Why?. */
async function whyMethod(page) {
  await page.getByRole('button', { name: 'Why?' }).click();
  const region = page.getByRole('region', { name: 'Why: certificate' });
  await region.locator('.why-summary:not([hidden])').waitFor();
  await settle(page);
  return region.locator('.why-method').textContent();
}

test('a theorem says who wins, a table gives the Grundy value: both are said', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:0,0-2:4,0-3:5,1-2:6,1-3:7,2-3:8'));
  const facts = await hintFacts(page);
  assert.equal(facts['Grundy value'], '30');
  assert.equal(
    facts.Method,
    'Who wins: by a theorem (worked out below); the Grundy value: by an exact table of every position below this one',
  );
  assert.match(await page.locator('.hint-result').innerText(), /K4 with an empty edge is P when/);
  const method = await whyMethod(page);
  assert.match(
    method,
    /^These values come from an exact table of every position below this one\. A theorem says who wins, independently: Read as K4 with edge 0–1 empty\. K4 with an empty edge is P when/,
  );
  for (const text of [method, await page.locator('.hint-result').innerText()])
    assert.doesNotMatch(text, /theorem:|\+table/, `no raw method name: ${text}`);
  await page.screenshot({ path: artifactPath('why-method-k4.png'), fullPage: true });
  assert.equal(await axeSerious(page, 'hint and Why? on K4'), '');
  assertNoErrors(page);
  await page.close();
});

test('a theorem alone (no Grundy value) and a table alone are named as such', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:300,1-2:400,2-3:300,3-0:500'));
  let facts = await hintFacts(page);
  // A theorem answered at once on the page's engine: its table stopped at 200,000 positions.
  assert.equal(
    facts['Grundy value'],
    "not worked out: the hint's table stops at 200,000 positions; Why? tries one of up to 4,000,000",
  );
  assert.equal(facts.Method, 'By a theorem (worked out below)');
  assert.match(await whyMethod(page), /^By a theorem: Square 0–1–2–3–0: /);

  // K4 with no empty edge: no theorem covers it, the table decides and gives the value.
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:1,0-2:1,0-3:1,1-2:1,1-3:2,2-3:1'));
  facts = await hintFacts(page);
  assert.match(facts['Grundy value'], /^\d+$/);
  assert.equal(facts.Method, 'By an exact table of every position below this one');
  const method = await whyMethod(page);
  assert.match(
    method,
    /^These values come from the solver’s own table: Exact Grundy table over all [\d,]+ positions below this one \(no theorem covers this graph\)/,
  );
  assert.doesNotMatch(method, /theorem:|agrees/);
  assertNoErrors(page);
  await page.close();
});

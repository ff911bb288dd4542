// The puzzle set on the development page (index.html as scripts/serve.mjs serves it, not the
// built site): a teacher checks a puzzle, adds it to a set and names the set. The page cannot
// make a SCORM package there (the package's files are listed only in the built site), so it
// offers Download set JSON alone, says in one sentence where a package is made, and asks the
// server for nothing it does not have. The built site's Download SCORM package is
// tests/scorm.test.mjs's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setupE2E, artifactPath } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { checkPuzzle, makerCard, press, typeOver } from './helpers/author.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('the development page offers the set as JSON only, and says where a package is made', async () => {
  const page = await env.browser.newPage();
  const asked = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:3'));
  const card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  await card.getByLabel('Title', { exact: true }).fill('Take them all');
  assert.match(await checkPuzzle(page), /well posed/i);
  await press(page, card.getByRole('button', { name: 'Add to set' }));
  await card.getByText('Added as puzzle 1.').waitFor();
  // Named after its first puzzle at once; the teacher types another name over it.
  assert.equal(await card.getByLabel('Set name').inputValue(), 'Take them all');
  await typeOver(page, card.getByLabel('Set name'), 'Week 3 puzzles');

  assert.equal(await card.getByRole('button', { name: 'Download SCORM package' }).count(), 0);
  assert.equal(await card.getByLabel('Format').count(), 0, 'no package, so no package format');
  const json = card.getByRole('button', { name: 'Download set JSON' });
  assert.match(await json.getAttribute('class'), /\bprimary\b/, 'the set part’s one download stands out');
  const elsewhere = card.getByText('A SCORM package is made on the hosted site');
  assert.equal(
    (await elsewhere.textContent()).replace(/\s+/g, ' '),
    'A SCORM package is made on the hosted site (built by bash scripts/build-site.sh), or from this JSON with bash scripts/package-scorm.sh SET.json OUT.zip.',
  );
  await card.locator('.puzzle-set').scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifactPath('puzzle-set-dev-page-dev-set.png') });

  const [file] = await Promise.all([page.waitForEvent('download'), press(page, json)]);
  assert.equal(file.suggestedFilename(), 'week-3-puzzles.json');
  const set = JSON.parse(fs.readFileSync(await file.path(), 'utf8'));
  assert.equal(set.title, 'Week 3 puzzles');
  assert.equal(set.puzzles.length, 1);
  await card.getByText('Saved the set as JSON').waitFor();

  assert.ok(!asked.some((p) => p.endsWith('site-files.json')), 'no request for the built site’s listing');
  assert.equal(await axeSerious(page, 'Make a puzzle’s set on the development page'), '');
  assertNoErrors(page);
  await page.close();
});

// The guides, from the page on the development server: Help links to the guide to playing,
// Make a puzzle to the teacher's guides; each link opens (in a new tab) a page a person can
// read, whose text begins with the guide's heading. (The built site's links: site-dist.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { buildPreset, press, makerCard } from './helpers/author.mjs';
import { openPlayground, assertNoErrors, EMPTY_BOARD } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** Clicks `link` and returns the text of the guide in the tab it opens, once loaded (below the
 *  link back to the playground). The guide is a page to read, as in dist/: its Markdown
 *  rendered, its links links (not "# Title" and "[a](b)"). */
async function openedText(page, link) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  const text = await tab.locator('main').innerText();
  assert.ok((await tab.locator('main h1').count()) === 1, 'the guide is rendered, with its heading');
  assert.doesNotMatch(text, /\]\([^)]*\.md\)/, 'no raw Markdown link left');
  await tab.close();
  return text;
}

test('Help links to the guide to playing; Make a puzzle to the teaching guides; each opens as a page to read', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).click();
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  const guide = help.getByRole('link', { name: 'The guide to playing' });
  await guide.waitFor();
  // Each guide's link says, in its name, that it opens a new tab (Tab reads the name alone).
  for (const name of ['The guide to playing', 'the guide to teaching', 'all the guides'])
    await help.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true }).waitFor();
  await screenshot(page, 'guide-links-help');
  assert.equal(await axeSerious(page, 'help dialog with the guide link'), '');
  assert.match(await openedText(page, guide), /^Playing\b/);
  // A teacher opens Help first too: it links the teaching guide.
  assert.match(
    await openedText(page, help.getByRole('link', { name: 'the guide to teaching' })),
    /^Teaching\b/,
  );
  await help.getByRole('button', { name: 'Close' }).click();
  // Closing Help takes back the history entry it added (so the phone's Back closes it); the
  // next link is opened once that step back is over, as a person's next act comes after it:
  // opened during it, the step back would land on the page before the link.
  await help.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => !history.state?.graphNimDialog);

  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await buildPreset(page, 'cycle', 5, 3);
  const maker = makerCard(page);
  await maker.scrollIntoViewIfNeeded();
  const teach = maker.getByRole('link', { name: 'teaching with puzzles' });
  const embed = maker.getByRole('link', { name: 'puzzles in course notes' });
  await press(page, maker.getByLabel('Title'));
  await screenshot(page, 'guide-links-maker');
  assert.equal(await axeSerious(page, 'make a puzzle with the guide links'), '');
  assert.match(await openedText(page, teach), /^Teaching\b/);
  assert.match(await openedText(page, embed), /^Graph Nim in course notes\b/);
  // "Say whether the player to move wins" has two answers: the card says the solution box
  // does not apply, instead of taking a number it will ignore.
  const revealNote = maker.getByText('has two answers: after a wrong one the right one is shown');
  assert.equal(await revealNote.isVisible(), false);
  await maker.getByLabel('Goal').selectOption({ label: 'Say whether the player to move wins' });
  await revealNote.waitFor();
  assertNoErrors(page);
  await page.close();
});

// A teacher types a title and a task in Make a puzzle: both read as typed text, in the page's
// text colour (the task was drawn in the labels' muted grey and looked like a placeholder),
// while the empty fields' placeholders stay a readable grey, told apart; light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { makerCard, typeOver } from './helpers/author.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The colours a reader sees: a field's text, its placeholder, and the page's text. */
const colours = (field) =>
  field.evaluate((el) => ({
    typed: getComputedStyle(el).color,
    placeholder: getComputedStyle(el, '::placeholder').color,
    page: getComputedStyle(document.body).color,
  }));

for (const scheme of ['light', 'dark']) {
  test(`typed title and task are text, placeholders a distinct grey (${scheme})`, async () => {
    const page = await env.browser.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:4,2-0:5'));
    const maker = makerCard(page);
    await maker.scrollIntoViewIfNeeded();
    const title = maker.getByLabel('Title');
    const task = maker.getByLabel('Task');

    // Empty, the two fields show their placeholders in the same grey, not the text colour.
    await typeOver(page, title, 'x');
    await page.keyboard.press('Backspace');
    await typeOver(page, task, 'x');
    await page.keyboard.press('Backspace');
    const emptyTitle = await colours(title);
    const emptyTask = await colours(task);
    assert.equal(emptyTask.placeholder, emptyTitle.placeholder, 'both placeholders alike');
    assert.notEqual(emptyTask.placeholder, emptyTask.page, 'a placeholder is not drawn as text');
    await screenshot(page, `maker-placeholders-${scheme}`);

    await typeOver(page, title, 'One move wins');
    await typeOver(page, task, 'Find the move that wins. Why does it win?');
    const typedTitle = await colours(title);
    const typedTask = await colours(task);
    assert.equal(typedTitle.typed, typedTitle.page, 'the title is in the text colour');
    assert.equal(typedTask.typed, typedTask.page, 'the task is in the text colour, like the title');
    assert.notEqual(typedTask.typed, emptyTask.placeholder, 'typed text is told apart from a placeholder');
    await maker.screenshot({ path: artifactPath(`puzzle-maker-typed-text-maker-typed-${scheme}.png`) });
    await screenshot(page, `maker-typed-${scheme}`);
    assert.equal(await axeSerious(page, `maker fields ${scheme}`), '');
    assertNoErrors(page);
    await page.close();
  });
}

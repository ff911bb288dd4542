// The note of an unfinished puzzle draft is for a puzzle someone made: a student who pressed
// Edit on a puzzle and went back to Play never sees it; × keeps it away for that draft across a
// reload; Edit (where the card holds the draft) and the set taking the draft end it; and a draft
// in the set does not come back in the card on another board, where Check puzzle would pair its
// words with the wrong position.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
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

/** One edge of three tokens: a puzzle of its own, not the square the page opens on. */
const ONE_EDGE = 'index.html#rules=edge&v=2&e=0-1:3';
const note = (page) => page.getByText(/^You have an unfinished puzzle draft/);

/** The tab opened afresh at `url` (as a person typing the address), once every part it
 *  fetches has come (the note comes after the first paint, when the browser holds something
 *  of the maker's). */
async function openSettled(page, url) {
  await page.goto('about:blank');
  await openPlayground(page, env.url(url));
  await page.waitForLoadState('networkidle');
}

test('Edit on a built-in puzzle, then Play, at once: no draft, no note in a new tab or a reload', async () => {
  const student = await env.browser.newPage();
  await openPlayground(student, env.url('index.html'));
  await student.getByRole('button', { name: 'Puzzles', exact: true }).click();
  await student
    .getByRole('dialog', { name: 'Puzzles' })
    .getByRole('link', { name: 'Even the heaps' })
    .click();
  await student.getByRole('heading', { name: 'Even the heaps' }).waitFor();
  await student.getByRole('button', { name: 'Edit', exact: true }).click();
  await makerCard(student).waitFor({ timeout: 30_000 });
  await student.getByRole('button', { name: 'Play', exact: true }).click();
  await makerCard(student).waitFor({ state: 'hidden' });

  const later = await env.browser.newPage();
  await openSettled(later, 'index.html');
  assert.equal(await note(later).isVisible(), false, 'no note in a new tab');
  await openSettled(later, 'index.html');
  assert.equal(await note(later).isVisible(), false, 'no note after a reload');
  assertNoErrors(student);
  assertNoErrors(later);
  await student.close();
  await later.close();
});

test('× keeps the note away for that draft; Edit ends it; a draft in the set stays with its board', async () => {
  // A teacher starts a puzzle on a board of their own.
  const maker = await env.browser.newPage();
  await openPlayground(maker, env.url(ONE_EDGE));
  await typeOver(maker, makerCard(maker).getByLabel('Title', { exact: true }), 'Take them all');
  await maker.close();

  // Back another day: the note, dismissed with ×, stays away after a reload.
  let teacher = await env.browser.newPage();
  // The start board in a new tab: the bare address in this one reopens its last board.
  const inNewTab = async () => {
    assertNoErrors(teacher);
    await teacher.close();
    teacher = await env.browser.newPage();
    await openSettled(teacher, 'index.html');
  };
  await openSettled(teacher, 'index.html');
  await note(teacher).waitFor();
  await teacher.getByRole('button', { name: 'Dismiss the note of the unfinished puzzle draft' }).click();
  await note(teacher).waitFor({ state: 'hidden' });
  await openSettled(teacher, 'index.html');
  assert.equal(await note(teacher).isVisible(), false, 'a dismissed note stays away after a reload');

  // The draft changed: its note comes again.
  await openSettled(teacher, ONE_EDGE);
  await typeOver(teacher, makerCard(teacher).getByLabel('Title', { exact: true }), 'Take all three');
  await inNewTab();
  await note(teacher).waitFor();
  assert.match(await note(teacher).textContent(), /draft, “Take all three”\.$/);

  // Edit shows the card, which holds the draft: the note has done its part and goes.
  await teacher.getByRole('button', { name: 'Edit', exact: true }).click();
  const card = makerCard(teacher);
  await card.waitFor({ timeout: 30_000 });
  await note(teacher).waitFor({ state: 'hidden' });
  await press(teacher, card.getByRole('button', { name: 'Bring back the draft’s board' }));
  await teacher.waitForFunction(() => location.hash.includes('e=0-1:3'));
  await checkPuzzle(teacher);
  await press(teacher, card.getByRole('button', { name: 'Add to set' }));
  await card.getByText('Added as puzzle 1.').waitFor();
  await teacher.getByRole('button', { name: 'Play', exact: true }).click();
  assert.equal(await note(teacher).isVisible(), false, 'no note for the draft put in the set');

  // Back on the square the page opens on: no note, and the card does not hold the draft's
  // words without its board.
  await inNewTab();
  assert.equal(await note(teacher).isVisible(), false, 'no note once the draft is in the set');
  await teacher.getByRole('button', { name: 'Edit', exact: true }).click();
  await makerCard(teacher).waitFor({ timeout: 30_000 });
  assert.equal(await makerCard(teacher).getByLabel('Title', { exact: true }).inputValue(), '');
  assert.equal(await makerCard(teacher).getByLabel('Goal').inputValue(), 'find');
  assert.equal(
    await makerCard(teacher)
      .getByText('This draft was made on another board than the one shown.')
      .isVisible(),
    false,
  );
  await screenshot(teacher, 'draftfix11-card-after-set');
  assert.equal(await axeSerious(teacher, 'the card after the draft went into the set'), '');
  assertNoErrors(teacher);
  await teacher.close();
});

// A blind player on the keyboard with a screen reader, against the computer: the move box
// opens on a field something can be taken from and is named by where the move is; Enter with
// nothing chosen is answered in keys; Walking Nim's weights name their edge; Tab goes from
// amount to amount (− and + are the mouse's), and a − or + that stops hands the focus on; Tab stays inside
// the Rules and Help dialogs, and Escape takes the focus back to the button that opened them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, focusedDescription } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { assertFocusKept, focusedName, press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// Edge 0–1 is empty: nothing can be taken from it.
const EDGE = '#rules=edge&v=4&e=0-1:0,1-2:3,2-3:3,3-0:3,0-2:2&mode=play-cpu';
// The piece on 0; the third edge is written 2–0, so from the piece it reads 0–2.
const WALK = '#rules=walk&v=3&e=0-1:3,1-2:1,2-0:2&piece=0&mode=play-cpu';

/** The error about the move, in its line in the move box above Confirm. */
const moveErrorText = async (page) =>
  ((await page.locator('.composer .move-error').textContent()) ?? '').trim();

/** The accessible name of the group the focused control is in, as a screen reader says it
 *  on entering it ('' when it is in none). */
const focusedGroup = (page) =>
  page.evaluate(() => {
    const group = document.activeElement?.closest('[role="group"]');
    if (!group) return '';
    const ids = (group.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    return (
      group.getAttribute('aria-label') ||
      ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
    ).trim();
  });

const focusedValue = (page) => page.evaluate(() => document.activeElement?.value ?? null);

test('Edge-Nim: the move box opens on an edge with tokens, is named by its vertex, and Enter there is answered in keys', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EDGE));

  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'take from 1–2 (3 tokens)', 'focus on 1–2, not on the empty 0–1');
  assert.equal(await focusedGroup(page), 'Move at vertex 1');
  assert.equal(
    await page.getByRole('group', { name: 'Move at vertex 1' }).getByRole('spinbutton').count(),
    2,
    'both edges at vertex 1 are in the named group',
  );
  await screenshot(page, 'keymovebox-edge-opened');
  assert.equal(await axeSerious(page, 'move box at vertex 1'), '');

  // Enter with nothing chosen: what to do, in keys.
  await press(page, 'Enter');
  const said = await moveErrorText(page);
  assert.match(said, /Choose at least one token to take: type how many .*press Enter/);
  assert.doesNotMatch(said, /click|tap/i, said);
  assert.equal(await focusedName(page), 'take from 1–2 (3 tokens)', 'focus stays in the box');
  await screenshot(page, 'keymovebox-edge-enter-empty');

  // Typed, then Enter: the move is played.
  await page.keyboard.type('2');
  await press(page, 'Enter');
  await page.locator('ol.history li:not(.empty)').first().waitFor();
  assert.match(await page.locator('ol.history li').first().innerText(), /take 2 from 1–2|took 2 from 1–2/);
  await assertFocusKept(page, 'after the move');
  assertNoErrors(page);
  await page.close();
});

test('Edge-Nim: at vertex 0 too the first field is the first edge with tokens', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EDGE));
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'take from 3–0 (3 tokens)');
  assert.equal(await focusedGroup(page), 'Move at vertex 0');
  // The empty edge is still there to read, before it.
  assert.equal(await tabTo(page, /^take from 0–1 \(0 tokens\)$/, { key: 'Shift+Tab', limit: 1 }), 1);
  assertNoErrors(page);
  await page.close();
});

test('Edge-Nim: Enter on the edge the hint takes from begins the move at the hint’s vertex', async () => {
  const page = await env.browser.newPage();
  // The hint: at vertex 0, take 1 from 3–0 (an edge written from its other end).
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:2,1-2:1,2-3:2,3-0:2&mode=play-cpu'));
  await tabTo(page, /^Hint$/);
  await press(page, 'Enter');
  await page.locator('.hint-result').getByText('at vertex 0: take 1 from 3–0').waitFor();

  await tabTo(page, /^edge 3–0\b/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  const group = page.getByRole('group', { name: 'Move at vertex 0' });
  await group.waitFor();
  assert.equal(await group.getByRole('spinbutton', { name: /^take from 3–0/ }).inputValue(), '1');
  const said = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-live="polite"]')].map((el) => el.textContent).join(' | '),
  );
  assert.match(said, /Move at vertex 0: /, said);
  assert.doesNotMatch(said, /vertex 3/, said);
  await screenshot(page, 'keymovebox-edge-at-hint-vertex');
  assert.equal(await axeSerious(page, 'move begun at the hint’s vertex'), '');

  // Confirmed, it is the hint's move.
  await press(page, 'Control+Enter');
  await page.locator('ol.history li:not(.empty)').first().waitFor();
  assert.match(await page.locator('ol.history li').first().innerText(), /at vertex 0: took 1 from 3–0/);
  assertNoErrors(page);
  await page.close();
});

test('Tab goes from amount to amount, past − and +; one that stops hands the focus on', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EDGE));
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'take from 1–2 (3 tokens)');

  // − and + are the mouse's: Tab and Shift+Tab go from box to box, then to Confirm.
  await press(page, 'Shift+Tab');
  assert.equal(await focusedName(page), 'take from 0–1 (0 tokens)');
  await press(page, 'Tab');
  await press(page, 'Tab');
  assert.equal(await focusedName(page), 'Confirm move');

  // ↑ in the box takes one more, up to the most.
  await press(page, 'Shift+Tab');
  for (let i = 0; i < 4; i++) await press(page, 'ArrowUp');
  assert.equal(await focusedValue(page), '3');
  await screenshot(page, 'keymovebox-plus-at-most');
  assert.equal(await axeSerious(page, 'move box, + at the most'), '');

  // With the mouse, + clicked up to the most: the focus goes to − (no box, which on a phone
  // would open the on-screen keyboard), never back to the page.
  await press(page, 'Tab');
  await page.getByRole('button', { name: 'take one less from 1–2' }).click();
  await page.getByRole('button', { name: 'take one less from 1–2' }).click();
  const more = page.getByRole('button', { name: 'take one more from 1–2' });
  for (let i = 0; i < 2; i++) await more.click();
  assert.equal(await focusedName(page), 'take one less from 1–2', await focusedDescription(page));
  // Enter on − (focused by the click) down to 0: the focus goes to the box.
  for (let i = 0; i < 3; i++) await press(page, 'Enter');
  assert.equal(await focusedName(page), 'take from 1–2 (3 tokens)');
  assert.equal(await focusedValue(page), '0');
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: the box is named by the piece’s vertex and each weight by its edge, from the piece', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + WALK));

  await tabTo(page, /^edge 0–1\b/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'edge 0–1: new weight 2');
  assert.equal(await focusedGroup(page), 'Move from vertex 0');
  await screenshot(page, 'keymovebox-walk-0-1');
  assert.equal(await axeSerious(page, 'Walking Nim move box'), '');
  await tabTo(page, /^Cancel$/, { limit: 4 });
  await press(page, 'Enter');

  // The edge written 2–0 keeps that name, as the board writes it.
  await tabTo(page, /^edge 2–0\b/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'edge 2–0: new weight 1');
  assert.equal(await focusedGroup(page), 'Move from vertex 0');
  await press(page, 'Tab');
  assert.equal(await focusedName(page), 'edge 2–0: new weight 0');
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: the move box opened from a page scrolled down comes into view with its title', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + WALK));
  // On the edge, the page scrolled down with the keyboard (to read the cards below); the
  // board stays in view, the Play card goes off the top.
  await tabTo(page, /^edge 0–1\b/);
  await press(page, 'End');
  await page.waitForFunction(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'edge 0–1: new weight 2');
  const title = page.getByRole('group', { name: 'Move from vertex 0' }).locator('strong');
  const { top, bottom, height } = await title.evaluate((el) => {
    const box = el.closest('.composer').getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, height: window.innerHeight };
  });
  await page.screenshot({ path: artifactPath('keymovebox-walk-scrolled-opened.png') });
  assert.ok(top > -1 && bottom < height + 1, `the whole box is on screen: ${top}…${bottom} of ${height}`);
  assert.equal(await axeSerious(page, 'Walking Nim move box, opened scrolled down'), '');
  assertNoErrors(page);
  await page.close();
});

for (const { opener, dialogName, first, last } of [
  { opener: /^Rules$/, dialogName: 'Rules', first: 'Close', last: 'Close' },
  {
    opener: /^Help and keyboard shortcuts$/,
    dialogName: 'Help and shortcuts',
    first: 'Close',
    last: 'all the guides (opens in a new tab)',
  },
]) {
  test(`${dialogName}: Tab wraps inside the dialog, and Escape gives the focus back to its button`, async () => {
    const page = await env.browser.newPage();
    await openPlayground(page, env.url('index.html' + EDGE));
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.waitFor();
    assert.equal(await focusedName(page), first, 'focus on the dialog’s first control');
    const inDialog = () => dialog.evaluate((d) => d.contains(document.activeElement));

    // Round the controls with Tab: past the last, back to the first.
    await tabTo(page, new RegExp(`^${last.replace(/[()]/g, '\\$&')}$`), { limit: 5 });
    await press(page, 'Tab');
    assert.ok(await inDialog(), `Tab past ${last} stays in the dialog: ${await focusedDescription(page)}`);
    assert.equal(await focusedName(page), first);
    // And back with Shift+Tab: before the first, the last.
    await press(page, 'Shift+Tab');
    assert.ok(await inDialog(), `Shift+Tab before ${first} stays in the dialog`);
    assert.equal(await focusedName(page), last);
    await screenshot(page, `keymovebox-${dialogName.split(' ')[0].toLowerCase()}-dialog`);
    assert.equal(await axeSerious(page, `${dialogName} dialog`), '');

    await press(page, 'Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.match(await focusedName(page), opener, 'focus back on the button that opened it');
    assertNoErrors(page);
    await page.close();
  });
}

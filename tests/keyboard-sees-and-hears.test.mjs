// A keyboard player who sees the screen, and one who hears it: a control focused by a key is
// on screen (the move box opened after a hint had scrolled the page down to its answer), the
// Why? and Analyze all moves buttons show their answer as H and A do, and a hint is said
// only when it is asked for (not again on Undo back to its position, nor on Analyze).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, settle, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { waitPhase } from './helpers/puzzle.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// A square with two heaps left: you to move, and a winning move to find.
const SQUARE = 'index.html#rules=edge&v=4&e=0-1:2,1-2:0,2-3:1,3-0:0&mode=play';
// Against the computer, as the walk played it, with tokens for a few moves.
const SQUARE_CPU = 'index.html#rules=edge&v=4&e=0-1:3,1-2:2,2-3:2,3-0:2&mode=play-cpu';

/** True when the locator's element is wholly inside the window. */
const inWindow = (locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

/** The text of every polite live region, in page order. */
const liveTexts = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-live="polite"], [role="status"]')].map((el) => el.textContent),
  );

test('after a hint scrolled the page, Enter on a vertex shows the box it focuses', async () => {
  // A laptop's short window, and two moves each played: the move list and the Game review
  // card push the hint's answer well below the move box.
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 500 } });
  await openPlayground(page, env.url(SQUARE_CPU));
  for (let turn = 0; turn < 2; turn++) {
    await tabTo(page, /^vertex 0\b/);
    await press(page, 'Enter');
    await press(page, 'ArrowUp');
    await press(page, 'Enter');
    await waitForHumanTurnOrEnd(page);
  }
  await tabTo(page, /^vertex 0\b/, { key: 'Shift+Tab' });
  await press(page, 'h');
  // The verdict, win or lose (the computer's replies may differ from game to game).
  await page.locator('.hint-result .verdict').waitFor();
  await page.waitForFunction(() => window.scrollY > 0);
  await screenshot(page, 'keyboard-sees-hint');
  await press(page, 'Enter');
  // The first edge at 0 with tokens left (the computer's replies decide which).
  assert.match(await focusedName(page), /^take from (0–1|3–0)\b/);
  const box = page.locator(':focus');
  assert.ok(await inWindow(box), 'the focused number box is on screen');
  await screenshot(page, 'keyboard-sees-move-box');
  assert.equal(await axeSerious(page, 'move box after a hint'), '');
  assertNoErrors(page);
  await page.close();
});

test('Why? and Analyze all moves bring their answer into view; focus stays on the button', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 600 } });
  await openPlayground(page, env.url(SQUARE));
  await tabTo(page, /^Analyze all moves$/);
  await press(page, 'Enter');
  const list = page.getByRole('region', { name: 'Hint and analysis' }).locator('li').first();
  await list.waitFor();
  await page.waitForFunction(() => window.scrollY > 0);
  assert.match(await focusedName(page), /^Analyze all moves$/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await tabTo(page, /^Why\?$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await press(page, 'Enter');
  const why = page.getByRole('region', { name: 'Why: certificate' });
  await why.locator('.why-summary').waitFor();
  await page.waitForFunction(() => {
    const panel = document.querySelector('.why');
    const box = panel.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
  assert.match(await focusedName(page), /^Why\?$/);
  await screenshot(page, 'keyboard-sees-why');
  assert.equal(await axeSerious(page, 'Why? shown'), '');
  assertNoErrors(page);
  await page.close();
});

test('Analyze all moves on a 1280×800 screen: the results come into view and the focused button stays in view', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Analyze all moves$/);
  await press(page, 'Enter');
  const card = page.getByRole('region', { name: 'Hint and analysis' });
  await card.locator('.analysis [data-move]').first().waitFor();
  // Scrolled down to the results, which start below the button.
  await page.waitForFunction(() => window.scrollY > 0);
  await settle(page);
  assert.match(await focusedName(page), /^Analyze all moves$/);
  await page.screenshot({ path: artifactPath('keyboard-sees-analysis.png') });
  assert.ok(await inWindow(page.locator(':focus')), 'the focused button is on screen');
  assert.ok(await inWindow(card.locator('.analysis [data-move]').first()), 'the first result is on screen');
  assert.equal(await axeSerious(page, 'analysis shown'), '');
  assertNoErrors(page);
  await page.close();
});

test('a hint is said when asked for, not again on Undo back to it or on Analyze', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(SQUARE));
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'h');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-live="polite"]')].some((el) =>
      /can win\..*Winning move: at vertex 0: take 1 from 0–1/.test(el.textContent),
    ),
  );
  // Take 1 from 2–3 (not the hinted move), then Undo back to the hinted position.
  await tabTo(page, /^vertex 3\b/);
  await press(page, 'Enter');
  await press(page, 'ArrowUp');
  await press(page, 'Enter');
  await page.locator('ol.history li').first().waitFor();
  await page.evaluate(() => {
    window.hintSaid = 0;
    const watch = new MutationObserver((records) => {
      for (const r of records) if (/Winning move|can win/.test(r.target.textContent ?? '')) window.hintSaid++;
    });
    for (const el of document.querySelectorAll('[aria-live="polite"], [role="status"]'))
      watch.observe(el, { childList: true, characterData: true, subtree: true });
  });
  await page.keyboard.press('Control+z');
  await page.locator('.hint-result .hint-move').waitFor();
  await tabTo(page, /^Analyze all moves$/);
  await press(page, 'Enter');
  await page.getByRole('region', { name: 'Hint and analysis' }).locator('li').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-live="polite"]')].some((el) =>
      /moves? wins?\.$/.test(el.textContent),
    ),
  );
  assert.equal(await page.evaluate(() => window.hintSaid), 0, (await liveTexts(page)).join(' | '));
  assertNoErrors(page);
  await page.close();
});

test('a hint, a Why? answer and an editor sentence said earlier go once the board they were about changes', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(SQUARE));
  const heardNow = (pattern) =>
    page.waitForFunction(
      ([source]) =>
        [...document.querySelectorAll('[aria-live="polite"]')].some((el) =>
          new RegExp(source).test(el.textContent),
        ),
      [pattern.source],
    );
  const stale = async (pattern, when) =>
    assert.ok(
      !(await liveTexts(page)).some((text) => pattern.test(text)),
      `${when}: ${(await liveTexts(page)).join(' | ')}`,
    );

  await tabTo(page, /^vertex 0\b/);
  await press(page, 'h');
  await heardNow(/Winning move/);
  await tabTo(page, /^vertex 3\b/);
  await press(page, 'Enter');
  await press(page, 'ArrowUp');
  await press(page, 'Enter');
  await page.locator('ol.history li').first().waitFor();
  await stale(/can win|Winning move/, 'after a move');

  await tabTo(page, /^Why\?$/);
  await press(page, 'Enter');
  await heardNow(/player to move (wins|loses)|Grundy value/);
  await press(page, 'h');
  await heardNow(/can win|cannot win|lose/i);
  await tabTo(page, /^Walking Nim$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await page.locator('button[aria-pressed="true"]', { hasText: 'Walking Nim' }).waitFor();
  await screenshot(page, 'keyboard-hears-walking-nim');
  await stale(/can win|cannot win|Winning move|player to move (wins|loses)|Grundy value/, 'on Walking Nim');

  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'l');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+Shift+z');
  await heardNow(/^Redone: /);
  await tabTo(page, /^Play$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await stale(/Redone|added/, 'in the game after editing');
  assertNoErrors(page);
  await page.close();
});

test('a wrong try in a puzzle names the move tried, and says the winning reply in words, not only in red', async () => {
  const page = await env.browser.newPage();
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3&goal=find&title=Pentagon&reveal=2'),
  );
  // Take 1 from 0–1 at vertex 0: answered by a move that wins for the opponent.
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  await press(page, 'ArrowUp');
  await press(page, 'Enter');
  await waitPhase(page, 'refuted');
  const reply =
    /^Not solved: you took 1 from edge 0–1 at vertex 0, and that loses, because your opponent has a winning reply: at vertex \d: take \d+ from \d–\d.* \(shown in red\)\./;
  // The card's verdict stays one line (the board under it does not move) and names the move
  // tried (the board shows the position after it); the status line, the live region, says
  // the reply too.
  assert.equal(
    await page.locator('.task-verdict').textContent(),
    'Not solved: you took 1 from edge 0–1 at vertex 0, which loses.',
  );
  await page.waitForFunction(
    (source) =>
      new RegExp(source).test(document.querySelector('.gnp-status[aria-live="polite"]')?.textContent ?? ''),
    reply.source,
  );
  await screenshot(page, 'keyboard-hears-reply');
  assert.equal(await axeSerious(page, 'a wrong try'), '');
  assertNoErrors(page);
  await page.close();
});

test('a review mark pressed with Enter says its explanation', async () => {
  const page = await env.browser.newPage();
  // Three single tokens: You, Computer, You.
  await openPlayground(page, env.url('index.html#rules=edge&v=6&e=0-1:1,2-3:1,4-5:1&mode=play-cpu'));
  for (let turn = 0; turn < 2; turn++) {
    await tabTo(page, /^edge \d–\d\b.*1 token$/);
    await press(page, 'Enter');
    await press(page, 'Enter');
    await waitForHumanTurnOrEnd(page);
  }
  const review = page.getByRole('region', { name: 'Game review' });
  await review.getByText(/No mistakes|mistake/).waitFor();
  await tabTo(page, /^Move 2: .*Explain\.$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  const explanation = (await review.locator('.review-text').textContent()).trim();
  assert.ok(explanation.length > 10, explanation);
  const said = review.locator('[aria-live="polite"]', { hasText: explanation });
  await said.waitFor({ state: 'attached' });
  // The move itself is said once, as the step line beside the step buttons (under the board)
  // shows it, then its explanation: one sentence in one live region.
  const where = await page.locator('.review-where').textContent();
  assert.match(where, /^After move 2 of 3, Computer: at vertex \d: took 1 from \d–\d$/);
  assert.equal((await said.textContent()).trim(), `${where}. ${explanation}`);
  await screenshot(page, 'keyboard-hears-review-mark');
  assert.equal(await axeSerious(page, 'a review mark explained'), '');
  assertNoErrors(page);
  await page.close();
});

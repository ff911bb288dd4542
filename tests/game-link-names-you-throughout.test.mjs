// A student on a phone opens a shared link of a game under way against the computer and
// plays on: the human side is theirs now, so the move list names it "You" throughout, the
// moves the link brought too (they read "Human player" beside the student's own "You", one
// side named two ways). A finished game opened from a link (a review shared) is someone
// else's and keeps its neutral names; one opened under way and played to its end here stays
// the student's after a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './helpers/browser.mjs';
import { moveListTexts, openPlayground, statusText, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone, usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const GAME =
  'index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&xy=400,100;580,280;400,460;220,280&mode=play-cpu';

/** One token from the first edge that has one, at the first vertex that can take it, by taps:
 *  vertex, "take one more", Confirm. */
async function tapOneToken(page) {
  for (let v = 0; v < 4; v++) {
    await page.getByRole('button', { name: `vertex ${v}`, exact: true }).tap();
    const more = page
      .locator('.composer')
      .getByRole('button', { name: /^take one more from/ })
      .and(page.locator('[aria-disabled="false"]'));
    if (!(await more.count())) continue;
    await more.first().tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    return;
  }
  throw new Error('no vertex could take a token');
}

test('390×844: a game under way from a link, played on by taps: the student’s side is “You” in every move of the list, also played to its end and reloaded', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, phoneSite.url(`${GAME}&moves=2:2-1;0:0-2,3-1`));
    await waitForHumanTurnOrEnd(page);
    const opened = await moveListTexts(page);
    assert.equal(opened.length, 2);
    assert.match(opened[0], /^You: at vertex 2: took 1 from 2–3/);
    assert.match(opened[1], /^Computer: /);

    const played = page.locator('ol.history li:not(.empty)');
    await tapOneToken(page);
    await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length >= 3);
    await waitForHumanTurnOrEnd(page);
    const moves = await moveListTexts(page);
    assert.ok(moves.length >= 3, `the student's move is in the list: ${moves.join(' | ')}`);
    assert.deepEqual(moves.slice(0, 2), opened, 'the link’s moves, named as before');
    assert.match(moves[2], /^You: /);
    assert.deepEqual(
      moves.map((m) => m.split(':')[0]),
      moves.map((_, i) => (i % 2 === 0 ? 'You' : 'Computer')),
      'one name for each side',
    );
    assert.equal(await played.filter({ hasText: /Human player/ }).count(), 0);
    assert.doesNotMatch(await statusText(page), /Human player|human player/);
    await screenshot(page, 'game-link-names-you-throughout');
    assert.equal(await axeSerious(page, 'a game from a link played on'), '');

    // Played on to its end, then reloaded: still the student's game, named as they played it.
    for (
      let turn = 0;
      turn < 10 && (await page.locator('.gnp-status').getAttribute('data-kind')) === 'turn';
      turn++
    ) {
      const count = await played.count();
      await tapOneToken(page);
      await page.waitForFunction(
        (n) => document.querySelectorAll('ol.history li:not(.empty)').length > n,
        count,
      );
      await waitForHumanTurnOrEnd(page);
    }
    const ended = await moveListTexts(page);
    const end = await statusText(page);
    assert.match(end, /^(You win!|The computer wins\.)/);
    await page.reload();
    await openPlayground(page, page.url());
    await page
      .locator('.review-status')
      .filter({ hasText: /mistake|No mistakes/ })
      .waitFor({ timeout: 30_000 });
    assert.deepEqual(await moveListTexts(page), ended);
    assert.equal(await played.filter({ hasText: /Human player/ }).count(), 0);
    assert.match(await statusText(page), /^(You win!|The computer wins\.)/);
  }));

test('360×640: a finished game opened from a link still names its human side neutrally', () =>
  onPhone({ width: 360, height: 640 }, async (page) => {
    await openPlayground(page, phoneSite.url('index.html#rules=edge&v=2&e=0-1:1&mode=play-cpu&moves=0:0-1'));
    assert.deepEqual(await moveListTexts(page), ['Human player: at vertex 0: took 1 from 0–1']);
    assert.match(await statusText(page), /^The human player won\./);
  }));

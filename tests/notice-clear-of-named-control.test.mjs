// A notice never covers the control it names, nor the one just used. On a 390×844 phone a
// student made a move, let the computer answer and ticked "computer moves first": the notice
// "From the next game the computer moves first: press Restart to start it now." lay at the
// window's foot, right over that box and over Restart, and the tap on Restart landed on the
// notice. Now the notice leaves both in sight (and the board's vertices and counts), and the
// tap on Restart restarts the game, the computer moving first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, waitForHumanTurnOrEnd, moveListTexts } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone } from './helpers/phone.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const overlaps = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('390×844: "press Restart" covers neither Restart nor the box just ticked; the tap on Restart restarts', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, new URL('index.html', site.url).href);
    // One move by taps, and the computer's answer.
    await page.locator('.vertex[data-vertex="0"]').tap();
    await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await waitForHumanTurnOrEnd(page);
    assert.equal((await moveListTexts(page)).length, 2);

    const box = page.getByRole('checkbox', { name: 'computer moves first' });
    await box.tap();
    const notice = page.locator('.gnp-message');
    await notice.waitFor();
    await settle(page);
    assert.equal(
      (await notice.innerText()).trim().split('\n')[0],
      'From the next game the computer moves first: press Restart to start it now.',
    );
    const restart = page.getByRole('button', { name: 'Restart', exact: true });
    const where = await notice.boundingBox();
    for (const [what, control] of [
      ['Restart', restart],
      ['the box just ticked', page.locator('label', { has: box })],
    ]) {
      const seen = await control.boundingBox();
      assert.ok(!overlaps(where, seen), `the notice ${JSON.stringify(where)} covers ${what}`);
    }
    // Nor the board's vertices and counts.
    for (const item of await page.locator('svg.board :is(.vertex-ring, .edge-label)').all()) {
      const seen = await item.boundingBox();
      assert.ok(!overlaps(where, seen), 'the notice covers part of the board');
    }
    assert.ok(where.y >= 0 && where.y + where.height <= 844, 'the notice is in the window');
    await screenshot(page, 'notice-clear-of-restart-phone');
    assert.equal(await axeSerious(page, 'the notice clear of Restart'), '');

    // The tap on Restart is Restart's: a new game, the computer moving first; the notice goes.
    await restart.tap();
    await notice.waitFor({ state: 'hidden' });
    await page.locator('ol.history li:not(.empty)').first().waitFor({ timeout: 30_000 });
    assert.match((await moveListTexts(page))[0], /^Computer: /);
  }));

test('390×844: Misère ticked mid-game: its notice leaves the status line, which says whose turn it is, in sight', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, new URL('index.html', site.url).href);
    await page.locator('.vertex[data-vertex="0"]').tap();
    await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await waitForHumanTurnOrEnd(page);
    await page.getByRole('checkbox', { name: /Misère/ }).tap();
    const notice = page.locator('.gnp-message');
    await notice.getByText(/The game goes on under misère play/).waitFor();
    await settle(page);
    // It lay over "Misère play: whoever takes the last token loses. Your turn.", hiding the turn.
    const status = page.locator('.gnp-status');
    assert.match(await status.innerText(), /Misère play/);
    const [where, seen] = [await notice.boundingBox(), await status.boundingBox()];
    assert.ok(
      !overlaps(where, seen),
      `the notice ${JSON.stringify(where)} covers the status ${JSON.stringify(seen)}`,
    );
    for (const item of await page.locator('svg.board :is(.vertex-ring, .edge-label)').all()) {
      const box = await item.boundingBox();
      assert.ok(!overlaps(where, box), 'the notice covers part of the board');
    }
    assert.ok(where.y >= 0 && where.y + where.height <= 844, 'the notice is in the window');
    await screenshot(page, 'notice-clear-of-status-phone');
  }));

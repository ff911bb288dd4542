// The built site's "Stored for offline use" note never gets in the way of play. On a first
// visit on a 390×844 phone a student tapped vertex 0 and "+", and the note, which comes once
// the service worker has stored the site (about 4 s after load), lay over the move sheet's
// Confirm move for 15 s: the tap on Confirm landed on the note. Now the note waits while a
// move is composed, the tap on Confirm is Confirm's, and the note shows once the sheet is
// closed, lets a tap through its words, and goes at the student's next tap.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { screenshot } from './helpers/browser.mjs';
import { settle, moveListTexts, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone } from './helpers/phone.mjs';
import { serveSubPath, sharedTestSite } from './helpers/site.mjs';

let host;
/** The name of the built file that holds the note's code (offline.js imports it). */
let noteChunk;
before(async () => {
  const site = await sharedTestSite();
  const assets = path.join(site.out, 'assets');
  const offline = fs.readdirSync(assets).find((name) => /^offline-[0-9a-f]+\.js$/.test(name));
  noteChunk = fs.readFileSync(path.join(assets, offline), 'utf8').match(/import\("\.\/([^"]+)"\)/)[1];
  // A host whose files have no lifetime: a first visit the browser has no copy of.
  host = await serveSubPath(site.out, '/courses/nim/', { lifetimes: false });
});
after(async () => {
  await host?.close();
});

const NOTE = 'Stored for offline use: this site now works without a network, in this tab too.';

/** What a tap at the centre of `locator` would land on: that control itself, or what covers it. */
const landsOn = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return el.contains(hit) ? 'itself' : (hit?.closest('[role="status"]')?.textContent ?? hit?.outerHTML);
  });

test('390×844, first visit: the offline note waits while a move is composed, then lets taps through and goes', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await page.goto(`${host.url}index.html`);
    const vertex0 = page.locator('svg.board .vertex[data-vertex="0"]');
    await vertex0.waitFor({ timeout: 30_000 });
    // The student starts a move at once: vertex 0, one more from 0–1.
    await page.waitForFunction(() => window.graphNimEngine, null, { timeout: 30_000 });
    await vertex0.tap();
    await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
    const confirm = page.getByRole('button', { name: 'Confirm move' });
    await confirm.waitFor();

    // The site is stored and the tab taken over while the sheet is open; the note's code has
    // come (from the store) and run.
    await page.waitForFunction(() => navigator.serviceWorker.controller, null, { timeout: 60_000 });
    await page.waitForFunction(
      (chunk) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(chunk)),
      noteChunk,
      { timeout: 30_000 },
    );
    await settle(page);
    const note = page.getByRole('status').filter({ hasText: 'Stored for offline use' });
    assert.equal(await note.count(), 0, 'no note while the move is composed');
    assert.equal(await landsOn(confirm), 'itself', 'a tap on Confirm move lands on it');
    await screenshot(page, 'offline-note-waits-sheet-open');

    await confirm.tap();
    await page.locator('ol.history li:not(.empty)').first().waitFor();
    assert.match((await moveListTexts(page))[0], /^You: at vertex 0: took 1 from 0–1/);

    // The sheet closed: now the note shows, at the window's foot.
    await note.waitFor({ timeout: 30_000 });
    assert.equal((await note.innerText()).trim().split('\n')[0], NOTE);
    await screenshot(page, 'offline-note-after-move');
    assert.equal(await axeSerious(page, 'the offline note after a move'), '');
    // Its words take no tap: a tap there is for what is under them.
    const words = await note.locator('span').boundingBox();
    const under = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x, y)?.closest('[role="status"]'),
      [words.x + words.width / 2, words.y + words.height / 2],
    );
    assert.equal(under, false, 'the note’s words let a tap through');

    // The student's next tap (a vertex, on their turn) takes the note away; the move opens.
    await waitForHumanTurnOrEnd(page);
    await page.locator('svg.board .vertex[data-vertex="2"]').tap();
    await confirm.waitFor();
    assert.equal(await note.count(), 0, 'the note went at the next tap');
    assert.equal(await landsOn(confirm), 'itself');
  }));

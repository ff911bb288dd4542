// A test's steps on a phone: the one place that opens a phone page, checks it met no page
// error, and closes the phone whatever happens (so a failed step never leaves a context open
// on the Chromium the file's phones share).
import { before, after } from 'node:test';
import { launchPhone, startSite } from './browser.mjs';
import { assertNoErrors } from './ui.mjs';

/**
 * Runs `steps(page)` on a phone of `viewport` (default 390×844). `prepare(page)` runs before
 * the steps, for init scripts that must be in place before the first navigation.
 */
export async function onPhone(viewport, steps, { prepare } = {}) {
  const phone = await launchPhone(viewport ? { viewport } : {});
  try {
    const page = await phone.newPage();
    await prepare?.(page);
    await steps(page);
    assertNoErrors(page);
  } finally {
    await phone.close();
  }
}

/**
 * A file's site and its phone, opened before the file's tests and closed after them: the one
 * place for the hooks every phone file needs. `url(path)` is on the file's server;
 * `newPage()` opens a page on the phone (a 390×844 touch screen).
 */
export function usePhoneSite() {
  let site;
  let phone;
  before(async () => {
    site = await startSite();
    phone = await launchPhone();
  });
  after(async () => {
    await phone?.close();
    await site?.close();
  });
  return {
    get site() {
      return site;
    },
    url: (p) => new URL(p, site.url).href,
    newPage: () => phone.newPage(),
  };
}

/** Nim with heaps 1 (edge 0, vertices 0–1) and 2 (edge 1, vertices 2–3) against the computer:
 *  taking the whole heap of 2 is the mistake, and the computer then takes the last token. */
export const LOSABLE_NIM =
  'index.html#rules=edge&v=4&e=0-1:1,2-3:2&xy=200,150;200,410;600,150;600,410&mode=play-cpu';

/** Loses LOSABLE_NIM (opened beforehand) by taps, as a student does: vertex 2, one
 *  more from 2–3 twice, Confirm move. The computer's last move and the review follow. */
export async function tapTheLosingNimMove(page) {
  await page.getByRole('button', { name: 'vertex 2', exact: true }).tap();
  const more = page.getByRole('button', { name: 'take one more from 2–3' });
  await more.tap();
  await more.tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
}

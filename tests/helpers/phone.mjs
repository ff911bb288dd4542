// A test's steps on a phone: the one place that opens a phone page, checks it met no page
// error, and closes the phone whatever happens (so a failed step never leaves a context open
// on the Chromium the file's phones share).
import { launchPhone } from './browser.mjs';
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

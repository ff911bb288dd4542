// Helpers for a keyboard-only player: where focus is, by the name a screen reader reads, and
// moving it with Tab (or another key) as a person does until it reaches a named control.
import assert from 'node:assert/strict';
import { focusedDescription, settle } from './ui.mjs';

/** The focused element's accessible name, as a screen reader reads it: aria-label, then the
 *  elements aria-labelledby names, then its <label>s, then its text ('' on the page itself). */
export function focusedName(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels = el.labels ? [...el.labels].map((l) => l.textContent).join(' ') : '';
    return (el.getAttribute('aria-label') || labelledBy || labels || el.textContent || '').trim();
  });
}

/**
 * Presses `key` (Tab unless told, e.g. 'Shift+Tab') until the focused element's accessible
 * name matches `name`; returns how many keys it took. Fails after `limit` keys, saying where
 * focus is.
 */
export async function tabTo(page, name, { limit = 60, key = 'Tab' } = {}) {
  for (let presses = 0; presses <= limit; presses++) {
    if (name.test(await focusedName(page))) return presses;
    await page.keyboard.press(key);
  }
  assert.fail(`${name} not reached with ${limit} × ${key}; focus on ${await focusedDescription(page)}`);
}

/** Fails when focus has fallen back to the page itself; `when` says after what, for the message. */
export async function assertFocusKept(page, when) {
  assert.notEqual(await focusedDescription(page), 'document.body', `focus fell back to the page ${when}`);
}

/** Presses `key` and waits until the page has redrawn what it changed. */
export async function press(page, key) {
  await page.keyboard.press(key);
  await settle(page);
}

/** The focused element's accessible description as Chromium computes it for a screen reader
 *  (aria-describedby, title…), read from its accessibility tree; '' when it has none. */
export async function focusedAccessibleDescription(page) {
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = await session.send('Runtime.evaluate', { expression: 'document.activeElement' });
    const { nodes } = await session.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    return String(nodes[0]?.description?.value ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  } finally {
    await session.detach();
  }
}

// The Share card: the link to what is on the board, and Copy board link (with the field to
// copy by hand when the clipboard is not available). Named for what it copies: the Make a
// puzzle card has a Copy puzzle link of its own, and a teacher took this one for it.

import { h } from '../common/dom.js';

export function createShareCard({ view, copyLink }) {
  const status = h('span', { class: 'muted', 'aria-live': 'polite' });
  const linkField = h('input', {
    type: 'text',
    readOnly: true,
    class: 'link-field',
    'aria-label': 'Link to this position',
    onfocus: (e) => e.target.select(),
  });
  const copy = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Copy board link',
    onclick: async () => {
      const ok = await copyLink();
      status.textContent = ok ? 'Board link copied.' : 'Select the link below and copy it.';
    },
  });
  const element = h(
    'section',
    { class: 'card', 'aria-label': 'Share' },
    h('h2', { text: 'Share' }),
    h('div', { class: 'row' }, copy, status),
    linkField,
    h('p', {
      class: 'muted small share-note',
      text: 'The link opens the board as it is now, with the player to move to move (the moves so far are not in it).',
    }),
  );

  function update() {
    const link = view.link ?? '';
    if (linkField.value === link) return;
    linkField.value = link;
    // "Board link copied." was about the link before this change: a new board is not copied yet.
    status.textContent = '';
  }
  return { element, update, linkField };
}

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
  const note = h('p', { class: 'muted small share-note' });
  const element = h(
    'section',
    { class: 'card', 'aria-label': 'Share' },
    h('h2', { text: 'Share' }),
    h('div', { class: 'row' }, copy, status),
    linkField,
    note,
  );

  function update() {
    const link = view.link ?? '';
    if (linkField.value === link) return;
    linkField.value = link;
    note.textContent = noteFor(link);
    // "Board link copied." was about the link before this change: a new board is not copied yet.
    status.textContent = '';
  }
  return { element, update, linkField };
}

/** What `link` opens, read from the link itself (its mode= and goal= fields, share/link.js),
 *  so the note can never promise another mode than the link has. */
function noteFor(link) {
  if (/[#&]goal=/.test(link)) return 'The link opens this puzzle from its start.';
  // Explore open is in the link (research/explore-link.js): the reader gets it too.
  const explore = /[#&]explore=/.test(link) ? ' It opens Explore too, as it is set up here.' : '';
  const mode = /[#&]mode=([a-z-]+)/.exec(link)?.[1];
  if (!mode) return `The link opens this board in Edit mode.${explore}`;
  const game = mode === 'play-cpu' ? 'a game against the computer' : 'a game for two players';
  return `The link opens ${game} on the board as it is now, with the same side to move. The moves so far are not in it.${explore}`;
}

// The Rules, Help and Puzzles dialogs. Their text depends on the rules being played and on the
// pointer (tap or click), so it is filled when a dialog opens rather than kept up to date.
// Puzzles' dialog is made when first opened, with its list's module (puzzle/puzzle-list.js).

import { h } from '../common/dom.js';
import { GUIDES } from '../docs-links.js';

/** Returns {elements, open(name), closeAll()} for the 'rules', 'help' and 'puzzles' dialogs. */
export function createDialogs({ state }) {
  const dialogs = {};

  function makeDialog(name, title, body) {
    const dialog = h(
      'dialog',
      { class: 'gnp-dialog', 'aria-label': title },
      h(
        'div',
        { class: 'dialog-head' },
        h('h2', { text: title }),
        h('button', {
          type: 'button',
          class: 'btn icon',
          'aria-label': 'Close',
          text: '×',
          onclick: () => dialog.close(),
        }),
      ),
      body,
    );
    // A click on the backdrop (the dialog element itself, outside its box) closes it.
    dialog.addEventListener('click', (e) => {
      if (e.target === dialog) dialog.close();
    });
    dialogs[name] = dialog;
    return dialog;
  }

  const rulesBody = h('div', { class: 'rules-body' });
  const helpBody = h('dl', { class: 'shortcuts' });
  // A guide opens in a new tab, which its link's name says (read by Tab, not only beside it).
  const guideAnchor = (href, text) =>
    h(
      'a',
      { href, target: '_blank', rel: 'noopener' },
      text,
      h('span', { class: 'sr-only', text: ' (opens in a new tab)' }),
    );
  const touchPart = h('div');
  // A teacher opens Help first too; the puzzle maker (in Edit) links the same guide. Not in a
  // locked board (a course page's puzzle, a SCORM package's): whoever opens its Help is a student.
  const teacherPart = GUIDES.teach
    ? h(
        'span',
        {},
        ' For teachers: ',
        guideAnchor(GUIDES.teach, 'the guide to teaching'),
        ' — making puzzles, links, course pages and LMS packages.',
      )
    : null;
  // Every guide, a line each (for teachers and researchers too); not in a locked board either,
  // whose package carries only the guide to playing.
  const indexPart = GUIDES.index
    ? h(
        'span',
        {},
        ' Every guide, for players, teachers and researchers: ',
        guideAnchor(GUIDES.index, 'all the guides'),
        '.',
      )
    : null;
  // The guide for a player: what is on the page, puzzles, the hint (in a new tab: the game stays).
  const guideLink = GUIDES.play
    ? h(
        'p',
        { class: 'guide-link' },
        guideAnchor(GUIDES.play, 'The guide to playing'),
        ': the board, puzzles, the hint and the analysis.',
      )
    : null;
  const keysHeading = h('h3');
  // A region of the Help dialog once Help has been filled (as the mouse steps' part is), never
  // before: a course page's element carries no landmark of its own in the host page.
  const keysPart = h('div', { class: 'keys-help' }, keysHeading, helpBody);
  const helpDialogBody = h('div', {}, guideLink, touchPart, keysPart);
  const fill = {
    rules(texts) {
      rulesBody.replaceChildren(...texts.rulesContent(state));
    },
    // Only what the player has: a locked puzzle with its hint hidden (a SCORM package's, a
    // course page's) lists no Hint, no Undo and no editing keys.
    help(texts) {
      // Put in when Help opens, never hidden in a locked board's page: a package's page must
      // link nothing the package lacks.
      for (const part of [teacherPart, indexPart]) {
        if (part && state.lock) part.remove();
        else if (part) guideLink.append(part);
      }
      const { steps, keys, keysTitle } = texts.helpContent(state);
      touchPart.replaceChildren(...steps);
      keysHeading.textContent = keysTitle;
      keysPart.setAttribute('role', 'region');
      keysPart.setAttribute('aria-label', keysTitle);
      helpBody.replaceChildren(...keys);
    },
  };
  // The texts are a module of their own, fetched when a dialog first opens: the first view of
  // the page, and of every course page's element, carries none of them. Tab kept inside an
  // open dialog (dialog-focus.js) comes with them.
  let texts = null;
  const loadTexts = () =>
    (texts ??= import('./dialog-texts.js').catch((err) => {
      texts = null;
      throw err;
    }));
  const elements = [
    makeDialog('rules', 'Rules', rulesBody),
    makeDialog('help', 'Help and shortcuts', helpDialogBody),
  ];

  // Back with a dialog open closes the dialog (on a phone Back is the way out of a full-screen
  // box; it used to leave the page). Opening one adds a history entry with the same address;
  // Back pops it, and a dialog closed otherwise takes it off again. Only on the page itself:
  // an embed or a <graph-nim> element does not own the page's history (index.html marks its
  // playground with data-playground).
  const ownsHistory =
    !state.embed &&
    typeof document !== 'undefined' &&
    !!document.querySelector('[data-playground]') &&
    window.top === window;
  let entryPushed = false;
  if (ownsHistory) {
    window.addEventListener('popstate', () => {
      if (!entryPushed) return;
      entryPushed = false;
      for (const d of Object.values(dialogs)) if (d.open) d.close();
    });
  }
  function onDialogClosed() {
    if (!entryPushed || Object.values(dialogs).some((d) => d.open)) return;
    entryPushed = false;
    if (window.history.state?.graphNimDialog) window.history.back();
  }
  for (const d of Object.values(dialogs)) d.addEventListener('close', onDialogClosed);

  /** The Puzzles dialog, made once its list's module has come. A puzzle chosen in it takes
   *  the dialog's history entry (puzzle-list.js), so Back from it goes to the board before. */
  async function addPuzzles() {
    if (dialogs.puzzles) return;
    const { createPuzzleList } = await import('../puzzle/puzzle-list.js');
    const takeEntry = () => {
      const had = entryPushed;
      entryPushed = false;
      return had;
    };
    const list = createPuzzleList(takeEntry);
    const dialog = makeDialog('puzzles', 'Puzzles', list.element);
    fill.puzzles = list.update;
    dialog.addEventListener('close', onDialogClosed);
    elements.at(-1).after(dialog);
  }

  return {
    elements,
    async open(name) {
      try {
        if (name === 'puzzles') await addPuzzles();
        fill[name]?.(await loadTexts());
      } catch {
        // (Offline before the service worker kept the module: the dialog says so, and the
        // next open tries again.)
        const body = { rules: rulesBody, help: helpBody }[name];
        body?.replaceChildren(
          h('p', { text: 'This text could not be loaded: check the connection and open it again.' }),
        );
      }
      const dialog = dialogs[name];
      if (dialog && !dialog.open) {
        dialog.showModal();
        if (ownsHistory && !entryPushed) {
          window.history.pushState({ graphNimDialog: true }, '');
          entryPushed = true;
        }
      }
    },
    closeAll() {
      for (const d of Object.values(dialogs)) if (d.open) d.close();
    },
  };
}

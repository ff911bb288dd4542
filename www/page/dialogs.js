// The Rules and Help dialogs. Their text depends on the rules being played and on the
// pointer (tap or click), so it is filled when a dialog opens rather than kept up to date.

import { h } from '../common/dom.js';
import { RULES_TEXT, TERMS, presentParts, shortcuts } from '../common/terms.js';
import { gameTitle, isMisere, moveRule } from '../common/games.js';
import { misereRulesText } from '../common/misere.js';
import { touchHelp } from './touch-help.js';
import { GUIDES } from '../docs-links.js';

/** The Rules dialog's text for a SetNim game. */
function setRulesText(position) {
  return {
    title: gameTitle(position),
    paragraphs: [
      'Tokens lie in piles, drawn as the edges of the board. Players alternate.',
      `A move: choose one allowed set of piles, then remove at least one token in total from one or more of its piles — any amounts from each. Here ${moveRule(position)}.`,
      'Whoever cannot move (every pile of every set is empty) loses.',
      'Circular Nim CN(n, 2) is Edge-Nim on the cycle Cₙ; CN(n, 1) and Moore’s Nim₁ are Nim.',
    ],
    source:
      'Dufour & Heubach, Circular Nim games (2013); Kadam, Dufour & Heubach, SetNim; Moore, A generalization of the game called Nim (1910).',
  };
}
import { pointerVerb, sentence } from '../common/words.js';

/** Returns {elements, open(name), closeAll()} for the 'rules' and 'help' dialogs. */
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
  const touchPart = h('div');
  // A teacher opens Help first too; the puzzle maker (in Edit) links the same guide. Not in a
  // locked board (a course page's puzzle, a SCORM package's): whoever opens its Help is a student.
  const teacherPart = GUIDES.teach
    ? h(
        'span',
        {},
        ' For teachers: ',
        h('a', { href: GUIDES.teach, target: '_blank', rel: 'noopener', text: 'the guide to teaching' }),
        ' — making puzzles, links, course pages and LMS packages.',
      )
    : null;
  // The guide for a player: what is on the page, puzzles, the hint (in a new tab: the game stays).
  const guideLink = GUIDES.play
    ? h(
        'p',
        { class: 'guide-link' },
        h('a', { href: GUIDES.play, target: '_blank', rel: 'noopener', text: 'The guide to playing' }),
        ' (opens in a new tab): the board, puzzles, the hint and the analysis.',
      )
    : null;
  const helpDialogBody = h('div', {}, guideLink, touchPart, helpBody);
  const fill = {
    rules() {
      const text = RULES_TEXT[state.position.rules] ?? setRulesText(state.position);
      rulesBody.replaceChildren(
        h('h3', { text: text.title }),
        ...text.paragraphs.map((p) => h('p', { text: p })),
        h('p', {
          class: isMisere(state.position) ? 'misere-note' : 'muted',
          text: misereRulesText(state.position),
        }),
        h('h3', { text: 'What the hint shows' }),
        h(
          'dl',
          { class: 'terms' },
          ...TERMS.flatMap(([term, meaning]) => [h('dt', { text: term }), h('dd', { text: meaning })]),
        ),
        h('p', { class: 'muted small', text: `Sources: ${text.source}` }),
      );
    },
    // Only what the player has: a locked puzzle with its hint hidden (a SCORM package's, a
    // course page's) lists no Hint, no Undo and no editing keys.
    help() {
      // Put in when Help opens, never hidden in a locked board's page: a package's page must
      // link nothing the package lacks.
      if (teacherPart && state.lock) teacherPart.remove();
      else if (teacherPart) guideLink.append(teacherPart);
      const parts = presentParts(state);
      touchPart.replaceChildren(touchHelp(!!state.touch, parts));
      helpBody.replaceChildren(
        ...shortcuts(sentence(pointerVerb(state)))
          .filter(([, , needs]) => !needs || parts[needs])
          .flatMap(([k, d]) => [h('dt', { text: k }), h('dd', { text: d })]),
      );
    },
  };
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

  return {
    elements,
    open(name) {
      fill[name]?.();
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

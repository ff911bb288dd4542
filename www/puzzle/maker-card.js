// The "Make a puzzle" card (edit mode): the goal, the author's title and task, how many wrong
// tries before the solution button; "Check puzzle" asks the crate whether the board is well
// posed for the goal and shows how hard it is; only then the puzzle link and the embed code
// are offered. "Generate" keeps the graph and draws token counts for which the goal holds.
// Inputs are built once and never rebuilt, and what is typed lives in state.author: nothing
// typed is lost when a check fails or the board changes.

import { focusedElement, h, setText } from '../common/dom.js';
import { DEFAULT_KNOBS, currentNote, currentVerdict } from './author.js';
import { decodeFragment } from '../share/link.js';
import { PUZZLE_DRAFT_LIMITS as DRAFT_LIMITS, PUZZLE_GOALS as GOALS, positionKey } from '../common/state.js';
import {
  embedCode,
  elementCode,
  fallbackHtml,
  fallbackPicture,
  pageBase,
  puzzleFragment,
  copyText,
} from '../share/share-links.js';
import { formatNumber, sentence } from '../common/words.js';
import { hasBoard, isSetGame } from '../common/games.js';
import { createPuzzleSet } from './set-card.js';
import { keepMaker } from './maker-storage.js';
import { fillFromLeftPuzzle } from './draft-from-puzzle.js';
import { createKeptDrafts } from './kept-drafts.js';
import { cutNote, keptText } from './cut-text.js';
import { GUIDES } from '../docs-links.js';

/** A puzzle's goals as the author chooses them (the crate's goal names as keys). */
const GOAL_WORDS = {
  find: 'Find a winning move',
  unique: 'Find the only winning move',
  win: 'Win the game against the computer',
  outcome: 'Say whether the player to move wins',
  grundy: 'Give the Grundy value',
};

/** Reads a number box: a whole number ≥ 0, or `fallback` when empty or not a number. */
function numberIn(input, fallback) {
  const n = Math.floor(Number(input.value));
  return input.value.trim() !== '' && Number.isFinite(n) ? Math.max(0, n) : fallback;
}

/** The teacher's guides (in a new tab: the puzzle being made stays), or null without them. */
function guideLinks() {
  if (!GUIDES.teach || !GUIDES.embed) return null;
  const link = (href, text) => h('a', { href, target: '_blank', rel: 'noopener', text });
  return h(
    'p',
    { class: 'muted small' },
    'Guides (open in a new tab): ',
    link(GUIDES.teach, 'teaching with puzzles'),
    ' and ',
    link(GUIDES.embed, 'puzzles in course notes'),
    '.',
  );
}

export function createPuzzleMakerCard({ state, actions, redraw, view }) {
  // What the teacher typed and collected before a reload or a closed tab comes back, and what
  // another tab does to the set is shown here.
  const kept = keepMaker(state, redraw);
  // A change to the puzzle's words or goal makes the draft the person's (maker-storage.js: only
  // such a draft is offered by the note of an unfinished draft); Generate's boxes and the
  // theme are the card's settings.
  const draft = (changes) => {
    if (['goal', 'title', 'text', 'reveal', 'hide'].some((name) => name in changes)) kept.madeHere();
    return actions.setPuzzleDraft(changes);
  };
  const goal = h(
    'select',
    { onchange: (e) => draft({ goal: e.target.value }) },
    ...GOALS.map((g) => h('option', { value: g, text: GOAL_WORDS[g] })),
  );
  // No maxLength: it cut a long paste silently (cut-text.js says what was cut).
  const titleCut = cutNote();
  const textCut = cutNote();
  const title = h('input', {
    type: 'text',
    placeholder: 'e.g. One move wins',
    oninput: (e) => draft({ title: keptText(e.target, titleCut, DRAFT_LIMITS.title, 'title') }),
  });
  const text = h('textarea', {
    rows: 3,
    placeholder: 'The task in your words, shown above the board.',
    oninput: (e) => draft({ text: keptText(e.target, textCut, DRAFT_LIMITS.text, 'task') }),
  });
  const reveal = h('input', {
    type: 'number',
    min: 0,
    max: DRAFT_LIMITS.reveal,
    class: 'small-number',
    // Taken as it is typed, as the title is: on change only, a Copy or Add to set clicked
    // straight after typing used the number before it, and a reload lost it. An emptied box
    // keeps the last number until one is typed.
    oninput: (e) => e.target.value !== '' && draft({ reveal: e.target.value }),
    onchange: (e) => draft({ reveal: e.target.value }),
  });
  // An outcome puzzle has two answers, so a wrong one gives the right one away: the solution
  // is shown at once whatever this box says, and the card says so instead of ignoring it.
  const revealNote = h('p', {
    class: 'muted small reveal-note',
    hidden: true,
    text: '“Say whether the player to move wins” has two answers: after a wrong one the right one is shown, whatever this box says.',
  });
  // The draft is of another board than the one shown (it came back with the board it was made
  // on and the page opened on another, or a link, Back or Forward opened another under it):
  // said, with the way back, rather than pairing the title and task with this position. Until
  // the teacher chooses, nothing is checked, linked or coded for that pair (update below).
  const boardNote = h(
    'div',
    { class: 'draft-board-note', hidden: true },
    h('p', {
      text: 'This draft was made on another board than the one shown. Until you bring its board back, or make it a puzzle of this board (use this board, or change the draft), it is not checked and no link or code is made of it.',
    }),
    h(
      'div',
      { class: 'row wrap' },
      h('button', {
        type: 'button',
        class: 'btn',
        text: 'Bring back the draft’s board',
        // The board shown is replaced as any new board is: one undo step (opened as a link it
        // was none, and the board shown, a generated one perhaps, was lost).
        onclick: () => {
          const link = kept.otherBoard();
          const board = link && decodeFragment(link);
          if (board?.position) actions.replaceBoard(board.position, board.layout);
        },
      }),
      h('button', {
        type: 'button',
        class: 'btn',
        text: 'Use this board',
        onclick: () => {
          kept.useThisBoard();
          redraw();
        },
      }),
    ),
  );
  const fromPuzzle = fillFromLeftPuzzle({ state, actions }, kept);
  const keptDrafts = createKeptDrafts({ state, actions, redraw }, kept);
  const checkButton = h('button', {
    type: 'button',
    class: 'btn primary',
    text: 'Check puzzle',
    onclick: () => actions.checkPuzzle(),
  });

  // A check or a generation in progress, with Cancel: each under its own button, where the
  // eye is when it is pressed (Generate sits a screen below Check puzzle once links are shown).
  const jobProgress = (kind) => {
    const bar = h('progress', { max: 1, 'aria-label': 'Progress' });
    const words = h('span', { class: 'muted' });
    const row = h(
      'div',
      { class: `job-progress ${kind}-progress`, hidden: true },
      bar,
      words,
      h('button', { type: 'button', class: 'btn', text: 'Cancel', onclick: () => actions.cancelAuthoring() }),
    );
    return { row, bar, words };
  };
  const checkProgress = jobProgress('check');
  const generateProgress = jobProgress('generate');
  const note = h('p', { class: 'puzzle-note', role: 'status', 'aria-live': 'polite' });
  // What Generate found or why it found nothing, beside it (author.noteOf says whose a note is).
  const generateNote = h('p', { class: 'puzzle-note generate-note', role: 'status', 'aria-live': 'polite' });
  // The verdict of each check, said: the line below appears with no other sign to a screen
  // reader (focus stays on Check puzzle, or on Generate).
  const verdictHeard = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
  let heardCheck; // the verdict last said (undefined until the card's first update)

  // The verdict and the difficulty summary.
  const verdictTag = h('span', { class: 'tag' });
  const verdictText = h('span', { class: 'verdict-text' });
  const verdict = h('p', { class: 'verdict puzzle-verdict', hidden: true }, verdictTag, ' ', verdictText);
  const factValues = {
    legal: h('dd'),
    winning: h('dd'),
    length: h('dd'),
  };
  const facts = h(
    'dl',
    { class: 'facts', hidden: true, 'aria-label': 'Difficulty' },
    h('dt', { text: 'Legal moves' }),
    factValues.legal,
    h('dt', { text: 'Winning moves' }),
    factValues.winning,
    h('dt', { text: 'Game length (perfect play)' }),
    factValues.length,
  );

  // Links, offered once the puzzle is well posed.
  const linkField = h('input', {
    type: 'text',
    readOnly: true,
    class: 'tool-link',
    'aria-label': 'Puzzle link',
    onfocus: (e) => e.target.select(),
  });
  const embedField = h('textarea', {
    readOnly: true,
    rows: 3,
    class: 'tool-link embed-field',
    'aria-label': 'Embed code',
    onfocus: (e) => e.target.select(),
  });
  const elementField = h('textarea', {
    readOnly: true,
    rows: 3,
    class: 'tool-link embed-field',
    'aria-label': 'Element code',
    onfocus: (e) => e.target.select(),
  });
  const hideHint = h('input', { type: 'checkbox', onchange: (e) => draft({ hide: e.target.checked }) });
  // The codes' colours: auto showed a dark block on a light course page read in dark mode.
  const theme = h(
    'select',
    { onchange: (e) => draft({ theme: e.target.value }) },
    h('option', { value: 'auto', text: 'follow the reader’s light or dark setting' }),
    h('option', { value: 'light', text: 'always light' }),
    h('option', { value: 'dark', text: 'always dark' }),
  );
  // Each Copy button sits over the box it copies, with what it did beside it: under one row of
  // three, the box shown was the link's whatever was copied, and a teacher whose browser
  // refused the copy took the link from it for the code.
  const copies = [];
  const copyRow = (what, field) => {
    const status = h('span', { class: 'muted', 'aria-live': 'polite' });
    copies.push({ field, status });
    const copy = async () => {
      const ok = await copyText(field.value, field);
      status.textContent = ok ? `${what} copied.` : `Select the ${what.toLowerCase()} below and copy it.`;
    };
    return h(
      'div',
      { class: 'row wrap copy-row' },
      h('button', { type: 'button', class: 'btn', text: `Copy ${what.toLowerCase()}`, onclick: copy }),
      status,
    );
  };
  const share = h(
    'div',
    { class: 'puzzle-share', hidden: true },
    copyRow('Puzzle link', linkField),
    linkField,
    h('p', {
      class: 'muted small',
      text: 'The link opens the puzzle in this playground, where a student can leave it with Edit and analyse it; the embed and element codes lock it, so use those for graded work.',
    }),
    h('label', { class: 'check' }, hideHint, ' hide the hint and the analysis in the embed and the element'),
    h('label', { class: 'field stack' }, h('span', { text: 'Colours of the embed and the element' }), theme),
    h('p', {
      class: 'muted small',
      text: 'Embed code, for an LMS (Moodle, Canvas) or Markdown notes rendered without scripts: a frame with the puzzle, and the script embed-resize.js that fits the frame to its content where scripts run.',
    }),
    copyRow('Embed code', embedField),
    embedField,
    h('p', {
      class: 'muted small',
      text: 'Element code, for pages that keep scripts (course notes you build): the <graph-nim> tag with the puzzle, and the script graph-nim.js that draws it. Where scripts are stripped it shows only a picture of the board, the task and a link “play this puzzle” to this site: there use the embed code.',
    }),
    copyRow('Element code', elementField),
    elementField,
  );

  // The checked puzzle, for the set: its fragment and title, or null while none is checked.
  let checked = null;
  const puzzleSet = createPuzzleSet({ state, redraw }, () => checked, kept.refresh);

  // Generate: the token range and the difficulty knobs.
  const minTokens = h('input', {
    type: 'number',
    min: 0,
    value: 1,
    oninput: (e) => draft({ knobs: { minTokens: e.target.value } }),
    class: 'small-number',
    'aria-label': 'Fewest tokens on an edge',
  });
  const maxTokens = h('input', {
    type: 'number',
    min: 0,
    value: 5,
    oninput: (e) => draft({ knobs: { maxTokens: e.target.value } }),
    class: 'small-number',
    'aria-label': 'Most tokens on an edge',
  });
  const minMoves = h('input', {
    type: 'number',
    min: 0,
    placeholder: 'any',
    oninput: (e) => draft({ knobs: { minMoves: e.target.value } }),
    class: 'small-number',
    'aria-label': 'At least this many legal moves',
  });
  const minLength = h('input', {
    type: 'number',
    min: 0,
    placeholder: 'any',
    oninput: (e) => draft({ knobs: { minLength: e.target.value } }),
    class: 'small-number',
    'aria-label': 'Perfect play lasts at least this many moves',
  });
  const generateButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Generate',
    // Generating keeps this graph for the draft: its board, when it was another's, is this one.
    onclick: () => {
      kept.useThisBoard();
      actions.generatePuzzle({
        minTokens: numberIn(minTokens, 1),
        maxTokens: numberIn(maxTokens, 5),
        minMoves: numberIn(minMoves, 0),
        minLength: numberIn(minLength, 0),
      });
    },
  });

  // What Generate does, or why a pile game has no Generate: it draws counts on a graph's
  // edges (the crate's generator), and a greyed button under "Tokens per edge" gave no reason.
  const generateAbout = h('p', { class: 'muted small generate-about' });
  const generateControls = h(
    'div',
    {},
    h(
      'div',
      { class: 'row wrap' },
      h('span', { class: 'muted', text: 'Tokens per edge' }),
      h('label', { class: 'field' }, h('span', { text: 'from' }), minTokens),
      h('label', { class: 'field' }, h('span', { text: 'to' }), maxTokens),
    ),
    h(
      'div',
      { class: 'row wrap' },
      h(
        'label',
        { class: 'field' },
        h('span', { text: 'At least' }),
        minMoves,
        h('span', { text: 'legal moves' }),
      ),
      h(
        'label',
        { class: 'field' },
        h('span', { text: 'Perfect play lasts at least' }),
        minLength,
        h('span', { text: 'moves' }),
      ),
    ),
    h('div', { class: 'row' }, generateButton),
  );

  // Shown by its first update, with its boxes filled: shown before, Open it on a draft
  // (draft-offer.js) focused the goal box while it still said "Find a winning move", and the
  // update leaves a focused box alone, so the draft's goal never showed.
  const element = h(
    'section',
    { class: 'card puzzle-maker', 'aria-label': 'Make a puzzle', hidden: true },
    h('h2', { text: 'Make a puzzle' }),
    guideLinks(),
    boardNote,
    keptDrafts.element,
    h('label', { class: 'field stack' }, h('span', { text: 'Goal' }), goal),
    h('label', { class: 'field stack' }, h('span', { text: 'Title' }), title),
    titleCut,
    h('label', { class: 'field stack' }, h('span', { text: 'Task' }), text),
    textCut,
    h(
      'label',
      { class: 'field' },
      h('span', { text: 'Solution button after' }),
      reveal,
      h('span', { text: 'wrong tries' }),
    ),
    revealNote,
    h('div', { class: 'row' }, checkButton),
    checkProgress.row,
    note,
    verdictHeard,
    verdict,
    facts,
    share,
    puzzleSet.element,
    h('h3', { text: 'Generate a position' }),
    generateAbout,
    generateControls,
    generateProgress.row,
    generateNote,
  );

  /** The two snippets for a fragment, hide setting and theme, made again only when they change
   *  (the picture is a drawing of the whole board). */
  let snippets = { key: null };
  function snippetsFor(fragment, puzzle, hide, theme) {
    const key = JSON.stringify([fragment, hide, theme]);
    if (snippets.key === key) return snippets;
    const link = pageBase() + fragment;
    const fallback = fallbackHtml({ picture: fallbackPicture(element, state, view), ...puzzle, link });
    snippets = {
      key,
      embed: embedCode(fragment, { title: puzzle.title, hide, theme, fallback }),
      element: elementCode(state, puzzle, { hide, theme, fallback }),
    };
    return snippets;
  }

  /** A box shows the state's value, except while the author is typing in it. */
  function show(input, value) {
    const text = String(value);
    if (input !== focusedElement(input) && input.value !== text) input.value = text;
  }

  function update() {
    checked = null;
    element.hidden = state.mode !== 'edit' || state.lock || state.embed;
    if (element.hidden) return;
    // A draft asked for (Bring back, Undo, Open it) comes in, and the draft follows the board;
    // then Edit on a puzzle: the draft becomes that puzzle's, before it is kept.
    kept.follow();
    fromPuzzle.update();
    // Every change to the draft or the set passes here (the card is redrawn after each).
    kept.save();
    const author = state.author;
    show(goal, author.goal);
    show(title, author.title);
    show(text, author.text);
    show(reveal, author.reveal);
    revealNote.hidden = author.goal !== 'outcome';
    hideHint.checked = !!author.hide;
    show(theme, author.theme ?? 'auto');
    const knobs = author.knobs ?? DEFAULT_KNOBS;
    show(minTokens, knobs.minTokens);
    show(maxTokens, knobs.maxTokens);
    show(minMoves, knobs.minMoves);
    show(minLength, knobs.minLength);
    // The draft of another board: no verdict, link or code of its words on this one.
    const otherBoard = !!kept.otherBoard();
    boardNote.hidden = !otherBoard;
    keptDrafts.update();

    const job = author.job;
    checkProgress.row.hidden = job?.kind !== 'check';
    generateProgress.row.hidden = job?.kind !== 'generate';
    if (job) {
      const { bar, words } = job.kind === 'check' ? checkProgress : generateProgress;
      const fraction = job.total > 0 ? Math.min(1, job.done / job.total) : null;
      if (fraction === null) bar.removeAttribute('value');
      else bar.value = fraction;
      setText(
        words,
        job.kind === 'check'
          ? 'Checking the puzzle…'
          : // Draws made out of the most allowed (the crate counts draws, not solver states).
            `Generating… ${formatNumber(job.done)} of at most ${formatNumber(job.total)} draws`,
      );
    }
    const noBoard = !state.engineReady || !hasBoard(state.position);
    checkButton.disabled = noBoard || otherBoard;
    // Generate draws token counts on a graph's edges: a pile game has none, and is told so.
    const piles = isSetGame(state.position);
    generateControls.hidden = piles;
    setText(
      generateAbout,
      piles
        ? 'Generate draws token counts on a graph’s edges, so it is not offered for pile games: set the piles under Pile games, then press Check puzzle.'
        : 'Keeps this graph and draws token counts until the goal holds.',
    );
    generateButton.disabled = noBoard || !state.position.edges?.length;

    const v = otherBoard ? null : currentVerdict(state);
    const said = author.error ?? currentNote(state);
    const generated = author.noteOf === 'generate';
    note.dataset.kind = author.error && !generated ? 'error' : 'info';
    setText(note, (!generated && said) || (job || v || otherBoard ? '' : staleCheck(author.verdict)));
    generateNote.dataset.kind = author.error ? 'error' : 'info';
    const generatedText = (generated && said) || '';
    // New words beside Generate are brought into view (a long card may end at the screen's edge).
    if (generatedText && generatedText !== generateNote.textContent)
      requestAnimationFrame(() => generateNote.scrollIntoView({ block: 'nearest' }));
    setText(generateNote, generatedText);

    const result = v?.result;
    const tooLarge = result?.outcome === 'unknown';
    verdict.hidden = !result || !!job;
    if (result) {
      const good = !!result.well_posed;
      verdict.classList.toggle('win', good);
      verdict.classList.toggle('lose', !good);
      verdictTag.className = `tag ${good ? 'win' : 'lose'}`;
      setText(verdictTag, good ? 'WELL POSED' : tooLarge ? 'TOO LARGE' : 'NOT WELL POSED');
      setText(
        verdictText,
        tooLarge
          ? `${sentence(String(result.reason ?? 'too large for an exact answer'))}. Make the position smaller.`
          : result.reason,
      );
    }
    const d = result?.difficulty;
    facts.hidden = !d || !!job;
    if (d) {
      setText(factValues.legal, formatNumber(d.legal_moves));
      setText(
        factValues.winning,
        d.winning_moves == null ? 'too many to count' : formatNumber(d.winning_moves),
      );
      setText(
        factValues.length,
        d.perfect_play_length == null
          ? 'too long to compute'
          : `${formatNumber(d.perfect_play_length)} ${d.perfect_play_length === 1 ? 'move' : 'moves'}`,
      );
    }
    sayVerdict(v, job);
    share.hidden = !result?.well_posed || !!job;
    // "Puzzle link copied." belongs to the link as it was copied: a new check, or a change that
    // makes a new link, clears it (and the same of each code).
    const before = copies.map(({ field }) => field.value);
    if (!share.hidden) {
      const puzzle = {
        goal: author.goal,
        title: author.title.trim(),
        text: author.text.trim(),
        reveal: author.reveal,
      };
      const fragment = puzzleFragment(state, puzzle);
      checked = { link: fragment, title: puzzle.title };
      show(linkField, pageBase() + fragment);
      const code = snippetsFor(
        fragment,
        puzzle,
        author.hide ? ['hint', 'analysis'] : [],
        author.theme ?? 'auto',
      );
      show(embedField, code.embed);
      show(elementField, code.element);
    }
    copies.forEach(({ field, status }, i) => {
      if (share.hidden || field.value !== before[i]) status.textContent = '';
    });
  }
  /** Why a verdict went, when the board changed since the check: the verdict, the copy
   *  buttons and the embed options vanished without a word, and the teacher took the puzzle as
   *  lost or the card as broken. '' when there was no check of the draft in the card: one filled
   *  from a puzzle or brought back was not checked, and a check of the draft before is not its. */
  function staleCheck(verdict) {
    if (!verdict || verdict.draft !== state.draftId) return '';
    const changed = verdict.key === positionKey(state.position) ? 'goal' : 'board';
    const what = verdict.result?.well_posed ? 'its verdict and the links were' : 'its verdict was';
    return `The ${changed} changed after Check puzzle, so ${what} for the ${changed} before: press Check puzzle again.`;
  }
  /** Says a verdict new since the last (one kept from before the card opened is not news):
   *  the verdict line and the counts under it, as shown. */
  function sayVerdict(v, job) {
    if (heardCheck === undefined) heardCheck = v;
    if (!v || job || v === heardCheck) return;
    heardCheck = v;
    const counts = facts.hidden
      ? ''
      : ` Legal moves: ${factValues.legal.textContent}; winning moves: ${factValues.winning.textContent}; game length: ${factValues.length.textContent}.`;
    const words = `${verdictText.textContent}${counts}`;
    // The same words again (Check pressed twice) are said again: a no-break space on or off.
    verdictHeard.textContent = verdictHeard.textContent === words ? `${words}\u00a0` : words;
  }

  return {
    element,
    update() {
      update();
      puzzleSet.update();
    },
  };
}

// "Why?": the certificate of the current position in plain words, next to the hint. For a
// table answer it is the mex table (one move reaching each value below the Grundy value g,
// and the count of moves checked, none reaching g) or, for a losing position, every move
// with a winning reply; for a theorem answer, the theorem with its condition worked out on
// this position (the crate's explanation). Moves are buttons that show them on the board.
//
// createWhy(ctx) → {button, element, update(state)}; ctx: {state, view, research}
// (research: research-actions.js's context). The list is rebuilt only when a new
// certificate arrives; redraws patch the pressed state of its buttons in place.

import { askToShow, h, setText, showBoardOf } from '../common/dom.js';
import { boardKey } from '../common/state.js';
import {
  OUTCOME_LETTERS,
  count,
  describeCounts,
  describeMove,
  edgeName as nameOfEdge,
  formatNumber,
  sentence,
  usesOutcomeLetters,
} from '../common/words.js';
import { methodWords } from '../common/terms.js';
import { keepEdgeNamesWhole } from '../common/unbroken-names.js';
import { cancelWhy, previewWhyMove, toggleWhy } from './research-actions.js';
import { hasBoard } from '../common/games.js';
import { misereLoser } from '../common/misere.js';
import { keepFocusInSight } from '../common/focus-in-sight.js';

/** Whether the solver's answer of who wins came from a theorem ("theorem:c4", "theorem:c4+table"). */
const byTheorem = (method) => String(method ?? '').startsWith('theorem:');

/** Rows listed at most; the rest are counted. */
const MAX_ROWS = 100;

export function createWhy({ state, view, research }) {
  const button = h('button', {
    type: 'button',
    class: 'btn why-button',
    text: 'Why?',
    title: 'Why this answer: the certificate, move by move',
    'aria-expanded': 'false',
    onclick: () => {
      reveal = asked = true;
      toggleWhy(research);
    },
  });
  // Pressed with the panel below the window, Why? changed nothing in sight: the panel is
  // scrolled into view when it opens and again when its answer is drawn, as H and A do for
  // theirs (focus stays on the button). In a frame sized to its content, the frame cannot
  // scroll: the course page around it is asked to (askToShow).
  let reveal = false;
  // The explanation is said once, for the press that asked for it: the panel built again for
  // its board (after Ctrl+Z, a review step back to it) is shown, not read out again unasked.
  let asked = false;
  // Focus stays in sight: long reasons scrolled to took Why? itself above the window, and it
  // comes back to the window's top with the reasons below it (common/focus-in-sight.js).
  const revealPanel = () =>
    requestAnimationFrame(() => {
      element.scrollIntoView({ block: 'nearest' });
      keepFocusInSight(button);
      askToShow(element);
    });
  // Shown, not read: its words are `said`'s, and a screen reader reading line by line heard
  // them twice.
  const summary = h('p', { class: 'why-summary', 'aria-hidden': 'true' });
  // The verdict's explanation, said when it comes (focus stays on Why?): a polite live region
  // shown with the panel from "Working out why…" on, so its change is announced.
  const said = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  // The example move a button draws on the board (its "pressed" alone did not say which).
  const saidMove = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  const method = h('p', { class: 'why-method small' });
  // The crate's explanation says "so P" or "so N": what the letters mean, in plain words.
  const letters = h('p', { class: 'why-letters muted small', text: OUTCOME_LETTERS, hidden: true });
  const list = h('ol', { class: 'why-list', 'aria-label': 'Certificate moves' });
  const footer = h('p', { class: 'why-footer muted small' });
  const progressText = h('span', { class: 'muted', text: 'Working out why…' });
  const progress = h(
    'div',
    { class: 'job-progress', hidden: true },
    h('progress'),
    progressText,
    h('button', { type: 'button', class: 'btn', text: 'Cancel', onclick: () => cancelWhy(research) }),
  );
  const element = h(
    'div',
    { class: 'why', hidden: true, role: 'region', 'aria-label': 'Why: certificate' },
    h('h3', { text: 'Why?' }),
    said,
    saidMove,
    progress,
    summary,
    method,
    letters,
    list,
    footer,
  );

  let shown = null; // the state.why object the list was built from
  const moveButtons = []; // {el, move}

  const edgeName = (position) => (e) => nameOfEdge(position, e);

  /** The position after a certificate step ({tokens, piece}) on the board's graph. */
  function positionAfter(base, after) {
    const position = structuredClone(base);
    if (position.piles)
      position.piles = after.tokens.slice(); // a pile game
    else after.tokens.forEach((t, e) => (position.edges[e][2] = t));
    if (after.piece !== undefined) position.token = after.piece;
    return position;
  }

  /** `after` ({tokens, piece}, from the certificate) names Walking Nim's destination;
   *  `value` is a Grundy value (normal play) or an outcome, 'P' or 'N' (misère play). */
  function moveButton(move, value, base, after, label) {
    const outcome = typeof value === 'string' ? value : value === 0 ? 'P' : 'N';
    const el = h('button', {
      type: 'button',
      class: 'btn chip why-move',
      text: label ?? describeMove(move, base, { after: positionAfter(base, after) }),
      'aria-pressed': 'false',
      dataset: { move: JSON.stringify(move), value: String(value) },
      onclick: () => {
        previewWhyMove(research, view, move, outcome);
        // On a phone the board is far above the list: the move is shown where it can be seen.
        if (view.previewMove) showBoardOf(element);
      },
    });
    moveButtons.push({ el, move });
    return el;
  }

  /** The step a move makes ({tokens, piece}, as the certificate's rows give it). */
  function stepAfter(base, move) {
    if (base.piles) return { tokens: base.piles.slice() };
    const tokens = base.edges.map((e) => e[2]);
    if (move.edge === undefined) {
      for (const [e, a] of move.take ?? []) tokens[e] -= a;
      return { tokens };
    }
    const [u, v] = base.edges[move.edge];
    tokens[move.edge] -= move.take;
    return { tokens, piece: base.token === u ? v : u };
  }

  /** "the reply at vertex 2: take 1 from 1–2", "the reply: move to 2 along 0–1, …" ("is
   *  answered by at vertex 2: …" read as a slip). */
  function theReply(move) {
    return move.startsWith('at ') ? `the reply ${move}` : `the reply: ${move}`;
  }

  // A misère row's reply is a line of its own under its move (the move is a button), so it
  // reads as a sentence of its own, not as the tail ("; the reply …") of one.
  const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

  function counts(after, base) {
    return `(${describeCounts(after.tokens, edgeName(base), base.rules === 'walk' ? after.piece : null)})`;
  }

  function tableRows(cert, base) {
    const g = cert.mex.length;
    if (g > 0) {
      return cert.mex
        .slice(0, MAX_ROWS)
        .map((w, v) =>
          h(
            'li',
            { dataset: { value: String(v) } },
            h('span', { class: 'tag', text: `value ${v}` }),
            moveButton(w.move, w.value, base, w.after),
            h('span', { class: 'muted small', text: ` → ${counts(w.after, base)}` }),
          ),
        );
    }
    return cert.replies.slice(0, MAX_ROWS).map((r) => {
      const after = positionAfter(base, r.option.after);
      return h(
        'li',
        { dataset: { value: String(r.option.value), reply: JSON.stringify(r.reply.move) } },
        moveButton(r.option.move, r.option.value, base, r.option.after),
        h('span', {
          class: 'why-reply small',
          text: ` (value ${r.option.value}); ${theReply(describeMove(r.reply.move, after, { after: positionAfter(base, r.reply.after) }))} → ${counts(r.reply.after, base)}, value 0`,
        }),
      );
    });
  }

  /** Misère rows: the winning move (to a position that loses for the opponent), or for a
   *  losing position every move with the reply that wins against it. */
  function misereRows(cert, base) {
    if (cert.winning_move) {
      const w = cert.winning_move;
      return [
        h(
          'li',
          { dataset: { value: 'P' } },
          h('span', { class: 'tag win', text: 'wins' }),
          moveButton(w.move, 'P', base, w.after),
          h('span', { class: 'muted small', text: ` → ${counts(w.after, base)}, a loss for the opponent` }),
        ),
      ];
    }
    return cert.replies.slice(0, MAX_ROWS).map((r) => {
      const after = positionAfter(base, r.option.after);
      const answer = r.reply
        ? `${capitalised(theReply(describeMove(r.reply.move, after, { after: positionAfter(base, r.reply.after) })))} → ${counts(r.reply.after, base)}, a loss for the player to move.`
        : base.rules === 'walk'
          ? 'It leaves the opponent no move, and in misère play the player who cannot move wins.'
          : 'It takes the last token, and whoever takes the last token loses.';
      return h(
        'li',
        { dataset: { value: 'N', ...(r.reply ? { reply: JSON.stringify(r.reply.move) } : {}) } },
        moveButton(r.option.move, 'N', base, r.option.after),
        h('span', { class: 'why-reply small', text: answer }),
      );
    });
  }

  function build(why) {
    moveButtons.length = 0;
    const result = why.result ?? {};
    const explanation = result.explanation;
    const cert = result.certificate;
    let rows = [];
    let summaryText;
    let methodText = '';
    let footerText = '';
    if (why.status === 'error') summaryText = `No certificate: ${why.error}`;
    else if (why.status === 'cancelled') summaryText = 'Cancelled. Press Why? again to start over.';
    else if (result.outcome === 'unknown' || !cert)
      summaryText = `No certificate: ${result.reason ?? 'unknown'}.`;
    else if (cert.kind === 'mex table') {
      const g = cert.mex.length;
      const checked = cert.options_checked;
      const reaching = cert.options_reaching_grundy;
      if (checked === 0)
        summaryText = 'Grundy value 0: there is no move at all, so the player to move has lost.';
      else if (g === 0)
        summaryText = `Grundy value 0, so the player to move loses: no move reaches value 0, and every move has a winning reply.`;
      else {
        // "every value from 0 to 0" reads oddly: value 1 is one move to 0 and none to 1.
        const mexRule =
          g === 1
            ? 'a move reaches 0 (shown below), and none reaches 1'
            : `the moves reach every value from 0 to ${g - 1}, one move for each below, and none reaches ${g}`;
        summaryText = `Grundy value ${g}, so the player to move wins (a move to value 0 wins). By the mex rule: ${mexRule}.`;
      }
      rows = tableRows(cert, why.position);
      const listed = g > 0 ? g : cert.replies.length;
      footerText = `${count(checked, 'move', 'moves')} checked; ${
        reaching === 0 ? 'none reaches' : `${formatNumber(reaching)} reach`
      } value ${g}.${listed > MAX_ROWS ? ` (The first ${MAX_ROWS} of ${formatNumber(listed)} rows are shown.)` : ''}`;
      // The values shown are the table's. The solver's own route, when another (often a
      // theorem, with its condition on these counts; or a split into parts), is a second,
      // independent reason for who wins. When the solver's route is that same table, it is
      // said once: "the solver's own answer agrees: Exact Grundy table over all 360
      // positions" cited the table as its own check.
      methodText =
        result.method === 'table'
          ? `These values come from the solver’s own table: ${explanation}`
          : `These values come from an exact table of every position below this one. ${
              byTheorem(result.method)
                ? 'A theorem says who wins, independently'
                : 'The solver’s own answer agrees'
            }: ${explanation}`;
    } else if (cert.kind === 'misère outcome table') {
      const checked = cert.options_checked;
      if (checked === 0)
        summaryText = `Misère play: ${cert.note ?? 'there is no move left, so the player to move has won'}.`;
      else if (cert.winning_move)
        summaryText = `Misère play (${misereLoser(why.position)}): the player to move wins, because this move leaves a position that loses for the opponent.`;
      else
        summaryText = `Misère play (${misereLoser(why.position)}): the player to move loses, because every move has a winning reply.`;
      rows = misereRows(cert, why.position);
      const listed = cert.winning_move ? 0 : cert.replies.length;
      footerText = `${count(checked, 'move', 'moves')} checked against an exact table of who wins every position below this one (Grundy values are not used in misère play).${
        listed > MAX_ROWS ? ` (The first ${MAX_ROWS} of ${formatNumber(listed)} rows are shown.)` : ''
      }`;
      methodText = `The solver's own answer agrees: ${explanation}`;
    } else {
      summaryText =
        result.outcome === 'P'
          ? 'The player to move loses with perfect play.'
          : 'The player to move wins with perfect play.';
      // Only a theorem's answer is "by a theorem"; a decomposition is named as such, and a
      // table's explanation already says it is one (named twice, it read "By an exact table
      // …: Exact win/loss table over …").
      methodText = byTheorem(result.method)
        ? `By a theorem: ${explanation}`
        : result.method === 'table'
          ? sentence(explanation)
          : `${sentence(methodWords(result.method))}: ${explanation}`;
      // A move that wins, as Analyze would list it (the certificate's table is what is missing).
      if (cert.winning_move) {
        const w = cert.winning_move;
        rows = [
          h(
            'li',
            { dataset: { value: '0' } },
            h('span', { class: 'tag win', text: 'wins' }),
            moveButton(w, 0, why.position, stepAfter(why.position, w)),
          ),
        ];
      }
      footerText = cert.reason ? `The moves are not listed one by one here: ${cert.reason}.` : '';
    }
    setText(summary, summaryText);
    setText(said, asked ? summaryText : '');
    asked = false;
    setText(method, methodText);
    method.hidden = !methodText;
    letters.hidden = !usesOutcomeLetters(methodText);
    setText(footer, footerText);
    footer.hidden = !footerText;
    list.replaceChildren(...rows);
    // On a phone an edge name broke at its dash ("0–" / "1"): each is kept on one line.
    for (const el of [method, footer, ...list.querySelectorAll('span, button')])
      if (!el.children.length) keepEdgeNamesWhole(el);
    list.hidden = !rows.length;
  }

  function update() {
    const why = state.why;
    const current = why && why.key === boardKey(state) ? why : null;
    element.hidden = !current;
    button.setAttribute('aria-expanded', current && current.status !== 'busy' ? 'true' : 'false');
    button.setAttribute('aria-busy', String(current?.status === 'busy'));
    button.disabled =
      !state.engineReady ||
      !hasBoard(state.position) ||
      // Not disabled while the certificate is worked out (a press then does nothing): a
      // disabled button drops the keyboard focus it holds.
      // Closed in an unsolved puzzle (the hint card says why).
      (!current && !!research.actions.helpLocked());
    if (!current) {
      // The answer said is about a board no longer shown (it is built again if it comes back).
      setText(said, '');
      setText(saidMove, '');
      if (view.previewMove?.source === 'why') view.previewMove = null;
      shown = null;
      reveal = false;
      return;
    }
    progress.hidden = current.status !== 'busy';
    const busy = current.status === 'busy';
    // Once as "Working out why…" shows, once with the answer (not on every progress redraw).
    if (reveal && shown !== current) revealPanel();
    if (busy) {
      setText(
        progressText,
        current.total > 0
          ? `Working out why… ${formatNumber(current.done)} / ${formatNumber(current.total)}`
          : 'Working out why…',
      );
      summary.hidden = method.hidden = letters.hidden = list.hidden = footer.hidden = true;
      shown = current;
      return;
    }
    if (shown !== current) reveal = false;
    summary.hidden = false;
    if (shown !== current) {
      shown = current;
      build(current);
    }
    const previewed = view.previewMove?.source === 'why' ? JSON.stringify(view.previewMove.move) : null;
    for (const { el, move } of moveButtons) {
      const on = JSON.stringify(move) === previewed;
      if (el.getAttribute('aria-pressed') === String(on)) continue;
      el.setAttribute('aria-pressed', String(on));
      if (on) setText(saidMove, `The board shows the move ${el.textContent}.`);
      else if (!previewed) setText(saidMove, 'The board shows the position again.');
    }
  }

  return { button, element, update };
}

// Composing a SetNim move, the way an Edge-Nim move is composed: click a pile to
// take one more token from it (past its count a click goes back to 0; Enter on a full pile
// confirms the move, as on an edge: game.js keyOnEdgeInPlay); the move's set follows the
// piles chosen — the window of k consecutive piles nearest the pile clicked, or the set that
// holds every pile chosen so far; a pile no set shares with them keeps the newest picks a set
// holds with it and drops the others, saying which — and the move panel can step to another
// set that holds them. The sets and their numbers come from the crate (gameSets), never re-derived
// here; the crate checks the move when it is confirmed.
//
// state.pending for SetNim: {set, piles: the set's piles (sorted), take: {pile: amount},
// setCount: how many sets the game has}.

import { isSetGame, pileName, setChoiceWords } from '../common/games.js';
import { count, sentence, takingWords } from '../common/words.js';

/** What a window of Circular or Path Nim is, said the first time a move is composed in one:
 *  "a window is 3 piles next to each other around the circle, the piles one move may take
 *  from"; '' for the other games, whose sets are not windows. (Here, with a pile game's play,
 *  which no first view loads.) */
function windowMeaning(position) {
  const where = { circular: 'around the circle', path: 'along the row' }[position.rules];
  return where
    ? `a window is ${count(position.k, 'pile', 'piles')} next to each other ${where}, the piles one move may take from`
    : '';
}

/**
 * ctx: {state, getEngine(), say(text, kind), sayMoveError(text), announce(text), redraw(),
 *   humanMayMove()}.
 */
export function createSetPlay(ctx) {
  const { state } = ctx;
  const cache = new WeakMap();
  // Whether "window" has been said what it is (once: it comes with the first window said).
  let windowExplained = false;

  /** The position's sets (pile lists) as the crate numbers them; [] when not SetNim. */
  function sets(position = state.position) {
    if (!isSetGame(position)) return [];
    let list = cache.get(position);
    if (!list) {
      const engine = ctx.getEngine();
      if (!engine) return [];
      list = engine.gameSets(position) ?? [];
      cache.set(position, list);
    }
    return list;
  }

  /** Piles the pending move takes from. */
  function chosen(pending = state.pending) {
    if (!pending?.take) return [];
    return Object.keys(pending.take)
      .map(Number)
      .filter((p) => pending.take[p] > 0);
  }

  // The piles in the order they were last given tokens (by a tap, a key, the move box),
  // so that a pile that does not fit keeps the newest picks. Read only through picked(),
  // which keeps to the piles the pending move takes from.
  let uses = [];

  /** Marks pile `p` as the latest one given tokens. */
  function noteUse(p) {
    uses = [...uses.filter((q) => q !== p), p];
  }

  /** The piles the pending move takes from, oldest pick first. */
  function picked(pending = state.pending) {
    const now = chosen(pending);
    return [...now.filter((q) => !uses.includes(q)), ...uses.filter((q) => now.includes(q))];
  }

  /** "pile 0", "piles 0 and 1", "piles 0, 1 and 3". */
  function pilesWords(piles) {
    if (piles.length === 1) return pileName(piles[0]);
    return `piles ${piles.slice(0, -1).join(', ')} and ${piles.at(-1)}`;
  }

  /** Indices of the sets holding every pile in `piles`. */
  function containing(piles) {
    const out = [];
    sets().forEach((set, index) => {
      if (piles.every((p) => set.includes(p))) out.push(index);
    });
    return out;
  }

  /** Of the candidate sets, the window whose middle is nearest `pile` (a run of k piles
   *  centred where the user clicked); for sets that are not runs, the lowest-numbered. */
  function nearest(candidates, pile) {
    const { rules, k } = state.position;
    if (rules !== 'circular' && rules !== 'path') return candidates[0];
    const n = state.position.piles.length;
    const distance = (s) => {
      const d = Math.abs(s + (k - 1) / 2 - pile);
      return rules === 'circular' ? Math.min(d, n - d) : d;
    };
    return candidates.reduce((best, s) => (distance(s) < distance(best) ? s : best));
  }

  function pendingFor(set, take) {
    const piles = sets()[set];
    const kept = Object.fromEntries(Object.entries(take).filter(([p]) => piles.includes(Number(p))));
    return { set, piles, take: kept, setCount: sets().length };
  }

  /** A click on pile `p` while playing (`byKey`: Enter or Space on it). */
  function clickPile(p, { byKey = false } = {}) {
    if (!ctx.humanMayMove()) return;
    const tokens = state.position.piles[p];
    if (tokens === undefined) return;
    let pending = state.pending;
    // What a screen reader hears of the amount chosen (from the keyboard: the pile's own
    // name changes, but a focused button's new name is not read again), and what the next
    // Enter does.
    const taking = (amount) => takingWords(amount, pileName(p), byKey ? tokens : null);
    if (!pending?.piles?.includes(p)) {
      // Keep the latest picks one set holds with the new pile, newest first, and drop only
      // the others: after 0 and 1 in Moore's Nim₂, pile 2 keeps 1 ({1, 2} is allowed) and
      // drops 0. The set is then the one nearest the new pile that holds what is kept.
      const before = picked(pending);
      const kept = [p];
      for (const q of [...before].reverse()) if (containing([...kept, q]).length) kept.push(q);
      const dropped = before.filter((q) => !kept.includes(q));
      const candidates = containing(kept);
      if (!candidates.length) {
        state.pending = null;
        return ctx.say(`Pile ${p} is in no allowed set, so no move can take from it.`, 'error');
      }
      pending = pendingFor(nearest(candidates, p), pending?.take ?? {});
      // Starting again is said, never silent: the earlier picks vanish from the board.
      const current = pending.take[p] ?? 0;
      const next = current >= tokens ? 0 : current + 1;
      const newWindow = pending.set !== state.pending?.set;
      state.pending = { ...pending, take: { ...pending.take, [p]: next } };
      noteUse(p);
      if (newWindow) sayWindow(byKey ? ` ${sentence(taking(next))}` : '');
      else if (byKey) ctx.announce(sentence(taking(next)));
      if (dropped.length) {
        // A Circular or Path Nim set is a window, as the move box calls it.
        const set = windowMeaning(state.position) ? 'window' : 'allowed set';
        const stay = before.filter((q) => kept.includes(q));
        const gone = `${pilesWords(dropped)} ${dropped.length === 1 ? 'is' : 'are'} no longer chosen`;
        const stays = stay.length ? `; ${pilesWords(stay)} ${stay.length === 1 ? 'stays' : 'stay'}` : '';
        // In the move box, above its Confirm, and short (a phone's sheet is at most half the
        // screen): in the banner it sat over the piles (on a small phone over all but one)
        // until closed, and told the student nothing to do next.
        ctx.say(null);
        // Moore's Nim's sets are any k piles: its one rule says it all.
        if (state.position.rules === 'moore')
          return ctx.sayMoveError(
            `A move takes from at most ${count(state.position.k, 'pile', 'piles')}: ${gone}${stays}.`,
          );
        return ctx.sayMoveError(
          `No ${set} holds pile ${p} with ${pilesWords(before)}: ${gone}${stays}. Choose only piles of the ${set} named above.`,
        );
      }
      return ctx.say(null);
    }
    const current = pending.take[p] ?? 0;
    const next = current >= tokens ? 0 : current + 1;
    state.pending = { ...pending, take: { ...pending.take, [p]: next } };
    noteUse(p);
    if (byKey) ctx.announce(sentence(taking(next)));
    ctx.say(null);
  }

  /** The sets the move panel offers: those holding every pile chosen so far. */
  function choices() {
    return containing(chosen());
  }

  /** Moves the pending move to set `set` (keeping the amounts of the piles it holds). */
  function chooseSet(set) {
    if (!ctx.humanMayMove() || !sets()[set]) return;
    state.pending = pendingFor(set, state.pending?.take ?? {});
    sayWindow();
    ctx.redraw();
  }

  /** Says the set a move is now composed in, in the move panel's and the caption's words:
   *  the board shows it only as a band, the move panel's heading is not in focus. */
  function sayWindow(more = '') {
    const meaning = windowExplained ? '' : windowMeaning(state.position);
    if (meaning) windowExplained = true;
    ctx.announce(
      `${setChoiceWords(state.position, state.pending)}.${meaning && ` ${sentence(meaning)}.`}${more}`,
    );
  }

  /** The next (step 1) or previous (step −1) set holding the piles chosen. */
  function stepSet(step) {
    const list = choices();
    if (!list.length || !state.pending) return;
    const at = list.indexOf(state.pending.set);
    chooseSet(list[(at + step + list.length) % list.length]);
  }

  /** Sets the amount taken from pile `p`; `said` (− or +) says the new amount. */
  function setTake(p, amount, { said = false } = {}) {
    const pending = state.pending;
    if (!pending?.piles?.includes(p)) return;
    const tokens = state.position.piles[p] ?? 0;
    const value = Math.max(0, Math.min(tokens, Math.floor(Number(amount) || 0)));
    state.pending = { ...pending, take: { ...pending.take, [p]: value } };
    if (value > 0) noteUse(p);
    if (said) ctx.announce(sentence(takingWords(value, pileName(p))));
    ctx.redraw();
  }

  /** The pending move in the crate's format: {set, take: [[pile, amount], ...]}. */
  function pendingMove() {
    const p = state.pending;
    if (!p || p.set === undefined) return null;
    const take = chosen(p)
      .sort((a, b) => a - b)
      .map((pile) => [pile, p.take[pile]]);
    return { set: p.set, take };
  }

  /** One-token moves, for the computer when the position is too large to solve. */
  function simpleMoves() {
    const out = [];
    state.position.piles.forEach((t, p) => {
      const set = t > 0 ? containing([p])[0] : undefined;
      if (set !== undefined) out.push({ set, take: [[p, 1]] });
    });
    return out;
  }

  return { sets, clickPile, choices, chooseSet, stepSet, setTake, pendingMove, simpleMoves };
}

// Composing a SetNim move, the way an Edge-Nim move is composed: click a pile to
// take one more token from it (past its count a click goes back to 0; Enter on a full pile
// confirms the move, as on an edge: game.js keyOnEdgeInPlay); the move's set follows the
// piles chosen — the window of k consecutive piles centred on the pile clicked, or the set
// that holds every pile chosen so far — and the move panel can step to another set that
// holds them. The sets and their numbers come from the crate (gameSets), never re-derived
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
      // Keep what was chosen when one set holds it and the new pile; else start again.
      const before = chosen(pending);
      let candidates = containing([...before, p]);
      let take = pending?.take ?? {};
      let dropped = [];
      if (!candidates.length) {
        candidates = containing([p]);
        dropped = before;
        take = {};
      }
      if (!candidates.length) {
        state.pending = null;
        return ctx.say(`Pile ${p} is in no allowed set, so no move can take from it.`, 'error');
      }
      pending = pendingFor(nearest(candidates, p), take);
      // Starting again is said, never silent: the earlier picks vanish from the board.
      const current = pending.take[p] ?? 0;
      const next = current >= tokens ? 0 : current + 1;
      const newWindow = pending.set !== state.pending?.set;
      state.pending = { ...pending, take: { ...pending.take, [p]: next } };
      if (newWindow) sayWindow(byKey ? ` ${sentence(taking(next))}` : '');
      else if (byKey) ctx.announce(sentence(taking(next)));
      if (dropped.length) {
        const names = dropped.map((q) => `pile ${q}`).join(', ');
        // A Circular or Path Nim set is a window, as the move box calls it.
        const set = windowMeaning(state.position) ? 'window' : 'allowed set';
        // In the move box, above its Confirm, and short (a phone's sheet is at most half the
        // screen): in the banner it sat over the piles (on a small phone over all but one)
        // until closed, and told the student nothing to do next.
        ctx.say(null);
        return ctx.sayMoveError(
          `No ${set} holds pile ${p} with ${names}: ${names} ${dropped.length === 1 ? 'is' : 'are'} no longer chosen. Choose only piles of the ${set} named above.`,
        );
      }
      return ctx.say(null);
    }
    const current = pending.take[p] ?? 0;
    const next = current >= tokens ? 0 : current + 1;
    state.pending = { ...pending, take: { ...pending.take, [p]: next } };
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

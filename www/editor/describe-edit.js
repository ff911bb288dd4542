// An editor's change in words, for a screen reader: what Undo or Redo changed on the board
// ("Undone: edge 1–2 gone"), or what a key added ("Edge 1–2 added, 1 token"). The board's
// own names are used (edgeCalled). The board's size is not in it: the status line, a live
// region too, says it whenever it changes, and a listener heard the counts twice.

import { count, edgeCalled, sentence } from '../common/words.js';
import { gameTitle, graphOf } from '../common/games.js';
import { playRuleAgain } from '../common/misere.js';

/** An edge's count in the game's word: "3 tokens", or in Walking Nim, where it is the edge's
 *  weight (as the edge's own name says it), "weight 3". */
function amount(position, n) {
  return position.rules === 'walk' ? `weight ${n}` : count(n, 'token', 'tokens');
}

/**
 * What Undo or Redo changed from `before` to `after` ({position, layout}), as short clauses
 * saying what the board has now: "vertex 3 gone", "edge 1–2 back, 3 tokens", "edge 0–1 now 4
 * tokens" ("the loop at vertex 1 added", said after Undo brought back a deleted loop, was heard as
 * the adding undone), "vertex 2 moved", "the piece
 * on vertex 0", "the board cleared", "normal play again (Misère off): …". An empty list when nothing a listener can tell changed.
 */
export function editChanges(before, after) {
  const was = graphOf(before.position);
  const now = graphOf(after.position);
  // Another game (or another k): "back to Moore’s Nim₂", not a list of every pile's change.
  if (gameTitle(before.position) !== gameTitle(after.position))
    return [`back to ${gameTitle(after.position)}`];
  // Misère ticked or unticked: the rule, which the board does not show.
  const rule = playRuleAgain(before.position, after.position);
  if (now.vertices === 0 && was.vertices > 0) return [rule, 'the board is empty'].filter(Boolean);
  const changes = rule ? [rule] : [];
  for (let v = now.vertices; v < was.vertices; v++) changes.push(`vertex ${v} gone`);
  for (let v = was.vertices; v < now.vertices; v++) changes.push(`vertex ${v} back`);
  // Edges are compared by their ends (a deletion renumbers the edges after it).
  const key = ([u, v]) => (u <= v ? `${u}-${v}` : `${v}-${u}`);
  const unmatched = now.edges.map((edge, e) => ({ key: key(edge), e }));
  for (const [e, edge] of was.edges.entries()) {
    const at = unmatched.findIndex((other) => other.key === key(edge));
    if (at < 0) {
      changes.push(`${edgeCalled(before.position, e)} gone`);
      continue;
    }
    const [{ e: same }] = unmatched.splice(at, 1);
    const tokens = now.edges[same][2];
    if (tokens !== edge[2])
      changes.push(`${edgeCalled(after.position, same)} now ${amount(after.position, tokens)}`);
  }
  for (const { e } of unmatched)
    changes.push(`${edgeCalled(after.position, e)} back, ${amount(after.position, now.edges[e][2])}`);
  if (after.position.rules === 'walk' && before.position.token !== after.position.token)
    changes.push(`the piece on vertex ${after.position.token}`);
  if (!changes.length) {
    const moved = after.layout.findIndex(
      (p, v) => before.layout[v] && (p[0] !== before.layout[v][0] || p[1] !== before.layout[v][1]),
    );
    if (moved >= 0) changes.push(`vertex ${moved} moved`);
  }
  return changes;
}

/** An edge as a sentence's subject: "Edge 1–2", "Loop at vertex 3", "Pile 2". */
function edgeSubject(position, e) {
  return sentence(edgeCalled(position, e).replace(/^the /, ''));
}

/** What a key's new edge or loop is: "Edge 1–2 added, 1 token." */
export function addedSentence(position, e) {
  const tokens = graphOf(position).edges[e][2];
  return `${edgeSubject(position, e)} added, ${amount(position, tokens)}.`;
}

/** An edge's count as typed or stepped: "Edge 0–1: 5 tokens." (Walking Nim: "weight 5"). */
export function tokensSentence(position, e) {
  return `${edgeSubject(position, e)}: ${amount(position, graphOf(position).edges[e][2])}.`;
}

/** The undo step of a vertex deleted with `joined` edges: "vertex 3 deleted with its 2 edges",
 *  which undoSentence says as it is (Redo) or as "vertex 3 back with its 2 edges" (Undo). */
export function vertexDeletedStep(v, joined) {
  return `vertex ${v} deleted${joined ? ` with its ${count(joined, 'edge', 'edges')}` : ''}`;
}
const VERTEX_DELETED = /^vertex \d+ deleted/;

/** "Undone: edge 1–2 gone." (`verb`: Undone or Redone). */
export function undoSentence(verb, before, after, step = null) {
  // A vertex deleted or brought back renumbers the ones after it: its changes edge by edge
  // ("vertex 5 back, edge 2–3 now 2 tokens, edge 3–4 gone, …") told of the numbers in
  // between, and read as edges removed. The step's own words say it.
  if (VERTEX_DELETED.test(step ?? ''))
    return `${verb}: ${verb === 'Undone' ? step.replace(' deleted', ' back') : step}.`;
  const changes = editChanges(before, after);
  const listed = changes.length ? `${changes.slice(0, 4).join(', ')}${changes.length > 4 ? ', …' : ''}` : '';
  // A named step (a preset built) is said by its name first, then what it changed.
  const what = [step, listed].filter(Boolean).join('; ');
  return what ? `${verb}: ${what}.` : `${verb}.`;
}

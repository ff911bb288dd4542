//! Walking Nim on trees with loops (paths and stars included).
//!
//! **Theorem (Clark, *Nim on Graphs*, 2012, Thm 3.1 and the star rule of §3.2 behind
//! Thm 3.2; Fukuyama, *A Nim game played on graphs II*, for loopless trees).** On a tree
//! with loops only whether each weight is positive matters. With the piece at `v`, let the
//! branches be the subtrees hanging off `v` through positive links, each played from the
//! neighbour as if the link back to `v` were gone. Then `v` is N iff `v` has a positive
//! loop or some branch is P.
//!
//! Only the component of the piece through positive links is considered; anything else is
//! unreachable. The theorem gives every winning move, because a move to `c` that leaves the
//! link positive lets the opponent walk back:
//! * emptying the link to a neighbour `c` wins iff the branch at `c` is P;
//! * leaving it positive wins iff, in addition, `v` would still be N from `c`'s side
//!   (a positive loop at `v` or a second P branch), so every new weight wins;
//! * emptying the loop at `v` wins iff no branch is P (lowering it to a positive value
//!   leaves the opponent a positive loop).

use crate::theory::outcome::Outcome;
use crate::theory::walk::{Simple, WalkAnswer, WalkPosition, WeightRange};

/// Per-vertex results of rooting the piece's component at the piece.
struct Rooted {
    order: Vec<usize>,
    parent: Vec<usize>,
    /// Outcome of the branch at each non-root vertex (edge to its parent removed).
    down_p: Vec<bool>,
    /// Number of children whose branch is P.
    p_children: Vec<usize>,
}

/// `None` when the piece's component (positive links) is not a tree.
fn root(s: &Simple) -> Option<Rooted> {
    let order = s.component();
    if s.component_links(&order) + 1 != order.len() {
        return None;
    }
    let mut parent = vec![usize::MAX; s.n];
    parent[s.piece] = s.piece;
    for &v in &order {
        for &(x, _, _) in &s.adj[v] {
            if parent[x] == usize::MAX {
                parent[x] = v;
            }
        }
    }
    let mut down_p = vec![false; s.n];
    let mut p_children = vec![0usize; s.n];
    // Children come after parents in BFS order, so the reverse order sees them first.
    for &v in order.iter().rev() {
        down_p[v] = s.loop_w(v) == 0 && p_children[v] == 0;
        if v != s.piece && down_p[v] {
            p_children[parent[v]] += 1;
        }
    }
    Some(Rooted { order, parent, down_p, p_children })
}

/// Outcome of a Walking Nim position whose piece component is a tree with loops.
pub(crate) fn tree_outcome(s: &Simple) -> Option<Outcome> {
    let r = root(s)?;
    Some(Outcome::from_is_p(r.down_p[s.piece]))
}

/// Walking Nim on a tree with loops: outcome, every winning move, and explanation.
///
/// Returns `None` when the input is malformed, has unmerged parallel edges, or the piece's
/// component (through positive links) contains a cycle.
pub fn walk_tree(pos: &WalkPosition<'_>) -> Option<WalkAnswer> {
    let s = Simple::build(pos)?;
    let r = root(&s)?;
    let v = s.piece;
    let has_loop = s.loop_w(v) > 0;
    let pc = r.p_children[v];
    let mut winning = Vec::new();
    for &(c, e, w) in &s.adj[v] {
        if r.parent[c] == v && r.down_p[c] {
            let hi = if has_loop || pc >= 2 { w - 1 } else { 0 };
            winning.push(WeightRange { edge: e, lo: 0, hi });
        }
    }
    if let Some((e, _)) = s.lp[v] {
        if pc == 0 {
            winning.push(WeightRange { edge: e, lo: 0, hi: 0 });
        }
    }
    let outcome = Outcome::from_is_p(r.down_p[v]);
    let kind = if r.order.iter().any(|&x| s.loop_w(x) > 0) { "tree with loops" } else { "tree" };
    let explanation = match (outcome, has_loop, pc) {
        (Outcome::P, _, _) => format!(
            "On a {kind} only positive versus zero weight matters: the piece has no loop and every \
             branch from it is a win for whoever enters it (Clark, Nim on Graphs, Thm 3.1–3.2; Fukuyama)."
        ),
        (Outcome::N, _, p) if p > 0 => format!(
            "On a {kind} only positive versus zero weight matters: empty the edge into a branch that is \
             lost for whoever enters it (Clark, Nim on Graphs, Thm 3.1–3.2; Fukuyama)."
        ),
        _ => format!(
            "On a {kind} only positive versus zero weight matters: every branch wins for whoever enters \
             it, so empty the loop at the piece and pass the turn (Clark, Nim on Graphs, Thm 3.1)."
        ),
    };
    Some(WalkAnswer::new(outcome, winning, "walk-tree", explanation))
}

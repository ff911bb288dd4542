//! Walking Nim on trees with loops (paths and stars included).
//!
//! **Theorem (Clark, *Nim on Graphs*, 2012, Thm 3.1 and the star rule of §3.2 behind
//! Thm 3.2; Fukuyama, *A Nim game played on graphs II*, for loopless trees).** On a tree
//! with loops only whether each weight is positive matters. With the piece at `v`, let the
//! branches be the subtrees hanging off `v` through positive links, each played from the
//! neighbour as if the link back to `v` were gone. Then `v` is N exactly when `v` has a positive
//! loop or some branch is P.
//!
//! Only the component of the piece through positive links is considered; anything else is
//! unreachable. The theorem gives every winning move, because a move to `c` that leaves the
//! link positive lets the opponent walk back:
//! * emptying the link to a neighbour `c` wins exactly when the branch at `c` is P;
//! * leaving it positive wins iff, in addition, `v` would still be N from `c`'s side
//!   (a positive loop at `v` or a second P branch), so every new weight wins;
//! * emptying the loop at `v` wins exactly when no branch is P (lowering it to a positive value
//!   leaves the opponent a positive loop).

use crate::theory::outcome::Outcome;
use crate::theory::walk::{
    edge_name, join_some, winning_move_text, Simple, WalkAnswer, WalkPosition, WeightRange,
};
use crate::words::Count;

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
    let explanation = explain(pos, &s, &r, outcome, &winning);
    Some(WalkAnswer::new(outcome, winning, "walk-tree", explanation))
}

/// The theorem's condition worked out at the piece: its loop, and each branch with why it
/// is P or N (one level further down), then the verdict and a winning move.
fn explain(
    pos: &WalkPosition<'_>,
    s: &Simple,
    r: &Rooted,
    outcome: Outcome,
    winning: &[WeightRange],
) -> String {
    let v = s.piece;
    let kind = if r.order.iter().any(|&x| s.loop_w(x) > 0) { "Tree with loops" } else { "Tree" };
    let children =
        |c: usize| s.adj[c].iter().map(|&(x, _, _)| x).filter(move |&x| x != c && r.parent[x] == c);
    let loop_text = |x: usize| match s.loop_w(x) {
        0 => format!("no loop at vertex {x}"),
        w => format!("a loop of weight {} at vertex {x}", Count(w)),
    };
    let branch = |&(c, e, w): &(usize, usize, u64)| {
        let why = if r.down_p[c] {
            let below: Vec<String> = children(c).map(|x| x.to_string()).collect();
            if below.is_empty() {
                format!("{}, and no edge beyond it", loop_text(c))
            } else {
                let (noun, verb) = if below.len() == 1 { ("branch", "is") } else { ("branches", "are") };
                format!("{}, and its {noun} at {} {verb} N", loop_text(c), below.join(", "))
            }
        } else if s.loop_w(c) > 0 {
            loop_text(c)
        } else {
            let lost = children(c).find(|&x| r.down_p[x]).unwrap_or(c);
            format!("its branch at {lost} is P")
        };
        let verdict = if r.down_p[c] { "P" } else { "N" };
        format!("branch at {c} ({}, weight {}) is {verdict}: {why}", edge_name(pos, e), Count(w))
    };
    let branches =
        if s.adj[v].is_empty() { "no branch".to_string() } else { join_some(s.adj[v].iter().map(branch), 6) };
    // A stranded piece has no move at all: "every move hands the opponent…" would be vacuous.
    let stuck = s.adj[v].is_empty() && s.loop_w(v) == 0;
    let verdict = match outcome {
        Outcome::P if stuck => {
            "so P: the piece has no edge with tokens to cross, and the player who cannot move loses"
                .to_string()
        }
        Outcome::P => "so P: every move hands the opponent a won position".to_string(),
        Outcome::N => format!("so N: {}", winning_move_text(pos, winning)),
    };
    format!(
        "{kind}: only whether each weight is positive matters, and the piece's vertex is N exactly when it has a \
         loop or a branch that is P, lost for whoever enters it (Clark, Nim on Graphs, Thm 3.1–3.2; \
         Fukuyama). The piece is at {v}, with {}; {branches}; {verdict}.",
        match s.loop_w(v) {
            0 => "no loop".to_string(),
            w => format!("a loop of weight {}", Count(w)),
        }
    )
}

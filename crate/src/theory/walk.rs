//! Walking Nim (Fukuyama's Nim on graphs, with Clark's loops): shared input and answer
//! types and a dispatcher over the known theorems.
//!
//! A piece stands on a vertex; a move crosses an incident edge of positive weight, lowering
//! that weight to any smaller value, and the piece ends at the other endpoint (a loop
//! leaves it in place). Normal play.
//!
//! **Input convention (Clark, *Nim on Graphs*, Thm 2.1).** Parallel links and multiple
//! loops at a vertex behave like a single edge whose weight is the xor of theirs, so the
//! fast paths take a graph with no parallel edges and at most one loop per vertex; the
//! caller merges first. Zero-weight edges play no role and are ignored, so an input with
//! parallel edges is still accepted when at most one of them has positive weight.
//!
//! The families covered are trees with loops ([`crate::theory::walk_tree`]), cycles with
//! loops ([`crate::theory::walk_cycle`]), unit-weight complete, complete bipartite,
//! hypercube and Petersen graphs ([`crate::theory::walk_unit`]) and bipartite graphs with a
//! side of degree ≤ 2, the piece on the other ([`crate::theory::walk_fukuyama`]).

use crate::theory::outcome::Outcome;
use crate::words::Count;

/// A Walking Nim position: `edges[i] = (u, v, weight)` with `u == v` for a loop.
#[derive(Debug, Clone, Copy)]
pub struct WalkPosition<'a> {
    /// Number of vertices; vertices are `0..vertices`.
    pub vertices: usize,
    /// Edges `(u, v, weight)`; a loop has `u == v`.
    pub edges: &'a [(usize, usize, u64)],
    /// The vertex holding the piece.
    pub piece: usize,
}

/// A set of winning moves: cross edge `edge` (index into the input edges) leaving any
/// weight in `lo..=hi`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WeightRange {
    /// Index of the edge in the input.
    pub edge: usize,
    /// Smallest winning new weight.
    pub lo: u64,
    /// Largest winning new weight (inclusive).
    pub hi: u64,
}

impl WeightRange {
    /// Number of weights in the range.
    pub fn len(&self) -> u64 {
        self.hi.saturating_sub(self.lo).saturating_add(1)
    }

    /// Always false: a range holds at least one weight.
    pub fn is_empty(&self) -> bool {
        false
    }
}

/// The answer of a Walking Nim fast path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WalkAnswer {
    /// Outcome for the player to move.
    pub outcome: Outcome,
    /// All winning moves as disjoint ranges, sorted by edge then weight; empty for P.
    pub winning: Vec<WeightRange>,
    /// Total number of winning moves (sum of the range lengths).
    pub count: u64,
    /// Short identifier of the theorem used, e.g. `"walk-tree"`.
    pub method: &'static str,
    /// One sentence explaining the outcome, citing the source.
    pub explanation: String,
}

impl WalkAnswer {
    pub(crate) fn new(
        outcome: Outcome,
        mut winning: Vec<WeightRange>,
        method: &'static str,
        explanation: String,
    ) -> Self {
        crate::sorting::sort(&mut winning);
        let count = winning.iter().fold(0u64, |acc, r| acc.saturating_add(r.len()));
        WalkAnswer { outcome, winning, count, method, explanation }
    }
}

/// The position after validation: zero-weight edges dropped, adjacency built.
#[derive(Debug, Clone)]
pub(crate) struct Simple {
    pub n: usize,
    pub piece: usize,
    /// Positive links at each vertex: `(neighbour, input edge index, weight)`.
    pub adj: Vec<Vec<(usize, usize, u64)>>,
    /// Positive loop at each vertex: `(input edge index, weight)`.
    pub lp: Vec<Option<(usize, u64)>>,
}

impl Simple {
    /// `None` for malformed input (vertex out of range) or unmerged parallel edges.
    pub fn build(pos: &WalkPosition<'_>) -> Option<Simple> {
        let n = pos.vertices;
        if pos.piece >= n {
            return None;
        }
        let mut adj: Vec<Vec<(usize, usize, u64)>> = vec![Vec::new(); n];
        let mut lp: Vec<Option<(usize, u64)>> = vec![None; n];
        for (i, &(u, v, w)) in pos.edges.iter().enumerate() {
            if u >= n || v >= n {
                return None;
            }
            if w == 0 {
                continue;
            }
            if u == v {
                if lp[u].is_some() {
                    return None;
                }
                lp[u] = Some((i, w));
            } else {
                if adj[u].iter().any(|&(x, _, _)| x == v) {
                    return None;
                }
                adj[u].push((v, i, w));
                adj[v].push((u, i, w));
            }
        }
        Some(Simple { n, piece: pos.piece, adj, lp })
    }

    pub fn loop_w(&self, v: usize) -> u64 {
        self.lp[v].map_or(0, |(_, w)| w)
    }

    /// Vertices reachable from the piece through positive links, in BFS order.
    pub fn component(&self) -> Vec<usize> {
        let mut seen = vec![false; self.n];
        let mut order = vec![self.piece];
        seen[self.piece] = true;
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            i += 1;
            for &(x, _, _) in &self.adj[v] {
                if !seen[x] {
                    seen[x] = true;
                    order.push(x);
                }
            }
        }
        order
    }

    /// Number of positive links inside the piece's component.
    pub fn component_links(&self, comp: &[usize]) -> usize {
        comp.iter().map(|&v| self.adj[v].len()).sum::<usize>() / 2
    }
}

/// `"edge 0–1"`, or `"the loop at vertex 2"`: an input edge named by its endpoints, for explanations
/// (the solver's merged edges keep the real vertex numbers, not the real edge indices).
pub(crate) fn edge_name(pos: &WalkPosition<'_>, edge: usize) -> String {
    match pos.edges.get(edge) {
        Some(&(u, v, _)) if u == v => format!("the {}", crate::words::ends(u, v)),
        Some(&(u, v, _)) => format!("edge {}", crate::words::ends(u, v)),
        None => format!("edge {edge}"),
    }
}

/// A winning move of a won position, for explanations: the first of `winning` in order of
/// edge and weight, e.g. "cross edge 0–1 and leave it empty (7 → 0)", with "e.g." when
/// there are others.
pub(crate) fn winning_move_text(pos: &WalkPosition<'_>, winning: &[WeightRange]) -> String {
    winning.iter().min().map_or_else(String::new, |first| move_text(pos, first, winning.len() > 1))
}

/// `first`, one of the winning moves, in words; `several`: it is one of several ("e.g. …").
/// An explanation whose argument points at one move (Fukuyama's far vertex) names that one.
pub(crate) fn move_text(pos: &WalkPosition<'_>, first: &WeightRange, several: bool) -> String {
    let weight = pos.edges.get(first.edge).map_or(0, |e| e.2);
    let is_loop = pos.edges.get(first.edge).is_some_and(|e| e.0 == e.1);
    let name = edge_name(pos, first.edge);
    let (weight, lo, hi) = (Count(weight), Count(first.lo), Count(first.hi));
    let what = match (is_loop, first.lo, first.hi == first.lo) {
        (true, 0, true) => format!("empty {name} ({weight} → 0)"),
        (true, _, true) => format!("lower {name} to {lo} ({weight} → {lo})"),
        (true, _, false) => format!("lower {name} to any weight from {lo} to {hi} (now {weight})"),
        (false, 0, true) => format!("cross {name} and leave it empty ({weight} → 0)"),
        (false, _, true) => format!("cross {name} leaving weight {lo} ({weight} → {lo})"),
        (false, _, false) => format!("cross {name} leaving any weight from {lo} to {hi} (now {weight})"),
    };
    if several {
        format!("e.g. {what}")
    } else {
        what
    }
}

/// At most `most` items joined by "; ", then how many were left out.
pub(crate) fn join_some(items: impl Iterator<Item = String>, most: usize) -> String {
    let items: Vec<String> = items.collect();
    let mut text = items.iter().take(most).cloned().collect::<Vec<_>>().join("; ");
    if items.len() > most {
        text.push_str(&format!("; and {} more", Count((items.len() - most) as u64)));
    }
    text
}

/// Tries every Walking Nim theorem in turn: trees with loops, cycles with loops, the
/// unit-weight families, then Fukuyama's bipartite graphs with a side of degree ≤ 2. `None` when none applies.
pub fn walk_fast_path(pos: &WalkPosition<'_>) -> Option<WalkAnswer> {
    crate::theory::walk_tree::walk_tree(pos)
        .or_else(|| crate::theory::walk_cycle::walk_cycle(pos))
        .or_else(|| crate::theory::walk_unit::walk_unit(pos))
        .or_else(|| crate::theory::walk_fukuyama::walk_fukuyama(pos))
}

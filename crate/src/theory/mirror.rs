//! Mirror positions of Edge-Nim (normal play), on any multigraph.
//!
//! **Theorem.** Let σ be an involution of the vertices that moves every vertex with tokens
//! on its edges, joins no such vertex to its image by an edge with tokens, and maps the
//! tokens onto themselves: between σu and σv lie the same counts as between u and v (loops
//! at v and loops at σv included). Then the player to move loses.
//!
//! *Proof (the copy strategy).* Pair each edge e with tokens with an edge τe between the
//! images of its ends holding the same count (τ an involution; it exists because the counts
//! match pair by pair, and the pair {u, v} is never its own image, since that would need
//! σu = v, an edge from u to its image). A move at v lowers some edges at v; the mirror move
//! at σv lowers their τ-images by the same amounts. None of those images is at v: an edge at
//! both v and σv would join v to its image (a loop at v is at v only, and σv ≠ v). So the
//! mirror move is legal (each image holds what the original held before the move) and it
//! restores the symmetry, with the same σ and τ. The second player therefore always has a
//! move, and as the tokens decrease the first player runs out of moves first.
//!
//! Loops are no exception: a loop at v is mirrored by a loop at σv, never by itself. What
//! breaks the argument is an edge with tokens from a vertex to its image (a move at v could
//! lower it together with its own image) or a vertex that σ fixes (a move there is its own
//! mirror); both are excluded. Edges without tokens play no part and are ignored.
//!
//! **Not in misère play.** After each copy move the position is symmetric again, and no
//! single move empties a symmetric position (it never touches both e and τe), so the copier
//! takes the last token, which loses in misère play: two disjoint edges of one token each
//! are symmetric and a first-player win there. The solver uses this theorem in normal play
//! only; `tests/engine/theory_mirror.rs` checks both statements by brute force.
//!
//! **The move that restores symmetry** (the N side): from a position one move away from a
//! mirror position, that move wins. [`restoring_move`] looks for it among the involutions of
//! the graph's shape (every edge, or only those with tokens, counted with multiplicity) and
//! the vertices whose edges differ from their mirror's, and checks each candidate by
//! building the position it reaches.

use std::collections::HashMap;

use crate::graph_symmetry::{LabelledGraph, SearchOptions};
use crate::moves::EdgeMove;
use crate::position::Position;
use crate::words::Count;

/// Most images the symmetry search tries before giving up (about a millisecond each
/// thousand); a graph whose symmetries are not found by then is not claimed.
const MAX_STEPS: u64 = 200_000;
/// Most involutions of the graph's shape tried when looking for a restoring move.
const MAX_SHAPES: usize = 64;

/// A mirror symmetry of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mirror {
    /// The image of every vertex (vertices without tokens on their edges stay in place).
    pub sigma: Vec<usize>,
}

impl Mirror {
    /// The swapped vertex pairs, lower vertex first, ascending.
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        self.sigma.iter().enumerate().filter(|&(v, &w)| v < w).map(|(v, &w)| (v, w)).collect()
    }

    /// "0↔3, 1↔4, 2↔5", shortened after eight pairs.
    pub fn describe(&self) -> String {
        let pairs = self.pairs();
        let mut text: Vec<String> = pairs.iter().take(8).map(|(v, w)| format!("{v}↔{w}")).collect();
        if pairs.len() > 8 {
            text.push(format!("and {} more pairs", Count((pairs.len() - 8) as u64)));
        }
        text.join(", ")
    }
}

impl Mirror {
    /// The token counts the symmetry matches, pair by pair: "0–1: 5 ↔ 3–4: 5; loop at vertex 2: 1
    /// ↔ loop at vertex 5: 1", parallel edges' counts listed together, shortened after six pairs.
    pub fn describe_counts(&self, position: &Position) -> String {
        let pairs = live_pairs(position);
        let drawn = crate::words::DrawnEdges::of(position);
        let name = |(u, v): (usize, usize)| drawn.between(u, v);
        let counts = |c: &[u64]| c.iter().map(|&n| Count(n).to_string()).collect::<Vec<_>>().join(", ");
        let mut matched: Vec<((usize, usize), (usize, usize))> = pairs
            .keys()
            .map(|&(u, v)| ((u, v), key(self.sigma[u], self.sigma[v])))
            .filter(|(q, image)| q < image)
            .collect();
        crate::sorting::sort(&mut matched);
        let mut text: Vec<String> = matched
            .iter()
            .take(6)
            .map(|&(q, image)| {
                let empty = Vec::new();
                let mirrored = pairs.get(&image).unwrap_or(&empty);
                format!("{}: {} ↔ {}: {}", name(q), counts(&pairs[&q]), name(image), counts(mirrored))
            })
            .collect();
        if matched.len() > 6 {
            text.push(format!("and {} more pairs", Count((matched.len() - 6) as u64)));
        }
        text.join("; ")
    }
}

fn key(u: usize, v: usize) -> (usize, usize) {
    (u.min(v), u.max(v))
}

/// Sorted counts of the edges with tokens between each joined pair.
fn live_pairs(position: &Position) -> HashMap<(usize, usize), Vec<u64>> {
    let mut pairs: HashMap<(usize, usize), Vec<u64>> = HashMap::new();
    for e in position.edges.iter().filter(|e| e.tokens > 0) {
        pairs.entry(key(e.u, e.v)).or_default().push(e.tokens);
    }
    pairs.values_mut().for_each(|c| crate::sorting::sort(c));
    pairs
}

/// Vertices with no edge carrying tokens: they play no part and stay in place.
fn idle_vertices(position: &Position) -> Vec<bool> {
    let mut idle = vec![true; position.vertices];
    for e in position.edges.iter().filter(|e| e.tokens > 0) {
        idle[e.u] = false;
        idle[e.v] = false;
    }
    idle
}

/// Whether `sigma` makes `position` a mirror position: every vertex with tokens around it
/// moves, none is joined to its image by an edge with tokens, and the counts between each
/// pair are those between the images.
pub fn is_mirror(position: &Position, sigma: &[usize]) -> bool {
    let n = position.vertices;
    if sigma.len() != n || (0..n).any(|v| sigma[v] >= n || sigma[sigma[v]] != v) {
        return false;
    }
    let idle = idle_vertices(position);
    if (0..n).any(|v| !idle[v] && sigma[v] == v) {
        return false;
    }
    let pairs = live_pairs(position);
    pairs.iter().all(|(&(u, v), counts)| {
        let image = key(sigma[u], sigma[v]);
        image != (u, v) && pairs.get(&image) == Some(counts)
    })
}

/// A mirror symmetry of the position, when the bounded search finds one. `None` also when
/// no token is left (that position is lost for other reasons).
pub fn mirror_of(position: &Position) -> Option<Mirror> {
    let pairs = live_pairs(position);
    if pairs.is_empty() {
        return None;
    }
    let graph = LabelledGraph { n: position.vertices, pairs };
    let found = graph.search(&SearchOptions {
        involution: true,
        apart: true,
        fixed: idle_vertices(position),
        max_results: 1,
        max_steps: MAX_STEPS,
    });
    let sigma = found.perms.into_iter().next()?;
    debug_assert!(is_mirror(position, &sigma));
    Some(Mirror { sigma })
}

/// A move that turns the position into a mirror position, with the symmetry it restores.
pub fn restoring_move(position: &Position) -> Option<(EdgeMove, Mirror)> {
    if live_pairs(position).is_empty() {
        return None;
    }
    let mut tried: Vec<Vec<usize>> = Vec::new();
    for live_only in [false, true] {
        // The graph's shape: how many edges join each pair (all edges, or those with tokens).
        let mut shape: HashMap<(usize, usize), usize> = HashMap::new();
        for e in position.edges.iter().filter(|e| !live_only || e.tokens > 0) {
            *shape.entry(key(e.u, e.v)).or_default() += 1;
        }
        // Vertices outside the shape stay in place; those inside may all move, even the ones
        // whose edges were emptied by the last move (their mirror may still hold tokens).
        let mut outside = vec![true; position.vertices];
        shape.keys().for_each(|&(u, v)| (outside[u], outside[v]) = (false, false));
        let graph = LabelledGraph { n: position.vertices, pairs: shape };
        let found = graph.search(&SearchOptions {
            involution: true,
            apart: false,
            fixed: outside,
            max_results: MAX_SHAPES,
            max_steps: MAX_STEPS,
        });
        for sigma in found.perms {
            if tried.contains(&sigma) {
                continue;
            }
            if let Some(mv) = restore_with(position, &sigma) {
                return Some((mv, Mirror { sigma }));
            }
            tried.push(sigma);
        }
    }
    None
}

/// The move at one vertex that makes the position symmetric under `sigma`, if any: it must
/// touch every pair whose counts differ from its image's, so only the ends of the first
/// such pair are tried.
fn restore_with(position: &Position, sigma: &[usize]) -> Option<EdgeMove> {
    let pairs = live_pairs(position);
    let broken = pairs
        .iter()
        .map(|(&q, _)| q)
        .chain(pairs.keys().map(|&(u, v)| key(sigma[u], sigma[v])))
        .filter(|&(u, v)| {
            let image = key(sigma[u], sigma[v]);
            image == (u, v) || pairs.get(&(u, v)) != pairs.get(&image)
        })
        .min()?;
    let (a, b) = broken;
    let mut candidates = vec![a, b, sigma[a], sigma[b]];
    crate::sorting::sort(&mut candidates);
    candidates.dedup();
    candidates.into_iter().find_map(|w| {
        let mv = move_at(position, sigma, w, &pairs)?;
        let mut next = position.clone();
        for &(e, amount) in &mv.take {
            next.edges[e].tokens -= amount;
        }
        is_mirror(&next, sigma).then(|| crate::rules::edge::canonical(position, mv))
    })
}

/// The move at `w` that gives each pair at `w` the counts of its image (or empties it when
/// the pair is its own image), when it only lowers counts and lowers at least one.
fn move_at(
    position: &Position,
    sigma: &[usize],
    w: usize,
    pairs: &HashMap<(usize, usize), Vec<u64>>,
) -> Option<EdgeMove> {
    if sigma[w] == w {
        return None;
    }
    let mut by_pair: HashMap<(usize, usize), Vec<usize>> = HashMap::new();
    for (i, e) in position.edges.iter().enumerate().filter(|(_, e)| e.touches(w)) {
        by_pair.entry(key(e.u, e.v)).or_default().push(i);
    }
    let mut take = Vec::new();
    for (&(u, v), edges) in &by_pair {
        let image = key(sigma[u], sigma[v]);
        let want: Vec<u64> = if image == (u, v) {
            Vec::new()
        } else {
            let mut want = pairs.get(&image).cloned().unwrap_or_default();
            want.reverse();
            want
        };
        // Highest counts go to the highest wanted counts: the pairing that lowers if any does.
        let mut sorted = edges.clone();
        crate::sorting::sort_by_key(&mut sorted, |&i| std::cmp::Reverse(position.edges[i].tokens));
        if want.len() > sorted.len() {
            return None;
        }
        for (k, &i) in sorted.iter().enumerate() {
            let have = position.edges[i].tokens;
            let target = want.get(k).copied().unwrap_or(0);
            if target > have {
                return None;
            }
            if target < have {
                take.push((i, have - target));
            }
        }
    }
    if take.is_empty() {
        return None;
    }
    crate::sorting::sort(&mut take);
    Some(EdgeMove { vertex: w, take })
}

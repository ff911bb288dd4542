//! Edge-Nim on the tetrahedron K4 when at least one edge is empty.
//!
//! Tokens are given as `[u64; 6]` on the vertex pairs in the order
//! `01, 02, 03, 12, 13, 23` (see [`EDGES`]).
//!
//! **Theorem (M. Dufour, B. Flesch, S. Heubach, *Edge-Nim on a Tetrahedron*, talk slides,
//! 2014, "Partial result for the game when one of the edges is empty").** With the empty
//! edge `a`, the P-positions are those with
//! 1. `b + C = B + c`,
//! 2. `b ≤ c`,
//! 3. `A ⊕ b ⊕ B = 0`,
//!
//! closed under the symmetries of K4 that fix the empty edge.
//!
//! **Labelling.** The slides name the edges so that `a, A`, `b, B` and `c, C` are pairs of
//! opposite edges and the edges at each vertex are `{a, b, c}`, `{a, B, C}`, `{A, b, C}`,
//! `{A, B, c}` (the slides' proof plays "on AbC or ABc" and "on aBC or abc", i.e. at a
//! vertex). Concretely, with the empty edge `a = uw` and the other two vertices `x, y`:
//! `A = xy`, `b = ux`, `c = uy`, `B = wy`, `C = wx`. So condition 1 says the two paths
//! `u–x–w` and `u–y–w` carry equal totals, condition 2 that `b` is the lighter edge at `u`,
//! and condition 3 that the Hamiltonian path `u–x–y–w` starting along `b` has nim-sum 0.
//! This is the only reading (up to the symmetries) that matches an exhaustive search; the
//! "faces" reading (`AbC` a triangle) does not. The P-set is the union of the condition
//! over every empty edge and every orientation `(u, w)`, `(x, y)`, verified against
//! brute force for all token counts up to 4 (tests/engine/theory_edge.rs).
//!
//! Positions with no empty edge are open (A. Pradhan, *Graph Nim*, 2014, conclusion) and get
//! `None`.

use crate::words::{Count, WideCount};

/// The vertex pairs of K4, in the order used by every token array in this module.
pub const EDGES: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];

/// Index into [`EDGES`] of the edge joining two distinct vertices `a`, `b` of K4.
pub fn edge_index(a: usize, b: usize) -> usize {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    match (lo, hi) {
        (0, 1) => 0,
        (0, 2) => 1,
        (0, 3) => 2,
        (1, 2) => 3,
        (1, 3) => 4,
        _ => 5,
    }
}

/// A move on K4: at `vertex`, leaving the position `after` (all six edges, same order as
/// [`EDGES`]; only the three edges at `vertex` differ from the position moved from).
///
/// Lowering only one edge reaches the same position from either endpoint; such a move is
/// listed once, at the endpoint [`crate::rules::listed_at`] picks (the lower one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TetraMove {
    /// The chosen vertex, 0..4.
    pub vertex: usize,
    /// Tokens on every edge after the move.
    pub after: [u64; 6],
}

/// One orientation of the theorem: empty edge `uw`, middle edge `xy`.
#[derive(Debug, Clone, Copy)]
struct Frame {
    u: usize,
    w: usize,
    x: usize,
    y: usize,
}

impl Frame {
    fn get(&self, t: &[u64; 6], p: usize, q: usize) -> u64 {
        t[edge_index(p, q)]
    }

    /// Conditions 1–3 with `b = ux`, `c = uy`, `B = wy`, `C = wx`, `A = xy`.
    fn holds(&self, t: &[u64; 6]) -> bool {
        let (u, w, x, y) = (self.u, self.w, self.x, self.y);
        let (ux, uy, wx, wy, xy) =
            (self.get(t, u, x), self.get(t, u, y), self.get(t, w, x), self.get(t, w, y), self.get(t, x, y));
        self.get(t, u, w) == 0
            && u128::from(ux) + u128::from(wx) == u128::from(uy) + u128::from(wy)
            && ux <= uy
            && xy ^ ux ^ wy == 0
    }
}

/// All orientations: each empty edge `uw` with both orders of `(x, y)`.
///
/// Swapping `u` and `w` together with `x` and `y` maps the conditions onto themselves
/// (`b ↔ B`, `c ↔ C`, and `wy ≤ wx ⟺ ux ≤ uy` once the path sums are equal), so `u < w`
/// loses nothing.
fn frames() -> Vec<Frame> {
    let mut out = Vec::with_capacity(12);
    for u in 0..4 {
        for w in u + 1..4 {
            let mut rest = (0..4).filter(|&z| z != u && z != w);
            let (p, q) = match (rest.next(), rest.next()) {
                (Some(p), Some(q)) => (p, q),
                _ => continue,
            };
            out.push(Frame { u, w, x: p, y: q });
            out.push(Frame { u, w, x: q, y: p });
        }
    }
    out
}

/// Whether the position is a loss for the player to move; `None` when no edge is empty
/// (the theorem does not cover full tetrahedra).
pub fn tetra_is_p(t: &[u64; 6]) -> Option<bool> {
    if !t.contains(&0) {
        return None;
    }
    Some(frames().iter().any(|f| f.holds(t)))
}

/// The vertex a move lowering `edges` is listed at ([`crate::rules::listed_at`]); `None` when
/// no vertex touches them all.
fn listing_vertex(edges: impl Iterator<Item = usize> + Clone) -> Option<usize> {
    crate::rules::listed_at(0..4, edges, |v, e| EDGES[e].0 == v || EDGES[e].1 == v)
}

/// Upper bound on the candidates [`tetra_winning_moves`] examines before giving up.
pub const TETRA_SCAN_LIMIT: u64 = 1 << 26;

/// All winning moves, each resulting position once (see [`TetraMove`]), at most `cap`
/// listed, with the exact total; `None` when no edge is empty, or when more than
/// [`TETRA_SCAN_LIMIT`] candidates would have to be examined.
///
/// At a vertex that is an endpoint of the empty edge, each orientation pins the two new
/// token counts to one point. At a vertex of the middle edge the three new counts keep one
/// degree of freedom, which is enumerated: the cost is O(tokens on one edge) per vertex,
/// while each candidate is checked and deduplicated in O(1) without storing them. The
/// limit keeps positions with astronomically many tokens from hanging the caller.
pub fn tetra_winning_moves(t: &[u64; 6], cap: usize) -> Option<(Vec<TetraMove>, u64)> {
    if !t.contains(&0) {
        return None;
    }
    let fr = frames();
    let mut budget = TETRA_SCAN_LIMIT;
    let mut moves = Vec::new();
    let mut total: u64 = 0;
    for v in 0..4 {
        for (gi, f) in fr.iter().enumerate() {
            // A winning move leaves the frame's empty edge at 0; if it is not at `v` it
            // must be empty already.
            if v != f.u && v != f.w && t[edge_index(f.u, f.w)] != 0 {
                continue;
            }
            let mut accept = |cand: [u64; 6]| {
                let lowered = (0..6).filter(|&i| cand[i] != t[i]);
                let legal =
                    (0..6).all(|i| cand[i] <= t[i]) && cand != *t && listing_vertex(lowered) == Some(v);
                // Count each resulting position once: only at the first frame it satisfies.
                if legal && f.holds(&cand) && !fr[..gi].iter().any(|g| g.holds(&cand)) {
                    total = total.saturating_add(1);
                    if moves.len() < cap {
                        moves.push(TetraMove { vertex: v, after: cand });
                    }
                }
            };
            let (u, w, x, y) = (f.u, f.w, f.x, f.y);
            let g = |a: usize, b: usize| t[edge_index(a, b)];
            let set = |c: &mut [u64; 6], a: usize, b: usize, val: u64| c[edge_index(a, b)] = val;
            if v == u || v == w {
                // Two unknowns at v, pinned by conditions 1 and 3.
                let mut c = *t;
                set(&mut c, u, w, 0);
                if v == u {
                    let ux = g(x, y) ^ g(w, y);
                    let uy = (u128::from(ux) + u128::from(g(w, x))).checked_sub(u128::from(g(w, y)));
                    if let Some(uy) = uy.and_then(|z| u64::try_from(z).ok()) {
                        set(&mut c, u, x, ux);
                        set(&mut c, u, y, uy);
                        accept(c);
                    }
                } else {
                    let wy = g(x, y) ^ g(u, x);
                    let wx = (u128::from(g(u, y)) + u128::from(wy)).checked_sub(u128::from(g(u, x)));
                    if let Some(wx) = wx.and_then(|z| u64::try_from(z).ok()) {
                        set(&mut c, w, y, wy);
                        set(&mut c, w, x, wx);
                        accept(c);
                    }
                }
            } else if v == x {
                // Free ux; wx keeps the path sums equal and xy restores the nim-sum.
                let s = u128::from(g(u, y)) + u128::from(g(w, y));
                let lo = s.saturating_sub(u128::from(g(w, x)));
                let hi = u128::from(g(u, x).min(g(u, y))).min(s);
                budget = spend(budget, lo, hi)?;
                let mut ux = lo;
                while ux <= hi {
                    let uxv = u64::try_from(ux).unwrap_or(u64::MAX);
                    let mut c = *t;
                    set(&mut c, u, x, uxv);
                    set(&mut c, w, x, u64::try_from(s - ux).unwrap_or(u64::MAX));
                    set(&mut c, x, y, uxv ^ g(w, y));
                    accept(c);
                    ux += 1;
                }
            } else {
                // v == y: free uy; wy keeps the sums equal and xy restores the nim-sum.
                let s = u128::from(g(u, x)) + u128::from(g(w, x));
                let lo = u128::from(g(u, x)).max(s.saturating_sub(u128::from(g(w, y))));
                let hi = u128::from(g(u, y)).min(s);
                budget = spend(budget, lo, hi)?;
                let mut uy = lo;
                while uy <= hi {
                    let wy = u64::try_from(s - uy).unwrap_or(u64::MAX);
                    let mut c = *t;
                    set(&mut c, u, y, u64::try_from(uy).unwrap_or(u64::MAX));
                    set(&mut c, w, y, wy);
                    set(&mut c, x, y, g(u, x) ^ wy);
                    accept(c);
                    uy += 1;
                }
            }
        }
    }
    crate::sorting::sort(&mut moves);
    Some((moves, total))
}

/// Charges the scan of `lo..=hi` to the budget; `None` once it is exhausted.
fn spend(budget: u64, lo: u128, hi: u128) -> Option<u64> {
    let n = if hi >= lo { hi - lo + 1 } else { 0 };
    u64::try_from(n).ok().and_then(|n| budget.checked_sub(n))
}

/// One-sentence explanation of the outcome in the board's own names; `None` when no edge is
/// empty. `vertices[a]` is the number the board shows for K4 vertex `a` (an edge the graph
/// lacks plays as an empty one, and is called empty).
///
/// The theorem's letters stay out of the text: `a` is "edge u–w is empty", `b + C = B + c`
/// the two paths from `u` to `w` carrying equal totals, `b ≤ c` the path starting along the
/// lighter edge at `u`, and `A ⊕ b ⊕ B = 0` the nim-sum of the path through all four
/// vertices. `ends(a, b)` writes the edge joining board vertices `a` and `b` as the board
/// does (see [`crate::theory::cycles::cycle_explanation`]).
pub fn tetra_explanation(
    t: &[u64; 6],
    vertices: [usize; 4],
    ends: &dyn Fn(usize, usize) -> String,
) -> Option<String> {
    if !t.contains(&0) {
        return None;
    }
    let name = |a: usize, b: usize| ends(vertices[a], vertices[b]);
    let empty = |u: usize, w: usize| format!("edge {} empty", name(u, w));
    let path = |p: &[usize]| p.iter().map(|&a| vertices[a].to_string()).collect::<Vec<_>>().join("–");
    let get = |p: usize, q: usize| t[edge_index(p, q)];
    const CITE: &str = "(Dufour–Flesch–Heubach, Edge-Nim on a Tetrahedron)";
    if let Some(f) = frames().into_iter().find(|f| f.holds(t)) {
        let (ux, uy, wx, wy, xy) =
            (get(f.u, f.x), get(f.u, f.y), get(f.w, f.x), get(f.w, f.y), get(f.x, f.y));
        let (ux, uy, wx, wy, xy) = (Count(ux), Count(uy), Count(wx), Count(wy), Count(xy));
        return Some(format!(
            "K4 with {}: the paths {} and {} carry equal totals ({ux} + {wx} = {uy} + {wy}), {} is the \
             lighter of the edges {} and {} ({ux} ≤ {uy}), and the path {} that starts along it has \
             nim-sum 0 ({ux} ⊕ {xy} ⊕ {wy} = 0), so P: every move breaks one of these {CITE}.",
            empty(f.u, f.w),
            path(&[f.u, f.x, f.w]),
            path(&[f.u, f.y, f.w]),
            name(f.u, f.x),
            name(f.u, f.x),
            name(f.u, f.y),
            path(&[f.u, f.x, f.y, f.w]),
        ));
    }
    // N: for each empty edge, the first condition that fails (the frames of one edge differ
    // only in which of the other two vertices comes first, i.e. in conditions 2 and 3).
    let failures: Vec<String> = frames()
        .chunks(2)
        .filter(|pair| get(pair[0].u, pair[0].w) == 0)
        .map(|pair| {
            let f = pair[0];
            let (ux, uy, wx, wy) = (get(f.u, f.x), get(f.u, f.y), get(f.w, f.x), get(f.w, f.y));
            let sums = (u128::from(ux) + u128::from(wx), u128::from(uy) + u128::from(wy));
            let why = if sums.0 != sums.1 {
                let (ux, uy, wx, wy) = (Count(ux), Count(uy), Count(wx), Count(wy));
                format!(
                    "the paths {} and {} carry {ux} + {wx} = {} ≠ {uy} + {wy} = {}",
                    path(&[f.u, f.x, f.w]),
                    path(&[f.u, f.y, f.w]),
                    WideCount(sums.0),
                    WideCount(sums.1)
                )
            } else {
                // Equal totals: the path along the lighter edge at u (either when they tie)
                // has a non-zero nim-sum.
                let g = if ux <= uy { f } else { pair[1] };
                let (a, m, b) = (get(g.u, g.x), get(g.x, g.y), get(g.w, g.y));
                let sum = Count(a ^ m ^ b);
                let (a, m, b) = (Count(a), Count(m), Count(b));
                format!(
                    "the paths {} and {} carry equal totals, but the path {} along the lighter edge \
                     {} has nim-sum {a} ⊕ {m} ⊕ {b} = {sum}",
                    path(&[f.u, f.x, f.w]),
                    path(&[f.u, f.y, f.w]),
                    path(&[g.u, g.x, g.y, g.w]),
                    name(g.u, g.x),
                )
            };
            format!("with {}, {why}", empty(f.u, f.w))
        })
        .collect();
    Some(format!(
        "K4 with an empty edge is P when, for some empty edge, the two paths between its ends \
         carry equal totals and the path through all four vertices that starts along the lighter \
         edge at one end has nim-sum 0; here {}, so N: some move makes that hold {CITE}.",
        failures.join("; ")
    ))
}

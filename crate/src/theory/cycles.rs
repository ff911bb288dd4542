//! Edge-Nim (Graph Nim) on the cycles C3, C4 and C5.
//!
//! Tokens are given in cycle order: `t[i]` lies on edge `i`, which joins vertex `i` and
//! vertex `i + 1 (mod n)`. A move picks a vertex and lowers one or both of its two edges.
//!
//! **Theorems (A. Pradhan, *Graph Nim*, Western Oregon University, 2014; the same as Circular
//! Nim CN(n, 2) of Dufour and Heubach, by the equivalence proved there):**
//! * Thm 3.1: on C3 a position is P iff `a = b = c`.
//! * Thm 3.2: on C4 a position is P iff opposite edges are equal (`a = c` and `b = d`).
//! * Thm 4.5: on C5 a position is P iff the edges can be labelled `a, b, c, d, e`
//!   consecutively with `b = e`, `a + b = c + d` and `a` a maximum.
//!
//! Winning moves are derived from these conditions rather than by scanning: a move at a
//! vertex fixes all but two edges, so every labelling in the theorem becomes a system of
//! two linear equations and a few inequalities in the two new token counts. Its integer
//! solutions are a point or an arithmetic progression of points on a line, so even C5
//! positions with 10^9 tokens (where a whole line of moves can win) are counted exactly
//! in constant time.

use crate::words::{Count, WideCount};

/// A move in Edge-Nim on a cycle: at `vertex`, leave `left` tokens on the edge
/// `vertex - 1 (mod n)` and `right` tokens on the edge `vertex`.
///
/// Lowering only the edge shared by two vertices reaches the same position from either
/// endpoint; such a move is listed once, at the endpoint [`crate::rules::listed_at`] picks in
/// the cycle's own numbering (the lower one: edge `i` at vertex `i`, the closing edge `n - 1`
/// at vertex 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CycleMove {
    /// The chosen vertex.
    pub vertex: usize,
    /// New token count on edge `vertex - 1 (mod n)`.
    pub left: u64,
    /// New token count on edge `vertex`.
    pub right: u64,
}

/// Whether the Edge-Nim position on the cycle `C_n` is a loss for the player to move.
///
/// Returns `None` unless `n = t.len()` is 3, 4 or 5 (no theorem is known for larger
/// cycles; C6 is open per the conclusion of Pradhan's *Graph Nim*, 2014).
pub fn cycle_is_p(t: &[u64]) -> Option<bool> {
    match t.len() {
        3 => Some(t[0] == t[1] && t[1] == t[2]),
        4 => Some(t[0] == t[2] && t[1] == t[3]),
        5 => Some(c5_labelling(t).is_some()),
        _ => None,
    }
}

/// The rotation `s` such that `a = t[s], b = t[s+1], …, e = t[s+4]` satisfies Thm 4.5.
///
/// Reflections need not be tried: reversing the order swaps `b` with `e` and `c` with `d`,
/// which leaves all three conditions unchanged.
fn c5_labelling(t: &[u64]) -> Option<usize> {
    if t.len() != 5 {
        return None;
    }
    (0..5).find(|&s| {
        let v = |k: usize| u128::from(t[(s + k) % 5]);
        let (a, b, c, d, e) = (v(0), v(1), v(2), v(3), v(4));
        b == e && a + b == c + d && a >= b && a >= c && a >= d && a >= e
    })
}

/// All winning moves (moves to P-positions) of an Edge-Nim position on C3, C4 or C5.
///
/// Returns at most `cap` moves, ordered by vertex, each resulting position once (see
/// [`CycleMove`]), and the exact total number of winning moves; `None` unless `t.len()` is
/// 3, 4 or 5. A P-position has no winning moves.
pub fn cycle_winning_moves(t: &[u64], cap: usize) -> Option<(Vec<CycleMove>, u64)> {
    let n = t.len();
    if !(3..=5).contains(&n) {
        return None;
    }
    let mut moves = Vec::new();
    let mut total: u64 = 0;
    for v in 0..n {
        let li = (v + n - 1) % n;
        let ri = v;
        let systems = vertex_systems(t, li, ri);
        let segs: Vec<Seg> = systems.iter().filter_map(solve).collect();
        let (x, y) = (i128::from(t[li]), i128::from(t[ri]));
        // Not a move: the position itself. Listed at the other endpoint: the moves lowering
        // only an edge whose other endpoint lists them (the line where the other count stays).
        let mut exclude = vec![Seg::point(x, y)];
        if !listed_here(n, v, li) {
            exclude.push(Seg { x0: 0, y0: y, dx: 1, dy: 0, len: x + 1 });
        }
        if !listed_here(n, v, ri) {
            exclude.push(Seg { x0: x, y0: 0, dx: 0, dy: 1, len: y + 1 });
        }
        let (count, pts) = union_points(&segs, &exclude, cap.saturating_sub(moves.len()));
        total = total.saturating_add(count);
        moves.extend(pts.into_iter().map(|(x, y)| CycleMove {
            vertex: v,
            // Solutions lie inside the box 0..=t, so these conversions cannot fail.
            left: u64::try_from(x).unwrap_or(0),
            right: u64::try_from(y).unwrap_or(0),
        }));
    }
    Some((moves, total))
}

/// Whether a move at vertex `v` of `C_n` lowering only `edge` (joining vertices `edge` and
/// `edge + 1 (mod n)`) is listed there rather than at the edge's other endpoint.
fn listed_here(n: usize, v: usize, edge: usize) -> bool {
    let holds = |vertex: usize, e: usize| vertex == e || vertex == (e + 1) % n;
    crate::rules::listed_at(0..n, std::iter::once(edge), holds) == Some(v)
}

/// `=` or `≠`, for showing a condition evaluated on the position.
fn relation(x: u128, y: u128) -> &'static str {
    if x == y {
        "="
    } else {
        "≠"
    }
}

/// How a worked-out cycle theorem names the cycle's parts.
pub enum CycleWords<'a> {
    /// Edge-Nim on a drawn cycle.
    Graph {
        /// The number the board shows for each of the cycle's vertices, in cycle order.
        vertices: &'a [usize],
        /// Writes the edge joining board vertices `a` and `b` as the board does
        /// ([`crate::words::DrawnEdges::between`]: in the order the position lists it;
        /// [`crate::words::ends`] writes them as asked).
        ends: &'a dyn Fn(usize, usize) -> String,
    },
    /// Circular Nim CN(n, 2)'s ring of piles: the cycle's edge `i` is pile `i`, and a move at
    /// a vertex is a move on the two piles side by side there. Nothing is said of edges or
    /// vertices, which the board of a pile game does not name.
    Piles {
        /// Each pile's name as the board names it ("pile 3"), in ring order.
        names: &'a [String],
    },
}

impl CycleWords<'_> {
    /// The cycle's part `k` (its edge `k`) alone: "3–4" or "pile 3".
    fn bare(&self, k: usize) -> String {
        match self {
            CycleWords::Graph { vertices, ends } => {
                let n = vertices.len();
                ends(vertices[k % n], vertices[(k + 1) % n])
            }
            CycleWords::Piles { names } => names[k % names.len()].clone(),
        }
    }

    /// The part with its noun: "edge 3–4" or "pile 3".
    fn part(&self, k: usize) -> String {
        match self {
            CycleWords::Graph { .. } => format!("edge {}", self.bare(k)),
            CycleWords::Piles { .. } => self.bare(k),
        }
    }

    /// "edge"/"edges" or "pile"/"piles".
    fn noun(&self, plural: bool) -> &'static str {
        match (self, plural) {
            (CycleWords::Graph { .. }, false) => "edge",
            (CycleWords::Graph { .. }, true) => "edges",
            (CycleWords::Piles { .. }, false) => "pile",
            (CycleWords::Piles { .. }, true) => "piles",
        }
    }

    /// The largest part: a "heaviest" edge, a "largest" pile.
    fn heaviest(&self) -> &'static str {
        match self {
            CycleWords::Graph { .. } => "heaviest",
            CycleWords::Piles { .. } => "largest",
        }
    }

    /// The parts that share no end with a given one: edges "that do not touch it", piles
    /// "not beside it".
    fn apart(&self) -> &'static str {
        match self {
            CycleWords::Graph { .. } => "that do not touch it",
            CycleWords::Piles { .. } => "not beside it",
        }
    }

    /// What the theorem is said of: "Pentagon 0–1–2–3–4–0", or "Five piles in a ring".
    fn shape(&self, n: usize) -> String {
        match self {
            CycleWords::Graph { vertices, .. } => {
                let mut walk: Vec<String> = vertices.iter().map(usize::to_string).collect();
                walk.push(vertices[0].to_string());
                let name = match n {
                    3 => "Triangle",
                    4 => "Square",
                    _ => "Pentagon",
                };
                format!("{name} {}", walk.join("–"))
            }
            CycleWords::Piles { .. } => {
                let count = match n {
                    3 => "Three",
                    4 => "Four",
                    _ => "Five",
                };
                format!("{count} piles in a ring")
            }
        }
    }

    /// How many parts are named: the board's vertices, or its piles.
    fn len(&self) -> usize {
        match self {
            CycleWords::Graph { vertices, .. } => vertices.len(),
            CycleWords::Piles { names } => names.len(),
        }
    }
}

/// One-sentence explanation of the outcome, citing the theorem and showing its condition
/// evaluated on this position, in the board's own names: `vertices[i]` is the number the
/// board shows for the cycle's vertex `i`, so edge `i` is "edge 0–1" when it joins board
/// vertices 0 and 1 (e.g. "opposite edges 0–1 and 2–3 hold the same count (3 = 3), but 1–2
/// and 3–0 do not (4 ≠ 5), so N: lower edge 3–0 to 4"). `None` for other cycles, or when
/// `vertices` does not name every vertex. `ends(a, b)` writes the edge joining board
/// vertices `a` and `b` (see [`CycleWords::Graph`]).
pub fn cycle_explanation(
    t: &[u64],
    vertices: &[usize],
    ends: &dyn Fn(usize, usize) -> String,
) -> Option<String> {
    worked_out(t, &CycleWords::Graph { vertices, ends })
}

/// The same explanation for Circular Nim CN(n, 2), said of its ring of piles as the board
/// shows them (`names[i]` names pile `i`, "pile 3"): "Five piles in a ring: P needs a largest
/// pile whose two neighbours hold the same count, …; here from pile 3 (5): the piles beside
/// it, pile 4 and pile 2, hold 1 ≠ 0, so N". `None` for other rings, or when `names` does not
/// name every pile.
pub fn ring_explanation(t: &[u64], names: &[String]) -> Option<String> {
    worked_out(t, &CycleWords::Piles { names })
}

/// The theorem's condition worked out on `t`, in `words`.
fn worked_out(t: &[u64], words: &CycleWords) -> Option<String> {
    let p = cycle_is_p(t)?;
    let n = t.len();
    if words.len() != n {
        return None;
    }
    let v = |k: usize| u128::from(t[k % n]);
    let bare = |k: usize| words.bare(k);
    let part = |k: usize| words.part(k);
    let (noun, nouns) = (words.noun(false), words.noun(true));
    let shape = words.shape(n);
    let piles = matches!(words, CycleWords::Piles { .. });
    Some(match (n, p) {
        (3, true) => format!(
            "{shape}: {}{}, {} and {} hold the same count ({} = {} = {}), so P: any move lowers \
             one or two of them and breaks the equality, and the opponent can restore it (Graph \
             Nim, Thm 3.1).",
            if piles { "" } else { "its edges " },
            bare(0),
            bare(1),
            bare(2),
            Count(t[0]),
            Count(t[1]),
            Count(t[2])
        ),
        (3, false) => {
            let low = (0..3).min_by_key(|&k| t[k]).unwrap_or(0);
            let min = t[low];
            let counts = format!(
                "{shape}: {}{}, {} and {} hold {}, {} and {}, not all the same, so N",
                if piles { "" } else { "its edges " },
                bare(0),
                bare(1),
                bare(2),
                Count(t[0]),
                Count(t[1]),
                Count(t[2])
            );
            let lightest: Vec<usize> = (0..3).filter(|&k| t[k] == min).collect();
            if let [first, second] = lightest.as_slice() {
                // Two lightest parts tie: the move lowers the third to their count alone. One
                // edge is lowered at either of its ends, so no vertex is named (the page shows
                // the move at the end it lists it under).
                let heavy = 3 - first - second;
                format!(
                    "{counts}: lower {} to {}, the count of both lightest {nouns}, {} and {} \
                     (Graph Nim, Thm 3.1).",
                    part(heavy),
                    Count(min),
                    bare(*first),
                    bare(*second)
                )
            } else if let CycleWords::Graph { vertices, .. } = words {
                // One lightest edge: the other two come down to its count, at the vertex they
                // share, the one opposite it (the only vertex that holds both).
                let opposite = vertices[(low + 2) % 3];
                format!(
                    "{counts}: at vertex {opposite}, opposite the lightest edge {}, lower edges {} \
                     and {} to {} (Graph Nim, Thm 3.1).",
                    bare(low),
                    bare(low + 1),
                    bare(low + 2),
                    Count(min)
                )
            } else {
                // The two other piles sit side by side: one move lowers both.
                format!(
                    "{counts}: lower {} and {} together to {}, the count of the smallest pile, {} \
                     (Graph Nim, Thm 3.1).",
                    bare(low + 1),
                    bare(low + 2),
                    Count(min),
                    bare(low)
                )
            }
        }
        (4, _) => {
            let pair = |k: usize| {
                let same = v(k) == v(k + 2);
                let counts = format!("{} {} {}", Count(t[k]), relation(v(k), v(k + 2)), Count(t[k + 2]));
                (same, format!("{} and {}", bare(k), bare(k + 2)), counts)
            };
            let (first_same, first, first_counts) = pair(0);
            let (second_same, second, second_counts) = pair(1);
            let said = |same: bool| if same { "hold the same count" } else { "differ" };
            let condition = if piles {
                format!(
                    "{first}, opposite each other, {} ({first_counts}), and {second} {} ({second_counts})",
                    said(first_same),
                    said(second_same),
                )
            } else {
                format!(
                    "opposite edges {first} {} ({first_counts}), and {second} {} ({second_counts})",
                    said(first_same),
                    said(second_same),
                )
            };
            if p {
                format!(
                    "{shape}: {condition}, so P: every move lowers one {noun} of a pair of \
                     opposite {nouns} and breaks that equality (Graph Nim, Thm 3.2)."
                )
            } else {
                // Each unequal pair's larger part comes down to its opposite; two such edges
                // (one from each pair) always meet at a vertex, so one move does both.
                let larger: Vec<(usize, u64)> = [0, 1]
                    .into_iter()
                    .filter(|&k| t[k] != t[k + 2])
                    .map(|k| if t[k] > t[k + 2] { (k, t[k + 2]) } else { (k + 2, t[k]) })
                    .collect();
                let lower = |&(k, to): &(usize, u64)| format!("{} to {}", part(k), Count(to));
                let how = match (larger.as_slice(), words) {
                    ([one], _) => format!("lower {}", lower(one)),
                    ([a, b], CycleWords::Graph { vertices, .. }) => {
                        let shared = if (a.0 + 1) % 4 == b.0 { b.0 } else { a.0 };
                        format!("at vertex {}, lower {} and {}", vertices[shared], lower(a), lower(b))
                    }
                    // Two piles side by side: one move lowers both.
                    ([a, b], CycleWords::Piles { .. }) => {
                        format!("lower {} and {} together", lower(a), lower(b))
                    }
                    _ => String::new(),
                };
                format!("{shape}: {condition}, so N: {how} (Graph Nim, Thm 3.2).")
            }
        }
        (_, true) => {
            let s = c5_labelling(t).unwrap_or(0);
            let w = |k: usize| v(s + k);
            let from = if piles {
                format!("its {} {noun}, {}", words.heaviest(), bare(s))
            } else {
                format!("its {} {noun} {}", words.heaviest(), bare(s))
            };
            format!(
                "{shape}, read from {from} ({}): the {nouns} beside it, {} and {}, hold the same \
                 count ({} = {}), and {} with {} holds as much as the two {nouns} {}, {} and {} \
                 ({} + {} = {} + {}), so P: every move breaks one of these (Graph Nim, Thm 4.5).",
                WideCount(w(0)),
                bare(s + 1),
                bare(s + 4),
                WideCount(w(1)),
                WideCount(w(4)),
                bare(s),
                bare(s + 1),
                words.apart(),
                bare(s + 2),
                bare(s + 3),
                WideCount(w(0)),
                WideCount(w(1)),
                WideCount(w(2)),
                WideCount(w(3))
            )
        }
        (_, false) => {
            // Only a largest part can be read from (it must be a maximum), and reflections
            // change nothing (see `c5_labelling`): say what fails for each.
            let max = (0..5).map(v).max().unwrap_or(0);
            let failures: Vec<String> = (0..5)
                .filter(|&s| v(s) == max)
                .map(|s| {
                    let w = |k: usize| v(s + k);
                    let why = if w(1) != w(4) {
                        format!(
                            "the {nouns} beside it, {} and {}, hold {} ≠ {}",
                            bare(s + 1),
                            bare(s + 4),
                            WideCount(w(1)),
                            WideCount(w(4))
                        )
                    } else {
                        format!(
                            "{} with {} holds {}, but {} and {} hold {}",
                            bare(s),
                            bare(s + 1),
                            WideCount(w(0) + w(1)),
                            bare(s + 2),
                            bare(s + 3),
                            WideCount(w(2) + w(3))
                        )
                    };
                    format!("from {} ({}): {why}", part(s), WideCount(w(0)))
                })
                .collect();
            format!(
                "{shape}: P needs a {} {noun} whose two neighbours hold the same count, and which \
                 with one neighbour holds as much as the two {nouns} {}; here {}, so N: some move \
                 makes that hold (Graph Nim, Thm 4.5).",
                words.heaviest(),
                words.apart(),
                failures.join("; ")
            )
        }
    })
}

/// `cx·x + cy·y + c`, where `x`, `y` are the new token counts on the chosen vertex's edges.
#[derive(Clone, Copy, Debug)]
struct Affine {
    cx: i128,
    cy: i128,
    c: i128,
}

impl Affine {
    fn sub(self, o: Affine) -> Affine {
        Affine { cx: self.cx - o.cx, cy: self.cy - o.cy, c: self.c - o.c }
    }
    fn add(self, o: Affine) -> Affine {
        Affine { cx: self.cx + o.cx, cy: self.cy + o.cy, c: self.c + o.c }
    }
}

/// Equalities (`= 0`) and inequalities (`≥ 0`) whose solutions are the moves into one
/// labelling of the P-set.
struct System {
    eqs: Vec<Affine>,
    ineqs: Vec<Affine>,
}

fn vertex_systems(t: &[u64], li: usize, ri: usize) -> Vec<System> {
    let n = t.len();
    let val = |i: usize| -> Affine {
        let i = i % n;
        if i == li {
            Affine { cx: 1, cy: 0, c: 0 }
        } else if i == ri {
            Affine { cx: 0, cy: 1, c: 0 }
        } else {
            Affine { cx: 0, cy: 0, c: i128::from(t[i]) }
        }
    };
    // The box 0 ≤ x ≤ t[li], 0 ≤ y ≤ t[ri] keeps every solution a legal move.
    let bx = vec![
        Affine { cx: 1, cy: 0, c: 0 },
        Affine { cx: -1, cy: 0, c: i128::from(t[li]) },
        Affine { cx: 0, cy: 1, c: 0 },
        Affine { cx: 0, cy: -1, c: i128::from(t[ri]) },
    ];
    match n {
        3 => {
            let o = val(ri + 1);
            vec![System { eqs: vec![val(li).sub(o), val(ri).sub(o)], ineqs: bx }]
        }
        4 => vec![System { eqs: vec![val(li).sub(val(li + 2)), val(ri).sub(val(ri + 2))], ineqs: bx }],
        _ => (0..5)
            .map(|s| {
                let (a, b, c, d, e) = (val(s), val(s + 1), val(s + 2), val(s + 3), val(s + 4));
                let mut ineqs = bx.clone();
                ineqs.extend([a.sub(b), a.sub(c), a.sub(d), a.sub(e)]);
                System { eqs: vec![b.sub(e), a.add(b).sub(c.add(d))], ineqs }
            })
            .collect(),
    }
}

/// Integer points `p0 + k·d` for `k` in `0..len`, with `d` primitive and normalised
/// (`dx > 0`, or `dx = 0` and `dy = 1`) so that parallel segments share the same `d`.
#[derive(Clone, Copy, Debug)]
struct Seg {
    x0: i128,
    y0: i128,
    dx: i128,
    dy: i128,
    len: i128,
}

impl Seg {
    fn point(x: i128, y: i128) -> Seg {
        Seg { x0: x, y0: y, dx: 1, dy: 0, len: 1 }
    }
    fn at(&self, k: i128) -> (i128, i128) {
        (self.x0 + k * self.dx, self.y0 + k * self.dy)
    }
}

fn floor_div(a: i128, b: i128) -> i128 {
    // Callers pass b > 0.
    a.div_euclid(b)
}

fn ceil_div(a: i128, b: i128) -> i128 {
    -((-a).div_euclid(b))
}

/// Solves one system; `None` when it has no solution.
fn solve(sys: &System) -> Option<Seg> {
    let pivot = sys.eqs.iter().find(|e| e.cx != 0 || e.cy != 0)?;
    let (a, b, c) = (pivot.cx, pivot.cy, pivot.c);
    // Parametrise the pivot line a·x + b·y + c = 0 by an integer k. Coefficients here
    // are in {-1, 0, 1} because each unknown sits on exactly one edge of the labelling.
    let (x0, y0, dx, dy) = if b == 0 {
        if c % a != 0 {
            return None;
        }
        (-c / a, 0, 0, 1)
    } else if a == 0 {
        if c % b != 0 {
            return None;
        }
        (0, -c / b, 1, 0)
    } else if b.abs() == 1 {
        (0, -b * c, 1, -b * a)
    } else if a.abs() == 1 {
        (-a * c, 0, -a * b, 1)
    } else {
        return None;
    };
    let (mut lo, mut hi) = (i128::MIN / 4, i128::MAX / 4);
    for (e, is_eq) in sys.eqs.iter().map(|e| (e, true)).chain(sys.ineqs.iter().map(|e| (e, false))) {
        let alpha = e.cx * dx + e.cy * dy;
        let beta = e.cx * x0 + e.cy * y0 + e.c;
        if is_eq {
            if alpha == 0 {
                if beta != 0 {
                    return None;
                }
            } else {
                if beta % alpha != 0 {
                    return None;
                }
                let k = -beta / alpha;
                lo = lo.max(k);
                hi = hi.min(k);
            }
        } else if alpha > 0 {
            lo = lo.max(ceil_div(-beta, alpha));
        } else if alpha < 0 {
            hi = hi.min(floor_div(beta, -alpha));
        } else if beta < 0 {
            return None;
        }
    }
    if lo > hi {
        return None;
    }
    let len = hi - lo + 1;
    let seg = if dx > 0 || (dx == 0 && dy > 0) {
        Seg { x0: x0 + lo * dx, y0: y0 + lo * dy, dx, dy, len }
    } else {
        Seg { x0: x0 + hi * dx, y0: y0 + hi * dy, dx: -dx, dy: -dy, len }
    };
    Some(seg)
}

fn cross(ax: i128, ay: i128, bx: i128, by: i128) -> i128 {
    ax * by - ay * bx
}

/// The range of `k` in `si` whose points also lie on `sj`.
fn covered(si: &Seg, sj: &Seg) -> Option<(i128, i128)> {
    let (ddx, ddy) = (sj.x0 - si.x0, sj.y0 - si.y0);
    let den = cross(si.dx, si.dy, sj.dx, sj.dy);
    if den != 0 {
        let kn = cross(ddx, ddy, sj.dx, sj.dy);
        let mn = cross(ddx, ddy, si.dx, si.dy);
        if kn % den != 0 || mn % den != 0 {
            return None;
        }
        let (k, m) = (kn / den, mn / den);
        return ((0..si.len).contains(&k) && (0..sj.len).contains(&m)).then_some((k, k));
    }
    if cross(ddx, ddy, si.dx, si.dy) != 0 {
        return None;
    }
    // Parallel, normalised and primitive, so sj.d == si.d and sj starts at offset o.
    let o = if si.dx != 0 { ddx / si.dx } else { ddy / si.dy };
    let lo = o.max(0);
    let hi = (o + sj.len - 1).min(si.len - 1);
    (lo <= hi).then_some((lo, hi))
}

/// Counts the distinct points of `segs` not on any of `exclude`, listing at most `cap`.
fn union_points(segs: &[Seg], exclude: &[Seg], cap: usize) -> (u64, Vec<(i128, i128)>) {
    let mut total: u64 = 0;
    let mut out = Vec::new();
    for (i, si) in segs.iter().enumerate() {
        let mut cov: Vec<(i128, i128)> =
            exclude.iter().chain(segs[..i].iter()).filter_map(|sj| covered(si, sj)).collect();
        crate::sorting::sort(&mut cov);
        // Walk the uncovered gaps between merged covered intervals.
        let mut next = 0i128;
        let mut gaps: Vec<(i128, i128)> = Vec::new();
        for (a, b) in cov {
            if a > next {
                gaps.push((next, a - 1));
            }
            next = next.max(b + 1);
        }
        if next < si.len {
            gaps.push((next, si.len - 1));
        }
        for (a, b) in gaps {
            total = total.saturating_add(u64::try_from(b - a + 1).unwrap_or(u64::MAX));
            let mut k = a;
            while k <= b && out.len() < cap {
                out.push(si.at(k));
                k += 1;
            }
        }
    }
    (total, out)
}

//! Walking Nim on cycles, with or without loops.
//!
//! Label the cycle `v0 = piece, v1, …, v_{n-1}` with link `e_i = v_i v_{i+1}` (all links
//! positive; a zero link makes the component a path, handled by
//! [`crate::theory::walk_tree`]) and loop weight `l_i` at `v_i`.
//!
//! **Theorems.**
//! * *Loops away from the piece* (Clark, *Nim on Graphs*, 2012, §2.3, Fig. 2.6): let `k`
//!   (resp. `m`) be the number of loopless vertices met walking clockwise (resp.
//!   counter-clockwise) from `v0` before the first positive loop. The position is N if `k`
//!   or `m` is odd; otherwise it is P iff `l0 = 0`.
//! * *Odd cycle, no loop except possibly at the piece* (Fukuyama, *A Nim game played on
//!   graphs*, 2003; Clark §2.3): N when `l0 = 0` (empty either link: the opponent starts an
//!   even path), P when `l0 = 1`, N when `l0 ≥ 2` (lower the loop to 1).
//! * *Even cycle with a loop only at the piece* (Clark §2.3): N (empty a link).
//! * *Even cycle without loops* (Erickson, *The Game of Nim on Graphs*, 2011, Prop. 3.1,
//!   after Fukuyama's Grundy formula): subtract the minimum weight `μ` from every link; the
//!   position is N exactly when one of the two paths of positive links leaving `v0` has odd length,
//!   and the winning moves lower the first link of such a path to exactly `μ`.
//!
//! Weights enter these rules only through comparisons with 0, 1, 2 and the minimum of the
//! other links, so the outcome after lowering an edge to `w'` is constant between those
//! thresholds: all winning moves are found by evaluating one option per interval, in
//! O(n) per evaluation whatever the weights.

use crate::theory::outcome::Outcome;
use crate::theory::walk::{winning_move_text, Simple, WalkAnswer, WalkPosition, WeightRange};
use crate::theory::walk_tree::tree_outcome;
use crate::words::Count;

/// The piece's component as a cycle: vertices from the piece, link input indices
/// (`links[i]` joins `verts[i]` and `verts[i+1]`), and link weights.
struct Cyc {
    verts: Vec<usize>,
    links: Vec<usize>,
    w: Vec<u64>,
    l: Vec<u64>,
}

fn as_cycle(s: &Simple) -> Option<Cyc> {
    let comp = s.component();
    let n = comp.len();
    if n < 3 || s.component_links(&comp) != n || comp.iter().any(|&v| s.adj[v].len() != 2) {
        return None;
    }
    let mut verts = vec![s.piece];
    let mut links = Vec::with_capacity(n);
    let mut w = Vec::with_capacity(n);
    let mut prev_edge = usize::MAX;
    let mut cur = s.piece;
    for _ in 0..n {
        let &(next, e, wt) = s.adj[cur].iter().find(|&&(_, e, _)| e != prev_edge)?;
        links.push(e);
        w.push(wt);
        prev_edge = e;
        cur = next;
        if cur != s.piece {
            verts.push(cur);
        }
    }
    if cur != s.piece || verts.len() != n {
        return None;
    }
    let l = verts.iter().map(|&v| s.loop_w(v)).collect();
    Some(Cyc { verts, links, w, l })
}

/// Which rule decides a cycle position with the piece at index 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rule {
    OtherLoops { k: usize, m: usize },
    OddCycle,
    EvenLoopAtPiece,
    EvenCycle { a: usize, b: usize, mu: u64 },
}

fn classify(w: &[u64], l: &[u64]) -> (Outcome, Rule) {
    let n = w.len();
    if l.iter().skip(1).any(|&x| x > 0) {
        let k = (1..n).take_while(|&j| l[j] == 0).count();
        let m = (1..n).rev().take_while(|&j| l[j] == 0).count();
        let p = k % 2 == 0 && m % 2 == 0 && l[0] == 0;
        return (Outcome::from_is_p(p), Rule::OtherLoops { k, m });
    }
    if n % 2 == 1 {
        return (Outcome::from_is_p(l[0] == 1), Rule::OddCycle);
    }
    if l[0] > 0 {
        return (Outcome::N, Rule::EvenLoopAtPiece);
    }
    let mu = w.iter().copied().min().unwrap_or(0);
    let a = w.iter().take_while(|&&x| x > mu).count();
    let b = w.iter().rev().take_while(|&&x| x > mu).count();
    (Outcome::from_is_p(a % 2 == 0 && b % 2 == 0), Rule::EvenCycle { a, b, mu })
}

/// The outcome after a move, with the opponent to move.
fn option_outcome(pos: &WalkPosition<'_>, c: &Cyc, edge: usize, new_w: u64) -> Option<Outcome> {
    let n = c.w.len();
    let mut w = c.w.clone();
    let mut l = c.l.clone();
    // Position of the new piece along the cycle, or None for the loop at the piece.
    let shift = if edge == c.links[0] {
        w[0] = new_w;
        1
    } else if edge == c.links[n - 1] {
        w[n - 1] = new_w;
        n - 1
    } else {
        l[0] = new_w;
        0
    };
    if new_w == 0 && shift != 0 {
        // The cycle is broken: the rest is a path with loops, a tree.
        let edges: Vec<(usize, usize, u64)> = pos
            .edges
            .iter()
            .enumerate()
            .map(|(i, &(u, v, x))| if i == edge { (u, v, 0) } else { (u, v, x) })
            .collect();
        let next = WalkPosition { vertices: pos.vertices, edges: &edges, piece: c.verts[shift] };
        return tree_outcome(&Simple::build(&next)?);
    }
    let wr: Vec<u64> = (0..n).map(|i| w[(i + shift) % n]).collect();
    let lr: Vec<u64> = (0..n).map(|i| l[(i + shift) % n]).collect();
    Some(classify(&wr, &lr).0)
}

/// Walking Nim on a cycle with or without loops: outcome, all winning moves, explanation.
///
/// Returns `None` when the input is malformed, has unmerged parallel edges, or the piece's
/// component (positive links) is not a single cycle.
pub fn walk_cycle(pos: &WalkPosition<'_>) -> Option<WalkAnswer> {
    let s = Simple::build(pos)?;
    let c = as_cycle(&s)?;
    let n = c.w.len();
    let (outcome, rule) = classify(&c.w, &c.l);
    let mut winning = Vec::new();
    let mut candidates: Vec<(usize, u64, u64)> = vec![
        (c.links[0], c.w[0], c.w[1..].iter().copied().min().unwrap_or(0)),
        (c.links[n - 1], c.w[n - 1], c.w[..n - 1].iter().copied().min().unwrap_or(0)),
    ];
    if let Some((e, lw)) = s.lp[s.piece] {
        candidates.push((e, lw, 0));
    }
    for (edge, cur, other_min) in candidates {
        let mut cuts: Vec<u64> =
            [0, 1, 2, other_min, other_min.saturating_add(1)].into_iter().filter(|&x| x < cur).collect();
        crate::sorting::sort(&mut cuts);
        cuts.dedup();
        for (i, &lo) in cuts.iter().enumerate() {
            let hi = cuts.get(i + 1).map_or(cur - 1, |&nx| nx - 1);
            if option_outcome(pos, &c, edge, lo)? == Outcome::P {
                match winning.last_mut() {
                    Some(WeightRange { edge: pe, hi: ph, .. }) if *pe == edge && *ph + 1 == lo => *ph = hi,
                    _ => winning.push(WeightRange { edge, lo, hi }),
                }
            }
        }
    }
    let explanation = explain(pos, &c, rule, outcome, &winning);
    Some(WalkAnswer::new(outcome, winning, "walk-cycle", explanation))
}

fn parity(x: usize) -> &'static str {
    if x.is_multiple_of(2) {
        "even"
    } else {
        "odd"
    }
}

/// Numbers joined by ", ", at most eight of them, then how many more.
fn some_numbers(values: &[u64]) -> String {
    let mut text: Vec<String> = values.iter().take(8).map(|&w| Count(w).to_string()).collect();
    if values.len() > 8 {
        text.push(format!("… {} in all", Count(values.len() as u64)));
    }
    text.join(", ")
}

/// The rule that decides, worked out on this cycle: its vertices and weights, the counts the
/// rule compares, the verdict and a winning move.
fn explain(pos: &WalkPosition<'_>, c: &Cyc, rule: Rule, outcome: Outcome, winning: &[WeightRange]) -> String {
    let n = c.w.len();
    let count = |x: usize| Count(x as u64);
    let shape = if n <= 12 {
        let walk: Vec<String> = c.verts.iter().chain(c.verts.first()).map(usize::to_string).collect();
        format!("{} with weights {}", walk.join("–"), some_numbers(&c.w))
    } else {
        format!("of {} vertices from {}", count(n), c.verts[0])
    };
    let verdict = match outcome {
        Outcome::P => "so P: every move hands the opponent a won position".to_string(),
        Outcome::N => format!("so N: {}", winning_move_text(pos, winning)),
    };
    let piece = c.verts[0];
    match rule {
        Rule::OtherLoops { k, m } => {
            let (ahead, behind) = (c.verts[k + 1], c.verts[n - 1 - m]);
            let loop_at_piece = match c.l[0] {
                0 => "no loop at the piece".to_string(),
                w => format!("a loop of weight {} at the piece", Count(w)),
            };
            let loops: Vec<String> = (1..n)
                .filter(|&j| c.l[j] > 0)
                .map(|j| format!("{} (weight {})", c.verts[j], Count(c.l[j])))
                .collect();
            format!(
                "Cycle {shape}, {} {}: the position is N exactly when an odd number of loopless vertices \
                 comes before the first looped vertex one way or the other, or else the piece has a loop \
                 (Clark, Nim on Graphs, §2.3). From the piece at {piece}, {} loopless ({}) come before \
                 {ahead} one way, {} ({}) before {behind} the other, and there is {loop_at_piece}; \
                 {verdict}.",
                if loops.len() == 1 { "a loop at vertex" } else { "loops at vertices" },
                loops.join(", "),
                count(k),
                parity(k),
                count(m),
                parity(m),
            )
        }
        // With no loop at all the rule's "the loop at the piece weighs 0" spoke of a loop the
        // board does not have: said as the cycle it is.
        Rule::OddCycle if c.l[0] == 0 => format!(
            "Odd cycle {shape} ({} vertices) with no loop: always N (an odd cycle is P only when a \
             loop of weight 1 is at the piece; Fukuyama, A Nim game played on graphs; \
             Clark, Nim on Graphs, §2.3); {verdict}.",
            count(n)
        ),
        Rule::OddCycle => format!(
            "Odd cycle {shape} ({} vertices), no loop except at the piece: N exactly when the loop at \
             the piece weighs 0 or at least 2 (Fukuyama, A Nim game played on graphs; Clark, Nim on \
             Graphs, §2.3). At {piece} it weighs {}; {verdict}.",
            count(n),
            Count(c.l[0])
        ),
        Rule::EvenLoopAtPiece => format!(
            "Even cycle {shape} ({} vertices) whose only loop is at the piece ({piece}, weight {}): \
             always N, since emptying an edge at the piece leaves the opponent {} (odd) loopless \
             vertices before the loop (Clark, Nim on Graphs, §2.3); {verdict}.",
            count(n),
            Count(c.l[0]),
            count(n - 1)
        ),
        Rule::EvenCycle { a, b, mu } => format!(
            "Even cycle {shape} ({} vertices), no loop: subtract the minimum weight, {}; the position \
             is N exactly when a path of remaining weight leaving the piece has odd length (Erickson, The Game of \
             Nim on Graphs, Prop. 3.1). From {piece}: length {} ({}{}) one way, {} ({}{}) the other; \
             {verdict}.",
            count(n),
            Count(mu),
            count(a),
            parity(a),
            path_weights(&remaining(c.w[..a].iter(), mu)),
            count(b),
            parity(b),
            path_weights(&remaining(c.w[n - b..].iter().rev(), mu)),
        ),
    }
}

/// A path's weights, the minimum `mu` subtracted. (A list, not an iterator: the text below is
/// written once in the page's wasm rather than once per kind of iterator.)
fn remaining<'a>(weights: impl Iterator<Item = &'a u64>, mu: u64) -> Vec<u64> {
    weights.map(|w| w.saturating_sub(mu)).collect()
}

/// ", remaining weights 2, 4" for a path of positive remaining weight, the minimum already
/// subtracted (nothing for an empty one).
fn path_weights(weights: &[u64]) -> String {
    let text = some_numbers(weights);
    match weights.len() {
        0 => String::new(),
        1 => format!(", remaining weight {text}"),
        _ => format!(", remaining weights {text}"),
    }
}

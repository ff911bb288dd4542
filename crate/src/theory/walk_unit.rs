//! Walking Nim on unit-weight complete, complete bipartite, hypercube and Petersen graphs.
//!
//! These theorems describe the *whole* graph at weight 1; once edges have been used the
//! position is a different graph. So this fast path applies only when the piece's
//! component (positive links) is exactly one of these graphs, every link there has weight
//! 1 and no vertex there has a positive loop.
//!
//! **Theorems (Erickson, *The Game of Nim on Graphs*, 2011).**
//! * Cor. 4.7: on `K_n`, `n ≥ 2`, the first player wins.
//! * Thm 7.2: on `K_{p,q}`, `p, q ≥ 2`, the second player wins, from either side.
//! * Cor. 6.6 / 6.7: on the hypercube `Q_d` the first player wins exactly when `d` is odd.
//! * Thm 5.3: on the Petersen graph the second player wins.
//!
//! The theorems name the winner only; the winning moves follow from symmetry: in `K_n`
//! and `Q_d` the automorphisms fixing the piece act transitively on its neighbours, so
//! when one move wins, all of them do (each empties its edge, the only possible new
//! weight).

use crate::theory::outcome::Outcome;
use crate::theory::walk::{winning_move_text, Simple, WalkAnswer, WalkPosition, WeightRange};
use crate::words::Count;

/// Which unit-weight family the piece's component is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnitFamily {
    /// Complete graph `K_n`.
    Complete(usize),
    /// Complete bipartite graph `K_{p,q}` with `p ≤ q`.
    CompleteBipartite(usize, usize),
    /// Hypercube `Q_d`.
    Hypercube(u32),
    /// The Petersen graph.
    Petersen,
}

/// Recognises the family of the piece's component, if all its links have weight 1 and it
/// carries no positive loop.
fn recognise(s: &Simple) -> Option<UnitFamily> {
    let comp = s.component();
    let k = comp.len();
    if k < 2 || comp.iter().any(|&v| s.loop_w(v) > 0 || s.adj[v].iter().any(|&(_, _, w)| w != 1)) {
        return None;
    }
    let links = s.component_links(&comp);
    let mut local = vec![usize::MAX; s.n];
    for (i, &v) in comp.iter().enumerate() {
        local[v] = i;
    }
    let nb: Vec<Vec<usize>> =
        comp.iter().map(|&v| s.adj[v].iter().map(|&(x, _, _)| local[x]).collect()).collect();
    if k.checked_mul(k - 1).map(|x| x / 2) == Some(links) {
        return Some(UnitFamily::Complete(k));
    }
    if let Some(f) = bipartite(&nb, links) {
        return Some(f);
    }
    if let Some(d) = hypercube(&nb, links) {
        return Some(UnitFamily::Hypercube(d));
    }
    if is_petersen(&nb, links) {
        return Some(UnitFamily::Petersen);
    }
    None
}

fn bipartite(nb: &[Vec<usize>], links: usize) -> Option<UnitFamily> {
    let mut side = vec![u8::MAX; nb.len()];
    side[0] = 0;
    let mut queue = vec![0usize];
    let mut i = 0;
    while i < queue.len() {
        let v = queue[i];
        i += 1;
        for &x in &nb[v] {
            if side[x] == u8::MAX {
                side[x] = 1 - side[v];
                queue.push(x);
            } else if side[x] == side[v] {
                return None;
            }
        }
    }
    let p = side.iter().filter(|&&x| x == 0).count();
    let q = nb.len() - p;
    let (p, q) = (p.min(q), p.max(q));
    (p >= 2 && p.checked_mul(q) == Some(links)).then_some(UnitFamily::CompleteBipartite(p, q))
}

/// Labels vertices by bit vectors from vertex 0 and checks the labelling is an isomorphism
/// onto `Q_d`; any hypercube passes because its automorphisms can send vertex 0's
/// neighbours to the unit vectors in any order.
fn hypercube(nb: &[Vec<usize>], links: usize) -> Option<u32> {
    let k = nb.len();
    if !k.is_power_of_two() {
        return None;
    }
    let d = k.trailing_zeros();
    let du = d as usize;
    if nb.iter().any(|a| a.len() != du) || du.checked_mul(k / 2) != Some(links) {
        return None;
    }
    let mut dist = vec![usize::MAX; k];
    let mut label = vec![0u64; k];
    dist[0] = 0;
    let mut order = vec![0usize];
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &x in &nb[v] {
            if dist[x] == usize::MAX {
                dist[x] = dist[v] + 1;
                order.push(x);
            }
        }
    }
    if order.len() != k {
        return None;
    }
    for (bit, &x) in nb[0].iter().enumerate() {
        label[x] = 1u64 << bit;
    }
    for &v in order.iter().skip(1) {
        if dist[v] < 2 {
            continue;
        }
        let below: Vec<usize> = nb[v].iter().copied().filter(|&x| dist[x] + 1 == dist[v]).collect();
        if below.len() != dist[v] {
            return None;
        }
        label[v] = below.iter().fold(0, |acc, &x| acc | label[x]);
        if label[v].count_ones() as usize != dist[v] {
            return None;
        }
    }
    let mut seen = vec![false; k];
    for &lab in &label {
        let idx = usize::try_from(lab).ok().filter(|&x| x < k)?;
        if seen[idx] {
            return None;
        }
        seen[idx] = true;
    }
    let edges_ok =
        nb.iter().enumerate().all(|(v, a)| a.iter().all(|&x| (label[v] ^ label[x]).count_ones() == 1));
    edges_ok.then_some(d)
}

/// The Petersen graph is the only 3-regular graph on 10 vertices with girth 5.
fn is_petersen(nb: &[Vec<usize>], links: usize) -> bool {
    if nb.len() != 10 || links != 15 || nb.iter().any(|a| a.len() != 3) {
        return false;
    }
    (0..10).all(|v| {
        (0..10).filter(|&x| x != v).all(|x| {
            let common = nb[v].iter().filter(|y| nb[x].contains(y)).count();
            // No triangle through an edge, no 4-cycle through a non-adjacent pair.
            if nb[v].contains(&x) {
                common == 0
            } else {
                common <= 1
            }
        })
    })
}

/// The unit-weight family of the piece's component, if any (see the module docs).
pub fn unit_family(pos: &WalkPosition<'_>) -> Option<UnitFamily> {
    recognise(&Simple::build(pos)?)
}

/// Walking Nim on a unit-weight `K_n`, `K_{p,q}`, `Q_d` or Petersen graph.
///
/// Returns `None` unless the piece's component is exactly one of these graphs with every
/// link at weight 1 and no positive loop.
pub fn walk_unit(pos: &WalkPosition<'_>) -> Option<WalkAnswer> {
    let s = Simple::build(pos)?;
    let fam = recognise(&s)?;
    let (outcome, name, links, rule) = match fam {
        UnitFamily::Complete(n) => (
            Outcome::N,
            format!("Complete graph K{n}"),
            n * (n - 1) / 2,
            format!("on K_n with n ≥ 2 (here n = {n}) the first player wins (Erickson, The Game of Nim on Graphs, Cor. 4.7)"),
        ),
        UnitFamily::CompleteBipartite(p, q) => (
            Outcome::P,
            format!("Complete bipartite graph K{p},{q}"),
            p * q,
            format!(
                "on K_p,q with both sides of at least 2 vertices (here {p} and {q}) the second player wins, \
                 from either side, by keeping play inside a K2,{q} or K2,{p} (Erickson, The Game of Nim on \
                 Graphs, Thm 7.2)"
            ),
        ),
        UnitFamily::Hypercube(d) => (
            Outcome::from_is_p(d % 2 == 0),
            format!("Hypercube Q{d}"),
            (d as usize) << d.saturating_sub(1),
            format!(
                "on Q_d the first player wins exactly when the dimension d is odd; here d = {d}, {} (Erickson, The \
                 Game of Nim on Graphs, Cor. 6.6–6.7)",
                if d % 2 == 1 { "odd" } else { "even" }
            ),
        ),
        UnitFamily::Petersen => (
            Outcome::P,
            "Petersen graph".to_string(),
            15,
            "on it the second player wins (Erickson, The Game of Nim on Graphs, Thm 5.3)".to_string(),
        ),
    };
    let winning: Vec<WeightRange> = if outcome == Outcome::N {
        s.adj[s.piece].iter().map(|&(_, e, _)| WeightRange { edge: e, lo: 0, hi: 0 }).collect()
    } else {
        Vec::new()
    };
    let verdict = match outcome {
        Outcome::P => "so P: every move hands the opponent a won position".to_string(),
        Outcome::N => {
            format!("so N: {}, and every move from the piece is alike", winning_move_text(pos, &winning))
        }
    };
    let explanation = format!(
        "{name} with all {} edges at weight 1 and no loop, the piece at {}: {rule}; {verdict}.",
        Count(links as u64),
        s.piece
    );
    Some(WalkAnswer::new(outcome, winning, "walk-unit", explanation))
}

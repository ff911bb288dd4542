//! Walking Nim on bipartite graphs one side of which has every degree at most 2, the piece
//! on the other side: every subdivided multigraph, for instance (Fukuyama, *A Nim game
//! played on graphs*, Theoretical Computer Science 304, 2003, §3, Lemma 2.13 and Thm 2.14
//! in Erickson's numbering).
//!
//! **Statement.** Call the piece's side *even* and the other side *odd*; every odd vertex
//! has at most two edges with tokens. The player to move wins exactly when some odd vertex u
//! satisfies all three conditions:
//! 1. the weights of its two edges differ (a single edge counts as paired with an empty
//!    one); call the lighter one, of weight h, *thin*, and the heavier *thick*;
//! 2. splitting u into u₁ (keeping the thin edge) and u₂ (keeping the thick edge), the
//!    minimum capacity of a cut separating u₁ from u₂, weights as capacities, is h;
//! 3. whichever minimum cut is removed, the piece stays connected with u₂.
//!
//! Condition 3 reads off one maximum flow: the vertices that stay with u₂ under every
//! minimum cut are exactly those from which u₂ can be reached in the residual network.
//! The flow comes from the crate's own Dinic (`maxflow.rs`, which says why not a library).
//!
//! **Source.** The paper itself could not be obtained; the statement is as summarised in
//! L. A. Erickson's thesis (*The Game of Nim on Graphs*, 2011, §2.3.1) and in a
//! MathOverflow answer on "bipartite Nim-geography", which agree. It is used only because
//! `tests/engine/theory_walk.rs` checks it, outcomes and every winning move, against brute force
//! on thousands of subdivided multigraphs (parallel edges and loops of the multigraph
//! included, which subdivide into odd vertices with two edges to one even vertex).
//!
//! **Winning moves.** A move from the piece's vertex v along an edge (v, a) to a new weight
//! w′ puts the piece on the odd vertex a, whose replies (back along (v, a) below w′, or on
//! along a's other edge) all land on the even side, where the theorem decides. So each
//! candidate move is checked through its replies, which costs about (weight of the edge) ×
//! (weight of a's other edge) theorem evaluations; positions whose check would exceed
//! `MAX_CHECKS` are left to the tables.

use crate::theory::maxflow::FlowNetwork;
use crate::theory::outcome::Outcome;
use crate::theory::walk::{
    edge_name, join_some, move_text, winning_move_text, Simple, WalkAnswer, WalkPosition, WeightRange,
};
use crate::words::Count;

/// Most theorem evaluations spent listing the winning moves of a won position.
const MAX_CHECKS: u64 = 20_000;

/// The piece's component as a bipartite graph: links `(even, odd, weight, input index)`.
#[derive(Clone, Debug)]
struct Bipartite {
    n: usize,
    links: Vec<(usize, usize, u64, usize)>,
}

/// Recognises the shape: no positive loop in the piece's component, bipartite, and every
/// vertex on the side opposite the piece with at most two positive links.
fn recognise(s: &Simple) -> Option<Bipartite> {
    let comp = s.component();
    let mut side = vec![u8::MAX; s.n];
    side[s.piece] = 0;
    for &v in &comp {
        if s.loop_w(v) > 0 {
            return None;
        }
        for &(x, _, _) in &s.adj[v] {
            if side[x] == u8::MAX {
                side[x] = 1 - side[v];
            } else if side[x] == side[v] {
                return None;
            }
        }
        if side[v] == 1 && s.adj[v].len() > 2 {
            return None;
        }
    }
    let mut links = Vec::new();
    for &v in comp.iter().filter(|&&v| side[v] == 0) {
        for &(x, i, w) in &s.adj[v] {
            links.push((v, x, w, i));
        }
    }
    // A lone vertex or a star is covered by other theorems and needs no odd vertex of degree 2.
    comp.iter().any(|&v| side[v] == 1 && s.adj[v].len() == 2).then_some(Bipartite { n: s.n, links })
}

/// How the theorem's three conditions turn out at one odd vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// Condition 1 fails: its two edges weigh the same.
    Equal,
    /// Condition 2 fails: the minimum cut, this, is below the thin weight.
    CutBelow(i64),
    /// Condition 3 fails: some minimum cut separates the piece from the thick edge.
    PieceCutOff,
    /// All three hold.
    Holds,
}

/// One odd vertex judged: its thin link (`None` when it has one link), its thick link (for
/// equal weights, simply the other), and the verdict.
#[derive(Clone, Copy, Debug)]
struct Judged {
    u: usize,
    thin: Option<usize>,
    thick: usize,
    verdict: Verdict,
}

/// The odd vertices judged in turn, stopping after the first where the conditions hold
/// (so all of them when the player to move loses).
fn judge_all(g: &Bipartite, weights: &[u64], piece: usize) -> Vec<Judged> {
    let mut at_odd: Vec<Vec<usize>> = vec![Vec::new(); g.n];
    for (i, &(_, u, _, _)) in g.links.iter().enumerate() {
        if weights[i] > 0 {
            at_odd[u].push(i);
        }
    }
    let mut out = Vec::new();
    for (u, links) in at_odd.iter().enumerate() {
        let judged = match links[..] {
            [only] => {
                Judged { u, thin: None, thick: only, verdict: cut_verdict(g, weights, piece, u, None, only) }
            }
            [a, b] if weights[a] == weights[b] => {
                Judged { u, thin: Some(a), thick: b, verdict: Verdict::Equal }
            }
            [a, b] => {
                let (thin, thick) = if weights[a] < weights[b] { (a, b) } else { (b, a) };
                let verdict = cut_verdict(g, weights, piece, u, Some(thin), thick);
                Judged { u, thin: Some(thin), thick, verdict }
            }
            _ => continue,
        };
        out.push(judged);
        if judged.verdict == Verdict::Holds {
            break;
        }
    }
    out
}

/// Whether the player to move wins with the piece at even vertex `piece` and link `i`
/// weighing `weights[i]`.
fn first_player_wins(g: &Bipartite, weights: &[u64], piece: usize) -> bool {
    judge_all(g, weights, piece).last().is_some_and(|j| j.verdict == Verdict::Holds)
}

/// Conditions 2 and 3 at odd vertex `u`: split it (the thin link goes to a new vertex
/// `g.n`), take a maximum flow from there to `u`, and check that it equals the thin weight
/// and that the piece reaches `u` in the residual network.
fn cut_verdict(
    g: &Bipartite,
    weights: &[u64],
    piece: usize,
    u: usize,
    thin: Option<usize>,
    thick: usize,
) -> Verdict {
    let split = g.n;
    let h = thin.map_or(0, |i| weights[i]);
    let mut net = FlowNetwork::new(g.n + 1);
    for (i, &(v, x, _, _)) in g.links.iter().enumerate() {
        if weights[i] == 0 {
            continue;
        }
        let x = if Some(i) == thin { split } else { x };
        // Weights are at most 10^9 each and at most 1024 links: the sums fit an i64.
        let c = weights[i] as i64;
        net.add_pair(v, x, c, c);
    }
    debug_assert!(weights[thick] > h);
    let total = net.max_flow(split, u);
    if total != h as i64 {
        return Verdict::CutBelow(total);
    }
    let reaches = net.reaching(u);
    if reaches[piece] {
        Verdict::Holds
    } else {
        Verdict::PieceCutOff
    }
}

/// The theorem's answer, with every winning move when listing them is affordable.
pub fn walk_fukuyama(pos: &WalkPosition<'_>) -> Option<WalkAnswer> {
    let s = Simple::build(pos)?;
    let g = recognise(&s)?;
    let weights: Vec<u64> = g.links.iter().map(|l| l.2).collect();
    let judged = judge_all(&g, &weights, s.piece);
    let (outcome, winning) = if judged.last().is_some_and(|j| j.verdict == Verdict::Holds) {
        (Outcome::N, winning_moves(&g, &weights, s.piece)?)
    } else {
        (Outcome::P, Vec::new())
    };
    let explanation = explain(pos, &g, &judged, s.piece, outcome, &winning);
    Some(WalkAnswer::new(outcome, winning, "walk-fukuyama", explanation))
}

/// The conditions worked out: for a win, at the far vertex where they hold; for a loss, at
/// each far vertex, what fails.
fn explain(
    pos: &WalkPosition<'_>,
    g: &Bipartite,
    judged: &[Judged],
    piece: usize,
    outcome: Outcome,
    winning: &[WeightRange],
) -> String {
    let link = |i: usize| format!("{} (weight {})", edge_name(pos, g.links[i].3), Count(g.links[i].2));
    let describe = |j: &Judged| {
        let u = j.u;
        let (edges, h) = match j.thin {
            None => (format!("one {}, paired with an empty one", link(j.thick)), 0),
            Some(thin) if j.verdict == Verdict::Equal => {
                let w = Count(g.links[thin].2);
                return format!(
                    "far vertex {u}: its {} and {} weigh the same ({w} = {w})",
                    edge_name(pos, g.links[thin].3),
                    edge_name(pos, g.links[j.thick].3)
                );
            }
            Some(thin) => (format!("thin {}, thick {}", link(thin), link(j.thick)), g.links[thin].2),
        };
        let h = Count(h);
        let cut = match j.verdict {
            Verdict::CutBelow(cut) => format!("the minimum cut between them is {}, below the lighter weight {h}", Count(cut.unsigned_abs())),
            Verdict::PieceCutOff => {
                format!("the minimum cut equals the lighter weight, {h}, but one separates the piece from the thick side")
            }
            _ => format!("the minimum cut equals the lighter weight, {h}, and the piece stays on the thick side of every one"),
        };
        format!("far vertex {u}: {edges}; {cut}")
    };
    let rule = format!(
        "Bipartite graph whose far side has degrees ≤ 2, the piece at {piece} on the near side: the player \
         to move wins exactly when some far vertex has two unequal edges (or one, paired with an empty one) whose \
         lighter weight equals the minimum cut between them, with the piece on the heavier side of \
         every minimum cut (Fukuyama 2003, §3)"
    );
    // The move the argument points at: into the far vertex where the conditions hold (when
    // the piece is next to it). Another winning move named after it read as if it followed
    // from that vertex ("Here at far vertex 5: …; so N: e.g. cross edge 0–3").
    let toward =
        |u: usize| winning.iter().filter(|r| g.links.iter().any(|l| l.3 == r.edge && l.1 == u)).min();
    match outcome {
        Outcome::N => format!(
            "{rule}. Here at {}; so N: {}.",
            judged.last().map(describe).unwrap_or_default(),
            match judged.last().and_then(|j| toward(j.u)) {
                Some(first) => move_text(pos, first, winning.len() > 1),
                None => winning_move_text(pos, winning),
            }
        ),
        Outcome::P => format!(
            "{rule}. No far vertex does: {}; so P: every move hands the opponent a won position.",
            join_some(judged.iter().map(describe), 6)
        ),
    }
}

/// The winning moves as weight ranges, each candidate checked through its replies; `None`
/// when that would take more than [`MAX_CHECKS`] evaluations.
fn winning_moves(g: &Bipartite, weights: &[u64], piece: usize) -> Option<Vec<WeightRange>> {
    let at_piece: Vec<usize> =
        (0..g.links.len()).filter(|&i| g.links[i].0 == piece && weights[i] > 0).collect();
    let cost = at_piece.iter().try_fold(0u64, |acc, &i| {
        let a = g.links[i].1;
        let other =
            g.links.iter().enumerate().find(|&(j, l)| j != i && l.1 == a).map_or(0, |(j, _)| weights[j]);
        acc.checked_add(weights[i].checked_mul(other.checked_add(2)?)?)
    })?;
    if cost > MAX_CHECKS {
        return None;
    }
    let mut ranges = Vec::new();
    for &i in &at_piece {
        let a = g.links[i].1;
        let other =
            g.links.iter().enumerate().find(|&(j, l)| j != i && l.1 == a && weights[j] > 0).map(|(j, _)| j);
        let mut w = weights.to_vec();
        // Going back along (v, a) to any weight below w′ must leave the mover winning:
        // true for w′ up to the first weight where the piece at v loses.
        let mut back_ok = true;
        for new in 0..weights[i] {
            if new > 0 {
                w[i] = new - 1;
                back_ok &= first_player_wins(g, &w, piece);
            }
            if !back_ok {
                break;
            }
            w[i] = new;
            let on_ok = other.is_none_or(|j| {
                let b = g.links[j].0;
                let mut w2 = w.clone();
                (0..weights[j]).all(|x| {
                    w2[j] = x;
                    first_player_wins(g, &w2, b)
                })
            });
            if on_ok {
                let edge = g.links[i].3;
                match ranges.last_mut() {
                    Some(WeightRange { edge: e, hi, .. }) if *e == edge && *hi + 1 == new => *hi = new,
                    _ => ranges.push(WeightRange { edge, lo: new, hi: new }),
                }
            }
        }
    }
    Some(ranges)
}

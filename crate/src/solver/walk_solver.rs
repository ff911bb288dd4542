//! Walking Nim: only the piece's component matters; parallel edges and loops merge by xor
//! (Clark 2012, Thm 2.1); a theorem or an exact table decides the merged position, and its
//! answer is mapped back to real edges.

use super::decompose::MergedWalk;
use super::shapes::{walk_outcome, walk_theorem, WalkTheorem};
use super::table::{WalkGame, WalkGrundyTable, WalkRemotenessTable, WalkTable};
use super::{readable, readable_states, Analysis, MoveReport, Outcome, Progress, SolveError, SolveOptions};
use crate::graph::component_of;
use crate::moves::{Move, WalkMove};
use crate::position::Position;

/// Decides merged positions reachable from the root.
enum Decider {
    /// A theorem gave every winning move of the root as ranges of new merged weights.
    Theorem(WalkTheorem),
    /// An exact table over the merged box.
    Table { table: Box<WalkTable>, relabel: Relabel },
}

/// Compact vertex numbering for a table: only the vertices the piece can reach get a
/// layer.
struct Relabel {
    index: Vec<Option<usize>>,
    count: usize,
}

impl Relabel {
    fn new(vertices: usize, edges: impl Iterator<Item = (usize, usize)>, token: usize) -> Relabel {
        let mut index = vec![None; vertices];
        let mut count = 0;
        let mut add = |v: usize, index: &mut Vec<Option<usize>>| {
            if index[v].is_none() {
                index[v] = Some(count);
                count += 1;
            }
        };
        add(token, &mut index);
        for (u, v) in edges {
            add(u, &mut index);
            add(v, &mut index);
        }
        Relabel { index, count }
    }

    fn of(&self, v: usize) -> usize {
        self.index[v].unwrap_or(0)
    }
}

fn box_states(vertices: usize, mut weights: impl Iterator<Item = u64>) -> Option<u64> {
    weights.try_fold(vertices as u64, |acc, w| acc.checked_mul(w.checked_add(1)?))
}

/// The game restricted to the given edges, vertices numbered compactly, when its box fits
/// `limit`.
fn relabeled(
    vertices: usize,
    edges: &[(usize, usize, u64)],
    token: usize,
    limit: u64,
) -> Option<(WalkGame, Relabel)> {
    let relabel = Relabel::new(vertices, edges.iter().map(|e| (e.0, e.1)), token);
    match box_states(relabel.count, edges.iter().map(|e| e.2)) {
        Some(s) if s <= limit => {}
        _ => return None,
    }
    let game = WalkGame {
        vertices: relabel.count,
        edges: edges.iter().map(|&(u, v, w)| (relabel.of(u), relabel.of(v), w)).collect(),
    };
    Some((game, relabel))
}

/// Grundy values and remoteness of the real component, vertices numbered by `relabel`.
struct RealTables {
    grundy: WalkGrundyTable,
    remoteness: Option<WalkRemotenessTable>,
    relabel: Relabel,
}

impl RealTables {
    fn values(&self, vertex: usize, weights: &[u64]) -> (u64, Option<u64>) {
        let at = self.relabel.of(vertex);
        (self.grundy.grundy((at, weights)), self.remoteness.as_ref().map(|r| r.remoteness((at, weights))))
    }
}

/// Solves a Walking Nim position.
pub fn solve(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, SolveError> {
    let merged = MergedWalk::new(position);
    let token = merged.piece;
    let weights: Vec<u64> = merged.edges.iter().map(|e| e.2).collect();

    // Tables over the merged graph span every weight a class can reach, not just its
    // current xor, so every child's merged image is inside the box.
    let bounded: Vec<(usize, usize, u64)> =
        merged.edges.iter().zip(&merged.bounds).map(|(e, &b)| (e.0, e.1, b)).collect();
    let (decider, method, explanation, mut states) = match walk_theorem(&merged) {
        Some(theorem) => {
            let (method, explanation) = (theorem.method(), theorem.explanation());
            (Decider::Theorem(theorem), method, explanation, 0)
        }
        None => match relabeled(merged.vertices, &bounded, token, options.max_states) {
            Some((game, relabel)) => {
                let table = WalkTable::build(&game, &options.budget(options.max_states), progress)?;
                let states = table.states();
                let explanation = format!(
                    "Exact win/loss table over {} positions (piece on any vertex, every weight at most its current value){}.",
                    readable(states),
                    if merged.classes.iter().any(|c| c.edges.len() > 1) {
                        ", after merging parallel edges and loops by xor (Clark, Thm 2.1)"
                    } else {
                        ""
                    }
                );
                (Decider::Table { table: Box::new(table), relabel }, "table".to_string(), explanation, states)
            }
            None => {
                return Err(SolveError::TooLarge(format!(
                    "no theorem covers this graph, and an exact table would need up to {} states, more than the budget of {}",
                    readable_states(box_states(merged.vertices, bounded.iter().map(|e| e.2))),
                    readable(options.max_states)
                )));
            }
        },
    };

    // A real move wins iff the merged position it reaches is a P-position.
    // A theorem covers children whose merged weights stayed within the root's (genuine
    // moves of the merged game); a child where parallel edges raised their xor is decided
    // afresh, by the theorems or by a table spanning the reachable weights.
    let needs_fallback =
        matches!(decider, Decider::Theorem(_)) && merged.classes.iter().any(|c| c.edges.len() > 1);
    let fallback = match needs_fallback
        .then(|| relabeled(merged.vertices, &bounded, token, options.max_states))
        .flatten()
    {
        Some((game, relabel)) => {
            let table = WalkTable::build(&game, &options.budget(options.max_states), progress)?;
            states += table.states();
            Some((table, relabel))
        }
        None => None,
    };
    let wins = |mv: &WalkMove| -> Option<bool> {
        let (to, after) = merged.after(position, mv);
        match &decider {
            Decider::Theorem(theorem) => {
                let class = merged.classes.iter().position(|c| c.edges.contains(&mv.edge))?;
                if after[class] < merged.edges[class].2 {
                    return Some(theorem.is_winning(class, after[class]));
                }
                let edges: Vec<(usize, usize, u64)> =
                    merged.edges.iter().zip(&after).map(|(e, &w)| (e.0, e.1, w)).collect();
                walk_outcome(merged.vertices, &edges, to)
                    .or_else(|| fallback.as_ref().map(|(table, relabel)| table.is_p(relabel.of(to), &after)))
            }
            Decider::Table { table, relabel } => Some(table.is_p(relabel.of(to), &after)),
        }
    };
    let undecided = || {
        SolveError::TooLarge(format!(
            "parallel edges make some moves lead outside the theorem's reach, and a table over the merged graph needs more than {} states",
            readable(options.max_states)
        ))
    };

    let live = component_of(position, token);
    let incident: Vec<usize> = live.iter().copied().filter(|&e| position.edges[e].touches(token)).collect();
    let moves_total = incident.iter().fold(0u64, |s, &e| s.saturating_add(position.edges[e].tokens));

    let mut winning_moves = Vec::new();
    let mut truncated = false;
    let mut counted = None;
    const SCAN_LIMIT: u64 = 1 << 22;
    match &decider {
        // Without parallel edges each class is one real edge, so the theorem's ranges of new
        // weights are exactly the real winning moves: list them without testing every move.
        Decider::Theorem(theorem) if !needs_fallback => {
            counted = Some(
                theorem
                    .winning_ranges()
                    .iter()
                    .fold(0u64, |s, &(_, lo, hi)| s.saturating_add(hi - lo).saturating_add(1)),
            );
            'ranges: for &(class, low, high) in theorem.winning_ranges() {
                let Some(&edge) = merged.classes[class].edges.first() else { continue };
                let w = position.edges[edge].tokens;
                for new in low..=high.min(w.saturating_sub(1)) {
                    if winning_moves.len() == options.move_cap {
                        truncated = true;
                        break 'ranges;
                    }
                    winning_moves.push(Move::Walk(WalkMove { edge, take: w - new }));
                }
            }
        }
        _ if moves_total <= SCAN_LIMIT && moves_total > options.max_states => {
            // Checking each move one by one would exceed the caller's state budget (a small
            // budget means "answer within a frame"): say so rather than answer partially.
            return Err(SolveError::TooLarge(format!(
                "parallel edges make each of the {} moves need its own check, more than the budget of {}",
                readable(moves_total),
                readable(options.max_states)
            )));
        }
        _ if moves_total <= SCAN_LIMIT => {
            'scan: for &edge in &incident {
                for take in 1..=position.edges[edge].tokens {
                    let mv = WalkMove { edge, take };
                    if wins(&mv).ok_or_else(undecided)? {
                        if winning_moves.len() == options.move_cap {
                            truncated = true;
                            break 'scan;
                        }
                        winning_moves.push(Move::Walk(mv));
                    }
                }
            }
        }
        _ => truncated = true,
    }
    crate::sorting::sort(&mut winning_moves);
    let root_is_p = match &decider {
        Decider::Theorem(theorem) => theorem.outcome() == Outcome::P,
        Decider::Table { table, relabel } => table.is_p(relabel.of(token), &weights),
    };
    let outcome = Outcome::from_is_p(root_is_p);
    let winning_moves_total = if truncated { counted } else { Some(winning_moves.len() as u64) };

    // Grundy values and remoteness come from a table of the real (unmerged) component,
    // because xor-merging keeps who wins but not how long or which nimber.
    let real_edges: Vec<(usize, usize, u64)> =
        live.iter().map(|&e| (position.edges[e].u, position.edges[e].v, position.edges[e].tokens)).collect();
    // Remoteness needs its own table; Grundy values come with it when asked, else alone.
    let limit = options.max_grundy_states;
    let real = match relabeled(position.vertices, &real_edges, token, limit) {
        Some((game, relabel)) => {
            let budget = options.budget(limit);
            let grundy = WalkGrundyTable::build(&game, &budget, progress)?;
            let remoteness = match box_states(relabel.count, real_edges.iter().map(|e| e.2)) {
                Some(s) if s <= options.remoteness_limit() => {
                    Some(WalkRemotenessTable::build(&game, &budget, progress)?)
                }
                _ => None,
            };
            Some(RealTables { grundy, remoteness, relabel })
        }
        None => None,
    };
    let lookup_weights = |p: &Position| -> Vec<u64> { live.iter().map(|&e| p.edges[e].tokens).collect() };
    let (grundy, remoteness) = match &real {
        Some(tables) => {
            states += tables.grundy.states();
            let (g, r) = tables.values(token, &lookup_weights(position));
            (Some(g), r)
        }
        None => (if outcome == Outcome::P { Some(0) } else { None }, None),
    };

    let moves = if !options.all_moves {
        None
    } else {
        let mut reports = Vec::new();
        'all: for &edge in &incident {
            for take in 1..=position.edges[edge].tokens {
                if reports.len() == options.move_cap {
                    break 'all;
                }
                let mv = WalkMove { edge, take };
                let outcome = Outcome::from_is_p(wins(&mv).ok_or_else(undecided)?);
                let (child_grundy, child_remoteness) = match &real {
                    Some(tables) => {
                        let Ok(child) = crate::rules::apply(position, &Move::Walk(mv)) else { continue };
                        let (g, r) = tables.values(child.piece_vertex(), &lookup_weights(&child));
                        (Some(g), r)
                    }
                    None => (if outcome == Outcome::P { Some(0) } else { None }, None),
                };
                reports.push(MoveReport {
                    mv: Move::Walk(mv),
                    outcome,
                    grundy: child_grundy,
                    remoteness: child_remoteness,
                });
            }
        }
        Some(reports)
    };

    Ok(Analysis {
        outcome,
        grundy,
        remoteness,
        winning_moves,
        winning_moves_total,
        moves,
        moves_total: Some(moves_total),
        method,
        explanation,
        states,
    })
}

//! Walking Nim: only the piece's component matters; parallel edges and loops merge by xor
//! (Clark 2012, Thm 2.1); a theorem or an exact table decides the merged position, and its
//! answer is mapped back to real edges.

use super::decompose::MergedWalk;
use super::shapes::{walk_outcome, walk_theorem, WalkTheorem};
use super::table::{WalkGame, WalkGrundyTable, WalkRemotenessTable, WalkTable};
use super::{readable_states, Analysis, MoveReport, Outcome, Progress, SolveError, SolveOptions};
use crate::graph::component_of;
use crate::moves::{Move, WalkMove};
use crate::position::Position;
use crate::words::Count;

/// Decides merged positions reachable from the root.
enum Decider {
    /// A theorem gave every winning move of the root as ranges of new merged weights.
    Theorem(WalkTheorem),
    /// An exact table over the merged box.
    Table { table: Box<WalkTable>, relabel: Relabel },
}

/// Compact vertex numbering for a table: only the vertices the piece can reach get a
/// layer.
pub(super) struct Relabel {
    index: Vec<Option<usize>>,
    /// Vertices numbered (the piece's first).
    pub count: usize,
}

impl Relabel {
    pub(super) fn new(vertices: usize, edges: impl Iterator<Item = (usize, usize)>, token: usize) -> Relabel {
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

    pub(super) fn of(&self, v: usize) -> usize {
        self.index[v].unwrap_or(0)
    }
}

pub(super) fn box_states(vertices: usize, mut weights: impl Iterator<Item = u64>) -> Option<u64> {
    weights.try_fold(vertices as u64, |acc, w| acc.checked_mul(w.checked_add(1)?))
}

/// The game restricted to the given edges, vertices numbered compactly, when its box fits
/// `limit`.
pub(super) fn relabeled(
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

/// Solves a Walking Nim position: decide the merged root, list the winning moves, read
/// Grundy value and remoteness from tables of the real component, report every move.
pub fn solve(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, SolveError> {
    let merged = MergedWalk::new(position);
    let token = merged.piece;
    let root = RootDecision::new(&merged, options, progress)?;
    let mut states = root.states;
    let by_theorem = matches!(root.decider, Decider::Theorem(_));
    let judge = MoveJudge::new(position, &merged, root.decider, options, progress)?;
    states += judge.fallback_states();

    let live = component_of(position, token);
    let incident: Vec<usize> = live.iter().copied().filter(|&e| position.edges[e].touches(token)).collect();
    let moves_total = incident.iter().fold(0u64, |s, &e| s.saturating_add(position.edges[e].tokens));
    let mut found = judge.winning_moves(&incident, moves_total, options)?;
    let weights: Vec<u64> = merged.edges.iter().map(|e| e.2).collect();
    let outcome = Outcome::from_is_p(judge.root_is_p(token, &weights));
    let winning_moves_total = if found.truncated { found.counted } else { Some(found.moves.len() as u64) };

    let real = RealTables::build(position, &live, token, options, progress)?;
    let (grundy, remoteness) = match &real {
        Some(tables) => {
            states += tables.grundy.states();
            let (g, r) = tables.values(position);
            (Some(g), r)
        }
        None => (if outcome == Outcome::P { Some(0) } else { None }, None),
    };
    if let Some(tables) = &real {
        super::put_fastest_first(position, remoteness, &mut found.moves, &|child| tables.values(child).1);
    }
    let moves = if options.all_moves {
        Some(move_reports(position, &incident, &judge, real.as_ref(), options)?)
    } else {
        None
    };

    Ok(Analysis {
        outcome,
        grundy,
        remoteness,
        winning_moves: found.moves,
        winning_moves_total,
        moves,
        moves_total: Some(moves_total),
        // A theorem decided the root, and the real component's table gave the Grundy value.
        method: match (&real, by_theorem) {
            (Some(_), true) => super::beside_table(&root.method),
            _ => root.method,
        },
        explanation: tree_once_emptied(position, root.explanation),
        states,
    })
}

/// The merged edges with the largest weight each class can reach: tables over the merged
/// graph span these, not just the current xor, so every child's merged image is inside the
/// box.
fn reachable_bounds(merged: &MergedWalk) -> Vec<(usize, usize, u64)> {
    merged.edges.iter().zip(&merged.bounds).map(|(e, &b)| (e.0, e.1, b)).collect()
}

/// How the merged root is decided: a theorem, or else an exact table.
/// The tree theorem reads the board without its empty edges: a square with two of them
/// empty is a path, and "Tree:" alone, under a board drawn as a cycle, reads as a mistake.
fn tree_once_emptied(position: &Position, explanation: String) -> String {
    match explanation.strip_prefix("Tree") {
        Some(rest) if position.edges.iter().any(|e| e.tokens == 0 && e.u != e.v) => {
            let mut text = String::from("With the empty edges gone, the piece's part of the board is a tree");
            text.push_str(rest);
            text
        }
        _ => explanation,
    }
}

struct RootDecision {
    decider: Decider,
    method: String,
    explanation: String,
    states: u64,
}

impl RootDecision {
    fn new(
        merged: &MergedWalk,
        options: &SolveOptions,
        progress: &mut impl Progress,
    ) -> Result<Self, SolveError> {
        if let Some(theorem) = walk_theorem(merged) {
            let (method, explanation) = (theorem.method(), theorem.explanation());
            return Ok(RootDecision { decider: Decider::Theorem(theorem), method, explanation, states: 0 });
        }
        let bounded = reachable_bounds(merged);
        let Some((game, relabel)) = relabeled(merged.vertices, &bounded, merged.piece, options.max_states)
        else {
            return Err(SolveError::TooLarge(format!(
                "no theorem covers this graph, and an exact table would need up to {} states, more than the budget of {}",
                readable_states(box_states(merged.vertices, bounded.iter().map(|e| e.2))),
                Count(options.max_states)
            )));
        };
        let table = WalkTable::build(&game, &options.budget(options.max_states), progress)?;
        let states = table.states();
        let explanation = format!(
            "Exact win/loss table over {} positions (piece on any vertex, every weight at most its current value){}.",
            Count(states),
            if merged.classes.iter().any(|c| c.edges.len() > 1) {
                ", after merging parallel edges and loops by xor (Clark, Thm 2.1)"
            } else {
                ""
            }
        );
        let decider = Decider::Table { table: Box::new(table), relabel };
        Ok(RootDecision { decider, method: "table".to_string(), explanation, states })
    }
}

/// Decides whether a real move wins: iff the merged position it reaches is a P-position.
struct MoveJudge<'a> {
    position: &'a Position,
    merged: &'a MergedWalk,
    decider: Decider,
    /// A theorem covers children whose merged weights stayed within the root's (genuine
    /// moves of the merged game); a child where parallel edges raised their xor is decided
    /// afresh, by the theorems or by this table spanning the reachable weights.
    fallback: Option<(WalkTable, Relabel)>,
    /// Whether parallel edges make some children leave the theorem's reach.
    needs_fallback: bool,
    max_states: u64,
}

/// Winning moves found, and whether the list stopped short of all of them.
struct FoundMoves {
    moves: Vec<Move>,
    truncated: bool,
    /// Their number when known without listing them all.
    counted: Option<u64>,
}

impl<'a> MoveJudge<'a> {
    fn new(
        position: &'a Position,
        merged: &'a MergedWalk,
        decider: Decider,
        options: &SolveOptions,
        progress: &mut impl Progress,
    ) -> Result<Self, SolveError> {
        let needs_fallback =
            matches!(decider, Decider::Theorem(_)) && merged.classes.iter().any(|c| c.edges.len() > 1);
        let fallback = match needs_fallback
            .then(|| relabeled(merged.vertices, &reachable_bounds(merged), merged.piece, options.max_states))
            .flatten()
        {
            Some((game, relabel)) => {
                Some((WalkTable::build(&game, &options.budget(options.max_states), progress)?, relabel))
            }
            None => None,
        };
        Ok(MoveJudge { position, merged, decider, fallback, needs_fallback, max_states: options.max_states })
    }

    fn fallback_states(&self) -> u64 {
        self.fallback.as_ref().map_or(0, |(table, _)| table.states())
    }

    fn root_is_p(&self, token: usize, weights: &[u64]) -> bool {
        match &self.decider {
            Decider::Theorem(theorem) => theorem.outcome() == Outcome::P,
            Decider::Table { table, relabel } => table.is_p(relabel.of(token), weights),
        }
    }

    /// Whether `mv` wins, or `None` when neither a theorem nor a table within budget decides.
    fn wins(&self, mv: &WalkMove) -> Option<bool> {
        let merged = self.merged;
        let (to, after) = merged.after(self.position, mv);
        match &self.decider {
            Decider::Theorem(theorem) => {
                let class = merged.classes.iter().position(|c| c.edges.contains(&mv.edge))?;
                if after[class] < merged.edges[class].2 {
                    return Some(theorem.is_winning(class, after[class]));
                }
                let edges: Vec<(usize, usize, u64)> =
                    merged.edges.iter().zip(&after).map(|(e, &w)| (e.0, e.1, w)).collect();
                walk_outcome(merged.vertices, &edges, to).or_else(|| {
                    self.fallback.as_ref().map(|(table, relabel)| table.is_p(relabel.of(to), &after))
                })
            }
            Decider::Table { table, relabel } => Some(table.is_p(relabel.of(to), &after)),
        }
    }

    /// [`MoveJudge::wins`], or the error saying why it cannot tell.
    fn must_decide(&self, mv: &WalkMove) -> Result<bool, SolveError> {
        self.wins(mv).ok_or_else(|| {
            SolveError::TooLarge(format!(
                "parallel edges make some moves lead outside the theorem's reach, and a table over the merged graph needs more than {} states",
                Count(self.max_states)
            ))
        })
    }

    /// The winning moves, by the cheapest of three strategies: read off the theorem's
    /// ranges, refuse when checking each move would exceed the budget, or check each move.
    fn winning_moves(
        &self,
        incident: &[usize],
        moves_total: u64,
        options: &SolveOptions,
    ) -> Result<FoundMoves, SolveError> {
        const SCAN_LIMIT: u64 = 1 << 22;
        let mut found = FoundMoves { moves: Vec::new(), truncated: false, counted: None };
        match &self.decider {
            // Without parallel edges each class is one real edge, so the theorem's ranges of
            // new weights are exactly the real winning moves: list them without testing each.
            Decider::Theorem(theorem) if !self.needs_fallback => {
                self.theorem_moves(theorem, options, &mut found)
            }
            _ if moves_total <= SCAN_LIMIT && moves_total > options.max_states => {
                // Checking each move one by one would exceed the caller's state budget (a small
                // budget means "answer within a frame"): say so rather than answer partially.
                return Err(SolveError::TooLarge(format!(
                    "parallel edges make each of the {} moves need its own check, more than the budget of {}",
                    Count(moves_total),
                    Count(options.max_states)
                )));
            }
            _ if moves_total <= SCAN_LIMIT => self.scanned_moves(incident, options, &mut found)?,
            _ => found.truncated = true,
        }
        crate::sorting::sort(&mut found.moves);
        Ok(found)
    }

    fn theorem_moves(&self, theorem: &WalkTheorem, options: &SolveOptions, found: &mut FoundMoves) {
        let ranges = theorem.winning_ranges();
        found.counted =
            Some(ranges.iter().fold(0u64, |s, &(_, lo, hi)| s.saturating_add(hi - lo).saturating_add(1)));
        for &(class, low, high) in ranges {
            let Some(&edge) = self.merged.classes[class].edges.first() else { continue };
            let w = self.position.edges[edge].tokens;
            for new in low..=high.min(w.saturating_sub(1)) {
                if found.moves.len() == options.move_cap {
                    found.truncated = true;
                    return;
                }
                found.moves.push(Move::Walk(WalkMove { edge, take: w - new }));
            }
        }
    }

    fn scanned_moves(
        &self,
        incident: &[usize],
        options: &SolveOptions,
        found: &mut FoundMoves,
    ) -> Result<(), SolveError> {
        for &edge in incident {
            for take in 1..=self.position.edges[edge].tokens {
                let mv = WalkMove { edge, take };
                if self.must_decide(&mv)? {
                    if found.moves.len() == options.move_cap {
                        found.truncated = true;
                        return Ok(());
                    }
                    found.moves.push(Move::Walk(mv));
                }
            }
        }
        Ok(())
    }
}

/// Grundy values and remoteness of the real component, vertices numbered by `relabel`.
/// They come from tables of the real (unmerged) component, because xor-merging keeps who
/// wins but not how long or which nimber.
struct RealTables {
    grundy: WalkGrundyTable,
    remoteness: Option<WalkRemotenessTable>,
    relabel: Relabel,
    /// The component's edges, the tables' axes.
    live: Vec<usize>,
}

impl RealTables {
    /// The tables when the component's box fits the Grundy budget (remoteness only within
    /// its own, smaller budget), else `None`.
    fn build(
        position: &Position,
        live: &[usize],
        token: usize,
        options: &SolveOptions,
        progress: &mut impl Progress,
    ) -> Result<Option<Self>, SolveError> {
        let real_edges: Vec<(usize, usize, u64)> = live
            .iter()
            .map(|&e| (position.edges[e].u, position.edges[e].v, position.edges[e].tokens))
            .collect();
        let limit = options.max_grundy_states;
        let Some((game, relabel)) = relabeled(position.vertices, &real_edges, token, limit) else {
            return Ok(None);
        };
        let budget = options.budget(limit);
        let grundy = WalkGrundyTable::build(&game, &budget, progress)?;
        let remoteness = match box_states(relabel.count, real_edges.iter().map(|e| e.2)) {
            Some(s) if s <= options.remoteness_limit() => {
                Some(WalkRemotenessTable::build(&game, &budget, progress)?)
            }
            _ => None,
        };
        Ok(Some(RealTables { grundy, remoteness, relabel, live: live.to_vec() }))
    }

    /// Grundy value and remoteness of a position of the component.
    fn values(&self, p: &Position) -> (u64, Option<u64>) {
        let at = self.relabel.of(p.piece_vertex());
        let weights: Vec<u64> = self.live.iter().map(|&e| p.edges[e].tokens).collect();
        (self.grundy.grundy((at, &weights)), self.remoteness.as_ref().map(|r| r.remoteness((at, &weights))))
    }
}

/// Every move (up to the cap) with its outcome, and the Grundy value and remoteness of the
/// position it leads to when the real tables exist.
fn move_reports(
    position: &Position,
    incident: &[usize],
    judge: &MoveJudge<'_>,
    real: Option<&RealTables>,
    options: &SolveOptions,
) -> Result<Vec<MoveReport>, SolveError> {
    let mut reports = Vec::new();
    for &edge in incident {
        for take in 1..=position.edges[edge].tokens {
            if reports.len() == options.move_cap {
                return Ok(reports);
            }
            let mv = WalkMove { edge, take };
            let outcome = Outcome::from_is_p(judge.must_decide(&mv)?);
            let (grundy, remoteness) = match real {
                Some(tables) => {
                    let Ok(child) = crate::rules::apply(position, &Move::Walk(mv)) else { continue };
                    let (g, r) = tables.values(&child);
                    (Some(g), r)
                }
                None => (if outcome == Outcome::P { Some(0) } else { None }, None),
            };
            reports.push(MoveReport { mv: Move::Walk(mv), outcome, grundy, remoteness });
        }
    }
    Ok(reports)
}

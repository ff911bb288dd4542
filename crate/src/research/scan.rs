//! Every position of the box below a position, with its exact value, visited in a fixed
//! order; and the check of a conjectured rule "P exactly when EXPR" over that box.
//!
//! The box of an Edge-Nim position is every token vector at most its counts; for Walking Nim
//! it is every weight vector at most its weights with the piece on any vertex. Values come
//! from one exact table over the whole box (outcome bits, or Grundy values when asked), so
//! the box must fit the [`Budget`]; a box that does not is refused before anything large is
//! allocated.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use crate::odometer;
use crate::position::{Play, Position, Rules};
use crate::research::expr::{EvalError, Expr};
use crate::solver::table::{Budget, GrundyTable, OutcomeTable, PileGame, Progress, TableError};
use crate::solver::table::{WalkGame, WalkGrundyTable, WalkTable};

enum Values {
    Outcome(OutcomeTable),
    Grundy(GrundyTable),
    WalkOutcome(WalkTable),
    WalkGrundy(WalkGrundyTable),
}

/// The exact value of every position in the box below a position.
pub struct BoxTable {
    /// Token (weight) count of every edge at the top of the box.
    pub maxima: Vec<u64>,
    /// Vertices (Walking Nim's piece ranges over them).
    pub vertices: usize,
    /// Which game.
    pub rules: Rules,
    values: Values,
}

/// One position of the box and its value.
#[derive(Clone, Copy, Debug)]
pub struct Entry<'a> {
    /// Walking Nim's piece (`None` for Edge-Nim).
    pub piece: Option<usize>,
    /// Tokens per edge.
    pub tokens: &'a [u64],
    /// Whether the player to move loses.
    pub is_p: bool,
    /// Grundy value, when the table holds them.
    pub grundy: Option<u64>,
}

/// The game of a position as a table engine sees it.
pub fn pile_game(position: &Position) -> PileGame {
    if let Some(game) = &position.set_game {
        return PileGame { piles: game.piles.clone(), groups: game.sets.clone() };
    }
    let edges: Vec<(usize, usize, u64)> = position.edges.iter().map(|e| (e.u, e.v, e.tokens)).collect();
    PileGame::edge_nim(position.vertices, &edges)
}

/// Walking Nim's game of a position as a table engine sees it.
pub fn walk_game(position: &Position) -> WalkGame {
    WalkGame {
        vertices: position.vertices,
        edges: position.edges.iter().map(|e| (e.u, e.v, e.tokens)).collect(),
    }
}

/// Number of positions in the box (`None` when it overflows `u64`).
pub fn box_states(position: &Position) -> Option<u64> {
    let layers = if position.rules == Rules::Walk { position.vertices as u64 } else { 1 };
    counts(position).iter().try_fold(layers, |n, t| n.checked_mul(t.checked_add(1)?))
}

/// The counts of a position: tokens per edge, or per pile for SetNim (the top of its box).
pub fn counts(position: &Position) -> Vec<u64> {
    match &position.set_game {
        Some(game) => game.piles.clone(),
        None => position.edges.iter().map(|e| e.tokens).collect(),
    }
}

impl BoxTable {
    /// Solves the whole box below `position` (Grundy values when `grundy`, else outcomes).
    pub fn build(
        position: &Position,
        grundy: bool,
        budget: &Budget,
        progress: &mut impl Progress,
    ) -> Result<Self, TableError> {
        // The engines leave out edges that never move, so they would accept a box whose
        // enumeration here is larger than their budget; cap the enumeration itself too.
        let states = box_states(position);
        if states.is_none_or(|s| s > budget.max_states) {
            return Err(TableError::TooLarge {
                states,
                // At least one bit per position, whatever the table.
                bytes: states.map(|s| s.div_ceil(8)),
                reason: format!("the box has more than {} positions", crate::words::Count(budget.max_states)),
            });
        }
        let misere = position.play == Play::Misere;
        if misere && grundy {
            return Err(TableError::InvalidGame(
                "misère play has no Sprague–Grundy values to tabulate (ask for outcomes)".into(),
            ));
        }
        let values = match (position.rules, grundy) {
            (Rules::Edge | Rules::Set, false) if misere => {
                Values::Outcome(OutcomeTable::build_misere(&pile_game(position), budget, progress)?)
            }
            (Rules::Edge | Rules::Set, false) => {
                Values::Outcome(OutcomeTable::build(&pile_game(position), budget, progress)?)
            }
            (Rules::Edge | Rules::Set, true) => {
                Values::Grundy(GrundyTable::build(&pile_game(position), budget, progress)?)
            }
            (Rules::Walk, false) if misere => {
                Values::WalkOutcome(WalkTable::build_misere(&walk_game(position), budget, progress)?)
            }
            (Rules::Walk, false) => {
                Values::WalkOutcome(WalkTable::build(&walk_game(position), budget, progress)?)
            }
            (Rules::Walk, true) => {
                Values::WalkGrundy(WalkGrundyTable::build(&walk_game(position), budget, progress)?)
            }
        };
        Ok(BoxTable { maxima: counts(position), vertices: position.vertices, rules: position.rules, values })
    }

    /// Whether the table holds Grundy values (else outcomes only).
    pub fn has_grundy(&self) -> bool {
        matches!(self.values, Values::Grundy(_) | Values::WalkGrundy(_))
    }

    /// The value of one position of the box: `(is P, Grundy value if tabled)`, or `None`
    /// outside the box.
    pub fn value(&self, piece: Option<usize>, tokens: &[u64]) -> Option<(bool, Option<u64>)> {
        match (&self.values, piece) {
            (Values::Outcome(t), _) => t.outcome(tokens).map(|p| (p, None)),
            (Values::Grundy(t), _) => t.try_grundy(tokens).map(|g| (g == 0, Some(g))),
            (Values::WalkOutcome(t), Some(v)) => t.outcome(v, tokens).map(|p| (p, None)),
            (Values::WalkGrundy(t), Some(v)) => t.try_grundy((v, tokens)).map(|g| (g == 0, Some(g))),
            _ => None,
        }
    }

    /// Number of positions (all pieces).
    pub fn states(&self) -> u64 {
        let layers = if self.rules == Rules::Walk { self.vertices as u64 } else { 1 };
        self.maxima.iter().fold(layers, |n, &m| n.saturating_mul(m + 1))
    }

    /// Visits every position of the box: piece by piece (Walking Nim), tokens in odometer
    /// order (edge 0 fastest). `visit` returns `false` to stop early.
    pub fn for_each(&self, mut visit: impl FnMut(Entry<'_>) -> bool) {
        let radix: Vec<u64> = self.maxima.iter().map(|m| m + 1).collect();
        let pieces: Vec<Option<usize>> =
            if self.rules == Rules::Walk { (0..self.vertices).map(Some).collect() } else { vec![None] };
        let mut tokens = vec![0u64; radix.len()];
        for piece in pieces {
            loop {
                let (is_p, grundy) = self.value(piece, &tokens).unwrap_or((false, None));
                if !visit(Entry { piece, tokens: &tokens, is_p, grundy }) {
                    return;
                }
                if !odometer::step(&mut tokens, &radix) {
                    break;
                }
            }
        }
    }
}

/// A position listed in a report: piece (Walking Nim) and tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// Walking Nim's piece.
    pub piece: Option<usize>,
    /// Tokens per edge.
    pub tokens: Vec<u64>,
}

impl Found {
    /// "Smallest first": fewest tokens in total, then the piece, then the token vector.
    fn key(&self) -> (u64, Option<usize>, &[u64]) {
        (self.tokens.iter().sum(), self.piece, &self.tokens)
    }
}

impl std::fmt::Display for Found {
    /// `(t0,t1,...)`, with `@v` for Walking Nim's piece.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tokens: Vec<String> = self.tokens.iter().map(u64::to_string).collect();
        write!(f, "({})", tokens.join(","))?;
        match self.piece {
            Some(p) => write!(f, "@{p}"),
            None => Ok(()),
        }
    }
}

impl Ord for Found {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Found {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The `limit` smallest of many positions, and how many there were.
#[derive(Clone, Debug, Default)]
pub struct Smallest {
    /// How many positions were offered.
    pub count: u64,
    limit: usize,
    heap: BinaryHeap<Found>,
}

impl Smallest {
    fn new(limit: usize) -> Self {
        Smallest { count: 0, limit, heap: BinaryHeap::new() }
    }

    fn offer(&mut self, piece: Option<usize>, tokens: &[u64]) {
        self.count += 1;
        if self.limit == 0 {
            return;
        }
        let found = Found { piece, tokens: tokens.to_vec() };
        if self.heap.len() < self.limit {
            self.heap.push(found);
        } else if self.heap.peek().is_some_and(|top| found < *top) {
            self.heap.pop();
            self.heap.push(found);
        }
    }

    /// The kept positions, smallest first.
    pub fn list(&self) -> Vec<Found> {
        self.heap.clone().into_sorted_vec()
    }
}

/// What [`check`] found.
#[derive(Clone, Debug)]
pub struct CheckReport {
    /// Positions scanned (those satisfying the `where` filter).
    pub scanned: u64,
    /// P-positions among them.
    pub p_positions: u64,
    /// P-positions where the formula is false.
    pub p_but_false: Smallest,
    /// N-positions where the formula is true.
    pub n_but_true: Smallest,
}

impl CheckReport {
    /// Whether the formula matched the P-positions everywhere scanned. A check that scanned
    /// nothing (no position met the `where` filter) does not hold: it found no counterexample
    /// because it looked at nothing, and reporting that as "holds" would read as evidence.
    pub fn holds(&self) -> bool {
        self.scanned > 0 && self.p_but_false.count == 0 && self.n_but_true.count == 0
    }
}

/// The variables a formula sees for one position: tokens per edge, then the piece.
pub fn variables(entry: &Entry<'_>, out: &mut Vec<i64>) {
    out.clear();
    // Token counts are capped at 10^9 by the position format, so they fit in i64.
    out.extend(entry.tokens.iter().map(|&t| t as i64));
    if let Some(p) = entry.piece {
        out.push(p as i64);
    }
}

/// Checks "P exactly when `claim`" on every position of the box where `filter` holds,
/// keeping the `limit` smallest counterexamples each way. `tick` is called with the
/// positions visited so far about every 2^16 positions; it returns `false` to stop (the
/// report then covers what was scanned). A formula that cannot be evaluated on a position
/// fails with which formula it was (`"p_iff"` or `"where"`), the fault and the position.
pub fn check(
    table: &BoxTable,
    claim: &Expr,
    filter: Option<&Expr>,
    limit: usize,
    mut tick: impl FnMut(u64) -> bool,
) -> Result<CheckReport, (&'static str, EvalError, Found)> {
    let mut report = CheckReport {
        scanned: 0,
        p_positions: 0,
        p_but_false: Smallest::new(limit),
        n_but_true: Smallest::new(limit),
    };
    let mut vars = Vec::with_capacity(table.maxima.len() + 1);
    let mut failure = None;
    let mut visited = 0u64;
    table.for_each(|entry| {
        visited += 1;
        if visited.is_multiple_of(1 << 16) && !tick(visited) {
            return false;
        }
        variables(&entry, &mut vars);
        let at = || Found { piece: entry.piece, tokens: entry.tokens.to_vec() };
        let wanted = match filter.map_or(Ok(true), |f| f.holds(&vars)) {
            Ok(w) => w,
            Err(e) => {
                failure = Some(("where", e, at()));
                return false;
            }
        };
        if !wanted {
            return true;
        }
        let said = match claim.holds(&vars) {
            Ok(s) => s,
            Err(e) => {
                failure = Some(("p_iff", e, at()));
                return false;
            }
        };
        report.scanned += 1;
        report.p_positions += u64::from(entry.is_p);
        match (entry.is_p, said) {
            (true, false) => report.p_but_false.offer(entry.piece, entry.tokens),
            (false, true) => report.n_but_true.offer(entry.piece, entry.tokens),
            _ => {}
        }
        true
    });
    match failure {
        Some(f) => Err(f),
        None => Ok(report),
    }
}

/// Why [`check_rule`] gave no report.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    /// A formula does not parse; `which` names it (`p_iff` or `where`).
    #[error("{which}: {error}")]
    Formula {
        /// Which formula.
        which: &'static str,
        /// Where and what.
        error: crate::research::expr::ExprError,
    },
    /// The box is over the budget (or the build was cancelled).
    #[error("{0}")]
    Table(#[from] TableError),
    /// A formula could not be evaluated on a position (division by zero, overflow); `which`
    /// names it (`p_iff` or `where`), `at` is the position as `(t0,t1,...)`.
    #[error("{which}: evaluating the formula on {at}: {error}")]
    Eval {
        /// Which formula.
        which: &'static str,
        /// What went wrong, and where in the formula.
        error: EvalError,
        /// The position it went wrong on.
        at: Found,
    },
}

/// Parses the formulas for `position`'s edges, tabulates the box below it and checks "P
/// exactly when `p_iff`" wherever `filter` holds: everything the `check` command and the
/// wasm export do, in one call. The two phases report apart: `solving` while the table is
/// built, `checking` while the formulas are evaluated on each of its positions (on a large
/// box the longer of the two); either returning `false` cancels.
pub fn check_rule(
    position: &Position,
    p_iff: &str,
    filter: Option<&str>,
    limit: usize,
    budget: &Budget,
    solving: &mut impl Progress,
    checking: &mut impl Progress,
) -> Result<CheckReport, CheckError> {
    let names = crate::research::expr::position_names(position);
    let claim = Expr::parse_condition(p_iff, &names)
        .map_err(|error| CheckError::Formula { which: "p_iff", error })?;
    let filter = filter
        .map(|f| Expr::parse_condition(f, &names))
        .transpose()
        .map_err(|error| CheckError::Formula { which: "where", error })?;
    let table = BoxTable::build(position, false, budget, solving)?;
    let states = table.states();
    let mut cancelled = false;
    let report = check(&table, &claim, filter.as_ref(), limit, |done| {
        cancelled = !checking.tick(done, states);
        !cancelled
    })
    .map_err(|(which, error, at)| CheckError::Eval { which, error, at })?;
    if cancelled {
        return Err(TableError::Cancelled.into());
    }
    checking.tick(states, states);
    Ok(report)
}

impl Found {
    /// `{"tokens": [...], "piece": v}` (piece only for Walking Nim).
    pub fn to_value(&self) -> serde_json::Value {
        match self.piece {
            Some(p) => serde_json::json!({"tokens": self.tokens, "piece": p}),
            None => serde_json::json!({"tokens": self.tokens}),
        }
    }
}

impl CheckReport {
    /// The report as JSON: counts and the smallest counterexamples each way.
    pub fn to_value(&self) -> serde_json::Value {
        let list = |s: &Smallest| s.list().iter().map(Found::to_value).collect::<Vec<_>>();
        serde_json::json!({
            "holds": self.holds(),
            "scanned": self.scanned,
            "p_positions": self.p_positions,
            "p_but_false": {"count": self.p_but_false.count, "smallest": list(&self.p_but_false)},
            "n_but_true": {"count": self.n_but_true.count, "smallest": list(&self.n_but_true)},
        })
    }
}

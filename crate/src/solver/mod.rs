//! Exact solving. [`solve`] validates nothing (positions come already validated from
//! [`crate::position`]) and always terminates: it either answers exactly or says which
//! budget the exact answer would exceed.
//!
//! The order of work is the same for both games: split into independent parts, merge
//! edges the papers allow to merge, answer each part by a theorem when one applies, and
//! fall back to an exact table otherwise.

pub mod decompose;
mod edge_solver;
mod enumerate;
mod mirror;
mod piles_solver;
mod set_theorems;
mod shapes;
pub mod table;
mod walk_misere;
mod walk_solver;
mod whole_game;

use serde_json::{json, Value};
use thiserror::Error;

use crate::moves::Move;
use crate::position::{Play, Position, Rules};
use crate::words::Count;
pub use table::{Budget, Progress, TableError};

pub use crate::theory::outcome::Outcome;

/// What the solver may spend and what it should report.
#[derive(Clone, Debug, PartialEq)]
pub struct SolveOptions {
    /// Report every legal move (up to `move_cap`) with the result it leads to.
    pub all_moves: bool,
    /// Compute remoteness (always on when `all_moves` is set).
    pub remoteness: bool,
    /// Most moves listed in `winning_moves` and in `moves`.
    pub move_cap: usize,
    /// Moves of the whole list (every winning move, then the losing ones) skipped before
    /// `moves` starts: the page asks for the next `move_cap` moves with the count it holds.
    pub move_offset: usize,
    /// Largest state box an outcome table may cover.
    pub max_states: u64,
    /// Largest state box for which Grundy values are tabulated.
    pub max_grundy_states: u64,
    /// Largest state box for which remoteness is tabulated.
    pub max_remoteness_states: u64,
    /// Memory cap for any single table, in bytes.
    pub max_bytes: u64,
}

impl Default for SolveOptions {
    /// Budgets sized for a native run on a small machine; the web page passes its own. The
    /// outcome budget of 2.5·10^8 states takes in Circular Nim CN(8, 3) with every pile 10
    /// (2.14·10^8 states, about 350 MB of tables: well within `max_bytes`).
    fn default() -> Self {
        SolveOptions {
            all_moves: false,
            remoteness: false,
            move_cap: 1000,
            move_offset: 0,
            max_states: 250_000_000,
            max_grundy_states: 4_000_000,
            max_remoteness_states: 2_000_000,
            max_bytes: 1 << 30,
        }
    }
}

impl SolveOptions {
    /// The remoteness budget in force: zero unless remoteness was asked for.
    pub(crate) fn remoteness_limit(&self) -> u64 {
        if self.remoteness || self.all_moves {
            self.max_remoteness_states
        } else {
            0
        }
    }

    pub(crate) fn budget(&self, max_states: u64) -> Budget {
        Budget { max_states, max_bytes: self.max_bytes }
    }
}

/// One legal move and what it leads to.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReport {
    /// The move.
    pub mv: Move,
    /// Outcome of the position after the move (for the player then to move).
    pub outcome: Outcome,
    /// Grundy value after the move, when known.
    pub grundy: Option<u64>,
    /// Remoteness after the move, when known.
    pub remoteness: Option<u64>,
}

/// The solver's exact answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Who wins.
    pub outcome: Outcome,
    /// Sprague–Grundy value; `None` when a theorem decided the outcome but the value itself
    /// would need a table larger than the budget.
    pub grundy: Option<u64>,
    /// Moves left under perfect play (the winner hurries, the loser delays), when within
    /// budget.
    pub remoteness: Option<u64>,
    /// Winning moves (to P-positions), at most `move_cap`, each leading to a distinct
    /// position.
    pub winning_moves: Vec<Move>,
    /// How many distinct winning moves exist, when counted.
    pub winning_moves_total: Option<u64>,
    /// Every legal move with its result, when asked for (at most `move_cap`).
    pub moves: Option<Vec<MoveReport>>,
    /// How many distinct legal moves exist, exactly; `None` past 64 bits (a count that
    /// saturated there once read as a number of moves: [`crate::rules::move_count`] counts
    /// further, [`add_move_count`] puts it in the JSON) or when not counted.
    pub moves_total: Option<u64>,
    /// Short name of what decided it (e.g. `"theorem:c4"`, `"table"`, `"decomposition"`);
    /// `"theorem:c4+table"` when a theorem decided who wins and the Grundy value came from an
    /// exact table built beside it.
    pub method: String,
    /// One or two sentences for a person.
    pub explanation: String,
    /// States evaluated by exact tables (0 when theorems alone decided).
    pub states: u64,
}

/// Why no exact answer was given.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    /// The exact answer needs more than the budget allows.
    #[error("too large for an exact answer: {0}")]
    TooLarge(String),
    /// The caller cancelled.
    #[error("cancelled")]
    Cancelled,
}

impl From<TableError> for SolveError {
    fn from(e: TableError) -> Self {
        match e {
            TableError::Cancelled => SolveError::Cancelled,
            other => SolveError::TooLarge(other.to_string()),
        }
    }
}

/// A state count that may have overflowed, for messages.
pub(crate) fn readable_states(states: Option<u64>) -> String {
    states.map_or_else(|| "more than 2^64".to_string(), |n| Count(n).to_string())
}

/// Solves a validated position.
pub fn solve(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, SolveError> {
    if !options.all_moves {
        // The hint shows the first winning move, and a solver puts a fastest one first when
        // moves-left is known ([`put_fastest_first`]); a list cut at a small cap may hold no
        // fastest win, so the solvers look as far as the move list's scan and the list is
        // cut after.
        let scan = SolveOptions { move_cap: options.move_cap.max(MOVE_SCAN), ..options.clone() };
        let mut analysis = solve_by_rules(position, &scan, progress)?;
        analysis.winning_moves.truncate(options.move_cap);
        return Ok(analysis);
    }
    // The move list is one page of the whole list: every winning move, then the losing
    // ones, each in the rules' order. Cut in the rules' order, a list would drop winning
    // moves that come late (a list filtered to "winning moves only" would then miss them),
    // so the solvers look at up to MOVE_SCAN moves (or as far as the page reaches) and the
    // winning ones go first.
    let reach = options.move_offset.saturating_add(options.move_cap);
    let scan = SolveOptions { move_cap: reach.max(MOVE_SCAN), move_offset: 0, ..options.clone() };
    let mut analysis = solve_by_rules(position, &scan, progress)?;
    if let Some(moves) = &mut analysis.moves {
        // A stable sort: within the winning and the losing moves the rules' order stays.
        crate::sorting::sort_by_key(moves, |report| report.outcome != Outcome::P);
        add_unscanned_winners(moves, &analysis.winning_moves, position.play);
        moves.drain(..options.move_offset.min(moves.len()));
        moves.truncate(options.move_cap);
    }
    analysis.winning_moves.truncate(options.move_cap);
    Ok(analysis)
}

/// The winning moves past the scan. Every solver finds the winning moves by a route of its
/// own (a theorem's targets, the amounts a sum needs, a scan of the table), not cut by the
/// scan of the move list, and counts them (`winning_moves_total`): they join the list after
/// the winning moves it has. Each leads to a P-position, whose Grundy value is 0 in normal
/// play; it is given when the list gives Grundy values at all, and their remoteness is not
/// known here.
fn add_unscanned_winners(moves: &mut Vec<MoveReport>, winning: &[Move], play: Play) {
    let listed_wins = moves.iter().take_while(|report| report.outcome == Outcome::P).count();
    if listed_wins >= winning.len() {
        return;
    }
    // Sorted and searched, not a set: a set's code weighed 5 KB on the page's download, and
    // Move's order is in the wasm already (walk_solver sorts its winning moves).
    let grundy = (play == Play::Normal && moves.iter().any(|r| r.grundy.is_some())).then_some(0);
    let losing = moves.split_off(listed_wins);
    let mut listed: Vec<&Move> = moves.iter().map(|report| &report.mv).collect();
    crate::sorting::sort(&mut listed);
    let unscanned: Vec<MoveReport> = winning
        .iter()
        .filter(|mv| listed.binary_search(mv).is_err())
        .map(|mv| MoveReport { mv: mv.clone(), outcome: Outcome::P, grundy, remoteness: None })
        .collect();
    moves.extend(unscanned);
    moves.extend(losing);
}

/// Puts a fastest winning move of the list first, so the hint (which shows the first) never
/// offers a win the review would call slow. `remoteness` is the position's own (odd when it
/// is won); `child_remoteness` reads a child's from the solver's table. A win in
/// `remoteness` moves leads to a child one move nearer the end; a theorem's or the table's
/// list may put a slower win first. The list holds one unless it was cut at
/// [`MOVE_SCAN`] ([`solve`] asks the solvers for that many).
pub(crate) fn put_fastest_first(
    position: &Position,
    remoteness: Option<u64>,
    moves: &mut [Move],
    child_remoteness: &dyn Fn(&Position) -> Option<u64>,
) {
    let Some(target) = remoteness.filter(|r| r % 2 == 1).map(|r| r - 1) else { return };
    let fastest = |mv: &Move| {
        crate::rules::apply(position, mv).ok().and_then(|child| child_remoteness(&child)) == Some(target)
    };
    if let Some(i) = moves.iter().position(fastest) {
        moves[..=i].rotate_right(1);
    }
}

/// Most moves the solvers look at for a move list, whatever its cap (their cost is a table
/// look-up or a theorem each; see [`solve`]).
pub const MOVE_SCAN: usize = 20_000;

fn solve_by_rules(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, SolveError> {
    // Misère play first: the normal-play solvers split positions into components and use
    // normal-play theorems, neither of which holds in misère play.
    match (position.rules, position.play) {
        (Rules::Set, _) | (_, Play::Misere) => whole_game::solve(position, options, progress),
        (Rules::Edge, Play::Normal) => edge_solver::solve(position, options, progress),
        (Rules::Walk, Play::Normal) => walk_solver::solve(position, options, progress),
    }
}

/// The method of a theorem whose Grundy values were read from an exact table built beside
/// it: the theorem says who wins, the table gives the value shown with it.
pub(crate) fn beside_table(theorem: &str) -> String {
    format!("{theorem}+table")
}

impl Analysis {
    /// The answer in the JSON shape the CLI and the page use.
    pub fn to_value(&self) -> Value {
        let mut value = json!({
            "outcome": self.outcome.name(),
            "grundy": self.grundy,
            "remoteness": self.remoteness,
            "winning_moves": self.winning_moves.iter().map(Move::to_value).collect::<Vec<_>>(),
            "winning_moves_total": self.winning_moves_total,
            "moves_total": self.moves_total,
            "method": self.method,
            "explanation": self.explanation,
            "states": self.states,
        });
        if let Some(moves) = &self.moves {
            value["moves"] = moves
                .iter()
                .map(|r| {
                    json!({
                        "move": r.mv.to_value(),
                        "outcome": r.outcome.name(),
                        "grundy": r.grundy,
                        "remoteness": r.remoteness,
                    })
                })
                .collect();
        }
        value
    }
}

/// The count of legal moves past 64 bits, where the answer's `moves_total` is `null`:
/// `moves_total_digits`, its decimal digits (the page writes "about 1.1·10^22", Python reads
/// an integer). The CLI and the tools module add it; the page's first download does not
/// carry numbers of that size. Nothing is added to an answer that has its count, is
/// "unknown", or whose moves were not counted.
pub fn add_move_count(answer: &mut Value, position: &Position) {
    if !answer["moves_total"].is_null() || answer["outcome"] == "unknown" {
        return;
    }
    if let Some(count) = crate::rules::move_count(position) {
        answer["moves_total_digits"] = json!(count.to_string());
    }
}

impl SolveError {
    /// The "unknown" answer in the same JSON shape as [`Analysis::to_value`].
    pub fn to_value(&self) -> Value {
        json!({"outcome": "unknown", "reason": self.to_string()})
    }
}

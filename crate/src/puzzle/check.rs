//! Is a puzzle well posed? Each goal needs something of its position (a winning move to
//! find, exactly one winning result, a known Grundy value); this says whether it holds, why,
//! and how hard the puzzle is, from one exact solve.

use serde_json::{json, Value};

use super::Goal;
use crate::moves::Move;
use crate::position::Position;
use crate::rules;
use crate::solver::{solve, Analysis, Outcome, Progress, SolveError, SolveOptions};
use crate::words::{counted, Count};

/// How hard a puzzle is, in numbers a teacher can compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difficulty {
    /// Legal moves from the start (saturating): more means more to consider.
    pub legal_moves: u64,
    /// Moves to a P-position (distinct resulting positions), when counted.
    pub winning_moves: Option<u64>,
    /// Moves left under perfect play (the winner hurries, the loser delays), when within the
    /// remoteness budget.
    pub perfect_play_length: Option<u64>,
}

/// The verdict on a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleCheck {
    /// The goal checked.
    pub goal: Goal,
    /// Whether the puzzle has the answer its goal promises.
    pub well_posed: bool,
    /// One or two sentences: why it is (or is not) well posed.
    pub reason: String,
    /// The accepted answers to a move goal (winning moves, at most the solver's move cap),
    /// empty for `outcome` and `grundy`.
    pub solutions: Vec<Move>,
    /// The analysis of the start position.
    pub analysis: Analysis,
    /// How hard it is.
    pub difficulty: Difficulty,
}

/// Checks that `position` makes a well-posed puzzle for `goal`. Positions too large for an
/// exact answer are an error carrying the solver's reason: a puzzle must never be a guess.
pub fn check(
    position: &Position,
    goal: Goal,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<PuzzleCheck, SolveError> {
    // Remoteness is the "length of the game" in the difficulty summary, and `win` puzzles
    // are played against the longest defence, so ask for it whenever it fits the budget.
    let options = SolveOptions { remoteness: true, ..options.clone() };
    let analysis = solve(position, &options, progress)?;
    let difficulty = Difficulty {
        legal_moves: rules::count_moves(position),
        winning_moves: analysis.winning_moves_total,
        perfect_play_length: analysis.remoteness,
    };
    let (well_posed, reason) = if goal.is_move() && rules::is_over(position) {
        // In misère play a finished game is won by its player to move (N), yet there is no
        // move to find or play.
        (
            false,
            "The game is already over: there is no move to make. Give a position with tokens left to play."
                .to_string(),
        )
    } else {
        verdict(goal, &analysis)
    };
    let solutions = if goal.is_move() && well_posed { analysis.winning_moves.clone() } else { Vec::new() };
    Ok(PuzzleCheck { goal, well_posed, reason, solutions, analysis, difficulty })
}

fn verdict(goal: Goal, analysis: &Analysis) -> (bool, String) {
    let winning = analysis.winning_moves_total;
    match goal {
        Goal::Find | Goal::Win if analysis.outcome == Outcome::P => (
            false,
            format!(
                "The player to move loses this position whatever they do, so there is no winning move to {}: \
                 give a position where the player to move wins.",
                if goal == Goal::Find { "find" } else { "play" }
            ),
        ),
        Goal::Find => (true, format!("Well posed: {}.", winning_sentence(winning))),
        Goal::Win => (
            true,
            match analysis.remoteness {
                Some(length) => format!(
                    "Well posed: the player to move wins, and against the longest defence the game lasts \
                     {} in all.",
                    counted(length, "move")
                ),
                None => "Well posed: the player to move wins.".to_string(),
            },
        ),
        Goal::Unique => match winning {
            Some(1) => (true, "Well posed: exactly one winning move (one resulting position).".to_string()),
            Some(0) => (
                false,
                "Not well posed for \"unique\": the player to move loses, so there is no winning move."
                    .to_string(),
            ),
            Some(n) => (
                false,
                format!(
                    "Not well posed for \"unique\": there are {} winning moves (distinct resulting \
                     positions), not exactly one.",
                    Count(n)
                ),
            ),
            None => (
                false,
                "Not well posed for \"unique\": the winning moves are too many to count exactly.".to_string(),
            ),
        },
        Goal::Outcome => (
            true,
            match analysis.outcome {
                Outcome::N => "Well posed: the player to move wins with perfect play.".to_string(),
                Outcome::P => "Well posed: the player to move loses with perfect play.".to_string(),
            },
        ),
        Goal::Grundy => match analysis.grundy {
            Some(g) => (true, format!("Well posed: the Grundy value is {}.", Count(g))),
            None => (
                false,
                "Not well posed for \"grundy\": the Grundy value needs a table larger than the budget \
                 (or the position is misère, where Grundy values do not decide the game)."
                    .to_string(),
            ),
        },
    }
}

fn winning_sentence(total: Option<u64>) -> String {
    match total {
        Some(n) => counted(n, "winning move"),
        None => "the winning moves are too many to count".to_string(),
    }
}

impl PuzzleCheck {
    /// The JSON the CLI prints and the wasm API returns:
    /// `{"well_posed", "reason", "solutions", "goal", "outcome", "grundy", "difficulty", "method",
    /// "explanation"}`.
    pub fn to_value(&self) -> Value {
        json!({
            "goal": self.goal.name(),
            "well_posed": self.well_posed,
            "reason": self.reason,
            "solutions": self.solutions.iter().map(Move::to_value).collect::<Vec<_>>(),
            "outcome": self.analysis.outcome.name(),
            "grundy": self.analysis.grundy,
            "difficulty": {
                "legal_moves": self.difficulty.legal_moves,
                "winning_moves": self.difficulty.winning_moves,
                "perfect_play_length": self.difficulty.perfect_play_length,
            },
            "method": self.analysis.method,
            "explanation": self.analysis.explanation,
        })
    }

    /// The same JSON for a position the solver could not decide (too large for the budgets,
    /// or stopped): `{"goal", "well_posed": false, "reason", "solutions": [], "outcome":
    /// "unknown"}`, the reason being the solver's, so every answer to "is this well posed?"
    /// has the same three fields. A puzzle must never be a guess: undecided is not well posed.
    pub fn undecided_value(goal: Goal, error: &SolveError) -> Value {
        json!({
            "goal": goal.name(),
            "well_posed": false,
            "reason": error.to_string(),
            "solutions": [],
            "outcome": "unknown",
        })
    }
}

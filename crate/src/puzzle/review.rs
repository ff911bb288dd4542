//! Game review: every move of a finished (or unfinished) game, marked the way a teacher
//! would. A move from a winning position that hands the opponent a winning position is a
//! **mistake** (and a winning move is shown instead); a winning move that does not win as
//! fast as possible is a **slower win**; the losing side's moves are marked by how long they
//! make the game last, against the longest defence.
//!
//! "How fast" is remoteness (Smith): under perfect play the winner hurries and the loser
//! delays, so a move to a P-position of remoteness `r` wins in `r + 1` moves, and the fastest
//! win is the position's own remoteness. When a position is too large for remoteness, the
//! marks say only who wins.

use serde_json::{json, Value};
use thiserror::Error;

use crate::moves::Move;
use crate::position::Position;
use crate::rules::{self, MoveError};
use crate::solver::{solve, Analysis, Outcome, Progress, SolveError, SolveOptions};
use crate::words::{counted, Count};

/// Most moves a review takes: each move costs two exact solves.
pub const MAX_REVIEW_MOVES: usize = 500;

/// How a move is judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// From a winning position, a move that wins as fast as possible.
    FastestWin,
    /// From a winning position, a winning move that takes longer than the fastest.
    SlowerWin {
        /// Moves left after this move, plus this one.
        moves: u64,
        /// The fastest win from the position before.
        fastest: u64,
    },
    /// From a winning position, a winning move (how fast is not known: too large).
    Win,
    /// From a winning position, a move to a position the opponent wins: `better` wins.
    Mistake {
        /// A winning move from the position before, when the solver listed one.
        better: Option<Move>,
    },
    /// From a losing position (every move loses against perfect play): how long the game
    /// lasts after it, against the longest any move could make it last.
    Defence {
        /// Moves left after this move, plus this one.
        moves: Option<u64>,
        /// The longest defence from the position before.
        longest: Option<u64>,
    },
}

impl Mark {
    /// Short name for JSON and CSS classes.
    pub fn name(&self) -> &'static str {
        match self {
            Mark::FastestWin => "fastest-win",
            Mark::SlowerWin { .. } => "slower-win",
            Mark::Win => "win",
            Mark::Mistake { .. } => "mistake",
            Mark::Defence { moves: Some(m), longest: Some(l) } if m == l => "longest-defence",
            Mark::Defence { moves: Some(_), longest: Some(_) } => "shorter-defence",
            Mark::Defence { .. } => "defence",
        }
    }

    /// The mark in words.
    pub fn text(&self) -> String {
        match self {
            Mark::FastestWin => "Best: a winning move, and the fastest win.".into(),
            Mark::SlowerWin { moves, fastest } => format!(
                "A winning move, but not the fastest: it wins in {} where {} {} enough.",
                moves_in(*moves),
                Count(*fastest),
                if *fastest == 1 { "was" } else { "were" }
            ),
            Mark::Win => "A winning move.".into(),
            Mark::Mistake { .. } => {
                "Mistake: the position was winning, and this move hands the win to the opponent.".into()
            }
            Mark::Defence { moves: Some(m), longest: Some(l) } if m == l => {
                format!("The position was lost; this move makes the game last longest ({}).", moves_in(*m))
            }
            Mark::Defence { moves: Some(m), longest: Some(l) } => format!(
                "The position was lost; this move lets the game end in {} where {} {} possible.",
                moves_in(*m),
                Count(*l),
                if *l == 1 { "was" } else { "were" }
            ),
            Mark::Defence { .. } => "The position was lost whatever the move.".into(),
        }
    }
}

/// "1 move", "3 moves".
fn moves_in(count: u64) -> String {
    counted(count, "move")
}

/// One move of the game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedMove {
    /// The move.
    pub mv: Move,
    /// Who made it: 0 for the player who moved first, 1 for the other.
    pub player: usize,
    /// Who was winning before it (for the player to move).
    pub before: Outcome,
    /// The judgement.
    pub mark: Mark,
}

impl ReviewedMove {
    /// `{move, player, before: "N"|"P", mark, text, better?, moves?, best?}`.
    pub fn to_value(&self) -> Value {
        let mut value = json!({
            "move": self.mv.to_value(),
            "player": self.player,
            "before": self.before.name(),
            "mark": self.mark.name(),
            "text": self.mark.text(),
        });
        match &self.mark {
            Mark::Mistake { better: Some(better) } => value["better"] = better.to_value(),
            Mark::SlowerWin { moves, fastest } => {
                value["moves"] = json!(moves);
                value["best"] = json!(fastest);
            }
            Mark::Defence { moves, longest } => {
                value["moves"] = json!(moves);
                value["best"] = json!(longest);
            }
            _ => {}
        }
        value
    }
}

/// Why a game could not be reviewed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReviewError {
    /// A move of the game is not legal where it was played.
    #[error("move {index} is not legal there: {error}")]
    IllegalMove {
        /// Its position in the game, from 1.
        index: usize,
        /// Why not.
        error: MoveError,
    },
    /// The game is longer than [`MAX_REVIEW_MOVES`].
    #[error("the game has {} moves; a review takes at most {}", Count(*.0 as u64), Count(MAX_REVIEW_MOVES as u64))]
    TooLong(usize),
    /// A position of the game is too large to solve exactly.
    #[error("move {index}: {error}")]
    Solver {
        /// The move whose position could not be solved, from 1.
        index: usize,
        /// The solver's reason.
        error: SolveError,
    },
}

/// Reviews the game `moves` played from `start`.
pub fn review(
    start: &Position,
    moves: &[Move],
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Vec<ReviewedMove>, ReviewError> {
    if moves.len() > MAX_REVIEW_MOVES {
        return Err(ReviewError::TooLong(moves.len()));
    }
    // How fast a move wins is remoteness, which the solver computes only when asked.
    let options = &SolveOptions { remoteness: true, ..options.clone() };
    let mut position = start.clone();
    let mut before = analyse(&position, 1, options, progress)?;
    let mut reviewed = Vec::with_capacity(moves.len());
    for (i, mv) in moves.iter().enumerate() {
        let index = i + 1;
        let next = rules::apply(&position, mv).map_err(|error| ReviewError::IllegalMove { index, error })?;
        let after = analyse(&next, index, options, progress)?;
        reviewed.push(ReviewedMove {
            mv: mv.clone(),
            player: i % 2,
            before: before.outcome,
            mark: mark(&before, &after),
        });
        position = next;
        before = after;
    }
    Ok(reviewed)
}

fn analyse(
    position: &Position,
    index: usize,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, ReviewError> {
    solve(position, options, progress).map_err(|error| ReviewError::Solver { index, error })
}

/// The mark of a move from the position `before` to the position `after`.
fn mark(before: &Analysis, after: &Analysis) -> Mark {
    // A move is one move: the game after it lasts `after.remoteness` more.
    let moves = after.remoteness.map(|r| r + 1);
    match (before.outcome, after.outcome) {
        (Outcome::N, Outcome::P) => match (moves, before.remoteness) {
            (Some(m), Some(fastest)) if m == fastest => Mark::FastestWin,
            (Some(m), Some(fastest)) => Mark::SlowerWin { moves: m, fastest },
            _ => Mark::Win,
        },
        (Outcome::N, Outcome::N) => Mark::Mistake { better: before.winning_moves.first().cloned() },
        (Outcome::P, _) => Mark::Defence { moves, longest: before.remoteness },
    }
}

//! Does a student's answer solve the puzzle? A move answer is judged by solving the position
//! it reaches: a P-position solves `find` and `unique`; an N-position is refuted by one of
//! the opponent's winning replies, which the front end shows on the board.

use serde_json::{json, Value};
use thiserror::Error;

use super::Goal;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::{self, MoveError};
use crate::solver::{solve, Outcome, Progress, SolveError, SolveOptions};

/// A student's answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// A move on the board (`find`, `unique`, `win`).
    Move(Move),
    /// "The player to move wins" (N) or "loses" (P) (`outcome`).
    Outcome(Outcome),
    /// A Grundy value (`grundy`).
    Grundy(u64),
}

/// What became of the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The puzzle is solved.
    Solved,
    /// The answer is wrong; the try counts.
    Wrong,
    /// A `win` puzzle: the move keeps the win, the game goes on.
    Continue,
}

/// The verdict on one answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// Solved, wrong, or (for `win`) go on.
    pub status: Status,
    /// The reason in words (which position was reached and what decides it).
    pub reason: String,
    /// For a wrong move: the opponent's winning reply from the position reached.
    pub refutation: Option<Move>,
    /// For a move: the position it reached.
    pub after: Option<Position>,
}

/// Why an answer could not be judged at all (as opposed to being wrong).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum JudgeError {
    /// The move is not legal here.
    #[error("{0}")]
    IllegalMove(#[from] MoveError),
    /// The answer does not fit the goal (a move for an `outcome` puzzle, say).
    #[error("a \"{goal}\" puzzle is answered with {expected}")]
    WrongKind {
        /// The puzzle's goal.
        goal: Goal,
        /// What it takes.
        expected: &'static str,
    },
    /// The solver could not decide.
    #[error("{0}")]
    Solver(#[from] SolveError),
}

/// Judges `answer` to the puzzle `goal` on `position`.
pub fn judge(
    position: &Position,
    goal: Goal,
    answer: &Answer,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Verdict, JudgeError> {
    match (goal, answer) {
        (Goal::Find | Goal::Unique | Goal::Win, Answer::Move(mv)) => {
            judge_move(position, goal, mv, options, progress)
        }
        (Goal::Outcome, Answer::Outcome(said)) => {
            let analysis = solve(position, options, progress)?;
            let truth = match analysis.outcome {
                Outcome::N => "the player to move wins",
                Outcome::P => "the player to move loses",
            };
            let status = if *said == analysis.outcome { Status::Solved } else { Status::Wrong };
            let reason = match status {
                Status::Solved => format!("Solved: {truth}. {}", analysis.explanation),
                _ => format!("Not quite: {truth}. {}", analysis.explanation),
            };
            Ok(Verdict { status, reason, refutation: None, after: None })
        }
        (Goal::Grundy, Answer::Grundy(said)) => {
            let analysis = solve(position, options, progress)?;
            let Some(value) = analysis.grundy else {
                return Err(
                    SolveError::TooLarge("the Grundy value needs a table over the budget".into()).into()
                );
            };
            // A wrong value is not revealed: the student tries again; `reveal` shows it.
            let (status, reason) = if *said == value {
                (Status::Solved, format!("Solved: the Grundy value is {value}. {}", analysis.explanation))
            } else {
                (Status::Wrong, format!("{said} is not the Grundy value of this position."))
            };
            Ok(Verdict { status, reason, refutation: None, after: None })
        }
        (goal, _) => Err(JudgeError::WrongKind {
            goal,
            expected: match goal {
                Goal::Outcome => "\"N\" (the player to move wins) or \"P\" (loses)",
                Goal::Grundy => "a whole number",
                _ => "a move",
            },
        }),
    }
}

fn judge_move(
    position: &Position,
    goal: Goal,
    mv: &Move,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Verdict, JudgeError> {
    let after = rules::apply(position, mv)?;
    let reached = solve(&after, options, progress)?;
    let verdict = match reached.outcome {
        Outcome::P if goal == Goal::Win && !rules::is_over(&after) => Verdict {
            status: Status::Continue,
            reason: format!(
                "Good move: the position you reached is a loss for the player to move. {}",
                reached.explanation
            ),
            refutation: None,
            after: Some(after),
        },
        Outcome::P => Verdict {
            status: Status::Solved,
            reason: if goal == Goal::Win {
                "Solved: you took the last token, so the computer cannot move and you win.".to_string()
            } else {
                format!(
                    "Solved: the position you reached is a loss for the player to move. {}",
                    reached.explanation
                )
            },
            refutation: None,
            after: Some(after),
        },
        Outcome::N => Verdict {
            status: Status::Wrong,
            reason: format!(
                "That move leaves a position your opponent wins: they answer with the move shown and \
                 reach a position that is a loss for you. {}",
                reached.explanation
            ),
            refutation: reached.winning_moves.first().cloned(),
            after: Some(after),
        },
    };
    Ok(verdict)
}

impl Verdict {
    /// `{"status": "solved"|"wrong"|"continue", "reason", "refutation", "after"}`.
    pub fn to_value(&self) -> Value {
        json!({
            "status": match self.status {
                Status::Solved => "solved",
                Status::Wrong => "wrong",
                Status::Continue => "continue",
            },
            "reason": self.reason,
            "refutation": self.refutation.as_ref().map(Move::to_value),
            "after": self.after.as_ref().map(Position::to_value),
        })
    }
}

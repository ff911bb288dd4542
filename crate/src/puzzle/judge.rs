//! Does a student's answer solve the puzzle? A move answer is judged by solving the position
//! it reaches: a P-position solves `find` and `unique`; an N-position is refuted by one of
//! the opponent's winning replies, which the front end shows on the board. A `win` puzzle is
//! decided when its game ends ([`judge_ending`]): by the rule set's winner rule, so in misère
//! play on the computer's forced last move.

use serde_json::{json, Value};
use thiserror::Error;

use super::Goal;
use crate::moves::Move;
use crate::position::{Play, Position, Rules};
use crate::rules::{self, MoveError};
use crate::solver::{solve, Outcome, Progress, SolveError, SolveOptions};
use crate::words::Count;

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
    /// [`judge_ending`] was asked about a game that is not over.
    #[error("the game is not over: the player to move still has a move")]
    NotOver,
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
                (
                    Status::Solved,
                    format!("Solved: the Grundy value is {}. {}", Count(value), analysis.explanation),
                )
            } else {
                (Status::Wrong, wrong_grundy_reason(position, *said, options, progress))
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

/// How many moves [`wrong_grundy_reason`] weighs at most: a puzzle a student works out by hand
/// has few.
const MEX_MOVES: usize = 64;

/// Why `said` is not the Grundy value, without giving the value away: what the value is (the
/// mex of the values the moves lead to), how many moves there are, and whether a move leads to
/// a position of value `said` (then it is not the smallest value missing) or none does (then,
/// as every smaller value the mex passes is reached, a smaller one is missing).
fn wrong_grundy_reason(
    position: &Position,
    said: u64,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> String {
    let shown = Count(said);
    let lead = format!(
        "{shown} is not the Grundy value of this position. The Grundy value is the mex of the \
         values of the positions the moves lead to: the smallest whole number none of them has."
    );
    let (moves, cut) = rules::legal_moves(position, MEX_MOVES);
    if cut {
        return lead;
    }
    let mut reached = false;
    for mv in &moves {
        let Ok(after) = rules::apply(position, mv) else { return lead };
        match solve(&after, options, progress) {
            Ok(analysis) if analysis.grundy == Some(said) => reached = true,
            Ok(analysis) if analysis.grundy.is_some() => {}
            _ => return lead,
        }
    }
    let count = match moves.len() {
        0 => "There is no move here".to_string(),
        1 => "There is 1 move here".to_string(),
        n => format!("There are {} moves here", Count(n as u64)),
    };
    let why = if reached {
        format!("one of them leads to a position of value {shown}, so {shown} is not missing")
    } else if moves.is_empty() {
        format!("no value is reached, and {shown} is not the smallest whole number")
    } else {
        format!("none leads to a position of value {shown}, but a smaller number is missing too")
    };
    format!("{lead} {count}: {why}. Work out the value of each position a move leads to.")
}

fn judge_move(
    position: &Position,
    goal: Goal,
    mv: &Move,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Verdict, JudgeError> {
    let after = rules::apply(position, mv)?;
    // A move that ends the game is decided by the winner rule, in words that say how it ended
    // (the last token, a stranded piece) and who won (the last mover, or in misère play the
    // other one); the solver's "loss for the player to move" would say the same less plainly.
    if rules::is_over(&after) && (goal == Goal::Win || after.play == Play::Misere) {
        let opponent = if goal == Goal::Win { "the computer" } else { "your opponent" };
        let ending = Ending::new(&after, Side::Student, opponent);
        return Ok(if ending.student_wins {
            Verdict {
                status: Status::Solved,
                reason: format!("Solved: {}", ending.sentence),
                refutation: None,
                after: Some(after),
            }
        } else {
            Verdict {
                status: Status::Wrong,
                reason: format!("That move ends the game, and not in your favour: {}", ending.sentence),
                refutation: None,
                after: Some(after),
            }
        });
    }
    let reached = solve(&after, options, progress)?;
    // Said from the student's side: "a loss for the player to move" read as bad news to a
    // student who had just moved well. The explanation after it keeps the theorem's terms.
    let verdict = match reached.outcome {
        Outcome::P if goal == Goal::Win => Verdict {
            status: Status::Continue,
            reason: format!(
                "Good move: the position you reached is a loss for the computer, which moves next. {}",
                reached.explanation
            ),
            refutation: None,
            after: Some(after),
        },
        Outcome::P => Verdict {
            status: Status::Solved,
            reason: format!(
                "Solved: the position you reached is a loss for your opponent, who moves next. {}",
                reached.explanation
            ),
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

/// Judges the end of a `win` puzzle's game: `position` is where it ended (nobody can move),
/// `student_to_move` whether the student is the one left to move there (so the computer made
/// the last move). The rule set's winner rule decides: in normal play the last mover wins, in
/// misère play the last mover loses, so a misère `win` puzzle is won on the computer's forced
/// last move. Solved when the student won; the reason says how the game ended (the last
/// token taken, or Walking Nim's piece stranded with tokens left elsewhere) and who won.
pub fn judge_ending(position: &Position, student_to_move: bool) -> Result<Verdict, JudgeError> {
    if !rules::is_over(position) {
        return Err(JudgeError::NotOver);
    }
    let mover = if student_to_move { Side::Computer } else { Side::Student };
    let ending = Ending::new(position, mover, "the computer");
    let (status, prefix) =
        if ending.student_wins { (Status::Solved, "Solved") } else { (Status::Wrong, "Not solved") };
    Ok(Verdict {
        status,
        reason: format!("{prefix}: {}", ending.sentence),
        refutation: None,
        after: Some(position.clone()),
    })
}

/// Who made the last move of a finished game.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Student,
    Computer,
}

/// How a finished game ended, in one or two sentences, and whether the student won.
struct Ending {
    student_wins: bool,
    sentence: String,
}

impl Ending {
    /// `position` is over; `mover` made the last move; `opponent` names the other side
    /// ("the computer", "your opponent").
    fn new(position: &Position, mover: Side, opponent: &str) -> Ending {
        let (last, stuck) = match mover {
            Side::Student => ("you", opponent),
            Side::Computer => (opponent, "you"),
        };
        // What ended it: every token gone, or (Walking Nim) the piece with no way out, or (a
        // pile game) no allowed set holding a token, though tokens remain.
        let cause = if position.total_tokens() == 0 {
            format!("{last} took the last token")
        } else {
            match position.rules {
                Rules::Walk => format!(
                    "{last} moved the piece to vertex {}, where every edge is empty (the piece has no way \
                     out, though tokens are left elsewhere)",
                    position.piece_vertex()
                ),
                _ => format!("{last} took the last tokens any allowed move could take"),
            }
        };
        // Normal play: the last mover wins. Misère play: the last mover loses.
        let last_mover_wins = position.play == Play::Normal;
        let student_wins = last_mover_wins == (mover == Side::Student);
        let winner = if student_wins { "you win".to_string() } else { format!("{opponent} wins") };
        let sentence = if last_mover_wins {
            format!("{cause}, so {stuck} cannot move and {winner}.")
        } else {
            format!("{cause}, and in misère play the player who makes the last move loses, so {winner}.")
        };
        Ending { student_wins, sentence }
    }
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

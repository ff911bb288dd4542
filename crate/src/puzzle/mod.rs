//! Puzzles for teaching: a position together with a task (a [`Goal`]).
//!
//! What a course needs, each answered by the exact solver so a puzzle can never be wrong:
//! whether a puzzle is *well posed* ([`check`](fn@check)), whether a student's answer solves it and,
//! when not, the opponent's refutation ([`judge`](fn@judge)), fresh puzzles on a given graph
//! ([`generate`](fn@generate)), and a review of a whole game, move by move ([`review`](fn@review)). Nothing here knows about links or pages; the front ends carry
//! the goal.

pub mod check;
pub mod generate;
pub mod judge;
pub mod review;

use std::fmt;
use std::str::FromStr;

pub use check::{check, Difficulty, PuzzleCheck};
pub use generate::{generate, GenerateError, GenerateOptions, GenerateReport};
pub use judge::{judge, judge_ending, Answer, JudgeError, Status, Verdict};
pub use review::{review, Mark, ReviewError, ReviewedMove, MAX_REVIEW_MOVES};

/// What the student is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Make a winning move (any move to a P-position is accepted).
    Find,
    /// Find the only winning move: exactly one P-position is reachable (reaching it from
    /// different vertices counts as the same solution).
    Unique,
    /// Win the whole game against the computer's best defence.
    Win,
    /// Say whether the player to move wins.
    Outcome,
    /// Give the position's Grundy value.
    Grundy,
}

impl Goal {
    /// Every goal, in the order menus list them.
    pub const ALL: [Goal; 5] = [Goal::Find, Goal::Unique, Goal::Win, Goal::Outcome, Goal::Grundy];

    /// The goal's name in links, JSON and the CLI.
    pub fn name(self) -> &'static str {
        match self {
            Goal::Find => "find",
            Goal::Unique => "unique",
            Goal::Win => "win",
            Goal::Outcome => "outcome",
            Goal::Grundy => "grundy",
        }
    }

    /// The task in plain words, for a puzzle without an author's text.
    pub fn task(self) -> &'static str {
        match self {
            Goal::Find => "Find a winning move.",
            Goal::Unique => "Find the only winning move.",
            Goal::Win => "Win the game against the computer.",
            Goal::Outcome => "Does the player to move win or lose with perfect play?",
            Goal::Grundy => "What is the Grundy value of this position?",
        }
    }

    /// Whether the student answers with a move on the board (rather than in words).
    pub fn is_move(self) -> bool {
        matches!(self, Goal::Find | Goal::Unique | Goal::Win)
    }
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A goal name that is not one of [`Goal::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown goal \"{0}\": use find, unique, win, outcome or grundy")]
pub struct UnknownGoal(pub String);

impl FromStr for Goal {
    type Err = UnknownGoal;

    fn from_str(text: &str) -> Result<Goal, UnknownGoal> {
        Goal::ALL.into_iter().find(|g| g.name() == text).ok_or_else(|| {
            // Echo at most a short prefix: goal text may come from an untrusted link.
            UnknownGoal(text.chars().take(24).collect())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn goal_names_round_trip() {
        for goal in Goal::ALL {
            assert_eq!(goal.name().parse::<Goal>(), Ok(goal));
        }
        let error = "finde".parse::<Goal>().unwrap_err();
        assert!(error.to_string().contains("\"finde\""), "{error}");
        assert!(error.to_string().contains("unique"), "{error}");
    }
}

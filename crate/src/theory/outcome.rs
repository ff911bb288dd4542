//! The outcome class, one type for the theorems, the solver and every front end.
//!
//! Normal play throughout: a player with no move loses, so `P` (previous player wins)
//! means the player to move loses, and `N` (next player wins) means they can win.

/// Outcome of a position under normal play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move loses against best play (an "L-position" / "0-position").
    P,
    /// The player to move wins against best play (a "W-position"; Clark calls it a "p-position").
    N,
}

impl Outcome {
    /// `P` when `is_p` holds, otherwise `N`.
    pub fn from_is_p(is_p: bool) -> Self {
        if is_p {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// Whether this is a loss for the player to move.
    pub fn is_p(self) -> bool {
        self == Outcome::P
    }

    /// `"P"` or `"N"`, as in the JSON answers.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
        }
    }

    /// The outcome of a position whose Grundy value is `grundy` (P exactly at 0).
    pub fn from_grundy(grundy: u64) -> Outcome {
        Outcome::from_is_p(grundy == 0)
    }
}

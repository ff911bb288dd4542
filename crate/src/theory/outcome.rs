//! The outcome class shared by every theorem fast path.
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
}

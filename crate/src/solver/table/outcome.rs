//! Building outcome tables, for either game: one P/N bit per state, in normal or misère
//! play, by one kernel sweep on one thread or several. Each game's own `outcome.rs` reads a
//! table back (a state's outcome, its winning moves) and runs the sweep.

use super::budget::{finish, Budget, Progress, TableError};
use super::index::TableLayout;
use super::piles::PileGame;
use super::{TableGame, Threads};
use crate::position::Play;

/// P/N outcome of every state of the box, in normal or misère play: of a piles-and-groups
/// game (the default), or of Walking Nim ([`super::WalkTable`]).
#[derive(Clone, Debug)]
pub struct OutcomeTable<G: TableGame = PileGame> {
    pub(super) lay: G::Layout,
    /// The P bits and the prefix tables that lead to the P-states below a state.
    pub(super) bits: <G::Layout as TableLayout>::OutcomeBits,
}

impl<G: TableGame> OutcomeTable<G> {
    /// Solves every state in normal play (whoever cannot move loses), on as many threads as
    /// repay (see [`Threads::Auto`]). Memory: one bit per state plus the prefix tables, one
    /// bit per state and group (piles) or per layer state and (vertex, incident edge) pair
    /// (Walking Nim), rows padded to a power of two.
    pub fn build(game: &G, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        Self::build_with(game, Play::Normal, budget, progress, Threads::Auto)
    }

    /// Solves every state in misère play (whoever makes the last move loses, so a state
    /// without a move is an N-position; every other state is P iff it has no move to a
    /// P-state). See each game's sweep for what it costs beside [`OutcomeTable::build`].
    pub fn build_misere(game: &G, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        Self::build_with(game, Play::Misere, budget, progress, Threads::Auto)
    }

    /// The table in `play` on the given threads (the table is the same either way).
    pub fn build_with(
        game: &G,
        play: Play,
        budget: &Budget,
        progress: &mut impl Progress,
        threads: Threads,
    ) -> Result<Self, TableError> {
        let lay = game.layout(budget)?;
        let total = lay.states();
        let mut tick = |done| progress.tick(done, total);
        let job = OutcomeJob { play, budget, threads: threads.count(total), tick: &mut tick };
        let bits = lay.outcome_sweep(job)?;
        finish(progress, total)?;
        Ok(OutcomeTable { lay, bits })
    }

    /// Number of states in the table's box (all layers; piles that never move are not
    /// counted).
    pub fn states(&self) -> u64 {
        self.lay.states()
    }

    /// The P bits and the prefix tables, word for word: what tests compare between builds on
    /// one thread and on several.
    #[doc(hidden)]
    pub fn bitsets(&self) -> &<G::Layout as TableLayout>::OutcomeBits {
        &self.bits
    }
}

/// What a game's outcome sweep is asked to do.
pub struct OutcomeJob<'a> {
    /// Normal or misère play.
    pub play: Play,
    /// What the sweep's bitsets may take; checked before they are allocated.
    pub budget: &'a Budget,
    /// Threads (1 = the sequential sweep).
    pub threads: usize,
    /// Sees the states done so far; returning `false` cancels the sweep.
    pub tick: &'a mut dyn FnMut(u64) -> bool,
}

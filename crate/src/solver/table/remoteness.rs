//! Building remoteness tables, for either game.

use super::budget::{finish, too_large, within_bytes, Budget, Progress, TableError};
use super::index::TableLayout;
use super::piles::PileGame;
use super::values::Values;
use super::TableGame;

/// Remoteness (Smith) of every state: the number of moves left when the winner hurries and
/// the loser delays. Even values are P-positions, odd values N-positions. For a
/// piles-and-groups game (the default) or Walking Nim ([`super::WalkRemotenessTable`]).
#[derive(Clone, Debug)]
pub struct RemotenessTable<G: TableGame = PileGame> {
    lay: G::Layout,
    vals: Values,
}

impl<G: TableGame> RemotenessTable<G> {
    /// Computes remoteness in one pass with prefix max / prefix min-over-P tables (per group,
    /// or per vertex and incident edge): `O(states × Σ|group|)` steps and two prefix values
    /// per state and group besides the result, each value 1, 2 or 4 bytes depending on the
    /// token sum (which bounds remoteness).
    pub fn build(game: &G, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        let lay = game.layout(budget)?;
        let vals = remoteness_values(&lay, budget, progress)?;
        Ok(RemotenessTable { lay, vals })
    }

    /// Number of states in the table's box (all layers).
    pub fn states(&self) -> u64 {
        self.lay.states()
    }

    /// Remoteness of a state, or `None` when it is outside the box.
    pub fn try_remoteness(&self, state: G::State<'_>) -> Option<u64> {
        G::state_index(&self.lay, state).map(|i| self.vals.get(i))
    }

    /// Remoteness of a state; 0 when it is outside the box.
    pub fn remoteness(&self, state: G::State<'_>) -> u64 {
        self.try_remoteness(state).unwrap_or(0)
    }
}

/// Remoteness of every state, values 1, 2 or 4 bytes wide depending on the token sum (which
/// bounds remoteness); the sweep's prefix tables are checked against the budget first.
fn remoteness_values(
    lay: &impl TableLayout,
    budget: &Budget,
    progress: &mut impl Progress,
) -> Result<Values, TableError> {
    let states = lay.states();
    let width = Values::width(lay.index().sum)
        .ok_or_else(|| too_large(Some(states), None, "remoteness values too wide"))?;
    let cells = lay.remoteness_cells().and_then(|c| c.checked_add(states));
    within_bytes(cells.and_then(|c| c.checked_mul(width)), states, budget)?;
    let vals = match width {
        1 => Values::U8(lay.remoteness::<u8>(progress)?),
        2 => Values::U16(lay.remoteness::<u16>(progress)?),
        _ => Values::U32(lay.remoteness::<u32>(progress)?),
    };
    finish(progress, states)?;
    Ok(vals)
}

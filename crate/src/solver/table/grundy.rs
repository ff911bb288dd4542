//! Building Grundy tables, for either game: one sweep with bitsets of the values seen so far
//! when the values are small enough, else kernel peeling, one pass per value.

use super::budget::{finish, too_large, Budget, Progress, TableError};
use super::index::TableLayout;
use super::piles::PileGame;
use super::values::Values;
use super::TableGame;

/// Grundy value of every state of the box: of a piles-and-groups game (the default), or of
/// Walking Nim ([`super::WalkGrundyTable`]).
#[derive(Clone, Debug)]
pub struct GrundyTable<G: TableGame = PileGame> {
    lay: G::Layout,
    vals: Values,
}

impl<G: TableGame> GrundyTable<G> {
    /// Computes Grundy values in one sweep over the box with bitsets of the values present
    /// in each dominance cone (for piles-and-groups games, per group; for Walking Nim, per
    /// vertex and incident edge); memory is the value array plus a ring of those bitsets,
    /// `8·⌈(token sum + 1)/64⌉` bytes each, over the last `states / (outermost size + 1)`
    /// states. When the token sum is 255 or more, or that ring does not fit the byte budget,
    /// it falls back to peeling kernels (see [`GrundyTable::build_by_peeling`]), which needs
    /// only bits per state. Progress `done` counts states already valued.
    pub fn build(game: &G, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        let lay = game.layout(budget)?;
        let vals = grundy_values(&lay, budget, progress)?;
        Ok(GrundyTable { lay, vals })
    }

    /// The fallback method of [`GrundyTable::build`], always used: peels kernels, pass `k`
    /// finding the states still unvalued that have no move to another state found in the
    /// same pass; those have value `k`. Each pass is an outcome-style bit-parallel sweep,
    /// and there are `1 + max value` passes, so it is slow for large values but needs only
    /// a few bits per state besides the values. Public (hidden) so that tests can check both
    /// methods on the same games.
    #[doc(hidden)]
    pub fn build_by_peeling(
        game: &G,
        budget: &Budget,
        progress: &mut impl Progress,
    ) -> Result<Self, TableError> {
        let lay = game.layout(budget)?;
        let vals = grundy_values_by_peeling(&lay, budget, progress)?;
        Ok(GrundyTable { lay, vals })
    }

    /// Number of states in the table's box (all layers).
    pub fn states(&self) -> u64 {
        self.lay.states()
    }

    /// Grundy value of a state, or `None` when it is outside the box.
    pub fn try_grundy(&self, state: G::State<'_>) -> Option<u64> {
        G::state_index(&self.lay, state).map(|i| self.vals.get(i))
    }

    /// Grundy value of a state; 0 when it is outside the box.
    pub fn grundy(&self, state: G::State<'_>) -> u64 {
        self.try_grundy(state).unwrap_or(0)
    }

    /// Largest Grundy value in the box.
    pub fn max_grundy(&self) -> u64 {
        self.vals.max()
    }
}

/// Widest value bitset (in 64-bit words) the single-sweep Grundy method uses. Grundy values
/// are at most the token sum (every move lowers it), so this covers token sums up to 255;
/// wider sets make every OR proportionally dearer, and such boxes (one very long pile) go to
/// the peeling method, whose passes are then cheap per state.
pub(crate) const MAX_SET_WORDS: u64 = 4;

/// Words per value bitset for the single sweep when it applies: `None` if the values may
/// not fit in [`MAX_SET_WORDS`] words or the sweep's sets plus the value array do not fit
/// the byte budget (all computed with checked arithmetic, before any allocation).
fn set_words(lay: &impl TableLayout, width: u64, budget: &Budget) -> Option<u64> {
    // Only one- and four-word sweeps are compiled: each width is a separate copy of the
    // hot loop, and the page's wasm download pays for every copy.
    if width != 1 {
        return None;
    }
    let words = match lay.index().sum.checked_add(1)?.div_ceil(64) {
        1 => 1,
        2..=MAX_SET_WORDS => MAX_SET_WORDS,
        _ => return None,
    };
    let bytes = lay.grundy_set_bytes(words)?.checked_add(lay.states().checked_mul(width)?)?;
    (bytes <= budget.max_bytes).then_some(words)
}

/// Bytes per value for values up to the token sum.
fn value_width(lay: &impl TableLayout) -> Result<u64, TableError> {
    Values::width(lay.index().sum)
        .ok_or_else(|| too_large(Some(lay.states()), None, "Grundy values too wide"))
}

/// Grundy value of every state: the single sweep when it applies, else peeling.
/// Progress `done` counts states already valued.
fn grundy_values<L: TableLayout>(
    lay: &L,
    budget: &Budget,
    progress: &mut impl Progress,
) -> Result<Values, TableError> {
    let width = value_width(lay)?;
    match set_words(lay, width, budget) {
        Some(1) => swept_values::<1, L>(lay, width, progress),
        Some(MAX_SET_WORDS) => swept_values::<{ MAX_SET_WORDS as usize }, L>(lay, width, progress),
        _ => peeled_values(lay, width, budget, progress),
    }
}

/// Grundy value of every state by peeling, whatever the values' size.
fn grundy_values_by_peeling(
    lay: &impl TableLayout,
    budget: &Budget,
    progress: &mut impl Progress,
) -> Result<Values, TableError> {
    peeled_values(lay, value_width(lay)?, budget, progress)
}

fn swept_values<const W: usize, L: TableLayout>(
    lay: &L,
    width: u64,
    progress: &mut impl Progress,
) -> Result<Values, TableError> {
    let mut vals = Values::zeroed(width, lay.states())?;
    // The sweep runs only for token sums below 255 (see `set_words`), so values fit a byte.
    match &mut vals {
        Values::U8(v) => lay.grundy_sweep::<W>(v, progress)?,
        _ => {
            return Err(TableError::InvalidGame(
                "internal: single-sweep Grundy values wider than a byte".into(),
            ))
        }
    }
    finish(progress, lay.states())?;
    Ok(vals)
}

fn peeled_values(
    lay: &impl TableLayout,
    width: u64,
    budget: &Budget,
    progress: &mut impl Progress,
) -> Result<Values, TableError> {
    lay.check_sweep_bytes(lay.states().checked_mul(width), budget)?;
    let mut vals = Values::zeroed(width, lay.states())?;
    lay.peel(&mut vals, progress)?;
    Ok(vals)
}

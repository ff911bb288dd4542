//! The box a table covers, indexed densely, and what the two games' layouts share.
//!
//! Both engines index the states below a start vector the same way: the moving coordinates
//! (piles, or edge weights) become *axes*, the largest first so that rows (the lines along
//! axis 0) are as long as possible, and a state's index is mixed radix over the axes. Walking
//! Nim keeps one such box per vertex (a *layer*). [`BoxIndex`] is that indexing;
//! [`TableLayout`] is what the generic builders of Grundy and remoteness tables need from a
//! game's layout.

use super::budget::{too_large, Budget, Progress, TableError};
use super::outcome::OutcomeJob;
use super::rows::RowLayout;
use super::values::{Cell, Values};

/// Dense mixed-radix indexing of the box below a start vector.
#[derive(Clone, Debug)]
pub struct BoxIndex {
    /// The start vector (every pile or edge weight, moving or not).
    pub start: Vec<u64>,
    /// Internal axis → index into `start`. Axis 0 is a largest one.
    pub axes: Vec<usize>,
    /// Axis lengths (`start + 1`).
    pub len: Vec<u64>,
    /// State-index stride per axis.
    pub stride: Vec<u64>,
    /// Row-index stride per axis (0 for axis 0).
    pub row_stride: Vec<u64>,
    /// States in one box (one layer).
    pub size: u64,
    /// The box's rows as bitsets.
    pub rows: RowLayout,
    /// Sum of the start over the axes. Every move lowers the sum, so it bounds Grundy values
    /// and remoteness.
    pub sum: u64,
}

impl BoxIndex {
    /// Indexes the box below `start` over the coordinates `moving` keeps, one box for each of
    /// `layers` layers; the state count of all layers together must fit the budget.
    pub fn new(
        start: &[u64],
        moving: impl Fn(usize) -> bool,
        layers: u64,
        budget: &Budget,
    ) -> Result<Self, TableError> {
        let mut axes: Vec<usize> = (0..start.len()).filter(|&j| moving(j)).collect();
        if let Some(big) = (0..axes.len()).max_by_key(|&k| (start[axes[k]], usize::MAX - k)) {
            let a = axes.remove(big);
            axes.insert(0, a);
        }
        let len: Vec<u64> = axes.iter().map(|&j| start[j].saturating_add(1)).collect();
        let mut size = Some(1u64);
        let mut stride = Vec::with_capacity(len.len());
        for &l in &len {
            stride.push(size.unwrap_or(0));
            size = size.and_then(|s| s.checked_mul(l));
        }
        let size = match (size, size.and_then(|s| s.checked_mul(layers))) {
            (Some(s), Some(all)) if all <= budget.max_states => s,
            (_, all) => return Err(too_large(all, None, "state count exceeds the budget")),
        };
        let states = size * layers;
        let row_len = len.first().copied().unwrap_or(1);
        let row_stride = stride.iter().map(|&s| s / row_len).collect();
        let rows = RowLayout::new(row_len, size / row_len)
            .ok_or_else(|| too_large(Some(states), None, "row layout overflows"))?;
        let sum = axes
            .iter()
            .try_fold(0u64, |s, &j| s.checked_add(start[j]))
            .ok_or_else(|| too_large(Some(states), None, "token sum overflows"))?;
        Ok(BoxIndex { start: start.to_vec(), axes, len, stride, row_stride, size, rows, sum })
    }

    /// Internal coordinates of `point`, or `None` if it is not a point of the box.
    pub fn coords(&self, point: &[u64]) -> Option<Vec<u64>> {
        if point.len() != self.start.len() || point.iter().zip(&self.start).any(|(p, s)| p > s) {
            return None;
        }
        Some(self.axes.iter().map(|&j| point[j]).collect())
    }

    /// The point of the box with internal coordinates `c`, other coordinates as in `like`.
    pub fn point(&self, c: &[u64], like: &[u64]) -> Vec<u64> {
        let mut full = like.to_vec();
        for (&j, &x) in self.axes.iter().zip(c) {
            full[j] = x;
        }
        full
    }

    pub fn row_of(&self, c: &[u64]) -> u64 {
        c.iter().zip(&self.row_stride).map(|(a, b)| a * b).sum()
    }

    pub fn index_of(&self, c: &[u64]) -> u64 {
        c.iter().zip(&self.stride).map(|(a, b)| a * b).sum()
    }

    /// Bit of state `c` in a bitset of the box.
    pub fn bit(&self, w: &[u64], c: &[u64]) -> bool {
        self.rows.bit(w, self.row_of(c), c.first().copied().unwrap_or(0))
    }

    /// Length of a row (of axis 0).
    pub fn row_len(&self) -> u64 {
        self.len.first().copied().unwrap_or(1)
    }

    /// Rows of cone bitsets a single Grundy sweep keeps: the farthest child of a state lies
    /// one row stride of the outermost axis back, so that many rows plus the current one.
    pub fn ring_rows(&self) -> u64 {
        self.row_stride.last().map_or(1, |&s| s.max(1) + 1)
    }

    /// Coordinates of the first state of the row `row`.
    pub fn row_coords(&self, row: u64) -> Vec<u64> {
        let mut coord = vec![0u64; self.len.len().max(1)];
        for ((c, &rs), &l) in coord.iter_mut().zip(&self.row_stride).zip(&self.len).skip(1) {
            *c = (row / rs) % l;
        }
        coord
    }

    /// Steps `coord` to the next row (axes 1 and up).
    #[inline]
    pub fn next_row(&self, coord: &mut [u64]) {
        crate::odometer::step(coord.get_mut(1..).unwrap_or_default(), self.len.get(1..).unwrap_or_default());
    }

    /// Steps `coord` to the next state.
    #[inline]
    pub fn next_state(&self, coord: &mut [u64]) {
        crate::odometer::step(coord, &self.len);
    }
}

/// What the generic table builders need from a game's layout: its box, how much its kernel
/// sweep and single Grundy sweep use, and the sweeps themselves. Implemented by the
/// piles-and-groups layout and the Walking Nim layout.
pub trait TableLayout {
    /// What an outcome sweep leaves: the P bits and the prefix tables that lead from a state
    /// to the P-states below it.
    type OutcomeBits: Clone + std::fmt::Debug + PartialEq;

    /// The box of one layer.
    fn index(&self) -> &BoxIndex;

    /// States of all layers, the length of the value arrays.
    fn states(&self) -> u64;

    /// Words of the bitsets a kernel sweep (outcome, or one peeling pass) keeps.
    fn sweep_words(&self) -> Option<u64>;

    /// The outcome of every state, as the job says (play, budget, threads).
    fn outcome_sweep(&self, job: OutcomeJob<'_>) -> Result<Self::OutcomeBits, TableError>;

    /// Bytes of the single Grundy sweep's working sets for `words`-word value sets, besides
    /// the value array.
    fn grundy_set_bytes(&self, words: u64) -> Option<u64>;

    /// The single Grundy sweep with `W`-word value sets, writing one byte per state.
    fn grundy_sweep<const W: usize>(
        &self,
        out: &mut [u8],
        progress: &mut impl Progress,
    ) -> Result<(), TableError>;

    /// Values every state by peeling kernels (see [`super::peel`]).
    fn peel(&self, vals: &mut Values, progress: &mut impl Progress) -> Result<(), TableError>;

    /// Groups of moves the remoteness sweep keeps a prefix max and min for, per state: the
    /// vertex stars (or sets) of Edge-Nim, the (vertex, incident edge) pairs of Walking Nim.
    fn remoteness_groups(&self) -> usize;

    /// Values of the prefix max/min tables the remoteness sweep keeps (two per state and group).
    fn remoteness_cells(&self) -> Option<u64> {
        (self.remoteness_groups() as u64).checked_mul(2)?.checked_mul(self.index().size)
    }

    /// Remoteness of every state.
    fn remoteness<T: Cell>(&self, progress: &mut impl Progress) -> Result<Vec<T>, TableError>;

    /// `Ok` when the kernel sweep's bitsets plus `extra` bytes fit the budget.
    fn check_sweep_bytes(&self, extra: Option<u64>, budget: &Budget) -> Result<(), TableError> {
        let bytes = self.sweep_words().and_then(|w| w.checked_mul(8)).and_then(|b| extra?.checked_add(b));
        super::budget::within_bytes(bytes, self.states(), budget)
    }
}

/// Keeps [`super::TableGame`] to the two games whose layouts the engine has sweeps for.
pub trait Sealed {}

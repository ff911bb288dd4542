//! What a table build may spend and how it reports: the [`Budget`], [`Progress`] with
//! cancellation, [`TableError`], and allocation that fails instead of aborting.

/// Resource limits for a table build. Checked before anything large is allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Maximum number of states in the box.
    pub max_states: u64,
    /// Maximum number of bytes the tables may occupy.
    pub max_bytes: u64,
}

impl Default for Budget {
    /// 2.5·10^8 states (an outcome table of that size takes a few seconds natively and a
    /// few hundred MB) and 1 GiB, which a browser tab can still usually obtain.
    fn default() -> Self {
        Budget { max_states: 250_000_000, max_bytes: 1 << 30 }
    }
}

/// Progress reporting and cancellation for long builds.
pub trait Progress {
    /// Called periodically with the work done so far out of `total`; return `false` to
    /// cancel the build (it then fails with [`TableError::Cancelled`]).
    fn tick(&mut self, done: u64, total: u64) -> bool;
}

impl Progress for () {
    fn tick(&mut self, _done: u64, _total: u64) -> bool {
        true
    }
}

/// Adapts a closure `FnMut(done, total) -> bool` to [`Progress`].
pub struct FnProgress<F>(pub F);

impl<F: FnMut(u64, u64) -> bool> Progress for FnProgress<F> {
    fn tick(&mut self, done: u64, total: u64) -> bool {
        (self.0)(done, total)
    }
}

/// Ticks are issued roughly every this many states, often enough for a responsive cancel
/// button and rare enough to cost nothing.
pub(crate) const TICK_STATES: u64 = 1 << 18;

/// Ticks a build's [`Progress`] about every [`TICK_STATES`] states of a sweep done row by row.
pub(crate) struct Ticker {
    every: u64,
    next: u64,
}

impl Ticker {
    /// For a sweep starting at row `first`, with `states_per_row` states per row.
    pub fn new(first: u64, states_per_row: u64) -> Self {
        Ticker { every: (TICK_STATES / states_per_row.max(1)).max(1), next: first }
    }

    /// At the start of `row`: calls `tick` when a tick is due, and stops the sweep with
    /// [`TableError::Cancelled`] when it returns `false`.
    #[inline]
    pub fn row(&mut self, row: u64, tick: impl FnOnce() -> bool) -> Result<(), TableError> {
        if row == self.next {
            self.next += self.every;
            if !tick() {
                return Err(TableError::Cancelled);
            }
        }
        Ok(())
    }
}

/// The last tick of a build (`total` of `total`), which may still cancel it.
pub(crate) fn finish(progress: &mut impl Progress, total: u64) -> Result<(), TableError> {
    if progress.tick(total, total) {
        Ok(())
    } else {
        Err(TableError::Cancelled)
    }
}

/// A count people read in a message, with thousands separators ("167,961,600").
fn show_count(n: &Option<u64>) -> String {
    crate::solver::readable_states(*n)
}

/// Why a table could not be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The box or its tables exceed the [`Budget`] (`None` = the count overflowed `u64`).
    #[error("table too large: {} states, {} bytes ({reason})", show_count(.states), show_count(.bytes))]
    TooLarge {
        /// Number of states of the box, if it fits in `u64`.
        states: Option<u64>,
        /// Bytes the tables would need, if known and representable.
        bytes: Option<u64>,
        /// Which limit was hit.
        reason: String,
    },
    /// [`Progress::tick`] returned `false`.
    #[error("table build cancelled")]
    Cancelled,
    /// The game description is malformed (e.g. a group names a pile that does not exist).
    #[error("invalid game: {0}")]
    InvalidGame(String),
}

pub(crate) fn too_large(states: Option<u64>, bytes: Option<u64>, reason: &str) -> TableError {
    TableError::TooLarge { states, bytes, reason: reason.to_string() }
}

/// `Ok` when `bytes` (`None` = overflowed) fit the budget, else the error for a box of `states`.
pub(crate) fn within_bytes(bytes: Option<u64>, states: u64, budget: &Budget) -> Result<(), TableError> {
    match bytes {
        Some(b) if b <= budget.max_bytes => Ok(()),
        b => Err(too_large(Some(states), b, "memory exceeds the budget")),
    }
}

/// Allocates a zeroed vector without aborting the process when memory is short.
pub(crate) fn alloc_zeroed<T: Clone + Default>(n: u64) -> Result<Vec<T>, TableError> {
    let bytes = n.checked_mul(std::mem::size_of::<T>() as u64);
    let n_us = usize::try_from(n).map_err(|_| too_large(None, bytes, "does not fit in memory"))?;
    let mut v = Vec::new();
    v.try_reserve_exact(n_us).map_err(|_| too_large(None, bytes, "allocation failed"))?;
    v.resize(n_us, T::default());
    Ok(v)
}

/// A zeroed bitset of `n` words, without aborting the process when memory is short. Unlike
/// [`alloc_zeroed`] it does not write the zeros: the allocator hands out pages the system
/// zeroes on first touch, so a large table's pages are first touched by the sweep itself (by
/// every thread of a parallel sweep) instead of by one pass of zeroing before it.
pub(crate) fn alloc_bits(n: u64) -> Result<Vec<u64>, TableError> {
    let bytes = n.checked_mul(8);
    let n_us = usize::try_from(n).map_err(|_| too_large(None, bytes, "does not fit in memory"))?;
    if n_us == 0 {
        return Ok(Vec::new());
    }
    let layout = std::alloc::Layout::array::<u64>(n_us)
        .map_err(|_| too_large(None, bytes, "does not fit in memory"))?;
    // SAFETY: the layout has nonzero size; on success the block holds `n_us` u64 values,
    // all zero (a valid u64), allocated by the global allocator with u64's layout, which is
    // what `Vec::from_raw_parts` requires to take ownership.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout) as *mut u64;
        if ptr.is_null() {
            return Err(too_large(None, bytes, "allocation failed"));
        }
        Ok(Vec::from_raw_parts(ptr, n_us, n_us))
    }
}

//! Building one table on several threads: the box is cut into blocks of consecutive rows,
//! and the blocks are swept in a pipeline; plus the bitsets that sweeps read and write
//! through [`Bits`].
//!
//! A row is the line along axis 0. The kernel sweeps fill a row from the rows one step back
//! on each outer axis (`r − row_stride[j]` for an axis `j ≥ 1` whose coordinate is positive:
//! the prefix tables `D_g[p] = P[p] | OR_j D_g[p − e_j]` and Walking Nim's per-edge prefix
//! tables); everything along the row's own axis stays inside the row.
//!
//! Cut the rows into blocks by fixing the outermost axes (a *block* is a run of
//! `row_stride[m]` consecutive rows, axes `m..` fixed). A row at offset `o` of block `k`
//! reads rows of its own block before it, and rows at the same offset `o` of earlier blocks
//! (one step back on an axis `≥ m` is a whole number of blocks back). Thread `i` sweeps
//! blocks `i, i + T, i + 2T, …` in index order, and before row `o` of block `k` waits until
//! block `k − 1` has passed offset `o`. Since block `k − 1` waited the same way, every
//! earlier block has then passed `o` too, so every row is filled from finished rows: the
//! same bits as the sequential sweep, with each thread streaming through memory as the
//! sequential sweep does. (Filling the box level by level, by the sum of the outer
//! coordinates, is also sound, but it scatters every level over the whole table; measured,
//! it was slower on two threads than one.)
//!
//! Rows shorter than a word share words with other rows, at block boundaries possibly of
//! another thread's block; [`Shared`] writes such partial words with atomic and/or of just
//! the bits that change, so no write can undo another thread's. The sequential sweeps use
//! plain slices through the same trait, so both run the same row code.

#[cfg(feature = "parallel")]
use super::index::BoxIndex;
use super::rows::RowLayout;
#[cfg(feature = "parallel")]
use super::TableError;

/// How many threads an outcome table build uses (the table is the same either way).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Threads {
    /// One thread, rows in index order.
    One,
    /// This many threads, whatever the box's size (with the crate's `parallel` feature;
    /// without it, one).
    Exactly(usize),
    /// As many threads as rayon's current pool has (`RAYON_NUM_THREADS`, by default the
    /// cores) when the crate is built with `parallel` and the box is large enough to repay
    /// them; one inside a rayon worker, whose caller is already parallel (a family sweep),
    /// and always one in the wasm, which is built without `parallel`.
    #[default]
    Auto,
}

/// Boxes below this many states are swept on one thread: splitting them costs more than it
/// saves.
#[cfg(feature = "parallel")]
const PARALLEL_STATES: u64 = 1 << 22;

impl Threads {
    /// Threads for a box of `states` states (1 = the sequential sweep).
    #[inline]
    pub(crate) fn count(self, states: u64) -> usize {
        #[cfg(feature = "parallel")]
        {
            match self {
                Threads::One => 1,
                Threads::Exactly(n) => n.max(1),
                Threads::Auto if states < PARALLEL_STATES || rayon::current_thread_index().is_some() => 1,
                Threads::Auto => rayon::current_num_threads().max(1),
            }
        }
        #[cfg(not(feature = "parallel"))]
        {
            let _ = (self, states);
            1
        }
    }
}

/// Word access to a bitset, by the sequential sweep (a plain slice) or by one of several
/// threads ([`Shared`]).
pub(crate) trait Bits {
    fn load(&self, i: usize) -> u64;
    /// Writes a whole word that belongs to the caller's row.
    fn store(&mut self, i: usize, v: u64);
    /// Replaces the bits of word `i` under `mask` by `v` (a subset of `mask`); only the
    /// caller's row owns those bits, other rows may own the rest of the word.
    fn store_masked(&mut self, i: usize, mask: u64, v: u64);

    /// ORs the words from `start` on, under `mask`, into `dst`.
    #[inline(always)]
    fn or_words(&self, start: usize, dst: &mut [u64], mask: &[u64]) {
        for (k, (x, m)) in dst.iter_mut().zip(mask).enumerate() {
            *x |= self.load(start + k) & *m;
        }
    }

    /// Writes `src` to the words from `start` on, all of them the caller's.
    #[inline(always)]
    fn store_words(&mut self, start: usize, src: &[u64]) {
        for (k, &v) in src.iter().enumerate() {
            self.store(start + k, v);
        }
    }
}

impl Bits for [u64] {
    #[inline(always)]
    fn load(&self, i: usize) -> u64 {
        self[i]
    }

    #[inline(always)]
    fn or_words(&self, start: usize, dst: &mut [u64], mask: &[u64]) {
        for ((x, y), m) in dst.iter_mut().zip(&self[start..start + mask.len()]).zip(mask) {
            *x |= *y & *m;
        }
    }

    #[inline(always)]
    fn store_words(&mut self, start: usize, src: &[u64]) {
        self[start..start + src.len()].copy_from_slice(src);
    }

    #[inline(always)]
    fn store(&mut self, i: usize, v: u64) {
        self[i] = v;
    }

    #[inline(always)]
    fn store_masked(&mut self, i: usize, mask: u64, v: u64) {
        self[i] = (self[i] & !mask) | v;
    }
}

// A `Vec` is read and written as its slice (one implementation of the bit access).
impl Bits for Vec<u64> {
    #[inline(always)]
    fn load(&self, i: usize) -> u64 {
        self.as_slice().load(i)
    }

    #[inline(always)]
    fn or_words(&self, start: usize, dst: &mut [u64], mask: &[u64]) {
        self.as_slice().or_words(start, dst, mask)
    }

    #[inline(always)]
    fn store_words(&mut self, start: usize, src: &[u64]) {
        self.as_mut_slice().store_words(start, src)
    }

    #[inline(always)]
    fn store(&mut self, i: usize, v: u64) {
        self.as_mut_slice().store(i, v)
    }

    #[inline(always)]
    fn store_masked(&mut self, i: usize, mask: u64, v: u64) {
        self.as_mut_slice().store_masked(i, mask, v)
    }
}

/// Reads a packed row (rows of at most 64 bits).
#[inline(always)]
pub(crate) fn get_row<B: Bits + ?Sized>(rl: &RowLayout, w: &B, r: u64) -> u64 {
    let pos = r * rl.bits;
    (w.load((pos >> 6) as usize) >> (pos & 63)) & rl.mask
}

/// Overwrites a packed row (rows of at most 64 bits).
#[inline(always)]
pub(crate) fn put_row<B: Bits + ?Sized>(rl: &RowLayout, w: &mut B, r: u64, v: u64) {
    let pos = r * rl.bits;
    let i = (pos >> 6) as usize;
    if rl.bits >= 64 {
        w.store(i, v);
    } else {
        let sh = pos & 63;
        w.store_masked(i, rl.mask << sh, v << sh);
    }
}

/// A bitset shared by the threads of a pipelined sweep. Reads and whole-word writes are
/// relaxed atomics (plain moves on the machine); a block's progress is published with
/// release and read with acquire, which orders its rows before the next block's reads.
#[cfg(feature = "parallel")]
#[derive(Clone, Copy)]
pub(crate) struct Shared<'a>(&'a [std::sync::atomic::AtomicU64]);

#[cfg(feature = "parallel")]
const _: () = assert!(
    std::mem::align_of::<std::sync::atomic::AtomicU64>() == std::mem::align_of::<u64>()
        && std::mem::size_of::<std::sync::atomic::AtomicU64>() == std::mem::size_of::<u64>()
);

#[cfg(feature = "parallel")]
impl<'a> Shared<'a> {
    /// Shares `words` for as long as it is borrowed.
    pub fn new(words: &'a mut [u64]) -> Self {
        // SAFETY: AtomicU64 has the size and (asserted above) the alignment of u64, and the
        // exclusive borrow guarantees no non-atomic access for 'a (what the unstable
        // `AtomicU64::from_mut_slice` does).
        Shared(unsafe { &*(words as *mut [u64] as *const [std::sync::atomic::AtomicU64]) })
    }
}

#[cfg(feature = "parallel")]
impl Bits for Shared<'_> {
    #[inline(always)]
    fn load(&self, i: usize) -> u64 {
        self.0[i].load(std::sync::atomic::Ordering::Relaxed)
    }

    #[inline(always)]
    fn store(&mut self, i: usize, v: u64) {
        self.0[i].store(v, std::sync::atomic::Ordering::Relaxed);
    }

    #[inline(always)]
    fn store_masked(&mut self, i: usize, mask: u64, v: u64) {
        use std::sync::atomic::Ordering::Relaxed;
        let word = &self.0[i];
        // The bits under `mask` are this row's alone, so the current ones read here stay
        // current; only the differing bits are changed, usually none.
        let old = word.load(Relaxed) & mask;
        let clear = old & !v;
        let set = v & !old;
        if clear != 0 {
            word.fetch_and(!clear, Relaxed);
        }
        if set != 0 {
            word.fetch_or(set, Relaxed);
        }
    }
}

/// Rows between two publications of a block's progress (and checks for cancellation).
#[cfg(feature = "parallel")]
const CHUNK_ROWS: u64 = 256;

/// Rows a waiting thread lets the block before it get ahead before it resumes, so that it
/// does not wake for every chunk.
#[cfg(feature = "parallel")]
const SLACK_ROWS: u64 = 16 * CHUNK_ROWS;

/// Waits until `progress` (rows of the block before, finished) exceeds `offset`, and returns
/// it. Spins briefly, then sleeps until woken (or 1 ms passes) and the block before is
/// `SLACK_ROWS` further on or finished: on a machine with fewer free cores than threads the
/// thread waited for needs the core more than a spinning waiter does.
#[cfg(feature = "parallel")]
fn wait_for(
    progress: &std::sync::atomic::AtomicU64,
    offset: u64,
    block: u64,
    stop: &std::sync::atomic::AtomicBool,
) -> Result<u64, TableError> {
    use std::sync::atomic::Ordering;
    for _ in 0..64 {
        let ready = progress.load(Ordering::Acquire);
        if ready > offset {
            return Ok(ready);
        }
        std::hint::spin_loop();
    }
    let enough = (offset + 1 + SLACK_ROWS).min(block);
    loop {
        let ready = progress.load(Ordering::Acquire);
        if ready >= enough {
            return Ok(ready);
        }
        if stop.load(Ordering::Relaxed) {
            return Err(TableError::Cancelled);
        }
        std::thread::park_timeout(std::time::Duration::from_millis(1));
    }
}

/// Fills every row of `idx`'s box on `threads` threads, blocks in a pipeline (see the module
/// text): `row(scratch, row, coordinates)` for each row, with one `scratch()` per thread.
/// `tick(states done)` is called on the calling thread, which sweeps blocks too; `false`
/// cancels every thread.
#[cfg(feature = "parallel")]
pub(crate) fn fill_blocks<S>(
    idx: &BoxIndex,
    threads: usize,
    states_per_row: u64,
    scratch: impl Fn() -> S + Sync,
    row: impl Fn(&mut S, u64, &[u64]) -> Result<(), TableError> + Sync,
    tick: impl FnMut(u64) -> bool,
) -> Result<(), TableError> {
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    let rows = idx.rows.rows;
    // Fix outer axes until there are several blocks per thread, so that the threads' last
    // rounds are short. (A box large enough for `Threads::Auto` to split has blocks of
    // many chunks; small boxes split only when a test asks, to interleave threads.)
    let n = idx.len.len();
    let mut m = n;
    let mut blocks = 1u64;
    while m > 1 && blocks < 8 * threads as u64 {
        m -= 1;
        blocks *= idx.len[m];
    }
    let block = rows / blocks;
    let progress: Vec<AtomicU64> = (0..blocks).map(|_| AtomicU64::new(0)).collect();
    let stop = AtomicBool::new(false);
    let done = AtomicU64::new(0);
    let threads = threads.min(blocks as usize).max(1);
    // Each thread's handle, so that whoever finishes rows can wake the thread that owns the
    // next block if it sleeps waiting for them.
    let handles: Vec<std::sync::OnceLock<std::thread::Thread>> =
        (0..threads).map(|_| std::sync::OnceLock::new()).collect();
    let wake = |i: usize| {
        if let Some(h) = handles[i].get() {
            h.unpark();
        }
    };
    let worker = |first: usize, mut tick: Option<&mut dyn FnMut(u64) -> bool>| -> Result<(), TableError> {
        handles[first].get_or_init(std::thread::current);
        let next = (first + 1) % threads;
        let mut s = scratch();
        let fail = |e: TableError| {
            stop.store(true, Ordering::Relaxed);
            e
        };
        for k in (first..blocks as usize).step_by(threads) {
            let base = k as u64 * block;
            let mut coord = idx.row_coords(base);
            // Rows of block k − 1 known finished.
            let mut ready = if k == 0 { block } else { 0 };
            for o in 0..block {
                if o % CHUNK_ROWS == 0 {
                    if o > 0 {
                        progress[k].store(o, Ordering::Release);
                        done.fetch_add(CHUNK_ROWS, Ordering::Relaxed);
                        wake(next);
                    }
                    if stop.load(Ordering::Relaxed) {
                        return Err(TableError::Cancelled);
                    }
                    if let Some(t) = tick.as_mut() {
                        if !t(done.load(Ordering::Relaxed) * states_per_row) {
                            return Err(fail(TableError::Cancelled));
                        }
                    }
                }
                if o >= ready {
                    ready = wait_for(&progress[k - 1], o, block, &stop)?;
                }
                row(&mut s, base + o, &coord).map_err(fail)?;
                idx.next_row(&mut coord);
            }
            done.fetch_add(block - (block - 1) / CHUNK_ROWS * CHUNK_ROWS, Ordering::Relaxed);
            progress[k].store(block, Ordering::Release);
            wake(next);
        }
        Ok(())
    };
    let mut tick = tick;
    let worker = &worker;
    let results: Vec<Result<(), TableError>> = std::thread::scope(|scope| {
        let others: Vec<_> = (1..threads).map(|i| scope.spawn(move || worker(i, None))).collect();
        let mine = worker(0, Some(&mut tick));
        std::iter::once(mine)
            .chain(others.into_iter().map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))))
            .collect()
    });
    // A thread stopped by another's failure reports Cancelled; the failure itself wins.
    let mut outcome = Ok(());
    for r in results {
        match r {
            Err(TableError::Cancelled) if outcome.is_ok() => outcome = r,
            Err(e) if !matches!(e, TableError::Cancelled) => return Err(e),
            _ => {}
        }
    }
    outcome
}

//! Exact table engine for "piles and groups" games.
//!
//! A position is a vector of piles; a move picks a group (a set of pile indices) and lowers
//! at least one pile of that group by any amounts. Edge-Nim (groups = vertex stars),
//! Circular Nim and classical Nim are all instances.
//!
//! Every state of the box `∏ (start_j + 1)` is indexed densely (mixed radix) and filled in
//! increasing index order: each move lowers a coordinate, so all children of a state come
//! before it. "Does `p` have a move inside group `g` to a P-state?" is a dominance query
//! answered by a per-group prefix-OR table `D_g[p] = OR { P[q] : q ≤ p, q = p off g }`,
//! which itself satisfies `D_g[p] = P[p] | OR_{j∈g, p_j>0} D_g[p − e_j]`.
//!
//! The tables are stored one bit per state and processed a whole *row* (the line along the
//! innermost axis, chosen as the largest pile) at a time. Groups that do not contain axis 0
//! only OR earlier rows. Groups that contain axis 0 make the row sequential, but since any
//! P-state in a row dominates every later position of that row for such groups, a row holds
//! at most one P-state, located by one trailing-zero count.

use std::fmt;

/// A piles-and-groups game: the start position and the groups a move may act on.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PileGame {
    /// Start size of each pile; the table covers every position below it.
    pub piles: Vec<u64>,
    /// Each group is a set of pile indices. Duplicate indices are ignored; an empty group
    /// (or one whose piles all start at 0) allows no move.
    pub groups: Vec<Vec<usize>>,
}

impl PileGame {
    /// Classical Nim: one group per pile.
    pub fn nim(piles: &[u64]) -> Self {
        PileGame { piles: piles.to_vec(), groups: (0..piles.len()).map(|i| vec![i]).collect() }
    }

    /// Edge-Nim on a multigraph: piles are the edges' token counts, groups are the vertex
    /// stars (a loop belongs to the star of its vertex once). Edges naming a vertex
    /// `>= vertices` are not placed in any star, so they never move.
    pub fn edge_nim(vertices: usize, edges: &[(usize, usize, u64)]) -> Self {
        let mut groups = vec![Vec::new(); vertices];
        for (i, &(u, v, _)) in edges.iter().enumerate() {
            if let Some(g) = groups.get_mut(u) {
                g.push(i);
            }
            if v != u {
                if let Some(g) = groups.get_mut(v) {
                    g.push(i);
                }
            }
        }
        PileGame { piles: edges.iter().map(|e| e.2).collect(), groups }
    }

    /// Circular Nim CN(n, k): `piles.len()` piles on a cycle, groups are the runs of `k`
    /// consecutive piles (`k` is clamped to `1..=n`).
    pub fn circular(piles: &[u64], k: usize) -> Self {
        let n = piles.len();
        let k = k.clamp(1, n.max(1));
        PileGame {
            piles: piles.to_vec(),
            groups: (0..n).map(|s| (0..k).map(|t| (s + t) % n).collect()).collect(),
        }
    }
}

/// Resource limits for a table build. Checked before anything large is allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Maximum number of states in the box.
    pub max_states: u64,
    /// Maximum number of bytes the tables may occupy.
    pub max_bytes: u64,
}

impl Default for Budget {
    /// 2·10^8 states (an outcome table of that size takes a few seconds natively) and
    /// 1 GiB, which a browser tab can still usually obtain.
    fn default() -> Self {
        Budget { max_states: 200_000_000, max_bytes: 1 << 30 }
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

fn show_count(n: &Option<u64>) -> String {
    match n {
        Some(n) => n.to_string(),
        None => "more than 2^64".to_string(),
    }
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

/// Allocates a zeroed vector without aborting the process when memory is short.
pub(crate) fn alloc_zeroed<T: Clone + Default>(n: u64) -> Result<Vec<T>, TableError> {
    let bytes = n.checked_mul(std::mem::size_of::<T>() as u64);
    let n_us = usize::try_from(n).map_err(|_| too_large(None, bytes, "does not fit in memory"))?;
    let mut v = Vec::new();
    v.try_reserve_exact(n_us).map_err(|_| too_large(None, bytes, "allocation failed"))?;
    v.resize(n_us, T::default());
    Ok(v)
}

/// Steps a mixed-radix odometer over axes `from..`.
#[inline]
pub(crate) fn advance(coord: &mut [u64], len: &[u64], from: usize) {
    for (c, &l) in coord.iter_mut().zip(len).skip(from) {
        *c += 1;
        if *c < l {
            return;
        }
        *c = 0;
    }
}

/// Drives Grundy "kernel peeling", shared by the Edge-Nim and Walking Nim engines: pass `k`
/// gives the value `k` to every still-unvalued state with no move to another state valued
/// in the same pass. `pass(record, tick)` runs one sweep, calling `record(state)` for each
/// state it values, and returns `false` when nothing is left to sweep. Values are at most
/// `max_value` (every move lowers the token sum), which bounds the number of passes.
pub(crate) fn peel_values(
    vals: &mut Values,
    total: u64,
    max_value: u64,
    progress: &mut impl Progress,
    mut pass: impl FnMut(&mut dyn FnMut(u64), &mut dyn FnMut(u64) -> bool) -> Result<bool, TableError>,
) -> Result<(), TableError> {
    let mut valued = 0u64;
    let mut k = 0u64;
    while valued < total {
        let before = valued;
        let more = pass(
            &mut |s| {
                vals.set(s, k);
                valued += 1;
            },
            &mut |_| progress.tick(before, total),
        )?;
        if !more {
            break;
        }
        if valued == before || k > max_value {
            // Cannot happen (the least unvalued state is always in the kernel); stop
            // rather than loop if it ever did.
            return Err(TableError::InvalidGame("internal: Grundy pass made no progress".into()));
        }
        k += 1;
    }
    if !progress.tick(total, total) {
        return Err(TableError::Cancelled);
    }
    Ok(())
}

/// Ticks are issued roughly every this many states, often enough for a responsive cancel
/// button and rare enough to cost nothing.
pub(crate) const TICK_STATES: u64 = 1 << 18;

/// How rows of the innermost axis are laid out in a bitset.
///
/// Short rows are packed with a power-of-two stride so that a row never straddles a word;
/// long rows are padded to whole words.
#[derive(Clone, Debug)]
pub(crate) struct RowLayout {
    /// Positions per row (length of axis 0).
    pub len: u64,
    /// Number of rows.
    pub rows: u64,
    /// Bits reserved per row: a power of two ≤ 64, or a multiple of 64.
    pub bits: u64,
    /// Words per row when `bits ≥ 64`, else 0 (packed).
    pub wpr: usize,
    /// Mask of the valid positions in a packed row, or in the last word of a wide row.
    pub mask: u64,
    /// Words in one bitset.
    pub words: u64,
}

impl RowLayout {
    pub fn new(len: u64, rows: u64) -> Option<Self> {
        let len = len.max(1);
        let bits = if len <= 64 { len.next_power_of_two() } else { len.div_ceil(64).checked_mul(64)? };
        let wpr = if bits >= 64 { usize::try_from(bits / 64).ok()? } else { 0 };
        let rem = if len <= 64 { len } else { len % 64 };
        let mask = if rem == 0 || rem == 64 { !0 } else { (1u64 << rem) - 1 };
        let words = rows.checked_mul(bits)?.div_ceil(64);
        Some(RowLayout { len, rows, bits, wpr, mask, words })
    }

    /// Reads a packed row (`wpr == 0` or single-word rows).
    #[inline(always)]
    pub fn get(&self, w: &[u64], r: u64) -> u64 {
        let pos = r * self.bits;
        (w[(pos >> 6) as usize] >> (pos & 63)) & self.mask
    }

    /// Overwrites a packed row.
    #[inline(always)]
    pub fn put(&self, w: &mut [u64], r: u64, v: u64) {
        let pos = r * self.bits;
        let sh = pos & 63;
        let i = (pos >> 6) as usize;
        w[i] = (w[i] & !(self.mask << sh)) | (v << sh);
    }

    /// Bit at `(row, x)`.
    #[inline]
    pub fn bit(&self, w: &[u64], r: u64, x: u64) -> bool {
        let pos = r * self.bits + x;
        (w[(pos >> 6) as usize] >> (pos & 63)) & 1 == 1
    }

    /// Rows `[lo, hi)` enclosing every set bit, or `None` when no bit is set.
    pub fn span(&self, w: &[u64]) -> Option<(u64, u64)> {
        let first = w.iter().position(|&x| x != 0)? as u64;
        let last = w.iter().rposition(|&x| x != 0).unwrap_or(0) as u64;
        Some(if self.wpr == 0 {
            let per = 64 / self.bits;
            (first * per, ((last + 1) * per).min(self.rows))
        } else {
            let wpr = self.wpr as u64;
            (first / wpr, last / wpr + 1)
        })
    }

    /// Number of words wholly before row `r`.
    pub fn words_before(&self, r: u64) -> usize {
        ((r * self.bits) / 64) as usize
    }

    /// Sets the valid positions of every row (padding stays clear).
    pub fn fill_ones(&self, w: &mut [u64]) {
        if self.wpr == 0 {
            let mut word = 0u64;
            let per = 64 / self.bits;
            for k in 0..per {
                word |= self.mask << (k * self.bits);
            }
            let total_bits = self.rows * self.bits;
            for (i, x) in w.iter_mut().enumerate() {
                let start = i as u64 * 64;
                *x = if start + 64 <= total_bits {
                    word
                } else if start < total_bits {
                    word & ((1u64 << (total_bits - start)) - 1)
                } else {
                    0
                };
            }
        } else {
            for row in w.chunks_mut(self.wpr) {
                row.fill(!0);
                if let Some(l) = row.last_mut() {
                    *l = self.mask;
                }
            }
        }
    }
}

/// A group after reduction to internal axes.
#[derive(Clone, Debug)]
pub(crate) struct IGroup {
    /// Internal axes of the group.
    axes: Vec<usize>,
    /// Whether axis 0 (the row axis) belongs to the group.
    has0: bool,
    /// `(axis, row stride)` for the group's axes other than axis 0.
    others: Vec<(usize, u64)>,
}

/// Dense indexing of the box, with piles that can never move removed.
#[derive(Clone, Debug)]
struct Layout {
    /// Original start piles.
    start: Vec<u64>,
    /// Internal axis → original pile index. Axis 0 is a largest pile.
    axes: Vec<usize>,
    /// Axis lengths (`start + 1`).
    len: Vec<u64>,
    /// State-index stride per axis.
    stride: Vec<u64>,
    /// Row-index stride per axis (0 for axis 0).
    row_stride: Vec<u64>,
    states: u64,
    rows: RowLayout,
    /// Layout of the prefix tables: all groups' copies of a row are adjacent (row-major
    /// `row × groups + group`), so the reads of one earlier row for every group containing
    /// an axis touch one cache line instead of one per group.
    drows: RowLayout,
    /// Bits per (row, group) cell of `drows`: the packed row width, or whole words.
    cell_bits: u64,
    /// Cells per row of `drows`: the group count, rounded up to a power of two for packed
    /// rows so that a row of cells is itself a power-of-two width.
    gp: u64,
    /// Maximal distinct groups; a group contained in another adds no move.
    groups: Vec<IGroup>,
    /// Original group → (its internal axes, an internal group containing it).
    orig_groups: Vec<Option<(Vec<usize>, usize)>>,
    /// Sum of start piles over the internal axes: bounds both Grundy values and
    /// remoteness, since every move lowers the sum.
    pile_sum: u64,
}

impl Layout {
    fn new(game: &PileGame, budget: &Budget) -> Result<Self, TableError> {
        let n = game.piles.len();
        let mut in_group = vec![false; n];
        let mut clean: Vec<Vec<usize>> = Vec::with_capacity(game.groups.len());
        for (gi, g) in game.groups.iter().enumerate() {
            let mut v = Vec::with_capacity(g.len());
            for &j in g {
                if j >= n {
                    return Err(TableError::InvalidGame(format!(
                        "group {gi} names pile {j}, but there are only {n} piles"
                    )));
                }
                if game.piles[j] > 0 {
                    v.push(j);
                }
            }
            crate::sorting::sort(&mut v);
            v.dedup();
            for &j in &v {
                in_group[j] = true;
            }
            clean.push(v);
        }
        // Piles that start at 0 or belong to no group never change: leave them out.
        let mut axes: Vec<usize> = (0..n).filter(|&j| in_group[j]).collect();
        if let Some(big) = (0..axes.len()).max_by_key(|&k| (game.piles[axes[k]], usize::MAX - k)) {
            let a = axes.remove(big);
            axes.insert(0, a);
        }
        let mut internal = vec![usize::MAX; n];
        for (k, &j) in axes.iter().enumerate() {
            internal[j] = k;
        }
        let len: Vec<u64> = axes.iter().map(|&j| game.piles[j].saturating_add(1)).collect();
        let mut states = Some(1u64);
        let mut stride = Vec::with_capacity(len.len());
        for &l in &len {
            stride.push(states.unwrap_or(0));
            states = states.and_then(|s| s.checked_mul(l));
        }
        let states = match states {
            Some(s) if s <= budget.max_states => s,
            s => return Err(too_large(s, None, "state count exceeds the budget")),
        };
        let row_len = len.first().copied().unwrap_or(1);
        let row_stride: Vec<u64> = stride.iter().map(|&s| s / row_len).collect();
        let rows = RowLayout::new(row_len, states / row_len)
            .ok_or_else(|| too_large(Some(states), None, "row layout overflows"))?;

        // Groups as bitmasks of internal axes (≤ 63 axes, since every axis has length ≥ 2
        // and the state count fits in u64).
        let masks: Vec<u64> =
            clean.iter().map(|g| g.iter().fold(0u64, |m, &j| m | 1u64 << internal[j])).collect();
        let mut distinct: Vec<u64> = masks.iter().copied().filter(|&m| m != 0).collect();
        crate::sorting::sort_by_key(&mut distinct, |m| (std::cmp::Reverse(m.count_ones()), *m));
        distinct.dedup();
        let mut maximal: Vec<u64> = Vec::new();
        if distinct.len() <= 4096 {
            for &m in &distinct {
                if !maximal.iter().any(|&o| o & m == m) {
                    maximal.push(m);
                }
            }
        } else {
            maximal = distinct;
        }
        let groups: Vec<IGroup> = maximal
            .iter()
            .map(|&m| {
                let ax: Vec<usize> = (0..axes.len()).filter(|&k| m >> k & 1 == 1).collect();
                IGroup {
                    has0: m & 1 == 1,
                    others: ax.iter().filter(|&&k| k != 0).map(|&k| (k, row_stride[k])).collect(),
                    axes: ax,
                }
            })
            .collect();
        let orig_groups = masks
            .iter()
            .map(|&m| {
                if m == 0 {
                    return None;
                }
                let h = maximal.iter().position(|&o| o & m == m)?;
                Some(((0..axes.len()).filter(|&k| m >> k & 1 == 1).collect(), h))
            })
            .collect();
        let ng = groups.len().max(1) as u64;
        let (cell_bits, gp) =
            if rows.wpr == 0 { (rows.bits, ng.next_power_of_two()) } else { (rows.bits, ng) };
        let drows = gp
            .checked_mul(cell_bits)
            .and_then(|b| RowLayout::new(b, rows.rows))
            .ok_or_else(|| too_large(Some(states), None, "row layout overflows"))?;
        let pile_sum = axes
            .iter()
            .try_fold(0u64, |s, &j| s.checked_add(game.piles[j]))
            .ok_or_else(|| too_large(Some(states), None, "pile sum overflows"))?;
        Ok(Layout {
            start: game.piles.clone(),
            axes,
            len,
            stride,
            row_stride,
            states,
            rows,
            drows,
            cell_bits,
            gp,
            groups,
            orig_groups,
            pile_sum,
        })
    }

    /// Checks that `count` bitsets plus `extra` bytes fit in the budget.
    /// Checks that the prefix tables, `bitsets` state bitsets and `extra` bytes fit.
    fn check_bytes(&self, bitsets: u64, extra: Option<u64>, budget: &Budget) -> Result<(), TableError> {
        let bytes = self
            .rows
            .words
            .checked_mul(bitsets)
            .and_then(|w| w.checked_add(self.drows.words))
            .and_then(|w| w.checked_mul(8))
            .and_then(|b| extra.and_then(|e| b.checked_add(e)));
        match bytes {
            Some(b) if b <= budget.max_bytes => Ok(()),
            b => Err(too_large(Some(self.states), b, "memory exceeds the budget")),
        }
    }

    /// Internal coordinates of `piles`, or `None` if it is not a position of the box.
    fn coords(&self, piles: &[u64]) -> Option<Vec<u64>> {
        if piles.len() != self.start.len() || piles.iter().zip(&self.start).any(|(p, s)| p > s) {
            return None;
        }
        Some(self.axes.iter().map(|&j| piles[j]).collect())
    }

    /// Dense index of `piles` in the value arrays, or `None` outside the box.
    fn state_index(&self, piles: &[u64]) -> Option<u64> {
        self.coords(piles).map(|c| self.index_of(&c))
    }

    fn row_of(&self, c: &[u64]) -> u64 {
        c.iter().zip(&self.row_stride).map(|(a, b)| a * b).sum()
    }

    fn index_of(&self, c: &[u64]) -> u64 {
        c.iter().zip(&self.stride).map(|(a, b)| a * b).sum()
    }

    fn bit(&self, w: &[u64], c: &[u64]) -> bool {
        self.rows.bit(w, self.row_of(c), c.first().copied().unwrap_or(0))
    }

    /// Bit of group `h`'s prefix table.
    fn dbit(&self, d: &[u64], h: u64, c: &[u64]) -> bool {
        let x = h * self.cell_bits + c.first().copied().unwrap_or(0);
        self.drows.bit(d, self.row_of(c), x)
    }
}

/// One sweep over all rows computing the "kernel" set: states in `E` (all states when
/// `mask_e` is false) with no move into the set itself. With `mask_e` false that is the
/// P-set, written to `target`; with `mask_e` true `target` holds `E` and is replaced by
/// `E \ kernel`. `d` receives the per-group prefix-OR tables of the kernel; `record` is
/// called with the state index of each kernel state.
fn sweep(
    lay: &Layout,
    d: &mut [u64],
    target: &mut [u64],
    mask_e: bool,
    (lo, hi): (u64, u64),
    mut record: impl FnMut(u64),
    mut tick: impl FnMut(u64) -> bool,
) -> Result<(), TableError> {
    let rl = &lay.rows;
    let n_ax = lay.len.len();
    let mut coord = vec![0u64; n_ax.max(1)];
    for ((c, &rs), &l) in coord.iter_mut().zip(&lay.row_stride).zip(&lay.len).skip(1) {
        *c = (lo / rs) % l;
    }
    let tick_rows = (TICK_STATES / rl.len).max(1);
    let any0 = lay.groups.iter().any(|g| g.has0);
    let ng = lay.groups.len();
    let ngu = lay.gp;
    if rl.wpr == 0 {
        // Packed rows: one row of cells (all groups' prefix rows side by side) is handled
        // as `nw` words at once, so each earlier row is read once per axis, not once per
        // (group, axis), and the per-group work is word-parallel too.
        let full = rl.mask;
        let dl = &lay.drows;
        let sb = rl.bits;
        let nw = dl.wpr.max(1);
        let word_bits = dl.bits.min(64);
        let cells_per_word = word_bits / sb;
        // Per word: replicate-one-bit-per-cell constant, cells of real groups, cells of
        // groups containing axis 0.
        let mut rep = vec![0u64; nw];
        let mut real = vec![0u64; nw];
        let mut has0 = vec![0u64; nw];
        let mut amask = vec![vec![0u64; nw]; n_ax.max(1)];
        for (gi, g) in lay.groups.iter().enumerate() {
            let (wi, sh) = (gi / cells_per_word as usize, (gi as u64 % cells_per_word) * sb);
            rep[wi] |= 1u64 << sh;
            real[wi] |= full << sh;
            if g.has0 {
                has0[wi] |= full << sh;
            }
            for &(j, _) in &g.others {
                amask[j][wi] |= full << sh;
            }
        }
        // Doubling steps of a prefix-OR confined to each cell: a step of `t` may only
        // land on positions ≥ t of a cell.
        let mut steps: Vec<(u32, Vec<u64>)> = Vec::new();
        let mut t = 1u64;
        while t < rl.len {
            let m: Vec<u64> = has0
                .iter()
                .map(|&h| {
                    let mut m = 0u64;
                    for k in 0..cells_per_word {
                        m |= (full & !((1u64 << t) - 1)) << (k * sb);
                    }
                    m & h
                })
                .collect();
            steps.push((t as u32, m));
            t *= 2;
        }
        let axes: Vec<(usize, u64)> = (1..n_ax).map(|j| (j, lay.row_stride[j])).collect();
        let mut acc = vec![0u64; nw];
        let mut tmp = vec![0u64; nw];
        let mut next_tick = lo;
        for r in lo..hi {
            if r == next_tick {
                if !tick(r * rl.len) {
                    return Err(TableError::Cancelled);
                }
                next_tick += tick_rows;
            }
            acc.fill(0);
            for &(j, rs) in &axes {
                if coord[j] > 0 {
                    let m = &amask[j];
                    if nw == 1 {
                        acc[0] |= dl.get(d, r - rs) & m[0];
                    } else {
                        let s0 = ((r - rs) as usize) * nw;
                        for ((x, y), mm) in acc.iter_mut().zip(&d[s0..s0 + nw]).zip(m) {
                            *x |= *y & *mm;
                        }
                    }
                }
            }
            let mut c = acc.iter().fold(0u64, |a, &b| a | b);
            let mut step = sb;
            while step < word_bits {
                c |= c >> step;
                step *= 2;
            }
            c &= full;
            let e = if mask_e { rl.get(target, r) } else { full };
            let cand = e & !c;
            // With a group containing axis 0, the first candidate is the row's only P-state:
            // it blocks every later position through that group. No earlier position can
            // block it, because those D_g rows are upward closed along axis 0, so a blocking
            // bit before the candidate would also be set at the candidate, in C.
            let p = if any0 { cand & cand.wrapping_neg() } else { cand };
            for k in 0..nw {
                let v = acc[k] | (p.wrapping_mul(rep[k]) & real[k]);
                let mut h = v & has0[k];
                if h != 0 {
                    for (t, m) in &steps {
                        h |= (h << t) & m[k];
                    }
                }
                tmp[k] = (v & !has0[k]) | h;
            }
            if nw == 1 {
                dl.put(d, r, tmp[0]);
            } else {
                let s0 = (r as usize) * nw;
                d[s0..s0 + nw].copy_from_slice(&tmp);
            }
            if mask_e {
                rl.put(target, r, e & !p);
            } else {
                rl.put(target, r, p);
            }
            let mut bits = p;
            while bits != 0 {
                record(r * rl.len + u64::from(bits.trailing_zeros()));
                bits &= bits - 1;
            }
            advance(&mut coord, &lay.len, 1);
        }
    } else {
        let w = rl.wpr;
        let mut av = vec![0u64; ng * w];
        let mut c = vec![0u64; w];
        let mut e = vec![0u64; w];
        let mut next_tick = lo;
        for r in lo..hi {
            if r == next_tick {
                if !tick(r * rl.len) {
                    return Err(TableError::Cancelled);
                }
                next_tick += tick_rows;
            }
            c.fill(0);
            for (gi, g) in lay.groups.iter().enumerate() {
                let a = &mut av[gi * w..(gi + 1) * w];
                a.fill(0);
                for &(j, rs) in &g.others {
                    if coord[j] > 0 {
                        let s = (((r - rs) * ngu) as usize + gi) * w;
                        for (x, y) in a.iter_mut().zip(&d[s..s + w]) {
                            *x |= *y;
                        }
                    }
                }
                for (x, y) in c.iter_mut().zip(a.iter()) {
                    *x |= *y;
                }
            }
            let base = (r as usize) * w;
            if mask_e {
                e.copy_from_slice(&target[base..base + w]);
            } else {
                e.fill(!0);
                e[w - 1] = rl.mask;
            }
            // Rows longer than 64 imply axes exist and axis 0 lies in some group, so the
            // first candidate is the row's only kernel state (see the packed case).
            let p_at = (0..w).find_map(|k| {
                let cand = e[k] & !c[k];
                (cand != 0).then(|| (k, cand.trailing_zeros()))
            });
            if !any0 {
                // Unreachable for wide rows; kept so a future layout change stays correct.
                return Err(TableError::InvalidGame("internal: wide row without row group".into()));
            }
            for (gi, g) in lay.groups.iter().enumerate() {
                let a = &mut av[gi * w..(gi + 1) * w];
                if let Some((k, x)) = p_at {
                    a[k] |= 1u64 << x;
                }
                if g.has0 {
                    if let Some(k) = a.iter().position(|&v| v != 0) {
                        let v = a[k];
                        a[k] = v | v.wrapping_neg();
                        for y in a[k + 1..].iter_mut() {
                            *y = !0;
                        }
                        a[w - 1] &= rl.mask;
                    }
                }
                let s = ((r * ngu) as usize + gi) * w;
                d[s..s + w].copy_from_slice(a);
            }
            let t = &mut target[base..base + w];
            if mask_e {
                t.copy_from_slice(&e);
                if let Some((k, x)) = p_at {
                    t[k] &= !(1u64 << x);
                }
            } else {
                t.fill(0);
                if let Some((k, x)) = p_at {
                    t[k] |= 1u64 << x;
                }
            }
            if let Some((k, x)) = p_at {
                record(r * rl.len + (k as u64) * 64 + u64::from(x));
            }
            advance(&mut coord, &lay.len, 1);
        }
    }
    Ok(())
}

/// P/N outcome of every state of the box.
#[derive(Clone, Debug)]
pub struct OutcomeTable {
    lay: Layout,
    p: Vec<u64>,
    /// Per internal group prefix-OR tables; kept to prune winning-move enumeration.
    d: Vec<u64>,
}

impl OutcomeTable {
    /// Solves every state below `game.piles`. Memory: one bit per state for the outcome plus
    /// one per state and (maximal) group, rows padded to a power of two.
    pub fn build(game: &PileGame, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        let lay = Layout::new(game, budget)?;
        lay.check_bytes(1, Some(0), budget)?;
        let mut p = alloc_zeroed::<u64>(lay.rows.words)?;
        let mut d = alloc_zeroed::<u64>(lay.drows.words)?;
        let total = lay.states;
        sweep(&lay, &mut d, &mut p, false, (0, lay.rows.rows), |_| {}, |done| progress.tick(done, total))?;
        if !progress.tick(total, total) {
            return Err(TableError::Cancelled);
        }
        Ok(OutcomeTable { lay, p, d })
    }

    /// Number of states in the table's box (piles that never move are not counted).
    pub fn states(&self) -> u64 {
        self.lay.states
    }

    /// Whether `piles` is a P-position (previous player wins), or `None` when `piles` is not
    /// a position of the box (wrong length or a pile above its start).
    pub fn outcome(&self, piles: &[u64]) -> Option<bool> {
        let c = self.lay.coords(piles)?;
        Some(self.lay.bit(&self.p, &c))
    }

    /// Whether `piles` is a P-position; `false` when `piles` is outside the box.
    pub fn is_p(&self, piles: &[u64]) -> bool {
        self.outcome(piles).unwrap_or(false)
    }

    /// Every move from `piles` to a P-position, as `(group index, target piles)`, at most
    /// `cap` of them; the flag says whether more exist. The same target may appear under
    /// several groups when groups overlap. Empty when `piles` is outside the box.
    pub fn winning_moves(&self, piles: &[u64], cap: usize) -> (Vec<(usize, Vec<u64>)>, bool) {
        let mut out = Vec::new();
        let Some(c) = self.lay.coords(piles) else {
            return (out, false);
        };
        let mut truncated = false;
        for (gi, og) in self.lay.orig_groups.iter().enumerate() {
            let Some((ax, h)) = og else { continue };
            let mut cur = c.clone();
            let mut ctx = Enum {
                lay: &self.lay,
                p: &self.p,
                d: &self.d,
                h: *h as u64,
                start: &c,
                ax,
                cap: cap - out.len(),
                found: Vec::new(),
                more: false,
            };
            ctx.rec(0, &mut cur);
            for t in ctx.found {
                let mut full = piles.to_vec();
                for (k, &j) in self.lay.axes.iter().enumerate() {
                    full[j] = t[k];
                }
                out.push((gi, full));
            }
            if ctx.more {
                truncated = true;
                break;
            }
        }
        (out, truncated)
    }
}

/// Depth-first enumeration of P-states in one group's cone below a position.
struct Enum<'a> {
    lay: &'a Layout,
    p: &'a [u64],
    d: &'a [u64],
    h: u64,
    start: &'a [u64],
    ax: &'a [usize],
    cap: usize,
    found: Vec<Vec<u64>>,
    more: bool,
}

impl Enum<'_> {
    fn rec(&mut self, i: usize, cur: &mut [u64]) {
        if self.more {
            return;
        }
        if i == self.ax.len() {
            if cur != self.start && self.lay.bit(self.p, cur) {
                if self.found.len() >= self.cap {
                    self.more = true;
                } else {
                    self.found.push(cur.to_vec());
                }
            }
            return;
        }
        let a = self.ax[i];
        let top = cur[a];
        for v in (0..=top).rev() {
            cur[a] = v;
            // D covers a superset of the remaining sub-cone; once it is empty it stays empty
            // for every smaller value of this axis.
            if !self.lay.dbit(self.d, self.h, cur) {
                break;
            }
            self.rec(i + 1, cur);
            if self.more {
                break;
            }
        }
        cur[a] = top;
    }
}

/// Per-state small unsigned values, stored as narrowly as the pile sum allows.
#[derive(Clone, Debug)]
pub(crate) enum Values {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

impl Values {
    /// Bytes per value needed for values up to `max` plus one spare sentinel.
    pub fn width(max: u64) -> Option<u64> {
        if max < u64::from(u8::MAX) {
            Some(1)
        } else if max < u64::from(u16::MAX) {
            Some(2)
        } else if max < u64::from(u32::MAX) {
            Some(4)
        } else {
            None
        }
    }

    pub fn zeroed(width: u64, n: u64) -> Result<Self, TableError> {
        Ok(match width {
            1 => Values::U8(alloc_zeroed(n)?),
            2 => Values::U16(alloc_zeroed(n)?),
            _ => Values::U32(alloc_zeroed(n)?),
        })
    }

    #[inline]
    pub fn get(&self, i: u64) -> u64 {
        let i = i as usize;
        match self {
            Values::U8(v) => u64::from(v[i]),
            Values::U16(v) => u64::from(v[i]),
            Values::U32(v) => u64::from(v[i]),
        }
    }

    #[inline]
    pub fn set(&mut self, i: u64, x: u64) {
        let i = i as usize;
        match self {
            Values::U8(v) => v[i] = x as u8,
            Values::U16(v) => v[i] = x as u16,
            Values::U32(v) => v[i] = x as u32,
        }
    }

    pub fn max(&self) -> u64 {
        match self {
            Values::U8(v) => v.iter().copied().max().map_or(0, u64::from),
            Values::U16(v) => v.iter().copied().max().map_or(0, u64::from),
            Values::U32(v) => v.iter().copied().max().map_or(0, u64::from),
        }
    }
}

/// Grundy value of every state of the box.
#[derive(Clone, Debug)]
pub struct GrundyTable {
    lay: Layout,
    vals: Values,
}

/// Widest value bitset (in 64-bit words) the single-sweep Grundy method uses. Grundy values
/// are below the pile sum plus one, so this covers pile sums up to 255; wider sets make
/// every OR proportionally dearer, and such boxes (one very long pile) go to the peeling
/// method, whose passes are then cheap per state.
const MAX_SET_WORDS: u64 = 4;

/// Words per value bitset for the single sweep when it applies: `None` if the values may
/// not fit in [`MAX_SET_WORDS`] words or the ring of bitsets plus the value array do not
/// fit the byte budget (all computed with checked arithmetic, before any allocation).
fn set_words(lay: &Layout, width: u64, budget: &Budget) -> Option<u64> {
    // Every move lowers the pile sum, so values are at most `pile_sum`: `pile_sum + 1` bits.
    // Only one- and four-word sweeps are compiled: each width is a separate copy of the
    // hot loop, and the page's wasm download pays for every copy.
    if width != 1 {
        return None;
    }
    let words = match lay.pile_sum.checked_add(1)?.div_ceil(64) {
        1 => 1,
        2..=MAX_SET_WORDS => MAX_SET_WORDS,
        _ => return None,
    };
    let bytes = ring_rows(lay)
        .checked_mul(lay.len.first().copied().unwrap_or(1))?
        .checked_mul(lay.groups.len() as u64)?
        .checked_mul(words.checked_mul(8)?)?
        .checked_add(lay.states.checked_mul(width)?)?;
    (bytes <= budget.max_bytes).then_some(words)
}

/// Rows of cone bitsets the single sweep keeps: the farthest child of a state lies one
/// stride of the outermost axis back, so that many rows plus the current one suffice.
fn ring_rows(lay: &Layout) -> u64 {
    lay.row_stride.last().map_or(1, |&s| s.max(1) + 1)
}

/// Single-sweep Grundy computation with `W`-word value bitsets.
///
/// For each maximal group `g` and state `p`, `S_g[p]` is the set of Grundy values found in
/// `g`'s dominance cone at or below `p` (states `q ≤ p` that differ from `p` only on `g`'s
/// piles). The moves of `p` inside `g` reach exactly the cone minus `p` itself, which is the
/// union of the cones of `p − e_j` for `j ∈ g` with `p_j > 0`, so
/// `G(p) = mex ⋃_g ⋃_j S_g[p − e_j]` and `S_g[p] = {G(p)} ∪ ⋃_j S_g[p − e_j]`. Children have
/// smaller indices, so one pass in index order fills everything: `O(states × Σ|g|)` word
/// ORs, however large the values get (the peeling method needs one pass per value).
///
/// Only the last [`ring_rows`] rows of `S` are alive at any time, so they live in a ring
/// of rows; for a K4 of 150k states that ring is a few hundred KB and stays in cache.
/// Within a row the sets are stored group-major (`[group][position][word]`), so that
/// every step below is a contiguous loop over the row, except the mex itself.
///
/// Each row (the line along axis 0) is done in three steps, so that the only sequential
/// dependency, along the row, is a single register-held set rather than per-group sets
/// going through memory:
/// 1. per group, `raw_g[x]` = the OR of the group's sets at position `x` of the child rows
///    along its other axes; per position, `any[x]` = the OR of `raw_g[x]` over all groups
///    and `with0[x]` = the same over the groups holding axis 0;
/// 2. along the row: a group holding axis 0 sees at `x` all of `S_g[x − 1]`, and the union
///    of those over such groups is the union of `with0[x']` and the values at `x' < x`,
///    kept in `carry`; so `G(x) = mex(carry ∪ any[x])`;
/// 3. `S_g[x] = raw_g[x] ∪ {G(x)}`, prefix-ORed along the row for groups holding axis 0,
///    written into the ring.
fn grundy_sweep<const W: usize, T: Cell>(
    lay: &Layout,
    out: &mut [T],
    progress: &mut impl Progress,
) -> Result<(), TableError> {
    let ng = lay.groups.len();
    let len0 = lay.len.first().copied().unwrap_or(1) as usize;
    let ring_len = ring_rows(lay) as usize;
    let gl = len0 * W;
    let row_words = ng * gl;
    let mut ring: Vec<u64> = alloc_zeroed((ring_len * row_words) as u64)?;
    let n_ax = lay.len.len();
    // Every axis lies in some group, so with any axis at all some group holds axis 0.
    let carry_mask = if lay.groups.iter().any(|g| g.has0) { !0 } else { 0 };
    let mut coord = vec![0u64; n_ax.max(1)];
    let mut raw = vec![0u64; row_words];
    let mut any = vec![0u64; gl];
    let mut with0 = vec![0u64; gl];
    let mut bits = vec![0u64; gl];
    let tick_rows = (TICK_STATES / len0 as u64).max(1);
    let mut next_tick = 0;
    let mut slot = 0usize;
    for (row, out_row) in out.chunks_exact_mut(len0).enumerate() {
        let row = row as u64;
        if row == next_tick {
            if !progress.tick(row * len0 as u64, lay.states) {
                return Err(TableError::Cancelled);
            }
            next_tick += tick_rows;
        }
        // Step 1.
        any.fill(0);
        with0.fill(0);
        for (gi, g) in lay.groups.iter().enumerate() {
            let dst = &mut raw[gi * gl..(gi + 1) * gl];
            let mut first = true;
            for &(k, rs) in &g.others {
                if coord[k] > 0 {
                    // The row stride is below `ring_len`: the child is at most one lap back.
                    let rs = rs as usize;
                    let child = if slot >= rs { slot - rs } else { slot + ring_len - rs };
                    let o = child * row_words + gi * gl;
                    let src = &ring[o..o + gl];
                    if first {
                        dst.copy_from_slice(src);
                        first = false;
                    } else {
                        for (d, &s) in dst.iter_mut().zip(src) {
                            *d |= s;
                        }
                    }
                }
            }
            if first {
                dst.fill(0);
            } else {
                for (a, &d) in any.iter_mut().zip(dst.iter()) {
                    *a |= d;
                }
                if g.has0 {
                    for (z, &d) in with0.iter_mut().zip(dst.iter()) {
                        *z |= d;
                    }
                }
            }
        }
        // Step 2.
        let mut carry = [0u64; W];
        for (x, o) in out_row.iter_mut().enumerate() {
            let a = &any[x * W..x * W + W];
            // Values are at most the pile sum, below 64·W, so some word has a clear bit.
            let mut v = 0usize;
            for w in 0..W {
                let word = carry[w] | a[w];
                if word != !0 {
                    v = w * 64 + (!word).trailing_zeros() as usize;
                    break;
                }
            }
            *o = T::from_u64(v as u64);
            let b = &mut bits[x * W..x * W + W];
            b.fill(0);
            b[v / 64] = 1u64 << (v % 64);
            let z = &with0[x * W..x * W + W];
            for w in 0..W {
                carry[w] |= (z[w] | b[w]) & carry_mask;
            }
        }
        // Step 3.
        let dst = &mut ring[slot * row_words..(slot + 1) * row_words];
        for (gi, g) in lay.groups.iter().enumerate() {
            let d = &mut dst[gi * gl..(gi + 1) * gl];
            let r = &raw[gi * gl..(gi + 1) * gl];
            if g.has0 {
                let mut run = [0u64; W];
                for x in 0..len0 {
                    for (w, acc) in run.iter_mut().enumerate() {
                        let i = x * W + w;
                        *acc |= r[i] | bits[i];
                        d[i] = *acc;
                    }
                }
            } else {
                for ((d, &r), &b) in d.iter_mut().zip(r).zip(&bits) {
                    *d = r | b;
                }
            }
        }
        slot += 1;
        if slot == ring_len {
            slot = 0;
        }
        advance(&mut coord, &lay.len, 1);
    }
    Ok(())
}

fn grundy_sweep_values<const W: usize>(
    lay: &Layout,
    width: u64,
    progress: &mut impl Progress,
) -> Result<Values, TableError> {
    let mut vals = Values::zeroed(width, lay.states)?;
    // The sweep runs only for pile sums below 256 (see `set_words`), so values fit a byte.
    match &mut vals {
        Values::U8(v) => grundy_sweep::<W, u8>(lay, v, progress)?,
        _ => {
            return Err(TableError::InvalidGame(
                "internal: single-sweep Grundy values wider than a byte".into(),
            ))
        }
    }
    Ok(vals)
}

impl GrundyTable {
    /// Computes Grundy values in one sweep over the box with per-group bitsets of the
    /// values present in each dominance cone (see [`grundy_sweep`]); memory is the value
    /// array plus `groups × 8·⌈(pile sum + 1)/64⌉` bytes per state of the last
    /// `states / (outermost pile + 1)` states. When the pile sum is 256 or more, or that
    /// ring does not fit the byte budget, it falls back to peeling kernels (see
    /// [`GrundyTable::build_by_peeling`]), which needs only bits per state.
    /// Progress `done` counts states already valued.
    pub fn build(game: &PileGame, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        let lay = Layout::new(game, budget)?;
        let width = Values::width(lay.pile_sum)
            .ok_or_else(|| too_large(Some(lay.states), None, "Grundy values too wide"))?;
        let vals = match set_words(&lay, width, budget) {
            Some(1) => grundy_sweep_values::<1>(&lay, width, progress)?,
            Some(MAX_SET_WORDS) => grundy_sweep_values::<{ MAX_SET_WORDS as usize }>(&lay, width, progress)?,
            _ => return Self::peel(lay, width, budget, progress),
        };
        if !progress.tick(lay.states, lay.states) {
            return Err(TableError::Cancelled);
        }
        Ok(GrundyTable { lay, vals })
    }

    /// The fallback method of [`GrundyTable::build`], always used: peels kernels, pass `k`
    /// finding the states still unvalued that have no move to another state found in the
    /// same pass; those have value `k`. Each pass is an outcome-style bit-parallel sweep,
    /// and there are `1 + max value` passes, so it is slow for large values but needs only
    /// `1 + groups` bits per state besides the values. Public (hidden) so that tests can
    /// check both methods on the same games.
    #[doc(hidden)]
    pub fn build_by_peeling(
        game: &PileGame,
        budget: &Budget,
        progress: &mut impl Progress,
    ) -> Result<Self, TableError> {
        let lay = Layout::new(game, budget)?;
        let width = Values::width(lay.pile_sum)
            .ok_or_else(|| too_large(Some(lay.states), None, "Grundy values too wide"))?;
        Self::peel(lay, width, budget, progress)
    }

    fn peel(
        lay: Layout,
        width: u64,
        budget: &Budget,
        progress: &mut impl Progress,
    ) -> Result<Self, TableError> {
        lay.check_bytes(1, lay.states.checked_mul(width), budget)?;
        let mut vals = Values::zeroed(width, lay.states)?;
        let mut e = alloc_zeroed::<u64>(lay.rows.words)?;
        lay.rows.fill_ones(&mut e);
        let mut d = alloc_zeroed::<u64>(lay.drows.words)?;
        peel_values(&mut vals, lay.states, lay.pile_sum, progress, |record, tick| {
            // Rows before the first unvalued state hold no kernel state, so their D rows
            // are zero; rows after the last one cannot influence this pass's kernel.
            let Some(span) = lay.rows.span(&e) else { return Ok(false) };
            let clear = lay.drows.words_before(span.0);
            d[..clear].fill(0);
            sweep(&lay, &mut d, &mut e, true, span, record, tick)?;
            Ok(true)
        })?;
        Ok(GrundyTable { lay, vals })
    }

    /// Number of states in the table's box.
    pub fn states(&self) -> u64 {
        self.lay.states
    }

    /// Grundy value of `piles`, or `None` when it is outside the box.
    pub fn try_grundy(&self, piles: &[u64]) -> Option<u64> {
        self.lay.state_index(piles).map(|i| self.vals.get(i))
    }

    /// Grundy value of `piles`; 0 when `piles` is outside the box.
    pub fn grundy(&self, piles: &[u64]) -> u64 {
        self.try_grundy(piles).unwrap_or(0)
    }

    /// Largest Grundy value in the box.
    pub fn max_grundy(&self) -> u64 {
        self.vals.max()
    }
}

/// Remoteness (Smith) of every state: the number of moves left when the winner hurries and
/// the loser delays. Even values are P-positions, odd values N-positions.
#[derive(Clone, Debug)]
pub struct RemotenessTable {
    lay: Layout,
    vals: Values,
}

/// Fixed-width value cell used by the remoteness sweep.
pub(crate) trait Cell: Copy + Ord + Default {
    const INF: Self;
    fn from_u64(x: u64) -> Self;
    fn to_u64(self) -> u64;
}

macro_rules! cell {
    ($t:ty) => {
        impl Cell for $t {
            const INF: Self = <$t>::MAX;
            #[inline(always)]
            fn from_u64(x: u64) -> Self {
                x as $t
            }
            #[inline(always)]
            fn to_u64(self) -> u64 {
                u64::from(self)
            }
        }
    };
}
cell!(u8);
cell!(u16);
cell!(u32);

/// Remoteness over the box with per-group prefix tables, interleaved by group so one
/// state's entries share a cache line: `mx[s·G+g]` = max remoteness over the group cone of
/// `s`, `mn[s·G+g]` = min remoteness over the P-states of that cone.
fn remoteness_sweep<T: Cell>(lay: &Layout, progress: &mut impl Progress) -> Result<Vec<T>, TableError> {
    let ng = lay.groups.len() as u64;
    let n = lay.states;
    let mut r: Vec<T> = alloc_zeroed(n)?;
    let cells = n.checked_mul(ng).ok_or_else(|| too_large(Some(n), None, "overflow"))?;
    let mut mx: Vec<T> = alloc_zeroed(cells)?;
    let mut mn: Vec<T> = alloc_zeroed(cells)?;
    let groups: Vec<Vec<(usize, usize)>> =
        lay.groups.iter().map(|g| g.axes.iter().map(|&k| (k, lay.stride[k] as usize)).collect()).collect();
    let ng = ng as usize;
    let n_ax = lay.len.len();
    let mut coord = vec![0u64; n_ax];
    let mut gmx = vec![T::default(); ng];
    let mut gmn = vec![T::INF; ng];
    for s in 0..n as usize {
        if (s as u64).is_multiple_of(TICK_STATES) && !progress.tick(s as u64, n) {
            return Err(TableError::Cancelled);
        }
        let mut best_max = T::default();
        let mut best_min = T::INF;
        for (g, axes) in groups.iter().enumerate() {
            let mut a = T::default();
            let mut b = T::INF;
            for &(k, st) in axes {
                if coord[k] > 0 {
                    let t = (s - st) * ng + g;
                    a = a.max(mx[t]);
                    b = b.min(mn[t]);
                }
            }
            gmx[g] = a;
            gmn[g] = b;
            best_max = best_max.max(a);
            best_min = best_min.min(b);
        }
        // Every axis lies in a group, so only the all-zero state is terminal.
        let is_p = best_min == T::INF;
        let v = if s == 0 {
            T::default()
        } else if is_p {
            T::from_u64(best_max.to_u64() + 1)
        } else {
            T::from_u64(best_min.to_u64() + 1)
        };
        r[s] = v;
        for g in 0..ng {
            mx[s * ng + g] = gmx[g].max(v);
            mn[s * ng + g] = if is_p { gmn[g].min(v) } else { gmn[g] };
        }
        advance(&mut coord, &lay.len, 0);
    }
    if !progress.tick(n, n) {
        return Err(TableError::Cancelled);
    }
    Ok(r)
}

impl RemotenessTable {
    /// Computes remoteness with per-group prefix max / prefix min-over-P tables:
    /// `O(states × Σ|g|)` word operations and `(1 + 2·groups)` values per state, each
    /// value 1, 2 or 4 bytes depending on the pile sum (which bounds remoteness).
    pub fn build(game: &PileGame, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        let lay = Layout::new(game, budget)?;
        let width = Values::width(lay.pile_sum)
            .ok_or_else(|| too_large(Some(lay.states), None, "remoteness values too wide"))?;
        let per_state = (1 + 2 * lay.groups.len() as u64).checked_mul(width);
        let bytes = per_state.and_then(|p| p.checked_mul(lay.states));
        match bytes {
            Some(b) if b <= budget.max_bytes => {}
            b => return Err(too_large(Some(lay.states), b, "memory exceeds the budget")),
        }
        let vals = match width {
            1 => Values::U8(remoteness_sweep::<u8>(&lay, progress)?),
            2 => Values::U16(remoteness_sweep::<u16>(&lay, progress)?),
            _ => Values::U32(remoteness_sweep::<u32>(&lay, progress)?),
        };
        Ok(RemotenessTable { lay, vals })
    }

    /// Number of states in the table's box.
    pub fn states(&self) -> u64 {
        self.lay.states
    }

    /// Remoteness of `piles`, or `None` when it is outside the box.
    pub fn try_remoteness(&self, piles: &[u64]) -> Option<u64> {
        self.lay.state_index(piles).map(|i| self.vals.get(i))
    }

    /// Remoteness of `piles`; 0 when `piles` is outside the box.
    pub fn remoteness(&self, piles: &[u64]) -> u64 {
        self.try_remoteness(piles).unwrap_or(0)
    }
}

impl fmt::Display for PileGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "piles {:?} groups {:?}", self.piles, self.groups)
    }
}

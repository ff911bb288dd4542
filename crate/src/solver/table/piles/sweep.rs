//! The bit-parallel kernel sweep of piles-and-groups games: the P-positions in one pass, or
//! one pass of Grundy peeling.

use super::PileLayout;

use crate::solver::table::budget::{TableError, Ticker};
use crate::solver::table::threads::{get_row, put_row, Bits};

/// One sweep over all rows computing the "kernel" set: states in `E` (all states when
/// `mask_e` is false) with no move into the set itself. With `mask_e` false that is the
/// P-set, written to `target`; with `mask_e` true `target` holds `E` and is replaced by
/// `E \ kernel`. `d` receives the per-group prefix-OR tables of the kernel; `record` is
/// called with the state index of each kernel state.
pub(crate) fn kernel_sweep(
    lay: &PileLayout,
    d: &mut [u64],
    target: &mut [u64],
    mask_e: bool,
    (lo, hi): (u64, u64),
    mut record: impl FnMut(u64),
    mut tick: impl FnMut(u64) -> bool,
) -> Result<(), TableError> {
    let rl = &lay.idx.rows;
    let mut coord = lay.idx.row_coords(lo);
    let mut ticker = Ticker::new(lo, rl.len);
    // Rows of up to 64 positions are packed several to a word; longer ones take whole words.
    let kernel = Kernel::new(lay, mask_e);
    let mut scratch = kernel.scratch();
    // One loop per kind of row, so the choice is made once, not per row.
    match (&kernel, &mut scratch) {
        (Kernel::Packed(k), Scratch::Packed { acc, tmp }) => {
            for r in lo..hi {
                ticker.row(r, || tick(r * rl.len))?;
                k.row(acc, tmp, r, &coord, d, target, &mut record);
                lay.idx.next_row(&mut coord);
            }
        }
        (Kernel::Wide(k), Scratch::Wide { av, c, e }) => {
            for r in lo..hi {
                ticker.row(r, || tick(r * rl.len))?;
                k.row(av, c, e, r, &coord, d, target, &mut record)?;
                lay.idx.next_row(&mut coord);
            }
        }
        _ => return Err(TableError::InvalidGame("internal: row buffers of the other layout".into())),
    }
    Ok(())
}

/// [`kernel_sweep`] over the whole box without recording, on `threads` threads (see
/// [`crate::solver::table::threads`]): the same bits as the sequential sweep.
#[cfg(feature = "parallel")]
pub(crate) fn kernel_sweep_blocks(
    lay: &PileLayout,
    d: &mut [u64],
    target: &mut [u64],
    mask_e: bool,
    threads: usize,
    tick: impl FnMut(u64) -> bool,
) -> Result<(), TableError> {
    use crate::solver::table::threads::{fill_blocks, Shared};
    let kernel = Kernel::new(lay, mask_e);
    let (d, target) = (Shared::new(d), Shared::new(target));
    fill_blocks(
        &lay.idx,
        threads,
        lay.idx.rows.len,
        || kernel.scratch(),
        |scratch, r, coord| {
            let (mut d, mut target) = (d, target);
            kernel.row(scratch, r, coord, &mut d, &mut target, &mut |_| {})
        },
        tick,
    )
}

/// What fills one row, for packed or wide rows.
enum Kernel<'a> {
    Packed(Packed<'a>),
    Wide(Wide<'a>),
}

/// A row's working buffers.
enum Scratch {
    Packed { acc: Vec<u64>, tmp: Vec<u64> },
    Wide { av: Vec<u64>, c: Vec<u64>, e: Vec<u64> },
}

impl<'a> Kernel<'a> {
    fn new(lay: &'a PileLayout, mask_e: bool) -> Self {
        let any0 = lay.groups.iter().any(|g| g.has0);
        if lay.idx.rows.wpr == 0 {
            let n_ax = lay.idx.len.len();
            Kernel::Packed(Packed {
                lay,
                masks: CellMasks::new(lay),
                axes: (1..n_ax).map(|j| (j, lay.idx.row_stride[j])).collect(),
                any0,
                mask_e,
            })
        } else {
            Kernel::Wide(Wide { lay, any0, mask_e })
        }
    }

    fn scratch(&self) -> Scratch {
        match self {
            Kernel::Packed(k) => Scratch::Packed { acc: vec![0; k.masks.nw], tmp: vec![0; k.masks.nw] },
            Kernel::Wide(k) => {
                let w = k.lay.idx.rows.wpr;
                Scratch::Wide { av: vec![0; k.lay.groups.len() * w], c: vec![0; w], e: vec![0; w] }
            }
        }
    }

    /// Fills row `r` (coordinates `coord`) of `target` and of the prefix tables `d` from the
    /// rows one step back on each outer axis; `record` sees each kernel state. (The
    /// sequential sweep matches the kind of row once, outside its loop.)
    #[cfg(feature = "parallel")]
    #[inline(always)]
    fn row<B: Bits + ?Sized>(
        &self,
        scratch: &mut Scratch,
        r: u64,
        coord: &[u64],
        d: &mut B,
        target: &mut B,
        record: &mut impl FnMut(u64),
    ) -> Result<(), TableError> {
        match (self, scratch) {
            (Kernel::Packed(k), Scratch::Packed { acc, tmp }) => {
                k.row(acc, tmp, r, coord, d, target, record);
                Ok(())
            }
            (Kernel::Wide(k), Scratch::Wide { av, c, e }) => k.row(av, c, e, r, coord, d, target, record),
            _ => Err(TableError::InvalidGame("internal: row buffers of the other layout".into())),
        }
    }
}

/// Rows of at most 64 positions.
struct Packed<'a> {
    lay: &'a PileLayout,
    masks: CellMasks,
    /// `(axis, row stride)` of the outer axes.
    axes: Vec<(usize, u64)>,
    /// Whether some group holds axis 0, so that a row holds at most one kernel state.
    any0: bool,
    mask_e: bool,
}

impl Packed<'_> {
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn row<B: Bits + ?Sized>(
        &self,
        acc: &mut [u64],
        tmp: &mut [u64],
        r: u64,
        coord: &[u64],
        d: &mut B,
        target: &mut B,
        record: &mut impl FnMut(u64),
    ) {
        let CellMasks { nw, word_bits, sb, full, ref rep, ref real, ref has0, ref amask, ref steps } =
            self.masks;
        let rl = &self.lay.idx.rows;
        let dl = &self.lay.drows;
        acc.fill(0);
        for &(j, rs) in &self.axes {
            if coord[j] > 0 {
                let m = &amask[j];
                if nw == 1 {
                    acc[0] |= get_row(dl, d, r - rs) & m[0];
                } else {
                    d.or_words(((r - rs) as usize) * nw, acc, m);
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
        let e = if self.mask_e { get_row(rl, target, r) } else { full };
        let cand = e & !c;
        // With a group containing axis 0, the first candidate is the row's only P-state:
        // it blocks every later position through that group. No earlier position can
        // block it, because those D_g rows are upward closed along axis 0, so a blocking
        // bit before the candidate would also be set at the candidate, in C.
        let p = if self.any0 { cand & cand.wrapping_neg() } else { cand };
        for k in 0..nw {
            let v = acc[k] | (p.wrapping_mul(rep[k]) & real[k]);
            let mut h = v & has0[k];
            if h != 0 {
                for (t, m) in steps {
                    h |= (h << t) & m[k];
                }
            }
            tmp[k] = (v & !has0[k]) | h;
        }
        if nw == 1 {
            put_row(dl, d, r, tmp[0]);
        } else {
            d.store_words((r as usize) * nw, tmp);
        }
        put_row(rl, target, r, if self.mask_e { e & !p } else { p });
        let mut bits = p;
        while bits != 0 {
            record(r * rl.len + u64::from(bits.trailing_zeros()));
            bits &= bits - 1;
        }
    }
}

/// Rows longer than 64 positions, each a run of whole words.
struct Wide<'a> {
    lay: &'a PileLayout,
    any0: bool,
    mask_e: bool,
}

impl Wide<'_> {
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn row<B: Bits + ?Sized>(
        &self,
        av: &mut [u64],
        c: &mut [u64],
        e: &mut [u64],
        r: u64,
        coord: &[u64],
        d: &mut B,
        target: &mut B,
        record: &mut impl FnMut(u64),
    ) -> Result<(), TableError> {
        let lay = self.lay;
        let rl = &lay.idx.rows;
        let ngu = lay.gp;
        let w = rl.wpr;
        c.fill(0);
        for (gi, g) in lay.groups.iter().enumerate() {
            let a = &mut av[gi * w..(gi + 1) * w];
            a.fill(0);
            for &(j, rs) in &g.others {
                if coord[j] > 0 {
                    let s = (((r - rs) * ngu) as usize + gi) * w;
                    for (k, x) in a.iter_mut().enumerate() {
                        *x |= d.load(s + k);
                    }
                }
            }
            for (x, y) in c.iter_mut().zip(a.iter()) {
                *x |= *y;
            }
        }
        let base = (r as usize) * w;
        if self.mask_e {
            for (k, x) in e.iter_mut().enumerate() {
                *x = target.load(base + k);
            }
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
        if !self.any0 {
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
            d.store_words(((r * ngu) as usize + gi) * w, a);
        }
        if !self.mask_e {
            e.fill(0);
        }
        if let Some((k, x)) = p_at {
            // Outcome mode: the row is just its P-state; peeling: E loses it.
            e[k] ^= 1u64 << x;
        }
        target.store_words(base, e);
        if let Some((k, x)) = p_at {
            record(r * rl.len + (k as u64) * 64 + u64::from(x));
        }
        Ok(())
    }
}

/// The word masks of a packed sweep. One row of cells (all groups' prefix rows side by
/// side) is handled as `nw` words at once, so each earlier row is read once per axis, not
/// once per (group, axis), and the per-group work is word-parallel too.
struct CellMasks {
    /// Words per row of cells.
    nw: usize,
    /// Bits used per word.
    word_bits: u64,
    /// Bits per cell.
    sb: u64,
    /// The valid positions of one row.
    full: u64,
    /// Per word: one bit per cell, to replicate a row into every cell.
    rep: Vec<u64>,
    /// Per word: the cells of real groups.
    real: Vec<u64>,
    /// Per word: the cells of groups containing axis 0.
    has0: Vec<u64>,
    /// Per axis and word: the cells of groups containing the axis.
    amask: Vec<Vec<u64>>,
    /// Doubling steps of a prefix-OR confined to each cell: a step of `t` may only land on
    /// positions ≥ t of a cell.
    steps: Vec<(u32, Vec<u64>)>,
}

impl CellMasks {
    fn new(lay: &PileLayout) -> Self {
        let rl = &lay.idx.rows;
        let n_ax = lay.idx.len.len();
        let dl = &lay.drows;
        let full = rl.mask;
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
        CellMasks { nw, word_bits, sb, full, rep, real, has0, amask, steps }
    }
}

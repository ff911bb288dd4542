//! The bit-parallel kernel sweep of piles-and-groups games: the P-positions in one pass, or
//! one pass of Grundy peeling.

use super::PileLayout;
use std::ops::Range;

use crate::solver::table::budget::{TableError, Ticker};
use crate::solver::table::rows::RowLayout;

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
    record: impl FnMut(u64),
    tick: impl FnMut(u64) -> bool,
) -> Result<(), TableError> {
    let rl = &lay.idx.rows;
    let pass = Pass {
        lay,
        rl,
        coord: lay.idx.row_coords(lo),
        ticker: Ticker::new(lo, rl.len),
        any0: lay.groups.iter().any(|g| g.has0),
        rows: lo..hi,
        mask_e,
        record,
        tick,
    };
    // Rows of up to 64 positions are packed several to a word; longer ones take whole words.
    if rl.wpr == 0 {
        packed_rows(pass, d, target)
    } else {
        wide_rows(pass, d, target)
    }
}

/// What a kernel sweep starts from, whichever way its rows are stored.
struct Pass<'a, R, T> {
    lay: &'a PileLayout,
    rl: &'a RowLayout,
    /// Coordinates of the current row.
    coord: Vec<u64>,
    ticker: Ticker,
    /// Whether some group holds axis 0, so that a row holds at most one kernel state.
    any0: bool,
    rows: Range<u64>,
    mask_e: bool,
    record: R,
    tick: T,
}

/// [`kernel_sweep`] for rows of at most 64 positions.
fn packed_rows<R: FnMut(u64), T: FnMut(u64) -> bool>(
    pass: Pass<'_, R, T>,
    d: &mut [u64],
    target: &mut [u64],
) -> Result<(), TableError> {
    let Pass { lay, rl, mut coord, mut ticker, any0, rows, mask_e, mut record, mut tick } = pass;
    let idx = &lay.idx;
    let n_ax = idx.len.len();
    let CellMasks { nw, word_bits, sb, full, rep, real, has0, amask, steps } = CellMasks::new(lay);
    let dl = &lay.drows;
    let axes: Vec<(usize, u64)> = (1..n_ax).map(|j| (j, idx.row_stride[j])).collect();
    let mut acc = vec![0u64; nw];
    let mut tmp = vec![0u64; nw];
    for r in rows.clone() {
        ticker.row(r, || tick(r * rl.len))?;
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
        idx.next_row(&mut coord);
    }
    Ok(())
}

/// [`kernel_sweep`] for rows longer than 64 positions, each a run of whole words.
fn wide_rows<R: FnMut(u64), T: FnMut(u64) -> bool>(
    pass: Pass<'_, R, T>,
    d: &mut [u64],
    target: &mut [u64],
) -> Result<(), TableError> {
    let Pass { lay, rl, mut coord, mut ticker, any0, rows, mask_e, mut record, mut tick } = pass;
    let ng = lay.groups.len();
    let ngu = lay.gp;
    let w = rl.wpr;
    let mut av = vec![0u64; ng * w];
    let mut c = vec![0u64; w];
    let mut e = vec![0u64; w];
    for r in rows.clone() {
        ticker.row(r, || tick(r * rl.len))?;
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
        lay.idx.next_row(&mut coord);
    }
    Ok(())
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

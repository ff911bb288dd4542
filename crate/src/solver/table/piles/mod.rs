//! Piles-and-groups games and their box layout: piles become axes, groups become bitmasks
//! of axes with their prefix tables laid out beside each row.

mod grundy;
mod outcome;
mod remoteness;
mod sweep;

use std::fmt;

use crate::solver::table::budget::{alloc_zeroed, too_large, Budget, Progress, TableError};
use crate::solver::table::index::{BoxIndex, Sealed, TableLayout};
use crate::solver::table::outcome::OutcomeJob;
use crate::solver::table::peel::peel_values;
use crate::solver::table::rows::RowLayout;
use crate::solver::table::values::{Cell, Values};
use crate::solver::table::TableGame;

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

impl fmt::Display for PileGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "piles {:?} groups {:?}", self.piles, self.groups)
    }
}

impl Sealed for PileGame {}

impl TableGame for PileGame {
    type State<'a> = &'a [u64];
    type Layout = PileLayout;

    fn layout(&self, budget: &Budget) -> Result<PileLayout, TableError> {
        PileLayout::new(self, budget)
    }

    fn state_index(layout: &PileLayout, piles: &[u64]) -> Option<u64> {
        layout.state_index(piles)
    }
}

/// A group after reduction to internal axes.
#[derive(Clone, Debug)]
pub struct IGroup {
    /// Internal axes of the group.
    pub axes: Vec<usize>,
    /// Whether axis 0 (the row axis) belongs to the group.
    pub has0: bool,
    /// `(axis, row stride)` for the group's axes other than axis 0.
    pub others: Vec<(usize, u64)>,
}

/// Dense indexing of the box, with piles that can never move removed, and the groups
/// reduced to the maximal ones over the remaining axes.
#[derive(Clone, Debug)]
pub struct PileLayout {
    pub idx: BoxIndex,
    /// Layout of the prefix tables: all groups' copies of a row are adjacent (row-major
    /// `row × groups + group`), so the reads of one earlier row for every group containing
    /// an axis touch one cache line instead of one per group.
    pub drows: RowLayout,
    /// Bits per (row, group) cell of `drows`: the packed row width, or whole words.
    pub cell_bits: u64,
    /// Cells per row of `drows`: the group count, rounded up to a power of two for packed
    /// rows so that a row of cells is itself a power-of-two width.
    pub gp: u64,
    /// Maximal distinct groups; a group contained in another adds no move.
    pub groups: Vec<IGroup>,
    /// Original group → (its internal axes, an internal group containing it).
    pub orig_groups: Vec<Option<(Vec<usize>, usize)>>,
}

impl PileLayout {
    pub fn new(game: &PileGame, budget: &Budget) -> Result<Self, TableError> {
        let n = game.piles.len();
        let mut in_group = vec![false; n];
        let mut clean: Vec<Vec<usize>> = Vec::with_capacity(game.groups.len());
        for (gi, g) in game.groups.iter().enumerate() {
            let mut v = Vec::with_capacity(g.len());
            for &j in g {
                if j >= n {
                    return Err(TableError::InvalidGame(format!(
                        "group {gi} names pile {j}, but there are only {} piles",
                        crate::words::Count(n as u64)
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
        let idx = BoxIndex::new(&game.piles, |j| in_group[j], 1, budget)?;
        let mut internal = vec![usize::MAX; n];
        for (k, &j) in idx.axes.iter().enumerate() {
            internal[j] = k;
        }
        let n_ax = idx.axes.len();

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
        let axes_of = |m: u64| -> Vec<usize> { (0..n_ax).filter(|&k| m >> k & 1 == 1).collect() };
        let groups: Vec<IGroup> = maximal
            .iter()
            .map(|&m| {
                let axes = axes_of(m);
                IGroup {
                    has0: m & 1 == 1,
                    others: axes.iter().filter(|&&k| k != 0).map(|&k| (k, idx.row_stride[k])).collect(),
                    axes,
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
                Some((axes_of(m), h))
            })
            .collect();
        let ng = groups.len().max(1) as u64;
        let rows = &idx.rows;
        let (cell_bits, gp) =
            if rows.wpr == 0 { (rows.bits, ng.next_power_of_two()) } else { (rows.bits, ng) };
        let drows = gp
            .checked_mul(cell_bits)
            .and_then(|b| RowLayout::new(b, rows.rows))
            .ok_or_else(|| too_large(Some(idx.size), None, "row layout overflows"))?;
        Ok(PileLayout { idx, drows, cell_bits, gp, groups, orig_groups })
    }

    /// Dense index of `piles` in the value arrays, or `None` outside the box.
    pub fn state_index(&self, piles: &[u64]) -> Option<u64> {
        self.idx.coords(piles).map(|c| self.idx.index_of(&c))
    }

    /// Bit of group `h`'s prefix table at state `c`.
    pub fn dbit(&self, d: &[u64], h: u64, c: &[u64]) -> bool {
        let x = h * self.cell_bits + c.first().copied().unwrap_or(0);
        self.drows.bit(d, self.idx.row_of(c), x)
    }
}

impl TableLayout for PileLayout {
    type OutcomeBits = outcome::PileBits;

    fn index(&self) -> &BoxIndex {
        &self.idx
    }

    fn states(&self) -> u64 {
        self.idx.size
    }

    /// The state bitset plus every group's prefix table.
    fn sweep_words(&self) -> Option<u64> {
        self.idx.rows.words.checked_add(self.drows.words)
    }

    fn outcome_sweep(&self, job: OutcomeJob<'_>) -> Result<outcome::PileBits, TableError> {
        outcome::outcome_sweep(self, job)
    }

    /// A ring of rows of value sets, one set per group and position.
    fn grundy_set_bytes(&self, words: u64) -> Option<u64> {
        self.idx
            .ring_rows()
            .checked_mul(self.idx.row_len())?
            .checked_mul(self.groups.len() as u64)?
            .checked_mul(words.checked_mul(8)?)
    }

    fn grundy_sweep<const W: usize>(
        &self,
        out: &mut [u8],
        progress: &mut impl Progress,
    ) -> Result<(), TableError> {
        grundy::grundy_sweep::<W, u8>(self, out, progress)
    }

    fn peel(&self, vals: &mut Values, progress: &mut impl Progress) -> Result<(), TableError> {
        let rows = &self.idx.rows;
        let mut e = alloc_zeroed::<u64>(rows.words)?;
        rows.fill_ones(&mut e);
        let mut d = alloc_zeroed::<u64>(self.drows.words)?;
        peel_values(vals, self.idx.size, self.idx.sum, progress, |record, tick| {
            // Rows before the first unvalued state hold no kernel state, so their D rows
            // are zero; rows after the last one cannot influence this pass's kernel.
            let Some(span) = rows.span(&e) else { return Ok(false) };
            let clear = self.drows.words_before(span.0);
            d[..clear].fill(0);
            sweep::kernel_sweep(self, &mut d, &mut e, true, span, record, tick)?;
            Ok(true)
        })
    }

    fn remoteness_groups(&self) -> usize {
        self.groups.len()
    }

    fn remoteness<T: Cell>(&self, progress: &mut impl Progress) -> Result<Vec<T>, TableError> {
        remoteness::remoteness_sweep(self, progress)
    }
}

//! The remoteness sweep of a piles-and-groups game.

use super::PileLayout;
use crate::solver::table::budget::{alloc_zeroed, too_large, Progress, TableError, TICK_STATES};
use crate::solver::table::values::Cell;

/// Remoteness over the box with per-group prefix tables, interleaved by group so one
/// state's entries share a cache line: `mx[s·G+g]` = max remoteness over the group cone of
/// `s`, `mn[s·G+g]` = min remoteness over the P-states of that cone.
pub(super) fn remoteness_sweep<T: Cell>(
    lay: &PileLayout,
    progress: &mut impl Progress,
) -> Result<Vec<T>, TableError> {
    let idx = &lay.idx;
    let ng = lay.groups.len() as u64;
    let n = idx.size;
    let mut r: Vec<T> = alloc_zeroed(n)?;
    let cells = n.checked_mul(ng).ok_or_else(|| too_large(Some(n), None, "overflow"))?;
    let mut mx: Vec<T> = alloc_zeroed(cells)?;
    let mut mn: Vec<T> = alloc_zeroed(cells)?;
    let groups: Vec<Vec<(usize, usize)>> =
        lay.groups.iter().map(|g| g.axes.iter().map(|&k| (k, idx.stride[k] as usize)).collect()).collect();
    let ng = ng as usize;
    let mut coord = vec![0u64; idx.len.len()];
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
        idx.next_state(&mut coord);
    }
    Ok(r)
}

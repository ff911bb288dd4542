//! The remoteness sweep of Walking Nim.

use super::WalkLayout;
use crate::solver::table::budget::{alloc_zeroed, too_large, Progress, TableError, TICK_STATES};
use crate::solver::table::values::Cell;

/// Per (vertex u, axis k) pair: `mx` = max remoteness of layer u along axis k at or below
/// the coordinate, `mn` = min over the P-states there; interleaved by pair.
pub(super) fn walk_remoteness<T: Cell>(
    lay: &WalkLayout,
    progress: &mut impl Progress,
) -> Result<Vec<T>, TableError> {
    let nv = lay.vertices;
    let np = lay.pairs.len();
    let b = lay.idx.size;
    let mut r: Vec<T> = alloc_zeroed(lay.states)?;
    let cells = b.checked_mul(np as u64).ok_or_else(|| too_large(Some(lay.states), None, "overflow"))?;
    let mut mx: Vec<T> = alloc_zeroed(cells)?;
    let mut mn: Vec<T> = alloc_zeroed(cells)?;
    let n_ax = lay.idx.len.len();
    let mut coord = vec![0u64; n_ax];
    let mut is_p = vec![false; nv];
    let b_us = b as usize;
    for s in 0..b_us {
        if (s as u64).is_multiple_of(TICK_STATES) && !progress.tick(s as u64 * nv as u64, lay.states) {
            return Err(TableError::Cancelled);
        }
        for v in 0..nv {
            let mut best_max = T::default();
            let mut best_min = T::INF;
            let mut terminal = true;
            for &(k, far, _) in &lay.inc[v] {
                if coord[k] > 0 {
                    terminal = false;
                    let t = (s - lay.idx.stride[k] as usize) * np + far;
                    best_max = best_max.max(mx[t]);
                    best_min = best_min.min(mn[t]);
                }
            }
            let p = best_min == T::INF;
            let val = if terminal {
                T::default()
            } else if p {
                T::from_u64(best_max.to_u64() + 1)
            } else {
                T::from_u64(best_min.to_u64() + 1)
            };
            r[v * b_us + s] = val;
            is_p[v] = p;
        }
        for (pi, &(u, k)) in lay.pairs.iter().enumerate() {
            let val = r[u * b_us + s];
            let (mut a, mut m) = if coord[k] > 0 {
                let t = (s - lay.idx.stride[k] as usize) * np + pi;
                (mx[t], mn[t])
            } else {
                (T::default(), T::INF)
            };
            a = a.max(val);
            if is_p[u] {
                m = m.min(val);
            }
            mx[s * np + pi] = a;
            mn[s * np + pi] = m;
        }
        lay.idx.next_state(&mut coord);
    }
    Ok(r)
}

//! Grundy values by "kernel peeling", shared by the Edge-Nim and Walking Nim engines.

use super::budget::{finish, Progress, TableError};
use super::values::Values;

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
    finish(progress, total)
}

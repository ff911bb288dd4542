//! Enumerating the targets of moves within one group of a piles-and-groups game.

/// Calls `visit` with every target reachable by lowering at least one of `group`'s piles
/// (all other piles unchanged), in lexicographic odometer order. `visit` returns `false` to
/// stop early. The caller bounds the work: the sub-box below `piles` on the group.
pub fn group_targets(piles: &[u64], group: &[usize], mut visit: impl FnMut(&[u64]) -> bool) {
    let mut target = piles.to_vec();
    let mut lowered = vec![0u64; group.len()];
    let radix: Vec<u64> = group.iter().map(|&j| piles[j].saturating_add(1)).collect();
    for &j in group {
        target[j] = 0;
    }
    loop {
        if target != piles && !visit(&target) {
            return;
        }
        if !crate::odometer::step(&mut lowered, &radix) {
            return;
        }
        for (&j, &x) in group.iter().zip(&lowered) {
            target[j] = x;
        }
    }
}

/// Calls `visit` with every target of `group` whose group piles sum to `sum` (the other
/// piles unchanged), without scanning the sub-box: each prefix is extended only when the
/// remaining piles can still reach the sum. Stops when `visit` returns `false`.
pub fn group_targets_with_sum(
    piles: &[u64],
    group: &[usize],
    sum: u64,
    mut visit: impl FnMut(&[u64]) -> bool,
) {
    let capacity: Vec<u64> = {
        // capacity[i] = most the piles group[i..] can hold.
        let mut c = vec![0u64; group.len() + 1];
        for i in (0..group.len()).rev() {
            c[i] = c[i + 1].saturating_add(piles[group[i]]);
        }
        c
    };
    if sum > capacity[0] {
        return;
    }
    let mut target = piles.to_vec();
    fn go(
        i: usize,
        remaining: u64,
        piles: &[u64],
        group: &[usize],
        capacity: &[u64],
        target: &mut Vec<u64>,
        visit: &mut dyn FnMut(&[u64]) -> bool,
    ) -> bool {
        if i == group.len() {
            return remaining != 0 || target[..] == piles[..] || visit(target);
        }
        let j = group[i];
        let low = remaining.saturating_sub(capacity[i + 1]);
        let high = remaining.min(piles[j]);
        for x in low..=high {
            target[j] = x;
            if !go(i + 1, remaining - x, piles, group, capacity, target, visit) {
                return false;
            }
        }
        target[j] = piles[j];
        true
    }
    go(0, sum, piles, group, &capacity, &mut target, &mut visit);
}

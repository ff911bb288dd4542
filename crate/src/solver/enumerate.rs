//! Enumerating the targets of moves of a piles-and-groups game, within one group or in
//! the whole game.

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

/// The group a move from `piles` to `target` is listed at: [`crate::rules::listed_at`], the
/// lowest-numbered group holding every pile the move lowers.
pub fn listing_group(groups: &[Vec<usize>], piles: &[u64], target: &[u64]) -> Option<usize> {
    let lowered = (0..piles.len()).filter(|&j| piles[j] != target[j]);
    crate::rules::listed_at(0..groups.len(), lowered, |g, j| groups[g].contains(&j))
}

/// Visits every move target of the game, group by group, each resulting position once: at
/// the group it is listed at ([`listing_group`]). Stops when `visit` returns `false`.
/// `visit` is a trait object, not a generic: the enumeration is compiled once, not once per
/// caller (each copy weighed on the page's wasm download).
pub fn for_each_target(piles: &[u64], groups: &[Vec<usize>], visit: &mut dyn FnMut(usize, &[u64]) -> bool) {
    // The groups holding each pile, in increasing order: the candidates for a move that
    // lowers it.
    let mut holders = vec![Vec::new(); piles.len()];
    for (g, group) in groups.iter().enumerate() {
        for &j in group {
            if let Some(h) = holders.get_mut(j).filter(|h| h.last() != Some(&g)) {
                h.push(g);
            }
        }
    }
    let mut going = true;
    for (index, group) in groups.iter().enumerate() {
        let live: Vec<usize> = group.iter().copied().filter(|&j| j < piles.len() && piles[j] > 0).collect();
        if live.is_empty() {
            continue;
        }
        group_targets(piles, &live, |target| {
            let lowered = live.iter().copied().filter(|&j| piles[j] != target[j]);
            let candidates = lowered.clone().next().map_or(&[][..], |first| &holders[first][..]);
            if crate::rules::listed_at(candidates.iter().copied(), lowered, |g, j| groups[g].contains(&j))
                == Some(index)
            {
                going = visit(index, target);
            }
            going
        });
        if !going {
            return;
        }
    }
}

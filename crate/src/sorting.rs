//! One small stable merge sort for library code, in place of `slice::sort*`.
//!
//! Why not std's sorts: each element type instantiates them anew, several KB of wasm per
//! type (about 50 KB of the page's download in all, measured with twiggy), while the lists
//! sorted here are short (a vertex's edges, a capped list of moves). This sort is a few
//! hundred bytes per type and still O(n log n), so a large `--move-cap` cannot make it slow.

/// Sorts `v` stably so that `less(a, b)` holds for no later `a` before an earlier `b`.
pub(crate) fn sort_by<T: Clone>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    if v.len() < 2 {
        return;
    }
    // The merge sort runs on indices behind a trait object, so it is compiled once for the
    // whole crate; only this short gather is compiled per element type and comparison.
    let order = stable_order(v.len(), &mut |a, b| less(&v[a], &v[b]));
    let sorted: Vec<T> = order.iter().map(|&i| v[i].clone()).collect();
    v.clone_from_slice(&sorted);
}

/// The indices `0..n` in the stable order `less` (on indices) defines: a merge sort.
fn stable_order(n: usize, less: &mut dyn FnMut(usize, usize) -> bool) -> Vec<usize> {
    let mut source: Vec<usize> = (0..n).collect();
    let mut target = source.clone();
    let mut width = 1;
    while width < n {
        let mut start = 0;
        while start < n {
            let middle = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut left, mut right) = (start, middle);
            for slot in &mut target[start..end] {
                // Take from the right run only when strictly smaller: that keeps it stable.
                let take_left = right >= end || (left < middle && !less(source[right], source[left]));
                if take_left {
                    *slot = source[left];
                    left += 1;
                } else {
                    *slot = source[right];
                    right += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut source, &mut target);
        width *= 2;
    }
    source
}

/// Sorts `v` ascending.
pub(crate) fn sort<T: Ord + Clone>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

/// Sorts `v` ascending by `key`.
pub(crate) fn sort_by_key<T: Clone, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_std_and_is_stable() {
        let mut seed = 12345u64;
        for n in 0..200 {
            let mut v: Vec<(u8, usize)> = (0..n)
                .map(|i| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    ((seed >> 60) as u8, i)
                })
                .collect();
            let mut expected = v.clone();
            expected.sort_by_key(|p| p.0);
            sort_by_key(&mut v, |p| p.0);
            assert_eq!(v, expected);
        }
    }
}

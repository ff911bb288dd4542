//! The SetNim closed forms (Moore's Nim_k, Circular Nim CN(n,1), CN(n,n−1), CN(n,n), misère
//! Nim) against a plain brute-force mex over every position with small piles.

use std::collections::HashMap;

use graphnim::theory::setnim::{circular_is_p, misere_nim_is_p, moore_is_p};

/// Memoised brute force for SetNim: `sets` are the allowed sets of piles; `misere` flips the
/// end (the player who cannot move wins).
struct Reference {
    sets: Vec<Vec<usize>>,
    misere: bool,
    memo: HashMap<Vec<u64>, bool>,
}

impl Reference {
    fn new(sets: Vec<Vec<usize>>, misere: bool) -> Self {
        Reference { sets, misere, memo: HashMap::new() }
    }

    /// Whether the player to move loses.
    fn is_p(&mut self, piles: &[u64]) -> bool {
        if let Some(&p) = self.memo.get(piles) {
            return p;
        }
        let mut children = Vec::new();
        for set in &self.sets {
            // Every way of lowering the set's piles, at least one token in all.
            let mut lowered = vec![0u64; set.len()];
            loop {
                let mut i = 0;
                while i < set.len() && lowered[i] == piles[set[i]] {
                    lowered[i] = 0;
                    i += 1;
                }
                if i == set.len() {
                    break;
                }
                lowered[i] += 1;
                let mut child = piles.to_vec();
                for (k, &pile) in set.iter().enumerate() {
                    child[pile] -= lowered[k];
                }
                children.push(child);
            }
        }
        let p = if children.is_empty() {
            // No move: normal play, the player to move loses; misère, they win.
            !self.misere
        } else {
            children.iter().all(|c| !self.is_p(c))
        };
        self.memo.insert(piles.to_vec(), p);
        p
    }
}

/// Every position with `n` piles of at most `max` tokens.
fn every_position(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = vec![Vec::new()];
    for _ in 0..n {
        out = out.into_iter().flat_map(|p| (0..=max).map(move |t| [p.clone(), vec![t]].concat())).collect();
    }
    out
}

fn subsets_up_to(n: usize, k: usize) -> Vec<Vec<usize>> {
    (1u32..1 << n)
        .filter(|m| m.count_ones() as usize <= k)
        .map(|m| (0..n).filter(|i| m >> i & 1 == 1).collect())
        .collect()
}

#[test]
fn moores_nim_matches_brute_force() {
    for (n, k, max) in [(3, 1, 5), (3, 2, 5), (4, 2, 3), (4, 3, 3), (5, 2, 2), (5, 3, 2), (4, 1, 4)] {
        let mut reference = Reference::new(subsets_up_to(n, k), false);
        let mut p_count = 0;
        for piles in every_position(n, max) {
            let expected = reference.is_p(&piles);
            p_count += expected as usize;
            assert_eq!(moore_is_p(&piles, k), expected, "Moore's Nim_{k} {piles:?}");
        }
        assert!(p_count > 1, "a test with only the empty P-position proves little");
    }
}

#[test]
fn circular_nim_closed_forms_match_brute_force() {
    for (n, max) in [(3, 4), (4, 3), (5, 2), (6, 2)] {
        for k in 1..=n {
            let sets = (0..n).map(|s| (0..k).map(|t| (s + t) % n).collect()).collect();
            let mut reference = Reference::new(sets, false);
            for piles in every_position(n, max) {
                if let Some(p) = circular_is_p(&piles, k) {
                    assert_eq!(p, reference.is_p(&piles), "CN({n},{k}) {piles:?}");
                } else {
                    assert!(k > 1 && k + 1 < n, "CN({n},{k}) should have a closed form");
                }
            }
        }
    }
}

#[test]
fn misere_nim_matches_brute_force() {
    for (n, max) in [(1, 6), (2, 6), (3, 5), (4, 3)] {
        let mut reference = Reference::new((0..n).map(|i| vec![i]).collect(), true);
        for piles in every_position(n, max) {
            assert_eq!(misere_nim_is_p(&piles), reference.is_p(&piles), "misère Nim {piles:?}");
        }
    }
}

//! The symmetries of a SetNim box: permutations of the piles that map the game onto itself.
//!
//! A move picks an allowed set and lowers any nonempty part of it, so the moves depend only
//! on the *maximal* allowed sets, after dropping the piles that are empty at the top of the
//! box (they never hold a token). A pile permutation is a symmetry of the box exactly when it
//! keeps every pile's top count and maps the family of maximal sets onto itself: then it maps
//! the moves of every position onto the moves of its image, so it preserves every value
//! (outcome and Grundy value, in either play). Conversely a permutation that preserves the
//! moves at the top of the box, where every nonzero pile is full, preserves that family.
//!
//! Permutations are found by backtracking over piles, pruned by each pile's top count and
//! the sizes of the maximal sets it lies in, and each complete one checked against the
//! family; the search is capped like the graph search.

use std::collections::HashSet;

use crate::research::orbits::{OrbitError, MAX_SYMMETRIES};
use crate::setnim::SetGame;
use crate::sorting;

/// Most partial placements tried before the search is refused.
const MAX_SEARCH_STEPS: u64 = 1_000_000;

/// Every symmetry of the box below `game`, as pile permutations (`perm[i]` is where pile
/// `i` goes); the identity first.
pub(crate) fn pile_symmetries(game: &SetGame) -> Result<Vec<Vec<usize>>, OrbitError> {
    let n = game.piles.len();
    let top = &game.piles;
    let mut sets: Vec<Vec<usize>> = game
        .sets
        .iter()
        .map(|s| {
            let mut s: Vec<usize> = s.iter().copied().filter(|&j| j < n && top[j] > 0).collect();
            sorting::sort(&mut s);
            s.dedup();
            s
        })
        .filter(|s| !s.is_empty())
        .collect();
    sorting::sort(&mut sets);
    sets.dedup();
    let maximal: Vec<Vec<usize>> = sets
        .iter()
        .filter(|s| !sets.iter().any(|o| o.len() > s.len() && s.iter().all(|j| o.contains(j))))
        .cloned()
        .collect();
    let family: HashSet<Vec<usize>> = maximal.iter().cloned().collect();
    // A pile can only go to a pile with the same top count and the same sizes of maximal
    // sets around it.
    let signature = |j: usize| {
        let mut sizes: Vec<usize> = maximal.iter().filter(|s| s.contains(&j)).map(Vec::len).collect();
        sorting::sort(&mut sizes);
        (top[j], sizes)
    };
    let sigs: Vec<_> = (0..n).map(signature).collect();
    let mut search =
        Search { n, sigs: &sigs, family: &family, maximal: &maximal, perms: Vec::new(), steps: 0 };
    let mut image = vec![usize::MAX; n];
    let mut used = vec![false; n];
    search.extend(0, &mut image, &mut used)?;
    Ok(search.perms)
}

struct Search<'a> {
    n: usize,
    sigs: &'a [(u64, Vec<usize>)],
    family: &'a HashSet<Vec<usize>>,
    maximal: &'a [Vec<usize>],
    perms: Vec<Vec<usize>>,
    steps: u64,
}

impl Search<'_> {
    /// Places pile `j` on every free pile of the same signature, images tried in increasing
    /// order (so the identity comes first).
    fn extend(&mut self, j: usize, image: &mut [usize], used: &mut [bool]) -> Result<(), OrbitError> {
        if j == self.n {
            if self.perms.len() == MAX_SYMMETRIES {
                return Err(OrbitError::TooSymmetric);
            }
            self.perms.push(image.to_vec());
            return Ok(());
        }
        for w in 0..self.n {
            if used[w] || self.sigs[j] != self.sigs[w] {
                continue;
            }
            self.steps += 1;
            if self.steps > MAX_SEARCH_STEPS {
                return Err(OrbitError::TooSymmetric);
            }
            image[j] = w;
            used[w] = true;
            if self.closes_sets(j, image) {
                self.extend(j + 1, image, used)?;
            }
            used[w] = false;
        }
        image[j] = usize::MAX;
        Ok(())
    }

    /// The maximal sets whose highest pile is `j` (so all of whose piles are now placed) map
    /// into the family. Every set is checked once this way, so a complete placement maps the
    /// family into, hence (injectively, the sets being distinct) onto, itself.
    fn closes_sets(&self, j: usize, image: &[usize]) -> bool {
        self.maximal.iter().filter(|s| s.last() == Some(&j)).all(|s| self.family.contains(&mapped(s, image)))
    }
}

fn mapped(set: &[usize], image: &[usize]) -> Vec<usize> {
    let mut m: Vec<usize> = set.iter().map(|&j| image[j]).collect();
    sorting::sort(&mut m);
    m
}

//! Bounded search for the symmetries of a graph whose vertex pairs carry labels: vertex
//! permutations σ with `label(σu, σv) = label(u, v)` for every pair (a missing pair is "no
//! edge"; a pair `(v, v)` holds the loops at `v`). One implementation serves every caller:
//! the orbit listing of the research tools ([`crate::research::orbits`], every symmetry)
//! and the mirror theorem of Edge-Nim ([`crate::theory::mirror`], one fixed-point-free
//! involution that keeps every vertex apart from its image).
//!
//! Vertices are placed in order by backtracking, each pair checked as soon as both ends are
//! placed. Colour refinement first splits the vertices into classes that no symmetry can
//! mix (same labels around them, same labels towards each class, repeated to a fixed point),
//! so that only look-alike vertices are ever tried as images. The search counts the images
//! it tries and stops at a cap, so a huge symmetry group or a large graph is refused in well
//! under a second instead of searched for ever.

use std::collections::{BTreeMap, HashMap};

/// A graph with labelled vertex pairs. Keys are `(min, max)`.
#[derive(Clone, Debug)]
pub struct LabelledGraph<L> {
    /// Vertices are `0..n`.
    pub n: usize,
    /// The label of each joined pair (a loop is the pair `(v, v)`).
    pub pairs: HashMap<(usize, usize), L>,
}

/// What to look for.
#[derive(Clone, Debug)]
pub struct SearchOptions {
    /// Look only for involutions (σ = σ⁻¹) that move every vertex not `fixed`.
    pub involution: bool,
    /// With `involution`: no vertex may be joined to its image.
    pub apart: bool,
    /// Vertices that stay in place (in every kind of search).
    pub fixed: Vec<bool>,
    /// Stop after this many permutations.
    pub max_results: usize,
    /// Stop after trying this many images.
    pub max_steps: u64,
}

/// The permutations found, and whether the search went through to the end (so that the
/// list is every permutation of the kind asked for).
#[derive(Clone, Debug)]
pub struct Found {
    /// Each permutation as the image of every vertex.
    pub perms: Vec<Vec<usize>>,
    /// False when a cap stopped the search early.
    pub complete: bool,
}

impl<L: Ord + Clone> LabelledGraph<L> {
    fn label(&self, u: usize, v: usize) -> Option<&L> {
        self.pairs.get(&(u.min(v), u.max(v)))
    }

    /// Colour refinement: vertices of one colour look alike from every distance, and a
    /// symmetry maps each vertex to a vertex of its own colour. Fixed vertices get colours
    /// of their own.
    fn colours(&self, neighbours: &[Vec<usize>], fixed: &[bool]) -> Vec<usize> {
        let n = self.n;
        let mut colour: Vec<usize> = vec![0; n];
        let mut classes = 0;
        for _ in 0..=n {
            let signature = |v: usize| {
                let mut around: Vec<(L, usize)> = neighbours[v]
                    .iter()
                    .filter_map(|&x| {
                        self.label(v, x).map(|l| (l.clone(), if x == v { usize::MAX } else { colour[x] }))
                    })
                    .collect();
                crate::sorting::sort(&mut around);
                (colour[v], if fixed[v] { v } else { usize::MAX }, around)
            };
            let signatures: Vec<_> = (0..n).map(signature).collect();
            let mut index: BTreeMap<&_, usize> = BTreeMap::new();
            for s in &signatures {
                let next = index.len();
                index.entry(s).or_insert(next);
            }
            let refined: Vec<usize> = signatures.iter().map(|s| index[s]).collect();
            let count = index.len();
            colour = refined;
            if count == classes {
                break;
            }
            classes = count;
        }
        colour
    }

    /// The permutations of the kind `options` asks for, up to its caps.
    pub fn search(&self, options: &SearchOptions) -> Found {
        let n = self.n;
        let mut neighbours = vec![Vec::new(); n];
        for &(u, v) in self.pairs.keys() {
            if u < n && v < n {
                neighbours[u].push(v);
                if u != v {
                    neighbours[v].push(u);
                }
            }
        }
        neighbours.iter_mut().for_each(|a| crate::sorting::sort(a));
        let fixed: Vec<bool> = (0..n).map(|v| options.fixed.get(v).copied().unwrap_or(false)).collect();
        let colour = self.colours(&neighbours, &fixed);
        let mut search = Search {
            graph: self,
            options,
            neighbours,
            colour,
            fixed,
            perms: Vec::new(),
            steps: 0,
            stopped: false,
        };
        let mut image = vec![usize::MAX; n];
        let mut used = vec![false; n];
        search.extend(0, &mut image, &mut used);
        Found { perms: search.perms, complete: !search.stopped }
    }
}

struct Search<'a, L> {
    graph: &'a LabelledGraph<L>,
    options: &'a SearchOptions,
    /// Distinct neighbours of each vertex (itself when it has a loop), ascending.
    neighbours: Vec<Vec<usize>>,
    colour: Vec<usize>,
    fixed: Vec<bool>,
    perms: Vec<Vec<usize>>,
    steps: u64,
    stopped: bool,
}

impl<L: Ord + Clone> Search<'_, L> {
    /// Places the first unplaced vertex from `v` on, on every free image consistent with
    /// the vertices placed before it (and, for involutions, its image on it).
    fn extend(&mut self, v: usize, image: &mut [usize], used: &mut [bool]) {
        if self.stopped {
            return;
        }
        let n = self.graph.n;
        let Some(v) = (v..n).find(|&x| image[x] == usize::MAX) else {
            self.perms.push(image.to_vec());
            if self.perms.len() >= self.options.max_results {
                self.stopped = true;
            }
            return;
        };
        for w in 0..n {
            if used[w] || self.colour[v] != self.colour[w] || (self.fixed[v] && w != v) {
                continue;
            }
            if self.options.involution
                && !self.fixed[v]
                && (w == v
                    || image[w] != usize::MAX
                    || (self.options.apart && self.graph.label(v, w).is_some()))
            {
                continue;
            }
            self.steps += 1;
            if self.steps > self.options.max_steps {
                self.stopped = true;
                return;
            }
            let pair = self.options.involution && w != v;
            image[v] = w;
            used[w] = true;
            if pair {
                image[w] = v;
                used[v] = true;
            }
            if self.consistent(v, image, used) && (!pair || self.consistent(w, image, used)) {
                self.extend(v + 1, image, used);
            }
            image[v] = usize::MAX;
            used[w] = false;
            if pair {
                image[w] = usize::MAX;
                used[v] = false;
            }
            if self.stopped {
                return;
            }
        }
    }

    /// Between placed `v` and every placed vertex (itself included, for loops) the labels
    /// are those between their images; and the image has no more placed neighbours than
    /// `v`, so non-neighbours map to non-neighbours. Costs the degree, not the vertex count.
    fn consistent(&self, v: usize, image: &[usize], used: &[bool]) -> bool {
        let w = image[v];
        let mut placed = 0;
        for &x in &self.neighbours[v] {
            if image[x] != usize::MAX {
                placed += 1;
                if self.graph.label(v, x) != self.graph.label(w, image[x]) {
                    return false;
                }
            }
        }
        placed == self.neighbours[w].iter().filter(|&&y| used[y]).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cycle(n: usize) -> LabelledGraph<u8> {
        LabelledGraph { n, pairs: (0..n).map(|i| ((i.min((i + 1) % n), i.max((i + 1) % n)), 1)).collect() }
    }

    fn all(n: usize) -> SearchOptions {
        SearchOptions {
            involution: false,
            apart: false,
            fixed: vec![false; n],
            max_results: 1000,
            max_steps: 1 << 20,
        }
    }

    #[test]
    fn a_cycle_has_its_dihedral_group() {
        for n in 3..9 {
            let found = cycle(n).search(&all(n));
            assert!(found.complete);
            assert_eq!(found.perms.len(), 2 * n);
        }
    }

    #[test]
    fn involutions_apart_on_even_cycles() {
        // The fixed-point-free involutions of C_2k are the antipodal map and the reflections
        // through two edge midpoints; a reflection joins the ends of those edges to each
        // other, so only the antipodal map keeps every vertex apart from its image.
        for k in 2..6 {
            let n = 2 * k;
            let options = SearchOptions { involution: true, apart: true, ..all(n) };
            let found = cycle(n).search(&options);
            assert!(found.complete);
            assert_eq!(found.perms, vec![(0..n).map(|i| (i + k) % n).collect::<Vec<_>>()]);
        }
        let options = SearchOptions { involution: true, apart: true, ..all(4) };
        assert!(cycle(4).search(&options).perms.len() == 1);
        // C_2 (a double edge) and odd cycles have none.
        let odd = cycle(5).search(&SearchOptions { involution: true, apart: true, ..all(5) });
        assert!(odd.complete && odd.perms.is_empty());
    }

    #[test]
    fn the_step_cap_stops_a_huge_group() {
        let empty: LabelledGraph<u8> = LabelledGraph { n: 40, pairs: HashMap::new() };
        let found = empty.search(&SearchOptions { max_steps: 10_000, ..all(40) });
        assert!(!found.complete);
    }
}

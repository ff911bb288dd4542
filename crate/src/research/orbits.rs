//! Positions up to the symmetries of the graph: one position per orbit of the box under the
//! graph's automorphisms, with the orbit's size. SetNim positions use the pile permutations
//! that map their family of sets onto itself ([`crate::research::set_orbits`]).
//!
//! The symmetries are computed from the graph itself. An edge is described by its endpoint
//! pair and its count at the top of the box; edges with the same description are a *class*
//! (parallel edges, or loops at one vertex, with equal maxima). A symmetry is a vertex
//! permutation mapping every class onto a class of the same description and size, together
//! with any permutation of the edges inside each class. These are exactly the relabellings
//! of the multigraph that map the box onto itself (for the usual box, every edge at the same
//! count, they are all of the multigraph's automorphisms), and they preserve both games'
//! values. For Walking Nim the permutation moves the piece too.
//!
//! Vertex permutations are found by backtracking over vertices, checking classes as soon as
//! both ends are placed; the search is capped ([`MAX_SYMMETRIES`]) so a graph with a huge
//! symmetry group (a large empty graph, a big star) is refused instead of running for ever.

use std::collections::HashMap;

use crate::graph_symmetry::{LabelledGraph, SearchOptions};
use crate::odometer;
use crate::position::{Position, Rules};
use crate::research::scan::{box_states, counts};
// The crate's one merge sort, not std's: each element type would instantiate std's anew in
// the wasm (see `crate::sorting`).
use crate::sorting;
use crate::words::Count;

/// Most vertex permutations kept; more is refused with [`OrbitError::TooSymmetric`].
pub const MAX_SYMMETRIES: usize = 100_000;
/// Most partial placements the search tries, so that many isolated or look-alike vertices
/// (hundreds of them) are refused in well under a second instead of searched for ever.
const MAX_SEARCH_STEPS: u64 = 1_000_000;

/// Why orbits could not be computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OrbitError {
    /// The graph has more vertex symmetries than [`MAX_SYMMETRIES`].
    #[error(
        "the graph has more than {} symmetries; orbits are only listed for graphs with fewer",
        Count(MAX_SYMMETRIES as u64)
    )]
    TooSymmetric,
    /// The box is too large to list its orbits.
    #[error(
        "the box has {} positions, more than the {} whose orbits are listed",
        states.map_or("too many".to_string(), |s| Count(s).to_string()),
        Count(*max)
    )]
    TooLarge {
        /// Positions in the box (`None` past `u64`).
        states: Option<u64>,
        /// The cap.
        max: u64,
    },
}

/// The symmetries of a position's graph and box.
#[derive(Clone, Debug)]
pub struct Symmetries {
    /// Edge indices of each class, ascending.
    pub classes: Vec<Vec<usize>>,
    /// Class of each edge.
    class_of: Vec<usize>,
    /// Each symmetry as (vertex permutation, class permutation); the identity is first.
    perms: Vec<(Vec<usize>, Vec<usize>)>,
    walk: bool,
}

type ClassKey = (usize, usize, u64);

fn key(u: usize, v: usize, tokens: u64) -> ClassKey {
    (u.min(v), u.max(v), tokens)
}

impl Symmetries {
    /// The symmetries of `position`'s graph that map its box onto itself.
    pub fn of(position: &Position) -> Result<Self, OrbitError> {
        if let Some(game) = &position.set_game {
            // SetNim: every pile is its own class, and the symmetries are pile permutations.
            let n = game.piles.len();
            let perms = crate::research::set_orbits::pile_symmetries(game)?;
            return Ok(Symmetries {
                classes: (0..n).map(|i| vec![i]).collect(),
                class_of: (0..n).collect(),
                perms: perms.into_iter().map(|p| (Vec::new(), p)).collect(),
                walk: false,
            });
        }
        let mut index: HashMap<ClassKey, usize> = HashMap::new();
        let mut classes: Vec<Vec<usize>> = Vec::new();
        let mut class_of = Vec::with_capacity(position.edges.len());
        for (i, e) in position.edges.iter().enumerate() {
            let k = key(e.u, e.v, e.tokens);
            let c = *index.entry(k).or_insert_with(|| {
                classes.push(Vec::new());
                classes.len() - 1
            });
            classes[c].push(i);
            class_of.push(c);
        }
        let n = position.vertices;
        let mut keys: Vec<ClassKey> = vec![(0, 0, 0); classes.len()];
        for (k, &c) in &index {
            keys[c] = *k;
        }
        // The pair labels: sorted (count, size) of the classes joining each pair. The search
        // itself is shared with the mirror theorem ([`crate::graph_symmetry`]).
        let mut pairs: HashMap<(usize, usize), Vec<(u64, usize)>> = HashMap::new();
        for (c, &(u, v, t)) in keys.iter().enumerate() {
            pairs.entry((u, v)).or_default().push((t, classes[c].len()));
        }
        pairs.values_mut().for_each(|d| sorting::sort(d));
        let edge_rules = position.rules == Rules::Edge;
        let mut fixed = vec![edge_rules; n];
        keys.iter().for_each(|&(u, v, _)| (fixed[u], fixed[v]) = (false, false));
        let found = LabelledGraph { n, pairs }.search(&SearchOptions {
            involution: false,
            apart: false,
            fixed,
            max_results: MAX_SYMMETRIES + 1,
            max_steps: MAX_SEARCH_STEPS,
        });
        if !found.complete || found.perms.len() > MAX_SYMMETRIES {
            return Err(OrbitError::TooSymmetric);
        }
        let mut perms: Vec<(Vec<usize>, Vec<usize>)> = found
            .perms
            .into_iter()
            .map(|p| {
                let cp = keys.iter().map(|&(u, v, t)| index[&key(p[u], p[v], t)]).collect();
                (p, cp)
            })
            .collect();
        // Identity first. The search tries images in increasing order, so it is found first
        // already; moving it there keeps that true whatever the search does.
        if let Some(identity) = perms.iter().position(|(p, _)| p.iter().enumerate().all(|(i, &x)| i == x)) {
            perms[..=identity].rotate_right(1);
        }
        Ok(Symmetries { classes, class_of, perms, walk: position.rules == Rules::Walk })
    }

    /// Number of vertex permutations among the symmetries (pile permutations for SetNim).
    pub fn vertex_symmetries(&self) -> usize {
        self.perms.len()
    }

    /// The canonical form of a position: for each class, in class order, the sorted tokens of
    /// the class it is mapped from, minimised over the symmetries (piece first for Walking
    /// Nim). Two positions are in one orbit exactly when their canonical forms are equal.
    pub fn canonical(&self, piece: Option<usize>, tokens: &[u64]) -> (Option<usize>, Vec<u64>) {
        let mut best: Option<(Option<usize>, Vec<u64>)> = None;
        let sorted = self.sorted_classes(tokens);
        for (vp, cp) in &self.perms {
            let image = self.apply(vp, cp, piece, &sorted);
            if best.as_ref().is_none_or(|b| image < *b) {
                best = Some(image);
            }
        }
        best.unwrap_or((piece, Vec::new()))
    }

    fn sorted_classes(&self, tokens: &[u64]) -> Vec<Vec<u64>> {
        self.classes
            .iter()
            .map(|edges| {
                let mut t: Vec<u64> = edges.iter().map(|&e| tokens[e]).collect();
                sorting::sort(&mut t);
                t
            })
            .collect()
    }

    /// The position moved by one symmetry, in sorted-class form: class `cp[c]` receives
    /// class `c`'s tokens.
    fn apply(
        &self,
        vp: &[usize],
        cp: &[usize],
        piece: Option<usize>,
        sorted: &[Vec<u64>],
    ) -> (Option<usize>, Vec<u64>) {
        let mut moved: Vec<&[u64]> = vec![&[]; sorted.len()];
        for (c, t) in sorted.iter().enumerate() {
            moved[cp[c]] = t;
        }
        (piece.filter(|_| self.walk).map(|p| vp[p]), moved.concat())
    }

    /// Whether a position is its orbit's representative: its tokens ascend inside every
    /// class and its sorted-class form is the canonical form.
    pub fn is_representative(&self, piece: Option<usize>, tokens: &[u64]) -> bool {
        let ascending =
            self.classes.iter().all(|edges| edges.windows(2).all(|w| tokens[w[0]] <= tokens[w[1]]));
        ascending && {
            let own: Vec<u64> =
                self.classes.iter().flat_map(|edges| edges.iter().map(|&e| tokens[e])).collect();
            self.canonical(piece, tokens) == (piece, own)
        }
    }

    /// Size of the orbit of a position: the distinct images of its sorted-class form, times
    /// the ways of arranging each class's multiset of tokens on the class's edges.
    pub fn orbit_size(&self, piece: Option<usize>, tokens: &[u64]) -> u64 {
        let sorted = self.sorted_classes(tokens);
        let mut images: Vec<(Option<usize>, Vec<u64>)> =
            self.perms.iter().map(|(vp, cp)| self.apply(vp, cp, piece, &sorted)).collect();
        sorting::sort(&mut images);
        images.dedup();
        let arrangements = sorted.iter().fold(1u64, |n, t| n.saturating_mul(multinomial(t)));
        (images.len() as u64).saturating_mul(arrangements)
    }

    /// Class index of an edge.
    pub fn class_of(&self, edge: usize) -> usize {
        self.class_of[edge]
    }
}

/// One orbit of a box: its representative (see [`Symmetries::is_representative`]) and size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Orbit {
    /// Walking Nim's piece.
    pub piece: Option<usize>,
    /// Tokens per edge (pile).
    pub tokens: Vec<u64>,
    /// Positions in the orbit.
    pub size: u64,
}

/// The symmetries of the box below `position` and its orbits, in the order `graphnim table
/// --orbits` lists them (piece by piece, tokens with edge 0 fastest); refused before any
/// work when the box has more than `max_states` positions.
pub fn orbit_list(position: &Position, max_states: u64) -> Result<(Symmetries, Vec<Orbit>), OrbitError> {
    let states = box_states(position);
    if states.is_none_or(|s| s > max_states) {
        return Err(OrbitError::TooLarge { states, max: max_states });
    }
    let symmetries = Symmetries::of(position)?;
    let radix: Vec<u64> = counts(position).iter().map(|m| m + 1).collect();
    let pieces: Vec<Option<usize>> =
        if position.rules == Rules::Walk { (0..position.vertices).map(Some).collect() } else { vec![None] };
    let mut orbits = Vec::new();
    for piece in pieces {
        let mut tokens = vec![0u64; radix.len()];
        loop {
            if symmetries.is_representative(piece, &tokens) {
                let size = symmetries.orbit_size(piece, &tokens);
                orbits.push(Orbit { piece, tokens: tokens.clone(), size });
            }
            if !odometer::step(&mut tokens, &radix) {
                break;
            }
        }
    }
    Ok((symmetries, orbits))
}

/// Distinct orderings of a sorted multiset.
fn multinomial(sorted: &[u64]) -> u64 {
    let mut result = 1u64;
    let mut placed = 0u64;
    let mut run = 0u64;
    for (i, t) in sorted.iter().enumerate() {
        run = if i > 0 && sorted[i - 1] == *t { run + 1 } else { 1 };
        placed += 1;
        // result *= placed / run, exactly: C(placed, run) builds up the multinomial.
        result = result.saturating_mul(placed) / run;
    }
    result
}

//! SetNim SN(n, 𝒜) (Kadam–Dufour–Heubach): choose an allowed set, remove at least one token
//! in total from one or more of its piles. Circular Nim, Path Nim and Moore's Nim are the
//! families [`crate::setnim::SetFamily`] expands into sets.

use crate::moves::{Move, SetMove};
use crate::position::Position;
use crate::rules::{MoveCount, MoveError, Tally};
use crate::setnim::{SetFamily, SetGame};

/// Most subsets [`count_moves`] enumerates before it gives up on an exact count.
const COUNT_SUBSETS: u64 = 1 << 16;

/// The piles and sets of a SetNim position (an empty game for the graph games).
pub(crate) fn game(position: &Position) -> &SetGame {
    static EMPTY: SetGame =
        SetGame { family: crate::setnim::SetFamily::Explicit, piles: Vec::new(), sets: Vec::new() };
    position.set_game.as_ref().unwrap_or(&EMPTY)
}

/// Checks a SetNim move.
pub fn check(position: &Position, mv: &SetMove) -> Result<(), MoveError> {
    let game = game(position);
    let Some(set) = game.sets.get(mv.set) else {
        return Err(MoveError::NoSuchSet { set: mv.set, sets: game.sets.len() });
    };
    let mut seen = std::collections::BTreeSet::new();
    for &(pile, amount) in &mv.take {
        let Some(&tokens) = game.piles.get(pile) else {
            return Err(MoveError::NoSuchPile { pile, piles: game.piles.len() });
        };
        if set.binary_search(&pile).is_err() {
            return Err(MoveError::NotInSet { pile, set: mv.set });
        }
        if !seen.insert(pile) {
            return Err(MoveError::PileRepeated(pile));
        }
        if amount == 0 {
            return Err(MoveError::PileZeroTake(pile));
        }
        if amount > tokens {
            return Err(MoveError::PileTooMany { pile, take: amount, available: tokens });
        }
    }
    if mv.take.is_empty() {
        return Err(MoveError::NothingTaken);
    }
    Ok(())
}

/// The non-empty piles of a set, the only ones a move with it can touch.
fn live(game: &SetGame, set: &[usize]) -> Vec<usize> {
    set.iter().copied().filter(|&j| game.piles[j] > 0).collect()
}

/// The set a move taking from `piles` is listed at: [`crate::rules::listed_at`], the
/// lowest-numbered set holding every pile taken. Sets overlap (a Moore game's sets share most
/// piles), and a move two sets can make reaches one position, so it is listed once.
pub fn listing_set(game: &SetGame, piles: impl Iterator<Item = usize> + Clone) -> Option<usize> {
    crate::rules::listed_at(0..game.sets.len(), piles, |set, pile| {
        game.sets[set].binary_search(&pile).is_ok()
    })
}

/// Moves set by set, each set's in lexicographic order of amounts, each resulting position
/// once (at its [`listing_set`]).
pub fn moves(position: &Position, cap: usize) -> (Vec<Move>, bool) {
    let game = game(position);
    let mut out = Vec::new();
    for (index, set) in game.sets.iter().enumerate() {
        let piles = live(game, set);
        if piles.is_empty() {
            continue;
        }
        let mut amounts = vec![0u64; piles.len()];
        let radix: Vec<u64> = piles.iter().map(|&j| game.piles[j].saturating_add(1)).collect();
        while crate::odometer::step(&mut amounts, &radix) {
            let take: Vec<(usize, u64)> =
                piles.iter().zip(&amounts).filter(|(_, &a)| a > 0).map(|(&j, &a)| (j, a)).collect();
            if listing_set(game, take.iter().map(|&(j, _)| j)) != Some(index) {
                continue;
            }
            if out.len() == cap {
                return (out, true);
            }
            out.push(Move::Set(SetMove { set: index, take }));
        }
    }
    (out, false)
}

/// Number of distinct moves as [`moves`] lists them, exactly: for every distinct set of
/// piles taken from (a non-empty subset of some set), the product of those piles (an empty
/// pile's factor 0 drops the subsets holding it). The families have formulas (below);
/// explicit sets are visited subset by subset, and `None` (not counted) is returned when
/// those are too many, or a formula's work too large.
pub fn move_count(position: &Position) -> Option<MoveCount> {
    let game = game(position);
    let piles = &game.piles;
    let n = piles.len();
    // The work of a formula: its steps times the length of its numbers (at most the limbs
    // of the product of every pile plus one).
    let limbs = piles.iter().map(|&p| u64::from(64 - p.leading_zeros())).sum::<u64>() / 32 + 1;
    let affordable = |factors: &[usize]| {
        factors.iter().fold(limbs, |work, &f| work.saturating_mul(f as u64)) <= COUNT_WORK
    };
    match game.family {
        SetFamily::Circular(0) | SetFamily::Path(0) | SetFamily::Moore(0) => Some(MoveCount::zero()),
        SetFamily::Circular(k) | SetFamily::Path(k) | SetFamily::Moore(k) if k >= n => {
            Some(every_subset(piles))
        }
        SetFamily::Moore(k) if affordable(&[n, k.min(n - k)]) => Some(at_most_k_piles(piles, k)),
        SetFamily::Path(k) if affordable(&[n, k]) => Some(within_runs(piles, k, false)),
        SetFamily::Circular(k) if n + 1 >= 2 * k && affordable(&[n, k]) => Some(within_runs(piles, k, true)),
        SetFamily::Circular(k) if affordable(&[n, n - k, n - k]) => Some(within_circle_runs(piles, k)),
        _ => tally(position),
    }
}

/// Most steps times number length a formula of [`move_count`] may take (a few tenths of a
/// second in the page's WebAssembly).
const COUNT_WORK: u64 = 1 << 27;

/// Every non-empty subset of the piles: Π(pᵢ + 1) − 1.
fn every_subset(piles: &[u64]) -> MoveCount {
    let mut all = MoveCount::from_u64(1);
    piles.iter().for_each(|&p| all.mul_u64(p.saturating_add(1)));
    all.checked_sub_u64(1).unwrap_or_default()
}

/// Moore's Nim_k: the subsets of at most k piles, e₁ + … + e_k of the piles (elementary
/// symmetric sums, built pile by pile). With k past n/2 the complements are counted instead:
/// Π(pᵢ + 1) − 1 less the subsets of more than k piles, each the product of the piles outside
/// a set T of fewer than n − k piles.
fn at_most_k_piles(piles: &[u64], k: usize) -> MoveCount {
    let n = piles.len();
    let (size, complement) = if k <= n - k { (k, false) } else { (n - k - 1, true) };
    // sums[j]: the sum over subsets of j piles so far (of T's piles when `complement`) of
    // the product of the piles taken (of the piles not in T).
    let mut sums = vec![MoveCount::zero(); size + 1];
    sums[0] = MoveCount::from_u64(1);
    for &p in piles {
        for j in (0..=size).rev() {
            let mut with = if j > 0 { sums[j - 1].clone() } else { MoveCount::zero() };
            if complement {
                // The pile in T (factor 1), or outside T (factor p).
                sums[j].mul_u64(p);
            } else {
                with.mul_u64(p);
            }
            sums[j].add(&with);
        }
    }
    if complement {
        let larger = sums.iter().fold(MoveCount::zero(), |mut s, n| {
            s.add(n);
            s
        });
        every_subset(piles).checked_sub(&larger).unwrap_or_default()
    } else {
        sums[1..].iter().fold(MoveCount::zero(), |mut s, n| {
            s.add(n);
            s
        })
    }
}

/// Path Nim PN(n, k) (`circle` false) and Circular Nim CN(n, k) with n ≥ 2k − 1 (`circle`
/// true): the subsets inside a run of k consecutive piles, counted by their first pile i:
/// pᵢ times Π(pⱼ + 1) over the k − 1 piles after it. On a circle with n ≥ 2k − 1 a subset
/// has one first pile (two would need the run from each to hold the other, so n ≤ 2k − 2).
fn within_runs(piles: &[u64], k: usize, circle: bool) -> MoveCount {
    let n = piles.len();
    let mut total = MoveCount::zero();
    for (i, &p) in piles.iter().enumerate().filter(|(_, &p)| p > 0) {
        let mut term = MoveCount::from_u64(p);
        let last = if circle { i + k - 1 } else { (i + k - 1).min(n - 1) };
        (i + 1..=last).for_each(|j| term.mul_u64(piles[j % n].saturating_add(1)));
        total.add(&term);
    }
    total
}

/// Circular Nim CN(n, k) with k < n < 2k − 1: a subset fits in a run of k piles when the
/// piles it leaves out hold a run of m = n − k in a row. Those that do not are counted by a
/// walk round the circle whose state is the length of the current run of piles left out
/// (below m); the walk must come back to the state it started from. The rest is
/// Π(pᵢ + 1) − 1 less them (the empty subset leaves out every pile: it is in the −1).
fn within_circle_runs(piles: &[u64], k: usize) -> MoveCount {
    let m = piles.len() - k;
    let mut without_room = MoveCount::zero();
    for start in 0..m {
        let mut states = vec![MoveCount::zero(); m];
        states[start] = MoveCount::from_u64(1);
        for &p in piles {
            let mut taken = states.iter().fold(MoveCount::zero(), |mut s, n| {
                s.add(n);
                s
            });
            taken.mul_u64(p);
            states.rotate_right(1);
            states[0] = taken;
        }
        without_room.add(&states[start]);
    }
    every_subset(piles).checked_sub(&without_room).unwrap_or_default()
}

/// Every subset of every set's non-empty piles visited, each distinct one counted once, in `T`;
/// `None` when they are too many to visit or the count does not fit. The solver's answer
/// counts this way, in a machine word; [`move_count`] tries the families' formulas first.
pub fn tally<T: Tally>(position: &Position) -> Option<T> {
    let game = game(position);
    let mut supports = std::collections::BTreeSet::new();
    let mut visited = 0u64;
    for set in &game.sets {
        let piles = live(game, set);
        if piles.len() >= 16 {
            return None;
        }
        visited += 1 << piles.len();
        if visited > COUNT_SUBSETS {
            return None;
        }
        for mask in 1u32..1 << piles.len() {
            let support: Vec<usize> =
                piles.iter().enumerate().filter(|(i, _)| mask >> i & 1 == 1).map(|(_, &j)| j).collect();
            supports.insert(support);
        }
    }
    supports.iter().try_fold(T::of(0), |total, support| {
        total.plus(&support.iter().try_fold(T::of(1), |product, &j| product.times(game.piles[j]))?)
    })
}

/// [`tally`] for budgets: `u64::MAX` when past 64 bits or not counted.
pub fn count_moves(position: &Position) -> u64 {
    tally(position).unwrap_or(u64::MAX)
}

/// The canonical form of a move: amounts sorted by pile, credited to its [`listing_set`].
pub fn canonical(position: &Position, mut mv: SetMove) -> SetMove {
    crate::sorting::sort(&mut mv.take);
    if let Some(set) = listing_set(game(position), mv.take.iter().map(|&(j, _)| j)) {
        mv.set = set;
    }
    mv
}

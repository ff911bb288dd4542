//! SetNim SN(n, 𝒜) (Kadam–Dufour–Heubach): choose an allowed set, remove at least one token
//! in total from one or more of its piles. Circular Nim, Path Nim and Moore's Nim are the
//! families [`crate::setnim::SetFamily`] expands into sets.

use crate::moves::{Move, SetMove};
use crate::position::Position;
use crate::rules::MoveError;
use crate::setnim::SetGame;

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

/// Number of distinct moves as [`moves`] lists them: for every distinct set of piles taken
/// from (a non-empty subset of some set's non-empty piles), the product of those piles.
/// Saturates at `u64::MAX` (read as "not counted") when the subsets are too many to visit.
pub fn count_moves(position: &Position) -> u64 {
    let game = game(position);
    let mut supports = std::collections::BTreeSet::new();
    let mut visited = 0u64;
    for set in &game.sets {
        let piles = live(game, set);
        if piles.len() >= 16 {
            return u64::MAX;
        }
        visited += 1 << piles.len();
        if visited > COUNT_SUBSETS {
            return u64::MAX;
        }
        for mask in 1u32..1 << piles.len() {
            let support: Vec<usize> =
                piles.iter().enumerate().filter(|(i, _)| mask >> i & 1 == 1).map(|(_, &j)| j).collect();
            supports.insert(support);
        }
    }
    supports
        .iter()
        .map(|s| s.iter().fold(1u64, |p, &j| p.saturating_mul(game.piles[j])))
        .fold(0u64, u64::saturating_add)
}

/// The canonical form of a move: amounts sorted by pile, credited to its [`listing_set`].
pub fn canonical(position: &Position, mut mv: SetMove) -> SetMove {
    crate::sorting::sort(&mut mv.take);
    if let Some(set) = listing_set(game(position), mv.take.iter().map(|&(j, _)| j)) {
        mv.set = set;
    }
    mv
}

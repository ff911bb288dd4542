//! SetNim SN(n, 𝒜) (Kadam–Dufour–Heubach 2026): piles 1…n and a family 𝒜 of allowed sets;
//! a move picks a set in 𝒜 and lowers at least one of its piles. Edge-Nim is SetNim with the
//! vertex stars as 𝒜; these are the other members whose P-positions are known in closed form.
//! They are the fast paths for the SetNim rule family; each is checked against a
//! brute-force mex over small piles in `tests/engine/theory_setnim.rs`.
//!
//! * **Moore's Nim_k** (Moore 1910, "A generalization of the game called Nim", Annals of
//!   Mathematics 11): a move lowers any at most k piles. P iff, writing every pile in binary,
//!   the number of piles with a 1 in each bit position is a multiple of k + 1. k = 1 is
//!   Bouton's Nim.
//! * **Circular Nim CN(n, k)** (Dufour–Heubach, "Circular Nim games", Electronic Journal of
//!   Combinatorics 20(2) P22, 2013): k consecutive piles of n on a circle. CN(n, 1) is Nim;
//!   CN(n, n) is one move on everything, so only the empty position is P; CN(n, n − 1): P iff
//!   all piles are equal (from equal piles every move makes them unequal; from unequal ones,
//!   leave out a smallest pile and lower the n − 1 others to it).
//! * **Misère Nim** (Bouton 1901): whoever takes the last token loses. P iff some pile is at
//!   least 2 and the nim-sum is 0, or every pile is at most 1 and the nim-sum is 1.

use super::nim::nim_sum;

/// Moore's Nim_k: whether the player to move loses. `k = 0` allows no move (P).
pub fn moore_is_p(piles: &[u64], k: usize) -> bool {
    if k == 0 {
        return true;
    }
    let modulus = k as u64 + 1;
    (0..64).all(|bit| (piles.iter().filter(|&&p| p >> bit & 1 == 1).count() as u64).is_multiple_of(modulus))
}

/// Circular Nim CN(n, k) with `n = piles.len()`, when a closed form is known (k = 1, n − 1
/// or n); `None` otherwise (the solver then uses its tables).
pub fn circular_is_p(piles: &[u64], k: usize) -> Option<bool> {
    let n = piles.len();
    if n == 0 {
        return Some(true);
    }
    match k {
        0 => Some(true),
        1 => Some(nim_sum(piles) == 0),
        k if k >= n => Some(piles.iter().all(|&p| p == 0)),
        k if k + 1 == n => Some(piles.iter().all(|&p| p == piles[0])),
        _ => None,
    }
}

/// Misère Nim: whether the player to move loses when taking the last token loses.
pub fn misere_nim_is_p(piles: &[u64]) -> bool {
    if piles.iter().any(|&p| p >= 2) {
        nim_sum(piles) == 0
    } else {
        nim_sum(piles) == 1
    }
}

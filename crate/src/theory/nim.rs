//! Classical Nim: Bouton's theorem.
//!
//! **Theorem (C. L. Bouton, "Nim, a game with a complete mathematical theory", 1901; read
//! through D. Raban's Stat 155 notes, "Nim and Rim", UC Berkeley, 2018).** A Nim position
//! with heaps `x_1, …, x_k` is a P-position iff the nim-sum `s = x_1 ⊕ … ⊕ x_k` is 0. When `s ≠ 0`,
//! the winning moves are exactly the reductions `x_i → x_i ⊕ s` for every heap with
//! `x_i ⊕ s < x_i` (equivalently, heaps having a 1 at the leading bit of `s`).
//! By Sprague–Grundy the Grundy value of the position is `s` itself.
//!
//! Walking Nim reduces to Nim on a single vertex with loops or on two vertices joined by
//! parallel links, which is why Clark's Thm 2.1 merges parallel edges by xor.

use crate::words::Count;

/// Nim-sum (bitwise xor) of all heaps; this is also the Grundy value of the position.
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |acc, &h| acc ^ h)
}

/// Whether the player to move loses (Bouton: nim-sum zero).
pub fn nim_is_p(heaps: &[u64]) -> bool {
    nim_sum(heaps) == 0
}

/// All winning moves as `(heap index, new heap size)`, in heap order.
///
/// Each heap admits at most one winning move, because the new size is forced to make the
/// nim-sum vanish.
pub fn nim_winning_moves(heaps: &[u64]) -> Vec<(usize, u64)> {
    let s = nim_sum(heaps);
    if s == 0 {
        return Vec::new();
    }
    heaps
        .iter()
        .enumerate()
        .filter_map(|(i, &h)| {
            let target = h ^ s;
            (target < h).then_some((i, target))
        })
        .collect()
}

/// One-sentence explanation of a Nim position's outcome, with the nim-sum worked out on
/// the heaps (up to eight of them; more are summarised by their count). `names[i]` is heap
/// `i` as the board shows it ("edge 0–1", "pile 2"), so the winning move can be named.
pub fn nim_explanation(heaps: &[u64], names: &[String]) -> String {
    let s = nim_sum(heaps);
    let sum_shown = Count(s);
    let name = |i: usize| names.get(i).cloned().unwrap_or_else(|| format!("heap {i}"));
    let sum = match heaps {
        [] => "no heaps".to_string(),
        _ if heaps.len() <= 8 => {
            let terms: Vec<String> = heaps.iter().map(|&h| Count(h).to_string()).collect();
            let all: Vec<String> = (0..heaps.len()).map(name).collect();
            format!("{}: {} = {sum_shown}", all.join(", "), terms.join(" ⊕ "))
        }
        _ => format!("the xor of the {} heaps is {sum_shown}", Count(heaps.len() as u64)),
    };
    if s == 0 {
        format!("Nim-sum of {sum}, so P: every move makes the Nim-sum non-zero (Bouton's theorem).")
    } else {
        let how = nim_winning_moves(heaps).first().map_or(String::new(), |&(i, to)| {
            let (from, to) = (Count(heaps[i]), Count(to));
            format!(": lower {} from {from} to {to} ({from} ⊕ {sum_shown} = {to})", name(i))
        });
        format!("Nim-sum of {sum} ≠ 0, so N{how}, which makes the Nim-sum 0 (Bouton's theorem).")
    }
}

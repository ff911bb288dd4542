//! SetNim positions: piles of tokens and a family of allowed sets; a move picks a
//! set and lowers at least one of its piles (Kadam–Dufour–Heubach's SN(n, 𝒜)).
//!
//! ```json
//! {"rules": "setnim", "piles": [3, 1, 2], "sets": [[0, 1], [1, 2]]}
//! {"rules": "circular", "piles": [3, 1, 2, 5], "k": 2}
//! {"rules": "path", "piles": [3, 1, 2, 5], "k": 2}
//! {"rules": "moore", "piles": [3, 1, 2, 5], "k": 2}
//! ```
//!
//! The shorthands keep their name (and `k`) so that the solver can apply the family's
//! theorems and the JSON written back is the JSON read. Every family is expanded into its
//! sets here, after the number of sets is known to be within the cap (Moore's game has
//! C(n, k) of them).

use serde_json::{json, Value};

use crate::position::{preview, Limits, PositionError};

/// Most sets a SetNim position may have, checked before any is built. As many as the edge
/// cap: a set is as costly for the solver as a vertex star.
pub const MAX_SETS: usize = 1024;

/// Which family the sets come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetFamily {
    /// Sets given one by one (`"rules": "setnim"`).
    Explicit,
    /// Circular Nim CN(n, k): the n runs of k consecutive piles on a circle.
    Circular(usize),
    /// Path Nim PN(n, k): the n − k + 1 runs of k consecutive piles in a row.
    Path(usize),
    /// Moore's Nim_k: every k-subset of the piles (any at most k piles, since each smaller
    /// set lies inside a k-subset).
    Moore(usize),
}

impl SetFamily {
    /// The name used in JSON.
    pub fn name(self) -> &'static str {
        match self {
            SetFamily::Explicit => "setnim",
            SetFamily::Circular(_) => "circular",
            SetFamily::Path(_) => "path",
            SetFamily::Moore(_) => "moore",
        }
    }

    /// The `k` of a shorthand family.
    pub fn k(self) -> Option<usize> {
        match self {
            SetFamily::Explicit => None,
            SetFamily::Circular(k) | SetFamily::Path(k) | SetFamily::Moore(k) => Some(k),
        }
    }
}

/// The piles and sets of a SetNim position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SetGame {
    /// Where the sets come from.
    pub family: SetFamily,
    /// Tokens per pile.
    pub piles: Vec<u64>,
    /// Allowed sets of pile indices, each sorted and without repeats; a set's index is its
    /// place in this list.
    pub sets: Vec<Vec<usize>>,
}

impl SetGame {
    /// Builds a family's sets (`k` must lie in `1..=piles.len()`; callers check it).
    pub fn from_family(family: SetFamily, piles: Vec<u64>) -> SetGame {
        let n = piles.len();
        let sets = match family {
            SetFamily::Explicit => Vec::new(),
            SetFamily::Circular(k) if k >= n => vec![(0..n).collect()],
            SetFamily::Circular(k) => (0..n)
                .map(|s| {
                    let mut set: Vec<usize> = (0..k).map(|t| (s + t) % n).collect();
                    crate::sorting::sort(&mut set);
                    set
                })
                .collect(),
            SetFamily::Path(k) => (0..=n.saturating_sub(k)).map(|s| (s..s + k).collect()).collect(),
            SetFamily::Moore(k) => k_subsets(n, k),
        };
        SetGame { family, piles, sets }
    }

    /// Whether no set holds a token (so the player to move has no move).
    pub fn is_over(&self) -> bool {
        self.sets.iter().all(|s| s.iter().all(|&j| self.piles[j] == 0))
    }

    /// The position's JSON fields other than `rules` and `play`.
    pub fn fields(&self, value: &mut Value) {
        value["piles"] = json!(self.piles);
        match self.family.k() {
            Some(k) => value["k"] = json!(k),
            None => value["sets"] = json!(self.sets),
        }
    }
}

/// Every k-subset of `0..n` in lexicographic order (callers cap C(n, k) first).
fn k_subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut current: Vec<usize> = (0..k).collect();
    if k > n {
        return out;
    }
    loop {
        out.push(current.clone());
        // The rightmost entry that can still move right, then reset those after it.
        let Some(i) = (0..k).rev().find(|&i| current[i] < n - k + i) else { return out };
        current[i] += 1;
        for j in i + 1..k {
            current[j] = current[j - 1] + 1;
        }
    }
}

/// C(n, k), or `None` above `cap` (computed without overflow: each partial product
/// C(n, i) is an integer no larger than the final one while i ≤ k ≤ n/2).
fn binomial_capped(n: usize, k: usize, cap: usize) -> Option<usize> {
    let k = k.min(n - k);
    let mut c: u128 = 1;
    for i in 0..k {
        c = c * (n - i) as u128 / (i + 1) as u128;
        if c > cap as u128 {
            return None;
        }
    }
    Some(c as usize)
}

/// Reads a SetNim position's fields (the rules name is already known to be one of the
/// four). Every size is checked before the structure proportional to it is built.
pub fn parse(
    rules: &str,
    object: &serde_json::Map<String, Value>,
    limits: &Limits,
) -> Result<SetGame, PositionError> {
    let raw_piles = match object.get("piles").ok_or(PositionError::MissingField("piles"))? {
        Value::Array(items) => items,
        _ => return Err(PositionError::PilesNotArray),
    };
    if raw_piles.len() > limits.max_edges {
        return Err(PositionError::TooManyPiles { count: raw_piles.len(), max: limits.max_edges });
    }
    let mut piles = Vec::with_capacity(raw_piles.len());
    for (index, raw) in raw_piles.iter().enumerate() {
        let tokens =
            raw.as_u64().ok_or_else(|| PositionError::MalformedPile { index, found: preview(raw) })?;
        if tokens > limits.max_tokens {
            return Err(PositionError::TooManyPileTokens { index, tokens, max: limits.max_tokens });
        }
        piles.push(tokens);
    }
    let n = piles.len();
    if rules == "setnim" {
        let sets = parse_sets(object, n)?;
        return Ok(SetGame { family: SetFamily::Explicit, piles, sets });
    }
    let raw_k = object.get("k").ok_or(PositionError::MissingField("k"))?;
    let k = match raw_k.as_u64() {
        Some(k) if k >= 1 && k <= n as u64 => k as usize,
        _ => return Err(PositionError::BadK { found: preview(raw_k), piles: n }),
    };
    let family = match rules {
        "circular" => SetFamily::Circular(k),
        "path" => SetFamily::Path(k),
        _ => {
            if binomial_capped(n, k, MAX_SETS).is_none() {
                return Err(PositionError::TooManySets {
                    what: format!("moore with {} piles and k = {k}", crate::words::Count(n as u64)),
                    max: MAX_SETS,
                });
            }
            SetFamily::Moore(k)
        }
    };
    Ok(SetGame::from_family(family, piles))
}

fn parse_sets(object: &serde_json::Map<String, Value>, n: usize) -> Result<Vec<Vec<usize>>, PositionError> {
    let raw_sets = match object.get("sets").ok_or(PositionError::MissingField("sets"))? {
        Value::Array(items) => items,
        _ => return Err(PositionError::SetsNotArray),
    };
    if raw_sets.len() > MAX_SETS {
        return Err(PositionError::TooManySets {
            what: format!("{} sets", crate::words::Count(raw_sets.len() as u64)),
            max: MAX_SETS,
        });
    }
    let mut sets = Vec::with_capacity(raw_sets.len());
    for (index, raw) in raw_sets.iter().enumerate() {
        let malformed = || PositionError::MalformedSet { index, found: preview(raw) };
        let items = raw.as_array().ok_or_else(malformed)?;
        // A set names each pile at most once, so one longer than the pile count repeats one.
        if items.is_empty() || items.len() > n {
            return Err(malformed());
        }
        let mut set = Vec::with_capacity(items.len());
        for item in items {
            let pile = item.as_u64().ok_or_else(malformed)?;
            if pile >= n as u64 {
                return Err(PositionError::SetPileOutOfRange { index, pile, piles: n });
            }
            set.push(pile as usize);
        }
        crate::sorting::sort(&mut set);
        if set.windows(2).any(|w| w[0] == w[1]) {
            return Err(malformed());
        }
        sets.push(set);
    }
    Ok(sets)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_expand_to_their_sets() {
        let circular = SetGame::from_family(SetFamily::Circular(2), vec![1; 4]);
        assert_eq!(circular.sets, vec![vec![0, 1], vec![1, 2], vec![2, 3], vec![0, 3]]);
        let path = SetGame::from_family(SetFamily::Path(3), vec![1; 4]);
        assert_eq!(path.sets, vec![vec![0, 1, 2], vec![1, 2, 3]]);
        let moore = SetGame::from_family(SetFamily::Moore(2), vec![1; 4]);
        assert_eq!(moore.sets.len(), 6);
        assert_eq!(moore.sets[5], vec![2, 3]);
        assert_eq!(SetGame::from_family(SetFamily::Circular(3), vec![1; 3]).sets, vec![vec![0, 1, 2]]);
    }

    #[test]
    fn binomials_are_capped() {
        assert_eq!(binomial_capped(10, 3, 1024), Some(120));
        assert_eq!(binomial_capped(1024, 512, 1024), None);
        assert_eq!(binomial_capped(1024, 1024, 1024), Some(1));
        assert_eq!(binomial_capped(1024, 1023, 1024), Some(1024));
    }
}

//! Which closed form, if any, decides a whole piles-and-groups game: the fast paths of
//! [`super::piles_solver`]. Each is valid for every position below the start (the
//! structure it relies on survives every move), and each is checked against brute force in
//! `tests/engine/setnim_solver.rs`.
//!
//! * Every group holds one live pile: Nim (Bouton 1901), or misère Nim (Bouton's misère rule).
//! * One group holds every live pile: a single heap of the total; in misère play the player
//!   to move loses iff exactly one token is left (they must take it).
//! * Moore's Nim_k, CN(n, 1), CN(n, n − 1), CN(n, n) (normal play, [`crate::theory::setnim`]).
//! * CN(n, 2) for n = 3, 4, 5 (Dufour–Heubach 2013, EJC 20(2) P22, as quoted in *Graph Nim*
//!   Thms 4.2–4.4: it is Edge-Nim on the cycle C_n, [`crate::theory::cycles`]).
//!
//! "Live" piles are those some group holds and that have tokens: the others never change.

use super::table::PileGame;
use crate::position::Play;
use crate::setnim::SetFamily;
use crate::theory::cycles::cycle_is_p;
use crate::theory::nim::nim_sum;
use crate::theory::setnim::{circular_is_p, misere_nim_is_p, moore_is_p};
use crate::words::Count;

/// A move as the group it uses and the piles it leaves.
pub(crate) type Target = (usize, Vec<u64>);

/// A closed form that decides the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SetTheorem {
    /// Nim on the live piles; `owner[i]` is the group that holds live pile `live[i]`.
    Nim { live: Vec<usize>, owner: Vec<usize>, play: Play },
    /// One group holds every live pile.
    Hub { group: usize, live: Vec<usize>, play: Play },
    /// Moore's Nim_k.
    Moore(usize),
    /// Circular Nim CN(n, k) with k ∈ {1, n − 1, n}.
    Circular(usize),
    /// CN(n, 2) for n ∈ {3, 4, 5}.
    CycleTwo,
}

/// The theorem deciding the game, if one applies.
pub(crate) fn set_theorem(game: &PileGame, family: Option<SetFamily>, play: Play) -> Option<SetTheorem> {
    let n = game.piles.len();
    let mut held = vec![None; n];
    for (g, group) in game.groups.iter().enumerate() {
        for &j in group {
            if j < n && held[j].is_none() {
                held[j] = Some(g);
            }
        }
    }
    let live: Vec<usize> = (0..n).filter(|&j| held[j].is_some() && game.piles[j] > 0).collect();
    let live_in = |g: &Vec<usize>| g.iter().filter(|&&j| j < n && game.piles[j] > 0).count();
    if game.groups.iter().all(|g| live_in(g) <= 1) {
        let owner = live.iter().map(|&j| held[j].unwrap_or(0)).collect();
        return Some(SetTheorem::Nim { live, owner, play });
    }
    if let Some(group) = game.groups.iter().position(|g| live_in(g) == live.len()) {
        return Some(SetTheorem::Hub { group, live, play });
    }
    if play == Play::Misere {
        return None;
    }
    match family? {
        SetFamily::Moore(k) => Some(SetTheorem::Moore(k)),
        SetFamily::Circular(k) if circular_is_p(&game.piles, k).is_some() => Some(SetTheorem::Circular(k)),
        SetFamily::Circular(2) if (3..=5).contains(&n) => Some(SetTheorem::CycleTwo),
        _ => None,
    }
}

impl SetTheorem {
    /// Whether `piles` is a P-position.
    pub fn is_p(&self, piles: &[u64]) -> bool {
        let values = |live: &[usize]| live.iter().map(|&j| piles[j]).collect::<Vec<u64>>();
        match self {
            SetTheorem::Nim { live, play: Play::Normal, .. } => nim_sum(&values(live)) == 0,
            SetTheorem::Nim { live, play: Play::Misere, .. } => misere_nim_is_p(&values(live)),
            SetTheorem::Hub { live, play, .. } => {
                let total = values(live).iter().fold(0u64, |s, &p| s.saturating_add(p));
                total == u64::from(*play == Play::Misere)
            }
            SetTheorem::Moore(k) => moore_is_p(piles, *k),
            SetTheorem::Circular(k) => circular_is_p(piles, *k).unwrap_or(false),
            SetTheorem::CycleTwo => cycle_is_p(piles).unwrap_or(false),
        }
    }

    /// The Grundy value, when the theorem gives it (normal-play Nim and a single heap).
    pub fn grundy(&self, piles: &[u64]) -> Option<u64> {
        match self {
            SetTheorem::Nim { live, play: Play::Normal, .. } => {
                Some(live.iter().fold(0, |x, &j| x ^ piles[j]))
            }
            SetTheorem::Hub { live, play: Play::Normal, .. } => {
                Some(live.iter().fold(0u64, |s, &j| s.saturating_add(piles[j])))
            }
            _ => None,
        }
    }

    /// Moves that include every winning move, as `(group, target)`, when the theorem says
    /// where to look: in Nim and misère Nim a winning move leaves a pile at 0, 1 or its xor
    /// with the nim-sum; from a single heap it leaves 0 or (misère) 1 token; in CN(n, n − 1)
    /// it leaves out a smallest pile and lowers the others to it; on C3–C5 the cycle
    /// theorems solve for the moves. `None` for theorems without such a rule (the solver
    /// then tries every move when that is affordable).
    /// The flag says whether the list is whole (the cycle theorems may count more winning
    /// moves than the `cap` asked for).
    pub fn candidates(&self, piles: &[u64], cap: usize) -> Option<(Vec<Target>, bool)> {
        let n = piles.len();
        match self {
            SetTheorem::Circular(k) if *k + 1 == n && n > 1 => {
                // Set s holds every pile but s + k (mod n), the one left out.
                let out = (0..n)
                    .filter(|&s| piles.iter().all(|&p| p >= piles[(s + k) % n]))
                    .map(|s| (s, vec![piles[(s + k) % n]; n]))
                    .collect();
                Some((out, true))
            }
            SetTheorem::CycleTwo => {
                // A cycle move at vertex v sets edges v − 1 and v: the set {v − 1, v}, which
                // is set v − 1 (mod n) of CN(n, 2).
                let (moves, total) = crate::theory::cycles::cycle_winning_moves(piles, cap)?;
                let whole = total == moves.len() as u64;
                let out = moves
                    .into_iter()
                    .map(|m| {
                        let s = (m.vertex + n - 1) % n;
                        let mut target = piles.to_vec();
                        target[s] = m.left;
                        target[m.vertex] = m.right;
                        (s, target)
                    })
                    .collect();
                Some((out, whole))
            }
            SetTheorem::Nim { live, owner, .. } => {
                let sum = live.iter().fold(0, |x, &j| x ^ piles[j]);
                let mut out = Vec::new();
                for (&j, &group) in live.iter().zip(owner) {
                    let mut values = vec![0, 1, piles[j] ^ sum];
                    crate::sorting::sort(&mut values);
                    values.dedup();
                    for v in values.into_iter().filter(|&v| v < piles[j]) {
                        let mut target = piles.to_vec();
                        target[j] = v;
                        out.push((group, target));
                    }
                }
                Some((out, true))
            }
            SetTheorem::Hub { group, live, .. } => {
                let mut empty = piles.to_vec();
                live.iter().for_each(|&j| empty[j] = 0);
                let mut out = vec![(*group, empty.clone())];
                for &j in live.iter().filter(|&&j| piles[j] > 0) {
                    let mut one = empty.clone();
                    one[j] = 1;
                    out.push((*group, one));
                }
                Some((out, true))
            }
            _ => None,
        }
    }

    /// Short name for the answer's `method`.
    pub fn method(&self) -> String {
        match self {
            SetTheorem::Nim { play: Play::Normal, .. } => "theorem:nim".into(),
            SetTheorem::Nim { play: Play::Misere, .. } => "theorem:misere-nim".into(),
            SetTheorem::Hub { play: Play::Normal, .. } => "theorem:hub".into(),
            SetTheorem::Hub { play: Play::Misere, .. } => "theorem:misere-hub".into(),
            SetTheorem::Moore(k) => format!("theorem:moore-{k}"),
            SetTheorem::Circular(k) => format!("theorem:circular-k{k}"),
            SetTheorem::CycleTwo => "theorem:circular-k2".into(),
        }
    }

    /// One sentence for a person, with the condition worked out on `piles`, each named as
    /// the board shows it (`names[j]`: "pile 2" in SetNim, "edge 0–1" in misère Edge-Nim).
    pub fn explanation(&self, piles: &[u64], names: &[String]) -> String {
        let n = piles.len();
        let name = |j: usize| names.get(j).cloned().unwrap_or_else(|| format!("pile {j}"));
        let all: Vec<String> = (0..n).map(name).collect();
        let counts: Vec<String> = piles.iter().map(|&p| Count(p).to_string()).collect();
        // "piles 0, 1, 2 hold 3, 1, 2" ("edge 0–1 holds 5" alone): the position the condition
        // is checked on, up to 8 piles.
        let here = if n <= 8 {
            let verb = if n == 1 { "holds" } else { "hold" };
            format!("{} {verb} {}", all.join(", "), counts.join(", "))
        } else {
            format!("the {} piles hold {}", Count(n as u64), counts[..8].join(", ") + ", …")
        };
        let verdict = |p: bool| if p { "so P" } else { "so N" };
        match self {
            SetTheorem::Nim { play: Play::Normal, live, .. } => {
                let heaps: Vec<u64> = live.iter().map(|&j| piles[j]).collect();
                let heap_names: Vec<String> = live.iter().map(|&j| name(j)).collect();
                format!(
                    "Every move lowers just one of {}, so this is Nim. {}",
                    heap_names.join(", "),
                    crate::theory::nim::nim_explanation(&heaps, &heap_names)
                )
            }
            SetTheorem::Nim { play: Play::Misere, live, .. } => format!(
                "Every move lowers just one of {}, so this is misère Nim: the player to move loses exactly when at least one of them holds 2 or more and their counts xor to 0, or each holds at most 1 and they xor to 1 (Bouton). Here {here}, xor {}, {}.",
                live.iter().map(|&j| name(j)).collect::<Vec<_>>().join(", "),
                Count(nim_sum(piles)),
                verdict(self.is_p(piles))
            ),
            SetTheorem::Hub { play: Play::Normal, live, .. } => format!(
                "One set holds every one of {} with tokens, so any reduction is one move: a single heap of {} (Bouton).",
                live.iter().map(|&j| name(j)).collect::<Vec<_>>().join(", "),
                Count(live.iter().map(|&j| piles[j]).fold(0u64, u64::saturating_add))
            ),
            SetTheorem::Hub { play: Play::Misere, live, .. } => format!(
                "One set holds every one of {} with tokens, so any reduction is one move: in misère play the player to move loses only when exactly one token is left.",
                live.iter().map(|&j| name(j)).collect::<Vec<_>>().join(", ")
            ),
            SetTheorem::Moore(k) => {
                let top = piles.iter().copied().max().unwrap_or(0);
                let bits = (u64::BITS - top.leading_zeros()).max(1);
                let ones: Vec<String> = (0..bits)
                    .rev()
                    .map(|b| Count(piles.iter().filter(|&&p| p >> b & 1 == 1).count() as u64).to_string())
                    .collect();
                let binary: Vec<String> = piles.iter().map(|&p| format!("{p:0width$b}", width = bits as usize)).collect();
                // Written as the board's caption writes it: "Moore’s Nim₂".
                let subscript: String =
                    k.to_string().chars().filter_map(|d| d.to_digit(10)).filter_map(|d| char::from_u32(0x2080 + d)).collect();
                format!(
                    "Moore’s Nim{subscript}: the player to move loses exactly when, writing every pile in binary, each binary digit has a 1 in a multiple of {} piles (Moore 1910). Here {} in binary {}: the digits have {} ones, {}.",
                    Count(*k as u64 + 1),
                    here,
                    binary.join(", "),
                    ones.join(", "),
                    verdict(self.is_p(piles))
                )
            }
            SetTheorem::Circular(k) if *k == 1 => format!(
                "CN({n}, 1) is Nim. {}",
                crate::theory::nim::nim_explanation(piles, &all)
            ),
            SetTheorem::Circular(k) if *k >= n => format!("CN({n}, {n}): one move may lower every pile, so only the empty position is lost (Dufour–Heubach 2013)."),
            SetTheorem::Circular(_) => format!(
                "CN({n}, {}): the player to move loses exactly when all piles are equal (Dufour–Heubach 2013). Here {here}, {}.",
                n - 1,
                verdict(self.is_p(piles))
            ),
            SetTheorem::CycleTwo => {
                // The cycle's theorem worked out on these counts, said of the piles as the
                // board shows them: a pile game's board numbers no vertex and names no edge.
                let worked = crate::theory::cycles::ring_explanation(piles, &all)
                    .unwrap_or_else(|| format!("Here {here}, {}.", verdict(self.is_p(piles))));
                format!(
                    "CN({n}, 2) is Edge-Nim on the cycle C{n}, each pile one of its edges in ring order (Graph Nim Thm 4.1; Dufour–Heubach 2013). {worked}"
                )
            }
        }
    }
}

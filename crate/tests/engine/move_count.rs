//! The count of legal moves (`rules::move_count`) against a plain enumeration of every move
//! on many small random positions of every game (Edge-Nim with loops and parallel edges,
//! Walking Nim, the pile games by family and by explicit sets), and against closed forms on
//! positions far past 64 bits, where a count that saturated once printed "about 1.8·10^19".

use crate::common::{position, small_graph};

use std::collections::BTreeSet;

use graphnim::position::{Position, Rules};
use graphnim::rules::{self, MoveCount};
use graphnim::solver::{solve, SolveOptions};
use proptest::prelude::*;

/// Every amount vector at or below `tops` but zero, in turn.
fn each_take(tops: &[u64], mut visit: impl FnMut(&[u64])) {
    let mut amounts = vec![0u64; tops.len()];
    loop {
        let Some(i) = (0..tops.len()).find(|&i| amounts[i] < tops[i]) else { return };
        amounts[i] += 1;
        amounts[..i].iter_mut().for_each(|a| *a = 0);
        visit(&amounts);
    }
}

/// Edge-Nim: every vertex, every non-zero choice of amounts on the edges touching it (a loop
/// once), each resulting position once.
fn edge_brute_force(position: &Position) -> u64 {
    let mut results = BTreeSet::new();
    for vertex in 0..position.vertices {
        let edges: Vec<usize> =
            (0..position.edges.len()).filter(|&e| position.edges[e].touches(vertex)).collect();
        let tops: Vec<u64> = edges.iter().map(|&e| position.edges[e].tokens).collect();
        each_take(&tops, |amounts| {
            let mut tokens: Vec<u64> = position.edges.iter().map(|e| e.tokens).collect();
            edges.iter().zip(amounts).for_each(|(&e, &a)| tokens[e] -= a);
            results.insert(tokens);
        });
    }
    results.len() as u64
}

/// Walking Nim: every edge at the piece, every amount; a position is its weights and where
/// the piece ends.
fn walk_brute_force(position: &Position) -> u64 {
    let at = position.piece_vertex();
    let mut results = BTreeSet::new();
    for (e, edge) in position.edges.iter().enumerate().filter(|(_, edge)| edge.touches(at)) {
        for take in 1..=edge.tokens {
            let mut tokens: Vec<u64> = position.edges.iter().map(|e| e.tokens).collect();
            tokens[e] -= take;
            results.insert((tokens, edge.other_end(at)));
        }
    }
    results.len() as u64
}

/// The pile games: every set, every non-zero choice of amounts on its piles.
fn set_brute_force(position: &Position) -> u64 {
    let game = position.set_game.as_ref().unwrap();
    let mut results = BTreeSet::new();
    for set in &game.sets {
        let tops: Vec<u64> = set.iter().map(|&j| game.piles[j]).collect();
        each_take(&tops, |amounts| {
            let mut piles = game.piles.clone();
            set.iter().zip(amounts).for_each(|(&j, &a)| piles[j] -= a);
            results.insert(piles);
        });
    }
    results.len() as u64
}

fn exact(position: &Position) -> u64 {
    let count = rules::move_count(position).unwrap_or_else(|| panic!("not counted: {}", position.to_json()));
    let count = count.to_u64().expect("small positions fit in 64 bits");
    // The solver's own count (64 bits, explicit subsets only) agrees wherever it counts.
    if let Some(solver) = rules::exact_count(position) {
        assert_eq!(solver, count, "{}", position.to_json());
    }
    count
}

fn family(rules: &str, piles: &[u64], k: usize) -> Position {
    Position::from_json(&format!(r#"{{"rules":"{rules}","piles":{piles:?},"k":{k}}}"#)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn edge_nim_counts_match_enumeration((n, edges) in small_graph(4, 6, 3)) {
        let p = position(Rules::Edge, n, &edges, None);
        prop_assert_eq!(exact(&p), edge_brute_force(&p), "{}", p.to_json());
        prop_assert_eq!(rules::count_moves(&p), edge_brute_force(&p));
    }

    #[test]
    fn walking_nim_counts_match_enumeration((n, edges) in small_graph(4, 6, 4), piece in 0usize..4) {
        let p = position(Rules::Walk, n, &edges, Some(piece % n));
        prop_assert_eq!(exact(&p), walk_brute_force(&p), "{}", p.to_json());
    }

    #[test]
    fn pile_family_counts_match_enumeration(
        piles in prop::collection::vec(0u64..4, 1..8),
        k in 1usize..8,
        which in 0usize..3,
    ) {
        let k = (k - 1) % piles.len() + 1;
        let p = family(["circular", "path", "moore"][which], &piles, k);
        prop_assert_eq!(exact(&p), set_brute_force(&p), "{}", p.to_json());
    }

    #[test]
    fn explicit_set_counts_match_enumeration((piles, sets) in crate::common::piles_and_sets()) {
        let p = crate::common::setnim(&piles, &sets, false);
        prop_assert_eq!(exact(&p), set_brute_force(&p), "{}", p.to_json());
    }
}

/// Every family's formula on each of its cases (circular with n ≥ 2k − 1 and below it,
/// Moore's with k below and above n/2), on piles of different sizes.
#[test]
fn every_family_case_matches_enumeration() {
    for n in 1..=8usize {
        let piles: Vec<u64> = (0..n as u64).map(|i| [2, 1, 3, 0, 2][i as usize % 5]).collect();
        for k in 1..=n {
            for rules in ["circular", "path", "moore"] {
                let p = family(rules, &piles, k);
                assert_eq!(exact(&p), set_brute_force(&p), "{}", p.to_json());
            }
        }
    }
}

/// 10^n written out, for the closed forms below (independent of the crate's digits).
fn power_digits(base: u64, exponent: u32) -> String {
    let mut digits = vec![1u32]; // least significant first
    for _ in 0..exponent {
        let mut carry = 0u64;
        for d in &mut digits {
            let v = u64::from(*d) * base + carry;
            *d = (v % 10) as u32;
            carry = v / 10;
        }
        while carry > 0 {
            digits.push((carry % 10) as u32);
            carry /= 10;
        }
    }
    digits.iter().rev().map(|d| char::from_digit(*d, 10).unwrap()).collect()
}

fn minus_one(digits: &str) -> String {
    let mut d: Vec<u8> = digits.bytes().collect();
    let mut i = d.len() - 1;
    while d[i] == b'0' {
        d[i] = b'9';
        i -= 1;
    }
    d[i] -= 1;
    let text = String::from_utf8(d).unwrap();
    let trimmed = text.trim_start_matches('0');
    if trimmed.is_empty() {
        "0".into()
    } else {
        trimmed.into()
    }
}

fn star(leaves: usize, tokens: u64) -> Position {
    let edges: Vec<(usize, usize, u64)> = (1..=leaves).map(|v| (0, v, tokens)).collect();
    position(Rules::Edge, leaves + 1, &edges, None)
}

/// A star's moves are all made at its centre (a move at a leaf takes from its one edge,
/// which the centre lists): (t + 1)^edges − 1, past 64 bits from eleven edges of 100.
#[test]
fn large_stars_count_their_closed_form() {
    for leaves in [1usize, 9, 10, 11, 20, 64, 300] {
        let count = rules::move_count(&star(leaves, 100)).unwrap();
        assert_eq!(count.to_string(), minus_one(&power_digits(101, leaves as u32)), "{leaves} edges");
        // The −1 is below an f64's precision from nine edges on.
        let log = (leaves as f64) * 101f64.log10();
        if leaves >= 9 {
            assert!((count.log10() - log).abs() < 1e-9, "{leaves} edges: log10 {} vs {log}", count.log10());
        }
    }
    // Eleven edges of 100: 101^11 − 1 ≈ 1.1·10^22, where the count saturated at 2^64.
    let count = rules::move_count(&star(11, 100)).unwrap();
    assert_eq!(count.to_u64(), None);
    assert_eq!(rules::count_moves(&star(11, 100)), u64::MAX, "the budget count still saturates");
    assert!((count.log10() - 22.0475).abs() < 1e-3, "{}", count.log10());
}

/// A triangle of c parallel copies of each edge: at each vertex (t + 1)^(2c) − 1 choices,
/// less the (t + 1)^c − 1 taking from the copies to the neighbour that lists them. With ten
/// copies of 100 this is about 3.7·10^40 (the page said "0 of about 1.8·10^19"); with five it
/// printed no total at all.
#[test]
fn multigraph_triangles_count_their_closed_form() {
    for copies in [1usize, 5, 8, 10] {
        let mut edges = Vec::new();
        for (u, v) in [(0, 1), (1, 2), (0, 2)] {
            edges.extend(std::iter::repeat_n((u, v, 100), copies));
        }
        let p = position(Rules::Edge, 3, &edges, None);
        // Vertex 0 lists both its groups, 1 lists 1–2 only, 2 lists neither:
        // 3((t+1)^(2c) − 1) − 3((t+1)^c − 1) = 3((t+1)^(2c) − (t+1)^c).
        let mut expected = MoveCount::from_u64(1);
        (0..2 * copies).for_each(|_| expected.mul_u64(101));
        let mut group = MoveCount::from_u64(1);
        (0..copies).for_each(|_| group.mul_u64(101));
        let mut expected = expected.checked_sub(&group).unwrap();
        expected.mul_u64(3);
        assert_eq!(rules::move_count(&p), Some(expected.clone()), "{copies} copies");
        if copies == 1 {
            assert_eq!(expected.to_u64(), Some(edge_brute_force(&p)));
        }
        if copies == 10 {
            assert!((expected.log10() - 40.57).abs() < 0.01, "{}", expected.log10());
        }
    }
}

/// The solver's answer counts in 64 bits (its code is in the page's first download) and says
/// `null` past them, never a saturated number; `add_move_count` then gives the digits.
#[test]
fn the_answer_gives_a_count_past_64_bits_as_digits() {
    let p = star(11, 100);
    let answer = solve(&p, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(answer.moves_total, None);
    assert_eq!(rules::exact_count(&p), None);
    let mut value = answer.to_value();
    assert!(value["moves_total"].is_null(), "{value}");
    graphnim::solver::add_move_count(&mut value, &p);
    assert_eq!(value["moves_total_digits"], minus_one(&power_digits(101, 11)));

    let nine = star(9, 100);
    let answer = solve(&nine, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(answer.moves_total, Some(101u64.pow(9) - 1));
    let mut small = answer.to_value();
    graphnim::solver::add_move_count(&mut small, &nine);
    assert_eq!(small["moves_total"], 101u64.pow(9) - 1);
    assert!(small.get("moves_total_digits").is_none(), "{small}");
}

/// The solver's 64-bit count agrees with the exact one wherever it fits, on every game.
#[test]
fn the_64_bit_count_is_the_exact_one_where_it_fits() {
    for leaves in [1usize, 5, 9, 10] {
        let p = star(leaves, 100);
        assert_eq!(rules::exact_count(&p), rules::move_count(&p).and_then(|n| n.to_u64()));
    }
    let walk = position(Rules::Walk, 2, &[(0, 1, u64::MAX / 2), (0, 0, 3)], Some(0));
    assert_eq!(rules::exact_count(&walk), Some(u64::MAX / 2 + 3));
    let past = position(Rules::Walk, 2, &[(0, 1, u64::MAX / 2 + 1), (1, 0, u64::MAX / 2 + 1)], Some(0));
    assert_eq!(rules::exact_count(&past), None);
    assert_eq!(rules::move_count(&past).unwrap().to_string(), power_digits(2, 64));
}

/// The count's own arithmetic: digits, subtraction across limbs, products of counts.
#[test]
fn counts_add_subtract_multiply_and_print() {
    let mut n = MoveCount::from_u64(u64::MAX);
    n.add_u64(1);
    assert_eq!(n.to_string(), "18446744073709551616");
    assert_eq!(n.to_u64(), None);
    assert_eq!(n.checked_sub_u64(1).unwrap().to_u64(), Some(u64::MAX));
    assert_eq!(MoveCount::from_u64(3).checked_sub_u64(4), None);
    let mut square = n.clone();
    square.mul(&n);
    assert_eq!(square.to_string(), power_digits(2, 128));
    assert_eq!(MoveCount::zero().to_string(), "0");
    assert_eq!(MoveCount::from_u64(1_000_000_000).to_string(), "1000000000");
    assert!((MoveCount::from_u64(1000).log10() - 3.0).abs() < 1e-12);
}

/// Pile games far past 64 bits: 64 piles of 10^9 in Moore's Nim with k = 63 (every set of
/// piles but all of them) and Circular Nim CN(64, 40) (the walk round the circle).
#[test]
fn large_pile_games_are_counted() {
    let piles = vec![1_000_000_000u64; 64];
    let moore = rules::move_count(&family("moore", &piles, 63)).unwrap();
    let mut expected = MoveCount::from_u64(1);
    (0..64).for_each(|_| expected.mul_u64(1_000_000_001));
    let mut all = MoveCount::from_u64(1);
    (0..64).for_each(|_| all.mul_u64(1_000_000_000));
    let expected = expected.checked_sub_u64(1).unwrap().checked_sub(&all).unwrap();
    assert_eq!(moore, expected);
    let circular = rules::move_count(&family("circular", &piles, 40)).unwrap();
    assert!(circular.log10() > 360.0 && circular.log10() < 64.0 * 9.0 + 1.0, "{}", circular.log10());
}

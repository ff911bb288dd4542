//! The hint shows the first winning move of an answer asked with remoteness (the page's hint
//! options); the review judges a played move against the full move list. On many random
//! small positions of every rule set, normal and misère, the hint's move wins, and, when
//! moves-left is known, wins fastest: its child has the least remoteness among the winning
//! moves the review lists, also when the list of winning moves is cut at its cap, and the
//! brute force's remoteness minus one (the reference for Edge-Nim and Walking Nim, the
//! rules' own moves for the pile games).

use crate::common;
use crate::reference;

use common::{box_size, piles_and_sets, position, setnim, small_graph};
use graphnim::moves::Move;
use graphnim::position::{Play, Position, Rules};
use graphnim::rules;
use graphnim::solver::{solve, Outcome, SolveOptions};
use proptest::prelude::*;
use reference::{graph_of, tokens_of, EdgeReference, WalkReference};
use std::collections::HashMap;

fn hint_options() -> SolveOptions {
    SolveOptions { remoteness: true, ..SolveOptions::default() }
}

fn review_options() -> SolveOptions {
    SolveOptions { all_moves: true, move_cap: 100_000, ..SolveOptions::default() }
}

/// The hint's move, checked against the review's list; returns it when the position is won.
fn check_hint(position: &Position) -> Option<Move> {
    let text = position.to_json();
    let hint = solve(position, &hint_options(), &mut ()).expect("small positions are solved");
    let review = solve(position, &review_options(), &mut ()).expect("small positions are solved");
    assert_eq!(hint.remoteness, review.remoteness, "remoteness of {text}");
    let best = hint.winning_moves.first()?.clone();
    assert_eq!(hint.outcome, Outcome::N, "a winning move in a lost position {text}");
    let reports = review.moves.expect("asked for all moves");
    let report = reports.iter().find(|r| r.mv == best).expect("the hint's move is in the review's list");
    assert_eq!(report.outcome, Outcome::P, "the hint's move {best:?} of {text} does not win");
    if let Some(remoteness) = review.remoteness {
        let fastest = reports.iter().filter(|r| r.outcome == Outcome::P).filter_map(|r| r.remoteness).min();
        assert_eq!(fastest, Some(remoteness - 1), "fastest win of {text}");
        assert_eq!(report.remoteness, fastest, "the hint's move {best:?} of {text} is a slower win");
        // A list cut at its cap (one move here) still starts with a fastest win.
        let capped = SolveOptions { move_cap: 1, ..hint_options() };
        let first = solve(position, &capped, &mut ()).expect("small positions are solved").winning_moves;
        let first =
            reports.iter().find(|r| Some(&r.mv) == first.first()).expect("a capped hint's move is listed");
        assert_eq!(
            first.remoteness, fastest,
            "the capped hint's move {:?} of {text} is a slower win",
            first.mv
        );
    }
    Some(best)
}

/// Normal play: the hint's child is a P-position one move nearer the end, by brute force.
fn check_against_reference(position: &Position) {
    let Some(best) = check_hint(position) else { return };
    if position.play == Play::Misere {
        return;
    }
    let child = rules::apply(position, &best).expect("the hint's move is legal");
    let (before, after) = match position.rules {
        Rules::Walk => {
            let mut reference = WalkReference::new(graph_of(position));
            let before = reference.value(&tokens_of(position), position.piece.unwrap());
            (before, reference.value(&tokens_of(&child), child.piece.unwrap()))
        }
        _ => {
            let mut reference = EdgeReference::new(graph_of(position));
            (reference.value(&tokens_of(position)), reference.value(&tokens_of(&child)))
        }
    };
    assert_eq!(after.grundy, 0, "the hint's move of {} does not win", position.to_json());
    assert_eq!(after.remoteness + 1, before.remoteness, "the hint's move of {} is slow", position.to_json());
}

/// A position in normal or misère play.
fn played(
    rules: Rules,
    n: usize,
    edges: &[(usize, usize, u64)],
    piece: Option<usize>,
    misere: bool,
) -> Position {
    let p = position(rules, n, edges, piece);
    if misere {
        common::misere(p)
    } else {
        p
    }
}

/// Cycles and paths, where theorems (not tables) pick the winning moves.
fn cycle_or_path() -> impl Strategy<Value = (usize, Vec<(usize, usize, u64)>)> {
    (3..=6usize, any::<bool>(), prop::collection::vec(0..=3u64, 6)).prop_map(|(n, cycle, weights)| {
        let mut edges: Vec<(usize, usize, u64)> = (1..n).map(|v| (v - 1, v, weights[v - 1])).collect();
        if cycle {
            edges.push((n - 1, 0, weights[n - 1]));
        }
        (n, edges)
    })
}

/// Normal-play remoteness by brute force over the rules' own moves (no solver): 0 when no
/// move is left; else one more than the least of the children's even values (a win, hurried)
/// or, when every child is odd (a loss), the greatest (delayed).
fn brute_remoteness(position: &Position, memo: &mut HashMap<String, u64>) -> u64 {
    let key = position.to_json();
    if let Some(&r) = memo.get(&key) {
        return r;
    }
    let (moves, _) = rules::legal_moves(position, usize::MAX);
    let children: Vec<u64> =
        moves.iter().map(|mv| brute_remoteness(&rules::apply(position, mv).unwrap(), memo)).collect();
    let r = match children.iter().filter(|r| *r % 2 == 0).min() {
        _ if children.is_empty() => 0,
        Some(win) => win + 1,
        None => children.iter().max().unwrap() + 1,
    };
    memo.insert(key, r);
    r
}

/// A pile game's hint, normal play: its child is a P-position one move nearer the end, by
/// brute force.
fn check_piles_against_brute_force(position: &Position) {
    let Some(best) = check_hint(position) else { return };
    if position.play == Play::Misere {
        return;
    }
    let mut memo = HashMap::new();
    let before = brute_remoteness(position, &mut memo);
    let after = brute_remoteness(&rules::apply(position, &best).unwrap(), &mut memo);
    assert!(
        after.is_multiple_of(2) && after + 1 == before,
        "the hint's move of {} is slow",
        position.to_json()
    );
}

#[test]
fn the_walking_nim_cycle_that_hinted_a_slow_win() {
    // C5 with weights 0,0,0,2,2 and the piece at 4: lowering 4–3 or 4–0 to 0 wins in one
    // move; lowering 4–3 to 1 (which a theorem lists first) wins in three.
    let p = played(Rules::Walk, 5, &[(0, 1, 0), (1, 2, 0), (2, 3, 0), (3, 4, 2), (4, 0, 2)], Some(4), false);
    let best = check_hint(&p).expect("the position is won");
    assert_eq!(rules::apply(&p, &best).unwrap().edges.iter().map(|e| e.tokens).sum::<u64>(), 2);
    check_against_reference(&p);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn edge_nim_hints_a_fastest_win((n, edges) in small_graph(5, 6, 3), misere in any::<bool>()) {
        prop_assume!(box_size(&edges) <= 2000);
        check_against_reference(&played(Rules::Edge, n, &edges, None, misere));
    }

    #[test]
    fn walking_nim_hints_a_fastest_win((n, edges) in small_graph(5, 6, 3), piece in 0usize..5, misere in any::<bool>()) {
        prop_assume!(box_size(&edges) <= 2000);
        check_against_reference(&played(Rules::Walk, n, &edges, Some(piece % n), misere));
    }

    #[test]
    fn theorem_shapes_hint_a_fastest_win((n, edges) in cycle_or_path(), piece in 0usize..6, walk in any::<bool>(), misere in any::<bool>()) {
        let (rules, piece) = if walk { (Rules::Walk, Some(piece % n)) } else { (Rules::Edge, None) };
        check_against_reference(&played(rules, n, &edges, piece, misere));
    }

    #[test]
    fn setnim_hints_a_fastest_win((piles, sets) in piles_and_sets(), misere in any::<bool>()) {
        check_piles_against_brute_force(&setnim(&piles, &sets, misere));
    }
}

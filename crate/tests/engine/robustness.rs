//! Bad or extreme input never panics and never runs long: arbitrary text as a position or
//! a move, and valid positions with huge token counts on every shape the theorems know,
//! solved under a small budget (the way the page's main thread calls the solver).

use crate::common;

use common::position;
use graphnim::moves::Move;
use graphnim::position::{Limits, Position, Rules};
use graphnim::rules;
use graphnim::solver::{solve, Outcome, SolveError, SolveOptions};
use proptest::prelude::*;

fn small_budget() -> SolveOptions {
    SolveOptions {
        all_moves: true,
        remoteness: true,
        move_cap: 50,
        move_offset: 0,
        max_states: 100_000,
        max_grundy_states: 100_000,
        max_remoteness_states: 100_000,
        max_bytes: 16 << 20,
    }
}

/// Token counts that stress arithmetic: zero, small, near the cap, powers of two.
fn tokens() -> impl Strategy<Value = u64> {
    prop_oneof![
        Just(0u64),
        1u64..5,
        Just(Limits::DEFAULT.max_tokens),
        (Limits::DEFAULT.max_tokens - 3)..=Limits::DEFAULT.max_tokens,
        (0u32..30).prop_map(|k| 1u64 << k),
        0u64..=Limits::DEFAULT.max_tokens,
    ]
}

fn graph(max_vertices: usize, max_edges: usize) -> impl Strategy<Value = (usize, Vec<(usize, usize, u64)>)> {
    (1..=max_vertices)
        .prop_flat_map(move |n| (Just(n), prop::collection::vec((0..n, 0..n, tokens()), 0..=max_edges)))
}

/// Checks an answer's internal consistency against the rules alone.
fn check_answer(position: &Position, answer: Result<graphnim::solver::Analysis, SolveError>) {
    match answer {
        Err(SolveError::TooLarge(reason)) => assert!(!reason.is_empty()),
        Err(SolveError::Cancelled) => panic!("nothing cancelled this solve"),
        Ok(analysis) => {
            if analysis.outcome == Outcome::P {
                assert!(analysis.winning_moves.is_empty());
            }
            for mv in &analysis.winning_moves {
                assert!(
                    rules::apply(position, mv).is_ok(),
                    "illegal winning move {mv:?} in {}",
                    position.to_json()
                );
            }
            if let Some(moves) = &analysis.moves {
                for report in moves {
                    assert!(rules::apply(position, &report.mv).is_ok());
                }
            }
            if let Some(g) = analysis.grundy {
                assert_eq!(g == 0, analysis.outcome == Outcome::P);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn any_text_is_a_position_or_a_clear_error(text in ".{0,200}") {
        if let Err(e) = Position::from_json(&text) {
            prop_assert!(!e.to_string().is_empty());
        }
        if let Err(e) = Move::from_json(&text) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn json_shaped_garbage_is_refused_with_a_reason(
        rules in prop_oneof![Just("\"edge\""), Just("\"walk\""), Just("7"), Just("null"), Just("\"<script>\"")],
        vertices in prop_oneof![Just("3".to_string()), Just("-1".to_string()), Just("1e9".to_string()), Just("\"3\"".to_string()), (0u64..400).prop_map(|n| n.to_string())],
        edges in prop_oneof![Just("[[0,1,2]]".to_string()), Just("[[0,1]]".to_string()), Just("[[0,9,1]]".to_string()), Just("{}".to_string()), Just("[[0,1,-1]]".to_string()), Just("[[0,1,1.5]]".to_string())],
        token in prop_oneof![Just("".to_string()), Just(",\"token\":0".to_string()), Just(",\"token\":99".to_string()), Just(",\"token\":\"x\"".to_string())],
    ) {
        let text = format!("{{\"rules\":{rules},\"vertices\":{vertices},\"edges\":{edges}{token}}}");
        match Position::from_json(&text) {
            Ok(p) => check_answer(&p, solve(&p, &small_budget(), &mut ())),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}

proptest! {
    // Each case solves up to 100,000 states: a thousand huge positions per family.
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn huge_edge_nim_positions_answer_or_say_too_large((n, edges) in graph(6, 7)) {
        let p = position(Rules::Edge, n, &edges, None);
        check_answer(&p, solve(&p, &small_budget(), &mut ()));
    }

    #[test]
    fn huge_walking_nim_positions_answer_or_say_too_large((n, edges) in graph(6, 7), piece in 0usize..6) {
        let p = position(Rules::Walk, n, &edges, Some(piece % n));
        check_answer(&p, solve(&p, &small_budget(), &mut ()));
    }

    #[test]
    fn huge_theorem_shapes_answer((shape, weights) in (0usize..6, prop::collection::vec(tokens(), 6)), piece in 0usize..5) {
        let links: &[(usize, usize)] = match shape {
            0 => &[(0, 1), (1, 2), (2, 0)],
            1 => &[(0, 1), (1, 2), (2, 3), (3, 0)],
            2 => &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)],
            3 => &[(0, 1), (0, 2), (0, 3), (1, 2), (1, 3)],
            4 => &[(0, 1), (1, 2), (2, 3), (3, 4)],
            _ => &[(0, 1), (1, 2), (1, 3), (3, 4)],
        };
        let edges: Vec<(usize, usize, u64)> = links.iter().zip(&weights).map(|(&(u, v), &w)| (u, v, w)).collect();
        let edge = position(Rules::Edge, 5, &edges, None);
        check_answer(&edge, solve(&edge, &small_budget(), &mut ()));
        let walk = position(Rules::Walk, 5, &edges, Some(piece));
        check_answer(&walk, solve(&walk, &small_budget(), &mut ()));
    }
}

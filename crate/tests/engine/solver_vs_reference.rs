//! The whole solver (decomposition, merging, theorems, tables) against the brute-force
//! reference on many random small multigraphs of both rule sets, with loops, parallel
//! edges and empty edges; Walking Nim in misère play too.

use crate::common;
use crate::reference;

use std::collections::BTreeSet;

use common::{box_size, misere, position, small_graph};
use graphnim::moves::Move;
use graphnim::position::{Play, Position, Rules};
use graphnim::rules;
use graphnim::solver::{solve, Outcome, SolveOptions};
use proptest::prelude::*;
use reference::{edge_children, graph_of, tokens_of, walk_children, EdgeReference, WalkReference};

fn outcome_of(grundy: u64) -> Outcome {
    Outcome::from_grundy(grundy)
}

fn check_edge(position: &Position) {
    let options = SolveOptions { all_moves: true, move_cap: 100_000, ..SolveOptions::default() };
    let analysis = solve(position, &options, &mut ()).expect("small positions are solved");
    let mut reference = EdgeReference::new(graph_of(position));
    let tokens = tokens_of(position);
    let expected = reference.value(&tokens);
    assert_eq!(analysis.outcome, outcome_of(expected.grundy), "outcome of {}", position.to_json());
    assert_eq!(analysis.grundy, Some(expected.grundy), "grundy of {}", position.to_json());
    assert_eq!(analysis.remoteness, Some(expected.remoteness), "remoteness of {}", position.to_json());

    // Winning moves: legal, lead to P, and cover every distinct winning child.
    let mut reported = BTreeSet::new();
    for mv in &analysis.winning_moves {
        let child = rules::apply(position, mv)
            .unwrap_or_else(|e| panic!("illegal winning move {mv:?} in {}: {e}", position.to_json()));
        let child_tokens = tokens_of(&child);
        assert_eq!(
            reference.value(&child_tokens).grundy,
            0,
            "winning move {mv:?} of {} leads to an N-position",
            position.to_json()
        );
        assert!(reported.insert(child_tokens), "winning move listed twice: {mv:?}");
    }
    let children = edge_children(&reference.graph.clone(), &tokens);
    // Real moves of the real position, each resulting position once (parallel edges are
    // merged only inside the solver).
    let all: BTreeSet<Vec<u64>> = children.iter().cloned().collect();
    let winning: BTreeSet<Vec<u64>> =
        children.iter().filter(|c| reference.value(c).grundy == 0).cloned().collect();
    assert_eq!(reported, winning, "winning move set of {}", position.to_json());
    assert_eq!(analysis.winning_moves_total, Some(winning.len() as u64), "{}", position.to_json());
    assert_eq!(analysis.moves_total, Some(all.len() as u64), "move count of {}", position.to_json());
    // The move counter and lister of the rules agree with brute force too.
    assert_eq!(
        rules::count_moves(position),
        all.len() as u64,
        "rules::count_moves of {}",
        position.to_json()
    );
    let (listed_by_rules, cut) = rules::legal_moves(position, 1_000_000);
    assert!(!cut);
    let by_rules: BTreeSet<Vec<u64>> =
        listed_by_rules.iter().map(|m| tokens_of(&rules::apply(position, m).unwrap())).collect();
    assert_eq!(
        (by_rules.len(), &by_rules),
        (listed_by_rules.len(), &all),
        "rules::legal_moves of {}",
        position.to_json()
    );

    // Every listed move: legal, distinct, with the child's true values.
    let moves = analysis.moves.expect("asked for all moves");
    let mut listed = BTreeSet::new();
    for report in &moves {
        let child = rules::apply(position, &report.mv).expect("listed moves are legal");
        let value = reference.value(&tokens_of(&child));
        assert_eq!(
            report.outcome,
            outcome_of(value.grundy),
            "move {:?} of {}",
            report.mv,
            position.to_json()
        );
        assert_eq!(report.grundy, Some(value.grundy), "move {:?} of {}", report.mv, position.to_json());
        assert_eq!(
            report.remoteness,
            Some(value.remoteness),
            "move {:?} of {}",
            report.mv,
            position.to_json()
        );
        assert!(listed.insert(tokens_of(&child)), "move listed twice: {:?}", report.mv);
    }
    assert_eq!(listed, all, "move list of {}", position.to_json());
}

fn check_walk(position: &Position) {
    let options = SolveOptions { all_moves: true, move_cap: 100_000, ..SolveOptions::default() };
    let analysis = solve(position, &options, &mut ()).expect("small positions are solved");
    let mut reference = WalkReference::new(graph_of(position));
    let tokens = tokens_of(position);
    let piece = position.piece.unwrap();
    let expected = reference.value(&tokens, piece);
    assert_eq!(analysis.outcome, outcome_of(expected.grundy), "outcome of {}", position.to_json());
    assert_eq!(analysis.grundy, Some(expected.grundy), "grundy of {}", position.to_json());
    assert_eq!(analysis.remoteness, Some(expected.remoteness), "remoteness of {}", position.to_json());

    let children = walk_children(&reference.graph.clone(), &tokens, piece);
    let winning: BTreeSet<(usize, u64)> = children
        .iter()
        .filter(|(_, _, (c, p))| reference.value(c, *p).grundy == 0)
        .map(|&(e, w, _)| (e, tokens[e] - w))
        .collect();
    let reported: BTreeSet<(usize, u64)> = analysis
        .winning_moves
        .iter()
        .map(|m| match m {
            Move::Walk(w) => (w.edge, w.take),
            other => panic!("edge move {other:?} in a walk position"),
        })
        .collect();
    assert_eq!(reported, winning, "winning moves of {}", position.to_json());
    assert_eq!(analysis.winning_moves_total, Some(winning.len() as u64));
    assert_eq!(analysis.moves_total, Some(children.len() as u64));

    let moves = analysis.moves.expect("asked for all moves");
    assert_eq!(moves.len(), children.len());
    for report in &moves {
        let child = rules::apply(position, &report.mv).expect("listed moves are legal");
        let value = reference.value(&tokens_of(&child), child.piece.unwrap());
        assert_eq!(
            report.outcome,
            outcome_of(value.grundy),
            "move {:?} of {}",
            report.mv,
            position.to_json()
        );
        assert_eq!(report.grundy, Some(value.grundy));
        assert_eq!(report.remoteness, Some(value.remoteness));
    }
}

/// Misère Walking Nim: the outcome, the exact set of winning moves and every move's result
/// are the reference's; no Grundy value or remoteness is claimed.
fn check_misere_walk(position: &Position) {
    let options = SolveOptions { all_moves: true, move_cap: 100_000, ..SolveOptions::default() };
    let analysis = solve(position, &options, &mut ()).expect("small positions are solved");
    let text = position.to_json();
    let mut reference = WalkReference::new(graph_of(position));
    let tokens = tokens_of(position);
    let piece = position.piece.unwrap();
    let is_p = reference.misere_is_p(&tokens, piece);
    assert_eq!(analysis.outcome, Outcome::from_is_p(is_p), "outcome of {text} ({})", analysis.method);
    assert_eq!(analysis.grundy, None, "{text}");
    if analysis.method != "terminal" {
        assert_eq!(analysis.remoteness, None, "{text}");
    }

    let children = walk_children(&reference.graph.clone(), &tokens, piece);
    let winning: BTreeSet<(usize, u64)> = children
        .iter()
        .filter(|(_, _, (c, p))| reference.misere_is_p(c, *p))
        .map(|&(e, w, _)| (e, tokens[e] - w))
        .collect();
    let as_pair = |m: &Move| match m {
        Move::Walk(w) => (w.edge, w.take),
        other => panic!("{other:?} in a walk position"),
    };
    let reported: BTreeSet<(usize, u64)> = analysis.winning_moves.iter().map(as_pair).collect();
    assert_eq!(reported.len(), analysis.winning_moves.len(), "winning move listed twice in {text}");
    assert_eq!(reported, winning, "winning moves of {text}");
    assert_eq!(analysis.winning_moves_total, Some(winning.len() as u64), "{text}");
    assert_eq!(analysis.moves_total, Some(children.len() as u64), "{text}");

    let moves = analysis.moves.expect("asked for all moves");
    let listed: BTreeSet<(usize, u64)> = moves.iter().map(|r| as_pair(&r.mv)).collect();
    assert_eq!(listed.len(), children.len(), "every move once in {text}");
    for report in &moves {
        let child = rules::apply(position, &report.mv).expect("listed moves are legal");
        let child_p = reference.misere_is_p(&tokens_of(&child), child.piece.unwrap());
        assert_eq!(report.outcome, Outcome::from_is_p(child_p), "move {:?} of {text}", report.mv);
        assert_eq!((report.grundy, report.remoteness), (None, None));
    }
}

#[test]
fn parallel_edges_list_every_real_winning_move() {
    // Two parallel edges 0-1 must each appear in the winning moves: at vertex 1, take 1 from either parallel edge 0-1 and 3 from edge 1-2.
    let p = position(Rules::Edge, 3, &[(0, 1, 2), (0, 1, 3), (1, 2, 4), (2, 2, 3), (0, 2, 1)], None);
    let analysis = solve(&p, &SolveOptions { all_moves: true, ..SolveOptions::default() }, &mut ()).unwrap();
    let winning: BTreeSet<String> = analysis.winning_moves.iter().map(|m| m.to_value().to_string()).collect();
    let expected: BTreeSet<String> = [
        r#"{"take":[[0,1],[2,3]],"vertex":1}"#.to_string(),
        r#"{"take":[[1,1],[2,3]],"vertex":1}"#.to_string(),
    ]
    .into();
    assert_eq!(winning, expected);
    assert_eq!(analysis.winning_moves_total, Some(2));
    assert_eq!(analysis.moves_total, Some(rules::count_moves(&p)));
    assert_eq!(analysis.moves.as_ref().unwrap().len() as u64, rules::count_moves(&p));
    assert!(analysis.explanation.contains("merged into one pile each for speed"), "{}", analysis.explanation);
    check_edge(&p);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    #[test]
    fn edge_nim_matches_reference((n, edges) in small_graph(5, 6, 3)) {
        prop_assume!(box_size(&edges) <= 3000);
        check_edge(&position(Rules::Edge, n, &edges, None));
    }

    #[test]
    fn edge_nim_sparse_many_components((n, edges) in small_graph(8, 5, 4)) {
        prop_assume!(box_size(&edges) <= 3000);
        check_edge(&position(Rules::Edge, n, &edges, None));
    }

    #[test]
    fn walking_nim_matches_reference((n, edges) in small_graph(5, 6, 3), piece in 0usize..5) {
        prop_assume!(box_size(&edges) <= 2000);
        let piece = piece % n;
        check_walk(&position(Rules::Walk, n, &edges, Some(piece)));
    }

    #[test]
    fn misere_walking_nim_matches_reference((n, edges) in small_graph(5, 6, 3), piece in 0usize..5) {
        prop_assume!(box_size(&edges) <= 2000);
        check_misere_walk(&misere(position(Rules::Walk, n, &edges, Some(piece % n))));
    }
}

/// Trees and cycles (the theorems' home ground) decorated with random loops and parallel
/// copies, so merging, theorems and their mapping back to real edges are all exercised.
fn decorated_family() -> impl Strategy<Value = (usize, Vec<(usize, usize, u64)>)> {
    (
        3usize..=6,
        any::<bool>(),
        prop::collection::vec(0u64..=3, 6),
        prop::collection::vec((0usize..6, 0usize..6, 0u64..=3), 0..=3),
    )
        .prop_map(|(n, cycle, weights, extras)| {
            let mut edges: Vec<(usize, usize, u64)> = (1..n)
                .map(|v| (if cycle { v - 1 } else { (v * 7) % v.max(1) / 2 }, v, weights[v - 1]))
                .collect();
            if cycle {
                edges.push((n - 1, 0, weights[n - 1]));
            }
            for (a, b, w) in extras {
                // A loop, or a parallel copy of an existing edge.
                let (u, v) = if a % 2 == 0 {
                    (a % n, a % n)
                } else {
                    let e = edges[b % edges.len()];
                    (e.0, e.1)
                };
                edges.push((u, v, w));
            }
            (n, edges)
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 800, ..ProptestConfig::default() })]

    #[test]
    fn decorated_families_edge((n, edges) in decorated_family()) {
        prop_assume!(box_size(&edges) <= 5000);
        check_edge(&position(Rules::Edge, n, &edges, None));
    }

    #[test]
    fn decorated_families_walk((n, edges) in decorated_family(), piece in 0usize..6) {
        prop_assume!(box_size(&edges) <= 5000);
        check_walk(&position(Rules::Walk, n, &edges, Some(piece % n)));
    }

    #[test]
    fn decorated_families_misere_walk((n, edges) in decorated_family(), piece in 0usize..6) {
        prop_assume!(box_size(&edges) <= 5000);
        check_misere_walk(&misere(position(Rules::Walk, n, &edges, Some(piece % n))));
    }
}

#[test]
fn misere_walking_nim_never_merges_parallel_edges() {
    // Two loops of weight 2 at the piece: merged by xor they would be no edge at all (a
    // misère N-position), but whatever the first player takes, the second can leave exactly
    // one token, so the first player makes the last move.
    let loops = misere(position(Rules::Walk, 1, &[(0, 0, 2), (0, 0, 2)], Some(0)));
    let analysis = solve(&loops, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!((analysis.outcome, analysis.method.as_str()), (Outcome::P, "table:misere"));
    check_misere_walk(&loops);
    // The same between two vertices, with a third edge elsewhere in the component.
    check_misere_walk(&misere(position(Rules::Walk, 3, &[(0, 1, 2), (0, 1, 2), (1, 2, 1)], Some(0))));
}

#[test]
fn documented_examples() {
    check_edge(
        &Position::from_json(
            r#"{"rules": "edge", "vertices": 4, "edges": [[0,1,3],[1,2,4],[2,3,3],[3,0,4]]}"#,
        )
        .unwrap(),
    );
    check_walk(
        &Position::from_json(
            r#"{"rules": "walk", "vertices": 3, "edges": [[0,1,2],[1,2,1],[2,2,3]], "token": 0}"#,
        )
        .unwrap(),
    );
}

#[test]
fn families_the_theorems_cover() {
    // Cycles C3..C6, K4 minus an edge, K4, stars, paths: both rule sets.
    let shapes: Vec<(usize, Vec<(usize, usize)>)> = vec![
        (3, vec![(0, 1), (1, 2), (2, 0)]),
        (4, vec![(0, 1), (1, 2), (2, 3), (3, 0)]),
        (5, vec![(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)]),
        (4, vec![(0, 1), (0, 2), (0, 3), (1, 2), (1, 3)]),
        (4, vec![(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]),
        (5, vec![(0, 1), (1, 2), (2, 3), (3, 4)]),
        (5, vec![(3, 1), (1, 4), (4, 0), (0, 2)]),
        (4, vec![(0, 1), (1, 2), (2, 3)]),
        (4, vec![(0, 1), (1, 2), (2, 0), (2, 3)]),
        (6, vec![(5, 2), (2, 4), (4, 5), (4, 1)]),
        (7, vec![(6, 3), (3, 1), (1, 5)]),
        (5, vec![(0, 1), (0, 2), (0, 3), (3, 4)]),
    ];
    let mut seed = 7u64;
    for (n, links) in shapes {
        for _ in 0..60 {
            let edges: Vec<(usize, usize, u64)> = links
                .iter()
                .map(|&(u, v)| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    (u, v, (seed >> 33) % 4)
                })
                .collect();
            check_edge(&position(Rules::Edge, n, &edges, None));
            check_walk(&position(Rules::Walk, n, &edges, Some((seed >> 40) as usize % n)));
        }
    }
}

/// A move list cut at `move_cap` keeps every winning move (before any losing one): the
/// page's "winning moves only" filters the cut list, so a winning move cut away would be
/// hidden. Checked against the uncut list (itself checked against the reference above) on
/// K4 with 1,054 moves, a Walking Nim triangle, and both in misère play.
#[test]
fn a_cut_move_list_keeps_every_winning_move() {
    let k4 = [(0, 1, 3), (0, 2, 4), (0, 3, 5), (1, 2, 6), (1, 3, 7), (2, 3, 8)];
    let mut cases = vec![
        position(Rules::Edge, 4, &k4, None),
        position(Rules::Walk, 3, &[(0, 1, 9), (1, 2, 7), (2, 0, 8), (1, 1, 5)], Some(0)),
    ];
    for normal in cases.clone() {
        cases.push(Position { play: Play::Misere, ..normal });
    }
    for p in &cases {
        let text = p.to_json();
        let full = SolveOptions { all_moves: true, move_cap: 100_000, ..SolveOptions::default() };
        let every = solve(p, &full, &mut ()).unwrap().moves.unwrap();
        let winning: BTreeSet<String> =
            every.iter().filter(|r| r.outcome == Outcome::P).map(|r| r.mv.to_value().to_string()).collect();
        for cap in [1, winning.len().max(1), 10, 400] {
            let cut = SolveOptions { all_moves: true, move_cap: cap, ..SolveOptions::default() };
            let listed = solve(p, &cut, &mut ()).unwrap().moves.unwrap();
            assert_eq!(listed.len(), cap.min(every.len()), "{text}: cap {cap}");
            let wins = listed.iter().take_while(|r| r.outcome == Outcome::P).count();
            assert!(listed[wins..].iter().all(|r| r.outcome == Outcome::N), "{text}: winning moves first");
            let shown: BTreeSet<String> =
                listed[..wins].iter().map(|r| r.mv.to_value().to_string()).collect();
            if cap >= winning.len() {
                assert_eq!(shown, winning, "{text}: cap {cap} keeps every winning move");
            } else {
                assert!(shown.is_subset(&winning) && shown.len() == cap, "{text}: cap {cap}");
            }
        }
    }
}

/// The move list has every winning move even when the winning moves come after the first
/// `MOVE_SCAN` moves in the rules' order, and its pages (`move_offset`) join up into the
/// whole list: every winning move, then every losing one, each legal move once. Checked
/// against the reference on a star of four 11-token edges beside a one-token edge: 20,736
/// moves, some winning ones (leaving the star a Grundy value of 1) among the last.
#[test]
fn winning_moves_past_the_scan_are_listed_and_pages_join_up() {
    let edges = [(0, 1, 11), (0, 2, 11), (0, 3, 11), (0, 4, 11), (5, 6, 1)];
    let p = position(Rules::Edge, 7, &edges, None);
    let (every, _) = rules::edge::moves(&p, usize::MAX);
    assert!(every.len() > graphnim::solver::MOVE_SCAN, "{} moves", every.len());
    let mut reference = EdgeReference::new(graph_of(&p));
    let child_value = |reference: &mut EdgeReference, mv: &Move| {
        reference.value(&tokens_of(&rules::apply(&p, mv).expect("a listed move is legal")))
    };
    let winning: BTreeSet<Move> =
        every.iter().filter(|mv| child_value(&mut reference, mv).grundy == 0).cloned().collect();
    let last_win = every.iter().rposition(|mv| winning.contains(mv)).expect("the star wins");
    assert!(last_win > graphnim::solver::MOVE_SCAN, "a winning move comes past the scan");

    // The page's first list: every winning move, first.
    let first = SolveOptions { all_moves: true, move_cap: 400, ..SolveOptions::default() };
    let moves = solve(&p, &first, &mut ()).unwrap().moves.unwrap();
    let firsts: BTreeSet<Move> =
        moves.iter().filter(|r| r.outcome == Outcome::P).map(|r| r.mv.clone()).collect();
    assert_eq!(firsts, winning.iter().take(400).cloned().collect(), "the first 400 hold every winning move");

    let page = 7000;
    let mut listed = Vec::new();
    loop {
        let options = SolveOptions {
            all_moves: true,
            move_cap: page,
            move_offset: listed.len(),
            ..SolveOptions::default()
        };
        let analysis = solve(&p, &options, &mut ()).unwrap();
        assert_eq!(analysis.winning_moves_total, Some(winning.len() as u64));
        let moves = analysis.moves.unwrap();
        let done = moves.len() < page;
        listed.extend(moves);
        if done {
            break;
        }
    }
    assert_eq!(listed.len(), every.len(), "each legal move once");
    let wins = listed.iter().take_while(|r| r.outcome == Outcome::P).count();
    let shown: BTreeSet<Move> = listed[..wins].iter().map(|r| r.mv.clone()).collect();
    assert_eq!(shown, winning, "every winning move, first");
    let all: BTreeSet<Move> = listed.iter().map(|r| r.mv.clone()).collect();
    assert_eq!(all, every.iter().cloned().collect(), "every legal move");
    for report in &listed {
        let value = child_value(&mut reference, &report.mv);
        assert_eq!(report.outcome, outcome_of(value.grundy), "{:?}", report.mv);
        assert_eq!(report.grundy.unwrap_or(value.grundy), value.grundy, "{:?}", report.mv);
        assert_eq!(report.remoteness.unwrap_or(value.remoteness), value.remoteness, "{:?}", report.mv);
    }
}

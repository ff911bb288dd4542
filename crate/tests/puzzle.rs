//! Puzzles against the brute-force reference: whether a puzzle is well posed, how answers
//! are judged (and refuted), and that every generated puzzle is distinct, in range and
//! passes the check.

mod reference;

use std::collections::BTreeSet;

use graphnim::moves::Move;
use graphnim::position::{Edge, Position, Rules};
use graphnim::puzzle::{check, generate, judge, review, Answer, GenerateOptions, Goal, Mark, Status};
use graphnim::rules;
use graphnim::solver::{Outcome, SolveOptions};
use proptest::prelude::*;
use reference::{EdgeReference, Graph, WalkReference};

fn position(rules: Rules, vertices: usize, edges: &[(usize, usize, u64)], piece: Option<usize>) -> Position {
    Position {
        rules,
        vertices,
        edges: edges.iter().map(|&(u, v, tokens)| Edge { u, v, tokens }).collect(),
        piece,
        set_game: None,
        play: Default::default(),
    }
}

fn tokens(position: &Position) -> Vec<u64> {
    position.edges.iter().map(|e| e.tokens).collect()
}

/// Brute-force Grundy value of any position of either game.
struct Reference {
    edge: EdgeReference,
    walk: WalkReference,
}

impl Reference {
    fn new(position: &Position) -> Self {
        let graph =
            Graph { vertices: position.vertices, edges: position.edges.iter().map(|e| (e.u, e.v)).collect() };
        Reference { edge: EdgeReference::new(graph.clone()), walk: WalkReference::new(graph) }
    }

    fn grundy(&mut self, position: &Position) -> u64 {
        self.value(position).grundy
    }

    fn value(&mut self, position: &Position) -> reference::Value {
        match position.rules {
            Rules::Edge => self.edge.value(&tokens(position)),
            Rules::Walk => self.walk.value(&tokens(position), position.piece_vertex()),
            Rules::Set => unreachable!("puzzles are made on graphs"),
        }
    }
}

/// A position reached, as tokens per edge and the piece.
type Reached = (Vec<u64>, Option<usize>);

/// Every legal move, and the distinct positions reached by winning ones (brute force).
fn winning_results(position: &Position, reference: &mut Reference) -> (Vec<Move>, BTreeSet<Reached>) {
    let (moves, truncated) = rules::legal_moves(position, 1_000_000);
    assert!(!truncated);
    let mut winning = BTreeSet::new();
    for mv in &moves {
        let after = rules::apply(position, mv).unwrap();
        if reference.grundy(&after) == 0 {
            winning.insert((tokens(&after), after.piece));
        }
    }
    (moves, winning)
}

/// Simple graphs (no loops, no parallel edges) on up to 5 vertices, up to 6 edges of at most
/// 3 tokens: small enough to brute-force every move's result.
fn simple_graph() -> impl Strategy<Value = (usize, Vec<(usize, usize, u64)>)> {
    (2usize..=5).prop_flat_map(|n| {
        let pairs: Vec<(usize, usize)> = (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))).collect();
        (
            Just(n),
            proptest::sample::subsequence(pairs.clone(), 1..=pairs.len().min(6)),
            proptest::collection::vec(0u64..=3, 6),
        )
            .prop_map(|(n, chosen, counts)| {
                (n, chosen.iter().zip(counts).map(|(&(u, v), t)| (u, v, t)).collect())
            })
    })
}

fn check_against_reference(position: &Position) {
    let options = SolveOptions::default();
    let mut reference = Reference::new(position);
    let grundy = reference.grundy(position);
    let (moves, winning) = winning_results(position, &mut reference);
    for goal in Goal::ALL {
        let verdict = check(position, goal, &options, &mut ()).unwrap();
        let expected = match goal {
            Goal::Find | Goal::Win => grundy != 0,
            Goal::Unique => winning.len() == 1,
            Goal::Outcome | Goal::Grundy => true,
        };
        assert_eq!(verdict.well_posed, expected, "{goal} on {}: {}", position.to_json(), verdict.reason);
        assert_eq!(
            verdict.difficulty.legal_moves,
            moves.len() as u64,
            "legal moves of {}",
            position.to_json()
        );
        assert_eq!(verdict.difficulty.winning_moves, Some(winning.len() as u64), "{}", position.to_json());
        if goal.is_move() && expected {
            // Every listed solution is legal and wins; together they reach every winning result.
            let reached: BTreeSet<_> = verdict
                .solutions
                .iter()
                .map(|mv| {
                    let after = rules::apply(position, mv).unwrap();
                    assert_eq!(reference.grundy(&after), 0, "solution {mv:?} of {}", position.to_json());
                    (tokens(&after), after.piece)
                })
                .collect();
            assert_eq!(reached, winning, "solutions of {}", position.to_json());
        }
    }
}

fn judge_against_reference(position: &Position) {
    let options = SolveOptions::default();
    let mut reference = Reference::new(position);
    let grundy = reference.grundy(position);
    let (moves, _) = winning_results(position, &mut reference);
    for mv in moves.iter().take(40) {
        let verdict = judge(position, Goal::Find, &Answer::Move(mv.clone()), &options, &mut ()).unwrap();
        let after = rules::apply(position, mv).unwrap();
        assert_eq!(verdict.after.as_ref(), Some(&after));
        if reference.grundy(&after) == 0 {
            assert_eq!(verdict.status, Status::Solved, "{mv:?} on {}", position.to_json());
            assert!(verdict.refutation.is_none());
        } else {
            assert_eq!(verdict.status, Status::Wrong, "{mv:?} on {}", position.to_json());
            // The refutation is a legal reply that leaves the student in a lost position.
            let reply = verdict.refutation.expect("a wrong move is refuted");
            let refuted = rules::apply(&after, &reply).expect("the refutation is legal");
            assert_eq!(
                reference.grundy(&refuted),
                0,
                "refutation {reply:?} after {mv:?} on {}",
                position.to_json()
            );
        }
    }
    let outcome = if grundy == 0 { Outcome::P } else { Outcome::N };
    for said in [Outcome::P, Outcome::N] {
        let verdict = judge(position, Goal::Outcome, &Answer::Outcome(said), &options, &mut ()).unwrap();
        assert_eq!(verdict.status == Status::Solved, said == outcome, "{}", position.to_json());
    }
    for said in 0..=grundy + 1 {
        let verdict = judge(position, Goal::Grundy, &Answer::Grundy(said), &options, &mut ()).unwrap();
        assert_eq!(verdict.status == Status::Solved, said == grundy, "{}", position.to_json());
    }
}

/// Plays a game from `start` by the `choices` (each picks one legal move), then checks every
/// mark of its review against brute-force Grundy values and remoteness.
fn review_against_reference(start: &Position, choices: &[usize]) {
    let mut reference = Reference::new(start);
    let mut position = start.clone();
    let mut game = Vec::new();
    for &choice in choices {
        let (moves, _) = rules::legal_moves(&position, 1_000_000);
        if moves.is_empty() {
            break;
        }
        let mv = moves[choice % moves.len()].clone();
        position = rules::apply(&position, &mv).unwrap();
        game.push(mv);
    }
    let reviewed = review(start, &game, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(reviewed.len(), game.len());
    let mut before = start.clone();
    for (i, r) in reviewed.iter().enumerate() {
        let after = rules::apply(&before, &r.mv).unwrap();
        let (b, a) = (reference.value(&before), reference.value(&after));
        let at = format!("move {} of {} from {}", i + 1, game.len(), start.to_json());
        assert_eq!(r.player, i % 2, "{at}");
        assert_eq!(r.before == Outcome::N, b.grundy != 0, "{at}");
        let expected = match (b.grundy != 0, a.grundy == 0) {
            (true, true) if a.remoteness + 1 == b.remoteness => Mark::FastestWin,
            (true, true) => Mark::SlowerWin { moves: a.remoteness + 1, fastest: b.remoteness },
            (true, false) => {
                let Mark::Mistake { better: Some(better) } = &r.mark else { panic!("{at}: {:?}", r.mark) };
                let reached = rules::apply(&before, better).unwrap();
                assert_eq!(reference.grundy(&reached), 0, "{at}: the better move wins");
                r.mark.clone()
            }
            (false, _) => Mark::Defence { moves: Some(a.remoteness + 1), longest: Some(b.remoteness) },
        };
        assert_eq!(r.mark, expected, "{at}");
        before = after;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn edge_games_are_reviewed_like_brute_force(
        (n, edges) in simple_graph(),
        choices in proptest::collection::vec(0usize..1000, 0..12),
    ) {
        review_against_reference(&position(Rules::Edge, n, &edges, None), &choices);
    }

    #[test]
    fn walk_games_are_reviewed_like_brute_force(
        (n, edges) in simple_graph(),
        piece in 0usize..5,
        choices in proptest::collection::vec(0usize..1000, 0..12),
    ) {
        review_against_reference(&position(Rules::Walk, n, &edges, Some(piece % n)), &choices);
    }

    #[test]
    fn edge_puzzles_are_checked_like_brute_force((n, edges) in simple_graph()) {
        let p = position(Rules::Edge, n, &edges, None);
        check_against_reference(&p);
        judge_against_reference(&p);
    }

    #[test]
    fn walk_puzzles_are_checked_like_brute_force((n, edges) in simple_graph(), piece in 0usize..5) {
        let p = position(Rules::Walk, n, &edges, Some(piece % n));
        check_against_reference(&p);
        judge_against_reference(&p);
    }
}

#[test]
fn answers_of_the_wrong_kind_are_refused_with_a_reason() {
    let c3 = position(Rules::Edge, 3, &[(0, 1, 1), (1, 2, 2), (2, 0, 3)], None);
    let error = judge(&c3, Goal::Outcome, &Answer::Grundy(1), &SolveOptions::default(), &mut ()).unwrap_err();
    assert!(error.to_string().contains("\"outcome\""), "{error}");
    let illegal = Answer::Move(Move::from_json(r#"{"vertex": 0, "take": [[1, 1]]}"#).unwrap());
    let error = judge(&c3, Goal::Find, &illegal, &SolveOptions::default(), &mut ()).unwrap_err();
    assert!(error.to_string().contains("does not touch vertex 0"), "{error}");
}

#[test]
fn unique_says_how_many_winning_results_there_are() {
    // C3 with 1, 2, 3: the winning moves are the ones reaching a = b = c.
    let c3 = position(Rules::Edge, 3, &[(0, 1, 1), (1, 2, 2), (2, 0, 3)], None);
    let mut reference = Reference::new(&c3);
    let (_, winning) = winning_results(&c3, &mut reference);
    let verdict = check(&c3, Goal::Unique, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(verdict.well_posed, winning.len() == 1);
    if winning.len() != 1 {
        assert!(verdict.reason.contains(&format!("{} winning moves", winning.len())), "{}", verdict.reason);
    }
    // A lost position is refused for move goals.
    let lost = position(Rules::Edge, 3, &[(0, 1, 2), (1, 2, 2), (2, 0, 2)], None);
    for goal in [Goal::Find, Goal::Unique, Goal::Win] {
        assert!(!check(&lost, goal, &SolveOptions::default(), &mut ()).unwrap().well_posed);
    }
}

#[test]
fn too_large_positions_are_refused_with_the_solver_reason() {
    let k5: Vec<(usize, usize, u64)> =
        (0..5).flat_map(|u| (u + 1..5).map(move |v| (u, v, 1_000_000))).collect();
    let p = position(Rules::Edge, 5, &k5, None);
    let error = check(&p, Goal::Find, &SolveOptions::default(), &mut ()).unwrap_err();
    assert!(error.to_string().contains("too large"), "{error}");
}

#[test]
fn generated_puzzles_are_distinct_in_range_well_posed_and_reproducible() {
    let c5 = position(Rules::Edge, 5, &[(0, 1, 0), (1, 2, 0), (2, 3, 0), (3, 4, 0), (4, 0, 0)], None);
    let walk = position(Rules::Walk, 4, &[(0, 1, 0), (1, 2, 0), (2, 3, 0), (3, 0, 0), (0, 2, 0)], Some(0));
    for graph in [&c5, &walk] {
        for goal in Goal::ALL {
            let options = GenerateOptions {
                count: 4,
                seed: 7,
                min_tokens: 0,
                max_tokens: 4,
                min_moves: 6,
                ..GenerateOptions::new(goal)
            };
            let found = generate(graph, &options, &SolveOptions::default(), &mut ()).unwrap();
            assert!(!found.is_empty(), "no {goal} puzzle on {}", graph.to_json());
            let again = generate(graph, &options, &SolveOptions::default(), &mut ()).unwrap();
            assert_eq!(
                found.iter().map(|(p, _)| p).collect::<Vec<_>>(),
                again.iter().map(|(p, _)| p).collect::<Vec<_>>()
            );
            let mut distinct = BTreeSet::new();
            for (puzzle, verdict) in &found {
                assert!(distinct.insert(tokens(puzzle)), "repeated puzzle");
                assert!(puzzle
                    .edges
                    .iter()
                    .zip(&graph.edges)
                    .all(|(a, b)| a.u == b.u && a.v == b.v && a.tokens <= 4));
                assert_eq!(puzzle.piece, graph.piece);
                assert!(rules::count_moves(puzzle) >= 6);
                // Re-checked independently of the generator's own check.
                let mut reference = Reference::new(puzzle);
                let grundy = reference.grundy(puzzle);
                let (_, winning) = winning_results(puzzle, &mut reference);
                let holds = match goal {
                    Goal::Find | Goal::Win => grundy != 0,
                    Goal::Unique => winning.len() == 1,
                    Goal::Outcome | Goal::Grundy => true,
                };
                assert!(holds && verdict.well_posed, "{goal} puzzle {} fails", puzzle.to_json());
            }
        }
    }
}

#[test]
fn longer_games_are_asked_for_with_min_length() {
    let c4 = position(Rules::Edge, 4, &[(0, 1, 0), (1, 2, 0), (2, 3, 0), (3, 0, 0)], None);
    let options = GenerateOptions {
        count: 3,
        seed: 3,
        min_tokens: 1,
        max_tokens: 5,
        min_length: 5,
        ..GenerateOptions::new(Goal::Win)
    };
    let found = generate(&c4, &options, &SolveOptions::default(), &mut ()).unwrap();
    assert!(!found.is_empty());
    for (puzzle, verdict) in &found {
        assert!(verdict.difficulty.perfect_play_length.unwrap() >= 5, "{}", puzzle.to_json());
    }
}

#[test]
fn impossible_ranges_are_refused() {
    let c3 = position(Rules::Edge, 3, &[(0, 1, 0), (1, 2, 0), (2, 0, 0)], None);
    let options = GenerateOptions { min_tokens: 5, max_tokens: 2, ..GenerateOptions::new(Goal::Find) };
    let error = generate(&c3, &options, &SolveOptions::default(), &mut ()).unwrap_err();
    assert!(error.to_string().contains("more than the most"), "{error}");
}

#[test]
fn a_review_names_the_first_illegal_move() {
    let c3 = position(Rules::Edge, 3, &[(0, 1, 1), (1, 2, 1), (2, 0, 1)], None);
    let game = [
        Move::from_json(r#"{"vertex":0,"take":[[0,1]]}"#).unwrap(),
        Move::from_json(r#"{"vertex":0,"take":[[0,1]]}"#).unwrap(),
    ];
    let error = review(&c3, &game, &SolveOptions::default(), &mut ()).unwrap_err();
    assert!(error.to_string().starts_with("move 2 is not legal there"), "{error}");
}

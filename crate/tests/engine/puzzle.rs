//! Puzzles against the brute-force reference: whether a puzzle is well posed, how answers
//! are judged (and refuted), and that every generated puzzle is distinct, in range and
//! passes the check.

use crate::common;
use crate::reference;

use std::collections::{BTreeSet, HashMap};

use common::position;
use graphnim::moves::Move;
use graphnim::position::{Play, Position, Rules};
use graphnim::puzzle::{
    check, generate, judge, judge_ending, review, Answer, GenerateOptions, Goal, JudgeError, Mark, Status,
};
use graphnim::rules;
use graphnim::solver::{Outcome, SolveOptions};
use proptest::prelude::*;
use reference::{tokens_of as tokens, EdgeReference, Graph, WalkReference};

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
        if said == grundy {
            continue;
        }
        // A wrong value is explained by the mex, without the value: below the mex every
        // value is reached by a move; one past it is too large.
        let reason = &verdict.reason;
        assert!(reason.contains("mex") && !reason.contains(&format!("value is {grundy}")), "{reason}");
        // (Counted when the moves are few enough to weigh; otherwise the mex alone is said.)
        if said < grundy && reason.contains("moves here") {
            assert!(reason.contains(&format!("leads to a position of value {said}")), "{reason}");
        }
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
            let found = generate(graph, &options, &SolveOptions::default(), &mut ()).unwrap().puzzles;
            assert!(!found.is_empty(), "no {goal} puzzle on {}", graph.to_json());
            let again = generate(graph, &options, &SolveOptions::default(), &mut ()).unwrap().puzzles;
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
    let found = generate(&c4, &options, &SolveOptions::default(), &mut ()).unwrap().puzzles;
    assert!(!found.is_empty());
    for (puzzle, verdict) in &found {
        assert!(verdict.difficulty.perfect_play_length.unwrap() >= 5, "{}", puzzle.to_json());
    }
}

/// The house: a square 0–1–2–3 with a roof 2–4–3. No theorem covers it, so every draw is
/// decided by a table whose size grows with its token counts.
fn house() -> Position {
    position(Rules::Edge, 5, &[(0, 1, 0), (1, 2, 0), (2, 3, 0), (3, 0, 0), (2, 4, 0), (4, 3, 0)], None)
}

/// Budgets so small that about half the house's draws of 1 to 5 tokens per edge are too large
/// (as the Petersen graph's are under the page's budgets).
fn small_budgets() -> SolveOptions {
    SolveOptions {
        max_states: 3_000,
        max_grundy_states: 1_500,
        max_remoteness_states: 3_000,
        ..SolveOptions::default()
    }
}

#[test]
fn generated_puzzles_pass_the_check_with_the_budgets_they_were_generated_with() {
    let graph = house();
    let budgets = small_budgets();
    for goal in Goal::ALL {
        let options = GenerateOptions { count: 3, seed: 11, max_attempts: 400, ..GenerateOptions::new(goal) };
        let report = generate(&graph, &options, &budgets, &mut ()).unwrap();
        assert!(!report.puzzles.is_empty(), "no {goal} puzzle on the house");
        assert!(report.too_large > 0, "{goal}: no draw was too large, so this tests nothing");
        assert!(report.too_large < report.draws && report.draws <= options.max_attempts);
        for (puzzle, _) in &report.puzzles {
            // The check the page runs next, with the same budgets, accepts it...
            let verdict = check(puzzle, goal, &budgets, &mut ())
                .unwrap_or_else(|e| panic!("{goal} puzzle {} refused by its check: {e}", puzzle.to_json()));
            assert!(verdict.well_posed, "{goal} puzzle {}: {}", puzzle.to_json(), verdict.reason);
            // ...and the brute-force reference agrees that its goal holds.
            let mut reference = Reference::new(puzzle);
            let grundy = reference.grundy(puzzle);
            let (_, winning) = winning_results(puzzle, &mut reference);
            let holds = match goal {
                Goal::Find | Goal::Win => grundy != 0,
                Goal::Unique => winning.len() == 1,
                Goal::Outcome => true,
                Goal::Grundy => verdict.analysis.grundy == Some(grundy),
            };
            assert!(holds, "{goal} puzzle {} fails the reference", puzzle.to_json());
        }
    }
    // Under the library's larger default budgets the same draws can give a position that the
    // small budgets refuse: the budgets passed are what keeps them out.
    let options = GenerateOptions { count: 20, seed: 11, ..GenerateOptions::new(Goal::Find) };
    let roomy = generate(&graph, &options, &SolveOptions::default(), &mut ()).unwrap();
    assert!(roomy.puzzles.iter().any(|(p, _)| check(p, Goal::Find, &budgets, &mut ()).is_err()));
}

#[test]
fn a_graph_too_large_at_these_bounds_gives_nothing_and_every_draw_is_counted_too_large() {
    let options = GenerateOptions { min_tokens: 4, max_tokens: 5, ..GenerateOptions::new(Goal::Unique) };
    let report = generate(&house(), &options, &small_budgets(), &mut ()).unwrap();
    assert!(report.puzzles.is_empty());
    assert_eq!(report.draws, options.max_attempts);
    assert_eq!(report.too_large, report.draws, "repeated draws count as what they were");
}

/// Every tick the generator's caller hears.
struct Ticks(Vec<(u64, u64)>);

impl graphnim::solver::Progress for Ticks {
    fn tick(&mut self, done: u64, total: u64) -> bool {
        self.0.push((done, total));
        true
    }
}

#[test]
fn progress_counts_draws_out_of_the_most_draws_even_during_a_long_check() {
    // Tables of 7^6 to 9^6 states: the solver ticks inside them, and those ticks must reach
    // the caller as draws (a cancel is heard mid-solve) with the same total throughout.
    let options = GenerateOptions {
        min_tokens: 6,
        max_tokens: 8,
        max_attempts: 50,
        ..GenerateOptions::new(Goal::Find)
    };
    let mut ticks = Ticks(Vec::new());
    let report = generate(&house(), &options, &SolveOptions::default(), &mut ticks).unwrap();
    assert_eq!(report.puzzles.len(), 1);
    let draws = report.draws;
    assert!(ticks.0.len() as u64 > draws, "the solver's own ticks reach the caller");
    assert!(ticks.0.iter().all(|&(_, total)| total == options.max_attempts), "{:?}", ticks.0);
    assert!(ticks.0.windows(2).all(|w| w[0].0 <= w[1].0), "the count of draws never goes back");
    assert!(ticks.0.iter().all(|&(done, _)| done < draws));
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

/// Brute-force misère outcome (does the player to move win?) of small positions of any rule
/// set: whoever cannot move has won, since the other player made the last move.
struct MisereReference(HashMap<String, bool>);

impl MisereReference {
    fn wins(&mut self, position: &Position) -> bool {
        let key = position.to_json();
        if let Some(&known) = self.0.get(&key) {
            return known;
        }
        let (moves, truncated) = rules::legal_moves(position, 1_000_000);
        assert!(!truncated);
        let wins =
            moves.is_empty() || moves.iter().any(|mv| !self.wins(&rules::apply(position, mv).unwrap()));
        self.0.insert(key, wins);
        wins
    }
}

fn misere(position: Position) -> Position {
    Position { play: Play::Misere, ..position }
}

/// Misère puzzles of every goal but grundy: the check and the judge against brute force.
fn misere_puzzle_against_reference(position: &Position) {
    let options = SolveOptions::default();
    let mut reference = MisereReference(HashMap::new());
    let wins = reference.wins(position);
    let (moves, _) = rules::legal_moves(position, 1_000_000);
    let winning: BTreeSet<Reached> = moves
        .iter()
        .map(|mv| rules::apply(position, mv).unwrap())
        .filter(|after| !rules::is_over(after) && !reference.wins(after))
        .map(|after| (tokens(&after), after.piece))
        .collect();
    let at = position.to_json();
    for goal in [Goal::Find, Goal::Unique, Goal::Win, Goal::Outcome] {
        let verdict = check(position, goal, &options, &mut ()).unwrap();
        let expected = match goal {
            // A finished game (in misère play its player to move has won) has no move to make.
            Goal::Find | Goal::Win => wins && !rules::is_over(position),
            Goal::Unique => winning.len() == 1,
            _ => true,
        };
        assert_eq!(verdict.well_posed, expected, "{goal} on {at}: {}", verdict.reason);
    }
    for said in [Outcome::P, Outcome::N] {
        let verdict = judge(position, Goal::Outcome, &Answer::Outcome(said), &options, &mut ()).unwrap();
        assert_eq!(verdict.status == Status::Solved, (said == Outcome::N) == wins, "{at}");
    }
    for mv in moves.iter().take(40) {
        let after = rules::apply(position, mv).unwrap();
        for goal in [Goal::Find, Goal::Win] {
            let verdict = judge(position, goal, &Answer::Move(mv.clone()), &options, &mut ()).unwrap();
            let good = !rules::is_over(&after) && !reference.wins(&after);
            let expected = match (goal, good) {
                (_, false) => Status::Wrong,
                (Goal::Find, true) => Status::Solved,
                // A misère `win` is never won by the student's own move: the game goes on
                // until the computer has to make the last move.
                _ => Status::Continue,
            };
            assert_eq!(verdict.status, expected, "{goal}: {mv:?} on {at}: {}", verdict.reason);
            if rules::is_over(&after) {
                // Taking the last token loses in misère play: no reply to show, the rule named.
                assert!(verdict.refutation.is_none(), "{at}");
                assert!(verdict.reason.contains("in misère play the player who makes the last move loses"));
            } else if !good {
                let reply = verdict.refutation.expect("a wrong move is refuted");
                let refuted = rules::apply(&after, &reply).expect("the refutation is legal");
                assert!(
                    !reference.wins(&refuted) || rules::is_over(&refuted),
                    "{reply:?} after {mv:?} on {at}"
                );
            }
        }
    }
}

/// Plays a misère `win` puzzle to its end: the student always makes a move the judge
/// accepts, the computer picks its replies by `choices`; the game must end on the computer's
/// move (the last mover loses) and `judge_ending` must call it solved.
fn misere_win_played_out(start: &Position, choices: &[usize]) {
    let options = SolveOptions::default();
    let mut position = start.clone();
    let mut choices = choices.iter().cycle();
    loop {
        let (moves, _) = rules::legal_moves(&position, 1_000_000);
        let accepted = moves
            .iter()
            .find_map(|mv| {
                let verdict =
                    judge(&position, Goal::Win, &Answer::Move(mv.clone()), &options, &mut ()).unwrap();
                (verdict.status != Status::Wrong).then_some(verdict)
            })
            .unwrap_or_else(|| {
                panic!("no accepted move from {} (start {})", position.to_json(), start.to_json())
            });
        assert_eq!(accepted.status, Status::Continue, "{}", position.to_json());
        position = accepted.after.unwrap();
        let (replies, _) = rules::legal_moves(&position, 1_000_000);
        assert!(!replies.is_empty(), "the student's move never ends a misère game they win");
        let reply = &replies[choices.next().unwrap() % replies.len()];
        position = rules::apply(&position, reply).unwrap();
        if rules::is_over(&position) {
            let verdict = judge_ending(&position, true).unwrap();
            assert_eq!(verdict.status, Status::Solved, "{}: {}", position.to_json(), verdict.reason);
            assert!(verdict.reason.contains("misère"), "{}", verdict.reason);
            assert!(verdict.reason.ends_with("so you win."), "{}", verdict.reason);
            return;
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn misere_edge_puzzles_are_checked_and_judged_like_brute_force((n, edges) in simple_graph()) {
        misere_puzzle_against_reference(&misere(position(Rules::Edge, n, &edges, None)));
    }

    #[test]
    fn misere_walk_puzzles_are_checked_and_judged_like_brute_force(
        (n, edges) in simple_graph(),
        piece in 0usize..5,
    ) {
        misere_puzzle_against_reference(&misere(position(Rules::Walk, n, &edges, Some(piece % n))));
    }

    #[test]
    fn misere_win_puzzles_are_solved_on_the_computers_last_move(
        (n, edges) in simple_graph(),
        piece in 0usize..5,
        walk in any::<bool>(),
        choices in proptest::collection::vec(0usize..1000, 1..12),
    ) {
        let p = if walk {
            misere(position(Rules::Walk, n, &edges, Some(piece % n)))
        } else {
            misere(position(Rules::Edge, n, &edges, None))
        };
        if check(&p, Goal::Win, &SolveOptions::default(), &mut ()).unwrap().well_posed {
            misere_win_played_out(&p, &choices);
        }
    }
}

#[test]
fn a_misere_win_puzzle_on_nim_heaps_2_1_1() {
    // Misère Nim 2, 1, 1: the one winning move leaves 1, 1, 1 (normal play would empty the
    // heap of 2). Every game then ends with the computer taking the last token.
    let heaps = misere(position(Rules::Edge, 6, &[(0, 1, 2), (2, 3, 1), (4, 5, 1)], None));
    let verdict = check(&heaps, Goal::Unique, &SolveOptions::default(), &mut ()).unwrap();
    assert!(verdict.well_posed, "{}", verdict.reason);
    assert_eq!(verdict.solutions, vec![Move::from_json(r#"{"vertex":0,"take":[[0,1]]}"#).unwrap()]);
    for choices in [[0, 0, 0], [1, 0, 0], [1, 1, 1]] {
        misere_win_played_out(&heaps, &choices);
    }
    // The end, from the computer's side: it took the last token, so the student wins.
    let over = misere(position(Rules::Edge, 6, &[(0, 1, 0), (2, 3, 0), (4, 5, 0)], None));
    let verdict = judge_ending(&over, true).unwrap();
    assert_eq!(verdict.status, Status::Solved);
    assert_eq!(
        verdict.reason,
        "Solved: the computer took the last token, and in misère play the player who makes the last \
         move loses, so you win."
    );
    // Had the student taken it, the computer would have won.
    let verdict = judge_ending(&over, false).unwrap();
    assert_eq!(verdict.status, Status::Wrong);
    assert!(verdict.reason.ends_with("so the computer wins."), "{}", verdict.reason);
    // A game still going has no ending to judge.
    assert_eq!(judge_ending(&heaps, true).unwrap_err(), JudgeError::NotOver);
}

#[test]
fn a_right_move_is_said_from_the_students_side() {
    // Nim heaps 2 and 1: taking 1 from the heap of 2 leaves 1, 1, a loss for the opponent.
    let options = SolveOptions::default();
    let heaps = position(Rules::Edge, 4, &[(0, 1, 2), (2, 3, 1)], None);
    let right = Answer::Move(Move::from_json(r#"{"vertex":0,"take":[[0,1]]}"#).unwrap());
    let verdict = judge(&heaps, Goal::Find, &right, &options, &mut ()).unwrap();
    assert_eq!(verdict.status, Status::Solved);
    assert!(
        verdict
            .reason
            .starts_with("Solved: the position you reached is a loss for your opponent, who moves next. "),
        "{}",
        verdict.reason
    );
    // Against the computer the game goes on, and the computer is named.
    let verdict = judge(&heaps, Goal::Win, &right, &options, &mut ()).unwrap();
    assert_eq!(verdict.status, Status::Continue);
    assert!(
        verdict.reason.starts_with(
            "Good move: the position you reached is a loss for the computer, which moves next. "
        ),
        "{}",
        verdict.reason
    );
    assert!(!verdict.reason.contains("loss for the player to move"), "{}", verdict.reason);
}

#[test]
fn a_won_game_is_worded_by_its_rules() {
    let options = SolveOptions::default();
    // Edge-Nim in normal play: the last token taken.
    let one = position(Rules::Edge, 2, &[(0, 1, 2)], None);
    let all = Answer::Move(Move::from_json(r#"{"vertex":0,"take":[[0,2]]}"#).unwrap());
    let verdict = judge(&one, Goal::Win, &all, &options, &mut ()).unwrap();
    assert_eq!(verdict.status, Status::Solved);
    assert_eq!(verdict.reason, "Solved: you took the last token, so the computer cannot move and you win.");
    // Walking Nim: the path 0–1–2 with the piece on 1. Walking 1 → 0 empties the only edge
    // at 0: the piece is stranded with 3 tokens left on 1–2, and the computer cannot move.
    let path = position(Rules::Walk, 3, &[(0, 1, 1), (1, 2, 3)], Some(1));
    let strand = Answer::Move(Move::from_json(r#"{"edge":0,"take":1}"#).unwrap());
    let verdict = judge(&path, Goal::Win, &strand, &options, &mut ()).unwrap();
    assert_eq!(verdict.status, Status::Solved);
    assert!(!verdict.reason.contains("last token"), "{}", verdict.reason);
    assert_eq!(
        verdict.reason,
        "Solved: you moved the piece to vertex 0, where every edge is empty (the piece has no way out, \
         though tokens are left elsewhere), so the computer cannot move and you win."
    );
    // The same stranding in misère play loses.
    let verdict = judge(&misere(path.clone()), Goal::Win, &strand, &options, &mut ()).unwrap();
    assert_eq!(verdict.status, Status::Wrong);
    assert!(verdict.refutation.is_none());
    assert!(verdict.reason.contains("no way out") && verdict.reason.ends_with("so the computer wins."));
    // …and when the computer strands the piece, the student wins.
    let stranded = misere(position(Rules::Walk, 3, &[(0, 1, 0), (1, 2, 3)], Some(0)));
    let verdict = judge_ending(&stranded, true).unwrap();
    assert_eq!(verdict.status, Status::Solved);
    assert!(
        verdict.reason.starts_with("Solved: the computer moved the piece to vertex 0"),
        "{}",
        verdict.reason
    );
}

#[test]
fn the_longest_defence_is_the_reply_of_greatest_remoteness_and_lasts_the_whole_game() {
    // The path 0–1–2–3 with 3, 1, 3: the student's winning move empties the middle edge,
    // leaving Nim heaps 3 and 3. The computer's replies differ in length: taking 1 token
    // leaves a game of 5 more moves, 2 tokens 3 more, 3 tokens 1 more. The page's computer
    // plays a listed move of greatest remoteness (www/play/computer.js), so it takes one token.
    let start = position(Rules::Edge, 4, &[(0, 1, 3), (1, 2, 1), (2, 3, 3)], None);
    let mut reference = Reference::new(&start);
    assert_eq!(reference.value(&start).remoteness, 7);
    let options = SolveOptions { all_moves: true, remoteness: true, ..SolveOptions::default() };
    let mut position = start.clone();
    let mut played = 0;
    let mut computer_took = Vec::new();
    while !rules::is_over(&position) {
        let analysis = graphnim::solver::solve(&position, &options, &mut ()).unwrap();
        let listed = analysis.moves.expect("all moves listed");
        // Every listed remoteness is brute force's.
        for report in &listed {
            let after = rules::apply(&position, &report.mv).unwrap();
            assert_eq!(report.remoteness, Some(reference.value(&after).remoteness), "{}", position.to_json());
        }
        let mv = if played % 2 == 0 {
            // The student wins as fast as possible.
            listed.iter().filter(|r| r.outcome == Outcome::P).min_by_key(|r| r.remoteness).unwrap().mv.clone()
        } else {
            // The computer's longest defence, and it is strictly longer than some reply.
            let longest = listed.iter().map(|r| r.remoteness.unwrap()).max().unwrap();
            if played == 1 {
                let lengths: BTreeSet<u64> = listed.iter().map(|r| r.remoteness.unwrap()).collect();
                assert_eq!(lengths, BTreeSet::from([1, 3, 5]), "the first replies differ in length");
            }
            listed.iter().find(|r| r.remoteness == Some(longest)).unwrap().mv.clone()
        };
        let after = rules::apply(&position, &mv).unwrap();
        if played % 2 == 1 {
            computer_took.push(position.total_tokens() - after.total_tokens());
        }
        position = after;
        played += 1;
    }
    // The whole game lasts the start's remoteness, every reply taking a single token.
    assert_eq!(played, 7);
    assert_eq!(computer_took, vec![1, 1, 1]);
}

#[test]
fn review_marks_count_their_moves_in_words() {
    let slower = Mark::SlowerWin { moves: 3, fastest: 1 };
    assert_eq!(slower.text(), "A winning move, but not the fastest: it wins in 3 moves where 1 was enough.");
    let slower = Mark::SlowerWin { moves: 5, fastest: 3 };
    assert!(slower.text().ends_with("it wins in 5 moves where 3 were enough."));
    let longest = Mark::Defence { moves: Some(1), longest: Some(1) };
    assert!(longest.text().ends_with("last longest (1 move)."), "{}", longest.text());
    let shorter = Mark::Defence { moves: Some(1), longest: Some(3) };
    assert!(shorter.text().ends_with("end in 1 move where 3 were possible."), "{}", shorter.text());
}

//! SetNim families and misère play against brute force: the solver's outcome, Grundy value,
//! winning moves and move list, the misère outcome table, and every theorem fast path (each
//! checked over every position with small piles). The brute force knows only the rules
//! (`rules::legal_moves`, `apply`, `is_over`) and the meaning of misère play.

use crate::common;

use std::collections::{BTreeSet, HashMap};

use common::{piles_and_sets, setnim};
use graphnim::moves::Move;
use graphnim::position::Position;
use graphnim::rules;
use graphnim::solver::table::{Budget, OutcomeTable, PileGame};
use graphnim::solver::{solve, Outcome, SolveOptions};
use proptest::prelude::*;

/// Memoised brute force over positions, keyed by their JSON.
#[derive(Default)]
struct Brute {
    memo: HashMap<String, (bool, u64)>,
}

impl Brute {
    /// (whether the player to move loses, normal-play Grundy value — meaningless in misère).
    fn value(&mut self, position: &Position) -> (bool, u64) {
        let key = position.to_json();
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let misere = position.to_json().contains("misere");
        let (moves, truncated) = rules::legal_moves(position, 1_000_000);
        assert!(!truncated);
        let value = if moves.is_empty() {
            (!misere, 0)
        } else {
            let mut seen = BTreeSet::new();
            let mut any_p = false;
            for mv in &moves {
                let (p, g) = self.value(&rules::apply(position, mv).unwrap());
                any_p |= p;
                seen.insert(g);
            }
            let mex = (0..).find(|g| !seen.contains(g)).unwrap();
            (!any_p, mex)
        };
        self.memo.insert(key, value);
        value
    }
}

fn options() -> SolveOptions {
    SolveOptions { all_moves: true, move_cap: 100_000, ..SolveOptions::default() }
}

/// Checks everything the solver says about `position` against brute force.
fn check(position: &Position, brute: &mut Brute) {
    let misere = position.to_json().contains("misere");
    let answer = solve(position, &options(), &mut ()).unwrap();
    let (p, g) = brute.value(position);
    let text = position.to_json();
    assert_eq!(answer.outcome, Outcome::from_is_p(p), "{text}: {}", answer.method);
    if !misere {
        if let Some(grundy) = answer.grundy {
            assert_eq!(grundy, g, "{text}: Grundy by {}", answer.method);
        }
    } else {
        assert_eq!(answer.grundy, None, "{text}: misère answers carry no Grundy value");
    }
    // Winning moves: each legal, each to a P-position, each result once, all of them.
    let mut results = BTreeSet::new();
    for mv in &answer.winning_moves {
        let child = rules::apply(position, mv).unwrap_or_else(|e| panic!("{text}: {mv:?}: {e}"));
        assert!(brute.value(&child).0, "{text}: {mv:?} does not win");
        assert!(results.insert(child.to_json()), "{text}: result of {mv:?} listed twice");
    }
    let (moves, _) = rules::legal_moves(position, 1_000_000);
    let expected: BTreeSet<String> = moves
        .iter()
        .map(|mv| rules::apply(position, mv).unwrap())
        .filter(|c| brute.value(c).0)
        .map(|c| c.to_json())
        .collect();
    assert_eq!(results, expected, "{text}: winning results ({})", answer.method);
    if let Some(total) = answer.winning_moves_total {
        assert_eq!(total, expected.len() as u64, "{text}");
    }
    if let Some(total) = answer.moves_total {
        assert_eq!(total, moves.len() as u64, "{text}: move count");
    }
    let listed = answer.moves.unwrap();
    assert_eq!(listed.len(), moves.len(), "{text}: every move listed");
    for report in listed {
        let child = rules::apply(position, &report.mv).unwrap();
        assert_eq!(report.outcome, Outcome::from_is_p(brute.value(&child).0), "{text}: {:?}", report.mv);
    }
}

fn family(rules: &str, piles: &[u64], k: usize, misere: bool) -> Position {
    let play = if misere { r#","play":"misere""# } else { "" };
    Position::from_json(&format!(r#"{{"rules":"{rules}","piles":{piles:?},"k":{k}{play}}}"#)).unwrap()
}

/// Every pile vector with `n` piles of at most `max`.
fn every(n: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = vec![Vec::new()];
    for _ in 0..n {
        out = out.into_iter().flat_map(|p| (0..=max).map(move |t| [p.clone(), vec![t]].concat())).collect();
    }
    out
}

#[test]
fn families_match_brute_force_everywhere_in_small_boxes() {
    // Moore's Nim_k, CN(n,k) for every k (closed forms at k = 1, n − 1, n and CN(3..5, 2),
    // tables elsewhere), PN(n,k), each in both plays.
    let cases: [(&str, usize, u64); 6] = [
        ("moore", 3, 3),
        ("moore", 4, 2),
        ("circular", 4, 2),
        ("circular", 5, 1),
        ("path", 4, 2),
        ("circular", 3, 3),
    ];
    for (rules, n, max) in cases {
        for k in 1..=n {
            for misere in [false, true] {
                let mut brute = Brute::default();
                for piles in every(n, max) {
                    check(&family(rules, &piles, k, misere), &mut brute);
                }
            }
        }
    }
}

#[test]
fn theorems_decide_at_any_size() {
    let big = 1_000_000_000u64;
    let cases = [
        (family("moore", &[big, big - 1, 12345, 777], 2, false), "theorem:moore-2"),
        (family("circular", &[big; 7], 6, false), "theorem:circular-k6"),
        (family("circular", &[big, 3, 5, 9, 1, 2, 4], 6, false), "theorem:circular-k6"),
        (family("circular", &[big, 3, 5], 1, false), "theorem:nim"),
        (family("circular", &[big, big - 5, 7, 7, big - 5], 2, false), "theorem:circular-k2"),
        (family("path", &[big, 3, 5], 1, true), "theorem:misere-nim"),
        (family("path", &[big, 3, 5], 3, true), "theorem:misere-hub"),
        (family("moore", &[big, 3, 5], 3, false), "theorem:hub"),
    ];
    for (position, method) in cases {
        let answer = solve(&position, &SolveOptions::default(), &mut ()).unwrap();
        assert_eq!(answer.method, method, "{}", position.to_json());
        // Every winning move listed really wins, by the same theorem's verdict on the result.
        for mv in &answer.winning_moves {
            let child = rules::apply(&position, mv).unwrap();
            let after = solve(&child, &SolveOptions::default(), &mut ()).unwrap();
            assert_eq!(after.outcome, Outcome::P, "{} then {mv:?}", position.to_json());
        }
    }
    // CN(7,7) with tokens: only the empty position is P.
    let answer = solve(&family("circular", &[big; 7], 7, false), &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(answer.outcome, Outcome::N);
}

#[test]
fn misere_table_matches_brute_force_on_wide_rows() {
    // A pile above 64 tokens makes the engine store rows as whole words.
    for sets in [vec![vec![0, 1], vec![1, 2]], vec![vec![0], vec![0, 1, 2]], vec![vec![0, 2], vec![1]]] {
        let start = [70u64, 2, 1];
        let game = PileGame { piles: start.to_vec(), groups: sets.clone() };
        let table = OutcomeTable::build_misere(&game, &Budget::default(), &mut ()).unwrap();
        let mut brute = Brute::default();
        for a in 0..=start[0] {
            for b in 0..=start[1] {
                for c in 0..=start[2] {
                    let position = setnim(&[a, b, c], &sets, true);
                    assert_eq!(table.is_p(&[a, b, c]), brute.value(&position).0, "{}", position.to_json());
                }
            }
        }
    }
}

fn edge_position(vertices: usize, edges: &[(usize, usize, u64)], misere: bool) -> Position {
    let list: Vec<String> = edges.iter().map(|(u, v, t)| format!("[{u},{v},{t}]")).collect();
    let play = if misere { r#","play":"misere""# } else { "" };
    Position::from_json(&format!(
        r#"{{"rules":"edge","vertices":{vertices},"edges":[{}]{play}}}"#,
        list.join(",")
    ))
    .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn explicit_sets_match_brute_force((piles, sets) in piles_and_sets(), misere in any::<bool>()) {
        check(&setnim(&piles, &sets, misere), &mut Brute::default());
    }

    #[test]
    fn misere_edge_nim_matches_brute_force(
        edges in proptest::collection::vec((0usize..4, 0usize..4, 0u64..3), 1..5),
    ) {
        check(&edge_position(4, &edges, true), &mut Brute::default());
    }

    #[test]
    fn misere_walking_nim_matches_brute_force(
        edges in proptest::collection::vec((0usize..4, 0usize..4, 0u64..3), 1..5),
        piece in 0usize..4,
    ) {
        let list: Vec<String> = edges.iter().map(|(u, v, t)| format!("[{u},{v},{t}]")).collect();
        let text = format!(r#"{{"rules":"walk","vertices":4,"edges":[{}],"token":{piece},"play":"misere"}}"#, list.join(","));
        check(&Position::from_json(&text).unwrap(), &mut Brute::default());
    }
}

#[test]
fn set_moves_are_checked_and_applied() {
    let position = setnim(&[3, 1, 2], &[vec![0, 1], vec![1, 2]], false);
    let mv = |text: &str| Move::from_json(text).unwrap();
    let next = rules::apply(&position, &mv(r#"{"set":1,"take":[[2,2],[1,1]]}"#)).unwrap();
    assert_eq!(next.set_game.as_ref().unwrap().piles, vec![3, 0, 0]);
    let errors = [
        (r#"{"set":2,"take":[[0,1]]}"#, "set 2 does not exist"),
        (r#"{"set":0,"take":[[2,1]]}"#, "pile 2 is not in set 0"),
        (r#"{"set":0,"take":[[5,1]]}"#, "pile 5 does not exist"),
        (r#"{"set":0,"take":[[0,4]]}"#, "pile 0 has only 3 tokens, cannot take 4"),
        (r#"{"set":0,"take":[[1,2]]}"#, "pile 1 has only 1 token, cannot take 2"),
        (r#"{"set":0,"take":[[0,1],[0,1]]}"#, "listed twice"),
        (r#"{"set":0,"take":[[0,0]]}"#, "at least 1"),
        (r#"{"set":0,"take":[]}"#, "at least one token"),
        (r#"{"vertex":0,"take":[[0,1]]}"#, "SetNim position"),
    ];
    for (text, expected) in errors {
        let message = rules::check(&position, &mv(text)).unwrap_err().to_string();
        assert!(message.contains(expected), "{text}: {message}");
    }
    // Moves shared by both sets (only pile 1) are listed once, under set 0.
    let (moves, _) = rules::legal_moves(&position, 100);
    assert_eq!(moves.len() as u64, rules::count_moves(&position));
    assert_eq!(moves.iter().filter(|m| m.to_value()["take"] == serde_json::json!([[1, 1]])).count(), 1);
}

#[test]
fn setnim_json_round_trips_and_errors_name_the_problem() {
    for text in [
        r#"{"rules":"setnim","piles":[3,1,2],"sets":[[0,1],[1,2]]}"#,
        r#"{"rules":"circular","piles":[3,1,2,4],"k":3,"play":"misere"}"#,
        r#"{"rules":"path","piles":[3,1,2,4],"k":2}"#,
        r#"{"rules":"moore","piles":[3,1,2,4],"k":2}"#,
        r#"{"rules":"edge","vertices":2,"edges":[[0,1,3]],"play":"misere"}"#,
    ] {
        let position = Position::from_json(text).unwrap();
        assert_eq!(Position::from_json(&position.to_json()).unwrap(), position);
        assert_eq!(position.to_value(), serde_json::from_str::<serde_json::Value>(text).unwrap());
    }
    let cases = [
        (r#"{"rules":"setnim","sets":[[0]]}"#, "missing the field \"piles\""),
        (r#"{"rules":"setnim","piles":[1]}"#, "missing the field \"sets\""),
        (r#"{"rules":"setnim","piles":{},"sets":[]}"#, "\"piles\" must be an array"),
        (r#"{"rules":"setnim","piles":[1,-2],"sets":[]}"#, "pile 1 must be"),
        (r#"{"rules":"setnim","piles":[99999999999],"sets":[]}"#, "pile 0 has 99,999,999,999 tokens"),
        (r#"{"rules":"setnim","piles":[1],"sets":[[]]}"#, "set 0 must be a non-empty list"),
        (r#"{"rules":"setnim","piles":[1,2],"sets":[[0,0]]}"#, "set 0 must be"),
        (r#"{"rules":"setnim","piles":[1,2],"sets":[[0],[2]]}"#, "set 1 names pile 2"),
        (r#"{"rules":"setnim","piles":[1,2],"sets":3}"#, "\"sets\" must be an array"),
        (r#"{"rules":"circular","piles":[1,2]}"#, "missing the field \"k\""),
        (r#"{"rules":"circular","piles":[1,2],"k":3}"#, "from 1 to the number of piles (2), got 3"),
        (r#"{"rules":"path","piles":[1,2],"k":"x"}"#, "got \"x\""),
        (r#"{"rules":"edge","vertices":1,"edges":[],"play":"loser"}"#, "\"play\" must be"),
    ];
    for (text, expected) in cases {
        let message = Position::from_json(text).unwrap_err().to_string();
        assert!(message.contains(expected), "{text}: {message} lacks {expected}");
    }
    let many_sets = format!(r#"{{"rules":"setnim","piles":[1],"sets":[{}]}}"#, vec!["[0]"; 2000].join(","));
    assert!(Position::from_json(&many_sets).unwrap_err().to_string().contains("limit of 1,024"));
    let moore = format!(r#"{{"rules":"moore","piles":[{}],"k":500}}"#, vec!["1"; 1000].join(","));
    assert!(Position::from_json(&moore)
        .unwrap_err()
        .to_string()
        .contains("moore with 1,000 piles and k = 500"));
}

#[test]
fn terminal_positions_follow_the_play() {
    let normal = solve(&family("circular", &[0, 0, 0], 2, false), &options(), &mut ()).unwrap();
    assert_eq!(normal.outcome, Outcome::P);
    let misere = solve(&family("circular", &[0, 0, 0], 2, true), &options(), &mut ()).unwrap();
    assert_eq!(misere.outcome, Outcome::N);
    let edge = solve(&edge_position(2, &[(0, 1, 0)], true), &options(), &mut ()).unwrap();
    assert_eq!(edge.outcome, Outcome::N);
}

/// Token counts that stress arithmetic and budgets.
fn wild_tokens() -> impl Strategy<Value = u64> {
    prop_oneof![Just(0u64), 1u64..4, Just(1_000_000_000u64), (0u32..30).prop_map(|k| 1u64 << k)]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Any valid SetNim or misère position, at any size, is answered or refused quickly under
    /// a small budget, and never panics.
    #[test]
    fn big_positions_never_panic(
        piles in proptest::collection::vec(wild_tokens(), 1..12),
        rules in prop_oneof![Just("circular"), Just("path"), Just("moore")],
        k in 1usize..12,
        misere in any::<bool>(),
    ) {
        let k = k.min(piles.len());
        let play = if misere { r#","play":"misere""# } else { "" };
        let text = format!(r#"{{"rules":"{rules}","piles":{piles:?},"k":{k}{play}}}"#);
        let position = Position::from_json(&text).unwrap();
        let small = SolveOptions {
            all_moves: true,
            remoteness: true,
            move_cap: 50,
            move_offset: 0,
            max_states: 100_000,
            max_grundy_states: 100_000,
            max_remoteness_states: 100_000,
            max_bytes: 16 << 20,
        };
        let _ = solve(&position, &small, &mut ());
        let _ = rules::legal_moves(&position, 50);
        let _ = rules::count_moves(&position);
    }
}

/// A pile game's theorem that says only who wins reports the Grundy value of the table built
/// beside it as `theorem:…+table`; at sizes no table reaches, the theorem alone and no value.
#[test]
fn method_says_where_the_grundy_value_came_from() {
    let small =
        solve(&family("circular", &[2, 3, 2, 2, 2], 4, false), &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!((small.method.as_str(), small.grundy.is_some()), ("theorem:circular-k4+table", true));
    let big = 1_000_000_000u64;
    let large = solve(&family("circular", &[big; 7], 6, false), &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!((large.method.as_str(), large.grundy), ("theorem:circular-k6", None));
    // Nim gives its value itself: no table.
    let nim = solve(&family("circular", &[2, 3, 5], 1, false), &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!((nim.method.as_str(), nim.grundy), ("theorem:nim", Some(2 ^ 3 ^ 5)));
}

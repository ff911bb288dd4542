//! `graphnim sweep`'s rows (`research::sweep`) against the plain brute-force reference: for
//! small members of several families, Edge-Nim and Walking Nim, the positions of the box,
//! its P-positions, its largest Grundy value and the counterexamples to a formula, each
//! counted here by enumerating the box and asking the reference.

use crate::reference;

use graphnim::position::{Play, Position, Rules};
use graphnim::research::sweep::{Sweep, SweepLimits, SweepRow};
use proptest::prelude::*;
use reference::{EdgeReference, Graph, WalkReference};

/// A family with the smallest and largest n tried, and its edge count at n (from the
/// graphs' definitions, not from the crate).
struct Family {
    spec: &'static str,
    smallest: u64,
    largest: u64,
    edges: fn(u64) -> u64,
}

const FAMILIES: [Family; 8] = [
    Family { spec: "cycle", smallest: 1, largest: 6, edges: |n| n },
    Family { spec: "path", smallest: 1, largest: 7, edges: |n| n - 1 },
    Family { spec: "star", smallest: 1, largest: 6, edges: |n| n },
    Family { spec: "complete", smallest: 1, largest: 5, edges: |n| n * (n - 1) / 2 },
    Family { spec: "bipartite:1", smallest: 1, largest: 5, edges: |n| n },
    Family { spec: "bipartite:2", smallest: 1, largest: 3, edges: |n| 2 * n },
    Family { spec: "wheel", smallest: 3, largest: 4, edges: |n| 2 * n },
    Family { spec: "hypercube", smallest: 1, largest: 3, edges: |d| d << (d - 1) },
];

/// A formula with the same rule written in Rust, and how many edges its names need.
struct Rule {
    text: &'static str,
    edges_named: usize,
    holds: fn(&[u64], Option<usize>) -> bool,
}

const RULES: [Rule; 5] = [
    Rule { text: "a == c && b == d", edges_named: 4, holds: |t, _| t[0] == t[2] && t[1] == t[3] },
    Rule { text: "a ^ b ^ c == 0", edges_named: 3, holds: |t, _| t[0] ^ t[1] ^ t[2] == 0 },
    Rule { text: "e0 + e1 <= 1", edges_named: 2, holds: |t, _| t[0] + t[1] <= 1 },
    Rule { text: "min(a, 1) == 0", edges_named: 1, holds: |t, _| t[0] == 0 },
    // Walking Nim only: the piece's vertex.
    Rule { text: "piece == 0 || a == 0", edges_named: 1, holds: |t, p| p == Some(0) || t[0] == 0 },
];

/// Largest box solved by the reference in one case.
const MAX_REFERENCE_STATES: u64 = 6000;

/// What the reference says of a member's box.
#[derive(Debug, Default)]
struct Expected {
    states: u64,
    p_positions: u64,
    max_grundy: u64,
    p_but_false: u64,
    n_but_true: u64,
}

fn expected(position: &Position, tokens: u64, rule: Option<&Rule>) -> Expected {
    let graph =
        Graph { vertices: position.vertices, edges: position.edges.iter().map(|e| (e.u, e.v)).collect() };
    let walk = position.rules == Rules::Walk;
    let (mut edge, mut walker) = (EdgeReference::new(graph.clone()), WalkReference::new(graph));
    let pieces: Vec<Option<usize>> =
        if walk { (0..position.vertices).map(Some).collect() } else { vec![None] };
    let radix = tokens + 1;
    let vectors = radix.pow(position.edges.len() as u32);
    let mut found = Expected::default();
    for piece in pieces {
        for index in 0..vectors {
            let counts: Vec<u64> =
                (0..position.edges.len()).map(|e| index / radix.pow(e as u32) % radix).collect();
            let grundy = match piece {
                Some(v) => walker.value(&counts, v).grundy,
                None => edge.value(&counts).grundy,
            };
            found.states += 1;
            found.p_positions += u64::from(grundy == 0);
            found.max_grundy = found.max_grundy.max(grundy);
            if let Some(rule) = rule.filter(|r| r.edges_named <= counts.len()) {
                match (grundy == 0, (rule.holds)(&counts, piece)) {
                    (true, false) => found.p_but_false += 1,
                    (false, true) => found.n_but_true += 1,
                    _ => {}
                }
            }
        }
    }
    found
}

fn row(
    family: &str,
    n: u64,
    tokens: u64,
    rules: Rules,
    rule: Option<&Rule>,
    limits: SweepLimits,
) -> SweepRow {
    Sweep::new(family, rules, Play::Normal, tokens, rule.map(|r| r.text), limits).unwrap().row(n, &mut ())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, max_global_rejects: 4096, ..ProptestConfig::default() })]

    /// Every column of a member's row is the reference's count; a formula naming an edge the
    /// member lacks leaves the counterexample columns empty with a note, the rest filled.
    #[test]
    fn sweep_rows_match_the_reference(
        which in 0..FAMILIES.len(),
        size in 0u64..8,
        tokens in 0u64..3,
        walk in any::<bool>(),
        rule in prop::option::of(0..RULES.len()),
    ) {
        let Family { spec: family, smallest, largest, edges: edge_count } = FAMILIES[which];
        let n = smallest + size % (largest - smallest + 1);
        let rules = if walk { Rules::Walk } else { Rules::Edge };
        // The piece rule is Walking Nim's only.
        let rule = rule.filter(|&r| walk || r != RULES.len() - 1).map(|r| &RULES[r]);
        let sweep = Sweep::new(family, rules, Play::Normal, tokens, rule.map(|r| r.text), SweepLimits::default()).unwrap();
        let position = sweep.member(n).unwrap();
        prop_assert_eq!(position.edges.len() as u64, edge_count(n), "{} n={}", family, n);
        let layers = if walk { position.vertices as u64 } else { 1 };
        let states = (tokens + 1).checked_pow(position.edges.len() as u32).map(|s| s * layers);
        prop_assume!(states.is_some_and(|s| s <= MAX_REFERENCE_STATES));

        let got = row(family, n, tokens, rules, rule, SweepLimits::default());
        let want = expected(&position, tokens, rule);
        prop_assert_eq!(&got.member, &sweep.member_name(n));
        prop_assert_eq!((got.vertices, got.edges), (Some(position.vertices), Some(position.edges.len())));
        prop_assert_eq!(got.states, Some(want.states));
        prop_assert_eq!(got.p_positions, Some(want.p_positions));
        prop_assert_eq!(got.max_grundy, Some(want.max_grundy));
        match rule {
            None => prop_assert_eq!((got.p_but_false, got.n_but_true, got.note.as_str()), (None, None, "")),
            Some(r) if r.edges_named <= position.edges.len() => {
                prop_assert_eq!((got.p_but_false, got.n_but_true), (Some(want.p_but_false), Some(want.n_but_true)));
                prop_assert_eq!(got.note.as_str(), "");
            }
            Some(_) => {
                prop_assert_eq!((got.p_but_false, got.n_but_true), (None, None));
                prop_assert!(got.note.contains("unknown name"), "{}", got.note);
            }
        }

        // Past the Grundy budget the outcome table gives the same P-positions, and no
        // largest Grundy value.
        let narrow = SweepLimits { max_grundy_states: want.states - 1, ..SweepLimits::default() };
        let outcomes = row(family, n, tokens, rules, rule, narrow);
        prop_assert_eq!(outcomes.p_positions, Some(want.p_positions));
        prop_assert_eq!(outcomes.max_grundy, None);
        prop_assert_eq!((outcomes.p_but_false, outcomes.n_but_true), (got.p_but_false, got.n_but_true));
        // Past the outcome budget only the size is known, and the note says why.
        let tight = SweepLimits { max_states: want.states - 1, ..SweepLimits::default() };
        let over = row(family, n, tokens, rules, rule, tight);
        prop_assert_eq!((over.states, over.p_positions), (Some(want.states), None));
        prop_assert!(over.note.contains("too large"), "{}", over.note);
    }
}

#[test]
fn the_petersen_graph_is_one_member_whatever_n() {
    let sweep = Sweep::new("petersen", Rules::Edge, Play::Normal, 1, None, SweepLimits::default()).unwrap();
    assert_eq!(sweep.members(3, 8), [3]);
    let position = sweep.member(3).unwrap();
    assert_eq!((position.vertices, position.edges.len()), (10, 15));
    let got = sweep.row(3, &mut ());
    let want = expected(&position, 1, None);
    assert_eq!(got.states, Some(1 << 15));
    assert_eq!((got.p_positions, got.max_grundy), (Some(want.p_positions), Some(want.max_grundy)));
}

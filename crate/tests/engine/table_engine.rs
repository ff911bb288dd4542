//! The piles-and-groups table engine against a plain brute-force reference.

use std::collections::{BTreeSet, HashMap};

use graphnim::solver::table::{
    Budget, FnProgress, GrundyTable, OutcomeTable, PileGame, RemotenessTable, TableError,
};
use proptest::prelude::*;

/// Memoised mex / remoteness over explicitly enumerated moves.
struct Brute {
    groups: Vec<Vec<usize>>,
    grundy: HashMap<Vec<u64>, u64>,
    remote: HashMap<Vec<u64>, u64>,
}

impl Brute {
    fn new(game: &PileGame) -> Self {
        let groups = game
            .groups
            .iter()
            .map(|g| {
                let mut g = g.clone();
                g.sort_unstable();
                g.dedup();
                g
            })
            .collect();
        Brute { groups, grundy: HashMap::new(), remote: HashMap::new() }
    }

    /// All `(group, target)` moves from `p`.
    fn moves(&self, p: &[u64]) -> Vec<(usize, Vec<u64>)> {
        let mut out = Vec::new();
        for (gi, g) in self.groups.iter().enumerate() {
            let mut q = p.to_vec();
            for &j in g {
                q[j] = 0;
            }
            loop {
                if q != p {
                    out.push((gi, q.clone()));
                }
                // odometer over the group's piles, each in 0..=p_j
                let mut k = 0;
                while k < g.len() {
                    let j = g[k];
                    if q[j] < p[j] {
                        q[j] += 1;
                        break;
                    }
                    q[j] = 0;
                    k += 1;
                }
                if k == g.len() {
                    break;
                }
            }
        }
        out
    }

    fn grundy(&mut self, p: &[u64]) -> u64 {
        if let Some(&v) = self.grundy.get(p) {
            return v;
        }
        let mut seen = BTreeSet::new();
        for (_, q) in self.moves(p) {
            seen.insert(self.grundy(&q));
        }
        let mut m = 0;
        while seen.contains(&m) {
            m += 1;
        }
        self.grundy.insert(p.to_vec(), m);
        m
    }

    fn remoteness(&mut self, p: &[u64]) -> u64 {
        if let Some(&v) = self.remote.get(p) {
            return v;
        }
        let moves = self.moves(p);
        let v = if moves.is_empty() {
            0
        } else {
            let mut min_p = None::<u64>;
            let mut max_all = 0;
            for (_, q) in &moves {
                let r = self.remoteness(q);
                max_all = max_all.max(r);
                if self.grundy(q) == 0 {
                    min_p = Some(min_p.map_or(r, |m| m.min(r)));
                }
            }
            1 + min_p.unwrap_or(max_all)
        };
        self.remote.insert(p.to_vec(), v);
        v
    }
}

fn all_states(start: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let mut q = vec![0u64; start.len()];
    loop {
        out.push(q.clone());
        let mut k = 0;
        while k < q.len() {
            if q[k] < start[k] {
                q[k] += 1;
                break;
            }
            q[k] = 0;
            k += 1;
        }
        if k == q.len() {
            return out;
        }
    }
}

/// Full comparison of all three tables and the winning-move lists with brute force.
fn check_game(game: &PileGame, with_remoteness: bool) {
    let budget = Budget::default();
    let ot = OutcomeTable::build(game, &budget, &mut ()).expect("outcome");
    let gt = GrundyTable::build(game, &budget, &mut ()).expect("grundy");
    // `build` uses the single-sweep bitset method unless the pile sum reaches 256; the
    // peeling method is its fallback, so check it on every game too.
    let gp = GrundyTable::build_by_peeling(game, &budget, &mut ()).expect("grundy (peeling)");
    let rt = if with_remoteness {
        Some(RemotenessTable::build(game, &budget, &mut ()).expect("remoteness"))
    } else {
        None
    };
    let mut bf = Brute::new(game);
    for p in all_states(&game.piles) {
        let g = bf.grundy(&p);
        assert_eq!(ot.is_p(&p), g == 0, "P/N at {p:?} in {game}");
        assert_eq!(gt.grundy(&p), g, "Grundy at {p:?} in {game}");
        assert_eq!(gp.grundy(&p), g, "Grundy (peeling) at {p:?} in {game}");
        if let Some(rt) = &rt {
            assert_eq!(rt.remoteness(&p), bf.remoteness(&p), "remoteness at {p:?} in {game}");
        }
        let expected: BTreeSet<(usize, Vec<u64>)> =
            bf.moves(&p).into_iter().filter(|(_, q)| bf.grundy(q) == 0).collect();
        let (got, trunc) = ot.winning_moves(&p, usize::MAX);
        assert!(!trunc);
        let got_set: BTreeSet<_> = got.iter().cloned().collect();
        assert_eq!(got_set.len(), got.len(), "duplicate moves at {p:?}");
        assert_eq!(got_set, expected, "winning moves at {p:?} in {game}");
        for cap in [0usize, 1, 2] {
            let (got, trunc) = ot.winning_moves(&p, cap);
            assert!(got.len() <= cap);
            assert_eq!(trunc, expected.len() > cap, "truncation flag at {p:?} cap {cap}");
            assert_eq!(got.len(), expected.len().min(cap));
            for m in &got {
                assert!(expected.contains(m));
            }
        }
    }
}

fn arb_group_game() -> impl Strategy<Value = PileGame> {
    (1usize..=5).prop_flat_map(|n| {
        (prop::collection::vec(0u64..=3, n), prop::collection::vec(prop::collection::vec(0..n, 0..=4), 1..=5))
            .prop_map(|(piles, groups)| PileGame { piles, groups })
    })
}

fn arb_multigraph(
    max_v: usize,
    max_e: usize,
    max_w: u64,
) -> impl Strategy<Value = (usize, Vec<(usize, usize, u64)>)> {
    (1usize..=max_v)
        .prop_flat_map(move |v| (Just(v), prop::collection::vec((0..v, 0..v, 0..=max_w), 1..=max_e)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_groups_match_brute_force(game in arb_group_game()) {
        check_game(&game, true);
    }

    #[test]
    fn random_edge_nim_matches_brute_force((v, edges) in arb_multigraph(4, 5, 3)) {
        check_game(&PileGame::edge_nim(v, &edges), true);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// One long pile exercises multi-word rows and rows of exactly 64 or 65 positions.
    #[test]
    fn long_rows_match_brute_force(
        // Pile sums also straddle the bitset widths of the single-sweep Grundy method
        // (63/64, 127/128, 191/192 and 255/256 values: 1 to 4 words, then the fallback).
        big in prop::sample::select(vec![62u64, 63, 64, 65, 100, 127, 128, 129, 190, 250, 254, 300]),
        small in prop::collection::vec(0u64..=2, 1..=2),
        groups in prop::collection::vec(prop::collection::vec(0usize..3, 1..=3), 1..=3),
    ) {
        let mut piles = vec![big];
        piles.extend(small);
        let n = piles.len();
        let groups = groups.into_iter().map(|g| g.into_iter().map(|j| j % n).collect()).collect();
        check_game(&PileGame { piles, groups }, false);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Many groups with medium rows: a row of group cells spans several words.
    #[test]
    fn many_groups_match_brute_force(
        big in 4u64..=12,
        v in 5usize..=8,
        raw in prop::collection::vec((0usize..8, 0usize..8, 0u64..=1), 4..=8),
    ) {
        let mut edges = vec![(0, 1, big)];
        edges.extend(raw.into_iter().map(|(a, b, w)| (a % v, b % v, w)));
        check_game(&PileGame::edge_nim(v, &edges), true);
    }
}

/// `GrundyTable::build` falls back to peeling when the pile sum reaches 256 (values would
/// need more than 4 bitset words) or when its ring of bitsets exceeds the byte budget;
/// both ways it must stay exact.
#[test]
fn grundy_fallbacks_are_exact() {
    let budget = Budget::default();
    for game in [
        PileGame::nim(&[300, 2, 1]),
        PileGame::edge_nim(3, &[(0, 1, 300), (1, 2, 2), (2, 0, 1)]),
        PileGame { piles: vec![2, 260, 1], groups: vec![vec![0, 1], vec![1, 2], vec![2]] },
    ] {
        let gt = GrundyTable::build(&game, &budget, &mut ()).unwrap();
        let mut bf = Brute::new(&game);
        for p in all_states(&game.piles) {
            assert_eq!(gt.grundy(&p), bf.grundy(&p), "Grundy at {p:?} in {game}");
        }
    }
    // K4 with all piles 3: 4096 states. The bitset ring takes 257 rows × 4 positions ×
    // 4 groups × 8 bytes ≈ 33 KB, the peeling tables about 3 KB, the values 4 KB.
    let k4 = PileGame::edge_nim(4, &[(0, 1, 3), (0, 2, 3), (0, 3, 3), (1, 2, 3), (1, 3, 3), (2, 3, 3)]);
    let tight = Budget { max_states: u64::MAX, max_bytes: 10_000 };
    let full = GrundyTable::build(&k4, &budget, &mut ()).unwrap();
    let small = GrundyTable::build(&k4, &tight, &mut ()).unwrap();
    let mut bf = Brute::new(&k4);
    for p in all_states(&k4.piles) {
        let g = bf.grundy(&p);
        assert_eq!(full.grundy(&p), g, "Grundy at {p:?}");
        assert_eq!(small.grundy(&p), g, "Grundy (tight budget) at {p:?}");
    }
    assert_eq!(full.max_grundy(), small.max_grundy());
    // Neither method fits: an error, not an allocation.
    let tiny = Budget { max_states: u64::MAX, max_bytes: 5_000 };
    assert!(matches!(GrundyTable::build(&k4, &tiny, &mut ()), Err(TableError::TooLarge { .. })));
}

#[test]
fn classical_nim() {
    let game = PileGame::nim(&[3, 5, 6, 2]);
    let ot = OutcomeTable::build(&game, &Budget::default(), &mut ()).unwrap();
    let gt = GrundyTable::build(&game, &Budget::default(), &mut ()).unwrap();
    for p in all_states(&game.piles) {
        let x = p.iter().fold(0, |a, b| a ^ b);
        assert_eq!(ot.is_p(&p), x == 0);
        assert_eq!(gt.grundy(&p), x);
    }
    // Wide rows.
    let game = PileGame::nim(&[200, 70, 3]);
    let ot = OutcomeTable::build(&game, &Budget::default(), &mut ()).unwrap();
    let gt = GrundyTable::build(&game, &Budget::default(), &mut ()).unwrap();
    for p in all_states(&game.piles) {
        let x = p.iter().fold(0, |a, b| a ^ b);
        assert_eq!(ot.is_p(&p), x == 0, "{p:?}");
        assert_eq!(gt.grundy(&p), x, "{p:?}");
    }
    let (m, t) = ot.winning_moves(&[200, 70, 3], 10);
    assert!(!t);
    assert_eq!(m.len(), 1);
    assert_eq!(m[0], (0, vec![70 ^ 3, 70, 3]));
}

#[test]
fn cycle_c3_and_c4() {
    let c3 = PileGame::edge_nim(3, &[(0, 1, 4), (1, 2, 3), (2, 0, 5)]);
    let ot = OutcomeTable::build(&c3, &Budget::default(), &mut ()).unwrap();
    for p in all_states(&c3.piles) {
        assert_eq!(ot.is_p(&p), p[0] == p[1] && p[1] == p[2], "C3 {p:?}");
    }
    let c4 = PileGame::edge_nim(4, &[(0, 1, 4), (1, 2, 3), (2, 3, 5), (3, 0, 4)]);
    let ot = OutcomeTable::build(&c4, &Budget::default(), &mut ()).unwrap();
    for p in all_states(&c4.piles) {
        assert_eq!(ot.is_p(&p), p[0] == p[2] && p[1] == p[3], "C4 {p:?}");
    }
}

#[test]
fn too_large_is_an_error_not_an_allocation() {
    // 10^30 states: 30 piles of 9.
    let game = PileGame::nim(&[9; 30]);
    let budget = Budget::default();
    for r in [
        OutcomeTable::build(&game, &budget, &mut ()).map(|_| ()),
        GrundyTable::build(&game, &budget, &mut ()).map(|_| ()),
        RemotenessTable::build(&game, &budget, &mut ()).map(|_| ()),
    ] {
        match r {
            Err(e @ TableError::TooLarge { .. }) => assert!(e.to_string().contains("states")),
            other => panic!("expected TooLarge, got {other:?}"),
        }
    }
    // Fits the state budget but not the byte budget.
    let tight = Budget { max_states: u64::MAX, max_bytes: 1000 };
    let game = PileGame::nim(&[99, 99, 99]);
    assert!(matches!(
        OutcomeTable::build(&game, &tight, &mut ()),
        Err(TableError::TooLarge { states: Some(1_000_000), .. })
    ));
    let huge = Budget { max_states: u64::MAX, max_bytes: u64::MAX };
    assert!(matches!(
        OutcomeTable::build(&PileGame::nim(&[u64::MAX, 5]), &huge, &mut ()),
        Err(TableError::TooLarge { .. })
    ));
}

#[test]
fn cancellation() {
    let game = PileGame::edge_nim(4, &[(0, 1, 9), (0, 2, 9), (0, 3, 9), (1, 2, 9), (1, 3, 9), (2, 3, 9)]);
    let budget = Budget::default();
    let mut calls = 0;
    let mut stop = FnProgress(|_d: u64, _t: u64| {
        calls += 1;
        false
    });
    assert_eq!(OutcomeTable::build(&game, &budget, &mut stop).unwrap_err(), TableError::Cancelled);
    assert_eq!(GrundyTable::build(&game, &budget, &mut stop).unwrap_err(), TableError::Cancelled);
    assert_eq!(RemotenessTable::build(&game, &budget, &mut stop).unwrap_err(), TableError::Cancelled);
    assert!(calls >= 3);
    // A progress that never cancels sees monotone done ≤ total.
    let mut last = 0;
    let mut ok = FnProgress(|d: u64, t: u64| {
        assert!(d <= t && d >= last);
        last = d;
        true
    });
    OutcomeTable::build(&game, &budget, &mut ok).unwrap();
}

#[test]
fn malformed_games_do_not_panic() {
    let bad = PileGame { piles: vec![1, 2], groups: vec![vec![0, 5]] };
    assert!(matches!(
        OutcomeTable::build(&bad, &Budget::default(), &mut ()),
        Err(TableError::InvalidGame(_))
    ));
    // Duplicates, empty groups, zero piles, ungrouped piles.
    let odd = PileGame { piles: vec![0, 3, 2, 4], groups: vec![vec![], vec![1, 1, 0], vec![2, 0]] };
    check_game(&odd, true);
    let ot = OutcomeTable::build(&odd, &Budget::default(), &mut ()).unwrap();
    assert_eq!(ot.states(), 4 * 3);
    // Out-of-box queries.
    assert!(!ot.is_p(&[1, 0, 0, 0]));
    assert!(!ot.is_p(&[0, 0]));
    assert_eq!(ot.outcome(&[0, 9, 0, 0]), None);
    assert_eq!(ot.winning_moves(&[0, 9, 0, 0], 5), (vec![], false));
    // Nothing moves at all.
    let none = PileGame { piles: vec![], groups: vec![] };
    let ot = OutcomeTable::build(&none, &Budget::default(), &mut ()).unwrap();
    assert!(ot.is_p(&[]));
    assert_eq!(GrundyTable::build(&none, &Budget::default(), &mut ()).unwrap().grundy(&[]), 0);
    assert_eq!(RemotenessTable::build(&none, &Budget::default(), &mut ()).unwrap().remoteness(&[]), 0);
}

#[test]
fn circular_nim_matches_brute_force() {
    for (piles, k) in [(vec![2u64, 3, 1, 2], 2usize), (vec![2, 2, 2, 1, 1], 3), (vec![3, 1, 2], 2)] {
        check_game(&PileGame::circular(&piles, k), true);
    }
}

//! The Walking Nim table engine against a plain brute-force reference, in normal and misère
//! play.

use std::collections::{BTreeSet, HashMap};

use graphnim::solver::table::{Budget, FnProgress, TableError};
use graphnim::solver::table::{WalkGame, WalkGrundyTable, WalkRemotenessTable, WalkTable};
use proptest::prelude::*;

type State = (usize, Vec<u64>);

/// Memoised mex / remoteness over explicitly enumerated moves.
struct Brute<'a> {
    game: &'a WalkGame,
    grundy: HashMap<State, u64>,
    remote: HashMap<State, u64>,
    misere: HashMap<State, bool>,
}

impl<'a> Brute<'a> {
    fn new(game: &'a WalkGame) -> Self {
        Brute { game, grundy: HashMap::new(), remote: HashMap::new(), misere: HashMap::new() }
    }

    /// Misère play: a state without a move is N (whoever faces it has won, the opponent
    /// made the last move); any other state is P iff every move leads to an N-state.
    fn misere_p(&mut self, s: &State) -> bool {
        if let Some(&p) = self.misere.get(s) {
            return p;
        }
        let moves = self.moves(s.0, &s.1);
        let p = !moves.is_empty() && moves.iter().all(|(_, t)| !self.misere_p(t));
        self.misere.insert(s.clone(), p);
        p
    }

    /// `((edge, new weight), next state)` for every move.
    fn moves(&self, v: usize, w: &[u64]) -> Vec<((usize, u64), State)> {
        let mut out = Vec::new();
        for (ei, &(a, b, _)) in self.game.edges.iter().enumerate() {
            if a != v && b != v {
                continue;
            }
            let other = if a == v { b } else { a };
            for x in 0..w[ei] {
                let mut nw = w.to_vec();
                nw[ei] = x;
                out.push(((ei, x), (other, nw)));
            }
        }
        out
    }

    fn grundy(&mut self, s: &State) -> u64 {
        if let Some(&g) = self.grundy.get(s) {
            return g;
        }
        let mut seen = BTreeSet::new();
        for (_, t) in self.moves(s.0, &s.1) {
            seen.insert(self.grundy(&t));
        }
        let mut m = 0;
        while seen.contains(&m) {
            m += 1;
        }
        self.grundy.insert(s.clone(), m);
        m
    }

    fn remoteness(&mut self, s: &State) -> u64 {
        if let Some(&r) = self.remote.get(s) {
            return r;
        }
        let moves = self.moves(s.0, &s.1);
        let r = if moves.is_empty() {
            0
        } else {
            let mut min_p = None::<u64>;
            let mut max_all = 0;
            for (_, t) in &moves {
                let r = self.remoteness(t);
                max_all = max_all.max(r);
                if self.grundy(t) == 0 {
                    min_p = Some(min_p.map_or(r, |m| m.min(r)));
                }
            }
            1 + min_p.unwrap_or(max_all)
        };
        self.remote.insert(s.clone(), r);
        r
    }
}

fn all_weights(start: &[u64]) -> Vec<Vec<u64>> {
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

fn check_walk(game: &WalkGame, with_extras: bool) {
    let budget = Budget::default();
    let wt = WalkTable::build(game, &budget, &mut ()).expect("outcome");
    let misere = WalkTable::build_misere(game, &budget, &mut ()).expect("misère outcome");
    let extras = if with_extras {
        Some((
            WalkGrundyTable::build(game, &budget, &mut ()).expect("grundy"),
            WalkGrundyTable::build_by_peeling(game, &budget, &mut ()).expect("peeled grundy"),
            WalkRemotenessTable::build(game, &budget, &mut ()).expect("remoteness"),
        ))
    } else {
        None
    };
    let start: Vec<u64> = game.edges.iter().map(|e| e.2).collect();
    let mut bf = Brute::new(game);
    for w in all_weights(&start) {
        for v in 0..game.vertices {
            let s = (v, w.clone());
            let g = bf.grundy(&s);
            assert_eq!(wt.is_p(v, &w), g == 0, "P/N at {s:?} in {game:?}");
            assert_eq!(misere.is_p(v, &w), bf.misere_p(&s), "misère P/N at {s:?} in {game:?}");
            if let Some((gt, pt, rt)) = &extras {
                assert_eq!(gt.grundy((v, &w)), g, "Grundy (sweep) at {s:?} in {game:?}");
                assert_eq!(pt.grundy((v, &w)), g, "Grundy (peeling) at {s:?} in {game:?}");
                assert_eq!(rt.remoteness((v, &w)), bf.remoteness(&s), "remoteness at {s:?} in {game:?}");
            }
            let moves = bf.moves(v, &w);
            let to_p: BTreeSet<(usize, u64)> =
                moves.iter().filter(|(_, t)| bf.grundy(t) == 0).map(|(m, _)| *m).collect();
            check_winning_moves(&wt, &s, &to_p, "normal");
            let to_p: BTreeSet<(usize, u64)> =
                moves.iter().filter(|(_, t)| bf.misere_p(t)).map(|(m, _)| *m).collect();
            check_winning_moves(&misere, &s, &to_p, "misère");
        }
    }
}

/// The table's winning moves from `s` are exactly `expected`, each once, and a cap cuts the
/// list where it should.
fn check_winning_moves(table: &WalkTable, s: &State, expected: &BTreeSet<(usize, u64)>, play: &str) {
    let (v, w) = (s.0, &s.1);
    let (got, trunc) = table.winning_moves(v, w, usize::MAX);
    assert!(!trunc);
    let got_set: BTreeSet<_> = got.iter().copied().collect();
    assert_eq!(got_set.len(), got.len(), "duplicate moves at {s:?}, {play} play");
    assert_eq!(&got_set, expected, "winning moves at {s:?}, {play} play");
    for cap in [0usize, 1, 2] {
        let (got, trunc) = table.winning_moves(v, w, cap);
        assert!(got.len() <= cap);
        assert_eq!(trunc, expected.len() > cap);
        assert_eq!(got.len(), expected.len().min(cap));
        assert!(got.iter().all(|m| expected.contains(m)));
    }
}

fn arb_walk(max_v: usize, max_e: usize, max_w: u64) -> impl Strategy<Value = WalkGame> {
    (1usize..=max_v).prop_flat_map(move |v| {
        prop::collection::vec((0..v, 0..v, 0..=max_w), 0..=max_e)
            .prop_map(move |edges| WalkGame { vertices: v, edges })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_walks_match_brute_force(game in arb_walk(4, 5, 3)) {
        check_walk(&game, true);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// One heavy edge exercises multi-word rows and the 64-position boundary.
    #[test]
    fn long_rows_match_brute_force(
        big in prop::sample::select(vec![63u64, 64, 65, 100, 128, 129]),
        big_ends in (0usize..3, 0usize..3),
        rest in prop::collection::vec((0usize..3, 0usize..3, 0u64..=2), 0..=2),
    ) {
        let mut edges = vec![(big_ends.0, big_ends.1, big)];
        edges.extend(rest);
        check_walk(&WalkGame { vertices: 3, edges }, true);
    }
}

#[test]
fn single_edge_and_single_loop() {
    let g = WalkGame { vertices: 2, edges: vec![(0, 1, 9)] };
    let t = WalkTable::build(&g, &Budget::default(), &mut ()).unwrap();
    for w in 0..=9 {
        assert_eq!(t.is_p(0, &[w]), w == 0);
        assert_eq!(t.is_p(1, &[w]), w == 0);
    }
    // Misère: crossing the last weight loses, so weight 1 is P, every other positive weight
    // N (take all but one), and weight 0 N (the player facing it has won).
    let t = WalkTable::build_misere(&g, &Budget::default(), &mut ()).unwrap();
    for w in 0..=9 {
        assert_eq!(t.is_p(0, &[w]), w == 1);
        assert_eq!(t.is_p(1, &[w]), w == 1);
    }
    // A lone loop is a Nim heap.
    let g = WalkGame { vertices: 1, edges: vec![(0, 0, 200)] };
    let gt = WalkGrundyTable::build(&g, &Budget::default(), &mut ()).unwrap();
    for w in 0..=200 {
        assert_eq!(gt.grundy((0, &[w])), w);
    }
}

#[test]
fn grundy_falls_back_to_peeling() {
    // A weight sum of 255 or more needs values wider than the sweep's byte.
    let g = WalkGame { vertices: 2, edges: vec![(0, 0, 300), (0, 1, 1)] };
    let gt = WalkGrundyTable::build(&g, &Budget::default(), &mut ()).unwrap();
    for w in 0..=300 {
        assert_eq!(gt.grundy((0, &[w, 0])), w);
        assert_eq!(gt.grundy((1, &[w, 0])), 0);
        // From vertex 1 the only move is to cross the edge; from 0 crossing reaches 1.
        assert_eq!(gt.grundy((1, &[w, 1])), if w == 0 { 1 } else { 0 });
    }
    // A lone loop of 200: the sweep's row buffer (4 words per position) does not fit 1000
    // bytes, the peeling bitsets do.
    let g = WalkGame { vertices: 1, edges: vec![(0, 0, 200)] };
    let tight = Budget { max_states: u64::MAX, max_bytes: 1000 };
    let gt = WalkGrundyTable::build(&g, &tight, &mut ()).unwrap();
    for w in 0..=200 {
        assert_eq!(gt.grundy((0, &[w])), w);
    }
    let tiny = Budget { max_states: u64::MAX, max_bytes: 100 };
    assert!(matches!(WalkGrundyTable::build(&g, &tiny, &mut ()), Err(TableError::TooLarge { .. })));
}

#[test]
fn too_large_and_cancel() {
    let g = WalkGame { vertices: 3, edges: vec![(0, 1, 999); 10] };
    let b = Budget::default();
    assert!(matches!(WalkTable::build(&g, &b, &mut ()), Err(TableError::TooLarge { .. })));
    assert!(matches!(WalkGrundyTable::build(&g, &b, &mut ()), Err(TableError::TooLarge { .. })));
    assert!(matches!(WalkRemotenessTable::build(&g, &b, &mut ()), Err(TableError::TooLarge { .. })));
    let tight = Budget { max_states: u64::MAX, max_bytes: 100 };
    let g = WalkGame { vertices: 3, edges: vec![(0, 1, 50), (1, 2, 50), (2, 0, 50)] };
    assert!(matches!(WalkTable::build(&g, &tight, &mut ()), Err(TableError::TooLarge { .. })));
    assert!(matches!(WalkTable::build_misere(&g, &tight, &mut ()), Err(TableError::TooLarge { .. })));
    let mut stop = FnProgress(|_: u64, _: u64| false);
    assert_eq!(WalkTable::build(&g, &b, &mut stop).unwrap_err(), TableError::Cancelled);
    assert_eq!(WalkTable::build_misere(&g, &b, &mut stop).unwrap_err(), TableError::Cancelled);
    assert_eq!(WalkGrundyTable::build(&g, &b, &mut stop).unwrap_err(), TableError::Cancelled);
    assert_eq!(WalkGrundyTable::build_by_peeling(&g, &b, &mut stop).unwrap_err(), TableError::Cancelled);
    assert_eq!(WalkRemotenessTable::build(&g, &b, &mut stop).unwrap_err(), TableError::Cancelled);
}

#[test]
fn malformed_and_out_of_box() {
    let bad = WalkGame { vertices: 2, edges: vec![(0, 2, 1)] };
    assert!(matches!(WalkTable::build(&bad, &Budget::default(), &mut ()), Err(TableError::InvalidGame(_))));
    let empty = WalkGame { vertices: 0, edges: vec![] };
    let t = WalkTable::build(&empty, &Budget::default(), &mut ()).unwrap();
    assert_eq!(t.states(), 0);
    assert!(!t.is_p(0, &[]));
    let t = WalkTable::build_misere(&empty, &Budget::default(), &mut ()).unwrap();
    assert_eq!(t.states(), 0);
    let g = WalkGame { vertices: 2, edges: vec![(0, 1, 2), (1, 1, 0)] };
    let t = WalkTable::build(&g, &Budget::default(), &mut ()).unwrap();
    assert_eq!(t.states(), 6);
    assert!(t.is_p(1, &[0, 0]));
    assert_eq!(t.outcome(2, &[0, 0]), None);
    assert_eq!(t.outcome(0, &[3, 0]), None);
    assert_eq!(t.outcome(0, &[0]), None);
    assert_eq!(t.winning_moves(0, &[3, 0], 4), (vec![], false));
}

#[test]
fn grundy_progress_ticks() {
    let g = WalkGame { vertices: 3, edges: vec![(0, 1, 50), (1, 2, 50), (2, 0, 50)] };
    let mut ticks = Vec::new();
    let t = WalkGrundyTable::build(
        &g,
        &Budget::default(),
        &mut FnProgress(|d: u64, n: u64| {
            ticks.push((d, n));
            true
        }),
    )
    .unwrap();
    let total = t.states();
    assert!(ticks.len() > 1, "{ticks:?}");
    assert!(ticks.windows(2).all(|p| p[0].0 <= p[1].0));
    assert!(ticks.iter().all(|&(d, n)| n == total && d <= total));
    assert_eq!(ticks.last(), Some(&(total, total)));
}

//! Checks the Edge-Nim and Nim theorems against an independent brute force.

use graphnim::theory::cycles::{
    cycle_explanation, cycle_is_p, cycle_winning_moves, ring_explanation, CycleMove,
};
use graphnim::theory::nim::{nim_is_p, nim_winning_moves};
use graphnim::theory::tetrahedron::{tetra_explanation, tetra_is_p, tetra_winning_moves, TetraMove, EDGES};
use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap};

/// Plain memoised brute force for Edge-Nim on a loopless multigraph.
struct Brute {
    edges: Vec<(usize, usize)>,
    vertices: usize,
    memo: HashMap<Vec<u64>, bool>,
}

impl Brute {
    fn new(vertices: usize, edges: &[(usize, usize)]) -> Self {
        Brute { edges: edges.to_vec(), vertices, memo: HashMap::new() }
    }

    fn incident(&self, v: usize) -> Vec<usize> {
        (0..self.edges.len()).filter(|&i| self.edges[i].0 == v || self.edges[i].1 == v).collect()
    }

    /// Every move as (vertex, resulting position).
    fn moves(&self, t: &[u64]) -> Vec<(usize, Vec<u64>)> {
        let mut out = Vec::new();
        for v in 0..self.vertices {
            let inc = self.incident(v);
            let mut cur: Vec<u64> = inc.iter().map(|&i| t[i]).collect();
            // Odometer over all sub-vectors of the incident counts.
            loop {
                if inc.iter().zip(&cur).any(|(&i, &c)| c != t[i]) {
                    let mut s = t.to_vec();
                    for (&i, &c) in inc.iter().zip(&cur) {
                        s[i] = c;
                    }
                    out.push((v, s));
                }
                let mut k = 0;
                while k < cur.len() && cur[k] == 0 {
                    cur[k] = t[inc[k]];
                    k += 1;
                }
                if k == cur.len() {
                    break;
                }
                cur[k] -= 1;
            }
        }
        out
    }

    fn is_p(&mut self, t: &[u64]) -> bool {
        if let Some(&r) = self.memo.get(t) {
            return r;
        }
        let r = self.moves(t).into_iter().all(|(_, s)| !self.is_p(&s));
        self.memo.insert(t.to_vec(), r);
        r
    }

    /// Winning moves, each resulting position once: a move lowering a single edge is kept
    /// at that edge's lower endpoint only (the crate's listing rule, restated here).
    fn winning(&mut self, t: &[u64]) -> Vec<(usize, Vec<u64>)> {
        let edges = self.edges.clone();
        let listed_here = |v: usize, s: &[u64]| {
            let changed: Vec<usize> = (0..t.len()).filter(|&i| s[i] != t[i]).collect();
            changed.len() != 1 || edges[changed[0]].0.min(edges[changed[0]].1) == v
        };
        self.moves(t).into_iter().filter(|(v, s)| listed_here(*v, s) && self.is_p(s)).collect()
    }
}

fn all_vectors(len: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    for _ in 0..len {
        out = out.into_iter().flat_map(|v| (0..=max).map(move |x| [v.clone(), vec![x]].concat())).collect();
    }
    out
}

fn cycle_graph(n: usize) -> Vec<(usize, usize)> {
    (0..n).map(|i| (i, (i + 1) % n)).collect()
}

fn cycle_move_set(t: &[u64], moves: &[(usize, Vec<u64>)]) -> BTreeSet<CycleMove> {
    let n = t.len();
    moves.iter().map(|(v, s)| CycleMove { vertex: *v, left: s[(v + n - 1) % n], right: s[*v] }).collect()
}

fn check_cycle(n: usize, max: u64) {
    let mut b = Brute::new(n, &cycle_graph(n));
    for t in all_vectors(n, max) {
        let p = b.is_p(&t);
        assert_eq!(cycle_is_p(&t), Some(p), "outcome of C{n} {t:?}");
        let expect = cycle_move_set(&t, &b.winning(&t));
        let (got, count) = cycle_winning_moves(&t, usize::MAX).unwrap();
        let got_set: BTreeSet<CycleMove> = got.iter().copied().collect();
        assert_eq!(got_set.len(), got.len(), "duplicates for C{n} {t:?}");
        assert_eq!(got_set, expect, "winning moves of C{n} {t:?}");
        assert_eq!(count, expect.len() as u64, "count for C{n} {t:?}");
        assert!(cycle_explanation(&t, &(0..n).collect::<Vec<_>>(), &graphnim::words::ends).is_some());
        // Circular Nim's words: piles only, as its board shows them.
        let names: Vec<String> = (0..n).map(|j| format!("pile {j}")).collect();
        let ring = ring_explanation(&t, &names).unwrap();
        assert!(!ring.contains("edge") && !ring.contains("vertex"), "C{n} {t:?}: {ring}");
        assert!(!ring.chars().any(|c| c == '–'), "C{n} {t:?}: {ring}");
    }
}

#[test]
fn c3_matches_brute_force() {
    check_cycle(3, 5);
}

#[test]
fn c4_matches_brute_force() {
    check_cycle(4, 5);
}

#[test]
fn c5_matches_brute_force() {
    check_cycle(5, 4);
}

#[test]
fn other_cycles_are_not_claimed() {
    assert_eq!(cycle_is_p(&[1, 2]), None);
    assert_eq!(cycle_is_p(&[1; 6]), None);
    assert!(cycle_winning_moves(&[1; 6], 10).is_none());
}

#[test]
fn huge_c5_is_instant_and_consistent() {
    let big = 1_000_000_000u64;
    let cases: [[u64; 5]; 4] = [
        [big; 5],
        [big, 3, big - 7, 10, 2],
        [u64::MAX, u64::MAX, 0, u64::MAX, 1],
        [5 * big, big, 3 * big, 3 * big, big],
    ];
    for t in cases {
        let (moves, count) = cycle_winning_moves(&t, 50).unwrap();
        assert!(moves.len() as u64 <= count);
        let p = cycle_is_p(&t).unwrap();
        assert_eq!(p, count == 0, "{t:?}");
        for m in moves {
            let mut s = t;
            s[(m.vertex + 4) % 5] = m.left;
            s[m.vertex] = m.right;
            assert!(s != t && m.left <= t[(m.vertex + 4) % 5] && m.right <= t[m.vertex]);
            assert_eq!(cycle_is_p(&s), Some(true), "{t:?} -> {s:?}");
        }
    }
    // At vertex 3 any split c' + d' = a + b of the two free edges wins: a whole line.
    let (_, count) = cycle_winning_moves(&[big, 0, big, big, 0], 0).unwrap();
    assert!(count > big, "expected a line of winning moves, got {count}");
    assert_eq!(cycle_winning_moves(&[big; 5], 10).unwrap().1, 0);
}

#[test]
fn nim_matches_brute_force() {
    // Nim heaps as Edge-Nim on a star is not Nim, so use a direct recursion instead.
    fn brute(h: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&r) = memo.get(h.as_slice()) {
            return r;
        }
        let mut p = true;
        for i in 0..h.len() {
            let orig = h[i];
            for x in 0..orig {
                h[i] = x;
                if brute(h, memo) {
                    p = false;
                }
            }
            h[i] = orig;
        }
        memo.insert(h.clone(), p);
        p
    }
    let mut memo = HashMap::new();
    for h in all_vectors(3, 6) {
        let mut hm = h.clone();
        assert_eq!(nim_is_p(&h), brute(&mut hm, &mut memo), "{h:?}");
        let mut expect = BTreeSet::new();
        for i in 0..h.len() {
            for x in 0..h[i] {
                let mut s = h.clone();
                s[i] = x;
                if brute(&mut s, &mut memo) {
                    expect.insert((i, x));
                }
            }
        }
        let got: BTreeSet<(usize, u64)> = nim_winning_moves(&h).into_iter().collect();
        assert_eq!(got, expect, "{h:?}");
    }
}

fn tetra_move_set(moves: &[(usize, Vec<u64>)]) -> BTreeSet<TetraMove> {
    moves.iter().map(|(v, s)| TetraMove { vertex: *v, after: [s[0], s[1], s[2], s[3], s[4], s[5]] }).collect()
}

#[test]
fn tetrahedron_matches_brute_force() {
    let mut b = Brute::new(4, &EDGES);
    let mut p_count = 0;
    for t in all_vectors(6, 4) {
        let arr = [t[0], t[1], t[2], t[3], t[4], t[5]];
        if !t.contains(&0) {
            assert_eq!(tetra_is_p(&arr), None);
            continue;
        }
        let p = b.is_p(&t);
        p_count += usize::from(p);
        assert_eq!(tetra_is_p(&arr), Some(p), "outcome of K4 {t:?}");
        let expect = tetra_move_set(&b.winning(&t));
        let (got, count) = tetra_winning_moves(&arr, usize::MAX).unwrap();
        let got_set: BTreeSet<TetraMove> = got.iter().copied().collect();
        assert_eq!(got_set.len(), got.len(), "duplicates for K4 {t:?}");
        assert_eq!(got_set, expect, "winning moves of K4 {t:?}");
        assert_eq!(count, expect.len() as u64);
        assert!(tetra_explanation(&arr, [0, 1, 2, 3], &graphnim::words::ends).is_some());
    }
    assert!(p_count > 100);
}

#[test]
fn tetrahedron_large_tokens_do_not_panic() {
    let t = [0, u64::MAX, 3, u64::MAX, 7, 1];
    let _ = tetra_is_p(&t);
    // Astronomical counts on the middle edge's vertices: refused, not hung.
    assert!(tetra_winning_moves(&[0, u64::MAX, u64::MAX / 2, u64::MAX, 0, u64::MAX], 5).is_none());
    assert_eq!(tetra_is_p(&[0, u64::MAX, u64::MAX / 2, u64::MAX, 0, u64::MAX]), Some(false));
    let t = [0, 1_000_000, 999_999, 1_000_000, 1, 1_000_000];
    let (moves, count) = tetra_winning_moves(&t, 10).unwrap();
    assert!(moves.len() as u64 <= count);
}

/// Winning moves found by scanning every move with the theorem's own P-test.
fn scan_cycle(t: &[u64]) -> BTreeSet<CycleMove> {
    let n = t.len();
    let mut out = BTreeSet::new();
    for v in 0..n {
        let li = (v + n - 1) % n;
        for x in 0..=t[li] {
            for y in 0..=t[v] {
                if (x, y) == (t[li], t[v]) {
                    continue;
                }
                // One edge lowered: listed at its lower endpoint only.
                if (y == t[v] && li.min(v) != v) || (x == t[li] && v.min((v + 1) % n) != v) {
                    continue;
                }
                let mut s = t.to_vec();
                s[li] = x;
                s[v] = y;
                if cycle_is_p(&s) == Some(true) {
                    out.insert(CycleMove { vertex: v, left: x, right: y });
                }
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn cycle_moves_match_scan(n in 3usize..=5, t in proptest::collection::vec(0u64..40, 5)) {
        let t = &t[..n];
        let (got, count) = cycle_winning_moves(t, usize::MAX).unwrap();
        let expect = scan_cycle(t);
        prop_assert_eq!(count, expect.len() as u64);
        prop_assert_eq!(got.into_iter().collect::<BTreeSet<_>>(), expect);
    }

    #[test]
    fn c5_brute_force_random(t in proptest::collection::vec(0u64..7, 5)) {
        let mut b = Brute::new(5, &cycle_graph(5));
        prop_assert_eq!(cycle_is_p(&t), Some(b.is_p(&t)));
        let (got, _) = cycle_winning_moves(&t, usize::MAX).unwrap();
        prop_assert_eq!(got.into_iter().collect::<BTreeSet<_>>(), cycle_move_set(&t, &b.winning(&t)));
    }

    #[test]
    fn tetra_brute_force_random(t in proptest::collection::vec(0u64..7, 6), z in 0usize..6) {
        let mut t = t;
        t[z] = 0;
        let mut b = Brute::new(4, &EDGES);
        let arr = [t[0], t[1], t[2], t[3], t[4], t[5]];
        prop_assert_eq!(tetra_is_p(&arr), Some(b.is_p(&t)));
        let (got, _) = tetra_winning_moves(&arr, usize::MAX).unwrap();
        prop_assert_eq!(got.into_iter().collect::<BTreeSet<_>>(), tetra_move_set(&b.winning(&t)));
    }
}

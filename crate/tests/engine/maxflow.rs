//! The crate's own maximum flow (`theory::maxflow`, which replaced `pathfinding` in the wasm
//! to keep the download small) checked against `pathfinding`'s Edmonds–Karp on random small
//! networks: the flow value, and both sides of the minimum cut (the vertices that reach the
//! sink, and those reached from the source, in the residual network: the same sets for
//! every maximum flow, so they must agree whichever flow each algorithm finds).

use graphnim::theory::maxflow::FlowNetwork;
use pathfinding::directed::edmonds_karp::edmonds_karp_sparse;
use proptest::prelude::*;
use std::collections::BTreeMap;

/// `pathfinding`'s answer: flow value, the vertices reaching `t` and those reached from `s`
/// in the residual network its flows leave.
fn reference(
    n: usize,
    arcs: &BTreeMap<(usize, usize), i64>,
    s: usize,
    t: usize,
) -> (i64, Vec<bool>, Vec<bool>) {
    let vertices: Vec<usize> = (0..n).collect();
    let (flows, total, _) = edmonds_karp_sparse(&vertices, &s, &t, arcs.iter().map(|(&k, &c)| (k, c)));
    // Residual capacity of x → y: its capacity, less the flow along it, plus the flow back.
    let mut residual = arcs.clone();
    for &((x, y), f) in &flows {
        *residual.entry((x, y)).or_default() -= f;
        *residual.entry((y, x)).or_default() += f;
    }
    let search = |start: usize, forward: bool| {
        let mut seen = vec![false; n];
        seen[start] = true;
        let mut stack = vec![start];
        while let Some(v) = stack.pop() {
            for (&(x, y), &r) in &residual {
                let (from, to) = if forward { (x, y) } else { (y, x) };
                if r > 0 && from == v && !seen[to] {
                    seen[to] = true;
                    stack.push(to);
                }
            }
        }
        seen
    };
    (total, search(t, false), search(s, true))
}

/// A random network on `n` vertices: for each drawn pair a ≠ b, capacities a → b and b → a
/// (equal when `undirected`, as Fukuyama's theorem uses them; 0 is allowed).
fn network(
    n: usize,
    pairs: &[(usize, usize, i64, i64)],
    undirected: bool,
) -> (FlowNetwork, BTreeMap<(usize, usize), i64>) {
    let mut net = FlowNetwork::new(n);
    let mut arcs = BTreeMap::new();
    for &(a, b, ab, ba) in pairs {
        let (a, b) = (a % n, b % n);
        let ba = if undirected { ab } else { ba };
        // One pair per unordered couple: pathfinding keeps one capacity per ordered pair.
        if a == b || arcs.contains_key(&(a, b)) || arcs.contains_key(&(b, a)) {
            continue;
        }
        net.add_pair(a, b, ab, ba);
        arcs.insert((a, b), ab);
        arcs.insert((b, a), ba);
    }
    (net, arcs)
}

fn check(n: usize, pairs: &[(usize, usize, i64, i64)], undirected: bool, s: usize, t: usize) {
    let s = s % n;
    // Any sink but the source itself.
    let t = if t % n == s { (s + 1) % n } else { t % n };
    let (mut net, arcs) = network(n, pairs, undirected);
    let (total, reaching, reached) = reference(n, &arcs, s, t);
    assert_eq!(net.max_flow(s, t), total, "flow value, arcs {arcs:?}, {s} → {t}");
    assert_eq!(net.reaching(t), reaching, "sink side of the minimum cut, arcs {arcs:?}, {s} → {t}");
    assert_eq!(net.reachable_from(s), reached, "source side of the minimum cut, arcs {arcs:?}, {s} → {t}");
    // A second call finds nothing more to push.
    assert_eq!(net.max_flow(s, t), 0);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Small capacities, so many minimum cuts tie and the cut sides are tested hard.
    #[test]
    fn small_capacities_match_pathfinding(
        n in 2usize..10,
        pairs in prop::collection::vec((0usize..10, 0usize..10, 0i64..4, 0i64..4), 0..30),
        undirected in any::<bool>(),
        s in 0usize..10,
        t in 0usize..10,
    ) {
        check(n, &pairs, undirected, s, t);
    }

    /// Larger networks and weights up to 10^9, as positions can have.
    #[test]
    fn large_capacities_match_pathfinding(
        n in 2usize..40,
        pairs in prop::collection::vec((0usize..40, 0usize..40, 0i64..1_000_000_001, 0i64..1_000_000_001), 0..120),
        undirected in any::<bool>(),
        s in 0usize..40,
        t in 0usize..40,
    ) {
        check(n, &pairs, undirected, s, t);
    }
}

/// A network without arcs carries no flow, and each side of the cut is its own end alone.
#[test]
fn no_arcs_no_flow() {
    let mut net = FlowNetwork::new(3);
    assert_eq!(net.max_flow(0, 2), 0);
    assert_eq!(net.reaching(2), vec![false, false, true]);
    assert_eq!(net.reachable_from(0), vec![true, false, false]);
}

//! The mirror theorem of Edge-Nim against the brute-force reference: every symmetric
//! position of many graphs (cycles C_2k with the antipodal map, prisms, the cube Q3, K_{n,n}
//! minus a perfect matching, doubled random multigraphs with parallel edges and loops) is a
//! P-position in normal play; every position the detector claims is P; every restoring move
//! wins; and the statement fails in misère play and when a vertex is joined to its image.

use crate::reference;

use graphnim::moves::{EdgeMove, Move};
use graphnim::position::Position;
use graphnim::solver::{solve, Outcome, SolveOptions};
use graphnim::theory::mirror::{is_mirror, mirror_of, restoring_move};
use reference::{edge_children, EdgeReference, Graph};
use std::collections::HashMap;

/// A graph with an involution of its vertices and of its edges (edge i ↔ edge `tau[i]`).
struct Symmetric {
    name: String,
    vertices: usize,
    edges: Vec<(usize, usize)>,
    tau: Vec<usize>,
}

/// The edges of a vertex-symmetric graph, each paired with its image under `sigma`.
fn with_images(name: &str, vertices: usize, half: &[(usize, usize)], sigma: &[usize]) -> Symmetric {
    let mut edges = Vec::new();
    let mut tau = Vec::new();
    for &(u, v) in half {
        let i = edges.len();
        edges.push((u, v));
        edges.push((sigma[u], sigma[v]));
        tau.push(i + 1);
        tau.push(i);
    }
    Symmetric { name: name.into(), vertices, edges, tau }
}

fn antipodal_cycle(k: usize) -> Symmetric {
    let n = 2 * k;
    let sigma: Vec<usize> = (0..n).map(|i| (i + k) % n).collect();
    let half: Vec<(usize, usize)> = (0..k).map(|i| (i, i + 1)).collect();
    with_images(&format!("C{n}"), n, &half, &sigma)
}

fn prism(m: usize) -> Symmetric {
    // Two m-cycles 0..m and m..2m with rungs i — m + i. Swapping the cycles plainly would
    // map each rung onto itself (a vertex joined to its image), so σ swaps them with a half
    // turn: i ↦ m + (i + m/2) mod m, which maps rung i to rung i + m/2.
    assert!(m.is_multiple_of(2));
    let h = m / 2;
    let sigma: Vec<usize> =
        (0..2 * m).map(|v| if v < m { m + (v + h) % m } else { (v - m + h) % m }).collect();
    let mut half: Vec<(usize, usize)> = (0..m).map(|i| (i, (i + 1) % m)).collect();
    half.extend((0..h).map(|i| (i, m + i)));
    with_images(&format!("prism{m}"), 2 * m, &half, &sigma)
}

fn cube() -> Symmetric {
    // Q3 with the antipodal map v ↦ 7 − v (v xor 7): no vertex is adjacent to its image.
    let sigma: Vec<usize> = (0..8).map(|v| v ^ 7).collect();
    let all: Vec<(usize, usize)> =
        (0..8usize).flat_map(|v| (0..3).map(move |b| (v, v ^ (1 << b)))).filter(|(u, v)| u < v).collect();
    let mut half = Vec::new();
    let mut seen = Vec::new();
    for (u, v) in all {
        let image = (sigma[u].min(sigma[v]), sigma[u].max(sigma[v]));
        if !seen.contains(&(u, v)) {
            seen.push((u, v));
            seen.push(image);
            half.push((u, v));
        }
    }
    with_images("Q3", 8, &half, &sigma)
}

fn bipartite_minus_matching(n: usize) -> Symmetric {
    // K_{n,n} minus {i, n + i}: σ swaps i and n + i (not adjacent), mapping i — n + j to
    // n + i — j, which is the edge j — n + i.
    let sigma: Vec<usize> = (0..2 * n).map(|v| if v < n { v + n } else { v - n }).collect();
    let half: Vec<(usize, usize)> = (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, n + j))).collect();
    with_images(&format!("K{n},{n}-M"), 2 * n, &half, &sigma)
}

/// Two copies of a random multigraph (parallel edges and loops allowed), σ swapping them.
fn doubled(rng: &mut fastrand::Rng) -> Symmetric {
    let m = rng.usize(1..=3);
    let k = rng.usize(1..=3);
    let half: Vec<(usize, usize)> = (0..k).map(|_| (rng.usize(0..m), rng.usize(0..m))).collect();
    let sigma: Vec<usize> = (0..2 * m).map(|v| if v < m { v + m } else { v - m }).collect();
    with_images(&format!("doubled {half:?}"), 2 * m, &half, &sigma)
}

fn position(vertices: usize, edges: &[(usize, usize)], tokens: &[u64]) -> Position {
    let list: Vec<String> = edges.iter().zip(tokens).map(|(&(u, v), t)| format!("[{u},{v},{t}]")).collect();
    Position::from_json(&format!(r#"{{"rules":"edge","vertices":{vertices},"edges":[{}]}}"#, list.join(",")))
        .unwrap()
}

fn symmetric_tokens(g: &Symmetric, rng: &mut fastrand::Rng, max: u64) -> Vec<u64> {
    let mut t = vec![0; g.edges.len()];
    for i in 0..t.len() {
        if g.tau[i] > i {
            let c = rng.u64(0..=max);
            t[i] = c;
            t[g.tau[i]] = c;
        }
    }
    t
}

fn misere_wins(graph: &Graph, tokens: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(tokens) {
        return w;
    }
    let children = edge_children(graph, tokens);
    // No move left: the opponent took the last token and lost.
    let w = children.is_empty() || children.iter().any(|c| !misere_wins(graph, c, memo));
    memo.insert(tokens.to_vec(), w);
    w
}

fn families(rng: &mut fastrand::Rng) -> Vec<Symmetric> {
    let mut out = vec![
        antipodal_cycle(2),
        antipodal_cycle(3),
        antipodal_cycle(4),
        prism(4),
        cube(),
        bipartite_minus_matching(3),
        bipartite_minus_matching(4),
    ];
    out.extend((0..30).map(|_| doubled(rng)));
    out
}

fn apply(p: &Position, mv: &EdgeMove) -> Position {
    graphnim::rules::apply(p, &Move::Edge(mv.clone())).unwrap()
}

/// Symmetric counts are detected, and the brute force agrees they are P-positions. A random
/// move from each leads to a position where the restoring move is found and wins.
#[test]
fn symmetric_positions_are_lost_and_restoring_moves_win() {
    let mut rng = fastrand::Rng::with_seed(10);
    let mut checked = 0;
    for g in families(&mut rng) {
        let mut brute = EdgeReference::new(Graph { vertices: g.vertices, edges: g.edges.clone() });
        let max = if g.edges.len() > 8 { 1 } else { 2 };
        for _ in 0..20 {
            let tokens = symmetric_tokens(&g, &mut rng, max);
            let p = position(g.vertices, &g.edges, &tokens);
            if tokens.iter().all(|&t| t == 0) {
                assert_eq!(mirror_of(&p), None);
                continue;
            }
            let mirror = mirror_of(&p).unwrap_or_else(|| panic!("{}: {tokens:?} not detected", g.name));
            assert!(is_mirror(&p, &mirror.sigma));
            assert_eq!(brute.value(&tokens).grundy, 0, "{}: {tokens:?} claimed P", g.name);
            assert_eq!(restoring_move(&p), None, "{}: already symmetric", g.name);
            checked += 1;
            // The opponent's move, then the copy that restores the symmetry.
            let (moves, _) = graphnim::rules::edge::moves(&p, 10_000);
            let Move::Edge(mv) = &moves[rng.usize(0..moves.len())] else { unreachable!() };
            let after = apply(&p, mv);
            let after_tokens: Vec<u64> = after.edges.iter().map(|e| e.tokens).collect();
            assert_ne!(brute.value(&after_tokens).grundy, 0);
            assert_eq!(mirror_of(&after), None, "{}: {after_tokens:?} claimed P", g.name);
            let (reply, _) = restoring_move(&after)
                .unwrap_or_else(|| panic!("{}: no restoring move from {after_tokens:?}", g.name));
            let restored = apply(&after, &reply);
            let restored_tokens: Vec<u64> = restored.edges.iter().map(|e| e.tokens).collect();
            assert!(
                restored_tokens.iter().all(|&t| t == 0) || mirror_of(&restored).is_some(),
                "{}: {restored_tokens:?} from {after_tokens:?} by {reply:?}",
                g.name
            );
            assert_eq!(brute.value(&restored_tokens).grundy, 0, "{}: reply {reply:?}", g.name);
        }
    }
    eprintln!("{checked} symmetric positions");
    assert!(checked > 300, "only {checked} symmetric positions checked");
}

/// On random (mostly asymmetric) counts the detector never claims an N-position, and every
/// restoring move it offers leads to a P-position.
#[test]
fn claims_on_random_positions_are_right() {
    let mut rng = fastrand::Rng::with_seed(11);
    let (mut claimed, mut restored) = (0, 0);
    for g in families(&mut rng) {
        let mut brute = EdgeReference::new(Graph { vertices: g.vertices, edges: g.edges.clone() });
        let max = if g.edges.len() > 8 { 1 } else { 2 };
        for _ in 0..40 {
            let tokens: Vec<u64> = g.edges.iter().map(|_| rng.u64(0..=max)).collect();
            let p = position(g.vertices, &g.edges, &tokens);
            let p_position = brute.value(&tokens).grundy == 0;
            if mirror_of(&p).is_some() {
                assert!(p_position, "{}: {tokens:?} claimed P", g.name);
                claimed += 1;
            }
            if let Some((mv, _)) = restoring_move(&p) {
                assert!(!p_position);
                let t: Vec<u64> = apply(&p, &mv).edges.iter().map(|e| e.tokens).collect();
                assert_eq!(brute.value(&t).grundy, 0, "{}: {tokens:?} then {mv:?}", g.name);
                restored += 1;
            }
        }
    }
    eprintln!("claimed {claimed}, restored {restored}");
    assert!(claimed > 10 && restored > 50, "claimed {claimed}, restored {restored}");
}

/// The hypotheses are needed: a vertex joined to its image (a single edge, σ swapping its
/// ends; the square with a reflection through two edge midpoints) gives N-positions that
/// are symmetric, and the detector does not claim them.
#[test]
fn a_vertex_joined_to_its_image_breaks_the_copy() {
    let single = position(2, &[(0, 1)], &[3]);
    assert_eq!(mirror_of(&single), None);
    assert!(!is_mirror(&single, &[1, 0]));
    let square = [(0, 1), (1, 2), (2, 3), (3, 0)];
    // Reflection 0↔1, 2↔3 maps edge 1–2 to 3–0 and each of 0–1, 2–3 to itself: counts
    // (1, 2, 3, 2) are symmetric under it, but 0–1 and 2–3 join vertices to their images,
    // and the position is won (C4 is P iff opposite edges are equal).
    let p = position(4, &square, &[1, 2, 3, 2]);
    assert!(!is_mirror(&p, &[1, 0, 3, 2]));
    let mut brute = EdgeReference::new(Graph { vertices: 4, edges: square.to_vec() });
    assert_ne!(brute.value(&[1, 2, 3, 2]).grundy, 0);
    assert_eq!(mirror_of(&p), None);
    // Loops mirror onto loops at the image: two vertices with a loop each, apart.
    let loops = [(0, 0), (1, 1), (0, 2), (1, 3)];
    for t in [[2, 2, 1, 1], [3, 3, 0, 0], [1, 1, 2, 2]] {
        let p = position(4, &loops, &t);
        assert!(mirror_of(&p).is_some());
        assert_eq!(EdgeReference::new(Graph { vertices: 4, edges: loops.to_vec() }).value(&t).grundy, 0);
    }
}

/// In misère play the copier takes the last token and loses: symmetric positions are not
/// all lost, so the solver never uses the theorem there.
#[test]
fn misere_play_is_not_covered() {
    let mut rng = fastrand::Rng::with_seed(12);
    let mut first_player_wins = 0;
    for g in families(&mut rng) {
        let graph = Graph { vertices: g.vertices, edges: g.edges.clone() };
        let mut memo = HashMap::new();
        for _ in 0..6 {
            let tokens = symmetric_tokens(&g, &mut rng, 1);
            if tokens.iter().any(|&t| t > 0) && misere_wins(&graph, &tokens, &mut memo) {
                first_player_wins += 1;
            }
        }
    }
    assert!(first_player_wins > 0);
    // Two disjoint edges of one token: symmetric, and a misère first-player win.
    let graph = Graph { vertices: 4, edges: vec![(0, 1), (2, 3)] };
    assert!(misere_wins(&graph, &[1, 1], &mut HashMap::new()));
    let p = Position::from_json(r#"{"rules":"edge","vertices":4,"edges":[[0,1,1],[2,3,1]],"play":"misere"}"#)
        .unwrap();
    let answer = solve(&p, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(answer.outcome, Outcome::N);
    assert_ne!(answer.method, "theorem:mirror");
}

/// Positions too large for tables: the solver answers by the theorem, P for the mirror
/// position and N with the restoring move after a move.
#[test]
fn the_solver_answers_large_mirror_positions() {
    let g = cube();
    let mut rng = fastrand::Rng::with_seed(13);
    let tokens = symmetric_tokens(&g, &mut rng, 1_000_000);
    let p = position(g.vertices, &g.edges, &tokens);
    let options = SolveOptions { all_moves: true, move_cap: 50, ..SolveOptions::default() };
    let answer = solve(&p, &options, &mut ()).unwrap();
    assert_eq!((answer.outcome, answer.method.as_str()), (Outcome::P, "theorem:mirror"));
    assert!(answer.explanation.contains("copy strategy"));
    let moves = answer.moves.unwrap();
    assert_eq!(moves.len(), 50);
    assert!(moves.iter().all(|m| m.outcome == Outcome::N));
    let Move::Edge(mv) = &moves[7].mv else { unreachable!() };
    let after = apply(&p, mv);
    let answer = solve(&after, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!((answer.outcome, answer.method.as_str()), (Outcome::N, "theorem:mirror"));
    let Move::Edge(reply) = &answer.winning_moves[0] else { unreachable!() };
    assert_eq!(
        solve(&apply(&after, reply), &SolveOptions::default(), &mut ()).unwrap().method,
        "theorem:mirror"
    );
    // An asymmetric large position is still refused, not guessed.
    let mut skewed = tokens.clone();
    skewed[0] += 5;
    skewed[3] += 7;
    let q = position(g.vertices, &g.edges, &skewed);
    assert!(solve(&q, &SolveOptions::default(), &mut ()).is_err());
}

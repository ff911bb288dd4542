//! Theorem answers show their condition evaluated on the position, so a certificate that
//! cites a theorem can be checked by reading the numbers (issue 8: "C4: a = c (3 = 3) and
//! b = d (4 ≠ 5) fails, so N").

use graphnim::position::{Limits, Position};
use graphnim::research::certificate::{certificate, Evidence};
use graphnim::solver::SolveOptions;

fn edge(n: usize, edges: &[(usize, usize, u64)]) -> Position {
    let value = serde_json::json!({"rules": "edge", "vertices": n, "edges": edges});
    Position::from_value(&value, &Limits::DEFAULT).unwrap()
}

/// The certificate of a position whose box is over a tiny Grundy budget: the theorem's.
fn theorem_text(p: &Position) -> (String, String) {
    let options = SolveOptions { max_grundy_states: 10, ..SolveOptions::default() };
    let cert = certificate(p, &options, &mut ()).unwrap();
    assert!(matches!(cert.evidence, Evidence::Theorem { .. }), "{:?}", cert.evidence);
    (cert.method, cert.explanation)
}

fn cycle(tokens: &[u64]) -> Position {
    let n = tokens.len();
    let edges: Vec<_> = tokens.iter().enumerate().map(|(i, &t)| (i, (i + 1) % n, t)).collect();
    edge(n, &edges)
}

#[test]
fn c4_shows_both_equalities() {
    let (method, text) = theorem_text(&cycle(&[3, 4, 3, 5]));
    assert_eq!(method, "theorem:c4");
    assert!(text.starts_with("C4: a = c (3 = 3) and b = d (4 ≠ 5) fails, so N:"), "{text}");
    let (_, text) = theorem_text(&cycle(&[300, 400, 300, 400]));
    assert!(text.starts_with("C4: a = c (300 = 300) and b = d (400 = 400) holds, so P:"), "{text}");
}

#[test]
fn c3_shows_the_counts() {
    let (method, text) = theorem_text(&cycle(&[5, 5, 5]));
    assert_eq!(method, "theorem:c3");
    assert!(text.starts_with("C3: a = b = c (5 = 5 = 5) holds, so P"), "{text}");
    let (_, text) = theorem_text(&cycle(&[5, 7, 6]));
    assert!(text.starts_with("C3: a = b = c fails (5, 7, 6), so N"), "{text}");
    assert!(text.contains("smallest value, 5"), "{text}");
}

#[test]
fn c5_shows_the_labelling_or_each_failure() {
    // a = 4, b = 1, c = 2, d = 3, e = 1 from edge 0: b = e, a + b = c + d, a maximal.
    let (method, text) = theorem_text(&cycle(&[4, 1, 2, 3, 1]));
    assert_eq!(method, "theorem:c5");
    assert!(text.contains("b = e (1 = 1), a + b = c + d (5 = 5)"), "{text}");
    assert!(text.contains("so P"), "{text}");
    // Largest edge 9 at edges 0 and 3: both labellings fail, each for its stated reason.
    let (_, text) = theorem_text(&cycle(&[9, 1, 2, 9, 3]));
    assert!(text.contains("from edge 0 (a = 9): b = e fails (1 ≠ 3)"), "{text}");
    assert!(text.contains("from edge 3 (a = 9): b = e fails (3 ≠ 2)"), "{text}");
    assert!(text.contains("so N"), "{text}");
}

#[test]
fn nim_shows_the_xor() {
    let p = edge(6, &[(0, 1, 3), (2, 3, 5), (4, 5, 6)]);
    let (method, text) = theorem_text(&p);
    assert_eq!(method, "theorem:nim");
    assert!(text.starts_with("Nim-sum 3 ⊕ 5 ⊕ 6 = 0, so P"), "{text}");
    let p = edge(4, &[(0, 1, 3), (2, 3, 5)]);
    let (_, text) = theorem_text(&p);
    assert!(text.starts_with("Nim-sum 3 ⊕ 5 = 6 ≠ 0, so N"), "{text}");
}

#[test]
fn tetrahedron_shows_the_three_conditions() {
    // Empty edge 0-1 (u = 0, w = 1), x = 2, y = 3: ux = 02, uy = 03, wx = 12, wy = 13, xy = 23.
    // 02 = 1, 12 = 3, 03 = 2, 13 = 2: totals 4 = 4; 1 ≤ 2; 23 = 1 ^ 2 = 3.
    let p = edge(4, &[(0, 1, 0), (0, 2, 1), (0, 3, 2), (1, 2, 3), (1, 3, 2), (2, 3, 3)]);
    let options = SolveOptions::default();
    let answer = graphnim::solver::solve(&p, &options, &mut ()).unwrap();
    assert_eq!(answer.method, "theorem:tetrahedron");
    assert!(answer.explanation.contains("(1 + 3 = 2 + 2)"), "{}", answer.explanation);
    assert!(answer.explanation.contains("(1 ≤ 2)"), "{}", answer.explanation);
    assert!(answer.explanation.contains("(1 ⊕ 3 ⊕ 2 = 0)"), "{}", answer.explanation);
}

//! Theorem answers show their condition evaluated on the position, so a certificate that
//! cites a theorem can be checked by reading the numbers (e.g. "C4: a = c (3 = 3) and
//! b = d (4 ≠ 5) fails, so N"): the Edge-Nim cycles, Nim, the tetrahedron and mirror
//! positions, and the Walking Nim trees, cycles, unit-weight families and Fukuyama's
//! minimum-cut theorem. Each Walking Nim and mirror text states the solver's verdict.

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
fn c4_names_the_opposite_edges_and_the_move() {
    let (method, text) = theorem_text(&cycle(&[3, 4, 3, 5]));
    assert_eq!(method, "theorem:c4");
    assert!(
        text.starts_with(
            "Square 0–1–2–3–0: opposite edges 0–1 and 2–3 hold the same count (3 = 3), and 1–2 and 3–0 differ (4 ≠ 5), so N: lower edge 3–0 to 4"
        ),
        "{text}"
    );
    let (_, text) = theorem_text(&cycle(&[300, 400, 300, 400]));
    assert!(text.contains("and 1–2 and 3–0 hold the same count (400 = 400), so P:"), "{text}");
    // Both pairs unequal: the two larger edges meet at a vertex, and one move lowers both.
    let (_, text) = theorem_text(&cycle(&[3, 6, 5, 4]));
    assert!(text.contains("so N: at vertex 2, lower edge 2–3 to 3 and edge 1–2 to 4"), "{text}");
}

#[test]
fn c3_names_its_edges_and_the_vertex_to_move_at() {
    let (method, text) = theorem_text(&cycle(&[5, 5, 5]));
    assert_eq!(method, "theorem:c3");
    assert!(
        text.starts_with(
            "Triangle 0–1–2–0: its edges 0–1, 1–2 and 2–0 hold the same count (5 = 5 = 5), so P"
        ),
        "{text}"
    );
    let (_, text) = theorem_text(&cycle(&[5, 7, 6]));
    assert!(text.contains("hold 5, 7 and 6, not all the same, so N"), "{text}");
    assert!(
        text.contains("at vertex 2, opposite the lightest edge 0–1, lower edges 1–2 and 2–0 to 5"),
        "{text}"
    );
}

#[test]
fn c3_with_two_lightest_edges_names_the_tie_and_no_vertex() {
    // 0–1 and 2–0 tie for lightest: the move lowers 1–2 alone, which the page lists at one of
    // its ends (vertex 1); the theorem's sentence says the move without choosing an end, and
    // says the lightest edges are two.
    let (_, text) = theorem_text(&cycle(&[2, 3, 2]));
    assert!(
        text.ends_with(
            "hold 2, 3 and 2, not all the same, so N: lower edge 1–2 to 2, the count of both \
             lightest edges, 0–1 and 2–0 (Graph Nim, Thm 3.1)."
        ),
        "{text}"
    );
    assert!(!text.contains("at vertex") && !text.contains("the lightest edge "), "{text}");
    // Each of the three places for the tie.
    for (counts, said) in [
        ([4, 2, 2], "lower edge 0–1 to 2, the count of both lightest edges, 1–2 and 2–0"),
        ([2, 2, 4], "lower edge 2–0 to 2, the count of both lightest edges, 0–1 and 1–2"),
    ] {
        let (_, text) = theorem_text(&cycle(&counts));
        assert!(text.contains(said), "{text}");
    }
}

#[test]
fn cycles_use_the_boards_vertex_numbers() {
    // A triangle on vertices 4, 6, 9 of a larger board: the text names those, no letters.
    let p = edge(10, &[(4, 6, 2), (6, 9, 2), (9, 4, 3)]);
    let (_, text) = theorem_text(&p);
    assert!(text.starts_with("Triangle 4–6–9–4: its edges 4–6, 6–9 and 9–4 hold 2, 2 and 3"), "{text}");
    // 4–6 and 6–9 tie for lightest: 9–4 comes down to their count, at either of its ends.
    assert!(
        text.contains("so N: lower edge 9–4 to 2, the count of both lightest edges, 4–6 and 6–9 (Graph Nim"),
        "{text}"
    );
    // A path of four edges plays as C5 closed by an empty edge, named by its ends, and said
    // to be the cycle's, not the board's.
    let p = edge(5, &[(0, 1, 3), (1, 2, 1), (2, 3, 2), (3, 4, 2)]);
    let (_, text) = theorem_text(&p);
    assert!(
        text.starts_with(
            "The path 0–1–2–3–4 plays as a cycle closed by an empty edge 4–0, which the board does not draw."
        ),
        "{text}"
    );
    // A path on four vertices plays as K4: the edges it lacks are named first, as K4's
    // empty ones that the board does not draw.
    let p = edge(4, &[(0, 1, 3), (1, 2, 1), (2, 3, 2)]);
    let (_, text) = theorem_text(&p);
    assert!(
        text.starts_with(
            "Read as K4 with edges 0–2, 0–3 and 1–3 empty: K4, the complete graph on these four \
             vertices, has edges the board does not draw, and they hold no tokens. "
        ),
        "{text}"
    );
    // A square with an edge emptied: K4's diagonals, which the board does not draw, and the
    // emptied edge.
    let p = edge(4, &[(0, 1, 0), (1, 2, 3), (2, 3, 3), (3, 0, 3)]);
    let (_, text) = theorem_text(&p);
    assert!(
        text.starts_with(
            "Read as K4 with edges 0–1, 0–2 and 1–3 empty: K4, the complete graph on these four \
             vertices, has edges the board does not draw, and they hold no tokens. "
        ),
        "{text}"
    );
    // K4 with one edge emptied names that one.
    let p = edge(4, &[(0, 1, 1), (0, 2, 0), (0, 3, 2), (1, 2, 2), (1, 3, 2), (2, 3, 3)]);
    let (_, text) = theorem_text(&p);
    assert!(text.starts_with("Read as K4 with edge 0–2 empty. "), "{text}");
}

#[test]
fn c5_shows_the_heaviest_edge_or_each_failure() {
    // From edge 0–1 (4): the edges beside it hold 1 and 1, and 4 + 1 = 2 + 3.
    let (method, text) = theorem_text(&cycle(&[4, 1, 2, 3, 1]));
    assert_eq!(method, "theorem:c5");
    assert!(text.contains("read from its heaviest edge 0–1 (4): the edges beside it, 1–2 and 4–0, hold the same count (1 = 1)"), "{text}");
    assert!(text.contains("(4 + 1 = 2 + 3), so P"), "{text}");
    // Largest edge 9 at edges 0–1 and 3–4: both readings fail, each for its stated reason.
    let (_, text) = theorem_text(&cycle(&[9, 1, 2, 9, 3]));
    assert!(text.contains("from edge 0–1 (9): the edges beside it, 1–2 and 4–0, hold 1 ≠ 3"), "{text}");
    assert!(text.contains("from edge 3–4 (9): the edges beside it, 4–0 and 2–3, hold 3 ≠ 2"), "{text}");
    assert!(text.contains("so N"), "{text}");
}

#[test]
fn nim_names_each_edge_and_the_winning_move() {
    let p = edge(6, &[(0, 1, 3), (2, 3, 5), (4, 5, 6)]);
    let (method, text) = theorem_text(&p);
    assert_eq!(method, "theorem:nim");
    assert!(text.contains("Nim-sum of edge 0–1, edge 2–3, edge 4–5: 3 ⊕ 5 ⊕ 6 = 0, so P"), "{text}");
    assert!(text.contains("every move makes the Nim-sum non-zero"), "{text}");
    let p = edge(4, &[(0, 1, 3), (2, 3, 5)]);
    let (_, text) = theorem_text(&p);
    assert!(text.contains("3 ⊕ 5 = 6 ≠ 0, so N: lower edge 2–3 from 5 to 3"), "{text}");
    // What the winning move makes 0 is said, not left to an "it" a student must resolve.
    assert!(text.contains("(5 ⊕ 6 = 3), which makes the Nim-sum 0"), "{text}");
    // Parallel edges merged into one heap are named by their edge numbers, as the board
    // tells them apart, never as one "edge 0–1".
    let answer =
        graphnim::solver::solve(&edge(2, &[(0, 1, 2), (0, 1, 3)]), &SolveOptions::default(), &mut ())
            .unwrap();
    assert!(
        answer.explanation.starts_with("Only the parallel edges 0–1 (edges 0 and 1) are in play"),
        "{}",
        answer.explanation
    );
    let answer = graphnim::solver::solve(
        &edge(1, &[(0, 0, 2), (0, 0, 3), (0, 0, 1)]),
        &SolveOptions::default(),
        &mut (),
    )
    .unwrap();
    assert!(
        answer.explanation.contains("the loops at vertex 0 (edges 0, 1 and 2)"),
        "{}",
        answer.explanation
    );
}

#[test]
fn tetrahedron_names_the_boards_edges() {
    // Empty edge 0-1 (u = 0, w = 1), x = 2, y = 3: ux = 02, uy = 03, wx = 12, wy = 13, xy = 23.
    // 02 = 1, 12 = 3, 03 = 2, 13 = 2: totals 4 = 4; 1 ≤ 2; 23 = 1 ^ 2 = 3.
    let p = edge(4, &[(0, 1, 0), (0, 2, 1), (0, 3, 2), (1, 2, 3), (1, 3, 2), (2, 3, 3)]);
    let answer = graphnim::solver::solve(&p, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(answer.method, "theorem:tetrahedron+table");
    assert_all(
        &answer.explanation,
        &[
            "K4 with edge 0–1 empty: the paths 0–2–1 and 0–3–1 carry equal totals (1 + 3 = 2 + 2)",
            "0–2 is the lighter of the edges 0–2 and 0–3 (1 ≤ 2)",
            "the path 0–2–3–1 that starts along it has nim-sum 0 (1 ⊕ 3 ⊕ 2 = 0), so P",
        ],
    );
    // The same K4 on vertices 3, 5, 7, 8 of a larger board: the board's numbers, no letters.
    let p = edge(9, &[(3, 5, 0), (3, 7, 4), (3, 8, 5), (5, 7, 6), (5, 8, 7), (7, 8, 8)]);
    let answer = graphnim::solver::solve(&p, &SolveOptions::default(), &mut ()).unwrap();
    assert_all(
        &answer.explanation,
        &["here with edge 3–5 empty, the paths 3–7–5 and 3–8–5 carry 4 + 6 = 10 ≠ 5 + 7 = 12, so N"],
    );
    for letters in [" b ", " C ", "b + C", "⊕ b", "labels"] {
        assert!(!answer.explanation.contains(letters), "{letters:?} in {}", answer.explanation);
    }
}

fn walk(n: usize, edges: &[(usize, usize, u64)], piece: usize) -> Position {
    let value = serde_json::json!({"rules": "walk", "vertices": n, "edges": edges, "token": piece});
    Position::from_value(&value, &Limits::DEFAULT).unwrap()
}

/// The solver's answer when the given theorem decides it; its explanation states the
/// solver's verdict ("so P" or "so N") and not the other one.
fn explained(p: &Position, method: &str) -> String {
    let answer = graphnim::solver::solve(p, &SolveOptions::default(), &mut ()).unwrap();
    // A small position's Grundy value comes from a table built beside the theorem ("+table").
    assert_eq!(answer.method.trim_end_matches("+table"), method, "{}", answer.explanation);
    let (said, unsaid) = match answer.outcome.name() {
        "P" => ("so P", "so N"),
        _ => ("so N", "so P"),
    };
    let text = answer.explanation;
    assert!(text.contains(said) && !text.contains(unsaid), "verdict {said}: {text}");
    text
}

fn assert_all(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "{part:?} missing from: {text}");
    }
}

#[test]
fn walk_tree_names_each_branch_with_its_edge_and_weight() {
    // The piece at the centre of a star weighing 500, 700, 900: every branch is lost for
    // whoever enters it, so any new weight on any edge wins.
    let text = explained(&walk(4, &[(0, 1, 500), (0, 2, 700), (0, 3, 900)], 0), "theorem:walk-tree");
    assert_all(
        &text,
        &[
            "The piece is at 0, with no loop",
            "branch at 1 (edge 0–1, weight 500) is P: no loop at vertex 1, and no edge beyond it",
            "branch at 3 (edge 0–3, weight 900) is P",
            "so N: e.g. cross edge 0–1 leaving any weight from 0 to 499 (now 500)",
        ],
    );
    // On the path 0–1–2–3 from vertex 1: only the branch at 0 is lost, so empty its edge.
    let text = explained(&walk(4, &[(0, 1, 500), (1, 2, 700), (2, 3, 900)], 1), "theorem:walk-tree");
    assert_all(
        &text,
        &[
            "branch at 2 (edge 1–2, weight 700) is N: its branch at 3 is P",
            "so N: cross edge 0–1 and leave it empty (500 → 0)",
        ],
    );
    // A loop at 3 makes both branches from 2 won: P.
    let p = walk(4, &[(0, 1, 500), (1, 2, 700), (2, 3, 900), (3, 3, 4)], 2);
    let text = explained(&p, "theorem:walk-tree");
    assert_all(
        &text,
        &["Tree with loops", "(edge 2–3, weight 900) is N: a loop of weight 4 at vertex 3", "so P"],
    );
    // A loop at the piece and no lost branch: empty the loop.
    let text = explained(&walk(3, &[(0, 1, 500), (1, 2, 700), (0, 0, 2)], 0), "theorem:walk-tree");
    assert_all(&text, &["with a loop of weight 2", "so N: empty the loop at vertex 0 (2 → 0)"]);
    // A stranded piece (both its edges empty) has no move: said so, not "every move…".
    let text = explained(&walk(3, &[(0, 1, 0), (1, 2, 5), (2, 0, 0)], 0), "theorem:walk-tree");
    assert_all(&text, &["so P: the piece has no edge with tokens to cross"]);
    assert!(!text.contains("every move"), "{text}");
    // A square with two empty edges is a path once they are gone: said so, never "Tree" alone.
    let text = explained(&walk(4, &[(0, 1, 0), (1, 2, 5), (2, 3, 4), (3, 0, 0)], 1), "theorem:walk-tree");
    assert!(
        text.starts_with("With the empty edges gone, the piece's part of the board is a tree: "),
        "{text}"
    );
}

#[test]
fn a_sum_names_each_parts_route_in_words() {
    // A triangle and a lone edge: their routes in words, never the JSON's "theorem:c3+table".
    let p = edge(5, &[(0, 1, 2), (1, 2, 2), (2, 0, 2), (3, 4, 3)]);
    let answer = graphnim::solver::solve(&p, &SolveOptions::default(), &mut ()).unwrap();
    let text = answer.explanation;
    assert!(text.contains("vertices 0, 1, 2: value 0 (the triangle's theorem, with a table)"), "{text}");
    assert!(text.contains("vertices 3, 4: value 3 (Nim)"), "{text}");
    assert!(!text.contains("theorem:"), "{text}");
}

#[test]
fn walk_cycles_show_the_counts_their_rule_compares() {
    let triangle = [(0, 1, 5), (1, 2, 7), (2, 0, 3)];
    // Odd cycle: the loop at the piece decides (0 or ≥ 2: N; 1: P).
    let text = explained(&walk(3, &triangle, 0), "theorem:walk-cycle");
    assert_all(
        &text,
        &[
            "Odd cycle 0–1–2–0 with weights 5, 7, 3 (3 vertices) with no loop: always N",
            "so N: e.g. cross edge 0–1",
        ],
    );
    assert!(!text.contains("weighs 0"), "no loop to weigh: {text}");
    let with_loop = |w: u64| walk(3, &[triangle[0], triangle[1], triangle[2], (0, 0, w)], 0);
    let text = explained(&with_loop(1), "theorem:walk-cycle");
    assert_all(&text, &["At 0 it weighs 1", "so P"]);
    let text = explained(&with_loop(4), "theorem:walk-cycle");
    assert_all(&text, &["At 0 it weighs 4", "so N: lower the loop at vertex 0 to 1 (4 → 1)"]);
    // Even cycle without loops: minimum 3, paths of weight above it of lengths 2 and 1.
    let square = [(0, 1, 5), (1, 2, 7), (2, 3, 3), (3, 0, 4)];
    let text = explained(&walk(4, &square, 0), "theorem:walk-cycle");
    assert_all(
        &text,
        &[
            "Even cycle 0–1–2–3–0 with weights 5, 7, 3, 4",
            "subtract the minimum weight, 3",
            "length 2 (even, remaining weights 2, 4) one way, 1 (odd, remaining weight 1) the other",
            "so N: cross edge 3–0 leaving weight 3 (4 → 3)",
        ],
    );
    let text = explained(&walk(4, &[(0, 1, 5), (1, 2, 3), (2, 3, 6), (3, 0, 3)], 0), "theorem:walk-cycle");
    assert_all(&text, &["length 1 (odd, remaining weight 2) one way, 0 (even) the other", "so N"]);
    let text = explained(&walk(4, &[(0, 1, 5), (1, 2, 8), (2, 3, 3), (3, 0, 3)], 0), "theorem:walk-cycle");
    assert_all(&text, &["length 2 (even, remaining weights 2, 5) one way, 0 (even) the other", "so P"]);
    // Even cycle whose only loop is at the piece.
    let p = walk(4, &[square[0], square[1], square[2], square[3], (0, 0, 2)], 0);
    let text = explained(&p, "theorem:walk-cycle");
    assert_all(&text, &["only loop is at the piece (0, weight 2)", "3 (odd) loopless vertices", "so N"]);
    // Loops away from the piece: count the loopless vertices each way.
    let pentagon = [(0, 1, 5), (1, 2, 7), (2, 3, 3), (3, 4, 4), (4, 0, 6)];
    let p =
        walk(5, &[pentagon[0], pentagon[1], pentagon[2], pentagon[3], pentagon[4], (3, 3, 3), (1, 1, 2)], 0);
    let text = explained(&p, "theorem:walk-cycle");
    assert_all(
        &text,
        &[
            "loops at vertices 1 (weight 2), 3 (weight 3)",
            "0 loopless (even) come before 1 one way, 1 (odd) before 3 the other",
            "no loop at the piece",
            "so N: cross edge 4–0 and leave it empty (6 → 0)",
        ],
    );
    let p = walk(5, &[pentagon[0], pentagon[1], pentagon[2], pentagon[3], pentagon[4], (2, 2, 3)], 0);
    let text = explained(&p, "theorem:walk-cycle");
    assert_all(
        &text,
        &["a loop at vertex 2 (weight 3)", "1 loopless (odd) come before 2 one way, 2 (even) before 2"],
    );
}

#[test]
fn unit_weight_families_state_their_size_and_parameter() {
    let complete: Vec<(usize, usize, u64)> =
        (0..4).flat_map(|u| (u + 1..4).map(move |v| (u, v, 1))).collect();
    let text = explained(&walk(4, &complete, 2), "theorem:walk-unit");
    assert_all(
        &text,
        &["Complete graph K4 with all 6 edges at weight 1", "here n = 4", "so N: e.g. cross edge 0–2"],
    );
    let bipartite: Vec<(usize, usize, u64)> = (0..2).flat_map(|u| (2..5).map(move |v| (u, v, 1))).collect();
    let text = explained(&walk(5, &bipartite, 3), "theorem:walk-unit");
    assert_all(&text, &["K2,3 with all 6 edges at weight 1", "here 2 and 3", "so P"]);
    let cube: Vec<(usize, usize, u64)> =
        (0..8).flat_map(|a| (0..3).map(move |b| (a, a ^ (1 << b), 1))).filter(|e| e.0 < e.1).collect();
    let text = explained(&walk(8, &cube, 5), "theorem:walk-unit");
    assert_all(&text, &["Hypercube Q3 with all 12 edges", "here d = 3, odd", "so N"]);
    // An even dimension: Q4 (Q2 is the cycle C4, which the cycle theorem answers first).
    let q4: Vec<(usize, usize, u64)> =
        (0..16).flat_map(|a| (0..4).map(move |b| (a, a ^ (1 << b), 1))).filter(|e| e.0 < e.1).collect();
    let text = explained(&walk(16, &q4, 0), "theorem:walk-unit");
    assert_all(&text, &["Hypercube Q4 with all 32 edges", "here d = 4, even", "so P"]);
    let outer = (0..5).map(|i| (i, (i + 1) % 5, 1));
    let spokes = (0..5).map(|i| (i, i + 5, 1));
    let inner = (0..5).map(|i| (5 + i, 5 + (i + 2) % 5, 1));
    let petersen: Vec<(usize, usize, u64)> = outer.chain(spokes).chain(inner).collect();
    let text = explained(&walk(10, &petersen, 0), "theorem:walk-unit");
    assert_all(&text, &["Petersen graph with all 15 edges at weight 1", "the piece at 0", "so P"]);
}

#[test]
fn fukuyama_shows_the_far_vertex_its_weights_and_the_cut() {
    // Branch vertices 0, 1, 2; middles 3..=6: 0–3–1, 1–4–2, 2–5–0, 0–6–1.
    let graph = |w: [u64; 8]| {
        let ends = [(0, 3), (3, 1), (1, 4), (4, 2), (2, 5), (5, 0), (0, 6), (6, 1)];
        let edges: Vec<(usize, usize, u64)> = ends.iter().zip(w).map(|(&(u, v), w)| (u, v, w)).collect();
        walk(7, &edges, 0)
    };
    let text = explained(&graph([2, 5, 3, 3, 4, 1, 2, 2]), "theorem:walk-fukuyama");
    assert_all(
        &text,
        &[
            "the piece at 0 on the near side",
            "Here at far vertex 3: thin edge 0–3 (weight 2), thick edge 3–1 (weight 5); the minimum cut equals the lighter weight, 2",
            "so N: e.g. cross edge 0–3",
        ],
    );
    // Far vertex 3's edges weigh the same (2 = 2): the argument is at far vertex 5, and the
    // move it names goes there, not along 0–3, which wins too but not by that argument.
    let text = explained(&graph([2, 2, 1, 2, 1, 3, 1, 2]), "theorem:walk-fukuyama");
    assert_all(
        &text,
        &[
            "Here at far vertex 5: thin edge 2–5 (weight 1), thick edge 5–0 (weight 3)",
            "so N: e.g. cross edge 5–0",
        ],
    );
    assert!(!text.contains("cross edge 0–3"), "{text}");
    let text = explained(&graph([3, 5, 1, 1, 1, 1, 2, 2]), "theorem:walk-fukuyama");
    assert_all(
        &text,
        &[
            "No far vertex does",
            "far vertex 3: thin edge 0–3 (weight 3), thick edge 3–1 (weight 5); the minimum cut equals the lighter weight, 3, but one separates the piece",
            "far vertex 4: its edge 1–4 and edge 4–2 weigh the same (1 = 1)",
            "so P",
        ],
    );
}

#[test]
fn mirror_positions_show_the_matched_counts_and_the_restoring_move() {
    // A prism, too large for tables: triangles 0-1-2 and 3-4-5 swapped by 0↔3, 1↔4, 2↔5.
    let prism = |last: u64, rung: u64| {
        edge(
            6,
            &[
                (0, 1, 1_000_000),
                (1, 2, 999_999),
                (2, 0, 5),
                (3, 4, 1_000_000),
                (4, 5, 999_999),
                (5, 3, last),
                (0, 4, 7),
                (1, 3, 7),
                (2, 5, rung),
            ],
        )
    };
    let text = explained(&prism(5, 0), "theorem:mirror");
    assert_all(
        &text,
        &["0↔3, 1↔4, 2↔5", "0–1: 1,000,000 ↔ 3–4: 1,000,000", "2–0: 5 ↔ 5–3: 5", "0–4: 7 ↔ 1–3: 7"],
    );
    let text = explained(&prism(8, 9), "theorem:mirror");
    assert_all(
        &text,
        &[
            "at vertex 5, lowers edge 5 (5–3) from 8 to 5 and edge 8 (2–5) from 9 to 0",
            "1–2: 999,999 ↔ 4–5: 999,999",
        ],
    );
}

/// The method names what found the values reported with it: a theorem that says only who wins,
/// with the Grundy value read from an exact table built beside it, is `theorem:…+table`; when
/// the box is over the Grundy budget, the theorem alone, and no Grundy value is reported.
#[test]
fn method_says_where_the_grundy_value_came_from() {
    let small = |options: &SolveOptions| {
        let p = edge(4, &[(0, 1, 0), (0, 2, 4), (0, 3, 5), (1, 2, 6), (1, 3, 7), (2, 3, 8)]);
        graphnim::solver::solve(&p, options, &mut ()).unwrap()
    };
    let with_table = small(&SolveOptions::default());
    assert_eq!(with_table.method, "theorem:tetrahedron+table");
    assert_eq!((with_table.grundy, with_table.states > 0), (Some(30), true));
    let alone = small(&SolveOptions { max_grundy_states: 10, ..SolveOptions::default() });
    assert_eq!((alone.method.as_str(), alone.grundy, alone.states), ("theorem:tetrahedron", None, 0));
    assert_eq!(alone.outcome, with_table.outcome);

    // Walking Nim: a tree theorem decides, the real component's table gives the value.
    let p = walk(4, &[(0, 1, 2), (0, 2, 3), (0, 3, 1)], 0);
    let answer = graphnim::solver::solve(&p, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!((answer.method.as_str(), answer.grundy.is_some()), ("theorem:walk-tree+table", true));
    let p = walk(4, &[(0, 1, 500), (0, 2, 700), (0, 3, 900)], 0);
    let answer = graphnim::solver::solve(&p, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(answer.method, "theorem:walk-tree");

    // A table alone (no theorem covers K4 without an empty edge) and a theorem that gives the
    // value itself (a Nim heap) say so with no "+table".
    let p = edge(4, &[(0, 1, 1), (0, 2, 1), (0, 3, 1), (1, 2, 1), (1, 3, 2), (2, 3, 1)]);
    assert_eq!(graphnim::solver::solve(&p, &SolveOptions::default(), &mut ()).unwrap().method, "table");
    let p = edge(2, &[(0, 1, 5)]);
    let answer = graphnim::solver::solve(&p, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!((answer.method.as_str(), answer.grundy), ("theorem:nim", Some(5)));
}

fn pile_game(rules: &str, piles: &[u64], k: usize) -> Position {
    let value = serde_json::json!({"rules": rules, "piles": piles, "k": k});
    Position::from_value(&value, &Limits::DEFAULT).unwrap()
}

#[test]
fn pile_theorems_and_sums_work_their_condition_out_in_the_boards_words() {
    let explained =
        |p: &Position| graphnim::solver::solve(p, &SolveOptions::default(), &mut ()).unwrap().explanation;
    // CN(5, 2) is the pentagon's Edge-Nim: its condition is worked out, not only cited.
    let circular = explained(&pile_game("circular", &[3, 3, 3, 3, 3], 2));
    assert_all(
        &circular,
        &[
            "CN(5, 2) is Edge-Nim on the cycle C5, each pile one of its edges in ring order",
            "Five piles in a ring, read from its largest pile, pile 0 (3): the piles beside it, pile 1 and pile 4, hold the same count (3 = 3)",
            "(3 + 3 = 3 + 3), so P",
        ],
    );
    // Written as the board's caption writes it.
    let moore = explained(&pile_game("moore", &[3, 5, 6, 7], 2));
    assert!(moore.starts_with("Moore’s Nim₂: "), "{moore}");
    // Values that cancel: "xor to 0, so …", not "xor to 0, which is 0".
    let sum = explained(&edge(5, &[(0, 1, 3), (1, 2, 1), (3, 4, 4)]));
    assert!(sum.contains("4 ⊕ 4 xor to 0, so the player to move loses"), "{sum}");
}

/// The explanation of a pile game, which must name no edge or vertex: its board shows piles.
fn said_of_piles(rules: &str, piles: &[u64], k: usize) -> String {
    let p = pile_game(rules, piles, k);
    let text = graphnim::solver::solve(&p, &SolveOptions::default(), &mut ()).unwrap().explanation;
    let words = text
        .replace("Edge-Nim on the cycle", "")
        .replace("one of its edges", "")
        .replace("Dufour–Heubach", "");
    assert!(!words.contains("edge") && !words.contains("vertex"), "{text}");
    assert!(!words.contains('–'), "an edge's name in {text}");
    text
}

#[test]
fn circular_nim_two_is_worked_out_on_the_piles_the_board_shows() {
    // The student's position: no "edge 3–4" or "4–0", which the board does not label.
    let text = said_of_piles("circular", &[4, 2, 2, 5, 1], 2);
    assert!(
        text.contains(
            "Five piles in a ring: P needs a largest pile whose two neighbours hold the same count, and which with one neighbour holds as much as the two piles not beside it; here from pile 3 (5): the piles beside it, pile 4 and pile 2, hold 1 ≠ 2, so N"
        ),
        "{text}"
    );
    // Several largest piles: each is read from, and a failing sum is said in piles.
    let text = said_of_piles("circular", &[5, 1, 2, 5, 1], 2);
    assert!(
        text.contains("here from pile 0 (5): pile 0 with pile 1 holds 6, but pile 2 and pile 3 hold 7; from pile 3 (5): the piles beside it, pile 4 and pile 2, hold 1 ≠ 2, so N"),
        "{text}"
    );
    // The square: opposite piles, and a move on two piles side by side.
    let text = said_of_piles("circular", &[3, 1, 3, 2], 2);
    assert!(
        text.contains("Four piles in a ring: pile 0 and pile 2, opposite each other, hold the same count (3 = 3), and pile 1 and pile 3 differ (1 ≠ 2), so N: lower pile 3 to 1"),
        "{text}"
    );
    let text = said_of_piles("circular", &[3, 6, 5, 4], 2);
    assert!(text.contains("so N: lower pile 2 to 3 and pile 1 to 4 together"), "{text}");
    let text = said_of_piles("circular", &[3, 1, 3, 1], 2);
    assert!(text.contains("so P: every move lowers one pile of a pair of opposite piles"), "{text}");
    // The other pile games' theorems speak of piles already.
    for (rules, piles, k) in [
        ("circular", &[3, 3, 3][..], 2),
        ("circular", &[3, 1, 2, 5, 4], 1),
        ("circular", &[3, 3, 3, 1], 3),
        ("path", &[4, 2], 2),
        ("path", &[3, 1, 2, 5, 4], 1),
        ("moore", &[3, 3, 3, 3], 2),
    ] {
        said_of_piles(rules, piles, k);
    }
    // The ring's triangle, which CN(3, 2)'s own rule answers first, in piles too.
    let names: Vec<String> = (0..3).map(|j| format!("pile {j}")).collect();
    let text = graphnim::theory::cycles::ring_explanation(&[5, 7, 6], &names).unwrap();
    assert!(
        text.ends_with("so N: lower pile 1 and pile 2 together to 5, the count of the smallest pile, pile 0 (Graph Nim, Thm 3.1)."),
        "{text}"
    );
}

#[test]
fn walk_theorems_on_merged_parallel_edges_say_what_their_weights_are() {
    // Edges 0 and 1 join 0 and 1 with weights 2 and 1: the theorem sees one edge of weight
    // 2 xor 1 = 3, which the board does not show; the text says so, and how a move on it is
    // made (the listed winning move lowers edge 0 from 2 to 1).
    let position = walk(2, &[(0, 1, 2), (0, 1, 1)], 0);
    let answer = graphnim::solver::solve(&position, &SolveOptions::default(), &mut ()).unwrap();
    assert_all(
        &answer.explanation,
        &[
            "merged by xor (Clark, Thm 2.1): edges 0 and 1 (between 0 and 1) count as one of weight 3",
            "a move named above on such an edge is made on one of them",
        ],
    );
    // Without parallel edges nothing of the kind is said.
    let single = walk(2, &[(0, 1, 3)], 0);
    let answer = graphnim::solver::solve(&single, &SolveOptions::default(), &mut ()).unwrap();
    assert!(!answer.explanation.contains("merged"), "{}", answer.explanation);
}

/// The same position in misère play.
fn misere(mut p: Position) -> Position {
    p.play = graphnim::position::Play::Misere;
    p
}

#[test]
fn misere_nim_on_one_edge_says_it_holds() {
    let text = explained(&misere(edge(2, &[(0, 1, 5)])), "theorem:misere-nim");
    assert_all(&text, &["Here edge 0–1 holds 5, xor 5, so N"]);
    let two = explained(&misere(edge(4, &[(0, 1, 5), (2, 3, 5)])), "theorem:misere-nim");
    assert_all(&two, &["Here edge 0–1, edge 2–3 hold 5, 5, xor 0, so P"]);
}

#[test]
fn misere_with_no_move_left_names_the_rule_of_its_game() {
    // Walking Nim: no token beside the piece on vertex 0, though other edges hold tokens; the
    // last move took none of them last, so the rule is said as the last move losing.
    let stuck = misere(walk(5, &[(3, 4, 1), (1, 3, 4), (1, 1, 2), (1, 1, 0), (4, 3, 4), (1, 4, 0)], 0));
    let answer = graphnim::solver::solve(&stuck, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(answer.outcome.name(), "N");
    assert_eq!(
        answer.explanation,
        "No move is left: in misère play whoever made the last move lost, so the player to move has won."
    );
    // Edge-Nim ends with no token left: there the last token is the last move.
    let empty = misere(edge(2, &[(0, 1, 0)]));
    let answer = graphnim::solver::solve(&empty, &SolveOptions::default(), &mut ()).unwrap();
    assert!(answer.explanation.contains("whoever took the last token lost"), "{}", answer.explanation);
}

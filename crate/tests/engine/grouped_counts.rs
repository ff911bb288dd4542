//! Counts in the crate's sentences are grouped with commas as the page writes them
//! ("1,000,000,005"), through `graphnim::words::Count`: token counts, heap sizes, weights,
//! Nim-sums and limits. Vertex and edge numbers are not counts and stay as they are.

use graphnim::moves::Move;
use graphnim::position::{Limits, Position};
use graphnim::solver::{solve, SolveOptions};

fn position(value: serde_json::Value) -> Position {
    Position::from_value(&value, &Limits::DEFAULT).unwrap()
}

fn edge(n: usize, edges: &[(usize, usize, u64)]) -> Position {
    position(serde_json::json!({"rules": "edge", "vertices": n, "edges": edges}))
}

fn explanation(p: &Position) -> String {
    solve(p, &SolveOptions::default(), &mut ()).unwrap().explanation
}

#[test]
fn a_star_is_a_nim_heap_of_its_grouped_total() {
    // One vertex touches every edge: a single Nim heap of the total, over the per-edge limit.
    let text = explanation(&edge(3, &[(0, 1, 500_000_000), (0, 2, 500_000_005)]));
    assert!(text.contains("touches vertex 0"), "{text}");
    assert!(text.contains("it is a Nim heap of 1,000,000,005 (Bouton)"), "{text}");
    // Parallel edges merged into one pile: the same heap, named by the edges' numbers.
    let text = explanation(&edge(2, &[(0, 1, 500_000_000), (0, 1, 500_000_005)]));
    assert!(
        text.starts_with(
            "Only the parallel edges 0–1 (edges 0 and 1) are in play here: a Nim heap of 1,000,000,005"
        ),
        "{text}"
    );
}

#[test]
fn a_nim_sum_is_worked_out_in_grouped_numbers() {
    let text = explanation(&edge(4, &[(0, 1, 1_000_000), (2, 3, 3)]));
    assert!(
        text.contains(
            "edge 0–1, edge 2–3: 1,000,000 ⊕ 3 = 1,000,003 ≠ 0, so N: lower edge 0–1 from 1,000,000 to 3"
        ),
        "{text}"
    );
    assert!(text.contains("(1,000,000 ⊕ 1,000,003 = 3)"), "{text}");
    // Small counts are unchanged.
    let text = explanation(&edge(4, &[(0, 1, 999), (2, 3, 3)]));
    assert!(text.contains("999 ⊕ 3 = 996"), "{text}");
}

#[test]
fn walking_nim_weights_are_grouped_but_vertices_are_not() {
    // Over the default 256 vertices, so that vertex numbers of four digits show; the weight
    // puts the box over the Grundy budget, so the tree theorem answers alone.
    let limits = Limits { max_vertices: 2000, ..Limits::DEFAULT };
    let value = serde_json::json!({
        "rules": "walk", "vertices": 1002, "edges": [[1000, 1001, 12_345_678]], "token": 1000,
    });
    let p = Position::from_value(&value, &limits).unwrap();
    let text = explanation(&p);
    assert!(text.contains("branch at 1001 (edge 1000–1001, weight 12,345,678)"), "{text}");
    assert!(text.contains("(12,345,678 → 0)"), "{text}");
}

#[test]
fn limits_and_amounts_in_messages_are_grouped() {
    let p = edge(2, &[(0, 1, 1000)]);
    let mv = Move::from_json(r#"{"vertex": 0, "take": [[0, 1001]]}"#).unwrap();
    let error = graphnim::rules::check(&p, &mv).unwrap_err().to_string();
    assert_eq!(error, "edge 0 (0–1) has only 1,000 tokens, cannot take 1,001");
    let error = Position::from_json(r#"{"rules": "edge", "vertices": 2, "edges": [[0, 1, 2000000000]]}"#)
        .unwrap_err()
        .to_string();
    assert_eq!(error, "edge 0 has 2,000,000,000 tokens, more than the limit of 1,000,000,000");
}

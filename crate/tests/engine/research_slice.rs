//! The explorer's two-dimensional slices against the brute-force reference: every cell of a
//! slice of a random small multigraph is the reference's Grundy value (or outcome).

use crate::reference;

use graphnim::position::{Limits, Position};
use graphnim::research::slice::{box_slice, SliceError, MAX_AXIS_COUNT};
use graphnim::solver::table::{Budget, TableError};
use proptest::prelude::*;
use reference::{EdgeReference, Graph, WalkReference};

fn position(n: usize, edges: &[(usize, usize, u64)], walk: bool, piece: usize) -> Position {
    let edges: Vec<_> = edges.iter().map(|&(u, v, t)| (u % n, v % n, t)).collect();
    let value = if walk {
        serde_json::json!({"rules": "walk", "vertices": n, "edges": edges, "token": piece % n})
    } else {
        serde_json::json!({"rules": "edge", "vertices": n, "edges": edges})
    };
    Position::from_value(&value, &Limits::DEFAULT).unwrap()
}

fn budget() -> Budget {
    Budget { max_states: 1_000_000, max_bytes: 1 << 26 }
}

/// The reference's Grundy value of every cell, row by row (first axis fastest).
fn reference_slice(p: &Position, axes: [usize; 2], tops: [u64; 2], piece: usize) -> Vec<u64> {
    let graph = Graph { vertices: p.vertices, edges: p.edges.iter().map(|e| (e.u, e.v)).collect() };
    let mut edge = EdgeReference::new(graph.clone());
    let mut walk = WalkReference::new(graph);
    let mut tokens: Vec<u64> = p.edges.iter().map(|e| e.tokens).collect();
    let mut out = Vec::new();
    for j in 0..=tops[1] {
        tokens[axes[1]] = j;
        for i in 0..=tops[0] {
            tokens[axes[0]] = i;
            out.push(match p.piece {
                Some(_) => walk.value(&tokens, piece).grundy,
                None => edge.value(&tokens).grundy,
            });
        }
    }
    out
}

fn graph() -> impl Strategy<Value = (usize, Vec<(usize, usize, u64)>, bool, usize)> {
    (2usize..5, prop::collection::vec((0usize..5, 0usize..5, 0u64..4), 2..5), any::<bool>(), 0usize..5)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// Grundy slices and outcome slices (a Grundy budget of 0 forces outcomes) both match
    /// the reference on every cell, with tops above and below the current counts.
    #[test]
    fn slices_match_the_reference(
        (n, edges, walk, piece) in graph(),
        a in 0usize..5, b in 0usize..5, top_a in 0u64..5, top_b in 0u64..5,
    ) {
        let p = position(n, &edges, walk, piece);
        let m = p.edges.len();
        let axes = [a % m, b % m];
        prop_assume!(axes[0] != axes[1]);
        let piece = piece % n;
        let want = reference_slice(&p, axes, [top_a, top_b], piece);
        let grundy = box_slice(&p, axes, [top_a, top_b], Some(piece), u64::MAX, &budget(), &mut ()).unwrap();
        prop_assert!(grundy.grundy);
        prop_assert_eq!((grundy.width(), grundy.height()), (top_a as usize + 1, top_b as usize + 1));
        let got: Vec<u64> = grundy.values.iter().map(|&v| u64::from(v)).collect();
        prop_assert_eq!(&got, &want);
        let outcome = box_slice(&p, axes, [top_a, top_b], Some(piece), 0, &budget(), &mut ()).unwrap();
        prop_assert!(!outcome.grundy);
        let got: Vec<u32> = outcome.values.clone();
        let want: Vec<u32> = want.iter().map(|&g| u32::from(g != 0)).collect();
        prop_assert_eq!(got, want);
    }
}

#[test]
fn bad_axes_tops_and_boxes_are_refused() {
    let p = position(3, &[(0, 1, 2), (1, 2, 2), (2, 0, 2)], false, 0);
    let slice = |axes, tops, budget: &Budget| box_slice(&p, axes, tops, None, 1000, budget, &mut ());
    assert!(matches!(slice([0, 3], [2, 2], &budget()), Err(SliceError::Axes(_))));
    assert!(matches!(slice([1, 1], [2, 2], &budget()), Err(SliceError::Axes(_))));
    assert_eq!(
        slice([0, 1], [MAX_AXIS_COUNT + 1, 2], &budget()),
        Err(SliceError::TooLong(MAX_AXIS_COUNT + 1))
    );
    let small = Budget { max_states: 20, max_bytes: 1 << 20 };
    assert!(matches!(slice([0, 1], [2, 2], &small), Err(SliceError::Table(TableError::TooLarge { .. }))));
    let w = position(3, &[(0, 1, 2), (1, 2, 2)], true, 0);
    assert_eq!(box_slice(&w, [0, 1], [1, 1], Some(3), 1000, &budget(), &mut ()), Err(SliceError::Piece(3)));
}

/// A C4 slice over a and b with c = 3, d = 4 fixed: P exactly at a = 3, b = 4 (Thm 3.2),
/// and the table behind it is the whole box below the top corner (a, b raised to 6).
#[test]
fn c4_slice_has_its_single_p_position() {
    let p = position(4, &[(0, 1, 1), (1, 2, 1), (2, 3, 3), (3, 0, 4)], false, 0);
    let s = box_slice(&p, [0, 1], [6, 6], None, 0, &budget(), &mut ()).unwrap();
    assert_eq!(s.box_states, 7 * 7 * 4 * 5);
    let p_cells: Vec<(usize, usize)> =
        (0..s.values.len()).filter(|&k| s.values[k] == 0).map(|k| (k % 7, k / 7)).collect();
    assert_eq!(p_cells, vec![(3, 4)]);
}

//! Named graph families, for generating puzzles and sweeping a family in research:
//!
//! | spec | graph |
//! |---|---|
//! | `cycle:N` | the cycle C_N on N ≥ 1 vertices (N = 1 is a loop, N = 2 two parallel edges) |
//! | `path:N` | the path on N ≥ 1 vertices (N − 1 edges) |
//! | `star:N` | the star K_{1,N}: a centre (vertex 0) and N leaves |
//! | `complete:N` | the complete graph K_N |
//! | `bipartite:M,N` | the complete bipartite graph K_{M,N} (sides 0..M and M..M+N) |
//! | `hypercube:D` | the hypercube Q_D on 2^D vertices (edges join labels differing in one bit) |
//! | `petersen` | the Petersen graph (outer 5-cycle 0..5, inner pentagram 5..10) |
//! | `wheel:N` | the wheel: a rim C_N on 0..N and a hub N joined to every rim vertex |
//!
//! Edges come in a fixed order (cycles and paths around; complete and bipartite graphs by
//! lower endpoint then higher; the wheel's rim before its spokes), so edge indices in moves
//! and edge names in formulas mean the same graph every time. Sizes are checked against
//! [`Limits`] before the edge list is built.

use serde_json::json;
use thiserror::Error;

use crate::position::{Limits, Position, Rules};
use crate::words::Count;

/// Why a family spec was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FamilyError {
    /// Not one of the families.
    #[error(
        "unknown graph family \"{0}\": use cycle:N, path:N, star:N, complete:N, bipartite:M,N, hypercube:D, \
         petersen or wheel:N"
    )]
    Unknown(String),
    /// The size parameter is missing or not a whole number.
    #[error("\"{spec}\" needs {what}")]
    BadSize {
        /// The spec as given (shortened).
        spec: String,
        /// What the family takes.
        what: &'static str,
    },
    /// The graph would exceed the caps.
    #[error(
        "\"{spec}\" has {} vertices and {} edges, more than the limits of {} vertices and {} edges",
        Count(*vertices),
        Count(*edges),
        Count(*max_vertices as u64),
        Count(*max_edges as u64)
    )]
    TooLarge {
        /// The spec as given.
        spec: String,
        /// Its vertex count.
        vertices: u64,
        /// Its edge count.
        edges: u64,
        /// The vertex cap.
        max_vertices: usize,
        /// The edge cap.
        max_edges: usize,
    },
}

/// The graph of a family spec, every edge holding `tokens`, as a validated position (Walking
/// Nim's piece on vertex 0).
pub fn family(spec: &str, rules: Rules, tokens: u64, limits: &Limits) -> Result<Position, FamilyError> {
    let shown: String = spec.chars().take(40).collect();
    let (name, size) = spec.split_once(':').unwrap_or((spec, ""));
    let bad = |what| FamilyError::BadSize { spec: shown.clone(), what };
    let one = |what| size.trim().parse::<u64>().map_err(|_| bad(what));
    // Vertex and edge counts first, in u64 with saturation, so nothing large is allocated.
    let (vertices, edges): (u64, u64) = match name {
        "cycle" => {
            let n = one("a number of vertices, e.g. cycle:5")?;
            if n == 0 {
                return Err(bad("at least 1 vertex"));
            }
            (n, n)
        }
        "path" => {
            let n = one("a number of vertices, e.g. path:6")?;
            if n == 0 {
                return Err(bad("at least 1 vertex"));
            }
            (n, n - 1)
        }
        "star" => {
            let n = one("a number of leaves, e.g. star:5")?;
            (n.saturating_add(1), n)
        }
        "complete" => {
            let n = one("a number of vertices, e.g. complete:4")?;
            (n, n.saturating_mul(n.saturating_sub(1)) / 2)
        }
        "bipartite" => {
            let (m, n) = size.split_once(',').ok_or_else(|| bad("two side sizes, e.g. bipartite:2,3"))?;
            let m = m.trim().parse::<u64>().map_err(|_| bad("two side sizes, e.g. bipartite:2,3"))?;
            let n = n.trim().parse::<u64>().map_err(|_| bad("two side sizes, e.g. bipartite:2,3"))?;
            (m.saturating_add(n), m.saturating_mul(n))
        }
        "hypercube" => {
            let d = one("a dimension, e.g. hypercube:3")?;
            if d > 16 {
                return Err(FamilyError::TooLarge {
                    spec: shown,
                    vertices: u64::MAX,
                    edges: u64::MAX,
                    max_vertices: limits.max_vertices,
                    max_edges: limits.max_edges,
                });
            }
            (1 << d, d << d.saturating_sub(1))
        }
        "petersen" if size.is_empty() => (10, 15),
        "wheel" => {
            let n = one("a number of rim vertices, e.g. wheel:5")?;
            if n < 3 {
                return Err(bad("at least 3 rim vertices"));
            }
            (n + 1, 2 * n)
        }
        _ => return Err(FamilyError::Unknown(shown)),
    };
    if vertices > limits.max_vertices as u64 || edges > limits.max_edges as u64 {
        return Err(FamilyError::TooLarge {
            spec: shown,
            vertices,
            edges,
            max_vertices: limits.max_vertices,
            max_edges: limits.max_edges,
        });
    }
    let n = vertices as usize;
    let pairs: Vec<(usize, usize)> = match name {
        "cycle" => (0..n).map(|i| (i, (i + 1) % n)).collect(),
        "path" => (1..n).map(|i| (i - 1, i)).collect(),
        "star" => (1..n).map(|leaf| (0, leaf)).collect(),
        "complete" => (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))).collect(),
        "bipartite" => {
            let m = size.split_once(',').map_or(0, |(m, _)| m.trim().parse::<usize>().unwrap_or(0));
            (0..m).flat_map(|u| (m..n).map(move |v| (u, v))).collect()
        }
        "hypercube" => (0..n)
            .flat_map(|u| (0..n.trailing_zeros()).map(move |bit| (u, u ^ (1 << bit))))
            .filter(|&(u, v)| u < v)
            .collect(),
        "petersen" => (0..5)
            .map(|i| (i, (i + 1) % 5))
            .chain((0..5).map(|i| (i, i + 5)))
            .chain((0..5).map(|i| (5 + i, 5 + (i + 2) % 5)))
            .collect(),
        // "wheel": the rim, then the spokes.
        _ => {
            let rim = n - 1;
            (0..rim).map(|i| (i, (i + 1) % rim)).chain((0..rim).map(|i| (i, rim))).collect()
        }
    };
    let edges: Vec<_> = pairs.iter().map(|&(u, v)| json!([u, v, tokens])).collect();
    let mut value = json!({"rules": rules.name(), "vertices": n, "edges": edges});
    if rules == Rules::Walk {
        value["token"] = json!(0);
    }
    Position::from_value(&value, limits).map_err(|e| FamilyError::Unknown(format!("{shown}: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(spec: &str) -> Position {
        family(spec, Rules::Edge, 1, &Limits::DEFAULT).unwrap()
    }

    fn degrees(p: &Position) -> Vec<usize> {
        let mut d = vec![0; p.vertices];
        for e in &p.edges {
            d[e.u] += 1;
            d[e.v] += 1;
        }
        crate::sorting::sort(&mut d);
        d
    }

    #[test]
    fn families_have_their_sizes_and_degrees() {
        let cases: [(&str, usize, usize); 10] = [
            ("cycle:5", 5, 5),
            ("path:6", 6, 5),
            ("star:5", 6, 5),
            ("complete:4", 4, 6),
            ("bipartite:2,3", 5, 6),
            ("hypercube:3", 8, 12),
            ("hypercube:0", 1, 0),
            ("petersen", 10, 15),
            ("wheel:5", 6, 10),
            ("cycle:1", 1, 1),
        ];
        for (spec, v, e) in cases {
            let p = graph(spec);
            assert_eq!((p.vertices, p.edges.len()), (v, e), "{spec}");
        }
        assert!(degrees(&graph("petersen")).iter().all(|&d| d == 3));
        assert!(degrees(&graph("hypercube:4")).iter().all(|&d| d == 4));
        assert_eq!(degrees(&graph("wheel:5")), vec![3, 3, 3, 3, 3, 5]);
        assert_eq!(degrees(&graph("bipartite:2,3")), vec![2, 2, 2, 3, 3]);
        let walk = family("cycle:4", Rules::Walk, 7, &Limits::DEFAULT).unwrap();
        assert_eq!(walk.to_value()["token"], 0);
        assert!(walk.edges.iter().all(|e| e.tokens == 7));
    }

    #[test]
    fn bad_specs_say_what_is_wrong() {
        let cases = [
            ("cube:3", "unknown graph family \"cube:3\""),
            ("cycle", "needs a number of vertices"),
            ("cycle:x", "needs a number of vertices"),
            ("cycle:0", "at least 1 vertex"),
            ("bipartite:3", "two side sizes"),
            ("wheel:2", "at least 3 rim vertices"),
            ("complete:100", "4,950 edges, more than the limits"),
            ("complete:18446744073709551615", "more than the limits"),
            ("hypercube:60", "more than the limits"),
            ("petersen:3", "unknown graph family"),
        ];
        for (spec, expected) in cases {
            let error = family(spec, Rules::Edge, 1, &Limits::DEFAULT).unwrap_err().to_string();
            assert!(error.contains(expected), "{spec}: {error}");
        }
        let error = family("cycle:3", Rules::Edge, 2_000_000_000, &Limits::DEFAULT).unwrap_err().to_string();
        assert!(error.contains("tokens"), "{error}");
    }
}

//! TikZ code for a position, for course notes and papers: vertices (numbered as on the
//! page), edges with their counts (moved along their edges where they would hide one another,
//! as where two edges cross), loops, parallel edges bent apart, Walking Nim's piece, and
//! optionally a move picked out in colour. Everything written is numbers and fixed TikZ, so
//! no user text ever reaches the LaTeX source.

use std::collections::HashMap;
use std::fmt::Write;

use crate::moves::Move;
use crate::position::Position;

use super::tikz_labels::{count_positions, Anchor, Count, VERTEX_RADIUS};

/// How to draw.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TikzOptions {
    /// Vertex coordinates on the page's 800 × 560 board (y downwards), one per vertex; a
    /// circle is used when absent or of the wrong length.
    pub coordinates: Option<Vec<(f64, f64)>>,
    /// Wrap in a complete `article` document that compiles on its own.
    pub standalone: bool,
    /// A move to show: its vertex or edge and the amounts taken, in red.
    pub highlight: Option<Move>,
}

/// Board units per centimetre: the 800-unit board becomes 8 cm wide, a column's width.
const UNITS_PER_CM: f64 = 100.0;
const BOARD_HEIGHT: f64 = 560.0;

/// The position as a `tikzpicture` (or a whole document with `standalone`).
pub fn tikz(position: &Position, options: &TikzOptions) -> String {
    let points = placement(position, options.coordinates.as_deref());
    let piece = position.piece;
    let (marked_vertex, taken) = highlighted(position, options.highlight.as_ref());
    let mut out = String::new();
    if options.standalone {
        out.push_str("\\documentclass{article}\n\\usepackage{tikz}\n\\begin{document}\n");
    }
    out.push_str(
        "\\begin{tikzpicture}[\n  vertex/.style={circle, draw, minimum size=6mm, inner sep=0pt, font=\\small},\n  \
         piece/.style={vertex, fill=black, text=white},\n  count/.style={fill=white, inner sep=1pt, font=\\footnotesize},\n  \
         empty/.style={dashed, gray},\n  chosen/.style={draw=red, very thick}]\n",
    );
    for (v, &(x, y)) in points.iter().enumerate() {
        let mut style = if piece == Some(v) { "piece".to_string() } else { "vertex".to_string() };
        if marked_vertex == Some(v) {
            style.push_str(", chosen");
        }
        let _ = writeln!(out, "  \\node[{style}] (v{v}) at ({x:.2}, {y:.2}) {{{v}}};");
    }
    let centre = centroid(&points);
    let mut seen_pairs: HashMap<(usize, usize), usize> = HashMap::new();
    let pair_counts = pair_multiplicities(position);
    // Each edge's path and its count's place, then where along its edge each count goes so
    // that none hides another (tikz_labels.rs), then the edges written out.
    let mut drawn = Vec::with_capacity(position.edges.len());
    let mut counts = Vec::with_capacity(position.edges.len());
    for (index, edge) in position.edges.iter().enumerate() {
        let key = (edge.u.min(edge.v), edge.u.max(edge.v));
        let rank = *seen_pairs.entry(key).and_modify(|r| *r += 1).or_insert(0);
        let count = pair_counts[&key];
        // A marked edge reads its count and what the move leaves, "3→1" (as the page writes
        // a Walking Nim move's weight, "3 → 1"): "3−2", count and amount taken, read in a
        // paper as a difference, 3 − 2 = 1.
        let (label, characters) = match taken.get(&index) {
            Some(&amount) => {
                let left = edge.tokens.saturating_sub(amount);
                (format!("{}$\\to${left}", edge.tokens), format!("{}→{left}", edge.tokens).chars().count())
            }
            None => (edge.tokens.to_string(), edge.tokens.to_string().len()),
        };
        // A highlighted edge is red even when it is empty; otherwise empty edges are dashed,
        // as on the page.
        let style = if taken.contains_key(&index) {
            "[chosen]"
        } else if edge.tokens == 0 {
            "[empty]"
        } else {
            ""
        };
        let (from, to) = (points[key.0], points[key.1]);
        let (path, anchor) = if edge.is_loop() {
            let outward = (from.1 - centre.1).atan2(from.0 - centre.0).to_degrees();
            let (direction, half_opening) = loop_direction(outward, rank, count);
            let path = format!(
                "to[out={:.0}, in={:.0}, looseness=10, min distance=9mm]",
                direction + half_opening,
                direction - half_opening
            );
            (path, Anchor::Fixed(loop_tip(from, direction, half_opening)))
        } else {
            // Parallel edges fan out symmetrically, the bends spaced so that even many of
            // them stay below a right angle (beyond that TikZ's bends turn back on themselves).
            let spacing = if count > 1 { (140.0 / (count as f64 - 1.0)).min(30.0) } else { 0.0 };
            let bend = spacing * (rank as f64 - (count as f64 - 1.0) / 2.0);
            if bend.abs() < 0.5 {
                ("--".to_string(), Anchor::Straight(from, to))
            } else {
                // Drawn from the lower to the higher vertex (below), so the sign alone says
                // which side: parallel edges fan out symmetrically and never cross. The first
                // edge of a pair bends to the left of that direction, as the page draws it.
                let side = if bend < 0.0 { "left" } else { "right" };
                let path = format!("to[bend {side}={:.0}]", bend.abs());
                (path, Anchor::Bent(from, to, -bend.round()))
            }
        };
        counts.push(Count { anchor, characters });
        drawn.push((key, style, path, label));
    }
    let positions = count_positions(&counts, &points);
    for (((low, high), style, path, label), pos) in drawn.into_iter().zip(positions) {
        // TikZ's own default, 0.5, is left unwritten.
        let node = if (pos - 0.5).abs() < 1e-9 { "count".to_string() } else { format!("count, pos={pos}") };
        let _ = writeln!(out, "  \\draw{style} (v{low}) {path} node[{node}] {{{label}}} (v{high});");
    }
    out.push_str("\\end{tikzpicture}\n");
    if options.standalone {
        out.push_str("\\end{document}\n");
    }
    out
}

fn placement(position: &Position, coordinates: Option<&[(f64, f64)]>) -> Vec<(f64, f64)> {
    match coordinates {
        Some(points)
            if points.len() == position.vertices
                && points.iter().all(|p| p.0.is_finite() && p.1.is_finite()) =>
        {
            points.iter().map(|&(x, y)| (x / UNITS_PER_CM, (BOARD_HEIGHT - y) / UNITS_PER_CM)).collect()
        }
        _ => {
            let n = position.vertices.max(1) as f64;
            let radius = if position.vertices <= 1 { 0.0 } else { 2.5 };
            (0..position.vertices)
                .map(|i| {
                    let angle = std::f64::consts::FRAC_PI_2 - std::f64::consts::TAU * i as f64 / n;
                    (radius * angle.cos(), radius * angle.sin())
                })
                .collect()
        }
    }
}

fn centroid(points: &[(f64, f64)]) -> (f64, f64) {
    let n = points.len().max(1) as f64;
    let (x, y) = points.iter().fold((0.0, 0.0), |(a, b), p| (a + p.0, b + p.1));
    // Nudged below the centre so a lone vertex's loops point up rather than at NaN angles.
    (x / n, y / n - 1e-9)
}

/// Where the count of a loop drawn at `vertex` towards `direction` (degrees) stands: its
/// curve's middle. The loop leaves the disc's border at `direction ± half_opening` and its
/// control points lie `min distance=9mm` beyond (looseness 10 on a zero-length path gives no
/// more), so the cubic's middle, (p0 + 3 p1 + 3 p2 + p3) / 8, is this far out.
fn loop_tip(vertex: (f64, f64), direction: f64, half_opening: f64) -> (f64, f64) {
    let reach = (VERTEX_RADIUS + 0.75 * 0.9) * half_opening.to_radians().cos();
    let angle = direction.to_radians();
    (vertex.0 + reach * angle.cos(), vertex.1 + reach * angle.sin())
}

fn pair_multiplicities(position: &Position) -> HashMap<(usize, usize), usize> {
    let mut counts = HashMap::new();
    for edge in &position.edges {
        *counts.entry((edge.u.min(edge.v), edge.u.max(edge.v))).or_insert(0) += 1;
    }
    counts
}

/// Where the `rank`-th of `count` loops at one vertex points, and half its opening, in
/// degrees: the loops share a fan centred on `outward` (away from the drawing's middle), each
/// in its own sector so that no two loops overlap, in the page's order (clockwise: the page's
/// y axis points down, TikZ's up).
fn loop_direction(outward: f64, rank: usize, count: usize) -> (f64, f64) {
    let sector = (300.0 / count.max(1) as f64).min(60.0);
    let direction = outward - sector * (rank as f64 - (count as f64 - 1.0) / 2.0);
    (direction, (0.4 * sector).min(22.0))
}

/// The vertex a highlighted move marks (Edge-Nim: where it is made; Walking Nim: where the
/// piece lands, as the page rings it) and the amount per edge it takes.
fn highlighted(position: &Position, mv: Option<&Move>) -> (Option<usize>, HashMap<usize, u64>) {
    match mv {
        Some(Move::Edge(m)) => (Some(m.vertex), m.take.iter().copied().collect()),
        Some(Move::Walk(m)) => {
            let lands = position.edges.get(m.edge).zip(position.piece).map(|(edge, piece)| {
                if edge.u == piece {
                    edge.v
                } else {
                    edge.u
                }
            });
            (lands, HashMap::from([(m.edge, m.take)]))
        }
        // SetNim positions have no graph to draw, so a set move highlights nothing.
        Some(Move::Set(_)) | None => (None, HashMap::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loops_at_one_vertex_fan_out_symmetrically_without_overlapping() {
        for count in 1..=10 {
            let sectors: Vec<(f64, f64)> = (0..count).map(|rank| loop_direction(90.0, rank, count)).collect();
            // Centred on the outward direction.
            let mean = sectors.iter().map(|s| s.0).sum::<f64>() / count as f64;
            assert!((mean - 90.0).abs() < 1e-9, "{count}: {sectors:?}");
            // Clockwise, each loop in its own sector.
            for pair in sectors.windows(2) {
                let ((a, half_a), (b, half_b)) = (pair[0], pair[1]);
                assert!(b + half_b < a - half_a, "{count} loops overlap: {sectors:?}");
            }
            // The whole fan stays within a circle.
            let first = sectors[0];
            let last = sectors[count - 1];
            assert!((first.0 + first.1) - (last.0 - last.1) < 360.0, "{count}: {sectors:?}");
        }
    }

    #[test]
    fn parallel_edges_bend_as_on_the_page() {
        // The page bends the first of two parallel edges to the left of the lower vertex's
        // way to the higher one: going down from (550, 130) to (550, 430), to the east.
        let position =
            Position::from_json(r#"{"rules":"edge","vertices":2,"edges":[[0,1,4],[1,0,1]]}"#).unwrap();
        let coordinates = Some(vec![(550.0, 130.0), (550.0, 430.0)]);
        let source = tikz(&position, &TikzOptions { coordinates, ..TikzOptions::default() });
        assert!(source.contains("(v0) to[bend left=15] node[count] {4} (v1)"), "{source}");
        assert!(source.contains("(v0) to[bend right=15] node[count] {1} (v1)"), "{source}");
    }

    #[test]
    fn many_parallel_edges_bend_less_than_a_right_angle() {
        let edges: Vec<_> = (0..9).map(|_| [0, 1, 2]).collect();
        let position = Position::from_value(
            &serde_json::json!({"rules": "edge", "vertices": 2, "edges": edges}),
            &crate::position::Limits::DEFAULT,
        )
        .unwrap();
        let source = tikz(&position, &TikzOptions::default());
        let bends: Vec<i64> = source
            .lines()
            .filter_map(|line| {
                let at = line.find("bend ")?;
                let rest = &line[at + 5..];
                let sign = if rest.starts_with("left") { 1 } else { -1 };
                let digits: String =
                    rest.split('=').nth(1)?.chars().take_while(char::is_ascii_digit).collect();
                Some(sign * digits.parse::<i64>().ok()?)
            })
            .collect();
        assert_eq!(bends.len(), 8, "{source}"); // the middle one of nine is straight
        assert!(bends.iter().all(|b| b.abs() < 90), "{bends:?}");
        assert_eq!(bends.iter().sum::<i64>(), 0, "not symmetric: {bends:?}");
    }

    #[test]
    fn walking_nim_highlight_rings_where_the_piece_lands_and_empty_edges_are_dashed() {
        let position = Position::from_json(
            r#"{"rules":"walk","vertices":3,"edges":[[0,1,2],[1,2,0],[2,0,3]],"token":0}"#,
        )
        .unwrap();
        let highlight = Some(Move::from_json(r#"{"edge":2,"take":1}"#).unwrap());
        let source = tikz(&position, &TikzOptions { highlight, ..TikzOptions::default() });
        assert!(source.contains("\\node[vertex, chosen] (v2)"), "{source}");
        assert!(source.contains("\\node[piece] (v0)"), "{source}");
        assert!(source.contains("\\draw[empty] (v1) -- node[count] {0} (v2);"), "{source}");
        assert!(source.contains("\\draw[chosen] (v0) -- node[count] {3$\\to$2} (v2);"), "{source}");
    }
}

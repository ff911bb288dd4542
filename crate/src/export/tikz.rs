//! TikZ code for a position, for course notes and papers: vertices (numbered as on the
//! page), edges with their counts, loops, parallel edges bent apart, Walking Nim's piece, and
//! optionally a move picked out in colour. Everything written is numbers and fixed TikZ, so
//! no user text ever reaches the LaTeX source.

use std::collections::HashMap;
use std::fmt::Write;

use crate::moves::Move;
use crate::position::Position;

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
    let (marked_vertex, taken) = highlighted(options.highlight.as_ref());
    let mut out = String::new();
    if options.standalone {
        out.push_str("\\documentclass{article}\n\\usepackage{tikz}\n\\begin{document}\n");
    }
    out.push_str(
        "\\begin{tikzpicture}[\n  vertex/.style={circle, draw, minimum size=6mm, inner sep=0pt, font=\\small},\n  \
         piece/.style={vertex, fill=black, text=white},\n  count/.style={fill=white, inner sep=1pt, font=\\footnotesize},\n  \
         chosen/.style={draw=red, very thick}]\n",
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
    for (index, edge) in position.edges.iter().enumerate() {
        let key = (edge.u.min(edge.v), edge.u.max(edge.v));
        let rank = *seen_pairs.entry(key).and_modify(|r| *r += 1).or_insert(0);
        let label = match taken.get(&index) {
            Some(amount) => format!("{}$-${amount}", edge.tokens),
            None => edge.tokens.to_string(),
        };
        let style = if taken.contains_key(&index) { "[chosen]" } else { "" };
        let path = if edge.is_loop() {
            // Loops point away from the middle of the drawing, fanned out when there are several.
            let (x, y) = points[edge.u];
            let outward = (y - centre.1).atan2(x - centre.0).to_degrees();
            let angle = outward + 50.0 * rank as f64;
            format!("to[out={:.0}, in={:.0}, looseness=10, min distance=9mm]", angle + 22.0, angle - 22.0)
        } else {
            let count = pair_counts[&key];
            let bend = 30.0 * (rank as f64 - (count as f64 - 1.0) / 2.0);
            if bend == 0.0 {
                "--".to_string()
            } else {
                // Drawn from the lower to the higher vertex (below), so the sign alone says
                // which side: parallel edges fan out symmetrically and never cross.
                let side = if bend < 0.0 { "right" } else { "left" };
                format!("to[bend {side}={:.0}]", bend.abs())
            }
        };
        let _ = writeln!(out, "  \\draw{style} (v{}) {path} node[count] {{{label}}} (v{});", key.0, key.1);
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

fn pair_multiplicities(position: &Position) -> HashMap<(usize, usize), usize> {
    let mut counts = HashMap::new();
    for edge in &position.edges {
        *counts.entry((edge.u.min(edge.v), edge.u.max(edge.v))).or_insert(0) += 1;
    }
    counts
}

/// The vertex and the amount per edge a highlighted move takes.
fn highlighted(mv: Option<&Move>) -> (Option<usize>, HashMap<usize, u64>) {
    match mv {
        Some(Move::Edge(m)) => (Some(m.vertex), m.take.iter().copied().collect()),
        Some(Move::Walk(m)) => (None, HashMap::from([(m.edge, m.take)])),
        // SetNim positions have no graph to draw, so a set move highlights nothing.
        Some(Move::Set(_)) | None => (None, HashMap::new()),
    }
}

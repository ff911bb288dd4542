//! Where along its edge each count goes in the TikZ picture. Edges that cross at their
//! midpoints (K4 on a square, K_{m,n}, hypercubes) would stack their counts on one spot,
//! TikZ's default `pos=0.5`, hiding all but one, and the counts of many parallel edges stand
//! side by side too close; so each edge's count slides along its edge to the spot that hides
//! least: never another count, then not a vertex, then not another edge's straight line (a
//! count left at a crossing would read as the other edge's). A loop's count stays at its tip.
//! The page's board places its counts by the same preferences (`www/board/render.js`,
//! `separateLabels`); the picture files are that board's drawing, and this is the TikZ's.

/// A point on the picture, in centimetres.
type Point = (f64, f64);
/// A line from one point to another.
type Segment = (Point, Point);

/// A count's place on the picture.
pub(super) enum Anchor {
    /// On a straight edge drawn between two vertex centres: free to slide along it.
    Straight(Point, Point),
    /// On an edge from one vertex centre to another bent by so many degrees to the left of
    /// that direction (negative: to the right), TikZ's `bend left`: free to slide along it.
    Bent(Point, Point, f64),
    /// Where a loop's count stands; it stays there.
    Fixed(Point),
}

/// A count to place: where it may go and how many characters it shows.
pub(super) struct Count {
    pub anchor: Anchor,
    pub characters: usize,
}

/// Spots along its edge a count may take (TikZ's `pos`), in order of preference.
const SPOTS: [f64; 9] = [0.5, 0.4, 0.6, 0.33, 0.67, 0.27, 0.73, 0.2, 0.8];
/// A vertex's radius (the `vertex` style's `minimum size=6mm`): TikZ's `--` runs from one
/// disc's border to the other's, and `pos` is measured along that visible part.
pub(super) const VERTEX_RADIUS: f64 = 0.3;
/// A count's height and the width of one of its characters (`\footnotesize` with `inner
/// sep=1pt`), and the gap kept between two counts, in centimetres.
const COUNT_HEIGHT: f64 = 0.32;
const CHARACTER_WIDTH: f64 = 0.16;
const COUNT_PADDING: f64 = 0.07;
const GAP: f64 = 0.1;

/// `pos` for each count (0.5 for a loop's), given the vertices' centres.
pub(super) fn count_positions(counts: &[Count], vertices: &[Point]) -> Vec<f64> {
    let mut placer = Placer {
        counts,
        vertices,
        // Computed once: the lines never move, only the counts on them.
        lines: counts
            .iter()
            .enumerate()
            .filter_map(|(j, c)| match c.anchor {
                Anchor::Straight(a, b) => Some((j, visible_part(a, b))),
                Anchor::Bent(..) | Anchor::Fixed(_) => None,
            })
            .collect(),
        positions: vec![0.5; counts.len()],
        centres: counts.iter().map(|c| count_centre(c, 0.5)).collect(),
        // A loop's count is there from the start; the others as they are placed.
        placed: counts.iter().map(|c| matches!(c.anchor, Anchor::Fixed(_))).collect(),
    };
    let movable: Vec<usize> =
        (0..counts.len()).filter(|&i| !matches!(counts[i].anchor, Anchor::Fixed(_))).collect();
    // Placed in turn, then each placed again against all the others (until none moves, at
    // most four times), so that a count placed early is not stuck where a later one needs room.
    for &i in &movable {
        placer.place(i);
        placer.placed[i] = true;
    }
    for _ in 0..4 {
        let mut moved = false;
        for &i in &movable {
            moved |= placer.place(i);
        }
        if !moved {
            break;
        }
    }
    placer.positions
}

/// The counts being placed: where each is now, and what each must keep clear of.
struct Placer<'a> {
    counts: &'a [Count],
    vertices: &'a [Point],
    /// Each straight edge's visible line, with its count's index.
    lines: Vec<(usize, Segment)>,
    positions: Vec<f64>,
    centres: Vec<Point>,
    placed: Vec<bool>,
}

impl Placer<'_> {
    /// Moves count `index` to its best spot; whether it moved.
    fn place(&mut self, index: usize) -> bool {
        let count = &self.counts[index];
        let mut best = (0.5, (usize::MAX, usize::MAX, usize::MAX));
        for pos in SPOTS {
            let cost = self.cost(index, count_centre(count, pos));
            // The spots are in order of preference: a spot that hides nothing is taken.
            if cost == (0, 0, 0) {
                best = (pos, cost);
                break;
            }
            if cost < best.1 {
                best = (pos, cost);
            }
        }
        let moved = best.0 != self.positions[index];
        self.positions[index] = best.0;
        self.centres[index] = count_centre(count, best.0);
        moved
    }

    /// What count `index` hides at `at`, worst first: other counts, vertices, other lines.
    fn cost(&self, index: usize, at: Point) -> (usize, usize, usize) {
        let half = half_width(&self.counts[index]);
        let over_counts = (0..self.counts.len())
            .filter(|&j| j != index && self.placed[j])
            .filter(|&j| {
                let q = self.centres[j];
                (at.0 - q.0).abs() < half + half_width(&self.counts[j]) + GAP
                    && (at.1 - q.1).abs() < COUNT_HEIGHT + GAP
            })
            .count();
        let over_vertices = self
            .vertices
            .iter()
            .filter(|v| {
                (at.0 - v.0).abs() < half + VERTEX_RADIUS
                    && (at.1 - v.1).abs() < COUNT_HEIGHT / 2.0 + VERTEX_RADIUS
            })
            .count();
        let over_lines = self
            .lines
            .iter()
            .filter(|&&(j, segment)| {
                j != index && distance_to_segment(at, segment) < half.max(COUNT_HEIGHT / 2.0)
            })
            .count();
        (over_counts, over_vertices, over_lines)
    }
}

/// Where `count` stands at `pos`.
fn count_centre(count: &Count, pos: f64) -> Point {
    match count.anchor {
        Anchor::Fixed(point) => point,
        Anchor::Straight(a, b) => {
            let (from, to) = visible_part(a, b);
            (from.0 + pos * (to.0 - from.0), from.1 + pos * (to.1 - from.1))
        }
        Anchor::Bent(a, b, left) => {
            // TikZ's bend leaves `a` and reaches `b` at `left` degrees to the chord, its
            // control points 0.3915 of the chord's length out (looseness 1); `pos` is the
            // cubic's parameter.
            let reach = 0.3915;
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let (sin, cos) = left.to_radians().sin_cos();
            let p1 = (a.0 + reach * (cos * dx - sin * dy), a.1 + reach * (sin * dx + cos * dy));
            let p2 = (b.0 - reach * (cos * dx + sin * dy), b.1 - reach * (-sin * dx + cos * dy));
            let t = pos;
            let (w0, w1, w2, w3) =
                ((1.0 - t).powi(3), 3.0 * t * (1.0 - t).powi(2), 3.0 * t * t * (1.0 - t), t.powi(3));
            (w0 * a.0 + w1 * p1.0 + w2 * p2.0 + w3 * b.0, w0 * a.1 + w1 * p1.1 + w2 * p2.1 + w3 * b.1)
        }
    }
}

/// The part of a straight edge outside its vertices' discs.
fn visible_part(a: Point, b: Point) -> Segment {
    let length = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
    if length <= 2.0 * VERTEX_RADIUS {
        return (a, b);
    }
    let (dx, dy) = ((b.0 - a.0) / length * VERTEX_RADIUS, (b.1 - a.1) / length * VERTEX_RADIUS);
    ((a.0 + dx, a.1 + dy), (b.0 - dx, b.1 - dy))
}

fn half_width(count: &Count) -> f64 {
    (count.characters as f64 * CHARACTER_WIDTH + COUNT_PADDING) / 2.0
}

fn distance_to_segment(p: Point, (a, b): Segment) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length_squared = dx * dx + dy * dy;
    let t = if length_squared == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length_squared).clamp(0.0, 1.0)
    };
    ((p.0 - a.0 - t * dx).powi(2) + (p.1 - a.1 - t * dy).powi(2)).sqrt()
}

//! How the crate names an edge in prose: explanations, theorem texts, messages. An edge is
//! written with its ends in the order the position lists them, as the board writes it
//! ("2–0" for an edge given as `[2, 0, t]`, never "0–2"), a loop as "loop at 3", and an edge
//! that shares its ends with another (parallel edges, loops at one vertex) with its number
//! as well: "0–1 (edge 4)". Theorems walk the graph in their own order, so they name an edge
//! by the two vertices it joins; [`DrawnEdges`] turns those back into the listed order.

use crate::position::Position;

/// The ends of an edge as written: "u–v", or "loop at u" when `u == v`. The one place the
/// crate writes an edge's ends; every other name here is built on it.
pub fn ends(u: usize, v: usize) -> String {
    if u == v {
        format!("loop at {u}")
    } else {
        format!("{u}\u{2013}{v}")
    }
}

/// Edge `e` of `position` as the board names it: "1–2", "loop at 3", or "0–1 (edge 4)"
/// when another edge shares its ends.
pub fn edge_name(position: &Position, e: usize) -> String {
    match position.edges.get(e) {
        Some(edge) => {
            let twin = position
                .edges
                .iter()
                .enumerate()
                .any(|(i, other)| i != e && key(other.u, other.v) == key(edge.u, edge.v));
            numbered(ends(edge.u, edge.v), e, twin)
        }
        None => format!("edge {e}"),
    }
}

/// Edge `e` named in a sentence: "edge 1–2", "the loop at 3", or "0–1 (edge 4)" (its
/// number already says it is an edge).
pub fn edge_called(position: &Position, e: usize) -> String {
    called(edge_name(position, e))
}

fn numbered(name: String, e: usize, twin: bool) -> String {
    if twin {
        format!("{name} (edge {e})")
    } else {
        name
    }
}

fn called(name: String) -> String {
    if name.contains("(edge ") || name.starts_with("edge ") {
        name
    } else if name.starts_with("loop") {
        format!("the {name}")
    } else {
        format!("edge {name}")
    }
}

fn key(u: usize, v: usize) -> (usize, usize) {
    (u.min(v), u.max(v))
}

/// The edges of a position among some vertices, each pair of ends with the edges joining
/// them as listed (empty edges too: the board draws them), for code that knows an edge by
/// its two vertices (a theorem walking a cycle, a pile of parallel edges).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DrawnEdges {
    /// Sorted ends with every edge joining them, in listed order. A list, not a map: the
    /// graphs theorems name are small, and a map's code would ship in the page's wasm.
    pairs: Vec<((usize, usize), Vec<Listed>)>,
}

/// An edge as listed: `(edge index, u, v)`.
type Listed = (usize, usize, usize);

impl DrawnEdges {
    /// Every edge of `position`.
    pub fn of(position: &Position) -> DrawnEdges {
        DrawnEdges::listed_where(position, |_| true)
    }

    /// The edges of `position` whose both ends are among `vertices`.
    pub fn among(position: &Position, vertices: &[usize]) -> DrawnEdges {
        DrawnEdges::listed_where(position, |v| vertices.contains(&v))
    }

    fn listed_where(position: &Position, keep: impl Fn(usize) -> bool) -> DrawnEdges {
        let mut pairs: Vec<((usize, usize), Vec<Listed>)> = Vec::new();
        for (i, e) in position.edges.iter().enumerate() {
            if keep(e.u) && keep(e.v) {
                let ends = key(e.u, e.v);
                match pairs.iter_mut().find(|(k, _)| *k == ends) {
                    Some((_, edges)) => edges.push((i, e.u, e.v)),
                    None => pairs.push((ends, vec![(i, e.u, e.v)])),
                }
            }
        }
        DrawnEdges { pairs }
    }

    fn joining(&self, a: usize, b: usize) -> Option<&Vec<Listed>> {
        let ends = key(a, b);
        self.pairs.iter().find(|(k, _)| *k == ends).map(|(_, edges)| edges)
    }

    /// Whether an edge of the position joins `a` and `b` (the board draws it).
    pub fn draws(&self, a: usize, b: usize) -> bool {
        self.joining(a, b).is_some()
    }

    /// The ends of the edge joining `a` and `b` in the order the position lists the first
    /// such edge ("2–0" even when asked for 0 and 2); as asked when no edge joins them (a
    /// theorem's missing edge, which the board does not draw).
    pub fn between(&self, a: usize, b: usize) -> String {
        match self.joining(a, b).and_then(|edges| edges.first()) {
            Some(&(_, u, v)) => ends(u, v),
            None => ends(a, b),
        }
    }

    /// A pile made of the edges `edges` (all with the same ends) named in a sentence: one
    /// edge as [`edge_called`] names it; several as "the parallel edges 0–1 (edges 0 and 4)"
    /// or "the loops at 2 (edges 1 and 3)".
    pub fn pile_called(&self, edges: &[usize]) -> String {
        let Some((u, v)) = edges.first().and_then(|&e| self.listed(e)) else {
            return edges.first().map_or_else(String::new, |e| format!("edge {e}"));
        };
        let joining = self.joining(u, v).map_or(0, Vec::len);
        if let [e] = edges {
            return called(numbered(ends(u, v), *e, joining > 1));
        }
        let numbers: Vec<String> = edges.iter().map(usize::to_string).collect();
        let (last, rest) = numbers.split_last().expect("several edges");
        let which = format!("edges {} and {last}", rest.join(", "));
        if u == v {
            format!("the loops at {u} ({which})")
        } else {
            format!("the parallel edges {} ({which})", self.between(u, v))
        }
    }

    fn listed(&self, e: usize) -> Option<(usize, usize)> {
        self.pairs.iter().flat_map(|(_, edges)| edges).find(|&&(i, _, _)| i == e).map(|&(_, u, v)| (u, v))
    }
}

//! How the crate names an edge in prose: explanations, theorem texts, messages. An edge is
//! written with its ends in the order the position lists them, as the board writes it
//! ("2–0" for an edge given as `[2, 0, t]`, never "0–2"), a loop as "loop at vertex 3" (as the page names it), and an edge
//! that shares its ends with another (parallel edges, loops at one vertex) with its number
//! as well: "0–1 (edge 4)". Theorems walk the graph in their own order, so they name an edge
//! by the two vertices it joins; [`DrawnEdges`] turns those back into the listed order.
//!
//! It also writes the counts those sentences give (tokens, weights, totals, heap sizes,
//! Grundy values, numbers of positions or moves, limits) as the page does, grouped with
//! commas: [`Count`], "1,000,000,005". Vertex and edge numbers, line and character numbers,
//! and text that tools read back (JSON fields, CSV and table rows, position and move text,
//! TikZ and LaTeX exports, the graph's edit text) are written plainly.

use std::fmt;

use crate::position::Position;

/// A count written for people, grouped in threes with commas as en-US writes it and as the
/// page does: `Count(1000000005)` shows "1,000,000,005", `Count(999)` "999". Every count
/// the crate puts in a sentence goes through it (or [`WideCount`]); not for vertex or edge
/// numbers, nor for text that tools read back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count(pub u64);

/// A sum of counts that may pass `u64` (two edges' tokens together), grouped as [`Count`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WideCount(pub u128);

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        grouped(u128::from(self.0), f)
    }
}

impl fmt::Display for WideCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        grouped(self.0, f)
    }
}

/// The one loop that writes a count's digits in groups of three, from the last digit back.
fn grouped(mut n: u128, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    // u128::MAX has 39 digits, so 12 commas.
    let mut text = [0u8; 51];
    let mut at = text.len();
    let mut digits = 0;
    loop {
        if digits > 0 && digits % 3 == 0 {
            at -= 1;
            text[at] = b',';
        }
        at -= 1;
        text[at] = b'0' + (n % 10) as u8;
        digits += 1;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    f.pad(std::str::from_utf8(&text[at..]).unwrap_or_default())
}

/// A count of something written with its noun, "1 token", "3 tokens", "1,000 positions":
/// `noun` is the singular, and the plural adds an "s".
pub fn counted(n: u64, noun: &str) -> String {
    format!("{} {noun}{}", Count(n), if n == 1 { "" } else { "s" })
}

/// The ends of an edge as written: "u–v", or "loop at vertex u" when `u == v`. The one place the
/// crate writes an edge's ends; every other name here is built on it.
pub fn ends(u: usize, v: usize) -> String {
    if u == v {
        format!("loop at vertex {u}")
    } else {
        format!("{u}\u{2013}{v}")
    }
}

/// Edge `e` of `position` as the board names it: "1–2", "loop at vertex 3", or "0–1 (edge 4)"
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

/// Edge `e` named in a sentence: "edge 1–2", "the loop at vertex 3", or "0–1 (edge 4)" (its
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
    /// or "the loops at vertex 2 (edges 1 and 3)".
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
            format!("the loops at vertex {u} ({which})")
        } else {
            format!("the parallel edges {} ({which})", self.between(u, v))
        }
    }

    fn listed(&self, e: usize) -> Option<(usize, usize)> {
        self.pairs.iter().flat_map(|(_, edges)| edges).find(|&&(i, _, _)| i == e).map(|&(_, u, v)| (u, v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_in_threes() {
        let shown = |n: u64| Count(n).to_string();
        assert_eq!(shown(0), "0");
        assert_eq!(shown(7), "7");
        assert_eq!(shown(999), "999");
        assert_eq!(shown(1000), "1,000");
        assert_eq!(shown(62_208_000), "62,208,000");
        assert_eq!(shown(1_234_567), "1,234,567");
        assert_eq!(shown(1_000_000_005), "1,000,000,005");
        assert_eq!(shown(u64::MAX), "18,446,744,073,709,551,615");
        assert_eq!(format!("[{:>7}]", Count(1234)), "[  1,234]");
        assert_eq!(WideCount(u128::from(u64::MAX) * 2).to_string(), "36,893,488,147,419,103,230");
        assert_eq!(counted(1, "token"), "1 token");
        assert_eq!(counted(1000, "token"), "1,000 tokens");
    }
}

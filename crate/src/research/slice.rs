//! A two-dimensional slice of a box: the values of every position where two chosen edges
//! (the axes) take each count from 0 to their tops and every other edge keeps its count.
//! This is what the page's explorer draws as a heat map.
//!
//! A position's value depends on every position below it, so the slice needs the exact
//! table of the whole box below its top corner: the position with the two axes raised (or
//! lowered) to their tops. The table is the [`BoxTable`] of that box, Grundy values when
//! the box fits the Grundy budget, else outcomes.

use crate::position::{Play, Position, Rules};
use crate::research::scan::{box_states, counts, BoxTable};
use crate::solver::table::{Budget, Progress, TableError};
use crate::words::Count;

/// Most counts per axis (0 ..= `MAX_AXIS_COUNT`): a slice is at most 2001 × 2001 cells,
/// about as many as a screen shows.
pub const MAX_AXIS_COUNT: u64 = 2000;

/// The cells of a slice, row by row: `values[j * width + i]` is the position with count `i`
/// on the first axis and `j` on the second.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slice {
    /// The two axes (edge or pile indices).
    pub axes: [usize; 2],
    /// The top count of each axis (the slice runs from 0 to it).
    pub tops: [u64; 2],
    /// Whether `values` are Grundy values (else 0 = P, 1 = N).
    pub grundy: bool,
    /// Positions in the box the table was built over.
    pub box_states: u64,
    /// One value per cell, row by row (first axis fastest).
    pub values: Vec<u32>,
}

impl Slice {
    /// Cells per row (counts of the first axis).
    pub fn width(&self) -> usize {
        self.tops[0] as usize + 1
    }

    /// Rows (counts of the second axis).
    pub fn height(&self) -> usize {
        self.tops[1] as usize + 1
    }
}

/// Why no slice was made.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SliceError {
    /// An axis names no edge, or both axes are the same edge.
    #[error("{0}")]
    Axes(String),
    /// A top count is over [`MAX_AXIS_COUNT`].
    #[error("an axis can go up to {}, not {}", Count(MAX_AXIS_COUNT), Count(*.0))]
    TooLong(u64),
    /// The piece is not a vertex (Walking Nim).
    #[error("the piece is on vertex {0}, which the graph does not have")]
    Piece(usize),
    /// The box is over the budget, or the build was cancelled.
    #[error("{0}")]
    Table(#[from] TableError),
}

/// The position whose box the slice needs: `position` with the axes' counts set to `tops`.
pub fn top_corner(position: &Position, axes: [usize; 2], tops: [u64; 2]) -> Position {
    let mut top = position.clone();
    for (&axis, &count) in axes.iter().zip(&tops) {
        match &mut top.set_game {
            Some(game) => game.piles[axis] = count,
            None => top.edges[axis].tokens = count,
        }
    }
    top
}

/// The slice of the box below `position` along `axes`, from 0 to `tops` on each; for
/// Walking Nim `piece` is where the piece stands (the box covers every vertex, so any one
/// can be shown). Grundy values when the box has at most `max_grundy_states` positions (and
/// the play is normal), else outcomes.
pub fn box_slice(
    position: &Position,
    axes: [usize; 2],
    tops: [u64; 2],
    piece: Option<usize>,
    max_grundy_states: u64,
    budget: &Budget,
    progress: &mut impl Progress,
) -> Result<Slice, SliceError> {
    let edges = counts(position).len();
    if let Some(&bad) = axes.iter().find(|&&a| a >= edges) {
        return Err(SliceError::Axes(format!(
            "there is no edge {bad} (the graph has {})",
            Count(edges as u64)
        )));
    }
    if axes[0] == axes[1] {
        return Err(SliceError::Axes("the two axes must be different edges".into()));
    }
    if let Some(&top) = tops.iter().find(|&&t| t > MAX_AXIS_COUNT) {
        return Err(SliceError::TooLong(top));
    }
    let piece = match position.rules {
        Rules::Walk => {
            let v = piece.unwrap_or_else(|| position.piece_vertex());
            if v >= position.vertices {
                return Err(SliceError::Piece(v));
            }
            Some(v)
        }
        _ => None,
    };
    let top = top_corner(position, axes, tops);
    let states = box_states(&top);
    let grundy = position.play == Play::Normal && states.is_some_and(|s| s <= max_grundy_states);
    let table = BoxTable::build(&top, grundy, budget, progress)?;
    let mut tokens = counts(&top);
    let mut values = Vec::with_capacity((tops[0] as usize + 1) * (tops[1] as usize + 1));
    for j in 0..=tops[1] {
        tokens[axes[1]] = j;
        for i in 0..=tops[0] {
            tokens[axes[0]] = i;
            let (is_p, value) = table.value(piece, &tokens).unwrap_or((false, None));
            values.push(match value {
                Some(g) if grundy => u32::try_from(g).unwrap_or(u32::MAX),
                _ => u32::from(!is_p),
            });
        }
    }
    Ok(Slice { axes, tops, grundy, box_states: table.states(), values })
}

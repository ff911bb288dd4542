//! Positions out of the playground and back: an editable text form of the graph (synced both
//! ways with the drawing on the page) and TikZ code for course notes and papers. Pixels (SVG,
//! PNG) are the page's business; these are the formats a person edits or typesets.

pub mod text;
pub mod tikz;
mod tikz_labels;

pub use text::{format_graph_text, parse_graph_text, LineError};
pub use tikz::{tikz, TikzOptions};

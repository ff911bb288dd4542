//! The research workbench: plain library functions behind `graphnim certificate`, `table`,
//! `check` and `sweep`, usable from the wasm as well as from the command line.
//!
//! * [`expr`]: integer formulas over edge counts (`a == c && b == d`, `a ^ b ^ c == 0`).
//! * [`scan`]: the exact value of every position of the box below a position, and the check
//!   of "P exactly when a formula holds" over it.
//! * [`orbits`]: positions up to the graph's symmetries ([`set_orbits`]: SetNim's).
//! * [`certificate`]: why a position has its value, option by option.
//! * [`slice`](mod@slice): the values over two edges' counts, the others fixed (the page's explorer).
//! * [`table_text`]: the box's table as `graphnim table` prints it (CSV, JSON lines, LaTeX).
//! * [`sweep`]: one family member's row of `graphnim sweep`.

pub mod certificate;
pub mod expr;
pub mod orbits;
pub mod scan;
pub mod set_orbits;
pub mod slice;
pub mod sweep;
pub mod table_text;

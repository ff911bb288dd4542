//! Exact solving: decomposition, theorem fast paths, table engines.

pub mod table;
pub mod walk_table;

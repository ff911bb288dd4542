//! The library's tests, one module per subject, built as one test binary: each binary of its
//! own compiled the solver's generic code again and linked the library again, which made
//! building them most of `cargo test`'s time. Run one subject with a name filter, e.g.
//! `cargo test -p graphnim --test engine robustness::`.
//!
//! `common` builds positions and draws random ones; `reference` is the plain brute force
//! every fast path is checked against.

mod common;
mod reference;

mod edge_names;
mod export;
mod grouped_counts;
mod hint_fastest;
mod maxflow;
mod move_count;
// Needs the rayon tables (the CLI turns the feature on in `cargo test --workspace`).
#[cfg(feature = "parallel")]
mod parallel_tables;
mod puzzle;
mod research;
mod research_slice;
mod research_sweep;
mod robustness;
mod setnim_solver;
mod solver_vs_reference;
mod table_engine;
mod theory_edge;
mod theory_mirror;
mod theory_setnim;
mod theory_text;
mod theory_walk;
mod walk_table_engine;

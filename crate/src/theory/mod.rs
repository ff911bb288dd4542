//! Known theorems used as fast paths, one file per family, each citing its source.
//!
//! Every function here is pure, allocation-light and answers in time independent of the
//! token counts (except where documented), so it can run inside the browser on any input.

pub mod cycles;
pub mod maxflow;
pub mod mirror;
pub mod nim;
pub mod outcome;
pub mod setnim;
pub mod tetrahedron;
pub mod walk;
pub mod walk_cycle;
pub mod walk_fukuyama;
pub mod walk_tree;
pub mod walk_unit;

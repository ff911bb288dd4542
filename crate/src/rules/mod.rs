//! Move legality and application for both rule sets.

pub mod edge;
pub mod walk;

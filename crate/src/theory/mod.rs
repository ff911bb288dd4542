//! Known theorems used as fast paths, one file per family, each citing its source.

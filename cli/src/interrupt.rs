//! Ctrl-C (SIGINT) as a request to stop, for commands that stream rows: the handler only
//! sets a flag, and the command checks it between rows, so every line it has written is
//! complete and flushed, and its progress bar is cleared, before it exits with status 130.
//! Commands that do not install it keep the default (the process ends at once).

use std::sync::atomic::{AtomicBool, Ordering};

use crate::Failure;

static REQUESTED: AtomicBool = AtomicBool::new(false);

/// The exit status after an interruption (128 + SIGINT, as shells report it).
pub const EXIT_STATUS: u8 = 130;

/// Installs the handler (once per process).
pub fn catch() -> Result<(), Failure> {
    ctrlc::set_handler(|| REQUESTED.store(true, Ordering::Relaxed))
        .map_err(|e| Failure(format!("cannot catch Ctrl-C: {e}")))
}

/// Whether Ctrl-C has been pressed since [`catch`].
pub fn requested() -> bool {
    REQUESTED.load(Ordering::Relaxed)
}

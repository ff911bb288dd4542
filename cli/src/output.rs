//! Row output shared by `table`, `check` and `sweep`: stdout written in batches and flushed
//! after each, so an interrupted run (Ctrl-C) keeps every row already shown, and a closed
//! pipe (`| head`) ends the run quietly instead of failing.

use std::io::{BufWriter, ErrorKind, StdoutLock, Write};

use crate::Failure;

/// Rows kept in memory before a flush.
const BATCH: usize = 256;

/// Buffered stdout flushed every [`BATCH`] rows.
pub struct Rows {
    out: BufWriter<StdoutLock<'static>>,
    pending: usize,
    /// Set once the reader has gone away; further rows are dropped.
    pub closed: bool,
}

impl Rows {
    pub fn new() -> Self {
        Rows { out: BufWriter::new(std::io::stdout().lock()), pending: 0, closed: false }
    }

    /// Writes one line (without its newline).
    pub fn line(&mut self, text: &str) -> Result<(), Failure> {
        if self.closed {
            return Ok(());
        }
        // One write per line, newline included: the buffer then only ever holds whole lines,
        // so whatever reaches stdout when it fills (or at an interruption) is whole lines.
        let mut line = String::with_capacity(text.len() + 1);
        line.push_str(text);
        line.push('\n');
        let result = self.out.write_all(line.as_bytes());
        self.pending += 1;
        let result = result.and_then(|()| if self.pending >= BATCH { self.flush_now() } else { Ok(()) });
        self.handle(result)
    }

    /// Flushes now (at the end, or after a row that took long to compute).
    pub fn flush(&mut self) -> Result<(), Failure> {
        let result = self.flush_now();
        self.handle(result)
    }

    fn flush_now(&mut self) -> std::io::Result<()> {
        self.pending = 0;
        self.out.flush()
    }

    fn handle(&mut self, result: std::io::Result<()>) -> Result<(), Failure> {
        match result {
            Err(e) if e.kind() == ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(())
            }
            Err(e) => Err(Failure(e.to_string())),
            Ok(()) => Ok(()),
        }
    }
}

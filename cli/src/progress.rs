//! A progress bar on stderr for long table builds and scans (hidden when stderr is not a
//! terminal, so scripts and tests see clean output).

use indicatif::{ProgressBar, ProgressStyle};

/// A bar for `total` units of work named `what`.
pub fn bar(total: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} ({eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_message(what.to_string());
    bar
}

/// A table-build progress callback driving `bar`; it cancels the build after Ctrl-C when the
/// command catches it ([`crate::interrupt`]).
pub fn ticks(bar: &ProgressBar) -> graphnim::solver::table::FnProgress<impl FnMut(u64, u64) -> bool + '_> {
    graphnim::solver::table::FnProgress(move |done, total| {
        bar.set_length(total);
        bar.set_position(done);
        !crate::interrupt::requested()
    })
}

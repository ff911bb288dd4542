#!/usr/bin/env bash
# The Python package's tests: a virtual environment under target/, `pip install ./python`
# (maturin builds the extension with this machine's cargo) plus the test dependencies, then
# pytest in python/tests (the CLI comparison, tables, errors, Ctrl-C, sweeps on Dask, the
# docs' examples and the JupyterLab board in Chromium). Run by scripts/test.sh.
#   PY_INSTALL_ONLY=1  only build and install (test.sh runs this in the background, at low
#                      priority, beside the browser tests)
#   PY_TESTS_ONLY=1    only run pytest in the environment installed before
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

VENV="${GRAPHNIM_PY_VENV:-$ROOT/target/python-venv}"
install_package() {
  # The board's front end, packed into the package: the page's files and its wasm.
  [ -f www/pkg/graphnim_bg.wasm ] || bash scripts/build-wasm.sh
  bash scripts/build-python-board.sh

  [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
  # The pins' floors are the package's extras ([project.optional-dependencies] test).
  "$VENV/bin/pip" install --quiet --upgrade pip
  # The tests check what the extension does, not its speed: built without the release profile's
  # link-time optimisation (python/Cargo.toml's, for the published wheels), the compile takes a
  # fraction of the time on 2 cores; CARGO_TARGET_DIR keeps it for the next run.
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_TARGET_DIR="$ROOT/target/python-ext" \
    "$VENV/bin/pip" install --quiet "./python[test]"
}
[ -n "${PY_TESTS_ONLY:-}" ] || install_package
[ -z "${PY_INSTALL_ONLY:-}" ] || exit 0

# The CLI the tests compare with: the test command's cargo test (profile quick-release) has
# built it.
export GRAPHNIM_CLI="${GRAPHNIM_CLI:-$ROOT/target/quick-release/graphnim}"
[ -x "$GRAPHNIM_CLI" ] || cargo build --profile quick-release --quiet -p graphnim-cli
cd python
rc=0
"$VENV/bin/pytest" -q -rA --durations=5 || rc=$?
# Exit status 5 is pytest's "no tests collected": a broken test tree, not a pass.
[ "$rc" -ne 5 ] || die "pytest collected no tests in python/tests"
exit "$rc"

#!/usr/bin/env bash
# Install everything the build, serve and test scripts need; skip whatever is present.
# Safe to run again (idempotent); needs root (or sudo) only when apt packages are missing.
#
#   * Debian packages: the wasm toolchain (rustc-web, cargo-web, rust-web-src, rust-web-llvm,
#     lld-22) unless rustup already has the wasm32 target; chromium + chromium-driver for
#     the browser tests, and chromium-headless-shell (the same Chromium without its window
#     layer: the browser tests' pages run in it with half the CPU); nodejs/npm if node is
#     missing.
#   * wasm-bindgen-cli at exactly the wasm-bindgen version in Cargo.lock (cargo install).
#   * npm devDependencies (playwright-core, binaryen, prettier, eslint, axe-core) from
#     package-lock.json (npm ci).
#   * TeX with TikZ (texlive-latex-base, texlive-pictures; no recommends, ~40 s) so the test
#     of the TikZ export compiles its output; without it that test checks structure only.
#
# Environment knobs:
#   SKIP_BROWSER=1     do not install chromium (build/serve only)
#   SKIP_TEX=1         do not install TeX (the TikZ test then checks structure only)
#   TRY_RUSTUP_WASM=1  first try `rustup target add wasm32-unknown-unknown` (60 s timeout);
#                      off by default: on the project's machines rustup's download server
#                      is unreachable and the command just hangs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
export DEBIAN_FRONTEND=noninteractive
t_start=$(now)

# ---------------------------------------------------------------- apt packages
dpkg_installed() {
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; fi
fi

apt_updated=0
apt_install() {
  # Installs the given Debian packages; runs `apt-get update` at most once per run.
  command -v apt-get >/dev/null 2>&1 || die "apt-get not found; install manually: $*"
  if [ "$apt_updated" = 0 ]; then
    log "apt-get update"
    $SUDO apt-get update -q
    apt_updated=1
  fi
  log "apt-get install $*"
  $SUDO apt-get install -y -q "$@" </dev/null
}

# ---------------------------------------------------------------- native Rust toolchain
# Native tests and `cargo install` use the machine's normal (rustup) toolchain. If there is
# none, Debian's cargo in /usr/bin is used instead (it is on PATH).
command -v cargo >/dev/null 2>&1 || die "no cargo on PATH"
# The test command checks formatting and lints; both ship with rustup's default profile.
cargo fmt --version >/dev/null 2>&1 || die "cargo fmt (rustfmt) missing: rustup component add rustfmt"
cargo clippy --version >/dev/null 2>&1 || die "cargo clippy missing: rustup component add clippy"

# ---------------------------------------------------------------- wasm-bindgen-cli (started)
# At exactly the version in Cargo.lock, compiled from source (2-3 minutes on 2 cores): started
# first, in the background, while apt fetches and unpacks the packages below (network and
# disk more than CPU); waited for after them. No --locked: the registry mirror lacks some of
# the versions pinned in its lock file.
wb_want="$(wasm_bindgen_version)"
wb_have=""
if command -v wasm-bindgen >/dev/null 2>&1; then
  wb_have="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" || wb_have=""
fi
wb_pid=""
if [ "$wb_have" != "$wb_want" ]; then
  wb_log="$(mktemp)"
  t_wb=$(now)
  log "cargo install wasm-bindgen-cli --version $wb_want, in the background (have: ${wb_have:-none})"
  # Only the wasm-bindgen program: the package's test runner and wasm2es6js are not used here.
  cargo install wasm-bindgen-cli --version "$wb_want" --bin wasm-bindgen --force </dev/null >"$wb_log" 2>&1 &
  wb_pid=$!
fi
# A failure before it is waited for stops it too.
trap 'if [ -n "${wb_pid:-}" ]; then kill "$wb_pid" 2>/dev/null || true; fi' EXIT

# Rust toolchain for wasm32.
if [ -n "${TRY_RUSTUP_WASM:-}" ] && ! rustup_has_wasm32 && command -v rustup >/dev/null 2>&1; then
  log "trying rustup target add wasm32-unknown-unknown (60 s limit)"
  if timeout 60 rustup target add wasm32-unknown-unknown </dev/null; then
    ok "rustup wasm32 target installed"
  else
    warn "rustup could not add the target; using Debian's toolchain + build-std"
  fi
fi

want_pkgs=()
if rustup_has_wasm32; then
  ok "rustup has the wasm32-unknown-unknown target: Debian's wasm toolchain not needed"
else
  # rustc-web 1.96 + its std source, built with -Zbuild-std; rust-lld (rust-web-llvm, which
  # links to lld-22's binary) is the wasm linker rustc calls.
  want_pkgs+=(rustc-web cargo-web rust-web-src rust-web-llvm lld-22)
fi
if [ -z "${SKIP_BROWSER:-}" ]; then
  want_pkgs+=(chromium chromium-driver chromium-headless-shell)
fi
command -v node >/dev/null 2>&1 || want_pkgs+=(nodejs)
command -v npm >/dev/null 2>&1 || want_pkgs+=(npm)

missing=()
for p in "${want_pkgs[@]}"; do dpkg_installed "$p" || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  t=$(now)
  apt_install "${missing[@]}"
  ok "apt packages installed ($(( $(now) - t ))s)"
else
  ok "apt packages present: ${want_pkgs[*]}"
fi

if ! rustup_has_wasm32; then
  debian_wasm_ready || die "Debian's wasm toolchain is incomplete (/usr/bin/cargo, /usr/bin/rustc, /usr/bin/rust-lld, /usr/lib/rustlib/src/rust/library)"
  ok "wasm toolchain: $(/usr/bin/rustc --version) with std source (build-std)"
fi
if [ -z "${SKIP_BROWSER:-}" ]; then
  [ -x /usr/bin/chromium ] || die "/usr/bin/chromium missing after install"
  [ -x /usr/lib/chromium/chromium-headless-shell ] ||
    die "/usr/lib/chromium/chromium-headless-shell missing after install"
fi

# TeX for the TikZ export test, without recommends (the full set is gigabytes).
if [ -z "${SKIP_TEX:-}" ] && [ -z "${SKIP_BROWSER:-}" ] && ! { dpkg_installed texlive-latex-base && dpkg_installed texlive-pictures; }; then
  if [ "$apt_updated" = 0 ]; then log "apt-get update"; $SUDO apt-get update -q; apt_updated=1; fi
  t=$(now)
  log "apt-get install --no-install-recommends texlive-latex-base texlive-pictures"
  $SUDO apt-get install -y -q --no-install-recommends texlive-latex-base texlive-pictures </dev/null
  ok "TeX installed ($(( $(now) - t ))s)"
fi

# ---------------------------------------------------------------- npm devDependencies
npm_stamp="node_modules/.package-lock.json"
if [ -f "$npm_stamp" ] && [ "$npm_stamp" -nt package-lock.json ] && [ "$npm_stamp" -nt package.json ] &&
   [ -x node_modules/.bin/wasm-opt ] && [ -d node_modules/playwright-core ]; then
  ok "npm packages up to date"
else
  t=$(now)
  log "npm ci (playwright-core, binaryen)"
  # Playwright must not try to download its own browsers: we use Debian's chromium.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund </dev/null
  ok "npm packages installed ($(( $(now) - t ))s)"
fi

# ---------------------------------------------------------------- wasm-bindgen-cli (waited for)
# Started above, in the background (npm ci too ran beside it); its build's output is shown
# only if it fails.
if [ -z "$wb_pid" ]; then
  ok "wasm-bindgen-cli $wb_have present"
else
  if ! wait "$wb_pid"; then
    wb_pid=""
    tail -n 40 "$wb_log" >&2
    die "cargo install wasm-bindgen-cli --version $wb_want failed (its last lines above)"
  fi
  wb_pid=""
  hash -r
  wb_have="$(wasm-bindgen --version | awk '{print $2}')"
  [ "$wb_have" = "$wb_want" ] || die "installed wasm-bindgen is $wb_have, wanted $wb_want (is ~/.cargo/bin first on PATH?)"
  ok "wasm-bindgen-cli $wb_have installed ($(( $(now) - t_wb ))s, beside the packages)"
fi

ok "setup complete ($(( $(now) - t_start ))s)"

# Shared helpers for the project's scripts. Source it: `source "$(dirname "$0")/lib.sh"`.
# Sets ROOT (repo root) and cds there.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# rustup's shims (native toolchain) first; Debian's /usr/bin/cargo is only put first
# inside the wasm build (see build-wasm.sh).
# Also where `cargo install` puts wasm-bindgen, so add it even before it exists.
case ":$PATH:" in *":$HOME/.cargo/bin:"*) ;; *) export PATH="$HOME/.cargo/bin:$PATH" ;; esac

if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then
  _c_blue=$'\033[1;34m' _c_green=$'\033[1;32m' _c_yellow=$'\033[1;33m' _c_red=$'\033[1;31m' _c_off=$'\033[0m'
else
  _c_blue="" _c_green="" _c_yellow="" _c_red="" _c_off=""
fi
log()  { printf '%s==>%s %s\n' "$_c_blue" "$_c_off" "$*"; }
ok()   { printf '%s ok%s %s\n' "$_c_green" "$_c_off" "$*"; }
warn() { printf '%swarn%s %s\n' "$_c_yellow" "$_c_off" "$*" >&2; }
die()  { printf '%serror%s %s\n' "$_c_red" "$_c_off" "$*" >&2; exit 1; }

# Seconds since the epoch, for timings.
now() { date +%s; }

# Version of a package as recorded in Cargo.lock, e.g. `lock_version wasm-bindgen`.
lock_version() {
  awk -v name="$1" '
    $0 == "[[package]]" { inpkg = 1; found = 0; next }
    inpkg && $0 == "name = \"" name "\"" { found = 1; next }
    inpkg && found && $1 == "version" { gsub(/"/, "", $3); print $3; exit }
  ' Cargo.lock
}

# Version pinned in crate/Cargo.toml (`wasm-bindgen = "=0.2.130"`), fallback when no lock.
pinned_version() {
  sed -n "s/^$1 *= *\"=\\{0,1\\}\\([0-9][0-9.]*\\)\".*/\\1/p" crate/Cargo.toml | head -n1
}

wasm_bindgen_version() {
  local v=""
  [ -f Cargo.lock ] && v="$(lock_version wasm-bindgen)"
  [ -n "$v" ] || v="$(pinned_version wasm-bindgen)"
  [ -n "$v" ] || die "cannot find the wasm-bindgen version in Cargo.lock or crate/Cargo.toml"
  printf '%s\n' "$v"
}

# Does rustup (the normal toolchain) already have the wasm32 std? Cheap, no network.
rustup_has_wasm32() {
  command -v rustup >/dev/null 2>&1 &&
    rustup target list --installed 2>/dev/null | grep -qx 'wasm32-unknown-unknown'
}

# The Debian toolchain route (rustc-web + std source + rust-lld) is usable.
debian_wasm_ready() {
  [ -x /usr/bin/cargo ] && [ -x /usr/bin/rustc ] && [ -x /usr/bin/rust-lld ] &&
    [ -d /usr/lib/rustlib/src/rust/library/std ]
}

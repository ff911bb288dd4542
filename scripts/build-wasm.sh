#!/usr/bin/env bash
# Build the graphnim crate for wasm32 (release), generate the JS glue with wasm-bindgen
# into www/pkg/, shrink the .wasm with wasm-opt -Oz and print its sizes.
#
# Toolchain route (see shared notes wasm-toolchain.md):
#   * rustup's wasm32-unknown-unknown target, when it is already installed; else
#   * Debian's rustc-web/cargo-web 1.96 + rust-web-src, building std from source with
#     -Zbuild-std (RUSTC_BOOTSTRAP=1), linker rust-lld from lld-22.
# Force one with WASM_TOOLCHAIN=rustup|debian. The build uses its own target dir
# (target/wasm) so native builds and tests are not invalidated.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

OUT_DIR="www/pkg"
export CARGO_TARGET_DIR="$ROOT/target/wasm"
TARGET=wasm32-unknown-unknown
t0=$(now)

route="${WASM_TOOLCHAIN:-}"
if [ -z "$route" ]; then
  if rustup_has_wasm32; then route=rustup; else route=debian; fi
fi

log "building crate graphnim for $TARGET (release, toolchain route: $route)"
case "$route" in
  rustup)
    cargo build --release --lib -p graphnim --target "$TARGET"
    ;;
  debian)
    debian_wasm_ready || die "Debian wasm toolchain missing: run bash scripts/setup.sh"
    # Debian's cargo/rustc (1.96, with std source) must win over rustup's shims.
    PATH="/usr/bin:$PATH" RUSTC_BOOTSTRAP=1 \
      cargo build --release --lib -p graphnim --target "$TARGET" \
        -Zbuild-std=std,panic_abort
    ;;
  *) die "WASM_TOOLCHAIN must be rustup or debian, not '$route'" ;;
esac
t1=$(now)
ok "cargo build ($(( t1 - t0 ))s)"

WASM_IN="$CARGO_TARGET_DIR/$TARGET/release/graphnim.wasm"
[ -f "$WASM_IN" ] || die "expected $WASM_IN after the build"

want="$(wasm_bindgen_version)"
command -v wasm-bindgen >/dev/null 2>&1 || die "wasm-bindgen not found: run bash scripts/setup.sh"
have="$(wasm-bindgen --version | awk '{print $2}')"
[ "$have" = "$want" ] || die "wasm-bindgen CLI is $have but Cargo.lock has $want: run bash scripts/setup.sh"

log "wasm-bindgen $have --target web -> $OUT_DIR/"
rm -rf "$OUT_DIR"
wasm-bindgen --target web --no-typescript --out-dir "$OUT_DIR" "$WASM_IN"
t2=$(now)
ok "wasm-bindgen ($(( t2 - t1 ))s)"

WASM_OUT="$OUT_DIR/graphnim_bg.wasm"
raw_before=$(stat -c %s "$WASM_OUT")
WASM_OPT="$ROOT/node_modules/.bin/wasm-opt"
if [ "${SKIP_WASM_OPT:-0}" = 1 ]; then
  warn "SKIP_WASM_OPT=1: not optimising"
elif [ -x "$WASM_OPT" ]; then
  log "wasm-opt -Oz (binaryen from npm)"
  # Rust 1.96 emits these post-MVP features by default; wasm-opt must accept them.
  "$WASM_OPT" -Oz \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-multivalue --enable-reference-types \
    "$WASM_OUT" -o "$WASM_OUT.opt"
  mv "$WASM_OUT.opt" "$WASM_OUT"
  ok "wasm-opt ($(( $(now) - t2 ))s)"
else
  die "$WASM_OPT missing: run bash scripts/setup.sh (npm ci), or set SKIP_WASM_OPT=1"
fi

raw=$(stat -c %s "$WASM_OUT")
gz=$(gzip -9 -c "$WASM_OUT" | wc -c)
js_raw=$(stat -c %s "$OUT_DIR/graphnim.js")
printf '    %-22s %9s bytes (before wasm-opt: %s)\n' "graphnim_bg.wasm raw" "$raw" "$raw_before"
printf '    %-22s %9s bytes\n' "graphnim_bg.wasm gzip" "$gz"
printf '    %-22s %9s bytes\n' "graphnim.js raw" "$js_raw"
ok "wasm build done in $(( $(now) - t0 ))s -> $OUT_DIR/"

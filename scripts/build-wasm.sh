#!/usr/bin/env bash
# Build the graphnim crate for wasm32 (release) twice: the playground's module
# (www/pkg/graphnim.js + graphnim_bg.wasm) and, with the `tools` feature, the teaching and
# research module loaded on demand (graphnim_tools.js + graphnim_tools_bg.wasm). Each gets
# its JS glue from wasm-bindgen, is shrunk with wasm-opt -Oz, and has its sizes printed.
# Last, the page's JS modules are bundled into www/app.js (scripts/bundle.mjs).
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

# build_module OUT_NAME [CARGO FEATURES...]: cargo build, wasm-bindgen into $OUT_DIR/OUT_NAME.js
# + OUT_NAME_bg.wasm, then wasm-opt -Oz.
build_module() {
  local name="$1"; shift
  local t0 t1 t2
  t0=$(now)
  log "building $name for $TARGET (release, toolchain route: $route${*:+, $*})"
  case "$route" in
    rustup)
      # A stable toolchain cannot rebuild std, so panics keep their message machinery: the
      # wasm is about 13 KB (gzip) heavier than the Debian route's, over the first view's
      # budget (tests/bench/first-view-size.mjs). Use WASM_TOOLCHAIN=debian for a release.
      warn "rustup route: panic=immediate-abort needs -Zbuild-std; the wasm is heavier than a release build's"
      cargo build --profile wasm --lib -p graphnim --target "$TARGET" "$@"
      ;;
    debian)
      debian_wasm_ready || die "Debian wasm toolchain missing: run bash scripts/setup.sh"
      # Debian's cargo/rustc (1.96, with std source) must win over rustup's shims.
      # Panics carry no file/line text and derived Debug prints type names only: the page
      # never shows either, and together they keep the download under 300 KB.
      # A panic aborts at once (panic=immediate-abort): no panic-message machinery is shipped,
      # about 10 KB of the first view's gzip (docs/first-view.md). The page sees the same
      # error either way (the call throws); WASM_PANIC_MESSAGES=1 builds with panic=abort,
      # so console_error_panic_hook prints a panic's message in the console while debugging.
      local panic_flags="-Zunstable-options -Cpanic=immediate-abort"
      [ "${WASM_PANIC_MESSAGES:-0}" = 1 ] && panic_flags=""
      PATH="/usr/bin:$PATH" RUSTC_BOOTSTRAP=1 \
        RUSTFLAGS="${RUSTFLAGS:-} -Zlocation-detail=none -Zfmt-debug=shallow $panic_flags" \
        cargo build --profile wasm --lib -p graphnim --target "$TARGET" \
          -Zbuild-std=std,panic_abort "$@"
      ;;
    *) die "WASM_TOOLCHAIN must be rustup or debian, not '$route'" ;;
  esac
  t1=$(now)
  ok "cargo build ($(( t1 - t0 ))s)"

  local wasm_in="$CARGO_TARGET_DIR/$TARGET/wasm/graphnim.wasm"
  [ -f "$wasm_in" ] || die "expected $wasm_in after the build"
  log "wasm-bindgen $have --target web --out-name $name -> $OUT_DIR/"
  wasm-bindgen --target web --no-typescript --out-dir "$OUT_DIR" --out-name "$name" "$wasm_in"
  t2=$(now)
  ok "wasm-bindgen ($(( t2 - t1 ))s)"

  local wasm_out="$OUT_DIR/${name}_bg.wasm"
  local raw_before
  raw_before=$(stat -c %s "$wasm_out")
  if [ "${SKIP_WASM_OPT:-0}" = 1 ]; then
    warn "SKIP_WASM_OPT=1: not optimising"
  else
    # The playground's module is in every first view: wasm-opt repeats its passes until they
    # stop shrinking it (--converge), about 0.45 KB gzip for some seconds more of build. The
    # tools module, loaded on demand, keeps one round.
    local converge=()
    [ "$name" = graphnim ] && converge=(--converge)
    log "wasm-opt -Oz ${converge[*]} (binaryen from npm)"
    # Rust 1.96 emits these post-MVP features by default; wasm-opt must accept them.
    "$WASM_OPT" -Oz "${converge[@]}" \
      --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-multivalue --enable-reference-types \
      "$wasm_out" -o "$wasm_out.opt"
    mv "$wasm_out.opt" "$wasm_out"
    ok "wasm-opt ($(( $(now) - t2 ))s)"
  fi
  printf '    %-28s %9s bytes (before wasm-opt: %s)\n' "${name}_bg.wasm raw" "$(stat -c %s "$wasm_out")" "$raw_before"
  printf '    %-28s %9s bytes\n' "${name}_bg.wasm gzip" "$(gzip -9 -c "$wasm_out" | wc -c)"
  printf '    %-28s %9s bytes\n' "${name}.js raw" "$(stat -c %s "$OUT_DIR/$name.js")"
}

want="$(wasm_bindgen_version)"
command -v wasm-bindgen >/dev/null 2>&1 || die "wasm-bindgen not found: run bash scripts/setup.sh"
have="$(wasm-bindgen --version | awk '{print $2}')"
[ "$have" = "$want" ] || die "wasm-bindgen CLI is $have but Cargo.lock has $want: run bash scripts/setup.sh"
WASM_OPT="$ROOT/node_modules/.bin/wasm-opt"
[ "${SKIP_WASM_OPT:-0}" = 1 ] || [ -x "$WASM_OPT" ] ||
  die "$WASM_OPT missing: run bash scripts/setup.sh (npm ci), or set SKIP_WASM_OPT=1"

rm -rf "$OUT_DIR"
# The playground's module, then the teaching/research tools module (loaded on demand).
build_module graphnim
build_module graphnim_tools --features tools

# Size budget of the playground's own module (gzip, what a visitor downloads before the first
# hint): 200 KB. It was 132 KB before SetNim and misère play, 146 KB with them, 178 KB with the
# mirror theorem (automorphism search) and Fukuyama's minimum-cut theorem, which answer
# positions no table reaches (README: The page). A change that
# passes the budget fails the build; raise it only deliberately, with the reason in the README.
MAX_GZIP=${WASM_GZIP_BUDGET:-204800}
gz=$(gzip -9 -c "$OUT_DIR/graphnim_bg.wasm" | wc -c)
[ "$gz" -le "$MAX_GZIP" ] ||
  die "www/pkg/graphnim_bg.wasm is $gz bytes gzipped, over its budget of $MAX_GZIP (README: The page)"
ok "wasm build done in $(( $(now) - t0 ))s -> $OUT_DIR/"

# The page's modules in one file (www/app.js, loaded by index.html): see scripts/bundle.mjs.
log "bundling the page's modules (esbuild)"
node "$ROOT/scripts/bundle.mjs" || die "bundling www/ failed: run bash scripts/setup.sh (npm ci)"

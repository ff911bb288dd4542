#!/usr/bin/env bash
# The Jupyter board's front end, from the page's own files, into python/graphnim/static/
# (ignored by git; `pip install ./python` packs it): www/graph-nim.js and the two workers
# bundled by esbuild (the contract at the top of www/graph-nim.js), the engine's two wasm
# files and the stylesheet. Needs www/pkg (bash scripts/build-wasm.sh) and node_modules.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

[ -f www/pkg/graphnim_bg.wasm ] && [ -f www/pkg/graphnim_tools_bg.wasm ] ||
  die "www/pkg has no built wasm: run bash scripts/build-wasm.sh first"
[ -x node_modules/.bin/esbuild ] || die "node_modules/.bin/esbuild is missing: run npm ci"
OUT=python/graphnim/static
mkdir -p "$OUT"
for entry in graph-nim worker tools-worker; do
  node_modules/.bin/esbuild "www/$entry.js" --bundle --format=esm --log-level=error \
    --outfile="$OUT/$entry.bundle.js"
done
cp www/pkg/graphnim_bg.wasm www/pkg/graphnim_tools_bg.wasm www/style.css "$OUT/"
ok "the board's front end is in $OUT"

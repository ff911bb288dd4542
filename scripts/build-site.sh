#!/usr/bin/env bash
# Build the whole site into dist/, ready to copy to any static host under any sub-path:
#
#   bash scripts/build-site.sh            (docs/host.md: serving, publishing, offline, SCORM)
#
# Builds the wasm first (scripts/build-wasm.sh) unless SKIP_WASM=1 and www/pkg/ is already
# there, then scripts/build-site.mjs writes dist/ (hashed assets, .gz/.br siblings, CSP on every
# page, manifest and icons, the service worker). The first view's weight is measured by
# tests/bench/first-view-size.mjs and checked by tests/site-first-view.test.mjs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

if [ "${SKIP_WASM:-0}" = 1 ] && [ -f "$ROOT/www/pkg/graphnim_bg.wasm" ]; then
  warn "SKIP_WASM=1: using the wasm already in www/pkg/"
else
  bash "$ROOT/scripts/build-wasm.sh"
fi
log "building dist/"
node "$ROOT/scripts/build-site.mjs" --out "$ROOT/dist"
ok "dist/ is ready: copy it to your web space; to look at it here first:  bash scripts/serve.sh dist  (docs/host.md)"

#!/usr/bin/env bash
# Build and serve the playground:  bash scripts/serve.sh [port]   (default 8080, or $PORT)
# Runs setup (installs only what is missing; SKIP_BROWSER=1 is implied: serving needs no
# Chromium), builds the wasm into www/pkg/, then serves the repo root on 127.0.0.1.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PORT="${1:-${PORT:-8080}}"
SKIP_BROWSER="${SKIP_BROWSER:-1}" bash scripts/setup.sh
bash scripts/build-wasm.sh
log "serving on http://127.0.0.1:$PORT/  (open this URL; Ctrl-C to stop)"
exec node scripts/serve.mjs "$PORT"

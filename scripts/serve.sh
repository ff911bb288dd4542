#!/usr/bin/env bash
# Serve the playground on your own computer (http://127.0.0.1:PORT/, seen only by you):
#
#   bash scripts/serve.sh [port]           the development tree: runs setup (installs only
#                                          what is missing; no Chromium: serving needs none),
#                                          builds the wasm into www/pkg/, serves the repo root
#   bash scripts/serve.sh FOLDER [port]    a built site as it is, nothing built: dist/ from
#                                          scripts/build-site.sh, or an unzipped download
#                                          (docs/host.md)
#
# The port is 8080 unless given (or $PORT).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

if [ $# -gt 0 ] && [ -d "$1" ]; then
  FOLDER="$(cd "$1" && pwd)"
  PORT="${2:-${PORT:-8080}}"
  [ -f "$FOLDER/index.html" ] || die "$1 holds no index.html: give the site's folder (dist/, or the unzipped graph-nim-site/)"
  log "serving $FOLDER on http://127.0.0.1:$PORT/  (your computer only; Ctrl-C to stop)"
  SERVE_ROOT="$FOLDER" exec node "$ROOT/scripts/serve.mjs" "$PORT"
fi

PORT="${1:-${PORT:-8080}}"
SKIP_BROWSER="${SKIP_BROWSER:-1}" bash scripts/setup.sh
bash scripts/build-wasm.sh
log "serving on http://127.0.0.1:$PORT/  (open this URL; Ctrl-C to stop)"
exec node scripts/serve.mjs "$PORT"

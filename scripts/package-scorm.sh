#!/usr/bin/env bash
# A puzzle set as a SCORM package for an LMS gradebook (docs/host.md, "Puzzle sets in your LMS"):
#
#   bash scripts/package-scorm.sh SET.json OUT.zip [--scorm 1.2|2004]     (default 1.2)
#
# Builds the wasm when www/pkg/ is missing, then scripts/package-scorm.mjs checks every puzzle
# with the crate and writes the zip (imsmanifest.xml, launch.html, the playground's files).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# lib.sh moved to the repository root: paths the user gave are relative to where they were.
cd "$OLDPWD"
args=()
for arg in "$@"; do
  case "$arg" in
    -*|1.2|2004) args+=("$arg") ;;
    *) args+=("$(realpath -m -- "$arg")") ;;
  esac
done
cd "$ROOT"
[ -f www/pkg/graphnim_tools_bg.wasm ] || bash scripts/build-wasm.sh
exec node scripts/package-scorm.mjs "${args[@]}"

#!/usr/bin/env bash
# Installs what WaveBench needs when it is missing; safe to run repeatedly, does nothing when all is there.
#   scripts/ensure-deps.sh        GSL (libgsl-dev, found through pkg-config by the CGSL target) and valgrind
#                                 (the CI gate counts instructions and allocations with it; its tests are
#                                 skipped without it): what `scripts/run.sh` and `scripts/test.sh` need.
#   scripts/ensure-deps.sh ci     also what CI's checks of what a person sees need: Debian's chromium (loads
#                                 reports/index.html headless), librsvg2-bin (SVG → PNG), and from PyPI
#                                 websocket-client (Chromium's DevTools protocol) and junitparser (reads
#                                 `check --format junit` as a CI system would).
set -euo pipefail

missing=()
pkg-config --exists gsl 2>/dev/null || missing+=(libgsl-dev pkg-config)
command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
if [ "${1:-}" = ci ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v rsvg-convert >/dev/null 2>&1 || missing+=(librsvg2-bin)
  command -v python3 >/dev/null 2>&1 || missing+=(python3 python3-pip)
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "ensure-deps: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >&2
  $sudo apt-get install -y -qq "${missing[@]}" >&2
fi

if [ "${1:-}" = ci ]; then
  for module in websocket:websocket-client junitparser:junitparser; do
    python3 -c "import ${module%%:*}" 2>/dev/null && continue
    python3 -m pip install --quiet "${module#*:}" >&2 \
      || python3 -m pip install --quiet --break-system-packages "${module#*:}" >&2
  done
fi

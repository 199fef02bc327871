#!/usr/bin/env bash
# Installs the system packages WaveBench needs when they are missing: GSL (libgsl-dev, found through
# pkg-config by the CGSL target) and valgrind (the CI gate counts instructions and allocations with it;
# its tests are skipped without it). Safe to run repeatedly; does nothing when everything is present.
set -euo pipefail

missing=()
pkg-config --exists gsl 2>/dev/null || missing+=(libgsl-dev pkg-config)
command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)

if [ ${#missing[@]} -gt 0 ]; then
  echo "ensure-deps: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >&2
  $sudo apt-get install -y -qq "${missing[@]}" >&2
fi

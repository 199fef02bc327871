#!/usr/bin/env bash
# Runs the test suite, installing the system dependencies first if needed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
exec swift test "$@"

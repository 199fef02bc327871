#!/usr/bin/env bash
# Runs wave-bench (release build), installing its system dependencies first if needed.
# With no arguments: the whole suite with default settings. Any arguments are passed to wave-bench.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
exec swift run -c release wave-bench "$@"

#!/usr/bin/env bash
# What this machine's own CPU makes of the batch paths: a release build whose wave-bench executable is compiled with
# WAVEBENCH_CPU=native (-target-cpu native: AVX-512 where the host has it), in its own scratch folder so that the
# pinned build (.build, haswell on x86-64) and the gate's stay as they are, and its perf run of the batch paths and
# the C loops, written as reports/perf-native.json. `wave-bench perf --output reports` renders it in perf.md beside
# the pinned build's figures, row by row (same path, size, springs and schedule).
#
#   scripts/perf-native.sh [output json] [perf options …]
#
# The default perf options are the batch paths and C loops at perf's default sizes; give others after the output
# (for example `--animators 10000 --springs per-lane --schedule vrr`) to match another report's rows.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-reports/perf-native.json}"
shift || true
scratch=".build/native"
if [ "$#" -eq 0 ]; then
  set -- --paths batch,batch-float,batch-exact,c-reference,c-reference-float
fi
WAVEBENCH_CPU=native swift build -c release --product wave-bench --scratch-path "$scratch"
work="$(mktemp "${output}.XXXXXX")"
trap 'rm -f "$work"' EXIT
"$scratch/release/wave-bench" perf "$@" --format json >"$work"
mv "$work" "$output"
trap - EXIT
echo "perf-native: wrote $output (batch paths compiled for -target-cpu native)" >&2

#!/usr/bin/env bash
# Where the batch stepper's worker pool pays: `batch` (one thread) against `batch-parallel` forced to split at
# every size (`--parallel-threshold 1`), at sizes around SpringBatch.defaultParallelThreshold. The default is
# the smallest size at which batch-parallel is at least as fast as batch in these runs (the numbers behind it
# are in defaultParallelThreshold's doc comment, Sources/WaveBatch/Storage/SpringBatch.swift). Run on a quiet
# machine: a busy second core delays the worker's wake-up and moves the crossover up.
#
#   swift build -c release && scripts/parallel-threshold.sh [wave-bench binary] [sizes]
set -euo pipefail
binary="${1:-.build/release/wave-bench}"
sizes="${2:-16384,65536,131072,262144,393216,524288,786432,1000000}"
"$binary" perf --paths batch,batch-parallel --animators "$sizes" --parallel-threshold 1

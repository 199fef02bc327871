#!/usr/bin/env bash
# Benchmarks `wave-bench check --scan` on a seeded 100,000-line Swift tree (scripts/make-scan-tree.swift: SwiftUI
# views and Wave-driven controllers, about one spring per 100 lines drawn from a few design values) in a release
# build: the scan of every file, and the check of every distinct spring on the default schedules. Prints the wall
# time of 3 runs and their median; the budget is 10 s. A benchmark for people, not a test: it never fails on time.
#   scripts/bench-scan.sh [SEED] [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product wave-bench-check >/dev/null
bin="$(swift build -c release --show-bin-path)/wave-bench-check"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift scripts/make-scan-tree.swift "$work/tree" "${1:-1}" "${2:-100000}"
python3 - "$bin" "$work" <<'PY'
import json, subprocess, sys, time
binary, work = sys.argv[1], sys.argv[2]
times = []
for _ in range(3):
    start = time.monotonic()
    with open(f"{work}/check.json", "w") as out:
        subprocess.run([binary, "check", "--scan", f"{work}/tree", "--fail-on", "none", "--format", "json"],
                       stdout=out, stderr=subprocess.DEVNULL, check=True)
    times.append(time.monotonic() - start)
report = json.load(open(f"{work}/check.json"))
times.sort()
print(f"check --scan: {len(report['springs'])} springs found and checked, {len(report['unresolved'])} calls not checked")
print("runs: " + ", ".join(f"{t:.2f} s" for t in times) + f"; median {times[1]:.2f} s (budget 10 s)")
PY

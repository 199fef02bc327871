#!/usr/bin/env bash
# Benchmarks `wave-bench check` on 100 springs in a release build: the 56 springs of
# Fixtures/springs/public-apps.json and 44 more from a grid (ζ 0.3, 0.5, …, 1.9 × response 0.1, 0.2, 0.35, 0.5),
# with the default schedules (120hz, 60hz, 30hz, vrr, hitch) and rules. Prints the wall time of each of 5 runs
# and their median; the budget is 10 s. A benchmark for people, not a test: it never fails on time.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
swift build -c release --product wave-bench >/dev/null
springs=$(mktemp)
trap 'rm -f "$springs"' EXIT
python3 - "$springs" <<'PY'
import json, sys
springs = json.load(open("Fixtures/springs/public-apps.json"))
grid = [{"name": f"grid-{z}-{r}", "dampingRatio": z, "response": r}
        for z in (0.3, 0.5, 0.7, 0.9, 1.1, 1.3, 1.5, 1.7, 1.9, 0.4, 0.6) for r in (0.1, 0.2, 0.35, 0.5)]
springs += grid[: 100 - len(springs)]
assert len(springs) == 100
json.dump(springs, open(sys.argv[1], "w"))
PY
python3 - "$springs" <<'PY'
import statistics, subprocess, sys, time
times = []
for run in range(1, 6):
    start = time.monotonic()
    subprocess.run([".build/release/wave-bench", "check", "--springs-file", sys.argv[1], "--format", "json"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append(time.monotonic() - start)
    print(f"run {run}: {times[-1]:.2f} s")
print(f"check on 100 springs: median {statistics.median(times):.2f} s (budget 10 s)")
PY

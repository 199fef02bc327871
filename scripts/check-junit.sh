#!/usr/bin/env bash
# Reads `wave-bench check --format junit` with a real JUnit parser (Python's junitparser; `scripts/ensure-deps.sh
# ci` installs it), as a CI system would, and checks its counts against the JSON of the same check: one test case
# per spring and schedule (its worst release), one failure per schedule where a run fails, the exit status 1 the
# presets file must give.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/wave-bench
[ -x "$bin" ] || swift build -c release --product wave-bench >&2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
"$bin" check --springs-file Fixtures/presets.json --format junit --output "$out/check.xml" 2>/dev/null || status=$?
[ "$status" -eq 1 ] || { echo "check-junit: expected exit 1 on Fixtures/presets.json, got $status" >&2; exit 1; }
"$bin" check --springs-file Fixtures/presets.json --format json > "$out/check.json" 2>/dev/null || true
python3 - "$out/check.xml" "$out/check.json" <<'PY'
import json, sys
from junitparser import JUnitXml
xml = JUnitXml.fromfile(sys.argv[1])
report = json.load(open(sys.argv[2]))
cases = [case for suite in xml for case in suite]
failed = [case for case in cases if not case.is_passed]
# One test case per spring and schedule (its worst run, of every release velocity the JSON lists), one for an
# instant spring, and one for a spring that breaks the plausible rule.
pairs = {}
for index, spring in enumerate(report["springs"]):
    for run in spring["runs"]:
        key = (index, run["schedule"])
        pairs[key] = pairs.get(key, False) or bool(run["failures"])
instant = sum(1 for spring in report["springs"] if spring["instant"])
plausible = sum(1 for spring in report["springs"] if spring["failsPlausibility"])
assert len(cases) == len(pairs) + instant + plausible, (len(cases), len(pairs), instant, plausible)
assert len(failed) == sum(pairs.values()) + plausible, (len(failed), sum(pairs.values()), plausible)
assert all(case.result and case.result[0].message for case in failed)
suites = [suite.name for suite in xml]
assert len(suites) == len(report["springs"]) >= 10, suites
print(f"check-junit: junitparser read {len(suites)} suites, {len(cases)} test cases, {len(failed)} failures (as the JSON says)")
PY

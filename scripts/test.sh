#!/usr/bin/env bash
# Runs the test suite, installing the system dependencies first if needed.
#
# One debug build of what the tests run (scripts/build-tests.sh), then the tests in two processes at once, one per
# core, of about equal length: most command-line tests (WaveBenchCLITests, shown as they run), run by the test bundle
# itself, since SwiftPM lets one `swift test` use a build folder at a time; and every other test, XCTest and Swift
# Testing, with the command-line classes that measure the gate (GateTests, GateExitTests, OptionCoverageTests: the
# gate's memory of its measurements is per process) and ReportFixTests, by `swift test` (printed whole when it ends).
# The exit status is non-zero when either fails. With arguments, runs `swift test ARGS` as given.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
if [ $# -gt 0 ]; then exec swift test "$@"; fi
scripts/build-tests.sh
bundle=$(ls -d "$(swift build --show-bin-path)"/*PackageTests.xctest)
beside='GateTests|GateExitTests|OptionCoverageTests|ReportFixTests'
classes=$("$bundle" --list-tests | sed -nE 's|^(WaveBenchCLITests\.[A-Za-z0-9_]+)/.*|\1|p' | sort -u \
  | grep -vE "\.($beside)\$" | paste -sd, -)
rest_log=$(mktemp)
trap 'rm -f "$rest_log"' EXIT
swift test --skip-build --skip "WaveBenchCLITests\.(?!($beside)/)" >"$rest_log" 2>&1 &
rest=$!
cli_status=0
"$bundle" "$classes" || cli_status=$?
rest_status=0
wait "$rest" || rest_status=$?
cat "$rest_log"
echo "test.sh: WaveBenchCLITests exit $cli_status, the other targets exit $rest_status"
[ "$cli_status" -eq 0 ] && [ "$rest_status" -eq 0 ]

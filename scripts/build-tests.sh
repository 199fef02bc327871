#!/usr/bin/env bash
# The debug build the tests run: the test bundle and the two executables its command-line tests start.
#
# Not `swift build --build-tests`, which also builds the check-springs plugin's tool for the host: swift-syntax and
# every WaveBench module compiled a second time, which no test runs (Fixtures/URLConsumer checks the plugin).
set -euo pipefail
cd "$(dirname "$0")/.."
for product in WaveBenchPackageTests wave-bench wave-bench-check; do
  swift build --product "$product"
done

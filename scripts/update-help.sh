#!/usr/bin/env bash
# Rewrites Tests/WaveBenchCLITests/Golden/help/ from the built tool: every subcommand's --help, as HelpGoldenTests
# compares it. Run after a change of help that is meant, and commit the files with it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build-tests.sh >&2
WAVEBENCH_UPDATE_GOLDENS=1 swift test --skip-build --filter HelpGoldenTests >&2
git status --short Tests/WaveBenchCLITests/Golden/help

#!/usr/bin/env bash
# Checks docs/validation.md ("Validate your own SpringInterpolatable type") end to end, as a user would use it:
# extracts its two test files into Fixtures/ValidationConsumer (a package depending on WaveBench by path `../..`)
# - the self-contained one, and the one that checks a type written against Wave's own protocol (the fixture's
# MyAnimations, against its WaveStandIn module) through a retroactive conformance - runs `swift test` there
# and expects
#   1. success for the correct types;
#   2. for a broken variant (component `z` left out of the step), failing tests whose output has the
#      readable message "component `z` never changes", from the XCTest helper and the Swift Testing helper.
# Exits non-zero if either expectation fails. Builds in Fixtures/ValidationConsumer/.build-fixture (git-ignored).
# About 1–2 minutes on 2 cores from a clean scratch folder, well under a minute after that.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
doc="$root/docs/validation.md"
fixture="$root/Fixtures/ValidationConsumer"
test_file="$fixture/Tests/ValidationConsumerTests/ReadmeValidationTests.swift"
wave_test_file="$fixture/Tests/ValidationConsumerTests/WaveProtocolValidationTests.swift"
scratch="$fixture/.build-fixture"
message='component `z` never changes'
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
start=$SECONDS

# The fenced Swift between <!-- NAME:begin --> and <!-- NAME:end --> in docs/validation.md.
extract_block() {
  awk -v begin="<!-- $1:begin -->" -v end="<!-- $1:end -->" '$0 == begin { on = 1; next }
       $0 == end { on = 0 }
       on && !/^```/' "$doc"
}
extract_test_file() { extract_block validation-test-file; }

run_tests() {
  swift test --package-path "$fixture" --scratch-path "$scratch" >"$1" 2>&1
}

# has_line LOG PATTERN: LOG has a line holding $message that matches the extended regular expression PATTERN. One
# process reads the whole log, so no pipe can break under pipefail.
has_line() {
  awk -v message="$message" -v pattern="$2" 'index($0, message) && $0 ~ pattern { found = 1 } END { exit !found }' "$1"
}

extract_test_file >"$test_file"
if [ ! -s "$test_file" ] || ! grep -q 'SpringValidator\|ValidSpringInterpolatable' "$test_file"; then
  echo "FAIL: docs/validation.md has no test file between the validation-test-file markers"
  exit 1
fi
extract_block wave-protocol-test-file >"$wave_test_file"
if [ ! -s "$wave_test_file" ] || ! grep -q 'extension Vector3: WaveCore.SpringInterpolatable' "$wave_test_file"; then
  echo "FAIL: docs/validation.md has no retroactive-conformance test file between the wave-protocol-test-file markers"
  exit 1
fi

status=0

echo "== 1/2 correct types: swift test must pass, the type written against Wave's protocol included"
if run_tests "$logs/correct.log" && grep -q "Test Case '.*testVector3IsAValidSpringInterpolatable' passed" "$logs/correct.log"; then
  echo "ok: $(grep -E 'Executed [0-9]+ tests?' "$logs/correct.log" | tail -1 | sed 's/^[[:space:]]*//')"
  grep -E 'Test run with' "$logs/correct.log" | tail -1 || true
else
  echo "FAIL: swift test failed for the correct type of docs/validation.md; last lines:"
  tail -40 "$logs/correct.log"
  status=1
fi

echo "== 2/2 broken type (z left out of updateValue): swift test must fail with \"$message\""
sed -e 's/z: newZ)/z: value.z)/' -e 's/z: newVelZ)/z: velocity.z)/' "$test_file" >"$logs/broken.swift"
if cmp -s "$test_file" "$logs/broken.swift"; then
  echo "FAIL: could not make the broken variant (the returned tuple in docs/validation.md changed?)"
  status=1
else
  cp "$logs/broken.swift" "$test_file"
  if run_tests "$logs/broken.log"; then
    echo "FAIL: swift test passed for the broken type"
    status=1
  elif has_line "$logs/broken.log" 'error: MyVectorValidationTests' \
    && has_line "$logs/broken.log" '^↳ MyVector is not a valid'; then
    echo "ok: failed as expected, with the message from both XCTest and Swift Testing:"
    grep -F "$message" "$logs/broken.log" | sed 's|^.*/ReadmeValidationTests.swift|ReadmeValidationTests.swift|' \
      | cut -c1-200 | sort -u
  else
    echo "FAIL: swift test failed for the broken type but not with \"$message\" from both helpers; last lines:"
    tail -40 "$logs/broken.log"
    status=1
  fi
fi

extract_test_file >"$test_file"
echo "== done in $((SECONDS - start)) s: $([ "$status" -eq 0 ] && echo passed || echo FAILED)"
exit "$status"

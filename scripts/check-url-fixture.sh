#!/usr/bin/env bash
# Checks that WaveBench works as a versioned dependency (Fixtures/URLConsumer): makes a bare clone of this
# repository's committed HEAD in its scratch folder, tags it 1.0.<seconds>, and builds and runs the fixture, which
# depends on it by that file:// URL (`.package(url:from: "1.0.0")`) and uses WaveBatch and SpringValidation.
# SwiftPM refuses such a dependency if any target of a product it uses carries unsafe build flags; the
# fixture's run checks the batch against the engine bit for bit and validates CGPoint. Then it runs the
# `check-springs` command plugin on the fixture's AppSprings target, as an app would (`swift package
# check-springs --format github`): the plugin's tool must build from the URL dependency, the failing Wave spring
# must be annotated at its line, and the calls it cannot check listed as warnings; its JSON and JUnit must parse,
# the summary apart from them. Exits non-zero on any failure.
# Builds in Fixtures/URLConsumer/.build-fixture (git-ignored), which keeps the clone and the checkouts; about 3 minutes
# on 2 cores from a clean scratch folder. Uncommitted changes are not part of the clone: commit first.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fixture="$root/Fixtures/URLConsumer"
scratch="$fixture/.build-fixture"
repos="$(mktemp -d)"
trap 'rm -rf "$repos"' EXIT
start=$SECONDS

# The clone lives at one path, so that the scratch folder's checkouts and builds (swift-syntax's among them) are
# reused from run to run; each run tags HEAD with a version of its own (1.0.<seconds>), the newest, and moves the
# workspace to it.
origin="$scratch/origin/WaveBench.git"
rm -rf "$origin" "$fixture/Package.resolved"
mkdir -p "$(dirname "$origin")"
git clone --quiet --bare "$root" "$origin"
version="1.0.$(date +%s)"
git -C "$origin" tag -f "$version" "$(git -C "$root" rev-parse HEAD)" >/dev/null
export WAVEBENCH_URL="file://$origin"
# A scratch folder whose state names WaveBench at another URL (an older layout of this script) starts afresh.
if [ -f "$scratch/workspace-state.json" ] && ! grep -qF "$origin" "$scratch/workspace-state.json"; then
  rm -rf "$scratch/workspace-state.json" "$scratch/checkouts" "$scratch/repositories"
fi
echo "== URL dependency: $WAVEBENCH_URL at $version ($(git -C "$root" rev-parse --short HEAD))"
# A kept workspace stays on the version it checked out last, which `from: "1.0.0"` still allows: move WaveBench alone
# to the newest tag.
if [ -f "$scratch/workspace-state.json" ] && ! swift package --package-path "$fixture" --scratch-path "$scratch" \
  update wavebench >"$repos/update.log" 2>&1; then
  echo "FAIL: swift package update wavebench; last lines:"
  tail -30 "$repos/update.log"
  exit 1
fi
if ! swift build --package-path "$fixture" --scratch-path "$scratch" >"$repos/build.log" 2>&1; then
  echo "FAIL: the fixture does not build against WaveBench by URL; last lines:"
  tail -30 "$repos/build.log"
  exit 1
fi
if ! "$scratch/debug/url-consumer"; then
  echo "FAIL: the fixture built but its checks failed"
  exit 1
fi

echo "== swift package check-springs --format github (the plugin, its tool built from the URL dependency)"
set +e
(cd "$fixture" && swift package --scratch-path "$scratch" check-springs --target AppSprings --format github \
  >"$repos/plugin.out" 2>"$repos/plugin.err")
status=$?
set -e
cat "$repos/plugin.out"
expect() {
  if ! grep -qF -- "$1" "$repos/plugin.out"; then
    echo "FAIL: the plugin's output lacks: $1"
    tail -20 "$repos/plugin.err"
    exit 1
  fi
}
# CardMotion.swift line 7 writes Spring(dampingRatio: 0.8, response: 0.06), unstable below about 73 Hz; line 11 a
# response that is not a literal; line 15 UIKit's usingSpringWithDamping, whose 0.4 s ends 1.43 pt short of the
# target at 120 Hz. SheetView.swift's springs pass.
expect "::error file=Sources/AppSprings/CardMotion.swift,line=7,col=22,"
expect "::warning file=Sources/AppSprings/CardMotion.swift,line=11,"
expect "::error file=Sources/AppSprings/CardMotion.swift,line=15,"
if grep -q "^::error.*SheetView\.swift" "$repos/plugin.out"; then
  echo "FAIL: a SheetView.swift spring was annotated as failing"
  exit 1
fi
if [ "$status" -ne 1 ]; then
  echo "FAIL: check-springs exited $status; check's status for a failing spring is 1"
  tail -20 "$repos/plugin.err"
  exit 1
fi
echo "the plugin annotated the failing spring and exited 1, as check does"

# SwiftPM shows a plugin's two streams as one: the plugin passes the tool's output through whole and its summary as
# a diagnostic, so that JSON and JUnit from the plugin parse.
for format in json junit; do
  echo "== swift package check-springs --format $format: the output parses"
  set +e
  (cd "$fixture" && swift package --scratch-path "$scratch" check-springs --target AppSprings --format "$format" \
    >"$repos/plugin.$format" 2>"$repos/plugin.$format.err")
  status=$?
  set -e
  if [ "$status" -ne 1 ]; then
    echo "FAIL: check-springs --format $format exited $status, not 1"
    tail -20 "$repos/plugin.$format.err"
    exit 1
  fi
  if ! python3 - "$format" "$repos/plugin.$format" <<'PY'
import json, sys, xml.etree.ElementTree as ET
format, path = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
if format == "json":
    summary = json.loads(text)["summary"]
    # The two Wave springs of CardMotion.swift (lines 7 and 8) and its UIKit duration spring (line 15).
    assert summary["failing"] == 3, summary
    print("JSON parses: %d springs, %d failing" % (summary["springs"], summary["failing"]))
else:
    root = ET.fromstring(text)
    print("JUnit parses: %s tests, %s failures" % (root.get("tests"), root.get("failures")))
PY
  then
    echo "FAIL: the plugin's --format $format output does not parse; its last bytes:"
    tail -c 400 "$repos/plugin.$format"
    exit 1
  fi
  if ! grep -qF "springs fail" "$repos/plugin.$format.err"; then
    echo "FAIL: the summary line is not on the plugin's standard error"
    exit 1
  fi
done
rm -f "$fixture/Package.resolved"
echo "== done in $((SECONDS - start)) s: passed"

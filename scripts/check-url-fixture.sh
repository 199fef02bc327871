#!/usr/bin/env bash
# Checks that WaveBench works as a versioned dependency (Fixtures/URLConsumer): makes a bare clone of this
# repository's committed HEAD in a temporary folder, tags it 1.0.0, and builds and runs the fixture, which
# depends on it by that file:// URL (`.package(url:from: "1.0.0")`) and uses WaveBatch and SpringValidation.
# SwiftPM refuses such a dependency if any target of a product it uses carries unsafe build flags; the
# fixture's run checks the batch against the engine bit for bit and validates CGPoint. Exits non-zero on
# any failure. Builds in Fixtures/URLConsumer/.build-fixture (git-ignored); about 2 minutes on 2 cores from
# a clean scratch folder. Uncommitted changes are not part of the clone: commit first.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fixture="$root/Fixtures/URLConsumer"
scratch="$fixture/.build-fixture"
repos="$(mktemp -d)"
trap 'rm -rf "$repos"' EXIT
start=$SECONDS

git clone --quiet --bare "$root" "$repos/WaveBench.git"
git -C "$repos/WaveBench.git" tag -f 1.0.0 "$(git -C "$root" rev-parse HEAD)" >/dev/null
# A fresh resolution every time: the tag moves with HEAD, and a cached 1.0.0 would be a stale checkout.
rm -rf "$scratch/checkouts" "$scratch/repositories" "$fixture/Package.resolved"
export WAVEBENCH_URL="file://$repos/WaveBench.git"
echo "== URL dependency: $WAVEBENCH_URL at 1.0.0 ($(git -C "$root" rev-parse --short HEAD))"
if ! swift build --package-path "$fixture" --scratch-path "$scratch" >"$repos/build.log" 2>&1; then
  echo "FAIL: the fixture does not build against WaveBench by URL; last lines:"
  tail -30 "$repos/build.log"
  exit 1
fi
if ! "$scratch/debug/url-consumer"; then
  echo "FAIL: the fixture built but its checks failed"
  exit 1
fi
rm -f "$fixture/Package.resolved"
echo "== done in $((SECONDS - start)) s: passed"

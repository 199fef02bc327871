#!/usr/bin/env bash
# Benchmarks SpringScanner.scan on a seeded 100,000-line Swift tree (scripts/make-scan-tree.swift) in a release
# build: builds WaveSourceScan in release, links scripts/bench-scan-main.swift against its objects (the module is
# in no product), writes the tree in a temporary folder and prints the wall time of 3 scans and their median. The
# budget is 10 s. A benchmark for people, not a test: it never fails on time.
#   scripts/bench-scan.sh [SEED] [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --target WaveSourceScan >/dev/null
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# `package` declarations are visible to a client compiled with the package's own name (the folder's, as SwiftPM
# spells it in its build description).
yaml="$bin/../release.yaml"
[ -f "$yaml" ] || yaml="$bin/../../release.yaml"
package_name=$(python3 - "$yaml" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
line = next(l for l in text.splitlines() if '"-module-name","WaveSourceScan"' in l)
print(re.search(r'"-package-name","([^"]+)"', line).group(1))
PY
)
objects=()
for module in WaveSourceScan WaveConventions WaveCore SwiftSyntax SwiftParser _SwiftSyntaxCShims; do
  objects+=("$bin/$module.build"/*.o)
done
shims=$(swift package show-dependencies --format json | python3 -c '
import json, sys
def find(node):
    if node["identity"] == "swift-syntax": return node["path"]
    return next((p for p in map(find, node["dependencies"]) if p), None)
print(find(json.load(sys.stdin)))')/Sources/_SwiftSyntaxCShims/include
swiftc -O -package-name "$package_name" -I "$bin/Modules" -I "$shims" scripts/bench-scan-main.swift "${objects[@]}" \
  -o "$work/bench-scan" >/dev/null
swift scripts/make-scan-tree.swift "$work/tree" "${1:-1}" "${2:-100000}"
"$work/bench-scan" "$work/tree"

#!/usr/bin/env bash
# Builds the DocC documentation of the library products users import - WaveCore, WaveBatch, SpringValidation,
# SpringValidationXCTest and SpringValidationTesting - from their catalogues (Sources/<Module>/<Module>.docc) and
# fails on any documentation warning (an unresolved ``Symbol`` link, a link to a symbol that is not public, a
# parameter list that leaves out one of the function's parameters or names one it does not have, ...).
#
#   1. The debug build of the four modules (`swift build --target`): nothing to compile after the debug build that
#      scripts/test.sh makes (scripts/build-tests.sh), as in CI, where this step follows the tests.
#   2. Their symbol graphs at public level, one folder per module, read by swift-symbolgraph-extract from that
#      build's .swiftmodule files: the symbols a user of the product sees, nothing `package` or internal.
#   3. `docc convert --warnings-as-errors` of each catalogue with its module's symbol graph, into
#      .build/docs/<Module>.doccarchive, a static site: `python3 -m http.server -d .build/docs/WaveBatch.doccarchive`,
#      then open http://localhost:8000/documentation/wavebatch.
#
# Quiet when all is well; exits non-zero at the first module whose build fails or whose documentation has a
# warning, printing it. Needs no swift-docc-plugin: swift-symbolgraph-extract and docc ship with the toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(WaveCore WaveBatch SpringValidation SpringValidationXCTest SpringValidationTesting)
out=.build/docs
start=$SECONDS

log=$(mktemp)
trap 'rm -f "$log"' EXIT
# SpringValidation is built as a dependency of the two helper modules. Quiet unless the build fails.
for target in WaveBatch SpringValidationXCTest SpringValidationTesting; do
  swift build --target "$target" >"$log" 2>&1 || {
    cat "$log"
    exit 1
  }
done
modules_dir="$(swift build --show-bin-path)/Modules"

rm -rf "$out"
for module in "${modules[@]}"; do
  graphs="$out/symbol-graphs/$module"
  mkdir -p "$graphs"
  swift-symbolgraph-extract -module-name "$module" -I "$modules_dir" -minimum-access-level public \
    -skip-inherited-docs -output-dir "$graphs"
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --output-dir "$out/$module.doccarchive" --warnings-as-errors >"$log" 2>&1 || {
    cat "$log"
    echo "docs: $module's documentation has warnings (above)" >&2
    exit 1
  }
done
echo "docs: ${modules[*]} in $out/ without a warning ($((SECONDS - start)) s)"

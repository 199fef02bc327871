#!/usr/bin/env bash
# Where the animator paths' instructions go: callgrind (--dump-instr=yes) profiles of the gate workloads
# animator-1000 and animator-specialized-1000 (scripts/profile-workload.sh: frames 10 → 60, setup cancels),
# written as reports/animator-profile.json: each workload's instructions per animator-frame and its top
# functions (demangled), each per animator-frame. `wave-bench perf --output reports` renders it in perf.md.
#
#   swift build -c release && scripts/animator-profile.sh [wave-bench binary] [output json] [top]
#
# Needs valgrind, callgrind_annotate and swift-demangle (the toolchain's). Counts are exact and repeatable for
# one binary (the gate's determinism); they change with the code and the toolchain, so rerun after either.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/release/wave-bench}"
output="${2:-reports/animator-profile.json}"
top="${3:-10}"
short="${SHORT:-10}"
long="${LONG:-60}"
demangle="$(command -v swift-demangle || echo "$(dirname "$(readlink -f "$(command -v swift)")")/swift-demangle")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
workloads=(animator-1000:1000 animator-specialized-1000:1000)
{
  printf '{\n  "schemaVersion": 1,\n  "tool": "scripts/animator-profile.sh",\n'
  printf '  "valgrind": "%s",\n' "$(valgrind --version)"
  printf '  "frames": { "short": %d, "long": %d },\n  "workloads": [\n' "$short" "$long"
  first=1
  for entry in "${workloads[@]}"; do
    name="${entry%%:*}"
    animators="${entry##*:}"
    WIDTH=0 SHORT="$short" LONG="$long" scripts/profile-workload.sh "$name" "$binary" "$top" >"$work/$name.txt"
    total=$(sed -nE '1s/^[^:]*: ([0-9.]+) instructions.*/\1/p' "$work/$name.txt")
    # Lines "   count  file:function [object]": function demangled (simplified), object's file name.
    tail -n +2 "$work/$name.txt" | sed -E 's/^ *([0-9.-]+)  (.*)$/\1\t\2/' \
      | sed -E 's/\t[^:\t]*:([^\t]*) \[([^]]*)\]$/\t\1\t\2/' >"$work/$name.tsv"
    cut -f2 "$work/$name.tsv" | "$demangle" --simplified >"$work/$name.names"
    [ "$first" = 1 ] || printf ',\n'
    first=0
    printf '    {\n      "name": "%s",\n      "animators": %d,\n' "$name" "$animators"
    awk -v t="$total" -v n="$animators" 'BEGIN { printf "      \"instructionsPerAnimatorFrame\": %.1f,\n", t / n }'
    printf '      "functions": [\n'
    paste "$work/$name.tsv" "$work/$name.names" | awk -F'\t' -v n="$animators" '
      function esc(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); return s }
      { o = $3; sub(/.*\//, "", o)
        printf "%s        { \"function\": \"%s\", \"object\": \"%s\", \"instructionsPerAnimatorFrame\": %.1f }", \
          (NR > 1 ? ",\n" : ""), esc($4), esc(o), $1 / n }
      END { printf "\n" }'
    printf '      ]\n    }'
  done
  printf '\n  ]\n}\n'
} >"$work/out.json"
mv "$work/out.json" "$output"
echo "wrote $output"

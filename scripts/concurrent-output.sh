#!/usr/bin/env bash
# Starts PAIRS pairs of runs with different settings into one folder at once, and checks after each pair that
# the folder is wholly one run's output (byte for byte, a file kept there by another command included), both
# runs exited 0, and nothing is left beside the folder. The two settings write the same file names with
# different contents (settling.md, settling.json, settling-ratio.svg: 30 Hz vs 120 Hz and hitch panels), so a
# mix shows.
#   scripts/concurrent-output.sh [PAIRS=100] [BINARY=.build/release/wave-bench]
set -u
pairs=${1:-100}
bin=$(realpath "${2:-.build/release/wave-bench}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
a=(settling --schedule 30hz)
b=(settling --schedule 120hz,hitch)
seed() { mkdir -p "$1" && echo '{"perf": 1}' > "$1/perf.json"; }
seed "$work/a" && "$bin" "${a[@]}" --output "$work/a" > /dev/null 2>&1 || { echo "reference A failed"; exit 1; }
seed "$work/b" && "$bin" "${b[@]}" --output "$work/b" > /dev/null 2>&1 || { echo "reference B failed"; exit 1; }
wins_a=0 wins_b=0 bad=0
for ((i = 0; i < pairs; i++)); do
  rm -rf "$work/shared" && seed "$work/shared"
  "$bin" "${a[@]}" --output "$work/shared" > /dev/null 2>&1 & pa=$!
  "$bin" "${b[@]}" --output "$work/shared" > /dev/null 2>&1 & pb=$!
  wait $pa; sa=$?; wait $pb; sb=$?
  if diff -r "$work/a" "$work/shared" > /dev/null; then wins_a=$((wins_a + 1))
  elif diff -r "$work/b" "$work/shared" > /dev/null; then wins_b=$((wins_b + 1))
  else bad=$((bad + 1)); echo "pair $i: a mixed folder: $(ls "$work/shared" | tr '\n' ' ')"; fi
  [ "$sa$sb" = "00" ] || { bad=$((bad + 1)); echo "pair $i: exit statuses $sa $sb"; }
  stray=$(ls -A "$work" | grep '^\.shared\.' || true)
  [ -z "$stray" ] || { bad=$((bad + 1)); echo "pair $i: left beside the folder: $stray"; }
done
echo "pairs: $pairs, wholly A: $wins_a, wholly B: $wins_b, failures: $bad"
[ "$bad" = 0 ]

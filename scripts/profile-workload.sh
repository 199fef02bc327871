#!/usr/bin/env bash
# Where a gate workload's instructions go, per frame, by function: runs `wave-bench gate-workload <name>` under
# callgrind (--dump-instr=yes) with SHORT and LONG frames (10 and 60 by default, as the gate), and prints
# (Ir(long) − Ir(short)) / (LONG − SHORT) for each function, largest first: setup and teardown cancel.
#
#   scripts/profile-workload.sh batch-1 [wave-bench binary] [top]
#
# Function names are cut to WIDTH characters (150 by default; 0 keeps them whole, as scripts/animator-profile.sh asks).
# Needs valgrind and callgrind_annotate; measures a copy of the binary stripped of debug information (valgrind
# 3.19 cannot read clang's DWARF 5), in a temporary folder it removes. The callgrind.out files stay in that
# folder's place only with KEEP=1 (then it prints the path, for `callgrind_annotate --auto=yes` by hand).
set -euo pipefail
name="$1"
binary="${2:-.build/release/wave-bench}"
top="${3:-15}"
short="${SHORT:-10}"
long="${LONG:-60}"
work="$(mktemp -d)"
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/wave-bench"
strip --strip-debug "$work/wave-bench"
for frames in "$short" "$long"; do
  env -i SWIFT_DETERMINISTIC_HASHING=1 PATH=/usr/bin:/bin LANG=C \
    valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file="$work/cg.$frames" \
    "$work/wave-bench" gate-workload "$name" --frames "$frames" >/dev/null 2>"$work/log.$frames"
  callgrind_annotate --threshold=100 "$work/cg.$frames" 2>/dev/null \
    | sed -nE '/PROGRAM TOTALS/d; s/^ *([0-9,]+) \( *[0-9.]+%\) +(.*)$/\1\t\2/p' | sed -E 's/^([0-9]+),?/\1/; :a; s/^([0-9]+),([0-9])/\1\2/; ta' \
    >"$work/fn.$frames"
done
awk -F'\t' -v s="$short" -v l="$long" -v top="$top" '
  FNR == NR { a[$2] += $1; next } { b[$2] += $1 }
  END {
    for (f in b) { d = (b[f] - a[f]) / (l - s); if (d != 0) printf "%12.1f\t%s\n", d, f }
    for (f in a) if (!(f in b)) printf "%12.1f\t%s\n", -a[f] / (l - s), f
  }' "$work/fn.$short" "$work/fn.$long" | sort -t$'\t' -k1,1 -gr >"$work/diff"
total=$(awk -F'\t' '{ t += $1 } END { printf "%.1f", t }' "$work/diff")
echo "$name: $total instructions per frame (callgrind, frames $short → $long), by function:"
head -n "$top" "$work/diff" | awk -F'\t' -v w="${WIDTH:-150}" '{ printf "%s  %s\n", $1, (w > 0 ? substr($2, 1, w) : $2) }'
[ "${KEEP:-0}" = 1 ] && echo "callgrind.out files: $work/cg.$short $work/cg.$long"
true

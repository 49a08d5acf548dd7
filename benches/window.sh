#!/usr/bin/env bash
# Start-up time and memory of the app against a blank iced window built
# with the same features, measured in the same run with gui-shot.
# Targets (issue 19): visible no later than 1.2x the blank window, memory at
# most 2x.
#
#   benches/window.sh [RUNS] [GUI-SHOT]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
shot=${2:-scripts/gui-shot}
cargo build --release --quiet --bin meeple-companion --example blank
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp target/release/meeple-companion target/release/examples/blank "$work/"
export MEEPLE_COMPANION_DATA_DIR="$work/data"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for program in blank meeple-companion; do
  : >"$work/$program.ms"; : >"$work/$program.kb"
done
for _ in $(seq "$runs"); do
  for program in blank meeple-companion; do
    out=$("$shot" "$work/shot.png" -- "$work/$program")
    grep -o 'visible_ms=[0-9]*' <<<"$out" | cut -d= -f2 >>"$work/$program.ms"
    grep -o 'rss_kb=[0-9]*' <<<"$out" | cut -d= -f2 >>"$work/$program.kb"
  done
done
for program in blank meeple-companion; do
  echo "$program: visible $(median <"$work/$program.ms") ms, memory $(median <"$work/$program.kb") kB (median of $runs)"
done
awk -v a="$(median <"$work/meeple-companion.ms")" -v b="$(median <"$work/blank.ms")" \
    -v c="$(median <"$work/meeple-companion.kb")" -v d="$(median <"$work/blank.kb")" \
    'BEGIN { printf "ratio: visible %.2fx (target <= 1.2x), memory %.2fx (target <= 2x)\n", a/b, c/d }'

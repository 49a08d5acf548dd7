#!/usr/bin/env bash
# First paint of the app with 1,000 saved games (each a 6-player game of
# 300 commands) against an empty data folder, measured in the same run with
# gui-shot. Target: visible no later than 1.2x the empty folder.
#
#   benches/window-home.sh [RUNS] [GUI-SHOT]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
shot=${2:-scripts/gui-shot}
games=1000
cargo build --release --quiet --bin meeple-companion
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp target/release/meeple-companion "$work/"

# The game, as notation: six players, Saint Nicholas, 300 commands.
names=(Anna Bert Cleo Dirk Eva Finn)
colours=(red blue green yellow black pink)
{
  echo "tiles off"
  echo "saint-nicholas"
  for i in "${!names[@]}"; do echo "player ${names[$i]} ${colours[$i]}"; done
  echo "begin"
  for ((i = 0; i < 300; i++)); do
    a=${names[$((i % 6))]} b=${names[$(((i + 1) % 6))]}
    case $((i % 3)) in
      0) echo "score city $((i % 12 + 1)) $a" ;;
      1) echo "score road $((i % 5 + 1)) $a $b" ;;
      2) echo "end-turn" ;;
    esac
  done
} >"$work/game.txt"
mkdir -p "$work/empty" "$work/full"
for ((i = 0; i < games; i++)); do
  MEEPLE_COMPANION_DATA_DIR="$work/full" "$work/meeple-companion" import "$work/game.txt" >/dev/null
done
echo "$(ls "$work/full/games" | wc -l) saved games, $(du -sh "$work/full/games" | cut -f1)"
# The full check of every file (what `check` and `games` do, and what Home
# does in the background after its first paint, without its cache).
start=$(date +%s%N)
MEEPLE_COMPANION_DATA_DIR="$work/full" "$work/meeple-companion" check >/dev/null
echo "check of $games saves: $(( ($(date +%s%N) - start) / 1000000 )) ms"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for data in empty full; do
  : >"$work/$data.ms"; : >"$work/$data.kb"
done
for _ in $(seq "$runs"); do
  for data in empty full; do
    # A config folder of its own: the first paint must not lean on a cache.
    rm -rf "$work/config"
    out=$(MEEPLE_COMPANION_CONFIG_DIR="$work/config" MEEPLE_COMPANION_DATA_DIR="$work/$data" \
      "$shot" "$work/$data.png" -- "$work/meeple-companion")
    grep -o 'visible_ms=[0-9]*' <<<"$out" | cut -d= -f2 >>"$work/$data.ms"
    grep -o 'rss_kb=[0-9]*' <<<"$out" | cut -d= -f2 >>"$work/$data.kb"
  done
done
for data in empty full; do
  echo "$data: visible $(median <"$work/$data.ms") ms, memory $(median <"$work/$data.kb") kB (median of $runs)"
done
awk -v a="$(median <"$work/full.ms")" -v b="$(median <"$work/empty.ms")" \
    'BEGIN { printf "ratio: visible %.2fx (target <= 1.2x)\n", a/b }'

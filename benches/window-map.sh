#!/usr/bin/env bash
# Start-up time of the app against a blank iced window built with the same
# features, measured to the millisecond: one X server for every run, and
# the moment each window is mapped taken from the server's MapNotify event
# (xev on the root window) instead of by polling with xdotool, as gui-shot
# does. gui-shot starts a new X server for each run and polls every 10 ms
# plus the start of an xdotool process, which on a 2-core machine varies
# by more than the difference measured here (benches/window.sh uses it).
# The two programs take turns, so that a slower stretch of the machine
# falls on both. Target (issue 19): visible no later than 1.2x the blank
# window.
#
#   benches/window-map.sh [RUNS]
#
# Needs Xvfb and xev (x11-utils); prints the median and quartiles of each.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-21}
cargo build --release --quiet --bin meeple-companion --example blank
work=$(mktemp -d)
cp target/release/meeple-companion target/release/examples/blank "$work/"
export MEEPLE_COMPANION_DATA_DIR="$work/data"
export MEEPLE_COMPANION_CONFIG_DIR="$work/config"

display=""
for n in $(seq 140 180); do
  if [[ ! -e /tmp/.X11-unix/X$n && ! -e /tmp/.X$n-lock ]]; then display=:$n; break; fi
done
[[ -n $display ]] || { echo "window-map: no free X display" >&2; exit 1; }
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
pids=()
cleanup() {
  set +e
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  kill "$xvfb" 2>/dev/null
  wait 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
export DISPLAY=$display
for _ in $(seq 200); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.05; done 2>/dev/null ||
  for _ in $(seq 200); do [[ -e /tmp/.X11-unix/X${display#:} ]] && break; sleep 0.05; done
sleep 1

# Every MapNotify on the root window, stamped with the time it was read.
events="$work/maps"
: >"$events"
stdbuf -oL xev -root -event substructure 2>/dev/null | while IFS= read -r line; do
  [[ $line == MapNotify* ]] && echo "$EPOCHREALTIME" >>"$events"
done &
pids+=($!)
sleep 0.5

# A wait of 2 ms without starting a process (sleep would be one).
exec {idle}<> <(:)
for program in blank meeple-companion; do : >"$work/$program.ms"; done
for _ in $(seq "$runs"); do
  for program in blank meeple-companion; do
    : >"$events"
    start=$EPOCHREALTIME
    "$work/$program" >/dev/null 2>&1 &
    app=$!
    for _ in $(seq 5000); do
      [[ -s $events ]] && break
      read -r -t 0.002 -u "$idle" || true
    done
    read -r mapped <"$events" || { echo "window-map: $program showed no window" >&2; exit 1; }
    awk -v a="$start" -v b="$mapped" 'BEGIN { printf "%.1f\n", (b - a) * 1000 }' >>"$work/$program.ms"
    sleep 0.5
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    sleep 0.3
  done
done

stats() { sort -n | awk '{a[NR]=$1} END {printf "%s ms (quartiles %s-%s, %d runs)", a[int((NR+1)/2)], a[int((NR+3)/4)], a[int((3*NR+1)/4)], NR}'; }
for program in blank meeple-companion; do
  echo "$program: mapped after $(stats <"$work/$program.ms")"
done
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
awk -v a="$(median <"$work/meeple-companion.ms")" -v b="$(median <"$work/blank.ms")" \
  'BEGIN { printf "ratio: visible %.2fx (target <= 1.2x)\n", a / b }'

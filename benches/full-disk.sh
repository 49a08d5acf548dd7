#!/usr/bin/env bash
# By hand (root): loss path 1 in the real window on a real full tmpfs.
# A game is saved on a 1 MiB tmpfs, the tmpfs is filled, and the app (in
# Xvfb, through gui-shot) resumes the game, scores and ends turns, goes
# Home and resumes again while every save fails with ENOSPC; then the
# filler is removed while the window is still open and the retry saves the
# game. Prints what the file held before, during and after, and leaves the
# screenshots in $out.
#
#   benches/full-disk.sh [OUT-DIR] [GUI-SHOT]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/meeple-full-disk}
shot=${2:-scripts/gui-shot}
cargo build --release --quiet --bin meeple-companion
bin=$PWD/target/release/meeple-companion
mkdir -p "$out"
mnt=$(mktemp -d)
cleanup() { umount "$mnt" 2>/dev/null || true; rmdir "$mnt" 2>/dev/null || true; }
trap cleanup EXIT
mount -t tmpfs -o size=1m tmpfs "$mnt"
printf 'player Anna red\nplayer Bert blue\nscore city 8 Anna\n' >"$out/game.txt"
MEEPLE_COMPANION_DATA_DIR="$mnt" "$bin" import "$out/game.txt" >/dev/null
file=$(ls "$mnt"/games/*.json)
id=$(basename "$file" .json)
before=$(sha256sum <"$file")
MEEPLE_COMPANION_DATA_DIR="$mnt" "$bin" games
# Fill the disk to the last block.
dd if=/dev/zero of="$mnt/filler" bs=4k 2>/dev/null || true
echo "disk: $(df -h "$mnt" | tail -1)"
# While full (12 s in): the file as it was. Then free the disk, 16 s into
# the run, while the window is open.
(sleep 12; sha256sum <"$file" >"$out/during.sha") &
(sleep 16; rm -f "$mnt/filler") &
# Window coordinates at 1280x800: Resume (the last game) on Home, then
# Home on the game screen and Resume again, both 72 px lower below the
# banner. Keys: digits, c = city, r = road, e = end turn.
steps="click 440 174; sleep 1; type 3; key r; sleep 0.5; key e; sleep 0.5; type 4; key c; sleep 1;"
steps+=" shot $out/1-banner.png; click 1116 111; sleep 1; shot $out/2-home.png;"
steps+=" click 440 246; sleep 1; shot $out/3-resumed.png; type 9; key c; sleep 1;"
steps+=" shot $out/4-before-free.png; sleep 14; shot $out/5-after-retry.png"
MEEPLE_COMPANION_CONFIG_DIR="$out/config" MEEPLE_COMPANION_DATA_DIR="$mnt" \
  "$shot" "$out/0-start.png" --settle 2 --do "$steps" -- "$bin"
wait
[ "$before" = "$(cat "$out/during.sha")" ] && echo "file while full: unchanged" || echo "file while full: CHANGED"
after=$(sha256sum <"$file")
[ "$before" != "$after" ] && echo "file: rewritten after the disk was freed" || echo "file: unchanged"
MEEPLE_COMPANION_DATA_DIR="$mnt" "$bin" export "$id"
MEEPLE_COMPANION_DATA_DIR="$mnt" "$bin" check
ls -la "$mnt/games"

# Loss path 4: the games folder removed while the window plays. The window
# notices before its next write, saves nothing, turns read-only and offers
# Save as a new game, which saves under a new id.
rm -rf "$mnt/games"
MEEPLE_COMPANION_DATA_DIR="$mnt" "$bin" import "$out/game.txt" >/dev/null
(sleep 6; rm -rf "$mnt/games") &
steps="click 440 174; sleep 6; type 2; key r; sleep 1; shot $out/6-lock-lost.png;"
steps+=" click 120 130; sleep 1; shot $out/7-saved-as-new.png"
MEEPLE_COMPANION_CONFIG_DIR="$out/config" MEEPLE_COMPANION_DATA_DIR="$mnt" \
  "$shot" "$out/6-start.png" --settle 2 --do "$steps" -- "$bin"
wait
echo "after the folder was removed:"
ls -la "$mnt/games"
MEEPLE_COMPANION_DATA_DIR="$mnt" "$bin" games

# Loss path 5: a read-only file system where no lock file exists yet.
rm -rf "$mnt/games"
MEEPLE_COMPANION_DATA_DIR="$mnt" "$bin" import "$out/game.txt" >/dev/null
rm -f "$mnt"/games/.*.lock
before=$(sha256sum "$mnt"/games/*.json)
mount -o remount,ro "$mnt"
steps="click 440 174; sleep 1; type 5; key c; sleep 1; shot $out/8-read-only.png"
MEEPLE_COMPANION_CONFIG_DIR="$out/config" MEEPLE_COMPANION_DATA_DIR="$mnt" \
  "$shot" "$out/8-start.png" --settle 2 --do "$steps" -- "$bin"
[ "$before" = "$(sha256sum "$mnt"/games/*.json)" ] && echo "read-only: file unchanged" || echo "read-only: CHANGED"
mount -o remount,rw "$mnt"

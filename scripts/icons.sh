#!/usr/bin/env bash
# Draws the app's PNG icons from its SVG source, in the hicolor layout that
# the .deb and scripts/install.sh copy under share/icons/:
#
#   resources/icons/hicolor/scalable/apps/org.meeplecompanion.MeepleCompanion.svg
#       the source, drawn by hand, installed as it is
#   resources/icons/hicolor/NxN/apps/org.meeplecompanion.MeepleCompanion.png
#       made from it by this script
#
# for N in 16 24 32 48 64 128 256 512. The window icon compiled into the
# binary is the 128 px one (src/app/desktop.rs). Run it after changing the
# SVG and commit the PNGs. Needs rsvg-convert (Debian: librsvg2-bin) or
# resvg.
set -euo pipefail
cd "$(dirname "$0")/.."

id=org.meeplecompanion.MeepleCompanion
out=resources/icons/hicolor
svg=$out/scalable/apps/$id.svg
sizes=(16 24 32 48 64 128 256 512)

render() { # SIZE OUTPUT
  if command -v rsvg-convert >/dev/null; then
    rsvg-convert --width "$1" --height "$1" --output "$2" "$svg"
  elif command -v resvg >/dev/null; then
    resvg --width "$1" --height "$1" "$svg" "$2"
  else
    echo "icons.sh: needs rsvg-convert (apt-get install librsvg2-bin) or resvg" >&2
    exit 1
  fi
}

for size in "${sizes[@]}"; do
  dir=$out/${size}x${size}/apps
  mkdir -p "$dir"
  render "$size" "$dir/$id.png"
done
echo "icons.sh: ${#sizes[@]} PNGs from $svg"

#!/usr/bin/env bash
# Builds the binary that is shipped, as scripts/deb.sh, scripts/install.sh
# and scripts/release.sh do (and the Flatpak manifest): `cargo build
# --locked --profile PROFILE` with the folders of this machine taken out
# of the binary. Panic messages and the standard library name source
# files by their full path; --remap-path-prefix writes the cargo home as
# /cargo, the home folder as /home/user and this checkout as
# /meeple-companion instead, so the binary holds no path of the machine
# that built it and two builds of the same commit match. (.ci/no-build-paths
# checks a binary for the three.)
#
#   scripts/build.sh [PROFILE]      (default dist; release builds faster)
#
# Prints the binary's path last. Run it as yourself, not with sudo: root
# has no cargo of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${1:-dist}
case $profile in -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
command -v cargo >/dev/null || {
  echo "build.sh: cargo is not on PATH (as root? build as yourself: scripts/build.sh)" >&2
  exit 1
}
# The flags the packaging scripts build with, also for .ci/run's release
# build (the same flags, so the packages reuse that build).
remap=()
[[ -z ${HOME:-} ]] || remap+=("--remap-path-prefix=$HOME=/home/user")
remap+=(
  "--remap-path-prefix=${CARGO_HOME:-${HOME:-/root}/.cargo}=/cargo"
  "--remap-path-prefix=$PWD=/meeple-companion"
)
# The last prefix that matches wins: the checkout (perhaps in the home
# folder) and the cargo home come after the home folder.
export RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }${remap[*]}"
cargo build --locked --profile "$profile" --bin meeple-companion >&2
realpath "${CARGO_TARGET_DIR:-target}/$profile/meeple-companion"

#!/usr/bin/env bash
# Builds the Debian package with cargo-deb: the binary (unless --no-build),
# then its shell completions and man page, written by that binary into
# target/PROFILE/assets/ where [package.metadata.deb] in Cargo.toml looks
# for them, then `cargo deb --no-build`.
#
#   scripts/deb.sh [--profile dist|release] [--no-build] [-- CARGO-DEB-OPTIONS]
#
# The profile defaults to dist (what is shipped). Prints the .deb's path
# last. Needs cargo-deb: cargo install --locked cargo-deb.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=dist build=1 extra=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --profile) profile=$2; shift 2 ;;
    --profile=*) profile=${1#*=}; shift ;;
    --no-build) build=0; shift ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "deb.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
cargo deb --version >/dev/null 2>&1 || {
  echo "deb.sh: needs cargo-deb (cargo install --locked cargo-deb)" >&2
  exit 1
}

dir=${CARGO_TARGET_DIR:-target}/$profile
if [[ $build == 1 ]]; then cargo build --locked --profile "$profile"; fi
bin=$dir/meeple-companion
[[ -x $bin ]] || { echo "deb.sh: no binary at $bin; build it or drop --no-build" >&2; exit 1; }

mkdir -p "$dir/assets"
"$bin" completions bash >"$dir/assets/meeple-companion.bash"
"$bin" completions zsh >"$dir/assets/_meeple-companion"
"$bin" completions fish >"$dir/assets/meeple-companion.fish"
# Compressed, as Debian wants it (cargo-deb compresses only files it did not
# find under target/).
"$bin" man | gzip -9n >"$dir/assets/meeple-companion.6.gz"

cargo deb --no-build --profile "$profile" "${extra[@]}"

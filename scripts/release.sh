#!/usr/bin/env bash
# Makes the release archive: meeple-companion-VERSION-ARCH-linux.tar.gz in
# target/release-archive/, holding one folder meeple-companion-VERSION/
# with the binary and share/ (the launcher, the metainfo, the icons, the
# completions, the man page, the documentation and the licences) in the
# layout of an install (scripts/install.sh --stage), and install.sh, which
# installs it from there:
#
#   tar xzf meeple-companion-0.1.0-x86_64-linux.tar.gz
#   meeple-companion-0.1.0/install.sh                     # under ~/.local
#   sudo meeple-companion-0.1.0/install.sh --prefix /usr/local
#
# The binary runs from the folder as it is, too (bin/meeple-companion).
#
#   scripts/release.sh [--profile dist|release] [--binary PATH]
#
# Builds the profile (default dist) with scripts/build.sh unless given a
# binary. The archive is the same for the same commit and binary: sorted,
# owned by root, dated by the last commit (SOURCE_DATE_EPOCH if set).
# Prints the archive's path last.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=dist binary=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --profile) profile=$2; shift 2 ;;
    --profile=*) profile=${1#*=}; shift ;;
    --binary) binary=$2; shift 2 ;;
    --binary=*) binary=${1#*=}; shift ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "release.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n1)
name=meeple-companion-$version
out=${CARGO_TARGET_DIR:-target}/release-archive
[[ -n $binary ]] || binary=$(scripts/build.sh "$profile" | tail -n1)
[[ -x $binary ]] || { echo "release.sh: no binary at $binary" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scripts/install.sh --stage "$work/$name" --binary "$binary" >/dev/null
install -m 755 scripts/install.sh "$work/$name/install.sh"
install -m 644 LICENSE "$work/$name/LICENSE"
cat >"$work/$name/README" <<TEXT
Meeple Companion $version, a table-side scoring assistant for Carcassonne.

  ./install.sh                      installs it under ~/.local (launcher,
                                    icon, completions, man page, docs)
  sudo ./install.sh --prefix /usr/local
  ./install.sh --uninstall          takes it off again (same --prefix)
  bin/meeple-companion              runs it from here

The documentation and the licences: share/doc/meeple-companion/.
TEXT
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
mkdir -p "$out"
archive=$out/$name-$(uname -m)-linux.tar.gz
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" \
  -C "$work" -cf - "$name" | gzip -9n >"$archive"
echo "release.sh: $(tar tzf "$archive" | grep -vc '/$') files, $(du -k "$archive" | cut -f1) KiB" >&2
echo "$archive"

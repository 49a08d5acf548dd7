#!/usr/bin/env bash
# Builds the Debian package with cargo-deb: the binary (scripts/build.sh,
# unless --no-build), then the files of an install laid out by
# scripts/install.sh --stage, the man page gzipped, the Debian changelog
# written from CHANGELOG.md and the copyright file from LICENSE and the
# fonts' OFL, all in target/deb-assets/ where [package.metadata.deb] in
# Cargo.toml looks for them; then `cargo deb --no-build`.
#
#   scripts/deb.sh [--profile dist|release] [--no-build] [-- CARGO-DEB-OPTIONS]
#
# The profile defaults to dist (what is shipped). The package puts the
# binary in /usr/games and the man page in section 6 (Debian policy for
# games). Prints the .deb's path last. Needs cargo-deb: cargo install
# --locked cargo-deb.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=dist build=1 extra=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --profile) profile=$2; shift 2 ;;
    --profile=*) profile=${1#*=}; shift ;;
    --no-build) build=0; shift ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "deb.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
cargo deb --version >/dev/null 2>&1 || {
  echo "deb.sh: needs cargo-deb (cargo install --locked cargo-deb)" >&2
  exit 1
}

bin=${CARGO_TARGET_DIR:-target}/$profile/meeple-companion
if [[ $build == 1 ]]; then bin=$(scripts/build.sh "$profile" | tail -n1); fi
[[ -x $bin ]] || { echo "deb.sh: no binary at $bin; build it or drop --no-build" >&2; exit 1; }

assets=target/deb-assets # where Cargo.toml looks
rm -rf "$assets"
mkdir -p "$assets"
scripts/install.sh --stage "$assets/stage" --binary "$bin" >/dev/null
# Compressed, as Debian wants it (cargo-deb compresses only files it did
# not find under target/).
gzip -9n <"$assets/stage/share/man/man6/meeple-companion.6" >"$assets/meeple-companion.6.gz"
# The upstream changelog where Debian looks for it, changelog.gz, and the
# installed README's link to it.
docs=$assets/stage/share/doc/meeple-companion
gzip -9n <"$docs/CHANGELOG.md" >"$docs/changelog.gz"
rm "$docs/CHANGELOG.md"
sed -i 's#](CHANGELOG.md)#](changelog.gz)#g' "$docs/README.md"
# The MIT licence is in the copyright file, as Debian wants (lintian:
# extra-license-file), and the README's link goes there.
rm "$docs/LICENSE"
sed -i 's#](LICENSE)#](copyright)#g' "$docs/README.md"

maintainer=$(sed -n 's/^maintainer = "\(.*\)"$/\1/p' Cargo.toml | head -n1)
revision=1
for ((i = 0; i < ${#extra[@]}; i++)); do
  case ${extra[i]} in
    --deb-revision) revision=${extra[i + 1]} ;;
    --deb-revision=*) revision=${extra[i]#*=} ;;
  esac
done

# The Debian changelog: each release of CHANGELOG.md ("## VERSION — DATE",
# a paragraph, a list) as an entry, its lines wrapped at 78.
awk -v maintainer="$maintainer" -v revision="$revision" '
  function flush_item() {
    if (item == "") return
    n = split(item, words, " "); line = "  *"
    for (w = 1; w <= n; w++) {
      if (length(line) + 1 + length(words[w]) > 78) { print line; line = "   " }
      line = line " " words[w]
    }
    print line; item = ""
  }
  function close_entry() {
    if (version == "") return
    flush_item()
    cmd = "date -u -R -d \"" date " 12:00 UTC\""; cmd | getline stamp; close(cmd)
    print ""; print " -- " maintainer "  " stamp; print ""
  }
  /^## / {
    close_entry()
    version = $2; date = $NF
    print "meeple-companion (" version "-" (first ? 1 : revision) ") unstable; urgency=medium"
    print ""; first = 1; para = 0; next
  }
  version == "" { next }
  /^- / { flush_item(); item = substr($0, 3); next }
  /^$/ { flush_item(); para = 0; next }
  { if (item != "") item = item " " $0; else item = $0 }
  END { close_entry() }
' CHANGELOG.md | sed -e '$ { /^$/d }' >"$assets/changelog"

# The copyright file (machine-readable, with the licence texts).
indent() { sed -e 's/^$/./' -e 's/^/ /' "$1"; }
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: meeple-companion"
  echo "Upstream-Contact: $maintainer"
  echo "Comment: The binary links in the Rust crates listed, each with its licence,"
  echo " in /usr/share/doc/meeple-companion/THIRD-PARTY-NOTICES.txt."
  echo
  echo "Files: *"
  echo "Copyright: $(sed -n 's/^Copyright (c) //p' LICENSE)"
  echo "License: MIT"
  echo
  echo "Files: resources/fonts/*"
  echo "Copyright: 2012-2016 The Mozilla Foundation and Telefonica S.A."
  echo "License: OFL-1.1"
  echo "Comment: Fira Sans Bold; Fira Sans Regular, from the iced_graphics crate, is"
  echo " built into the binary too, under the same licence and copyright."
  echo
  echo "License: MIT"
  indent LICENSE
  echo
  echo "License: OFL-1.1"
  sed -n '/^SIL OPEN FONT LICENSE/,$p' resources/fonts/OFL.txt >"$assets/ofl"
  indent "$assets/ofl"
} >"$assets/copyright"
rm -f "$assets/ofl"

cargo deb --no-build --profile "$profile" "${extra[@]}"

#!/usr/bin/env bash
# Writes THIRD-PARTY-NOTICES.txt, the licences of every crate linked into
# the binary, from Cargo.lock with cargo-about (about.toml: the accepted
# licences and the targets; resources/licenses/about.hbs: the layout).
# The file is committed: the app shows it in Settings → About and every
# package installs it. Run this after changing the dependencies;
# tests/licences.rs fails while the list of crates in the file is not
# Cargo.lock's.
#
#   scripts/notices.sh            write the file
#   scripts/notices.sh --check    fail if the committed file is not what
#                                 cargo-about writes now
#   scripts/notices.sh --current  whether the file was written from the
#                                 Cargo.lock, about.toml, template and
#                                 cargo-about version of now (its "Inputs:"
#                                 line); exits 1 if not
#
# The file's "Inputs:" line is a SHA-256 of those four: .ci/notices runs
# cargo-about (which takes minutes to build and to scan some 280 crates)
# only when they changed, which is when a new licence can come in.
#
# Needs cargo-about 0.9.3: cargo install --locked cargo-about@0.9.3 --features cli
set -euo pipefail
cd "$(dirname "$0")/.."
about_version=0.9.3
template=resources/licenses/about.hbs
out=THIRD-PARTY-NOTICES.txt
inputs() {
  { cat Cargo.lock about.toml "$template"; echo "cargo-about $about_version"; } |
    sha256sum | cut -d' ' -f1
}
check=0
case ${1:-} in
  --check) check=1 ;;
  --current)
    if grep -qxF "Inputs: sha256 $(inputs) (Cargo.lock, about.toml, $template, cargo-about $about_version)" "$out"; then
      echo "notices.sh: $out was written from this Cargo.lock, about.toml, template and cargo-about $about_version"
      exit 0
    fi
    echo "notices.sh: $out was not written from this Cargo.lock, about.toml, template and cargo-about $about_version" >&2
    exit 1
    ;;
  "") ;;
  -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "notices.sh: unknown option $1" >&2; exit 2 ;;
esac
[[ $(cargo about --version 2>/dev/null) == "cargo-about $about_version" ]] || {
  echo "notices.sh: needs cargo-about $about_version (cargo install --locked cargo-about@$about_version --features cli)" >&2
  exit 1
}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
# Every crate of the lock file, for every platform (cargo metadata reads
# them all), from crates.io; then cargo-about reads the licences from
# those sources only (--offline: it fetches nothing from the crates'
# repositories, so the file is the same on every machine). --fail: a crate
# whose licence cannot be told, or is not accepted, is an error.
cargo fetch --locked --quiet
cargo about generate --locked --offline --fail --config about.toml \
  "$template" --output-file "$tmp.body"
# The inputs' line after the first paragraph.
awk -v line="Inputs: sha256 $(inputs) (Cargo.lock, about.toml, $template, cargo-about $about_version)" \
  'NR > 1 && !done && /^$/ { print line; done = 1 } { print }' "$tmp.body" >"$tmp"
rm -f "$tmp.body"
if [[ $check == 1 ]]; then
  if ! diff -q "$out" "$tmp" >/dev/null; then
    diff -u "$out" "$tmp" | head -n 40 >&2 || true
    echo "notices.sh: $out is not what cargo-about writes from Cargo.lock; run scripts/notices.sh" >&2
    exit 1
  fi
  echo "notices.sh: $out is up to date ($(grep -c '^    - ' "$out") crate licences)"
else
  mv "$tmp" "$out"
  chmod 644 "$out"
  echo "notices.sh: wrote $out ($(grep -c '^    - ' "$out") crate licences)"
fi

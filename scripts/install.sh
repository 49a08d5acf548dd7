#!/usr/bin/env bash
# Installs Meeple Companion with its launcher, icon, metainfo, shell
# completions and man page under a prefix (default ~/.local), or takes it
# off again.
#
#   scripts/install.sh [--prefix P] [--binary PATH | --profile NAME]
#   scripts/install.sh [--prefix P] --uninstall
#
#   --prefix P      where to install: P/bin and P/share (default ~/.local)
#   --binary PATH   install this binary instead of building one
#   --profile NAME  the cargo profile to build with (default dist, as the
#                   .deb; release builds faster)
#   --uninstall     remove exactly what the manifest of an earlier install
#                   under P lists
#
# Without --binary the binary is built with
# `cargo install --locked --path . --root P --profile NAME`. Every file
# installed is listed in P/lib/meeple-companion/install-manifest, with the
# folders the install made; running the script again upgrades in place (and
# removes what the old manifest had that the new one has not). Saved games
# and settings ($XDG_DATA_HOME/meeple-companion,
# $XDG_CONFIG_HOME/meeple-companion) are never in the manifest, so
# --uninstall leaves them alone. The desktop's caches are refreshed where
# they exist (update-desktop-database, gtk-update-icon-cache).
set -euo pipefail

id=org.meeplecompanion.MeepleCompanion
name=meeple-companion
repo=$(cd "$(dirname "$0")/.." && pwd)

usage() { sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; }
die() { echo "install.sh: $*" >&2; exit 1; }

prefix=${HOME:?}/.local binary="" profile=dist uninstall=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --prefix) [[ $# -ge 2 ]] || die "--prefix needs a folder"; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#*=}; shift ;;
    --binary) [[ $# -ge 2 ]] || die "--binary needs a file"; binary=$2; shift 2 ;;
    --binary=*) binary=${1#*=}; shift ;;
    --profile) [[ $# -ge 2 ]] || die "--profile needs a name"; profile=$2; shift 2 ;;
    --profile=*) profile=${1#*=}; shift ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done
[[ -n $prefix ]] || die "the prefix is empty"
[[ $prefix != *$'\n'* ]] || die "the prefix holds a newline"
prefix=$(realpath -m -- "$prefix")

manifest=$prefix/lib/$name/install-manifest

# Refreshes the caches that exist; makes none (this app needs none: no MIME
# types, and the icon theme is read without a cache).
refresh_caches() {
  local apps=$prefix/share/applications icons=$prefix/share/icons/hicolor
  if [[ -f $apps/mimeinfo.cache ]] && command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$apps" || true
  fi
  if [[ -f $icons/icon-theme.cache ]] && command -v gtk-update-icon-cache >/dev/null; then
    gtk-update-icon-cache -q -t -f "$icons" || true
  elif [[ -d $icons ]]; then
    touch "$icons" # a changed folder makes icon lookups look again
  fi
}

# The paths of one kind ("file" or "dir") in a manifest.
listed() { # KIND MANIFEST
  [[ -f $2 ]] || return 0
  sed -n "s/^$1 //p" "$2"
}

# Whether PATH is inside the prefix: the manifest is only trusted there.
inside() { [[ $1 == "$prefix"/* && $1 != *"/../"* ]]; }

if [[ $uninstall == 1 ]]; then
  [[ -f $manifest ]] || die "nothing to uninstall: no $manifest"
  removed=0
  while IFS= read -r file; do
    inside "$file" || { echo "install.sh: skipped $file (not under $prefix)" >&2; continue; }
    if [[ -e $file || -L $file ]]; then rm -f -- "$file"; removed=$((removed + 1)); fi
  done < <(listed file "$manifest")
  dirs=$(listed dir "$manifest")
  rm -f -- "$manifest"
  # The folders the install made, deepest first, where nothing else is left
  # (rmdir removes only an empty folder).
  while IFS= read -r dir; do
    [[ -n $dir ]] && rmdir -- "$dir" 2>/dev/null || true
  done < <(printf '%s\n' "$dirs" "$(dirname "$manifest")" | awk '{ print length, $0 }' | sort -rn | cut -d' ' -f2-)
  refresh_caches
  echo "Removed $removed files of Meeple Companion from $prefix."
  echo "Saved games and settings are kept (\$XDG_DATA_HOME/$name, \$XDG_CONFIG_HOME/$name)."
  exit 0
fi

new_manifest=$(mktemp)
trap 'rm -f "$new_manifest"' EXIT

# Makes the folders up to DIR, noting those that did not exist.
make_dir() { # DIR
  local dir=$1 missing=()
  while [[ ! -d $dir ]]; do missing+=("$dir"); dir=$(dirname "$dir"); done
  local i
  for ((i = ${#missing[@]} - 1; i >= 0; i--)); do
    mkdir -- "${missing[i]}"
    echo "dir ${missing[i]}" >>"$new_manifest"
  done
}

# Puts SRC at DEST (a full path) with MODE: a temporary file renamed over
# the old one, so a running copy of the app is not disturbed.
put() { # SRC DEST MODE
  make_dir "$(dirname "$2")"
  local tmp
  tmp=$(mktemp "$2.XXXXXX")
  cat -- "$1" >"$tmp"
  chmod "$3" "$tmp"
  mv -f -- "$tmp" "$2"
  echo "file $2" >>"$new_manifest"
}

make_dir "$prefix"
bin=$prefix/bin/$name
if [[ -n $binary ]]; then
  [[ -f $binary && -x $binary ]] || die "not an executable file: $binary"
  put "$binary" "$bin" 755
else
  command -v cargo >/dev/null || die "cargo is needed to build (or give --binary PATH)"
  make_dir "$prefix/bin"
  cargo install --locked --force --quiet --path "$repo" --root "$prefix" --profile "$profile"
  echo "file $bin" >>"$new_manifest"
fi
version=$("$bin" --version) || die "the installed binary does not run: $bin"

share=$prefix/share
work=$(mktemp -d)
trap 'rm -f "$new_manifest"; rm -rf "$work"' EXIT

# The launcher, with Exec= the absolute path: a desktop's PATH often lacks
# ~/.local/bin. (Quoted as the Desktop Entry spec asks if it has to be.)
exec_path=$bin
if [[ $exec_path =~ [^A-Za-z0-9_./+-] ]]; then
  exec_path=$(printf '%s' "$exec_path" |
    sed -e 's/[\\"`$]/\\&/g' -e 's/%/%%/g' -e 's/^/"/' -e 's/$/"/' -e 's/\\/\\\\/g')
fi
EXEC=$exec_path awk '/^Exec=/ { print "Exec=" ENVIRON["EXEC"]; next } { print }' \
  "$repo/resources/linux/$id.desktop" >"$work/$id.desktop"
put "$work/$id.desktop" "$share/applications/$id.desktop" 644
put "$repo/resources/linux/$id.metainfo.xml" "$share/metainfo/$id.metainfo.xml" 644

for icon in "$repo"/resources/icons/hicolor/*/apps/"$id".*; do
  size=$(basename "$(dirname "$(dirname "$icon")")")
  put "$icon" "$share/icons/hicolor/$size/apps/$(basename "$icon")" 644
done

"$bin" completions bash >"$work/bash"
"$bin" completions zsh >"$work/zsh"
"$bin" completions fish >"$work/fish"
"$bin" man >"$work/man"
put "$work/bash" "$share/bash-completion/completions/$name" 644
put "$work/zsh" "$share/zsh/site-functions/_$name" 644
put "$work/fish" "$share/fish/vendor_completions.d/$name.fish" 644
put "$work/man" "$share/man/man6/$name.6" 644

# The manifest: this install's files, and the folders this or an earlier
# install made. Files only the old one had are removed.
make_dir "$(dirname "$manifest")"
listed dir "$manifest" | sed 's/^/dir /' >>"$new_manifest"
stale=0
while IFS= read -r file; do
  if ! grep -qxF "file $file" "$new_manifest" && inside "$file" && [[ -e $file ]]; then
    rm -f -- "$file"
    stale=$((stale + 1))
  fi
done < <(listed file "$manifest")
{ grep '^file ' "$new_manifest"; grep '^dir ' "$new_manifest" | sort -u; } >"$work/manifest"
cp -- "$work/manifest" "$manifest"

refresh_caches
echo "Installed $version under $prefix ($(grep -c '^file ' "$manifest") files; manifest $manifest)."
[[ $stale == 0 ]] || echo "Removed $stale files of the earlier install that this one no longer has."
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Note: $prefix/bin is not on PATH; the launcher works anyway (it names the binary in full)." ;;
esac

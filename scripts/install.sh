#!/usr/bin/env bash
# Installs Meeple Companion with its launcher, icon, metainfo, shell
# completions, man page, documentation and licences under a prefix
# (default ~/.local), or takes it off again.
#
#   scripts/install.sh [--prefix P] [--binary PATH | --profile NAME]
#   scripts/install.sh [--prefix P] --uninstall
#   scripts/install.sh --stage DIR [--binary PATH | --profile NAME]
#
#   --prefix P      where to install: P/bin and P/share (default ~/.local)
#   --binary PATH   install this binary instead of building one
#   --profile NAME  the cargo profile to build with (default dist, as the
#                   .deb; release builds faster)
#   --uninstall     remove exactly what the manifest of an earlier install
#                   under P lists
#   --stage DIR     only lay the files out in DIR (bin/, share/), with no
#                   manifest and the launcher's Exec= by name: what the
#                   release archive (scripts/release.sh), the .deb and the
#                   Flatpak are made of
#
# Run from a clone, it builds the binary with scripts/build.sh (unless
# --binary), as you: for a system folder build first, then install as root:
#   scripts/build.sh && sudo scripts/install.sh --prefix /usr/local --binary target/dist/meeple-companion
# Run from an unpacked release archive (install.sh beside bin/ and share/),
# it installs what the archive holds and builds nothing.
#
# Every file installed is listed in P/lib/meeple-companion/install-manifest,
# with the folders the install made; running the script again upgrades in
# place (and removes what the old manifest had that the new one has not).
# Saved games and settings ($XDG_DATA_HOME/meeple-companion,
# $XDG_CONFIG_HOME/meeple-companion) are never in the manifest, so
# --uninstall leaves them alone. The desktop's caches are refreshed where
# they exist (update-desktop-database, gtk-update-icon-cache).
set -euo pipefail

id=org.meeplecompanion.MeepleCompanion
name=meeple-companion
here=$(cd "$(dirname "$0")" && pwd)

usage() { sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; }
die() { echo "install.sh: $*" >&2; exit 1; }

prefix=${HOME:?}/.local binary="" profile=dist uninstall=0 stage=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --prefix) [[ $# -ge 2 ]] || die "--prefix needs a folder"; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#*=}; shift ;;
    --binary) [[ $# -ge 2 ]] || die "--binary needs a file"; binary=$2; shift 2 ;;
    --binary=*) binary=${1#*=}; shift ;;
    --profile) [[ $# -ge 2 ]] || die "--profile needs a name"; profile=$2; shift 2 ;;
    --profile=*) profile=${1#*=}; shift ;;
    --stage) [[ $# -ge 2 ]] || die "--stage needs a folder"; stage=$2; shift 2 ;;
    --stage=*) stage=${1#*=}; shift ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

# Where the files come from: a clone (this script in its scripts/) or an
# unpacked release archive (this script beside bin/ and share/).
if [[ -f $here/bin/$name && -d $here/share/doc/$name ]]; then
  archive=$here repo=""
else
  archive="" repo=$(cd "$here/.." && pwd)
fi

# Lays out every file of an install under DIR, from the clone: the binary,
# the launcher, the metainfo, the icons, the completions and the man page
# (written by the binary), the documentation and the licences. The one
# list of what is installed: the archive, the .deb and the Flatpak are
# made from it.
stage_from_repo() { # DIR BINARY
  local dir=$1 bin=$2 share=$1/share docs=$1/share/doc/$name
  mkdir -p "$dir/bin" "$share/applications" "$share/metainfo" "$docs" \
    "$share/bash-completion/completions" "$share/zsh/site-functions" \
    "$share/fish/vendor_completions.d" "$share/man/man6"
  install -m 755 "$bin" "$dir/bin/$name"
  install -m 644 "$repo/resources/linux/$id.desktop" "$share/applications/"
  install -m 644 "$repo/resources/linux/$id.metainfo.xml" "$share/metainfo/"
  local icon size
  for icon in "$repo"/resources/icons/hicolor/*/apps/"$id".*; do
    size=$(basename "$(dirname "$(dirname "$icon")")")
    mkdir -p "$share/icons/hicolor/$size/apps"
    install -m 644 "$icon" "$share/icons/hicolor/$size/apps/"
  done
  "$dir/bin/$name" completions bash >"$share/bash-completion/completions/$name"
  "$dir/bin/$name" completions zsh >"$share/zsh/site-functions/_$name"
  "$dir/bin/$name" completions fish >"$share/fish/vendor_completions.d/$name.fish"
  "$dir/bin/$name" man >"$share/man/man6/$name.6"
  # The documents, flat: the README's links to docs/X.md become X.md (and
  # to the fonts' licence, OFL.txt), and the pictures it shows go to
  # screenshots/.
  local doc picture
  for doc in "$repo"/docs/*.md "$repo/CHANGELOG.md"; do
    install -m 644 "$doc" "$docs/"
  done
  for doc in README.md CONTRIBUTING.md; do
    sed -e 's#](docs/#](#g' -e 's#](resources/fonts/OFL.txt)#](OFL.txt)#g' "$repo/$doc" >"$docs/$doc"
  done
  while IFS= read -r picture; do
    mkdir -p "$docs/screenshots"
    install -m 644 "$repo/docs/$picture" "$docs/$picture"
  done < <(grep -o '](docs/screenshots/[^)]*)' "$repo/README.md" | sed 's#^](docs/##; s#)$##' | sort -u)
  install -m 644 "$repo/LICENSE" "$repo/THIRD-PARTY-NOTICES.txt" "$repo/resources/fonts/OFL.txt" "$docs/"
  chmod 644 "$share"/bash-completion/completions/* "$share"/zsh/site-functions/* \
    "$share"/fish/vendor_completions.d/* "$share"/man/man6/*
  check_links "$docs"
}

# Fails on a link in an installed document to a file that is not
# installed beside it.
check_links() { # DOCS
  local doc target dead=0
  for doc in "$1"/*.md; do
    while IFS= read -r target; do
      case $target in http://*|https://*|mailto:*|'#'*|'') continue ;; esac
      target=${target%%#*}
      if [[ ! -e $1/$target ]]; then
        echo "install.sh: $(basename "$doc") links to $target, which is not installed" >&2
        dead=1
      fi
    done < <(grep -o '](\([^)]*\))' "$doc" | sed 's#^](##; s#)$##')
  done
  [[ $dead == 0 ]] || die "dead links in the installed documentation"
}

# The binary to install: given, or built here as the user.
find_binary() {
  if [[ -n $binary ]]; then
    [[ -f $binary && -x $binary ]] || die "not an executable file: $binary"
    realpath -- "$binary"
  else
    if ! command -v cargo >/dev/null; then
      if [[ $EUID == 0 ]]; then
        die "root has no cargo: build as yourself first (scripts/build.sh), then: sudo scripts/install.sh --binary target/$profile/$name"
      fi
      die "cargo is needed to build (or give --binary PATH)"
    fi
    echo "install.sh: building the $profile profile (the first build takes several minutes)" >&2
    "$repo/scripts/build.sh" "$profile" | tail -n1
  fi
}

if [[ -n $stage ]]; then
  [[ -n $repo ]] || die "--stage lays the files out from a clone"
  [[ ! -e $stage || -z $(ls -A "$stage") ]] || die "the stage folder is not empty: $stage"
  bin=$(find_binary)
  stage_from_repo "$(realpath -m -- "$stage")" "$bin"
  echo "install.sh: laid out $(find "$stage" -type f | wc -l) files in $stage"
  exit 0
fi

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
work=$(mktemp -d)
trap 'rm -f "$new_manifest"; rm -rf "$work"' EXIT

# The tree to install: the archive's, or one laid out from the clone.
if [[ -n $archive ]]; then
  [[ -z $binary ]] || die "--binary is for a clone; the archive brings its binary"
  tree=$archive
else
  bin=$(find_binary)
  tree=$work/tree
  stage_from_repo "$tree" "$bin"
fi
"$tree/bin/$name" --version >/dev/null || die "the binary does not run on this machine: $tree/bin/$name"

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
put "$tree/bin/$name" "$bin" 755
version=$("$bin" --version) || die "the installed binary does not run: $bin"

# The launcher, with Exec= the absolute path: a desktop's PATH often lacks
# ~/.local/bin. (Quoted as the Desktop Entry spec asks if it has to be.)
exec_path=$bin
if [[ $exec_path =~ [^A-Za-z0-9_./+-] ]]; then
  exec_path=$(printf '%s' "$exec_path" |
    sed -e 's/[\\"`$]/\\&/g' -e 's/%/%%/g' -e 's/^/"/' -e 's/$/"/' -e 's/\\/\\\\/g')
fi
EXEC=$exec_path awk '/^Exec=/ { print "Exec=" ENVIRON["EXEC"]; next } { print }' \
  "$tree/share/applications/$id.desktop" >"$work/$id.desktop"
put "$work/$id.desktop" "$prefix/share/applications/$id.desktop" 644

# Everything else under share/, as laid out.
while IFS= read -r file; do
  [[ $file == applications/$id.desktop ]] && continue
  put "$tree/share/$file" "$prefix/share/$file" 644
done < <(cd "$tree/share" && find . -type f | sed 's#^\./##' | sort)

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
echo "The documentation and the licences: $prefix/share/doc/$name/"
[[ $stale == 0 ]] || echo "Removed $stale files of the earlier install that this one no longer has."
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Note: $prefix/bin is not on PATH; the launcher works anyway (it names the binary in full)." ;;
esac

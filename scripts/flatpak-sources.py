#!/usr/bin/env python3
"""Writes flatpak/cargo-sources.json from Cargo.lock: the crates of the lock
file as flatpak-builder sources, so the Flatpak builds offline (Flathub
builds without the network). Each crate of crates.io is its .crate archive
with the checksum Cargo.lock records, unpacked into cargo/vendor/, with the
.cargo-checksum.json cargo wants there; a last source writes cargo/config
pointing cargo at that folder instead of crates.io.

    scripts/flatpak-sources.py            write the file
    scripts/flatpak-sources.py --check    fail if it is not what Cargo.lock gives

Run it after Cargo.lock changes; tests/flatpak.rs fails until then. Only the
standard library (Python 3.11: tomllib).
"""
import json
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "flatpak" / "cargo-sources.json"
CRATES_IO = "registry+https://github.com/rust-lang/crates.io-index"


def sources(lock):
    out = []
    for package in lock["package"]:
        source = package.get("source")
        if source is None:
            continue  # this package, built from the checkout
        if source != CRATES_IO:
            sys.exit(f"flatpak-sources: {package['name']} comes from {source}: only crates.io is handled")
        name, version, checksum = package["name"], package["version"], package["checksum"]
        dest = f"cargo/vendor/{name}-{version}"
        out.append({
            "type": "archive",
            "archive-type": "tar-gzip",
            "url": f"https://static.crates.io/crates/{name}/{name}-{version}.crate",
            "sha256": checksum,
            "dest": dest,
        })
        out.append({
            "type": "inline",
            "contents": json.dumps({"package": checksum, "files": {}}),
            "dest": dest,
            "dest-filename": ".cargo-checksum.json",
        })
    out.append({
        "type": "inline",
        "contents": "[source.vendored-sources]\ndirectory = \"cargo/vendor\"\n\n"
                    "[source.crates-io]\nreplace-with = \"vendored-sources\"\n",
        "dest": "cargo",
        "dest-filename": "config.toml",
    })
    return out


def main():
    with open(ROOT / "Cargo.lock", "rb") as f:
        lock = tomllib.load(f)
    text = json.dumps(sources(lock), indent=4) + "\n"
    if sys.argv[1:] == ["--check"]:
        if not OUT.exists() or OUT.read_text() != text:
            sys.exit(f"flatpak-sources: {OUT.relative_to(ROOT)} is not Cargo.lock's: run scripts/flatpak-sources.py")
        print(f"flatpak-sources: {OUT.relative_to(ROOT)} is Cargo.lock's")
    elif sys.argv[1:]:
        sys.exit(__doc__)
    else:
        OUT.write_text(text)
        print(f"flatpak-sources: wrote {OUT.relative_to(ROOT)} ({len(lock['package'])} packages)")


main()

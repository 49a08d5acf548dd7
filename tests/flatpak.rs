//! The Flatpak manifest builds offline from what Cargo.lock holds: its
//! cargo sources (flatpak/cargo-sources.json, written by
//! scripts/flatpak-sources.py) are every crate of Cargo.lock, each with the
//! checksum the lock file records, and nothing else; the manifest names
//! the application id and asks for no more than the app needs.
//! (Building the Flatpak itself needs flatpak-builder and Flathub's
//! runtimes, which the project's machines do not have: docs/packaging.md.)

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use meeple_companion::app::desktop::APP_ID;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Cargo.lock's crates from crates.io: (name, version) → checksum.
fn locked() -> BTreeMap<(String, String), String> {
    let lock = read("Cargo.lock");
    let mut crates = BTreeMap::new();
    for package in lock.split("\n[[package]]\n").skip(1) {
        let field = |key: &str| {
            package.lines().find_map(|line| {
                line.strip_prefix(&format!("{key} = \""))
                    .and_then(|v| v.strip_suffix('"'))
                    .map(str::to_owned)
            })
        };
        let (Some(name), Some(version)) = (field("name"), field("version")) else {
            panic!("a package without a name or version: {package}");
        };
        match field("source").as_deref() {
            None => continue, // this package
            Some("registry+https://github.com/rust-lang/crates.io-index") => {}
            Some(other) => panic!("{name} comes from {other}; the generator takes crates.io only"),
        }
        let checksum = field("checksum").unwrap_or_else(|| panic!("{name}: no checksum"));
        crates.insert((name, version), checksum);
    }
    crates
}

#[test]
fn the_cargo_sources_are_cargo_lock_s_crates() {
    let sources: Vec<serde_json::Value> =
        serde_json::from_str(&read("flatpak/cargo-sources.json")).unwrap();
    let mut archives = BTreeMap::new();
    let mut checksums = BTreeMap::new();
    let mut config = 0;
    for source in &sources {
        let dest = source["dest"].as_str().unwrap().to_owned();
        match source["type"].as_str().unwrap() {
            "archive" => {
                let url = source["url"].as_str().unwrap();
                // https://static.crates.io/crates/NAME/NAME-VERSION.crate
                let name = url.split('/').nth(4).unwrap().to_owned();
                let version = dest
                    .strip_prefix(&format!("cargo/vendor/{name}-"))
                    .unwrap_or_else(|| panic!("{dest} is not {name}'s"))
                    .to_owned();
                assert_eq!(
                    url,
                    format!("https://static.crates.io/crates/{name}/{name}-{version}.crate")
                );
                let sha = source["sha256"].as_str().unwrap().to_owned();
                assert!(
                    archives.insert((name, version), sha).is_none(),
                    "{dest} twice"
                );
            }
            "inline" if source["dest-filename"] == ".cargo-checksum.json" => {
                let contents: serde_json::Value =
                    serde_json::from_str(source["contents"].as_str().unwrap()).unwrap();
                checksums.insert(dest, contents["package"].as_str().unwrap().to_owned());
            }
            "inline" if dest == "cargo" => {
                config += 1;
                let contents = source["contents"].as_str().unwrap();
                assert!(
                    contents.contains("directory = \"cargo/vendor\""),
                    "{contents}"
                );
                assert!(contents.contains("replace-with = \"vendored-sources\""));
            }
            other => panic!("an unexpected source: {other} {dest}"),
        }
    }
    assert_eq!(config, 1, "one cargo config");
    let locked = locked();
    let missing: BTreeSet<_> = locked
        .keys()
        .filter(|k| !archives.contains_key(*k))
        .collect();
    let extra: BTreeSet<_> = archives
        .keys()
        .filter(|k| !locked.contains_key(*k))
        .collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "flatpak/cargo-sources.json is not Cargo.lock's: run scripts/flatpak-sources.py\n\
         in Cargo.lock only: {missing:?}\nin the sources only: {extra:?}"
    );
    for ((name, version), sha) in &archives {
        assert_eq!(
            Some(sha),
            locked.get(&(name.clone(), version.clone())),
            "{name} {version}"
        );
        assert_eq!(
            checksums.get(&format!("cargo/vendor/{name}-{version}")),
            Some(sha),
            "{name} {version}: its .cargo-checksum.json"
        );
    }
    assert!(locked.len() > 100);
}

#[test]
fn the_manifest_names_the_app_and_asks_for_what_it_needs() {
    let manifest = read(&format!("flatpak/{APP_ID}.yml"));
    assert!(manifest.contains(&format!("\nid: {APP_ID}\n")));
    assert!(manifest.contains("\ncommand: meeple-companion\n"));
    assert!(manifest.contains("org.freedesktop.Sdk.Extension.rust-stable"));
    assert!(manifest.contains("      - cargo-sources.json\n"));
    assert!(manifest.contains("CARGO_NET_OFFLINE: 'true'"));
    let permissions: BTreeSet<&str> = manifest
        .lines()
        .filter_map(|line| line.trim().strip_prefix("- --"))
        .collect();
    let expected: BTreeSet<&str> = [
        "socket=wayland",
        "socket=fallback-x11",
        "share=ipc",
        "share=network",
        "talk-name=org.freedesktop.ScreenSaver",
        "system-talk-name=org.freedesktop.login1",
        "filesystem=xdg-run/speech-dispatcher:ro",
    ]
    .into();
    assert_eq!(permissions, expected, "the fewest permissions");
}

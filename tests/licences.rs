//! The licences shipped with the app are the right ones: LICENSE is the MIT
//! licence Cargo.toml names; THIRD-PARTY-NOTICES.txt (written by
//! cargo-about, scripts/notices.sh) lists exactly the crates that Cargo.lock
//! links into the binary on the Linux targets shipped; resources/fonts/OFL.txt
//! covers both faces of Fira Sans built in, with the copyright their own
//! name tables give. (CI also runs `scripts/notices.sh --check`, which
//! writes the file again with cargo-about and fails on a licence
//! about.toml does not accept; this test is the cheap half, run by every
//! `cargo test`.)

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// "name version" of every crate the notices list under a licence
/// (written `name@version`: "fdeflate 0.3.7" in a binary looks like zlib's
/// version string to lintian's embedded-library check).
fn listed() -> BTreeSet<String> {
    read("THIRD-PARTY-NOTICES.txt")
        .lines()
        .filter_map(|line| line.strip_prefix("    - "))
        .map(|crate_| crate_.replacen('@', " ", 1))
        .collect()
}

/// "name version" of every crate Cargo.lock puts into the binary (normal
/// and build dependencies, this package too) on the targets about.toml
/// names, as cargo resolves them.
fn linked() -> BTreeSet<String> {
    let about = read("about.toml");
    let targets: Vec<&str> = about
        .lines()
        .find_map(|line| line.strip_prefix("targets = ["))
        .expect("about.toml names its targets")
        .trim_end_matches(']')
        .split(',')
        .map(|t| t.trim().trim_matches('"'))
        .filter(|t| !t.is_empty())
        .collect();
    assert!(targets.contains(&"x86_64-unknown-linux-gnu"), "{targets:?}");
    let mut tree = Command::new(env!("CARGO"));
    tree.current_dir(ROOT).args([
        "tree",
        "--locked",
        "--quiet",
        "--edges",
        "normal,build",
        "--prefix",
        "none",
        "--format",
        "{p}",
    ]);
    for target in &targets {
        tree.args(["--target", target]);
    }
    let output = tree.output().expect("cargo runs");
    assert!(
        output.status.success(),
        "cargo tree: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .filter(|line| !line.trim().is_empty())
        // "name v1.2.3 (/path)" or "name v1.2.3 (*)"
        .map(|line| {
            let mut words = line.split_whitespace();
            let name = words.next().unwrap();
            let version = words.next().unwrap().trim_start_matches('v');
            format!("{name} {version}")
        })
        .collect()
}

#[test]
fn the_notices_list_exactly_the_crates_cargo_lock_links_in() {
    let listed = listed();
    let linked = linked();
    let missing: Vec<&String> = linked.difference(&listed).collect();
    let extra: Vec<&String> = listed.difference(&linked).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "THIRD-PARTY-NOTICES.txt is not Cargo.lock's list: run scripts/notices.sh\n\
         linked but not listed: {missing:?}\nlisted but not linked: {extra:?}"
    );
    assert!(linked.len() > 100, "{}", linked.len());
    assert!(listed.contains(&format!("meeple-companion {}", env!("CARGO_PKG_VERSION"))));
}

#[test]
fn every_licence_in_the_notices_has_its_text() {
    let notices = read("THIRD-PARTY-NOTICES.txt");
    let rule = format!("\n{}\nLicence: ", "=".repeat(78));
    let sections: Vec<&str> = notices.split(&rule).skip(1).collect();
    assert!(sections.len() > 5, "{}", sections.len());
    for section in sections {
        let heading = section.lines().next().unwrap_or_default();
        assert!(section.len() > 400, "a licence without its text: {heading}");
        assert!(!section.contains("&quot;"), "HTML escapes in {heading}");
    }
}

#[test]
fn the_licence_is_the_mit_licence_cargo_toml_names() {
    assert!(read("Cargo.toml").contains("\nlicense = \"MIT\"\n"));
    let licence = read("LICENSE");
    assert!(licence.starts_with("MIT License\n\nCopyright (c) "));
    assert!(licence.contains("Permission is hereby granted, free of charge"));
}

/// The copyright notice (name id 0) in a TrueType font's name table, from
/// its first Windows (UTF-16) record.
fn copyright(font: &[u8]) -> String {
    let u16_at = |at: usize| u16::from_be_bytes([font[at], font[at + 1]]) as usize;
    let u32_at = |at: usize| u32::from_be_bytes(font[at..at + 4].try_into().unwrap()) as usize;
    let tables = u16_at(4);
    let name = (0..tables)
        .map(|i| 12 + 16 * i)
        .find(|&at| &font[at..at + 4] == b"name")
        .map(|at| u32_at(at + 8))
        .expect("a name table");
    let count = u16_at(name + 2);
    let strings = name + u16_at(name + 4);
    (0..count)
        .map(|i| name + 6 + 12 * i)
        .find(|&record| u16_at(record) == 3 && u16_at(record + 6) == 0)
        .map(|record| {
            let (length, offset) = (u16_at(record + 8), u16_at(record + 10));
            let bytes = &font[strings + offset..strings + offset + length];
            let units: Vec<u16> = bytes
                .chunks_exact(2)
                .map(|c| u16::from_be_bytes([c[0], c[1]]))
                .collect();
            String::from_utf16(&units).unwrap()
        })
        .expect("a copyright record")
}

#[test]
fn the_font_licence_covers_both_faces_built_in() {
    let ofl = read("resources/fonts/OFL.txt");
    assert!(ofl.contains("SIL OPEN FONT LICENSE Version 1.1"));
    let bold = std::fs::read(Path::new(ROOT).join("resources/fonts/FiraSans-Bold.ttf")).unwrap();
    for (face, font) in [
        ("Fira Sans Regular", iced_graphics::text::FIRA_SANS_REGULAR),
        ("Fira Sans Bold", bold.as_slice()),
    ] {
        let notice = copyright(font);
        assert!(notice.contains("Mozilla Foundation"), "{face}: {notice}");
        assert!(
            ofl.contains(&notice),
            "OFL.txt lacks {face}'s copyright: {notice}"
        );
    }
    assert!(ofl.contains("Fira Sans Regular and Fira Sans Bold"));
}

//! The README is for a newcomer: at most 200 lines; what it is, then how
//! to install, run and test it within the first 60 (the two commands
//! `cargo run --release` and `cargo test` among them); three pictures (the
//! game screen, Stats, a phone that acts); and a keys table that is the app's own list of
//! keys, the `?` overlay of the game screen, row for row in English (a key
//! the app gains or loses fails here until the README says so).

mod ui;

use std::collections::BTreeSet;

use iced::keyboard::{self, Key, Location, Modifiers, key};
use meeple_companion::app::Message;
use meeple_companion::i18n::{self, Language};

const README: &str = include_str!("../README.md");

#[test]
fn a_newcomer_gets_from_nothing_to_a_running_app_in_sixty_lines() {
    let lines: Vec<&str> = README.lines().collect();
    assert!(lines.len() <= 200, "the README has {} lines", lines.len());
    let first: String = lines[..60.min(lines.len())].join("\n");
    for needed in [
        "cargo run --release",
        "cargo test",
        "## Install",
        "scripts/install.sh",
        "apt install ./",
    ] {
        assert!(first.contains(needed), "the first 60 lines lack {needed:?}");
    }
    // The game screen, the Stats screen (issue 31) and a phone that acts
    // (issue 30): a picture an issue.
    assert_eq!(README.matches("![").count(), 3, "three pictures");
    assert!(README.contains("docs/screenshots/phone-act.png"));
    assert!(README.contains("Gold Mines"));
    assert!(README.contains("47474"), "the port, for the firewall");
    assert!(!README.contains("--quiet"));
    assert!(!README.contains("../shared") && !README.contains("RULES.md of"));
}

/// The README's keys table: (keys, what), the keys as written in the app.
fn readme_keys() -> Vec<(String, String)> {
    let table = README.split("### Keys").nth(1).expect("a ### Keys section");
    table
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .map(|row| {
            let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
            let keys = cells[0].replace('`', "");
            (collapse(&keys), cells[1].replace("\\|", "|"))
        })
        .collect()
}

fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The English texts of the overlay's keys (`keys-*` in en.ftl).
fn key_descriptions() -> BTreeSet<String> {
    include_str!("../resources/i18n/en.ftl")
        .lines()
        .filter(|l| {
            l.starts_with("keys-") && !l.starts_with("keys-title") && !l.starts_with("keys-close =")
        })
        .filter_map(|l| l.split_once(" = ").map(|(_, v)| v.to_owned()))
        .collect()
}

#[test]
fn the_keys_table_is_the_app_s_list_of_keys() {
    i18n::set_language(Language::English);
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui::started(&dir, &["Anna", "Bert"]).unwrap();
    ui::update(
        &mut app,
        Message::Key(keyboard::Event::KeyPressed {
            key: Key::Character("?".into()),
            modified_key: Key::Character("?".into()),
            physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
            location: Location::Standard,
            modifiers: Modifiers::SHIFT,
            text: Some("?".into()),
            repeat: false,
        }),
    );
    let shown: Vec<String> = ui::texts(&app).iter().map(|t| collapse(t)).collect();
    let descriptions = key_descriptions();
    let on_overlay: BTreeSet<&String> =
        shown.iter().filter(|t| descriptions.contains(*t)).collect();
    assert!(on_overlay.len() > 15, "the overlay is open: {shown:?}");
    let readme = readme_keys();
    for (keys, what) in &readme {
        assert!(
            shown.contains(keys),
            "README: {keys:?} is not a key of the overlay: {shown:?}"
        );
        assert!(
            shown.contains(what),
            "README: {what:?} is not the overlay's text"
        );
    }
    let in_readme: BTreeSet<&String> = readme.iter().map(|(_, what)| what).collect();
    let missing: Vec<&&String> = on_overlay
        .iter()
        .filter(|w| !in_readme.contains(**w))
        .collect();
    assert!(
        missing.is_empty(),
        "keys of the app the README lacks: {missing:?}"
    );
}

/// The README's table is the one list of the keys, row for row, in
/// English: a key the list gains or loses fails here until the README
/// says so.
#[test]
fn the_keys_table_is_the_one_list_of_the_keys() {
    let list: Vec<(String, String)> = meeple_companion::table::keys::KEYS
        .iter()
        .map(|line| {
            (
                collapse(line.keys),
                i18n::tr_in(Language::English, line.words, &[]),
            )
        })
        .collect();
    assert_eq!(readme_keys(), list);
}

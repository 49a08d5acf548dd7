//! Save files written by earlier versions, kept in `tests/saves/v<format>/`
//! with the `replay` report of the game each holds. They must load, report
//! the same game and play on in every later version.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::Utc;
use meeple_companion::engine::report::Report;
use meeple_companion::engine::{Command, Phase};
use meeple_companion::i18n;
use meeple_companion::store::{Listing, Store, Summary, from_json};

/// The save files (not the reports) in one folder of fixtures.
fn saves(format: u32) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/saves/v{format}"));
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_str().unwrap();
            name.ends_with(".json") && !name.ends_with(".report.json")
        })
        .collect();
    files.sort();
    assert!(files.len() >= 3, "{files:?}");
    files
}

fn expected_report(save: &Path) -> serde_json::Value {
    let report = save.with_extension("report.json");
    serde_json::from_str(&fs::read_to_string(report).unwrap()).unwrap()
}

#[test]
fn format_1_saves_load_and_report_the_same_game() {
    for save in saves(1) {
        let loaded = from_json(&fs::read_to_string(&save).unwrap())
            .unwrap_or_else(|error| panic!("{}: {error}", save.display()));
        let report = Report::new(&loaded.game, i18n::prompt_text);
        assert_eq!(
            serde_json::to_value(&report).unwrap(),
            expected_report(&save),
            "{}",
            save.display()
        );
    }
}

#[test]
fn format_1_saves_play_on_and_save_in_the_new_format() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    for save in saves(1) {
        let name = save.file_name().unwrap().to_str().unwrap();
        fs::copy(&save, dir.path().join(name)).unwrap();
        let id = name.strip_suffix(".json").unwrap();
        let mut loaded = store.load(id).unwrap();
        if loaded.game.state().phase == Phase::Ended {
            loaded.game.undo().unwrap();
        } else {
            loaded.game.execute(Command::EndTurn, Utc::now()).unwrap();
        }
        store.save(&loaded).unwrap();
        assert_eq!(store.load(id).unwrap(), loaded, "{name}");
    }
}

#[test]
fn format_1_saves_are_listed() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let mut expected = Vec::new();
    for save in saves(1) {
        let name = save.file_name().unwrap().to_str().unwrap();
        fs::copy(&save, dir.path().join(name)).unwrap();
        expected.push(Summary::of(
            &store.load(name.strip_suffix(".json").unwrap()).unwrap(),
        ));
    }
    let mut listed: Vec<Summary> = store
        .list()
        .into_iter()
        .map(|listing| match listing {
            Listing::Game(summary) => summary,
            Listing::Unchecked(summary) => panic!("{}: not checked", summary.id),
            Listing::Unreadable { file, reason } => panic!("{file}: {reason}"),
        })
        .collect();
    listed.sort_by(|a, b| a.id.cmp(&b.id));
    expected.sort_by(|a, b| a.id.cmp(&b.id));
    assert_eq!(listed, expected);
}

//! Issue 27: the app never writes what it will not read. A new name is at
//! most 24 characters (grapheme clusters), at most 4 combining marks on
//! each, at most 128 bytes of UTF-8: in a `player` line (so `replay` and
//! `import`) and on the setup screen, each tested at its boundary. A save
//! over the reader's size limit is refused before anything is written.

mod ui;

use std::fs;
use std::process::Command as Process;

use meeple_companion::app::{self, Message, Screen};
use meeple_companion::engine::{Colour, Game, PlayerSetup, Setup, notation};
use meeple_companion::store::{DATA_DIR_VAR, MAX_FILE_BYTES, SavedGame, Store, StoreError};

const BIN: &str = env!("CARGO_BIN_EXE_meeple-companion");

/// Names just inside and just outside each limit, and what is refused.
fn boundaries() -> Vec<(String, Option<&'static str>)> {
    // 18 clusters of 7 bytes (a letter and two marks) and `n` letters.
    let bytes = |n: usize| format!("{}{}", "日\u{301}\u{302}".repeat(18), "a".repeat(n));
    vec![
        ("é".repeat(24), None),
        ("é".repeat(25), Some("25 characters")),
        (format!("Zo{}e", "\u{301}".repeat(4)), None),
        (format!("Zo{}e", "\u{301}".repeat(5)), Some("5 accents")),
        (bytes(2), None),
        (bytes(3), Some("129 bytes")),
    ]
}

#[test]
fn a_player_line_takes_names_up_to_each_limit_and_no_further() {
    for (name, refused) in boundaries() {
        let script = format!("player \"{name}\" red\nplayer Bert blue\n");
        match (notation::run(&script, chrono::Utc::now), refused) {
            (Ok(game), None) => assert_eq!(game.setup().players[0].name, name),
            (Err(error), Some(why)) => {
                let error = error.to_string();
                assert!(error.starts_with("line 1: "), "{error}");
                assert!(error.contains(why), "{name:?}: {error}");
            }
            (other, _) => panic!("{name:?}: {other:?}"),
        }
    }
}

#[test]
fn the_setup_screen_takes_names_up_to_each_limit_and_no_further() {
    for (name, refused) in boundaries() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = ui::app(&dir);
        ui::click(&mut app, "New game").unwrap();
        for (seat, each) in [(0, "Anna"), (1, name.as_str())] {
            ui::update(
                &mut app,
                Message::Setup(app::setup::Message::Name(seat, each.to_owned())),
            );
        }
        ui::click(&mut app, "Start game").unwrap();
        match refused {
            None => assert!(matches!(app.screen(), Screen::Game(_)), "{name:?}"),
            Some(why) => {
                assert!(matches!(app.screen(), Screen::Setup(_)), "{name:?} refused");
                let words = why.split(' ').next().unwrap();
                let shown = format!("{:?}", app.screen());
                assert!(shown.contains(words), "{name:?}: {shown}");
                assert!(fs::read_dir(dir.path()).map_or(true, |d| {
                    d.flatten()
                        .all(|e| !e.file_name().to_string_lossy().ends_with(".json"))
                }));
            }
        }
    }
}

/// The game of finding 3: a name of one letter and a million combining
/// marks. `import` says why and saves nothing (it said "saved" and wrote a
/// save it could not read back).
#[test]
fn import_refuses_a_name_of_a_million_marks_and_writes_nothing() {
    let data = tempfile::tempdir().unwrap();
    let script = data.path().join("heavy.txt");
    let name = format!("Z{}", "\u{301}".repeat(1_000_000));
    fs::write(
        &script,
        format!("player \"{name}\" red\nplayer Bert blue\n"),
    )
    .unwrap();
    let out = Process::new(BIN)
        .args(["import", script.to_str().unwrap()])
        .env(DATA_DIR_VAR, data.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("2000001 bytes; at most 128 fit"),
        "{stderr}"
    );
    assert!(stderr.len() < 400, "echoed cut: {} bytes", stderr.len());
    assert!(!data.path().join("games").exists(), "nothing written");
}

/// A game an older version allowed (a name of 17 million marks is one
/// character to it) whose save would be over the reader's limit: the
/// writer refuses before anything is written, with a clear reason.
#[test]
fn the_writer_refuses_a_save_the_reader_would_refuse_before_writing() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    // Twice in the file (the header and the game line): over 64 MiB.
    let marks = (MAX_FILE_BYTES / 4 + 1) as usize;
    let name = format!("Z{}", "\u{301}".repeat(marks));
    let setup = Setup::new(vec![
        PlayerSetup::new(name, Colour::Red),
        PlayerSetup::new("Bert", Colour::Blue),
    ]);
    let saved = SavedGame {
        id: "heavy".into(),
        created: chrono::Utc::now(),
        game: Game::new(setup).expect("an older version's name loads"),
    };
    let error = store.save(&saved).unwrap_err();
    assert!(matches!(error, StoreError::TooLargeToSave(_)), "{error:?}");
    assert_eq!(
        error.to_string(),
        "the game is too large to save: 65 MB, and a saved game may have at most 64; nothing was written"
    );
    assert_eq!(
        fs::read_dir(dir.path()).unwrap().count(),
        0,
        "nothing written"
    );
    // Just under the limit it saves, and reads back.
    let small = Setup::new(vec![
        PlayerSetup::new(format!("Z{}", "\u{301}".repeat(1_000)), Colour::Red),
        PlayerSetup::new("Bert", Colour::Blue),
    ]);
    let saved = SavedGame {
        game: Game::new(small).unwrap(),
        ..saved
    };
    store.save(&saved).unwrap();
    assert_eq!(store.load("heavy").unwrap().game, saved.game);
}

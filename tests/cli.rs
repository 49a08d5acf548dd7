//! The headless commands on saved games, running the real binary on a
//! temporary data folder: `games`, `export ID`, `check`, and their exit
//! codes (0 done, 1 could not be done, 2 arguments that make no sense).

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

use chrono::{DateTime, TimeZone, Utc};
use meeple_companion::engine::notation;
use meeple_companion::store::{DATA_DIR_VAR, SavedGame, Store};

const BIN: &str = env!("CARGO_BIN_EXE_meeple-companion");

fn run(data: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .env(DATA_DIR_VAR, data)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

fn at(hour: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 30, hour, 5, 0).unwrap()
}

fn save(store: &Store, id: &str, hour: u32, script: &str) -> SavedGame {
    let saved = SavedGame {
        id: id.into(),
        created: at(hour),
        game: notation::run(script, || at(hour)).unwrap(),
    };
    store.save(&saved).unwrap();
    saved
}

const EVENING: &str = "player Anna red\nplayer Bert blue\nsaint-nicholas\nbegin\n\
                       score city 8 Anna\nend-turn\nscore road 3 Bert\nscore road 20 Bert\nundo\n";
const FINISHED: &str = "player Cleo green\nplayer Dirk black\nplayer Eva yellow\n\
                        score city 4 Dirk\nfinal-scoring\nscore farm 6 Eva\nend-game\n";
const TIED: &str = "player Anna red\nplayer Bert blue\nscore city 5 Anna\nscore city 5 Bert\n\
                    final-scoring\nend-game\n";

#[test]
fn games_lists_each_game_then_the_unreadable_files() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    save(&store, "evening", 20, EVENING);
    save(&store, "finished", 21, FINISHED);
    save(&store, "tied", 18, TIED);
    fs::write(store.dir().join("broken.json"), "{\"format\":2,").unwrap();
    let output = run(data.path(), &["games"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(output.stderr.is_empty());
    assert_eq!(
        text(&output.stdout),
        "finished\tCleo 0, Dirk 4, Eva 6\tended, Eva won\t2026-11-30 21:05 UTC\n\
         evening\tAnna 8, Bert 3\tturn 2\t2026-11-30 20:05 UTC\n\
         tied\tAnna 5, Bert 5\tended, Anna and Bert tied\t2026-11-30 18:05 UTC\n\
         broken.json\tunreadable: the file ends too early; it was probably cut off while being written\n"
    );
}

#[test]
fn games_in_an_empty_or_missing_folder_lists_nothing() {
    let data = tempfile::tempdir().unwrap();
    let output = run(data.path(), &["games"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stdout.is_empty() && output.stderr.is_empty());
}

#[test]
fn export_prints_notation_that_replays_to_the_same_game() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    let saved = save(&store, "evening", 20, EVENING);
    let output = run(data.path(), &["export", "evening"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(output.stderr.is_empty());
    let exported = text(&output.stdout);
    assert_eq!(exported, notation::export(&saved.game));
    let replayed = notation::run(&exported, || at(20)).unwrap();
    assert_eq!(replayed, saved.game);
    // The undone scoring comes back as undone.
    assert_eq!(replayed.redo_stack().len(), 1);
}

#[test]
fn export_of_a_missing_or_broken_game_says_why() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    save(&store, "evening", 20, EVENING);
    fs::write(store.dir().join("broken.json"), "").unwrap();
    for (id, reason) in [
        ("nothing", "nothing: there is no saved game \"nothing\"\n"),
        ("broken", "broken: the file is empty\n"),
        (
            "../evening",
            "../evening: \"../evening\" cannot be the name of a saved game\n",
        ),
    ] {
        let output = run(data.path(), &["export", id]);
        assert_eq!(output.status.code(), Some(1), "{id}");
        assert!(output.stdout.is_empty(), "{id}");
        assert_eq!(text(&output.stderr), reason);
    }
}

#[test]
fn check_passes_when_every_game_reads() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    save(&store, "evening", 20, EVENING);
    save(&store, "finished", 21, FINISHED);
    let output = run(data.path(), &["check"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(output.stderr.is_empty());
    assert!(
        text(&output.stdout).starts_with("2 saved games read, 0 unreadable, in "),
        "{}",
        text(&output.stdout)
    );
}

/// Issue 19, bug 1: a summary an earlier version wrote beside the saves,
/// and the summaries folder, neither fail `check` nor show in `games`.
#[test]
fn summaries_neither_fail_check_nor_show_in_games() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    let saved = save(&store, "finished", 21, FINISHED);
    let summary = meeple_companion::engine::summary::Summary::of(&saved.game, saved.created, &[]);
    let json = meeple_companion::engine::summary::export::json(&summary);
    fs::write(store.dir().join("finished-summary.json"), &json).unwrap();
    store.write_summary("finished", "json", &json).unwrap();
    let output = run(data.path(), &["check"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
    assert!(text(&output.stdout).starts_with("1 saved game read, 0 unreadable, in "));
    let output = run(data.path(), &["games"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(
        !text(&output.stdout).contains("summary"),
        "{}",
        text(&output.stdout)
    );
}

#[test]
fn check_reads_the_whole_file_not_just_its_header() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    save(&store, "evening", 20, EVENING);
    let path = store.dir().join("evening.json");
    let json = fs::read_to_string(&path).unwrap();
    let (header, _) = json.split_once('\n').unwrap();
    fs::write(&path, format!("{header}\n{{\"format\":2,")).unwrap();
    // The listing trusts the header; check does not.
    let games = run(data.path(), &["games"]);
    assert!(text(&games.stdout).starts_with("evening\tAnna 8, Bert 3\t"));
    let output = run(data.path(), &["check"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "evening.json: the file ends too early; it was probably cut off while being written\n"
    );
    assert!(text(&output.stdout).starts_with("0 saved games read, 1 unreadable, in "));
}

#[test]
fn a_data_folder_that_cannot_be_made_fails_with_the_reason() {
    let data = tempfile::tempdir().unwrap();
    let blocked = data.path().join("file");
    fs::write(&blocked, "x").unwrap();
    for args in [&["games"][..], &["check"], &["export", "g"]] {
        let output = run(&blocked, args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(
            text(&output.stderr).starts_with("cannot create the folder"),
            "{args:?}: {}",
            text(&output.stderr)
        );
    }
}

#[test]
fn usage_errors_exit_with_2_and_the_help_names_the_commands() {
    let data = tempfile::tempdir().unwrap();
    for args in [
        &["export"][..],
        &["games", "x"],
        &["check", "--all"],
        &["export", "a", "b"],
    ] {
        let output = run(data.path(), args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty());
        assert!(
            text(&output.stderr).starts_with("meeple-companion: "),
            "{args:?}"
        );
    }
    let help = text(&run(data.path(), &["--help"]).stdout);
    for command in ["games", "export ID", "check"] {
        assert!(
            help.contains(&format!("meeple-companion {command}")),
            "{help}"
        );
    }
    assert!(!help.contains("__save-loop"));
}

//! Saved games on disk: round trips, broken files, atomic writes. Every test
//! works in its own temporary folder.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use chrono::{DateTime, TimeDelta, TimeZone, Utc};
use meeple_companion::engine::{
    Colour, Command, FeatureScoring, Figure, Game, Kind, Phase, PlayerId, PlayerSetup, Scoring,
    Setup,
};
use meeple_companion::store::{
    Listing, SavedGame, Store, StoreError, Summary, SummaryPlayer, from_json, to_json,
};
use proptest::prelude::*;
use tempfile::TempDir;

mod common;

const NAMES: [&str; 6] = ["Anna", "Bert", "Cleo", "Dirk", "Eva", "Finn"];

fn time(hour: u32, minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 30, hour, minute, 0).unwrap()
}

fn setup(players: usize) -> Setup {
    Setup::new(
        NAMES[..players]
            .iter()
            .zip(Colour::ALL)
            .map(|(name, colour)| PlayerSetup::new(*name, colour))
            .collect(),
    )
}

fn score(game: &mut Game, points: u32, player: u8, at: DateTime<Utc>) {
    let scoring = FeatureScoring::single(Kind::City, points, PlayerId(player));
    game.execute(Command::Score(scoring), at).unwrap();
}

/// A two-player game started at `created`: Anna 8, Bert 3, one more
/// scoring undone so redo has something to bring back.
fn played(id: &str, created: DateTime<Utc>) -> SavedGame {
    let mut game = Game::new(setup(2)).unwrap();
    score(&mut game, 8, 0, created + TimeDelta::minutes(1));
    game.execute(Command::EndTurn, created + TimeDelta::minutes(2))
        .unwrap();
    score(&mut game, 3, 1, created + TimeDelta::minutes(3));
    score(&mut game, 20, 1, created + TimeDelta::minutes(4));
    game.undo().unwrap();
    SavedGame {
        id: id.into(),
        created,
        game,
    }
}

fn store() -> (TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("games"));
    (dir, store)
}

/// Every file in the folder with its bytes.
fn snapshot(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let entry = entry.unwrap();
            let name = entry.file_name().into_string().unwrap();
            (name, fs::read(entry.path()).unwrap())
        })
        .collect()
}

fn listed_ids(store: &Store) -> Vec<String> {
    store
        .list()
        .into_iter()
        .map(|listing| match listing {
            Listing::Game(summary) => summary.id,
            Listing::Noted(summary, notes) => panic!("{}: {notes:?}", summary.id),
            Listing::Unchecked(summary) => panic!("{} not checked", summary.id),
            Listing::Unreadable { file, reason } => panic!("{file} unreadable: {reason}"),
        })
        .collect()
}

#[test]
fn save_then_load_restores_the_game_and_its_redo_stack() {
    let (_dir, store) = store();
    let saved = played("g", time(20, 0));
    store.save(&saved).unwrap();
    let mut loaded = store.load("g").unwrap();
    assert_eq!(loaded, saved);
    assert_eq!(loaded.game.redo_stack().len(), 1);
    loaded.game.redo().unwrap();
    assert_eq!(loaded.game.state().totals(), vec![8, 23]);
}

#[test]
fn saving_again_replaces_the_game() {
    let (_dir, store) = store();
    let mut saved = played("g", time(20, 0));
    store.save(&saved).unwrap();
    score(&mut saved.game, 5, 0, time(21, 0));
    store.save(&saved).unwrap();
    assert_eq!(store.load("g").unwrap(), saved);
}

#[test]
fn the_listing_summarises_each_game_last_played_first() {
    let (_dir, store) = store();
    let evening = played("evening", time(18, 0));
    let morning = played("morning", time(9, 0));
    let mut finished = played("finished", time(19, 0));
    finished.game.redo().unwrap();
    finished
        .game
        .execute(Command::FinalScoring, time(19, 30))
        .unwrap();
    for saved in [&evening, &morning, &finished] {
        store.save(saved).unwrap();
    }
    let fresh = SavedGame {
        id: "fresh".into(),
        created: time(23, 0),
        game: Game::new(setup(3)).unwrap(),
    };
    store.save(&fresh).unwrap();
    assert_eq!(
        listed_ids(&store),
        ["fresh", "finished", "evening", "morning"]
    );

    let listing = store.list();
    let Listing::Game(summary) = &listing[1] else {
        panic!("{listing:?}");
    };
    let expected = Summary {
        id: "finished".into(),
        players: vec![
            SummaryPlayer {
                name: "Anna".into(),
                colour: Colour::Red,
                total: 8,
            },
            SummaryPlayer {
                name: "Bert".into(),
                colour: Colour::Green,
                total: 23,
            },
        ],
        created: time(19, 0),
        last_played: time(19, 30),
        phase: Phase::FinalScoring,
        turn: 2,
        commands: 5,
    };
    assert_eq!(*summary, expected);
}

/// Broken files with the reason each must be listed with.
fn broken_files(good_json: &str) -> Vec<(&'static str, Vec<u8>, String)> {
    let newer = good_json.replacen(r#""format":5"#, r#""format":6"#, 1);
    assert_ne!(newer, good_json);
    let one_player = good_json.replacen(r#",{"name":"Bert","colour":"green"}"#, "", 1);
    assert_ne!(one_player, good_json);
    vec![
        (
            "truncated.json",
            good_json.as_bytes()[..good_json.len() / 2].to_vec(),
            "the file ends too early; it was probably cut off while being written".into(),
        ),
        ("empty.json", Vec::new(), "the file is empty".into()),
        (
            "notes.json",
            b"Anna 8, Bert 3".to_vec(),
            "the file is not JSON (line 1, column 1)".into(),
        ),
        (
            "binary.json",
            vec![0xff, 0xfe, 0x00, 0x7b],
            "the file is not text".into(),
        ),
        (
            "newer.json",
            newer.into_bytes(),
            "made by a newer version of Meeple Companion (format 6; this version reads up to 5)"
                .into(),
        ),
        (
            "shape.json",
            br#"{"format":1,"created":"2026-11-30T20:00:00Z","setup":{"players":"Anna"}}"#.to_vec(),
            "the file is not a Meeple Companion saved game: invalid type: string \"Anna\", \
             expected a sequence at line 1 column 70"
                .into(),
        ),
        (
            "one-player.json",
            one_player.into_bytes(),
            "the saved game cannot be restored: a game needs at least 2 players, not 1".into(),
        ),
    ]
}

#[test]
fn unreadable_files_are_listed_with_a_reason_and_left_untouched() {
    let (_dir, store) = store();
    let good = played("good", time(20, 0));
    store.save(&good).unwrap();
    let broken = broken_files(&to_json(&good));
    for (file, bytes, _) in &broken {
        fs::write(store.dir().join(file), bytes).unwrap();
    }
    let before = snapshot(store.dir());

    let listing = store.list();
    assert_eq!(snapshot(store.dir()), before);
    assert_eq!(listing[0], Listing::Game(Summary::of(&good)));
    let mut unreadable: Vec<(&str, &String)> = broken
        .iter()
        .map(|(file, _, reason)| (*file, reason))
        .collect();
    unreadable.sort();
    let unreadable: Vec<Listing> = unreadable
        .into_iter()
        .map(|(file, reason)| Listing::Unreadable {
            file: file.into(),
            reason: reason.clone(),
        })
        .collect();
    assert_eq!(listing[1..], unreadable);

    assert_eq!(store.load("good").unwrap(), good);
    for (file, _, reason) in &broken {
        let id = file.strip_suffix(".json").unwrap();
        assert_eq!(store.load(id).unwrap_err().to_string(), *reason);
    }
    assert_eq!(snapshot(store.dir()), before);

    let other = played("other", time(21, 0));
    store.save(&other).unwrap();
    let mut after = snapshot(store.dir());
    after.remove("other.json");
    assert_eq!(after, before);
    assert_eq!(store.list().len(), 2 + broken.len());
}

#[test]
fn temp_and_foreign_files_are_not_listed() {
    let (_dir, store) = store();
    store.save(&played("g", time(20, 0))).unwrap();
    let dir = store.dir();
    fs::write(dir.join(".g.json.4242-0.tmp"), "{\"format\":1,").unwrap();
    fs::write(dir.join(".hidden.json"), "x").unwrap();
    fs::write(dir.join("notes.txt"), "x").unwrap();
    fs::write(dir.join("g.json.bak"), "x").unwrap();
    assert_eq!(listed_ids(&store), ["g"]);
    // A folder named like a game is not hidden: the table learns why it
    // does not open (tests/corrupt.rs has more such files).
    fs::create_dir(dir.join("old.json")).unwrap();
    let listing = store.list();
    assert_eq!(
        listing[1],
        Listing::Unreadable {
            file: "old.json".into(),
            reason: "it is a folder, not a saved game".into()
        }
    );
    assert_eq!(listing.len(), 2);
}

/// Issue 19, bug 1: summaries go to a folder of their own, and the
/// `<id>-summary.{json,csv,md}` files earlier versions wrote beside the
/// saves are not listed as games nor as unreadable files. A save that only
/// happens to end in `-summary` is still a game.
#[test]
fn summaries_are_not_saves() {
    let (_dir, store) = store();
    let game = played("g", time(20, 0));
    store.save(&game).unwrap();
    let summary = meeple_companion::engine::summary::Summary::of(&game.game, game.created, &[]);
    let json = meeple_companion::engine::summary::export::json(&summary);
    let dir = store.dir();
    fs::write(dir.join("g-summary.json"), &json).unwrap();
    fs::write(dir.join("g-summary.csv"), "place,player\n").unwrap();
    fs::write(dir.join("g-summary.md"), "# Carcassonne\n").unwrap();
    let path = store.write_summary("g", "json", &json).unwrap();
    assert_eq!(path, store.summaries_dir().join("g.json"));
    assert_eq!(fs::read_to_string(&path).unwrap(), json);
    store.write_summary("g", "md", "# x\n").unwrap();
    assert_eq!(store.list().len(), 1, "{:?}", store.list());
    // A real save named like a summary is listed; a broken one is unreadable.
    let mut named = played("h-summary", time(21, 0));
    named.id = "h-summary".into();
    store.save(&named).unwrap();
    assert_eq!(listed_ids(&store), ["h-summary", "g"]);
    fs::write(dir.join("k-summary.json"), "{\"format\":2,").unwrap();
    let listing = store.list();
    assert!(matches!(
        listing.last(),
        Some(Listing::Unreadable { file, .. }) if file == "k-summary.json"
    ));
    assert_eq!(listing.len(), 3);
}

#[test]
fn saving_leaves_no_temp_files_behind() {
    let (_dir, store) = store();
    let mut saved = played("g", time(20, 0));
    for minute in 0..3 {
        score(&mut saved.game, 1, 0, time(21, minute));
        store.save(&saved).unwrap();
    }
    store.save(&played("h", time(20, 0))).unwrap();
    let names: Vec<String> = snapshot(store.dir()).into_keys().collect();
    assert_eq!(names, ["g.json", "h.json"]);
}

#[test]
fn a_crash_mid_save_leaves_the_last_save_loadable() {
    let (_dir, store) = store();
    let saved = played("g", time(20, 0));
    store.save(&saved).unwrap();
    let mut next = saved.clone();
    score(&mut next.game, 4, 1, time(22, 0));
    let json = to_json(&next);
    let stale = store.dir().join(".g.json.4242-0.tmp");
    fs::write(&stale, &json[..json.len() / 3]).unwrap();

    assert_eq!(listed_ids(&store), ["g"]);
    assert_eq!(store.load("g").unwrap(), saved);
    store.save(&next).unwrap();
    assert_eq!(store.load("g").unwrap(), next);
    assert_eq!(fs::read_to_string(&stale).unwrap(), json[..json.len() / 3]);
}

/// One test, because both draw on the process's run of id suffixes: the
/// first would see repeats if the second ran through all of them meanwhile.
#[test]
fn new_ids_differ_and_never_name_an_existing_file() {
    let (_dir, store) = store();
    let created = time(20, 15);
    let mut ids: Vec<String> = (0..50).map(|_| store.new_id(created)).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(
        ids.len(),
        50,
        "ids of one second repeat before any is saved"
    );

    fs::create_dir_all(store.dir()).unwrap();
    let stem = "2026-11-30T20-15-00-";
    // Every suffix but one is taken, so only the free one will do.
    for suffix in (0..=u16::MAX).filter(|s| *s != 0xbeef) {
        fs::write(store.dir().join(format!("{stem}{suffix:04x}.json")), "").unwrap();
    }
    assert_eq!(store.new_id(created), format!("{stem}beef"));
}

#[test]
fn the_file_name_is_the_id() {
    let (_dir, store) = store();
    store.save(&played("g", time(20, 0))).unwrap();
    fs::copy(store.dir().join("g.json"), store.dir().join("copy.json")).unwrap();
    assert_eq!(store.load("copy").unwrap().id, "copy");
    assert_eq!(listed_ids(&store), ["g", "copy"]);
}

#[test]
fn bad_and_missing_ids_are_refused() {
    let (dir, store) = store();
    fs::write(
        dir.path().join("outside.json"),
        to_json(&played("x", time(20, 0))),
    )
    .unwrap();
    assert!(matches!(
        store.load("../outside"),
        Err(StoreError::BadId(_))
    ));
    assert!(matches!(
        store.load("nothing"),
        Err(StoreError::NotFound(_))
    ));
    let mut saved = played("../outside", time(20, 0));
    assert!(matches!(store.save(&saved), Err(StoreError::BadId(_))));
    saved.id = ".hidden".into();
    assert!(matches!(store.save(&saved), Err(StoreError::BadId(_))));
}

#[test]
fn a_folder_that_cannot_be_read_is_listed_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games");
    fs::write(&path, "not a folder").unwrap();
    let listing = Store::at(&path).list();
    let [Listing::Unreadable { file, reason }] = &listing[..] else {
        panic!("{listing:?}");
    };
    assert_eq!(*file, path.display().to_string());
    assert!(reason.starts_with("cannot read "), "{reason}");
    assert_eq!(fs::read(&path).unwrap(), b"not a folder");
}

#[cfg(unix)]
#[test]
fn a_file_name_that_is_not_text_is_listed_as_unreadable() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    let (_dir, store) = store();
    store.save(&played("g", time(20, 0))).unwrap();
    let name = OsStr::from_bytes(b"caf\xe9.json");
    fs::write(store.dir().join(name), "{}").unwrap();
    let listing = store.list();
    assert!(matches!(&listing[0], Listing::Game(summary) if summary.id == "g"));
    assert_eq!(
        listing[1],
        Listing::Unreadable {
            file: "caf\u{fffd}.json".into(),
            reason: "\"caf\u{fffd}.json\" cannot be the name of a saved game".into(),
        }
    );
}

#[test]
fn the_first_paint_reads_only_the_header_line_and_the_listing_checks_the_rest() {
    let (_dir, store) = store();
    let saved = played("g", time(20, 0));
    store.save(&saved).unwrap();
    let path = store.dir().join("g.json");
    let json = fs::read_to_string(&path).unwrap();
    let (header, _) = json.split_once('\n').unwrap();
    // The headers alone are what Home paints first, marked not checked:
    // the game line is not looked at, so even a broken one shows there.
    fs::write(&path, format!("{header}\nnot a game")).unwrap();
    assert_eq!(store.headers(), [Listing::Unchecked(Summary::of(&saved))]);
    // The listing checks every file in full: this one is damaged.
    let [Listing::Unreadable { file, reason }] = &store.list()[..] else {
        panic!("{:?}", store.list());
    };
    assert_eq!(file, "g.json");
    assert!(reason.contains("line 2"), "{reason}");
    assert!(matches!(
        store.load("g"),
        Err(StoreError::NotJson { line: 2, .. })
    ));
}

#[test]
fn without_a_usable_header_the_listing_loads_the_whole_file() {
    let (_dir, store) = store();
    let saved = played("g", time(20, 0));
    store.save(&saved).unwrap();
    let json = fs::read_to_string(store.dir().join("g.json")).unwrap();
    let (header, game) = json.split_once('\n').unwrap();
    // A copy keeps the header of the original: the file name wins.
    fs::write(store.dir().join("copy.json"), &json).unwrap();
    // Format 1: the game line alone.
    let old = game.replacen(r#""format":5"#, r#""format":1"#, 1);
    assert_ne!(old, game);
    fs::write(store.dir().join("old.json"), old).unwrap();
    // A header line whose summary this version cannot read is damage,
    // not a header to skip: the listing shows headers.
    let odd = header.replacen(r#""turn":"#, r#""turn":"two","x":"#, 1);
    fs::write(store.dir().join("odd.json"), format!("{odd}\n{game}")).unwrap();
    // A first line longer than the listing reads (blanks, which JSON
    // allows: a field the app does not know would make it read-only).
    let long = format!(
        "{}\n{game}",
        header.replacen(
            r#""header":"#,
            &format!(r#"{}"header":"#, " ".repeat(70_000)),
            1
        )
    );
    fs::write(store.dir().join("long.json"), long).unwrap();

    let mut listing = store.list();
    let Some(Listing::Unreadable { file, reason }) = listing.pop() else {
        panic!("{listing:?}");
    };
    assert_eq!(file, "odd.json");
    assert!(reason.contains("header line does not match"), "{reason}");
    let ids: Vec<&str> = listing
        .iter()
        .map(|l| match l {
            Listing::Game(summary) | Listing::Noted(summary, _) => summary.id.as_str(),
            Listing::Unchecked(summary) => panic!("{}: not checked", summary.id),
            Listing::Unreadable { file, reason } => panic!("{file}: {reason}"),
        })
        .collect();
    assert_eq!(ids, ["old", "long", "g", "copy"]);
    for (listed, id) in listing.iter().zip(&ids) {
        let mut expected = Summary::of(&saved);
        expected.id = (*id).to_owned();
        // The game line alone, of format 1, has no digest (issue 27).
        let notes = if *id == "old" {
            vec![meeple_companion::store::Note::OlderFormat]
        } else {
            Vec::new()
        };
        assert_eq!(*listed, Listing::checked_with(expected, notes));
        assert_eq!(store.load(id).unwrap().game, saved.game);
    }
}

#[test]
fn a_newer_header_is_listed_as_newer() {
    let (_dir, store) = store();
    let json = to_json(&played("g", time(20, 0)));
    let (header, _) = json.split_once('\n').unwrap();
    let newer = header.replacen(r#""format":5"#, r#""format":6"#, 1);
    assert_ne!(newer, header);
    fs::create_dir(store.dir()).unwrap();
    fs::write(
        store.dir().join("g.json"),
        format!("{newer}\nsomething new"),
    )
    .unwrap();
    let listing = store.list();
    let [Listing::Unreadable { file, reason }] = &listing[..] else {
        panic!("{listing:?}");
    };
    assert_eq!(file, "g.json");
    assert!(reason.contains("format 6"), "{reason}");
}

#[test]
fn a_missing_folder_lists_no_games() {
    let (_dir, store) = store();
    assert!(store.list().is_empty());
}

// ---- random games ----

#[derive(Debug, Clone)]
enum Step {
    Do(Command, u32),
    Undo,
    Redo,
}

fn seat(players: u8) -> impl Strategy<Value = PlayerId> {
    // One seat too many now and then, which the engine refuses.
    (0..=players).prop_map(PlayerId)
}

fn figure() -> impl Strategy<Value = Figure> {
    prop_oneof![4 => Just(Figure::Meeple), 1 => Just(Figure::Messenger)]
}

fn command(players: u8) -> impl Strategy<Value = Command> {
    let scoring =
        (seat(players), 0u32..60, figure()).prop_map(|(player, points, figure)| Scoring {
            player,
            points,
            figure,
        });
    let kind = proptest::sample::select(Kind::ALL.to_vec());
    prop_oneof![
        6 => (kind, proptest::collection::vec(scoring, 1..4))
            .prop_map(|(kind, scorings)| Command::Score(FeatureScoring { kind, scorings })),
        1 => Just(Command::CloseRound),
        1 => (seat(players), figure(), -20i64..20)
            .prop_map(|(player, figure, delta)| Command::Correct { player, figure, delta }),
        4 => Just(Command::EndTurn),
        1 => Just(Command::AnotherTile),
        1 => seat(players).prop_map(|player| Command::ExtraTurn { player }),
        1 => (0usize..3).prop_map(|index| Command::CancelExtraTurn { index }),
        1 => (0u32..20).prop_map(|left| Command::SetTiles { left }),
        1 => Just(Command::FinalScoring),
        1 => Just(Command::EndGame),
    ]
}

fn step(players: u8) -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => (command(players), any::<u32>()).prop_map(|(command, nanos)| Step::Do(command, nanos)),
        1 => Just(Step::Undo),
        1 => Just(Step::Redo),
    ]
}

fn random_game() -> impl Strategy<Value = (Setup, Vec<Step>)> {
    (2usize..=6)
        .prop_flat_map(|players| {
            (
                Just(players),
                0..players,
                proptest::option::of(1u32..30),
                common::saint_nicholas(),
                proptest::collection::vec(step(players as u8), 0..80),
            )
        })
        .prop_map(|(players, start, tiles, saint_nicholas, steps)| {
            let mut setup = setup(players);
            setup.start_player = PlayerId(start as u8);
            setup.tiles = tiles;
            setup.saint_nicholas = saint_nicholas;
            (setup, steps)
        })
}

proptest! {
    #[test]
    fn any_game_loads_exactly_as_it_was_saved((setup, steps) in random_game()) {
        let created = time(20, 0);
        let mut game = common::new_game(setup);
        for (n, step) in steps.into_iter().enumerate() {
            // Refused commands, undo at the start and redo with nothing
            // undone change nothing; they are part of a real evening too.
            let _ = match step {
                Step::Do(command, nanos) => {
                    let at = created + TimeDelta::seconds(n as i64) + TimeDelta::nanoseconds(nanos.into());
                    game.execute(command, at).map(|_| ())
                }
                Step::Undo => game.undo(),
                Step::Redo => game.redo(),
            };
        }
        let saved = SavedGame { id: "g".into(), created, game };
        prop_assert_eq!(&from_json(&to_json(&saved)).unwrap(), &saved);
        let (_dir, store) = store();
        store.save(&saved).unwrap();
        prop_assert_eq!(store.load("g").unwrap(), saved);
    }
}

/// RULES SN8: a queued extra turn survives saving and loading, and is taken
/// when the turn ends.
#[test]
fn a_queued_saint_nicholas_turn_survives_save_and_load() {
    let (_dir, store) = store();
    let script = "player Anna red\nplayer Bert blue\nplayer Cleo green\nsaint-nicholas\n\
                  correct Bert +10\ncorrect Cleo +10\nscore road 6 Anna\n";
    let game = meeple_companion::engine::notation::run(script, || time(20, 0)).unwrap();
    assert_eq!(game.state().queue.len(), 1);
    let saved = SavedGame {
        id: "sn".into(),
        created: time(19, 0),
        game,
    };
    store.save(&saved).unwrap();
    let mut loaded = store.load("sn").unwrap();
    assert_eq!(loaded, saved);
    loaded
        .game
        .execute(meeple_companion::engine::Command::EndTurn, time(20, 5))
        .unwrap();
    let turn = &loaded.game.state().turn;
    assert_eq!(turn.player.0, 0, "Anna takes her extra turn");
    assert!(turn.extra.is_some());
}

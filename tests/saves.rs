//! Save files written by earlier versions, kept in `tests/saves/v<format>/`
//! with the `replay` report of the game each holds. They must load, report
//! the same game and play on in every later version; one whose history
//! holds a command refused since opens read-only, is listed as a game, and
//! is never rewritten.

mod ui;

use std::fs;
use std::path::{Path, PathBuf};

use chrono::Utc;
use meeple_companion::engine::report::Report;
use meeple_companion::engine::{Command, Phase};
use meeple_companion::i18n;
use meeple_companion::store::{Listing, Note, SavedGame, Store, StoreError, Summary, from_json};

/// The format-2 saves holding a command refused from format 3 on: the
/// number of that command, and the reason the store gives.
const REFUSED: &[(&str, usize, &str)] = &[
    (
        "refused-messenger-score",
        6,
        "saved by an older version; command 6 is no longer allowed: the messengers left the track at final scoring",
    ),
    (
        "refused-messenger-correct",
        6,
        "saved by an older version; command 6 is no longer allowed: the messengers left the track at final scoring",
    ),
    (
        "refused-defer-farm",
        2,
        "saved by an older version; command 2 is no longer allowed: farm points cannot be deferred: only the followers on a road, city or cloister are laid down",
    ),
    (
        "refused-message-4-points",
        3,
        "saved by an older version; command 3 is no longer allowed: message 4 gives another tile, not points: `carry-out another-tile`, or take the 2 points",
    ),
];

fn refused(save: &Path) -> Option<&'static (&'static str, usize, &'static str)> {
    let name = save.file_stem().unwrap().to_str().unwrap();
    REFUSED.iter().find(|(n, _, _)| *n == name)
}

/// The game a save holds: loaded, or shown read-only.
fn game_of(save: &Path) -> SavedGame {
    match from_json(&fs::read_to_string(save).unwrap()) {
        Ok(saved) => {
            assert!(refused(save).is_none(), "{} loads", save.display());
            saved
        }
        Err(error) => match (error.read_only_game(), refused(save)) {
            (Some(saved), Some((_, _, reason))) => {
                assert_eq!(error.to_string(), *reason);
                SavedGame::clone(saved)
            }
            _ => panic!("{}: {error}", save.display()),
        },
    }
}

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

fn load_and_report_the_same_game(format: u32) {
    for save in saves(format) {
        let loaded = game_of(&save);
        let report = Report::new(&loaded.game, i18n::prompt_text);
        assert_eq!(
            serde_json::to_value(&report).unwrap(),
            expected_report(&save),
            "{}",
            save.display()
        );
    }
}

fn play_on_and_save_in_the_new_format(format: u32) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    for save in saves(format) {
        if refused(&save).is_some() {
            continue;
        }
        let name = save.file_name().unwrap().to_str().unwrap();
        fs::copy(&save, dir.path().join(name)).unwrap();
        let id = name.strip_suffix(".json").unwrap();
        let mut loaded = store.load(id).unwrap();
        match loaded.game.state().phase {
            Phase::Ended => loaded.game.undo().unwrap(),
            Phase::FinalScoring => {
                loaded.game.execute(Command::EndGame, Utc::now()).unwrap();
            }
            Phase::Playing => {
                loaded.game.execute(Command::EndTurn, Utc::now()).unwrap();
            }
        }
        store.save(&loaded).unwrap();
        assert_eq!(store.load(id).unwrap(), loaded, "{name}");
    }
}

/// Every older save is listed as a game, marked as not protected against
/// damage (issue 27: formats before 4 have no digest); one whose history
/// holds a command refused now also as opening read-only.
fn listed(format: u32) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let mut expected = Vec::new();
    for save in saves(format) {
        let name = save.file_name().unwrap().to_str().unwrap();
        fs::copy(&save, dir.path().join(name)).unwrap();
        let id = name.strip_suffix(".json").unwrap();
        let mut saved = game_of(&save);
        saved.id = id.to_owned();
        expected.push(Summary::of(&saved));
    }
    let mut listed: Vec<Summary> = store
        .list()
        .into_iter()
        .map(|listing| match listing {
            Listing::Noted(summary, notes) => {
                assert_eq!(notes[0], Note::OlderFormat, "{}", summary.id);
                let refused = REFUSED.iter().any(|(name, _, _)| *name == summary.id);
                assert_eq!(
                    notes.len(),
                    1 + usize::from(refused),
                    "{}: {notes:?}",
                    summary.id
                );
                summary
            }
            Listing::Game(summary) => panic!("{}: not marked as older", summary.id),
            Listing::Unchecked(summary) => panic!("{}: not checked", summary.id),
            Listing::Unreadable { file, reason } => panic!("{file}: {reason}"),
        })
        .collect();
    listed.sort_by(|a, b| a.id.cmp(&b.id));
    expected.sort_by(|a, b| a.id.cmp(&b.id));
    assert_eq!(listed, expected);
}

#[test]
fn format_1_saves_load_and_report_the_same_game() {
    load_and_report_the_same_game(1);
}

#[test]
fn format_1_saves_play_on_and_save_in_the_new_format() {
    play_on_and_save_in_the_new_format(1);
}

#[test]
fn format_1_saves_are_listed() {
    listed(1);
}

#[test]
fn format_2_saves_load_and_report_the_same_game() {
    load_and_report_the_same_game(2);
}

#[test]
fn format_2_saves_play_on_and_save_in_the_new_format() {
    play_on_and_save_in_the_new_format(2);
}

#[test]
fn format_2_saves_are_listed() {
    listed(2);
}

#[test]
fn format_4_saves_load_and_report_the_same_game() {
    load_and_report_the_same_game(4);
}

#[test]
fn format_4_saves_play_on_and_save_in_the_new_format() {
    play_on_and_save_in_the_new_format(4);
}

#[test]
fn format_3_saves_load_and_report_the_same_game() {
    load_and_report_the_same_game(3);
}

#[test]
fn format_3_saves_play_on_and_save_in_the_new_format() {
    play_on_and_save_in_the_new_format(3);
}

#[test]
fn format_3_saves_are_listed() {
    listed(3);
}

fn load_v2(name: &str) -> meeple_companion::store::SavedGame {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/saves/v2/{name}.json"));
    from_json(&fs::read_to_string(&path).unwrap())
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn pays_at(game: &meeple_companion::engine::Game) -> Vec<usize> {
    use meeple_companion::engine::{Event, christmas};
    game.log()
        .iter()
        .enumerate()
        .filter(|(_, entry)| {
            entry
                .events
                .iter()
                .any(|e| matches!(e, Event::Christmas(christmas::Event::DeferredPaid { .. })))
        })
        .map(|(i, _)| i)
        .collect()
}

/// Format 3 (RULES F1, XP7): a format-2 game saved in the middle of the
/// final scoring loads with its deferred points back in the ledger, the
/// undone final feature still to redo, and pays them at step 4: the final
/// totals are those format 2 would have given.
#[test]
fn format_2_migrates_f1_xp7_the_deferred_points_are_paid_at_step_4() {
    let mut saved = load_v2("christmas-final-scoring");
    let game = &mut saved.game;
    assert_eq!(game.state().phase, Phase::FinalScoring);
    assert_eq!(game.state().totals(), vec![9, 6], "15 and 16 in format 2");
    assert!(pays_at(game).is_empty(), "the early payment is dropped");
    assert_eq!(game.redo_stack().len(), 1);
    game.redo().unwrap();
    game.execute(Command::EndGame, Utc::now()).unwrap();
    assert_eq!(game.state().totals(), vec![15, 18]);
    assert_eq!(pays_at(game), vec![game.log().len() - 1]);
}

/// Format 3: the ended games of format 2 keep their totals; the payment
/// moved from the start of the final scoring to `end-game`.
#[test]
fn format_2_migrates_f1_xp7_ended_games_keep_their_totals() {
    for (name, totals) in [
        ("christmas-ended", vec![26, 28]),
        ("christmas-end-game-in-play", vec![5, 9]),
        ("all-four", vec![31, 8]),
    ] {
        let saved = load_v2(name);
        let game = &saved.game;
        assert_eq!(game.state().phase, Phase::Ended, "{name}");
        assert_eq!(game.state().totals(), totals, "{name}");
        assert_eq!(pays_at(game), vec![game.log().len() - 1], "{name}");
    }
}

/// Issue 16: a format-2 save whose log holds a command refused from
/// format 3 on opens read-only with the reason, as it was saved; the
/// others of format 2 load as they are.
#[test]
fn format_2_saves_with_a_command_refused_now_open_read_only() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let mut seen = 0;
    for save in saves(2) {
        let name = save.file_name().unwrap().to_str().unwrap();
        let id = name.strip_suffix(".json").unwrap();
        fs::copy(&save, dir.path().join(name)).unwrap();
        match (store.load(id), refused(&save)) {
            (Ok(_), None) => {}
            (
                Err(StoreError::NoLongerAllowed {
                    command,
                    undone: false,
                    saved,
                    ..
                }),
                Some((_, number, _)),
            ) => {
                seen += 1;
                assert_eq!(command, *number, "{name}");
                assert_eq!(saved.id, id, "the file name wins, as for any load");
                // The game as saved, commands after the refused one too.
                assert_eq!(
                    serde_json::json!(saved.game.log().len()),
                    expected_report(&save)["commands"],
                    "{name}"
                );
                assert!(saved.game.log().len() > *number, "{name}");
            }
            (other, expected) => panic!("{name}: {other:?}, expected {expected:?}"),
        }
    }
    assert_eq!(seen, REFUSED.len());
}

/// Issue 16: the app opens such a save read-only, says why, and never
/// writes it, whatever is done on the screen.
#[test]
fn format_2_saves_with_a_command_refused_now_are_never_rewritten_by_the_app() {
    use meeple_companion::app::{self, Message, Screen};
    let dir = tempfile::tempdir().unwrap();
    let (name, number, _) = REFUSED[0];
    let path = dir.path().join(format!("{name}.json"));
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/saves/v2/{name}.json"));
    fs::copy(&fixture, &path).unwrap();
    let bytes = fs::read(&path).unwrap();
    let mut app = ui::app_on(Ok(Store::at(dir.path())));
    ui::update(
        &mut app,
        Message::Home(app::home::Message::Resume(name.to_owned())),
    );
    let Screen::Game(screen) = app.screen() else {
        panic!("not shown: {:?}", app.screen());
    };
    let commands = screen.saved().game.log().len();
    let banner = app.banner().expect("a banner says why");
    assert!(
        banner.starts_with("Read-only: this game was saved by an older version, and its command"),
        "{banner}"
    );
    assert!(
        banner.contains(&format!("command {number} is no longer allowed")),
        "{banner}"
    );
    assert!(
        banner.contains("The messengers left the track at final scoring."),
        "{banner}"
    );
    ui::update(&mut app, Message::Game(app::game::Message::Undo));
    let Screen::Game(screen) = app.screen() else {
        panic!("{:?}", app.screen());
    };
    assert_eq!(screen.saved().game.log().len(), commands - 1);
    assert_eq!(
        fs::read(&path).unwrap(),
        bytes,
        "the file is never rewritten"
    );
}

/// Format 4 (issue 27): listed as games with nothing to say of them (the
/// digest matches), and `check` passes them.
#[test]
fn format_4_saves_are_listed_as_protected_games() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    for save in saves(4) {
        fs::copy(&save, dir.path().join(save.file_name().unwrap())).unwrap();
    }
    let listing = store.list();
    assert_eq!(listing.len(), saves(4).len());
    for listing in listing {
        assert!(matches!(listing, Listing::Game(_)), "{listing:?}");
    }
}

#[test]
fn format_5_saves_load_and_report_the_same_game() {
    load_and_report_the_same_game(5);
}

#[test]
fn format_5_saves_play_on_and_save_in_the_new_format() {
    play_on_and_save_in_the_new_format(5);
}

/// Format 5 (issue 30): a command given from a player's phone keeps that
/// player's seat through a load and a save, and the history names the
/// phone; the format-4 saves, with no phones, load with none.
#[test]
fn format_5_keeps_the_phone_each_command_came_from() {
    for save in saves(5) {
        let saved = game_of(&save);
        let phones: Vec<usize> = (0..saved.game.log().len())
            .filter(|i| saved.game.log()[*i].phone.is_some())
            .collect();
        assert!(!phones.is_empty(), "{}", save.display());
        let again = from_json(&meeple_companion::store::to_json(&saved)).unwrap();
        assert_eq!(again.game.log(), saved.game.log());
        i18n::set_language(i18n::Language::English);
        let entry = &saved.game.log()[phones[0]];
        let line = i18n::entry_text(saved.game.setup(), entry);
        assert!(line.ends_with("from Anna's phone"), "{line}");
    }
    for save in saves(4) {
        let saved = game_of(&save);
        assert!(saved.game.log().iter().all(|e| e.phone.is_none()));
    }
}

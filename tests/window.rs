//! Never lose a game, round 2 (issue 27), the window's side, through the
//! app's own update loop (`tests/ui`) on real folders and on a disk whose
//! writes fail on demand (`tests/faults`):
//!
//! - every way out of a game whose changes this window cannot save asks
//!   first, with the same offers (*Save as a new game*, *Copy as
//!   notation*, *Discard*, *Keep*): Home, the results' Home, a rematch,
//!   closing; after a lost lock and in a read-only window alike;
//! - the question counts changes (commands, undos, redos), not the saves
//!   tried again on the timer;
//! - a failed *Save as a new game* says so;
//! - a lost lock never makes the removed games folder again;
//! - a save another program replaced, changed or removed is never
//!   written over: the window stops saving and says so, with the offers;
//! - the Resume card marks a game not checked yet;
//! - file names and names are shown escaped (a right-to-left override
//!   cannot turn Home's sentence round) and a name with thousands of
//!   combining marks draws as a few.

mod faults;
mod ui;

use std::fs;
use std::path::Path;
use std::sync::Arc;

use faults::Fault;
use iced_test::Error;
use meeple_companion::app::{self, App, Message, RETRY_AFTER, ReadOnly, Screen, game, home};
use meeple_companion::engine::notation;
use meeple_companion::store::{SavedGame, Store};
use ui::{click, started, totals};
use unicode_segmentation::UnicodeSegmentation;

fn the_game(app: &App) -> Arc<SavedGame> {
    match app.screen() {
        Screen::Game(game) => game.saved(),
        other => panic!("not in a game: {other:?}"),
    }
}

fn score(app: &mut App, points: &str, kind: &str) -> Result<(), Error> {
    for digit in points.chars() {
        click(app, &digit.to_string())?;
    }
    click(app, kind)
}

/// The app on a new game of Anna and Bert, on this store.
fn start_on(store: &Store) -> Result<App, Error> {
    let mut app = ui::app_on(Ok(store.clone()));
    click(&mut app, "New game")?;
    ui::type_name(&mut app, 0, "Anna")?;
    ui::type_name(&mut app, 1, "Bert")?;
    click(&mut app, "Start game")?;
    Ok(app)
}

fn resume(app: &mut App, id: &str) {
    ui::update(app, Message::Home(home::Message::Resume(id.to_owned())));
}

fn menu_home(app: &mut App) {
    ui::update(app, Message::Game(game::Message::Home));
}

/// Whether some text on screen holds `part`.
fn shows(app: &App, part: &str) -> bool {
    ui::texts(app).iter().any(|t| t.contains(part))
}

/// The question on show, which must be drawn and offer all four choices.
fn asked(app: &App) -> String {
    let question = app.closing_question().expect("the window asks first");
    let mut ui = ui::simulator(app);
    assert!(ui.find(question.as_str()).is_ok(), "not drawn: {question}");
    for offer in ["Save as a new game", "Copy as notation"] {
        assert!(ui.find(offer).is_ok(), "{offer} not offered");
    }
    question
}

#[test]
fn home_after_a_lost_lock_asks_first_and_never_makes_the_folder_again() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let games = data.path().join("games");
    let store = Store::at(&games);
    let mut app = start_on(&store)?;
    score(&mut app, "5", "City")?;
    fs::remove_dir_all(&games).unwrap();
    // The first command finds the lock gone; two more are made read-only.
    score(&mut app, "2", "Road")?;
    assert!(matches!(app.read_only(), Some(ReadOnly::LockLost(_))));
    click(&mut app, "End turn")?;
    score(&mut app, "1", "Road")?;
    assert!(!games.exists(), "a lost lock made the games folder again");

    menu_home(&mut app);
    assert!(
        matches!(app.screen(), Screen::Game(_)),
        "left without asking"
    );
    let question = asked(&app);
    assert!(
        question.contains("3 changes to this game are not saved"),
        "{question}"
    );
    click(&mut app, "Stay in this game")?;
    assert!(app.closing_question().is_none());
    assert_eq!(totals(&app), [7, 1]);

    menu_home(&mut app);
    click(&mut app, "Copy as notation")?;
    let copied = ui::clipboard().expect("copied");
    assert!(copied.contains("score road 1 Bert"), "{copied}");
    assert!(matches!(app.screen(), Screen::Game(_)), "copying stays");
    click(&mut app, "Discard the changes")?;
    assert!(matches!(app.screen(), Screen::Home(_)));
    assert!(!games.exists(), "nor does Home");
    Ok(())
}

#[test]
fn a_read_only_window_asks_before_home_the_results_and_a_rematch() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    // The first window holds a finished game (on its results).
    let store = Store::at(dir.path());
    let game = notation::run(
        "player Anna red\nplayer Bert blue\nscore city 8 Anna\nfinal-scoring\nend-game\n",
        chrono::Utc::now,
    )
    .unwrap();
    let id = store.new_id(chrono::Utc::now());
    store
        .save(&SavedGame {
            id: id.clone(),
            created: chrono::Utc::now(),
            game,
        })
        .unwrap();
    let mut first = ui::app(&dir);
    resume(&mut first, &id);
    assert!(matches!(first.screen(), Screen::Summary(_)));
    let file = dir.path().join(format!("{id}.json"));
    let before = fs::read(&file).unwrap();

    let mut second = ui::app(&dir);
    resume(&mut second, &id);
    assert!(matches!(second.read_only(), Some(ReadOnly::InUse)));
    // Back to the game (an undo), then the end again (a redo).
    click(&mut second, "Back to the game")?;
    assert!(matches!(second.screen(), Screen::Game(_)));
    menu_home(&mut second);
    assert!(asked(&second).contains("1 change to this game is not saved"));
    click(&mut second, "Stay in this game")?;
    ui::update(&mut second, Message::Game(game::Message::Redo));
    assert!(matches!(second.screen(), Screen::Summary(_)));

    // The results' Home asks too.
    click(&mut second, "Home")?;
    assert!(matches!(second.screen(), Screen::Summary(_)), "left");
    assert!(asked(&second).contains("2 changes"));
    click(&mut second, "Stay in this game")?;
    // And so does a rematch; discarded, the new game starts.
    click(&mut second, "Rematch")?;
    assert!(matches!(second.screen(), Screen::Summary(_)), "left");
    assert!(asked(&second).contains("2 changes"));
    click(&mut second, "Discard the changes")?;
    let new = the_game(&second);
    assert_ne!(new.id, id);
    assert!(second.read_only().is_none());
    assert_eq!(fs::read(&file).unwrap(), before, "the other window's file");
    drop(first);
    Ok(())
}

#[test]
fn the_question_counts_changes_not_save_attempts() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let (store, disk) = faults::store(dir.path());
    let mut app = start_on(&store)?;
    disk.set(Fault::Full { room: 40 });
    score(&mut app, "3", "Road")?;
    click(&mut app, "End turn")?;
    // Five retries on the timer, all failing.
    for _ in 0..5 {
        ui::advance(&mut app, RETRY_AFTER);
    }
    let window = iced::window::Id::unique();
    let closed = ui::closed();
    ui::update(&mut app, Message::CloseRequested(window));
    assert_eq!(ui::closed(), closed, "not closed");
    let question = asked(&app);
    assert!(
        question.starts_with("2 changes to this game are not saved"),
        "{question}"
    );
    // The disk is back: the retry saves both, nothing would be lost, and
    // the window goes on closing, as it was asked to.
    disk.set(Fault::None);
    ui::advance(&mut app, RETRY_AFTER);
    assert_eq!(ui::closed(), closed + 1, "{:?}", app.closing_question());
    assert_eq!(store.load(&the_game(&app).id).unwrap().game.log().len(), 2);
    Ok(())
}

#[test]
fn a_failed_save_as_a_new_game_says_so() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let (store, disk) = faults::store(dir.path());
    let game = notation::run("player Anna red\nplayer Bert blue\n", chrono::Utc::now).unwrap();
    store
        .save(&SavedGame {
            id: "g".into(),
            created: chrono::Utc::now(),
            game,
        })
        .unwrap();
    disk.set(Fault::LockDenied);
    let mut app = ui::app_on(Ok(store.clone()));
    resume(&mut app, "g");
    assert!(matches!(app.read_only(), Some(ReadOnly::CannotLock(_))));
    score(&mut app, "4", "City")?;
    click(&mut app, "Save as a new game")?;
    let problem = "The game could not be saved as a new game: Permission denied";
    assert!(shows(&app, problem), "{:?}", ui::texts(&app));
    assert!(matches!(app.read_only(), Some(ReadOnly::CannotLock(_))));
    // In the question before Home, too; the question stays.
    menu_home(&mut app);
    click(&mut app, "Save as a new game")?;
    assert!(app.closing_question().is_some());
    assert!(shows(&app, problem));
    // Once locks work again, it saves, the problem goes, and Home follows.
    disk.set(Fault::None);
    click(&mut app, "Save as a new game")?;
    assert!(!shows(&app, problem));
    assert!(matches!(app.screen(), Screen::Home(_)));
    let saved: Vec<SavedGame> = store
        .list()
        .iter()
        .filter_map(|l| l.summary())
        .filter(|s| s.id != "g")
        .map(|s| store.load(&s.id).unwrap())
        .collect();
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].game.state().totals(), [4, 0]);
    Ok(())
}

/// What another program does to a save file while a window has it open.
#[derive(Debug, Clone, Copy)]
enum Outside {
    /// Puts its own copy in place by a rename (a sync tool).
    Replaces,
    /// Writes into the same file (an editor).
    Edits,
    /// Deletes it.
    Removes,
}

impl Outside {
    fn apply(self, file: &Path, theirs: &[u8]) {
        match self {
            Outside::Replaces => {
                let temp = file.with_extension("sync-tmp");
                fs::write(&temp, theirs).unwrap();
                fs::rename(&temp, file).unwrap();
            }
            Outside::Edits => fs::write(file, theirs).unwrap(),
            Outside::Removes => fs::remove_file(file).unwrap(),
        }
    }

    fn words(self) -> &'static str {
        match self {
            Outside::Replaces => "its file was replaced by another program",
            Outside::Edits => "its file was changed by another program",
            Outside::Removes => "its file was removed",
        }
    }
}

#[test]
fn a_save_another_program_replaced_changed_or_removed_is_never_written_over() -> Result<(), Error> {
    for outside in [Outside::Replaces, Outside::Edits, Outside::Removes] {
        for resumed in [false, true] {
            let case = format!("{outside:?}, resumed: {resumed}");
            let dir = tempfile::tempdir().unwrap();
            let mut app = started(&dir, &["Anna", "Bert"])?;
            score(&mut app, "8", "City")?;
            let id = the_game(&app).id.clone();
            if resumed {
                // Opened from Home: the file read is the one expected.
                menu_home(&mut app);
                resume(&mut app, &id);
                assert_eq!(totals(&app), [8, 0], "{case}");
            }
            let file = dir.path().join(format!("{id}.json"));
            // Their version: the game as another copy of the app went on.
            let mut theirs = (*the_game(&app)).clone();
            theirs
                .game
                .execute(
                    meeple_companion::engine::Command::EndTurn,
                    chrono::Utc::now(),
                )
                .unwrap();
            let theirs = meeple_companion::store::to_json(&theirs).into_bytes();
            outside.apply(&file, &theirs);
            let on_disk = fs::read(&file).ok();

            score(&mut app, "2", "Road")?;
            // Read-only (`ReadOnly::Replaced`), saying what happened.
            assert!(app.read_only().is_some(), "{case}: {:?}", app.banner());
            let banner = app.banner().unwrap();
            assert!(
                banner.starts_with("This window no longer saves this game: "),
                "{case}: {banner}"
            );
            assert!(banner.contains(outside.words()), "{case}: {banner}");
            let _ = ui::simulator(&app).find("Save as a new game")?;
            score(&mut app, "1", "Road")?;
            assert_eq!(fs::read(&file).ok(), on_disk, "{case}: written over");
            assert_eq!(totals(&app), [11, 0], "{case}");

            // Kept as a new game; their file stays theirs.
            click(&mut app, "Save as a new game")?;
            let new = the_game(&app);
            assert_ne!(new.id, id, "{case}");
            let store = Store::at(dir.path());
            assert_eq!(store.load(&new.id).unwrap(), *new, "{case}");
            assert_eq!(fs::read(&file).ok(), on_disk, "{case}");
            // The copy saves on as any game does.
            score(&mut app, "3", "City")?;
            assert!(app.read_only().is_none(), "{case}");
            assert_eq!(store.load(&new.id).unwrap().game.state().totals(), [14, 0]);
        }
    }
    Ok(())
}

#[test]
fn the_resume_card_marks_a_game_not_checked_yet() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let game = notation::run(
        "player Anna red\nplayer Bert blue\nscore city 8 Anna\n",
        chrono::Utc::now,
    )
    .unwrap();
    store
        .save(&SavedGame {
            id: "g".into(),
            created: chrono::Utc::now(),
            game,
        })
        .unwrap();
    let (mut app, task) = App::open_with(Ok(store), None, Arc::new(ui::clock()));
    // Listed from its header; the full check waits for the first paint.
    ui::run(&mut app, task);
    assert!(ui::shows_player(&app, "Anna", 8));
    assert!(shows(&app, "not checked yet"), "{:?}", ui::texts(&app));
    ui::advance(&mut app, app::CHECK_AFTER);
    assert!(ui::shows_player(&app, "Anna", 8));
    assert!(!shows(&app, "not checked yet"));
}

#[test]
fn a_right_to_left_override_in_a_file_name_cannot_turn_homes_sentence_round() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("evil\u{202e}nosj.json"), "{").unwrap();
    fs::write(dir.path().join("two\nlines.json"), "{").unwrap();
    let mut app = ui::app(&dir);
    ui::update(&mut app, Message::Home(home::Message::Unreadable(true)));
    let texts = ui::texts(&app);
    assert!(
        texts.contains(&"evil\\u{202e}nosj.json cannot be read".to_owned()),
        "{texts:?}"
    );
    assert!(
        texts.contains(&"two\\nlines.json cannot be read".to_owned()),
        "{texts:?}"
    );
    assert_no_hidden(&texts, "Home");
}

/// No text on screen holds a character that steers the others, nor a
/// character with more than four combining marks.
fn assert_no_hidden(texts: &[String], screen: &str) {
    for text in texts {
        assert!(
            !text.chars().any(|c| c == '\u{202e}' || c == '\n'),
            "{screen}: {text:?}"
        );
        for cluster in text.graphemes(true) {
            let marks = cluster
                .chars()
                .filter(|c| ('\u{300}'..='\u{36f}').contains(c))
                .count();
            assert!(
                marks <= 4,
                "{screen}: {marks} marks in one character ({} bytes of text)",
                text.len()
            );
        }
    }
}

#[test]
fn names_an_older_version_allowed_are_shown_escaped_and_inside_their_box() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let marks = format!("a{}", "\u{301}".repeat(10_000));
    // Saved by an older version: a right-to-left override, and one
    // character under ten thousand accents (one grapheme: it counted as
    // one character).
    let plant = |id: &str, script: &str| {
        let game = notation::run(script, chrono::Utc::now).unwrap();
        let saved = SavedGame {
            id: id.into(),
            created: chrono::Utc::now(),
            game,
        };
        let json = meeple_companion::store::to_json(&saved)
            .replace("EveQ", "Eve\\u202e")
            .replace("ZedQ", &marks);
        fs::write(dir.path().join(format!("{id}.json")), json).unwrap();
        assert!(Store::at(dir.path()).load(id).is_ok(), "{id} loads");
    };
    plant(
        "playing",
        "player EveQ red\nplayer ZedQ blue\nscore city 8 EveQ\nend-turn\n",
    );
    plant(
        "ended",
        "player EveQ red\nplayer ZedQ blue\nscore city 3 ZedQ\nfinal-scoring\nend-game\n",
    );
    let mut app = ui::app(&dir);
    assert_no_hidden(&ui::texts(&app), "Home");
    ui::update(&mut app, Message::Home(home::Message::Stats(true)));
    assert_no_hidden(&ui::texts(&app), "Home with the totals");
    resume(&mut app, "playing");
    let texts = ui::texts(&app);
    assert!(
        texts.iter().any(|t| t.contains("Eve\\u{202e}")),
        "{:?}",
        texts
            .iter()
            .map(|t| t.chars().take(40).collect::<String>())
            .collect::<Vec<_>>()
    );
    assert_no_hidden(&texts, "the game");
    // Its history and the final scoring name them too.
    click(&mut app, "History")?;
    assert_no_hidden(&ui::texts(&app), "the history");
    menu_home(&mut app);
    resume(&mut app, "ended");
    assert!(matches!(app.screen(), Screen::Summary(_)));
    assert_no_hidden(&ui::texts(&app), "the results");
    Ok(())
}

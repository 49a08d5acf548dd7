//! A failing disk and two windows on one game. The store never replaces a
//! good save with a partial one; the app keeps the game in memory (and its
//! lock), shows a banner until saving works again, and tries again on a
//! timer; a second window on a game shows it read-only and never saves it;
//! a window whose lock is gone or cannot be had saves nothing and offers
//! to save the game as a new one. Each of the five ways the window used
//! to lose commands is a test here, through the app's own update loop,
//! against a store whose writes fail on demand (`faults`).

mod faults;
mod ui;

use std::fs;
use std::path::Path;
use std::time::Duration;

use faults::Fault;
use iced_test::Error;
use meeple_companion::app::{self, App, Message, Offer, RETRY_AFTER, ReadOnly, Screen};
use meeple_companion::engine::notation;
use meeple_companion::store::{Listing, SavedGame, Store, StoreError};
use ui::{click, simulator, started, totals};

const BANNER: &str = "The game could not be saved";
const READ_ONLY: &str = "This game is open in another window.";
const LOCK_LOST: &str = "This window lost its hold on this game";
const NO_LOCK: &str = "This window cannot lock this game";
fn game(id: &str) -> SavedGame {
    let clock = || chrono::DateTime::from_timestamp(1_796_000_000, 0).unwrap();
    SavedGame {
        id: id.into(),
        created: clock(),
        game: notation::run(
            "player Anna red\nplayer Bert blue\nscore city 8 Anna\n",
            clock,
        )
        .unwrap(),
    }
}

/// Every file in the folder, temp files included, with its bytes.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_type().unwrap().is_file())
        .map(|e| {
            let name = e.file_name().into_string().unwrap();
            (name, fs::read(e.path()).unwrap())
        })
        .filter(|(name, _)| !name.ends_with(".lock"))
        .collect();
    files.sort();
    files
}

/// Whether the banner on show holds `text`.
fn has_banner(app: &App, text: &str) -> bool {
    match app.banner() {
        Some(banner) => {
            assert!(simulator(app).find(banner.as_str()).is_ok(), "not drawn");
            banner.contains(text)
        }
        None => false,
    }
}

fn the_game(app: &App) -> std::sync::Arc<SavedGame> {
    match app.screen() {
        Screen::Game(game) => game.saved(),
        other => panic!("not in a game: {other:?}"),
    }
}

// ---- the store ----

#[test]
fn a_full_disk_never_replaces_a_good_save() {
    let dir = tempfile::tempdir().unwrap();
    let (store, disk) = faults::store(dir.path());
    let good = game("g");
    store.save(&good).unwrap();
    let before = files(dir.path());
    let mut next = good.clone();
    next.game
        .execute(
            meeple_companion::engine::Command::EndTurn,
            chrono::Utc::now(),
        )
        .unwrap();
    let size = meeple_companion::store::to_json(&next).len() as u64;
    for room in [0, 1, size / 2, size - 1] {
        disk.set(Fault::Full { room });
        let error = store.save(&next).unwrap_err();
        assert!(matches!(error, StoreError::Write { .. }), "{error}");
        assert!(error.to_string().contains("no space left"), "{error}");
        assert_eq!(files(dir.path()), before, "room {room}");
        assert_eq!(store.load("g").unwrap(), good);
    }
    disk.set(Fault::Full { room: size });
    store.save(&next).unwrap();
    assert_eq!(store.load("g").unwrap(), next);
}

#[test]
fn a_removed_folder_is_made_again_on_the_next_save() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    store.save(&game("g")).unwrap();
    fs::remove_dir_all(store.dir()).unwrap();
    assert!(store.list().is_empty());
    store.save(&game("g")).unwrap();
    assert_eq!(store.load("g").unwrap(), game("g"));
}

#[test]
fn a_folder_that_cannot_be_made_gives_a_reason() {
    let data = tempfile::tempdir().unwrap();
    // A file where the data folder should be: no one can write below it.
    fs::write(data.path().join("blocked"), "x").unwrap();
    let store = Store::at(data.path().join("blocked/games"));
    let error = store.save(&game("g")).unwrap_err();
    assert!(
        error.to_string().starts_with("cannot create the folder"),
        "{error}"
    );
    assert_eq!(fs::read(data.path().join("blocked")).unwrap(), b"x");
}

#[cfg(unix)]
#[test]
fn a_read_only_folder_keeps_its_save() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let good = game("g");
    store.save(&good).unwrap();
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o555)).unwrap();
    if fs::write(dir.path().join("probe"), "x").is_ok() {
        // Running as root, where permissions don't bite.
        eprintln!("read-only folder: writable (running as root?), case skipped");
        fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).unwrap();
        return;
    }
    let mut next = good.clone();
    next.id = "g".into();
    next.game
        .execute(
            meeple_companion::engine::Command::EndTurn,
            chrono::Utc::now(),
        )
        .unwrap();
    let error = store.save(&next).unwrap_err();
    assert!(error.to_string().contains("Permission denied"), "{error}");
    assert_eq!(store.load("g").unwrap(), good);
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).unwrap();
    store.save(&next).unwrap();
    assert_eq!(store.load("g").unwrap(), next);
}

#[test]
fn a_read_only_file_system_keeps_its_save_and_gives_no_lock() {
    let dir = tempfile::tempdir().unwrap();
    let (store, disk) = faults::store(dir.path());
    let good = game("g");
    store.save(&good).unwrap();
    let before = files(dir.path());
    disk.set(Fault::ReadOnly);
    let error = store.save(&good).unwrap_err();
    assert!(
        error.to_string().contains("Read-only file system"),
        "{error}"
    );
    let error = store.lock("g").unwrap_err();
    assert!(
        matches!(&error, StoreError::CannotLock { id, .. } if id == "g"),
        "{error}"
    );
    assert_eq!(files(dir.path()), before);
    assert_eq!(store.load("g").unwrap(), good);
}

#[test]
fn a_lock_removed_or_replaced_on_disk_is_lost_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let good = game("g");
    let lock = store.lock("g").unwrap();
    store.save_held(&lock, &good).unwrap();
    let lock_file = dir.path().join(".g.lock");
    let mut next = good.clone();
    next.game
        .execute(
            meeple_companion::engine::Command::EndTurn,
            chrono::Utc::now(),
        )
        .unwrap();

    // Replaced: another file of the same name (what a second window
    // would lock after the first was removed).
    fs::remove_file(&lock_file).unwrap();
    fs::write(&lock_file, "").unwrap();
    let other = store.lock("g").expect("the new file is free to lock");
    let error = store.save_held(&lock, &next).unwrap_err();
    assert!(matches!(error, StoreError::LockLost { .. }), "{error}");
    assert!(error.to_string().contains("replaced"), "{error}");
    assert_eq!(store.load("g").unwrap(), good);
    drop(other);

    // Removed, with the whole folder.
    fs::remove_dir_all(dir.path()).unwrap();
    let error = store.save_held(&lock, &next).unwrap_err();
    assert!(error.to_string().contains("removed"), "{error}");
    assert!(!dir.path().join("g.json").exists());
    // A lock of another game does not let a save through either.
    let h = store.lock("h").unwrap();
    assert!(store.save_held(&h, &next).is_err());
    assert!(lock.check().is_err());
}

#[test]
fn a_game_has_one_lock_at_a_time_and_its_lock_file_is_not_listed() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    store.save(&game("g")).unwrap();
    let first = store.lock("g").unwrap();
    assert_eq!(first.id(), "g");
    // Another window (a clone of the store, as a second app has).
    let other = Store::at(dir.path());
    assert!(matches!(other.lock("g"), Err(StoreError::InUse(id)) if id == "g"));
    assert_eq!(
        other.lock("g").unwrap_err().to_string(),
        "the game \"g\" is open in another window"
    );
    // Other games are free.
    let _h = other.lock("h").unwrap();
    drop(first);
    let again = other.lock("g").unwrap();
    assert!(matches!(&store.list()[..], [Listing::Game(s)] if s.id == "g"));
    assert!(matches!(store.lock("../x"), Err(StoreError::BadId(_))));
    // A game open in a window is not deleted from another.
    assert!(matches!(store.delete("g"), Err(StoreError::InUse(_))));
    assert!(store.load("g").is_ok());
    drop(again);
    store.delete("g").unwrap();
    assert!(matches!(store.load("g"), Err(StoreError::NotFound(_))));
}

// Locks between processes, and a killed process leaving its game free,
// are checked by the crash harness (tests/crash.rs).

// ---- the app ----

/// The app on a new game of Anna and Bert, on this store.
fn start_on(store: &Store) -> Result<App, Error> {
    let mut app = ui::app_on(Ok(store.clone()));
    click(&mut app, "New game")?;
    ui::type_name(&mut app, 0, "Anna")?;
    ui::type_name(&mut app, 1, "Bert")?;
    click(&mut app, "Start game")?;
    Ok(app)
}

fn go_home(app: &mut App) {
    ui::update(app, Message::Game(app::game::Message::Home));
    assert!(matches!(app.screen(), Screen::Home(_)));
}

/// Menu → Home on a game with changes this window cannot save: the
/// question comes first, counting them (`count`, e.g. "2 changes"); then
/// Discard the changes.
fn leave_discarding(app: &mut App, count: &str) {
    ui::update(app, Message::Game(app::game::Message::Home));
    assert!(
        matches!(app.screen(), Screen::Game(_) | Screen::Summary(_)),
        "left without asking"
    );
    let question = app.closing_question().expect("asked");
    assert!(question.contains(count), "{question}");
    click(app, "Discard the changes").unwrap();
    assert!(matches!(app.screen(), Screen::Home(_)));
}

fn resume(app: &mut App, id: &str) {
    ui::update(
        app,
        Message::Home(app::home::Message::Resume(id.to_owned())),
    );
}

fn score(app: &mut App, points: &str, kind: &str) -> Result<(), Error> {
    for digit in points.chars() {
        click(app, &digit.to_string())?;
    }
    click(app, kind)
}

fn offer(app: &mut App, offer: Offer) {
    ui::update(app, Message::Offer(offer));
}

#[test]
fn the_app_keeps_the_game_shows_a_banner_and_retries_on_a_timer() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let (store, disk) = faults::store(dir.path());
    let mut app = start_on(&store)?;
    score(&mut app, "8", "City")?;
    let id = the_game(&app).id.clone();
    let good = store.load(&id).unwrap();
    assert_eq!(good.game.state().totals(), [8, 0]);
    assert!(!has_banner(&app, BANNER));
    let before = files(dir.path());

    disk.set(Fault::Full { room: 40 });
    score(&mut app, "3", "Road")?;
    assert_eq!(totals(&app), [11, 0], "the game goes on in memory");
    assert!(has_banner(&app, BANNER));
    assert!(has_banner(&app, "no space left"));
    click(&mut app, "End turn")?;
    assert!(has_banner(&app, BANNER), "the banner stays");
    assert_eq!(files(dir.path()), before, "the good save is untouched");

    // A retry while the disk is still full changes nothing.
    ui::advance(&mut app, RETRY_AFTER);
    assert!(has_banner(&app, BANNER));
    assert_eq!(files(dir.path()), before);

    // The retry comes on the clock, not before.
    disk.set(Fault::None);
    ui::advance(&mut app, RETRY_AFTER - Duration::from_millis(1));
    assert!(has_banner(&app, BANNER), "too early for the retry");
    assert_eq!(files(dir.path()), before);
    ui::advance(&mut app, Duration::from_millis(1));
    assert!(
        !has_banner(&app, BANNER),
        "the banner goes once a save works"
    );
    assert_eq!(store.load(&id).unwrap(), *the_game(&app));
    Ok(())
}

/// Loss path 1: the game in memory is the one Home lists and Resume opens
/// while its save fails, never the stale file; the retry saves it whole.
#[test]
fn loss_1_reopening_while_the_save_fails_shows_the_game_in_memory() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let (store, disk) = faults::store(dir.path());
    let mut app = start_on(&store)?;
    let id = the_game(&app).id.clone();
    disk.set(Fault::Full { room: 40 });
    score(&mut app, "3", "Road")?;
    click(&mut app, "End turn")?;
    score(&mut app, "4", "City")?;
    assert_eq!(totals(&app), [3, 4]);
    assert!(has_banner(&app, BANNER));

    go_home(&mut app);
    assert!(has_banner(&app, BANNER), "the banner stays on Home");
    assert!(ui::shows_player(&app, "Anna", 3));
    resume(&mut app, &id);
    assert_eq!(totals(&app), [3, 4], "the game in memory, not the file");
    score(&mut app, "9", "City")?;
    assert_eq!(totals(&app), [3, 13]);

    disk.set(Fault::None);
    ui::advance(&mut app, RETRY_AFTER);
    assert!(!has_banner(&app, BANNER));
    let saved = store.load(&id).unwrap();
    assert_eq!(saved, *the_game(&app));
    assert_eq!(saved.game.log().len(), 4, "every command is on disk");
    Ok(())
}

/// Loss path 2: closing with changes not on disk asks first, says how
/// many, and offers to keep them.
#[test]
fn loss_2_closing_while_the_save_fails_asks_first() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let (store, disk) = faults::store(dir.path());
    let mut app = start_on(&store)?;
    // Nothing unsaved: the window closes at once.
    let window = iced::window::Id::unique();
    ui::update(&mut app, Message::CloseRequested(window));
    assert_eq!(ui::closed(), 1);

    disk.set(Fault::Full { room: 40 });
    score(&mut app, "3", "Road")?;
    click(&mut app, "End turn")?;
    ui::update(&mut app, Message::CloseRequested(window));
    assert_eq!(ui::closed(), 1, "not closed");
    let question = app.closing_question().expect("asked");
    assert!(question.contains("2 changes"), "{question}");
    let _ = simulator(&app).find(question.as_str())?;
    let _ = simulator(&app).find("Save as a new game")?;
    click(&mut app, "Copy as notation")?;
    let notation = ui::clipboard().expect("copied");
    assert!(notation.contains("score road 3 Anna"), "{notation}");
    click(&mut app, "Keep the window open")?;
    assert!(app.closing_question().is_none());
    assert_eq!(ui::closed(), 1);

    ui::update(&mut app, Message::CloseRequested(window));
    click(&mut app, "Close anyway")?;
    assert_eq!(ui::closed(), 2);
    Ok(())
}

/// Loss path 3: a window whose save failed keeps the game's lock on
/// Home, so a second window opens it read-only and its retry never
/// writes over the other window's game.
#[test]
fn loss_3_the_retry_never_overwrites_another_windows_game() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let (store, disk) = faults::store(dir.path());
    let mut first = start_on(&store)?;
    let id = the_game(&first).id.clone();
    disk.set(Fault::Full { room: 40 });
    score(&mut first, "3", "Road")?;
    go_home(&mut first);

    let mut second = ui::app_on(Ok(Store::at(dir.path())));
    resume(&mut second, &id);
    assert!(
        has_banner(&second, READ_ONLY),
        "the first window still holds it"
    );
    score(&mut second, "99", "City")?;

    disk.set(Fault::None);
    ui::advance(&mut first, RETRY_AFTER);
    assert!(!has_banner(&first, BANNER));
    let saved = store.load(&id).unwrap();
    assert_eq!(saved.game.state().totals(), [3, 0]);
    // Saved, the first window lets go; the second opens it to play on
    // (Home asks first: its 99 points were never saved).
    leave_discarding(&mut second, "1 change");
    resume(&mut second, &id);
    assert!(!has_banner(&second, READ_ONLY));
    assert_eq!(totals(&second), [3, 0]);
    Ok(())
}

/// Loss path 4: a removed games folder takes the lock file with it; the
/// window notices before its next write, saves nothing over whatever
/// may come, turns read-only and offers a new game.
#[test]
fn loss_4_removing_the_folder_takes_the_game_read_only() -> Result<(), Error> {
    let data = tempfile::tempdir().unwrap();
    let games = data.path().join("games");
    let store = Store::at(&games);
    let mut app = start_on(&store)?;
    score(&mut app, "5", "City")?;
    let id = the_game(&app).id.clone();
    fs::remove_dir_all(&games).unwrap();
    score(&mut app, "2", "Road")?;
    assert!(has_banner(&app, LOCK_LOST), "{:?}", app.banner());
    assert!(matches!(app.read_only(), Some(ReadOnly::LockLost(_))));
    assert!(
        !games.join(format!("{id}.json")).exists(),
        "nothing written"
    );
    // Another window cannot have it without a banner: there is no file,
    // and this one never writes it again.
    score(&mut app, "1", "Road")?;
    assert!(!games.join(format!("{id}.json")).exists());
    assert_eq!(totals(&app), [8, 0]);

    // Saved as a new game, under a new id and a new lock.
    click(&mut app, "Save as a new game")?;
    assert!(app.read_only().is_none());
    let new = the_game(&app).id.clone();
    assert_ne!(new, id);
    assert_eq!(store.load(&new).unwrap(), *the_game(&app));
    let mut second = ui::app_on(Ok(Store::at(&games)));
    resume(&mut second, &new);
    assert!(has_banner(&second, READ_ONLY));
    Ok(())
}

/// Loss path 5: a lock that cannot be taken for another reason than
/// another window means read-only, with the reason.
#[test]
fn loss_5_a_lock_that_cannot_be_taken_means_read_only() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let (store, disk) = faults::store(dir.path());
    store.save(&game("g")).unwrap();
    let before = files(dir.path());

    // The lock file cannot be opened (another user's).
    disk.set(Fault::LockDenied);
    let mut app = ui::app_on(Ok(store.clone()));
    resume(&mut app, "g");
    assert!(has_banner(&app, NO_LOCK), "{:?}", app.banner());
    assert!(has_banner(&app, "Permission denied"));
    score(&mut app, "4", "City")?;
    assert_eq!(files(dir.path()), before, "nothing saved");
    ui::advance(&mut app, RETRY_AFTER);
    assert_eq!(files(dir.path()), before, "and no retry writes it");

    // A read-only file system, where no lock file exists yet.
    disk.set(Fault::ReadOnly);
    let mut other = ui::app_on(Ok(store.clone()));
    resume(&mut other, "g");
    assert!(
        has_banner(&other, "Read-only file system"),
        "{:?}",
        other.banner()
    );
    assert!(matches!(other.read_only(), Some(ReadOnly::CannotLock(_))));

    // A new game started there is read-only too.
    disk.set(Fault::LockDenied);
    let started = start_on(&store)?;
    assert!(has_banner(&started, NO_LOCK));
    assert_eq!(files(dir.path()), before);
    Ok(())
}

#[test]
fn copy_and_save_as_new_are_offered_on_a_read_only_game() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut first = started(&dir, &["Anna", "Bert"])?;
    let id = the_game(&first).id.clone();
    let mut second = ui::app(&dir);
    resume(&mut second, &id);
    assert!(has_banner(&second, READ_ONLY));
    score(&mut second, "6", "City")?;
    offer(&mut second, Offer::CopyNotation);
    assert!(ui::clipboard().unwrap().contains("score city 6 Anna"));
    click(&mut second, "Save as a new game")?;
    let new = the_game(&second).id.clone();
    assert_ne!(new, id);
    let store = Store::at(dir.path());
    assert_eq!(store.load(&new).unwrap().game.state().totals(), [6, 0]);
    assert_eq!(store.load(&id).unwrap().game.state().totals(), [0, 0]);
    score(&mut first, "1", "Road")?;
    assert_eq!(store.load(&id).unwrap().game.state().totals(), [1, 0]);
    Ok(())
}

#[test]
fn a_game_the_window_still_has_to_save_is_not_deleted_from_home() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let (store, disk) = faults::store(dir.path());
    let mut app = start_on(&store)?;
    let id = the_game(&app).id.clone();
    disk.set(Fault::Full { room: 40 });
    score(&mut app, "3", "Road")?;
    go_home(&mut app);
    disk.set(Fault::None);
    ui::update(
        &mut app,
        Message::Home(app::home::Message::Delete(id.clone())),
    );
    ui::update(&mut app, Message::Home(app::home::Message::Confirm(true)));
    // This window holds it, and says so: not "open in another window".
    let _ = simulator(&app).find(
        "This game was not deleted: this window has not saved its latest state yet. \
         Open it to see why, or wait until saving works again.",
    )?;
    assert!(!ui::texts(&app).iter().any(|t| t.contains("another window")));
    assert!(store.load(&id).is_ok());
    Ok(())
}

#[test]
fn a_second_window_shows_an_open_game_read_only() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut first = started(&dir, &["Anna", "Bert"])?;
    click(&mut first, "8")?;
    click(&mut first, "City")?;
    let id = the_game(&first).id.clone();
    let store = Store::at(dir.path());

    let mut second = ui::app(&dir);
    resume(&mut second, &id);
    assert_eq!(totals(&second), [8, 0]);
    assert!(has_banner(&second, READ_ONLY));
    click(&mut second, "9")?;
    click(&mut second, "Road")?;
    assert_eq!(totals(&second), [17, 0]);
    assert_eq!(store.load(&id).unwrap().game.state().totals(), [8, 0]);

    // The first window still saves, and shows no banner.
    click(&mut first, "2")?;
    click(&mut first, "Road")?;
    assert!(!has_banner(&first, READ_ONLY));
    assert_eq!(store.load(&id).unwrap().game.state().totals(), [10, 0]);

    // Once the first window leaves the game, the second opens it again to
    // play on (what it did read-only is gone, once the table said so: the
    // save is the truth).
    go_home(&mut first);
    leave_discarding(&mut second, "1 change");
    resume(&mut second, &id);
    assert!(!has_banner(&second, READ_ONLY));
    assert_eq!(totals(&second), [10, 0]);
    click(&mut second, "1")?;
    click(&mut second, "City")?;
    assert_eq!(store.load(&id).unwrap().game.state().totals(), [11, 0]);
    resume(&mut first, &id);
    assert!(has_banner(&first, READ_ONLY));
    Ok(())
}

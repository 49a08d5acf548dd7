//! The door: every change through [`Table::apply`] (the follow-up an
//! expansion asks for: `tests/table.rs`, which may name one).

use std::sync::Arc;

use super::*;
use crate::engine::{Colour, FeatureScoring, Figure, Kind, PlayerSetup, Shuffles, decks};
use crate::store::Store;

fn setup() -> Setup {
    let mut setup = Setup::new(vec![
        PlayerSetup::new("Anna", Colour::Red),
        PlayerSetup::new("Bert", Colour::Blue),
    ]);
    setup.tiles = Some(50);
    setup
}

fn saved(setup: Setup) -> Arc<SavedGame> {
    let mut shuffles = Shuffles::new();
    shuffles.fill(&decks(&setup), |_| {});
    Arc::new(SavedGame {
        id: "g".into(),
        created: Utc::now(),
        game: Game::begin(setup, &shuffles).unwrap(),
    })
}

fn score(points: u32, player: u8) -> Change {
    Change::Command(Command::Score(FeatureScoring::single(
        Kind::City,
        points,
        PlayerId(player),
    )))
}

fn table() -> Table {
    Table::showing(saved(setup()))
}

fn game(table: &Table) -> &Game {
    &table.game().unwrap().game
}

#[test]
fn a_refusal_changes_nothing_and_says_why() {
    let mut table = table();
    table.apply(Source::Test, score(8, 0)).unwrap();
    let before = game(&table).clone();
    // Bert scores nothing as a correction below zero; the rules refuse.
    let refused = table
        .apply(
            Source::Test,
            Change::Command(Command::Correct {
                player: PlayerId(1),
                figure: Figure::Meeple,
                delta: -5,
            }),
        )
        .unwrap_err();
    assert!(refused.error.is_some());
    assert!(!refused.words.is_empty());
    assert_eq!(game(&table), &before);
    assert_eq!(table.version(), 1);
    // Nothing to redo: refused, nothing changes.
    assert!(table.apply(Source::Window, Change::Redo).is_err());
    assert_eq!(game(&table), &before);
    assert_eq!(table.version(), 1);
}

#[test]
fn the_version_counts_the_changes_that_took_effect() {
    let mut table = table();
    assert_eq!(table.version(), 0);
    let effects = table.apply(Source::Test, score(8, 0)).unwrap();
    assert_eq!((effects.version, table.version()), (1, 1));
    assert!(effects.publish);
    assert_eq!(effects.applied.len(), 1);
    assert!(effects.done.is_some());
    table
        .apply(Source::Test, Change::Command(Command::EndTurn))
        .unwrap();
    table.apply(Source::Test, Change::Rewind(1)).unwrap();
    assert_eq!(table.version(), 3);
    assert_eq!(game(&table).log().len(), 1);
    // A pause ended is no change; a pause begun is one.
    let resumed = table.apply(Source::Test, Change::Pause(false)).unwrap();
    assert!(!resumed.publish);
    assert_eq!(table.version(), 3);
    table.apply(Source::Test, Change::Pause(true)).unwrap();
    assert!(table.paused());
    assert_eq!(table.version(), 4);
    // Paused already: nothing changes.
    table.apply(Source::Test, Change::Pause(true)).unwrap();
    assert_eq!(table.version(), 4);
}

/// A table saving into `dir`, with its lock, showing a new game.
fn saving_table(dir: &std::path::Path) -> Table {
    let mut table = Table::new(Ok(Store::at(dir)));
    let shown = saved(setup());
    table.expect(&shown.id);
    table.locked(&shown.id, Store::at(dir).lock(&shown.id).map(Arc::new));
    table.show(shown);
    table.start_playing();
    table
}

fn phone(player: u8, request: u64, based_on: u64) -> Source {
    Source::Phone {
        player: PlayerId(player),
        request,
        based_on,
    }
}

/// Runs the saves of `effects` and hands their results back to the table.
fn run_saves(table: &mut Table, effects: Effects) -> Vec<Effects> {
    effects
        .saves
        .into_iter()
        .map(|job| table.saved(job.run(), Showing::Game { asking: false }))
        .collect()
}

#[test]
fn a_phone_based_on_another_version_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = saving_table(dir.path());
    table.apply(Source::Test, score(8, 0)).unwrap();
    let before = game(&table).clone();
    for based_on in [0, 2] {
        let refused = table.apply(phone(0, 7, based_on), score(3, 0)).unwrap_err();
        assert_eq!(refused.why, Why::Stale);
        assert_eq!(refused.error, None);
        assert_eq!(game(&table), &before);
        assert_eq!(table.version(), 1);
    }
}

#[test]
fn a_phone_is_answered_and_the_pages_see_its_change_only_once_it_is_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = saving_table(dir.path());
    let effects = table.apply(phone(1, 7, 0), score(3, 1)).unwrap();
    assert!(effects.replies.is_empty(), "not before its save");
    assert!(!effects.publish);
    assert!(table.awaiting_phones());
    assert_eq!(game(&table).log()[0].phone, Some(PlayerId(1)));
    let done = effects.done.clone().unwrap();
    assert!(done.contains("Bert"), "{done}");
    // A window's change meanwhile is not published either.
    let window = table.apply(Source::Window, score(2, 0)).unwrap();
    assert!(!window.publish);
    let mut saved = run_saves(&mut table, effects);
    saved.extend(run_saves(&mut table, window));
    let replies: Vec<Reply> = saved.iter().flat_map(|e| e.replies.clone()).collect();
    // The phone hears what it did; the window's notice adds whose phone.
    let what = replies
        .first()
        .and_then(|r| r.outcome.clone().ok())
        .unwrap_or_default();
    assert!(
        !what.is_empty() && done.ends_with(&what) && done.len() > what.len(),
        "{done:?} / {what:?}"
    );
    assert_eq!(
        replies,
        vec![Reply {
            player: PlayerId(1),
            request: 7,
            version: 1,
            outcome: Ok(what),
        }]
    );
    assert!(saved[0].publish);
    assert!(!table.awaiting_phones());
    // On disk, with its source.
    let on_disk = Store::at(dir.path()).load(&game_id(&table)).unwrap();
    assert_eq!(on_disk.game.log()[0].phone, Some(PlayerId(1)));
    assert_eq!(on_disk.game.log()[1].phone, None);
}

fn game_id(table: &Table) -> String {
    table.game().unwrap().id.clone()
}

#[test]
fn a_phone_cannot_act_where_the_window_cannot_save() {
    // No folder for the saves.
    let mut table = table();
    let refused = table.apply(phone(0, 1, 0), score(3, 0)).unwrap_err();
    assert_eq!(refused.why, Why::CannotSave);
    assert_eq!(table.version(), 0);
    assert!(game(&table).log().is_empty());
    // Read-only.
    let dir = tempfile::tempdir().unwrap();
    let mut table = saving_table(dir.path());
    table.set_read_only(ReadOnly::InUse);
    let refused = table.apply(phone(0, 1, 0), score(3, 0)).unwrap_err();
    assert_eq!(refused.why, Why::CannotSave);
    assert!(game(&table).log().is_empty());
}

#[test]
fn a_phone_takes_back_its_own_last_action_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = saving_table(dir.path());
    let effects = table.apply(phone(0, 1, 0), score(3, 0)).unwrap();
    run_saves(&mut table, effects);
    // Another player's phone, and the window's last command, are not its own.
    let refused = table.apply(phone(1, 2, 1), Change::Undo).unwrap_err();
    assert_eq!(refused.why, Why::NotYours);
    let effects = table.apply(phone(0, 3, 1), Change::Undo).unwrap();
    run_saves(&mut table, effects);
    assert!(game(&table).log().is_empty());
    let effects = table.apply(Source::Window, score(4, 0)).unwrap();
    run_saves(&mut table, effects);
    let refused = table.apply(phone(0, 4, 3), Change::Undo).unwrap_err();
    assert_eq!(refused.why, Why::NotYours);
    // Nor may a phone redo, rewind, pause or fix the setup.
    for change in [Change::Redo, Change::Rewind(0), Change::Pause(true)] {
        let refused = table.apply(phone(0, 5, 3), change).unwrap_err();
        assert_eq!(refused.why, Why::NotYours);
    }
    assert_eq!(table.version(), 3);
}

#[test]
fn a_phone_s_change_whose_save_fails_is_taken_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = saving_table(dir.path());
    // A folder where the file goes: the save fails.
    let id = game_id(&table);
    std::fs::create_dir_all(dir.path().join(format!("{id}.json"))).unwrap();
    let effects = table.apply(phone(0, 9, 0), score(3, 0)).unwrap();
    let saved = run_saves(&mut table, effects);
    let reply = &saved[0].replies[0];
    assert_eq!(reply.request, 9);
    assert_eq!(reply.outcome.as_ref().unwrap_err().why, Why::CannotSave);
    assert!(game(&table).log().is_empty(), "taken back");
    assert_eq!(game(&table).state().totals(), vec![0, 0]);
    // While the save fails, a phone is refused at once.
    let version = table.version();
    let refused = table.apply(phone(0, 10, version), score(3, 0)).unwrap_err();
    assert_eq!(refused.why, Why::CannotSave);
}

/// A disk that fills up on demand: writes fail as a full disk's do.
#[derive(Debug, Default)]
struct FillingDisk {
    full: std::sync::atomic::AtomicBool,
}

impl crate::store::Disk for FillingDisk {
    fn create_dir_all(&self, dir: &std::path::Path) -> std::io::Result<()> {
        std::fs::create_dir_all(dir)
    }
    fn write_new(&self, path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
        if self.full.load(std::sync::atomic::Ordering::SeqCst) {
            return Err(std::io::Error::from(std::io::ErrorKind::StorageFull));
        }
        crate::store::RealDisk.write_new(path, bytes)
    }
    fn rename(&self, from: &std::path::Path, to: &std::path::Path) -> std::io::Result<()> {
        std::fs::rename(from, to)
    }
    fn remove_file(&self, path: &std::path::Path) -> std::io::Result<()> {
        std::fs::remove_file(path)
    }
    fn sync_dir(&self, dir: &std::path::Path) -> std::io::Result<()> {
        crate::store::RealDisk.sync_dir(dir)
    }
    fn open_lock(&self, path: &std::path::Path) -> std::io::Result<std::fs::File> {
        crate::store::RealDisk.open_lock(path)
    }
}

/// A table saving into `dir` through a disk that is full already.
fn filling_table(dir: &std::path::Path) -> (Table, Arc<FillingDisk>) {
    let disk = Arc::new(FillingDisk::default());
    let store = Store::on(dir, disk.clone());
    let mut table = Table::new(Ok(store.clone()));
    let shown = saved(setup());
    table.expect(&shown.id);
    table.locked(&shown.id, store.lock(&shown.id).map(Arc::new));
    table.show(shown);
    table.start_playing();
    disk.full.store(true, std::sync::atomic::Ordering::SeqCst);
    (table, disk)
}

/// A phone's change whose save failed (a full disk) but that something
/// else came after (the window's command) cannot be taken back: it
/// stands, so the phone is not told it was refused; it waits for the
/// retry's save that holds it.
#[test]
fn a_phone_s_change_that_cannot_be_taken_back_waits_for_a_save_that_holds_it() {
    let dir = tempfile::tempdir().unwrap();
    let (mut table, disk) = filling_table(dir.path());
    let id = game_id(&table);
    let from_phone = table.apply(phone(0, 9, 0), score(3, 0)).unwrap();
    // The window scores before the phone's save is back.
    let window = table.apply(Source::Window, score(2, 1)).unwrap();
    let mut saved = run_saves(&mut table, from_phone);
    saved.extend(run_saves(&mut table, window));
    let replies: Vec<Reply> = saved.iter().flat_map(|e| e.replies.clone()).collect();
    assert_eq!(game(&table).log().len(), 2, "the phone's change stands");
    assert_eq!(replies, Vec::new(), "not told it was refused");
    assert!(table.awaiting_phones());
    // The disk has room again: the retry's save holds it, and the phone
    // hears so.
    disk.full.store(false, std::sync::atomic::Ordering::SeqCst);
    let retry = table.retry();
    let saved = run_saves(&mut table, retry);
    let replies: Vec<Reply> = saved.iter().flat_map(|e| e.replies.clone()).collect();
    assert_eq!(replies.len(), 1, "{replies:?}");
    assert!(replies[0].outcome.is_ok(), "{replies:?}");
    assert!(saved.iter().any(|e| e.publish));
    let on_disk = Store::at(dir.path()).load(&id).unwrap();
    assert_eq!(on_disk.game.log()[0].phone, Some(PlayerId(0)));
}

/// Two phones' changes whose saves fail (a full disk) are both taken
/// back, the newer first, and both phones hear that the laptop cannot
/// save.
#[test]
fn two_phones_changes_whose_saves_fail_are_both_taken_back() {
    let dir = tempfile::tempdir().unwrap();
    let (mut table, _disk) = filling_table(dir.path());
    let first = table.apply(phone(0, 1, 0), score(3, 0)).unwrap();
    let second = table.apply(phone(1, 2, 1), score(4, 1)).unwrap();
    let mut saved = run_saves(&mut table, first);
    saved.extend(run_saves(&mut table, second));
    let replies: Vec<Reply> = saved.iter().flat_map(|e| e.replies.clone()).collect();
    assert_eq!(replies.len(), 2, "{replies:?}");
    for reply in &replies {
        assert_eq!(reply.outcome.as_ref().unwrap_err().why, Why::CannotSave);
    }
    assert!(game(&table).log().is_empty(), "both taken back");
    assert!(!table.awaiting_phones());
}

#[test]
fn undo_and_redo_go_through_the_door() {
    let mut table = table();
    table.apply(Source::Test, score(8, 0)).unwrap();
    let undone = table.apply(Source::Test, Change::Undo).unwrap();
    assert!(undone.undone);
    assert!(undone.applied.is_empty());
    assert_eq!(game(&table).state().totals(), vec![0, 0]);
    let redone = table.apply(Source::Test, Change::Redo).unwrap();
    assert!(!redone.undone);
    assert_eq!(game(&table).state().totals(), vec![8, 0]);
    assert_eq!(table.version(), 3);
}

#[test]
fn undo_right_after_a_fix_brings_the_old_setup_back() {
    let mut table = table();
    table.apply(Source::Test, score(8, 0)).unwrap();
    let old = game(&table).setup().clone();
    let mut fixed = old.clone();
    fixed.tiles = Some(60);
    table.begin_fix();
    let effects = table.apply(Source::Test, Change::FixSetup(fixed)).unwrap();
    assert!(effects.replaced);
    assert!(effects.setup_before.is_some());
    assert_eq!(game(&table).setup().tiles, Some(60));
    assert_eq!(game(&table).log().len(), 1);
    let restored = table.apply(Source::Test, Change::Undo).unwrap();
    assert!(restored.replaced);
    assert_eq!(game(&table).setup(), &old);
    assert_eq!(game(&table).log().len(), 1, "the command stays");
}

#[test]
fn a_read_only_table_saves_nothing_but_counts_the_changes() {
    let dir = tempfile::tempdir().unwrap();
    let mut table = Table::new(Ok(Store::at(dir.path())));
    let shown = saved(setup());
    table.expect(&shown.id);
    table.set_read_only(ReadOnly::InUse);
    table.show(shown);
    table.start_playing();
    let effects = table.apply(Source::Test, score(8, 0)).unwrap();
    assert!(effects.saves.is_empty());
    assert_eq!(table.read_only_changes(), 1);
    assert_eq!(table.unsaved_changes(), 1);
    assert_eq!(table.version(), 1);
    // Locked, the same change is saved.
    let mut table = Table::new(Ok(Store::at(dir.path())));
    let shown = saved(setup());
    table.expect(&shown.id);
    table.locked(
        &shown.id,
        Store::at(dir.path()).lock(&shown.id).map(Arc::new),
    );
    table.show(shown);
    let effects = table.apply(Source::Test, score(8, 0)).unwrap();
    assert_eq!(effects.saves.len(), 1);
    assert_eq!(table.read_only_changes(), 0);
    assert_eq!(table.unsaved_changes(), 1);
}

#[test]
fn with_no_game_on_show_every_change_is_refused() {
    let mut table = Table::new(Err(StoreError::NoDataDir));
    assert!(table.apply(Source::Test, score(8, 0)).is_err());
    assert_eq!(table.version(), 0);
}

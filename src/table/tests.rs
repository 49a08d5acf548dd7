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

#[test]
fn a_phone_based_on_an_older_version_is_refused() {
    let mut table = table();
    table.apply(Source::Test, score(8, 0)).unwrap();
    let phone = |based_on| Source::Phone {
        player: PlayerId(0),
        request: 7,
        based_on,
    };
    let before = game(&table).clone();
    let refused = table.apply(phone(0), score(3, 0)).unwrap_err();
    assert_eq!(refused.error, None);
    assert_eq!(game(&table), &before);
    assert_eq!(table.version(), 1);
    let effects = table.apply(phone(1), score(3, 0)).unwrap();
    assert_eq!(
        effects.replies,
        vec![Reply {
            player: PlayerId(0),
            request: 7,
            version: 2
        }]
    );
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

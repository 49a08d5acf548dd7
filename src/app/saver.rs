//! Saving in the background after every command, newest state last; and
//! knowing, when a save failed, whether a later one has caught up.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use iced::Task;

/// How long the app waits before saving again after a failed save.
pub const RETRY_AFTER: std::time::Duration = std::time::Duration::from_secs(3);

use crate::store::{SavedGame, Store, StoreError};

/// Hands saves to background tasks and makes sure an older save of a game
/// that finishes late never overwrites a newer one of the same game.
#[derive(Debug, Default)]
pub struct Saver {
    generation: u64,
    written: Arc<Mutex<HashMap<String, u64>>>,
    /// The last game handed over and its generation: what a retry saves.
    latest: Option<(Arc<SavedGame>, u64)>,
}

impl Saver {
    /// Saves `game` in the background; the task reports how it went.
    pub fn save(&mut self, store: Store, game: Arc<SavedGame>) -> Task<Result<(), StoreError>> {
        let generation = self.next(&game);
        let written = Arc::clone(&self.written);
        Task::perform(
            async move { save_in_order(&store, &game, generation, &written) },
            std::convert::identity,
        )
    }

    /// Saves `game` at once, for tests that run no tasks.
    pub fn save_now(&mut self, store: &Store, game: Arc<SavedGame>) -> Result<(), StoreError> {
        let generation = self.next(&game);
        save_in_order(store, &game, generation, &self.written)
    }

    fn next(&mut self, game: &Arc<SavedGame>) -> u64 {
        self.generation += 1;
        self.latest = Some((Arc::clone(game), self.generation));
        self.generation
    }

    /// The last game handed over, to save it again after a failure.
    pub fn latest(&self) -> Option<Arc<SavedGame>> {
        self.latest.as_ref().map(|(game, _)| Arc::clone(game))
    }

    /// Whether the last game handed over is on disk as it was handed over:
    /// a save that failed has been made good by a later one.
    pub fn caught_up(&self) -> bool {
        let Some((game, generation)) = &self.latest else {
            return true;
        };
        let written = self
            .written
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        written.get(&game.id).is_some_and(|last| last >= generation)
    }
}

/// Writes `game` unless a newer generation of it is already on disk. The
/// lock keeps writes one at a time.
pub fn save_in_order(
    store: &Store,
    game: &SavedGame,
    generation: u64,
    written: &Mutex<HashMap<String, u64>>,
) -> Result<(), StoreError> {
    let mut written = written
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let last = written.entry(game.id.clone()).or_insert(0);
    if *last > generation {
        return Ok(());
    }
    store.save(game)?;
    *last = generation;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Colour, Game, PlayerSetup, Setup};

    fn saved(id: &str, tiles: u32) -> SavedGame {
        let mut setup = Setup::new(vec![
            PlayerSetup::new("Anna", Colour::Red),
            PlayerSetup::new("Bert", Colour::Blue),
        ]);
        setup.tiles = Some(tiles);
        SavedGame {
            id: id.into(),
            created: chrono::Utc::now(),
            game: Game::new(setup).unwrap(),
        }
    }

    #[test]
    fn an_older_save_finishing_late_does_not_overwrite_a_newer_one() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let written = Mutex::default();
        save_in_order(&store, &saved("g", 50), 2, &written).unwrap();
        save_in_order(&store, &saved("g", 10), 1, &written).unwrap();
        assert_eq!(store.load("g").unwrap().game.setup().tiles, Some(50));
        // Another game's generations do not hold this one back.
        save_in_order(&store, &saved("h", 10), 1, &written).unwrap();
        assert_eq!(store.load("h").unwrap().game.setup().tiles, Some(10));
    }

    #[test]
    fn a_failed_save_is_caught_up_only_by_the_latest_state() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let mut saver = Saver::default();
        assert!(saver.caught_up());
        saver.save_now(&store, Arc::new(saved("g", 10))).unwrap();
        assert!(saver.caught_up());
        store.simulate_full_disk(Some(10));
        assert!(saver.save_now(&store, Arc::new(saved("g", 20))).is_err());
        assert!(!saver.caught_up());
        assert_eq!(store.load("g").unwrap().game.setup().tiles, Some(10));
        store.simulate_full_disk(None);
        let latest = saver.latest().unwrap();
        saver.save_now(&store, latest).unwrap();
        assert!(saver.caught_up());
        assert_eq!(store.load("g").unwrap().game.setup().tiles, Some(20));
    }
}

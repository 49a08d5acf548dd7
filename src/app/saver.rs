//! Saving in the background after every command, newest state last; and
//! knowing, per game, how far the disk is behind what is in memory.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};

use crate::store::{GameLock, SavedGame, Store, StoreError};

/// How long the app waits before saving again after a failed save.
pub const RETRY_AFTER: std::time::Duration = std::time::Duration::from_secs(3);

/// How a save of one game went.
#[derive(Debug, Clone)]
pub struct Saved {
    /// The game.
    pub id: String,
    /// Written, or why not.
    pub result: Result<(), StoreError>,
}

/// Hands saves to background tasks, makes sure an older save of a game
/// that finishes late never overwrites a newer one, and keeps the latest
/// state of every game the disk has not caught up with.
#[derive(Debug, Default)]
pub struct Saver {
    /// Per game: the last state handed over and how many were.
    latest: HashMap<String, (Arc<SavedGame>, u64)>,
    /// Per game: the count of the newest state on disk.
    written: Arc<Mutex<HashMap<String, u64>>>,
}

impl Saver {
    /// Saves `game` under `lock` off the update thread; the future says
    /// how it went.
    pub fn save(
        &mut self,
        store: Store,
        lock: Arc<GameLock>,
        game: Arc<SavedGame>,
    ) -> impl Future<Output = Saved> + Send + 'static {
        let entry = self
            .latest
            .entry(game.id.clone())
            .or_insert_with(|| (Arc::clone(&game), 0));
        entry.1 += 1;
        entry.0 = Arc::clone(&game);
        let generation = entry.1;
        let written = Arc::clone(&self.written);
        let id = game.id.clone();
        async move {
            let result =
                super::blocking(move || save_in_order(&store, &lock, &game, generation, &written));
            Saved { id, result }
        }
    }

    /// How many states of `id` handed over are not on disk.
    pub fn behind(&self, id: &str) -> u64 {
        let Some((_, generation)) = self.latest.get(id) else {
            return 0;
        };
        let written = self
            .written
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        generation.saturating_sub(written.get(id).copied().unwrap_or(0))
    }

    /// The games the disk is behind on, with their latest state.
    pub fn unsaved(&self) -> Vec<Arc<SavedGame>> {
        let mut games: Vec<Arc<SavedGame>> = self
            .latest
            .iter()
            .filter(|(id, _)| self.behind(id) > 0)
            .map(|(_, (game, _))| Arc::clone(game))
            .collect();
        games.sort_by(|a, b| a.id.cmp(&b.id));
        games
    }

    /// The latest state of `id`, if the disk is behind on it.
    pub fn unsaved_game(&self, id: &str) -> Option<Arc<SavedGame>> {
        (self.behind(id) > 0)
            .then(|| self.latest.get(id).map(|(game, _)| Arc::clone(game)))
            .flatten()
    }

    /// Whether the disk holds the latest state of every game.
    pub fn caught_up(&self) -> bool {
        self.latest.keys().all(|id| self.behind(id) == 0)
    }

    /// Stops keeping `id` (its state is saved elsewhere, or given up).
    pub fn forget(&mut self, id: &str) {
        self.latest.remove(id);
        self.written
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(id);
    }
}

/// Writes `game` unless a newer state of it is already on disk, checking
/// first that `lock` is still this window's. The mutex keeps writes one at
/// a time.
pub fn save_in_order(
    store: &Store,
    lock: &GameLock,
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
    store.save_held(lock, game)?;
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
        let g = store.lock("g").unwrap();
        let h = store.lock("h").unwrap();
        let written = Mutex::default();
        save_in_order(&store, &g, &saved("g", 50), 2, &written).unwrap();
        save_in_order(&store, &g, &saved("g", 10), 1, &written).unwrap();
        assert_eq!(store.load("g").unwrap().game.setup().tiles, Some(50));
        // Another game's generations do not hold this one back.
        save_in_order(&store, &h, &saved("h", 10), 1, &written).unwrap();
        assert_eq!(store.load("h").unwrap().game.setup().tiles, Some(10));
        // Nor does a lock of another game let a save through.
        assert!(save_in_order(&store, &h, &saved("g", 20), 3, &written).is_err());
        assert_eq!(store.load("g").unwrap().game.setup().tiles, Some(50));
    }

    #[test]
    fn the_disk_is_behind_until_the_latest_state_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let lock = Arc::new(store.lock("g").unwrap());
        let mut saver = Saver::default();
        assert!(saver.caught_up());
        let first = saver.save(store.clone(), Arc::clone(&lock), Arc::new(saved("g", 10)));
        let second = saver.save(store.clone(), Arc::clone(&lock), Arc::new(saved("g", 20)));
        assert_eq!(saver.behind("g"), 2);
        assert_eq!(
            saver.unsaved_game("g").unwrap().game.setup().tiles,
            Some(20)
        );
        // The newer one finishes first; the older one then writes nothing.
        assert!(iced::futures::executor::block_on(second).result.is_ok());
        assert!(iced::futures::executor::block_on(first).result.is_ok());
        assert!(saver.caught_up());
        assert_eq!(store.load("g").unwrap().game.setup().tiles, Some(20));
        assert!(saver.unsaved().is_empty());
    }
}

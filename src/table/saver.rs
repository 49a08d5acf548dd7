//! Saving in the background after every command, newest state last; and
//! knowing, per game, how far the disk is behind what is in memory.

use std::collections::HashMap;
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
    /// Which save of the game it was (one more per save handed over):
    /// a save written holds every change handed over before it.
    pub generation: u64,
}

/// Hands saves to background tasks, makes sure an older save of a game
/// that finishes late never overwrites a newer one, and keeps the latest
/// state of every game the disk has not caught up with, and how many
/// changes (commands, undos, redos done in the window) it holds that the
/// disk does not: a retry of a failed save is no change.
#[derive(Debug, Default)]
pub struct Saver {
    /// Per game: the last state handed over, its generation (every save
    /// handed over, retries too) and the changes made up to it.
    latest: HashMap<String, Latest>,
    /// Per game: the generation and the changes of the newest state on
    /// disk.
    written: Arc<Mutex<HashMap<String, OnDisk>>>,
}

#[derive(Debug)]
struct Latest {
    game: Arc<SavedGame>,
    generation: u64,
    changes: u64,
}

/// The newest state of a game a save wrote: its generation and how many
/// changes had been made up to it.
#[derive(Debug, Clone, Copy, Default)]
pub struct OnDisk {
    generation: u64,
    changes: u64,
}

impl Saver {
    /// A job that saves `game` under `lock`, `changes` more than the state
    /// handed over before it (0 for a retry); the app runs it off the
    /// update thread ([`SaveJob::run`]) and hands back how it went.
    pub fn save(
        &mut self,
        store: Store,
        lock: Arc<GameLock>,
        game: Arc<SavedGame>,
        changes: u64,
    ) -> SaveJob {
        let entry = self
            .latest
            .entry(game.id.clone())
            .or_insert_with(|| Latest {
                game: Arc::clone(&game),
                generation: 0,
                changes: 0,
            });
        entry.generation += 1;
        entry.changes += changes;
        entry.game = Arc::clone(&game);
        SaveJob {
            state: OnDisk {
                generation: entry.generation,
                changes: entry.changes,
            },
            written: Arc::clone(&self.written),
            store,
            lock,
            game,
        }
    }

    /// How many changes to `id` handed over are not on disk.
    pub fn behind(&self, id: &str) -> u64 {
        let Some(latest) = self.latest.get(id) else {
            return 0;
        };
        let written = self
            .written
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let on_disk = written.get(id).copied().unwrap_or_default();
        if on_disk.generation >= latest.generation {
            return 0;
        }
        // A state handed over with no change (a retry) is still not on
        // disk: at least one change is missing until it is.
        latest.changes.saturating_sub(on_disk.changes).max(1)
    }

    /// The games the disk is behind on, with their latest state.
    pub fn unsaved(&self) -> Vec<Arc<SavedGame>> {
        let mut games: Vec<Arc<SavedGame>> = self
            .latest
            .iter()
            .filter(|(id, _)| self.behind(id) > 0)
            .map(|(_, latest)| Arc::clone(&latest.game))
            .collect();
        games.sort_by(|a, b| a.id.cmp(&b.id));
        games
    }

    /// The latest state of `id`, if the disk is behind on it.
    pub fn unsaved_game(&self, id: &str) -> Option<Arc<SavedGame>> {
        (self.behind(id) > 0)
            .then(|| self.latest.get(id).map(|latest| Arc::clone(&latest.game)))
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

/// One save of one game, handed to the app to run off the update thread:
/// the table itself does no I/O.
#[derive(Debug)]
pub struct SaveJob {
    store: Store,
    lock: Arc<GameLock>,
    game: Arc<SavedGame>,
    state: OnDisk,
    written: Arc<Mutex<HashMap<String, OnDisk>>>,
}

impl SaveJob {
    /// The game it saves.
    pub fn id(&self) -> &str {
        &self.game.id
    }

    /// Which save of its game it is ([`Saved::generation`]).
    pub fn generation(&self) -> u64 {
        self.state.generation
    }

    /// Writes the game (blocking: run it in a task), unless a newer state
    /// of it is on disk already.
    pub fn run(self) -> Saved {
        let result = save_in_order(
            &self.store,
            &self.lock,
            &self.game,
            self.state,
            &self.written,
        );
        Saved {
            id: self.game.id.clone(),
            result,
            generation: self.state.generation,
        }
    }
}

/// Writes `game` unless a newer state of it is already on disk, checking
/// first that `lock` is still this window's and the file the one it
/// wrote. The mutex keeps writes one at a time.
pub fn save_in_order(
    store: &Store,
    lock: &GameLock,
    game: &SavedGame,
    state: OnDisk,
    written: &Mutex<HashMap<String, OnDisk>>,
) -> Result<(), StoreError> {
    let mut written = written
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let last = written.entry(game.id.clone()).or_default();
    if last.generation > state.generation {
        return Ok(());
    }
    store.save_held(lock, game)?;
    *last = state;
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

    fn at(generation: u64) -> OnDisk {
        OnDisk {
            generation,
            changes: generation,
        }
    }

    #[test]
    fn an_older_save_finishing_late_does_not_overwrite_a_newer_one() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let g = store.lock("g").unwrap();
        let h = store.lock("h").unwrap();
        let written = Mutex::default();
        save_in_order(&store, &g, &saved("g", 50), at(2), &written).unwrap();
        save_in_order(&store, &g, &saved("g", 10), at(1), &written).unwrap();
        assert_eq!(store.load("g").unwrap().game.setup().tiles, Some(50));
        // Another game's generations do not hold this one back.
        save_in_order(&store, &h, &saved("h", 10), at(1), &written).unwrap();
        assert_eq!(store.load("h").unwrap().game.setup().tiles, Some(10));
        // Nor does a lock of another game let a save through.
        assert!(save_in_order(&store, &h, &saved("g", 20), at(3), &written).is_err());
        assert_eq!(store.load("g").unwrap().game.setup().tiles, Some(50));
    }

    #[test]
    fn the_disk_is_behind_until_the_latest_state_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let lock = Arc::new(store.lock("g").unwrap());
        let mut saver = Saver::default();
        assert!(saver.caught_up());
        let first = saver.save(
            store.clone(),
            Arc::clone(&lock),
            Arc::new(saved("g", 10)),
            1,
        );
        let second = saver.save(
            store.clone(),
            Arc::clone(&lock),
            Arc::new(saved("g", 20)),
            1,
        );
        assert_eq!(saver.behind("g"), 2);
        assert_eq!(
            saver.unsaved_game("g").unwrap().game.setup().tiles,
            Some(20)
        );
        // The newer one finishes first; the older one then writes nothing.
        assert!(second.run().result.is_ok());
        assert!(first.run().result.is_ok());
        assert!(saver.caught_up());
        assert_eq!(store.load("g").unwrap().game.setup().tiles, Some(20));
        assert!(saver.unsaved().is_empty());
    }

    #[test]
    fn a_retry_is_no_change() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let lock = Arc::new(store.lock("g").unwrap());
        let mut saver = Saver::default();
        // Two changes whose saves fail (a folder where the file goes).
        std::fs::create_dir(dir.path().join("g.json")).unwrap();
        for tiles in [10, 20] {
            let save = saver.save(
                store.clone(),
                Arc::clone(&lock),
                Arc::new(saved("g", tiles)),
                1,
            );
            assert!(save.run().result.is_err());
        }
        assert_eq!(saver.behind("g"), 2);
        // Five retries of the latest state, all failing: still 2.
        for _ in 0..5 {
            let game = saver.unsaved_game("g").unwrap();
            let retry = saver.save(store.clone(), Arc::clone(&lock), game, 0);
            assert!(retry.run().result.is_err());
        }
        assert_eq!(saver.behind("g"), 2, "retries are not changes");
        std::fs::remove_dir(dir.path().join("g.json")).unwrap();
        let game = saver.unsaved_game("g").unwrap();
        let retry = saver.save(store.clone(), Arc::clone(&lock), game, 0);
        assert!(retry.run().result.is_ok());
        assert_eq!(saver.behind("g"), 0);
        assert_eq!(store.load("g").unwrap().game.setup().tiles, Some(20));
    }
}

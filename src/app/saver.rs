//! Saving in the background after every command, newest state last.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use iced::Task;

use crate::store::{SavedGame, Store, StoreError};

/// Hands saves to background tasks and makes sure an older save of a game
/// that finishes late never overwrites a newer one of the same game.
#[derive(Debug, Default)]
pub struct Saver {
    generation: u64,
    written: Arc<Mutex<HashMap<String, u64>>>,
}

impl Saver {
    /// Saves `game` in the background; the task reports how it went.
    pub fn save(&mut self, store: Store, game: Arc<SavedGame>) -> Task<Result<(), StoreError>> {
        self.generation += 1;
        let generation = self.generation;
        let written = Arc::clone(&self.written);
        Task::perform(
            async move { save_in_order(&store, &game, generation, &written) },
            std::convert::identity,
        )
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
}

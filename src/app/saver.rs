//! Saving in the background after every command, newest state last.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use iced::Task;

use crate::store::{SavedGame, Store};

/// Hands saves to background tasks and makes sure an older save of a game
/// that finishes late never overwrites a newer one of the same game.
#[derive(Debug, Default)]
pub struct Saver {
    generation: u64,
    written: Arc<Mutex<HashMap<String, u64>>>,
}

impl Saver {
    /// Saves `game` in the background; the task reports failure as text.
    pub fn save(&mut self, store: Store, game: Arc<SavedGame>) -> Task<Result<(), String>> {
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
) -> Result<(), String> {
    let mut written = written
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let last = written.entry(game.id.clone()).or_insert(0);
    if *last > generation {
        return Ok(());
    }
    store.save(game).map_err(|e| e.to_string())?;
    *last = generation;
    Ok(())
}

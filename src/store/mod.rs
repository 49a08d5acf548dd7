//! Saved games. (Placeholder until the store branch lands.)

use std::path::{Path, PathBuf};
use std::sync::Arc;

use chrono::{DateTime, Utc};

use crate::engine::{Colour, Game, Phase};

/// Why the store failed.
#[derive(Debug, Clone, thiserror::Error)]
pub enum StoreError {
    /// A file operation failed.
    #[error("{0}")]
    Io(Arc<std::io::Error>),
}

/// The folder of saved games.
#[derive(Debug, Clone)]
pub struct Store {
    dir: PathBuf,
}

/// A game with its identity.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedGame {
    /// File-name-safe id.
    pub id: String,
    /// When it was created.
    pub created: DateTime<Utc>,
    /// The game.
    pub game: Game,
}

impl SavedGame {
    /// When the last command was given.
    pub fn last_played(&self) -> DateTime<Utc> {
        self.game.log().last().map_or(self.created, |e| e.at)
    }
}

/// One player in a listing.
#[derive(Debug, Clone)]
pub struct SummaryPlayer {
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: Colour,
    /// Score.
    pub total: u32,
}

/// A saved game as the home screen lists it.
#[derive(Debug, Clone)]
pub struct Summary {
    /// Id.
    pub id: String,
    /// Players.
    pub players: Vec<SummaryPlayer>,
    /// Created.
    pub created: DateTime<Utc>,
    /// Last played.
    pub last_played: DateTime<Utc>,
    /// Phase.
    pub phase: Phase,
    /// Turn.
    pub turn: u32,
    /// Commands.
    pub commands: usize,
}

/// One file in the folder.
#[derive(Debug, Clone)]
pub enum Listing {
    /// A readable game.
    Game(Summary),
    /// A file that could not be read.
    Unreadable {
        /// File name.
        file: String,
        /// Why.
        reason: String,
    },
}

impl Store {
    /// The platform folder.
    pub fn open_default() -> Result<Store, StoreError> {
        let dir = std::env::var_os("MEEPLE_COMPANION_DATA_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("/tmp/meeple"));
        Ok(Store::at(dir.join("games")))
    }
    /// A folder.
    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store { dir: dir.into() }
    }
    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
    /// Lists games.
    pub fn list(&self) -> Vec<Listing> {
        Vec::new()
    }
    /// Loads a game.
    pub fn load(&self, _id: &str) -> Result<SavedGame, StoreError> {
        Err(StoreError::Io(Arc::new(std::io::Error::other("stub"))))
    }
    /// Saves a game.
    pub fn save(&self, _game: &SavedGame) -> Result<(), StoreError> {
        Ok(())
    }
    /// A new id.
    pub fn new_id(&self, created: DateTime<Utc>) -> String {
        created.format("%Y-%m-%dT%H-%M-%S").to_string()
    }
}

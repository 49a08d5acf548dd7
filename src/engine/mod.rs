//! The rules: pure Rust, no GUI and no disk. Commands are checked and
//! recorded as events; the state is a fold over the event log.
//!
//! The base game lives in the modules at this level; each expansion is a
//! module of its own, called by the base rules at the points listed in
//! `expansion.rs` (see `docs/architecture.md`).

mod command;
mod decision;
mod deck;
mod error;
mod event;
mod expansion;
mod game;
mod hold;
mod player;
mod rules;
mod score;
mod setup;
mod state;
mod track;
mod turns;
mod view;

pub mod christmas;
pub mod gold;
pub mod messages;
pub mod notation;
pub mod report;
pub mod saint_nicholas;
pub mod summary;

pub use command::{Command, FeatureScoring, Scoring};
pub use decision::Rules;
pub use deck::{DeckError, DeckId, DeckSpec, Shuffles, check_order};
pub use error::GameError;
pub use event::Event;
pub use expansion::{Hold, decks};
pub use game::{Entry, Game, ReplayError};
pub use gold::GoldMines;
pub use player::{Colour, PlayerId};
pub use saint_nicholas::{
    Both, Check, FigureLevels, Goal, HAT_SPACE, Levels, Order, Qualifier, SaintNicholas,
    TREE_SPACE, Threshold,
};
pub use setup::{
    BASE_TILES, MAX_NAME_CHARS, MAX_PLAYERS, MAX_TILES, MIN_PLAYERS, PlayerSetup, Setup,
    SetupError, validate_name,
};
pub use state::{Phase, PlayerState, Prompt, Round, State};
pub use track::{Figure, Kind, MAX_POINTS, TRACK_SPACES, Tally, laps, space};
pub use turns::{QueuedTurn, Reason, Turn};
pub use view::{Secret, Viewer};

#[cfg(test)]
mod tests;

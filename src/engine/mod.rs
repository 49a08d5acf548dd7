//! The rules: pure Rust, no GUI and no disk. Commands are checked and
//! recorded as events; the state is a fold over the event log.

mod command;
mod error;
mod event;
mod game;
mod rules;
mod saint_nicholas;
mod setup;
mod state;
mod track;
mod turns;

pub mod notation;
pub mod report;

pub use command::{Command, FeatureScoring, Scoring};
pub use error::{GameError, SetupError};
pub use event::Event;
pub use game::{Entry, Game};
pub use saint_nicholas::{
    Both, Check, Goal, HAT_SPACE, Levels, Order, Qualifier, SaintNicholas, TREE_SPACE, Threshold,
};
pub use setup::{
    BASE_TILES, Colour, MAX_NAME_CHARS, MAX_PLAYERS, MAX_TILES, MIN_PLAYERS, PlayerId, PlayerSetup,
    Setup, validate_name,
};
pub use state::{Phase, PlayerState, Prompt, Round, State};
pub use track::{Figure, Kind, MAX_POINTS, TRACK_SPACES, laps, space};
pub use turns::{QueuedTurn, Reason, Turn};

#[cfg(test)]
mod tests;

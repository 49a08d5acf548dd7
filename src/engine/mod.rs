//! The rules: pure Rust, no GUI and no disk. Commands are checked and
//! recorded as events; the state is a fold over the event log.
//!
//! The base game lives in the modules at this level; each expansion is a
//! module of its own, called by the base rules at the points listed in
//! `expansion.rs` (see `docs/architecture.md`).

mod command;
mod decision;
mod deck;
mod event;
mod expansion;
mod game;
mod player;
mod question;
mod rules;
mod score;
mod secret;
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
#[cfg(test)]
pub mod sample;
pub mod summary;

pub use command::{Command, FeatureScoring, GameError, Scoring};
pub use decision::Rules;
pub use deck::{DeckError, DeckId, DeckSpec, Shuffles, check_order};
pub use event::Event;
pub use expansion::{
    decks, every as expansion_words, records as expansion_records, used as expansions_in_use,
};
pub use game::{Entry, Game, ReplayError};
pub use gold::GoldMines;
pub use player::{Colour, PlayerId};
pub use question::{Answer, Arg, Field, FieldKind, Filled, Offer, Question, Sends, Value, Words};
pub use saint_nicholas::{
    Both, Check, FigureLevels, Goal, HAT_SPACE, Levels, Order, Qualifier, SaintNicholas,
    TREE_SPACE, Threshold,
};
pub use secret::{Parts, Secret, Seen, Viewer};
pub use setup::{
    BASE_TILES, MAX_NAME_BYTES, MAX_NAME_CHARS, MAX_NAME_MARKS, MAX_PLAYERS, MAX_TILES,
    MIN_PLAYERS, PlayerSetup, Setup, SetupError, name_hazards, validate_name, validate_saved_name,
};
pub use state::{Hold, Phase, PlayerState, Prompt, Round, State};
pub use track::{Figure, Kind, MAX_POINTS, TRACK_SPACES, Tally, laps, space};
pub use turns::{QueuedTurn, Reason, Turn};
pub use view::Sight;

/// Every expansion, in calling order (`expansion.rs` tells why this
/// order): registering an expansion is its `mod` line above and its line
/// here.
pub(crate) static EXPANSIONS: &[&dyn expansion::Registered] = &[
    // SN1 is checked before a message is drawn (MSG3).
    &saint_nicholas::Registration,
    // MSG8 merges the figures first at final scoring (F1).
    &messages::Registration,
    // XP8 end cards before the final features; XP7 at step 4 (F1).
    &christmas::Registration,
    // GM2: gold after the scoring; GM5 last at the end (F1).
    &gold::Registration,
    // The sample walks the seam in tests (docs/architecture.md).
    #[cfg(test)]
    &sample::Registration,
];

#[cfg(test)]
mod tests;

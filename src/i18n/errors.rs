//! Refusals in the table's language. The engine's own messages (its
//! `Display`) are English for the notation and logs; the app shows these.

use crate::engine::{DeckError, SetupError};
use crate::engine::{GameError, MAX_NAME_CHARS, MAX_PLAYERS, MAX_POINTS, MAX_TILES, MIN_PLAYERS};
use crate::t;

use super::{colour_name, expansions};

/// Why the engine refused a command.
pub fn game_error(error: &GameError) -> String {
    match error {
        GameError::PointsOutOfRange(points) => {
            t!("error-points-range", max = MAX_POINTS, points = *points)
        }
        GameError::UnknownPlayer(seat) => t!("error-unknown-player", seat = u32::from(*seat) + 1),
        GameError::UnknownFigure { player, .. } => {
            t!("error-unknown-figure", name = player.as_str())
        }
        GameError::NoPlayers => t!("error-no-players"),
        GameError::DuplicatePlayer(name) => t!("error-duplicate-player", name = name.as_str()),
        GameError::ZeroCorrection => t!("error-zero-correction"),
        GameError::NegativeTotal {
            player,
            total,
            delta,
        } => t!(
            "error-negative-total",
            name = player.as_str(),
            total = *total,
            delta = *delta
        ),
        GameError::GameOver => t!("error-game-over"),
        GameError::FinalScoring => t!("error-final-scoring"),
        GameError::NoTilesLeft => t!("error-no-tiles-left"),
        GameError::TileCount(count) => t!("error-tile-count", max = MAX_TILES, count = *count),
        GameError::NoTileCounter => t!("error-no-tile-counter"),
        GameError::NoOpenRound => t!("error-no-open-round"),
        GameError::NoQueuedTurn(index) => t!("error-no-queued-turn", position = index + 1),
        GameError::Held(hold) => super::hold_text(hold),
        GameError::CloseRoundFirst => t!("error-close-round-first"),
        GameError::NothingToUndo => t!("error-nothing-to-undo"),
        GameError::NothingToRedo => t!("error-nothing-to-redo"),
        GameError::NoSuchEntry(entry) => t!("error-no-such-entry", entry = *entry),
        // An expansion's refusal, in its own words.
        other => expansions(|e| e.error(other)).unwrap_or_else(|| other.to_string()),
    }
}

/// Why the engine refused a setup.
pub fn setup_error(error: &SetupError) -> String {
    match error {
        SetupError::TooFewPlayers(count) => {
            t!("error-too-few-players", min = MIN_PLAYERS, count = *count)
        }
        SetupError::TooManyPlayers(count) => {
            t!("error-too-many-players", max = MAX_PLAYERS, count = *count)
        }
        SetupError::EmptyName { seat } => t!("error-empty-name", seat = seat + 1),
        SetupError::NameTooLong { name, chars } => t!(
            "error-name-too-long",
            name = name.as_str(),
            chars = *chars,
            max = MAX_NAME_CHARS
        ),
        SetupError::NameHasControl(name) => t!("error-name-control", name = name.as_str()),
        SetupError::NameTooManyMarks { name, marks } => t!(
            "error-name-too-many-marks",
            name = name.as_str(),
            marks = *marks,
            max = crate::engine::MAX_NAME_MARKS
        ),
        SetupError::NameTooManyBytes { name, bytes } => t!(
            "error-name-too-many-bytes",
            name = name.as_str(),
            bytes = *bytes,
            max = crate::engine::MAX_NAME_BYTES
        ),
        SetupError::DuplicateName(name) => t!("error-duplicate-name", name = name.as_str()),
        SetupError::DuplicateColour(colour) => {
            t!("error-duplicate-colour", colour = colour_name(*colour))
        }
        SetupError::NoSuchStartPlayer(seat) => {
            t!("error-no-start-player", seat = u32::from(*seat) + 1)
        }
        SetupError::TileCount(count) => t!("error-setup-tiles", max = MAX_TILES, count = *count),
        SetupError::Deck(DeckError::NoShuffle(deck)) => {
            t!("error-no-shuffle", deck = deck.as_str())
        }
        SetupError::Deck(DeckError::BadShuffle { deck, size }) => t!(
            "error-bad-shuffle",
            deck = deck.as_str(),
            size = u32::from(*size)
        ),
        SetupError::CardData(reason) => reason.clone(),
    }
}

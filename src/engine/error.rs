//! Why the engine refused a setup or a command. Every refusal leaves the
//! game exactly as it was.

use thiserror::Error;

use super::setup::{Colour, MAX_NAME_CHARS, MAX_PLAYERS, MAX_TILES, MIN_PLAYERS};
use super::track::MAX_POINTS;

/// A setup the engine cannot start a game from.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    /// Fewer than two players.
    #[error("a game needs at least {MIN_PLAYERS} players, not {0}")]
    TooFewPlayers(usize),
    /// More than six players.
    #[error("a game has at most {MAX_PLAYERS} players, not {0}")]
    TooManyPlayers(usize),
    /// A blank name.
    #[error("player {} has no name", seat + 1)]
    EmptyName {
        /// Zero-based seat of the nameless player.
        seat: usize,
    },
    /// A name over the limit.
    #[error("the name \"{name}\" is {chars} characters long; at most {MAX_NAME_CHARS} fit")]
    NameTooLong {
        /// The name as entered.
        name: String,
        /// Its length in characters.
        chars: usize,
    },
    /// A name with a tab, newline or other control character.
    #[error("the name \"{0}\" contains a control character")]
    NameHasControl(String),
    /// Two players with the same name (case-insensitive).
    #[error("two players are called \"{0}\"; names must differ")]
    DuplicateName(String),
    /// Two players with the same colour.
    #[error("two players play {}; colours must differ", .0.as_str())]
    DuplicateColour(Colour),
    /// A start player who is not at the table.
    #[error("there is no player {} to start", usize::from(*.0) + 1)]
    NoSuchStartPlayer(u8),
    /// A tile counter of 0 or absurdly many tiles.
    #[error("the tile counter must be between 1 and {MAX_TILES}, not {0}")]
    TileCount(u32),
}

impl SetupError {
    pub(crate) fn at_seat(self, seat: usize) -> SetupError {
        match self {
            SetupError::EmptyName { .. } => SetupError::EmptyName { seat },
            other => other,
        }
    }
}

/// A command the engine refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    /// Points outside 0–999 (RULES T2).
    #[error("points must be between 0 and {MAX_POINTS}, not {0}")]
    PointsOutOfRange(i64),
    /// A seat with nobody in it.
    #[error("there is no player {} at this table", usize::from(*.0) + 1)]
    UnknownPlayer(u8),
    /// A figure the player does not have.
    #[error("{player} has no figure number {}", figure + 1)]
    UnknownFigure {
        /// The player's name.
        player: String,
        /// The zero-based figure asked for.
        figure: usize,
    },
    /// A feature scoring without players.
    #[error("a scoring needs at least one player")]
    NoPlayers,
    /// The same player twice in one feature scoring.
    #[error("{0} appears twice in one scoring")]
    DuplicatePlayer(String),
    /// A correction of nothing.
    #[error("a correction of 0 points changes nothing")]
    ZeroCorrection,
    /// A correction that would leave a figure below 0 (RULES T3).
    #[error(
        "{player} has {total} points on that figure; a correction of {delta} would make it negative"
    )]
    NegativeTotal {
        /// The player's name.
        player: String,
        /// The figure's total before the correction.
        total: u32,
        /// The correction asked for.
        delta: i64,
    },
    /// Any change after the game has ended.
    #[error("the game has ended; undo to go back into it")]
    GameOver,
    /// A turn command during final scoring.
    #[error("final scoring has begun; turns are over")]
    FinalScoring,
    /// Another tile with the draw pile empty (RULES T6).
    #[error("the draw pile is empty; there is no tile to draw")]
    NoTilesLeft,
    /// A tile counter outside its range.
    #[error("the tile counter must be between 0 and {MAX_TILES}, not {0}")]
    TileCount(u32),
    /// The tile counter is switched off for this game.
    #[error("this game does not count tiles")]
    NoTileCounter,
    /// Closing a round when none is open.
    #[error("no scoring round is open")]
    NoOpenRound,
    /// Cancelling an extra turn that is not in the queue.
    #[error("there is no queued extra turn number {}", .0 + 1)]
    NoQueuedTurn(usize),
    /// Undo at the start of the game.
    #[error("there is nothing to undo")]
    NothingToUndo,
    /// Redo with nothing undone.
    #[error("there is nothing to redo")]
    NothingToRedo,
    /// Rewinding to a history entry that does not exist.
    #[error("the history has no entry {0}")]
    NoSuchEntry(usize),
}

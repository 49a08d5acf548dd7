//! What a table can ask the engine to do, and why the engine may refuse
//! it. Each command is checked against the game and, if valid, recorded
//! with the events it caused; a refused one leaves the game exactly as it
//! was. (A refused setup is a [`SetupError`](super::setup::SetupError).)

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::player::PlayerId;
use super::score::meeple;
pub use super::score::{FeatureScoring, Scoring};
use super::setup::MAX_TILES;
use super::state::Hold;
use super::track::{Figure, MAX_POINTS};
use super::{christmas, gold, messages};

/// A request to change the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "kebab-case")]
pub enum Command {
    /// Record one feature scoring (RULES T2, T4).
    Score(FeatureScoring),
    /// Close the open scoring round (RULES T4). Rounds also close by
    /// themselves when the turn ends or a further tile is drawn.
    CloseRound,
    /// Fix a figure's total by a signed amount (RULES T3).
    Correct {
        /// Whose figure.
        player: PlayerId,
        /// Which figure.
        #[serde(default = "meeple")]
        figure: Figure,
        /// Points to add (negative to take away).
        delta: i64,
    },
    /// End the active player's turn (RULES T5).
    EndTurn,
    /// Draw and place a further tile in this turn (RULES T5, T6).
    AnotherTile,
    /// Queue an extra turn for a player by hand (RULES T5).
    ExtraTurn {
        /// Who gets the turn.
        player: PlayerId,
    },
    /// Remove a queued extra turn: a player declines it (RULES SN8).
    CancelExtraTurn {
        /// Position in the queue, 0 for the next one.
        index: usize,
    },
    /// Set the tile counter to the tiles really left (RULES T6).
    SetTiles {
        /// Tiles left in the draw pile.
        left: u32,
    },
    /// Stop playing turns and enter the final scoring (RULES T6, F1).
    FinalScoring,
    /// End the game: totals are final.
    EndGame,
    /// A command of The Messages.
    #[serde(untagged)]
    Messages(messages::Command),
    /// A command of Christmas Present.
    #[serde(untagged)]
    Christmas(christmas::Command),
    /// A Gold Mines command (RULES GM1, GM3).
    #[serde(untagged)]
    Gold(gold::Command),
    /// A command of the sample expansion, in the tests.
    #[cfg(test)]
    #[serde(untagged)]
    Sample(super::sample::Command),
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
    /// A figure the player does not have: the messenger, in a game
    /// without The Messages (RULES MSG1).
    #[error("{}", unknown_figure(player, *figure))]
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
    /// Something an expansion holds the turn for must be settled first.
    #[error("{0}")]
    Held(Hold),
    /// Refused by The Messages.
    #[error("{0}")]
    Messages(messages::Error),
    /// Refused by Christmas Present.
    #[error("{0}")]
    Christmas(christmas::Error),
    /// Points that are a round of their own, while closing the open round
    /// would stop play first (a message to draw).
    #[error("close the open scoring round first: closing it draws a message")]
    CloseRoundFirst,
    /// Undo at the start of the game.
    #[error("there is nothing to undo")]
    NothingToUndo,
    /// Redo with nothing undone.
    #[error("there is nothing to redo")]
    NothingToRedo,
    /// Rewinding to a history entry that does not exist.
    #[error("the history has no entry {0}")]
    NoSuchEntry(usize),
    /// A Gold Mines command was refused.
    #[error("{0}")]
    Gold(#[from] gold::Error),
    /// Refused by the sample expansion, in the tests.
    #[cfg(test)]
    #[error("{0}")]
    Sample(super::sample::Error),
}

/// Only The Messages gives a player a second figure (RULES MSG1).
fn unknown_figure(player: &str, figure: usize) -> String {
    if figure == super::track::Figure::Messenger.index() {
        format!("{player} has no messenger: this game is played without The Messages")
    } else {
        format!("{player} has no figure number {}", figure + 1)
    }
}

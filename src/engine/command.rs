//! What a table can ask the engine to do. Each command is checked against
//! the game and, if valid, recorded with the events it caused.

use serde::{Deserialize, Serialize};

use super::christmas;
use super::gold;
use super::messages;
use super::player::PlayerId;
use super::score::meeple;
pub use super::score::{FeatureScoring, Scoring};
use super::track::Figure;

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
}

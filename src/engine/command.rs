//! What a table can ask the engine to do. Each command is checked against
//! the game and, if valid, recorded with the events it caused.

use serde::{Deserialize, Serialize};

use super::christmas;
use super::gold;
use super::messages;
use super::player::PlayerId;
use super::track::{Figure, Kind};

/// Points for one player in a feature scoring, moving one of their figures
/// (RULES T2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoring {
    /// Who scores.
    pub player: PlayerId,
    /// How many points, 0–999.
    pub points: u32,
    /// Which of the player's figures moves.
    #[serde(default = "meeple")]
    pub figure: Figure,
}

fn meeple() -> Figure {
    Figure::Meeple
}

impl Scoring {
    /// `points` for `player`'s meeple.
    pub fn new(player: PlayerId, points: u32) -> Self {
        Scoring {
            player,
            points,
            figure: Figure::Meeple,
        }
    }
}

/// The scorings of one feature, all at once: one per majority holder
/// (RULES T2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeatureScoring {
    /// What the points are for.
    #[serde(default)]
    pub kind: Kind,
    /// One scoring per player, each player at most once.
    pub scorings: Vec<Scoring>,
}

impl FeatureScoring {
    /// The same points for every one of `players` (a shared feature).
    pub fn shared(kind: Kind, points: u32, players: &[PlayerId]) -> Self {
        FeatureScoring {
            kind,
            scorings: players.iter().map(|p| Scoring::new(*p, points)).collect(),
        }
    }

    /// `points` for one player.
    pub fn single(kind: Kind, points: u32, player: PlayerId) -> Self {
        Self::shared(kind, points, &[player])
    }
}

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

impl Command {
    /// Whether this is an expansion's own command: those are decided by the
    /// expansion, also while it holds the turn.
    pub fn is_expansion(&self) -> bool {
        matches!(self, Command::Messages(_) | Command::Christmas(_))
    }
}

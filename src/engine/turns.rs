//! Whose turn it is and the queue of extra turns (RULES T5, SN5).

use serde::{Deserialize, Serialize};

use super::player::PlayerId;
use super::saint_nicholas;

/// Why a player gets an extra turn: by hand, or earned in an expansion.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum Reason {
    /// Queued by hand (RULES T5), e.g. for another expansion a table uses.
    Manual,
    /// Earned on the Saint Nicholas board (RULES SN1–SN4).
    SaintNicholas(saint_nicholas::Earned),
}

/// An extra turn waiting in the queue.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QueuedTurn {
    /// Who takes it.
    pub player: PlayerId,
    /// Why.
    pub reason: Reason,
    /// The number of the turn in which it was earned.
    pub earned_in: u32,
}

/// The turn being played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Turns started so far, this one included (regular and extra).
    pub number: u32,
    /// The active player.
    pub player: PlayerId,
    /// The player whose regular turn play continues after (RULES T5).
    pub regular: PlayerId,
    /// Why this is an extra turn, if it is one.
    pub extra: Option<Reason>,
    /// Tiles drawn in this turn: 1, plus one per further tile.
    pub tiles: u32,
}

impl Turn {
    /// The first turn of a game.
    pub fn first(player: PlayerId) -> Self {
        Turn {
            number: 1,
            player,
            regular: player,
            extra: None,
            tiles: 1,
        }
    }
}

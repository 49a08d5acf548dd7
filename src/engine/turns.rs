//! Whose turn it is and the queue of extra turns (RULES T5, SN5).

use serde::{Deserialize, Serialize};

use super::saint_nicholas::{Order, Threshold};
use super::setup::{PlayerId, Setup};

/// Why a player gets an extra turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum Reason {
    /// Queued by hand (RULES T5), e.g. for another expansion a table uses.
    Manual,
    /// Earned on the Saint Nicholas board (RULES SN1–SN4): the conditions
    /// met in one check.
    SaintNicholas {
        /// The conditions met.
        thresholds: Vec<Threshold>,
    },
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

/// Rank of a turn among those earned in the same turn (RULES SN5): seats
/// counted clockwise from the active player as `order` says; turns queued
/// by hand rank last.
pub fn order_key(setup: &Setup, order: Order, active: PlayerId, queued: &QueuedTurn) -> usize {
    if queued.reason == Reason::Manual {
        return usize::MAX;
    }
    let distance = setup.distance(active, queued.player);
    match order {
        Order::LeftFirst if distance == 0 => setup.players.len(),
        Order::LeftFirst | Order::ActiveFirst => distance,
    }
}

/// Where a turn earned now enters the queue (RULES SN5): after every turn
/// earned in an earlier turn, and among this turn's in seating order as
/// `order` gives, counted from the active player. Turns queued by hand go
/// last.
pub fn insertion_index(
    setup: &Setup,
    order: Order,
    queue: &[QueuedTurn],
    turn: &Turn,
    new: &QueuedTurn,
) -> usize {
    let key = |queued: &QueuedTurn| order_key(setup, order, turn.player, queued);
    let this_turn = queue
        .iter()
        .rposition(|q| q.earned_in != turn.number)
        .map_or(0, |i| i + 1);
    let new_key = key(new);
    queue[this_turn..]
        .iter()
        .position(|q| key(q) > new_key)
        .map_or(queue.len(), |i| this_turn + i)
}

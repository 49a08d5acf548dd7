//! Gold Mines: gold pieces on the board, the clockwise award and the gold
//! table at the end (RULES GM1–GM6).
//!
//! The app counts pieces (supply, board, each player, removed); it never
//! tracks where on the board they lie (GM1). This module holds the
//! expansion's options, its part of the state, its events, commands and
//! refusals, and the hand-out rule (GM3); [`rules`] is where the base rules
//! call it and where its commands are decided.

pub mod notation;
pub(crate) mod rules;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::player::PlayerId;
use super::score::PlayerState;
use super::track::Kind;

/// The expansion in the registry of expansions (see [`rules`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Registration;

/// Gold pieces in the game (RULES GM1).
pub const PIECES: u32 = 16;
/// Pieces a gold tile puts on the board (RULES GM1).
pub const PER_TILE: u32 = 2;
/// Tiles the expansion adds to the draw pile: 8 gold tiles and a crop
/// circle (RULES T6).
pub const TILES: u32 = 9;

/// The table's options for Gold Mines: none beyond using it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct GoldMines {}

/// Points per piece for a player holding `pieces` (RULES GM5): 1–3 pieces
/// 1 each, 4–6 2 each, 7–9 3 each, 10 or more 4 each.
pub fn per_piece(pieces: u32) -> u32 {
    match pieces {
        0 => 0,
        1..=3 => 1,
        4..=6 => 2,
        7..=9 => 3,
        _ => 4,
    }
}

/// What `pieces` are worth at the final scoring (RULES GM5).
pub fn worth(pieces: u32) -> u32 {
    pieces.saturating_mul(per_piece(pieces))
}

/// Where the gold is during a game (RULES GM1, GM6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Pieces not yet placed.
    pub supply: u32,
    /// Pieces lying on the board.
    pub board: u32,
    /// Pieces each player holds, by seat.
    pub players: Vec<u32>,
    /// Pieces removed from the game at the end (RULES GM5).
    pub removed: u32,
    /// The last award's hand-out, piece by piece, in order.
    pub last_award: Vec<PlayerId>,
    /// Gold points each player scored at the end, by seat; `None` until
    /// the gold is scored (RULES GM5).
    pub points: Option<Vec<u32>>,
}

impl State {
    /// All 16 pieces in the supply, none with the players.
    pub fn new(players: usize) -> Self {
        State {
            supply: PIECES,
            board: 0,
            players: vec![0; players],
            removed: 0,
            last_award: Vec::new(),
            points: None,
        }
    }

    /// Every piece, wherever it is: always 16 (RULES GM6).
    pub fn count(&self) -> u32 {
        self.supply + self.board + self.removed + self.players.iter().sum::<u32>()
    }

    /// The pieces a player holds.
    pub fn pieces(&self, player: PlayerId) -> u32 {
        self.players.get(player.index()).copied().unwrap_or(0)
    }

    /// Whether the gold has been scored and the board's gold removed
    /// (RULES GM5); no gold command is taken afterwards.
    pub fn scored(&self) -> bool {
        self.points.is_some()
    }

    /// Folds one of the expansion's events. Gold points are added to the
    /// player's total by the game state (see [`Event::GoldScored`]).
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::GoldPlaced { pieces } => {
                let pieces = (*pieces).min(self.supply);
                self.supply -= pieces;
                self.board += pieces;
            }
            Event::GoldAwarded { handout } => {
                for player in handout {
                    if self.board == 0 {
                        break;
                    }
                    if let Some(held) = self.players.get_mut(player.index()) {
                        self.board -= 1;
                        *held += 1;
                    }
                }
                self.last_award.clone_from(handout);
            }
            Event::GoldRemoved { pieces } => {
                let pieces = (*pieces).min(self.board);
                self.board -= pieces;
                self.removed += pieces;
                self.points
                    .get_or_insert_with(|| vec![0; self.players.len()]);
            }
            Event::GoldScored { player, points, .. } => {
                let points_now = self
                    .points
                    .get_or_insert_with(|| vec![0; self.players.len()]);
                if let Some(slot) = points_now.get_mut(player.index()) {
                    *slot = *points;
                }
            }
        }
    }
}

/// What happened to the gold.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A gold tile was placed: pieces went from the supply to the board
    /// (RULES GM1).
    GoldPlaced {
        /// How many: 2, or fewer when the supply was short.
        pieces: u32,
    },
    /// Pieces went from the board to players, one at a time, in this
    /// order (RULES GM3; also a manual give).
    GoldAwarded {
        /// Who took each piece, in order.
        handout: Vec<PlayerId>,
    },
    /// The gold left on the board was removed from the game (RULES GM5).
    GoldRemoved {
        /// How many pieces.
        pieces: u32,
    },
    /// A player's gold was scored at the end (RULES GM5). The points are
    /// added to the player's meeple and kept as a part of their own.
    GoldScored {
        /// Who.
        player: PlayerId,
        /// Pieces the player holds.
        pieces: u32,
        /// What they are worth.
        points: u32,
    },
}

/// Pieces and the players entitled to them (RULES GM3): the gold of one
/// completed feature, or the pieces several features share.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pool {
    /// How many pieces.
    pub pieces: u32,
    /// The players entitled to them, each at most once.
    pub claimants: Vec<PlayerId>,
}

/// A Gold Mines command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "gold", rename_all = "kebab-case")]
pub enum Command {
    /// A gold tile was placed (RULES GM1).
    GoldTile,
    /// Award the gold of completed features (RULES GM3).
    Award {
        /// The kind of the completed feature the gold lies on: road, city
        /// or cloister. Farms (GM4) and message or card points (GM3b)
        /// are refused.
        kind: Kind,
        /// The pools, in the order entered.
        pools: Vec<Pool>,
    },
    /// Give pieces from the board to a player by hand (RULES GM3).
    Give {
        /// Who.
        player: PlayerId,
        /// How many pieces.
        pieces: u32,
    },
}

/// Why a gold command was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// Gold Mines is not in use in this game.
    #[error("this game is played without Gold Mines")]
    NotInUse,
    /// More pieces than lie on the board.
    #[error("only {board} gold pieces lie on the board, not {asked}")]
    NotOnBoard {
        /// Pieces on the board.
        board: u32,
        /// Pieces asked for.
        asked: u32,
    },
    /// An award of no pieces.
    #[error("an award needs at least one piece in each pool")]
    NoPieces,
    /// A give of no pieces.
    #[error("give at least one gold piece")]
    NothingToGive,
    /// A pool without claimants.
    #[error("a pool needs at least one claimant")]
    NoClaimants,
    /// A claimant named twice in one pool.
    #[error("{0} is named twice in one pool")]
    DuplicateClaimant(String),
    /// Gold on a farm (RULES GM4).
    #[error("farmers never receive gold")]
    Farm,
    /// Gold for something that is not a completed road, city or cloister:
    /// the points of a message or a card (RULES GM3b).
    #[error("gold goes only to a completed road, city or cloister, not to {} points", .0.as_str())]
    NotCompleted(Kind),
    /// The board's gold was removed at the final scoring (RULES GM5).
    #[error("the gold has been scored; the board's gold is removed")]
    Scored,
}

/// Something to tell the table about the gold.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "gold", rename_all = "kebab-case")]
pub enum Prompt {
    /// A gold tile found fewer than 2 pieces in the supply (RULES GM1).
    SupplyShort {
        /// Pieces that could be placed.
        placed: u32,
    },
}

/// The order pieces are handed out in (RULES GM3): clockwise, starting
/// with `active` if entitled, otherwise with the first entitled player
/// clockwise after them; each player in turn takes one piece from the
/// pool with the most claimants among those with pieces left they may
/// claim from (the pool entered first between equals); players with
/// nothing left to claim are skipped, until every piece is given.
pub fn handout(seats: usize, active: PlayerId, pools: &[Pool]) -> Vec<PlayerId> {
    let mut left: Vec<u32> = pools.iter().map(|p| p.pieces).collect();
    let total: u32 = left.iter().sum();
    let seats = seats.max(1);
    let clockwise: Vec<PlayerId> = (0..seats)
        .map(|i| PlayerId(u8::try_from((active.index() + i) % seats).unwrap_or(0)))
        .collect();
    let mut order = Vec::with_capacity(total as usize);
    while order.len() < total as usize {
        let mut gave = false;
        for &player in &clockwise {
            // GM3: the pool with the most claimants among those the player
            // may claim from; the first entered between equals.
            let choice = pools
                .iter()
                .enumerate()
                .filter(|(i, p)| left[*i] > 0 && p.claimants.contains(&player))
                .max_by(|(i, a), (j, b)| a.claimants.len().cmp(&b.claimants.len()).then(j.cmp(i)))
                .map(|(i, _)| i);
            if let Some(i) = choice {
                left[i] -= 1;
                order.push(player);
                gave = true;
            }
        }
        if !gave {
            break;
        }
    }
    order
}

impl State {
    /// Folds one event of the game's state: a short supply is told (RULES
    /// GM1) and the gold scored goes onto the player's meeple (RULES GM5).
    pub fn fold(&mut self, event: &Event, players: &mut [PlayerState]) -> Option<Prompt> {
        self.apply(event);
        match event {
            Event::GoldPlaced { pieces } if *pieces < PER_TILE => {
                Some(Prompt::SupplyShort { placed: *pieces })
            }
            Event::GoldScored { player, points, .. } => {
                if let Some(total) = players
                    .get_mut(player.index())
                    .and_then(|p| p.figures.first_mut())
                {
                    *total = total.saturating_add(*points);
                }
                None
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gm5_per_piece_tiers() {
        let cases = [
            (0, 0),
            (1, 1),
            (3, 3),
            (4, 8),
            (6, 12),
            (7, 21),
            (9, 27),
            (10, 40),
            (16, 64),
        ];
        for (pieces, points) in cases {
            assert_eq!(worth(pieces), points, "{pieces} pieces");
        }
    }
}

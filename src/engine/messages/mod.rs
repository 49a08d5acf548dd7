//! The Messages: every player has two scoring figures, the meeple and the
//! messenger; when a figure of the active player lands on a dark space, they
//! draw a message from a cycling stack of 8 (RULES MSG1–MSG8).
//!
//! This module holds the options, the stack and the message waiting to be
//! resolved, the events and commands, and the helpers that turn a message's
//! counts into points; [`rules`] is where the base rules call it.

mod data;
pub mod notation;
mod question;
pub(crate) mod rules;

pub use data::{Helper, MESSAGES, Message, message};
pub use question::carry;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::deck::{DeckId, DeckSpec};
use super::player::PlayerId;
use super::score::PlayerState;
use super::track::{Figure, TRACK_SPACES};

/// The expansion in the registry of expansions (see [`rules`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Registration;

/// How many message tiles there are (RULES MSG4).
pub const DECK_SIZE: u16 = 8;

/// The stack of message tiles: `shuffle messages …` (RULES MSG4).
pub const DECK: DeckId = DeckId::named("messages");

/// The stack and its size.
pub(crate) const STACK: DeckSpec = DeckSpec {
    id: DECK,
    size: DECK_SIZE,
};

/// The stats' record of the most messages drawn in one turn (a chain:
/// a message's points draw the next).
pub const LONGEST_CHAIN: &str = "longest-message-chain";

/// Whether a space is dark: 0, 5, 10, …, 45 (RULES MSG2).
pub fn is_dark(total: u32) -> bool {
    (total % TRACK_SPACES).is_multiple_of(5)
}

/// How the table draws messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Draw {
    /// The app shuffles the 8 messages once and draws them (RULES MSG4).
    #[default]
    Virtual,
    /// The table draws its own tiles and tells the app the number.
    Physical,
}

/// The table's options for The Messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case")]
pub struct Messages {
    /// MSG7 `zmg-alone`: draw only if a dark figure stands there alone.
    pub zmg_alone: bool,
    /// Who draws: the app or the table.
    pub draw: Draw,
}

/// A drawn message the active player must resolve (RULES MSG5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// Who drew it.
    pub player: PlayerId,
    /// Its number, once known (with physical tiles the table names it).
    pub number: Option<u8>,
}

/// What The Messages remembers during a game.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The face-down stack, top first (empty with physical tiles).
    pub stack: Vec<u8>,
    /// Every message drawn so far, in order.
    pub drawn: Vec<u8>,
    /// The message waiting to be resolved, if any.
    pub pending: Option<Pending>,
    /// Whether the figures were merged for final scoring (RULES MSG8).
    pub merged: bool,
}

/// What happened with the messages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// The stack was shuffled when the game began (RULES MSG4).
    MessagesShuffled {
        /// The messages from the top down.
        order: Vec<u8>,
    },
    /// The active player drew a message (RULES MSG3); with physical tiles
    /// its number is named later.
    MessageDrawn {
        /// Who drew.
        player: PlayerId,
        /// The figure that landed on a dark space.
        figure: Figure,
        /// The dark space it landed on.
        space: u32,
        /// The message, if the app drew it.
        number: Option<u8>,
    },
    /// The table named the message it drew.
    MessageNamed {
        /// The message.
        number: u8,
    },
    /// The pending message was resolved (RULES MSG5).
    MessageResolved {
        /// Whether the player took 2 points instead of carrying it out.
        took_two: bool,
    },
    /// Both figures were added onto the meeple (RULES MSG8).
    FiguresMerged,
}

impl State {
    /// Folds one event; merging moves points on `players`.
    pub fn apply(&mut self, event: &Event, players: &mut [PlayerState]) {
        match event {
            Event::MessagesShuffled { order } => self.stack.clone_from(order),
            Event::MessageDrawn { player, number, .. } => {
                if let Some(number) = number {
                    // MSG4: the drawn message goes under the stack.
                    if let Some(i) = self.stack.iter().position(|m| m == number) {
                        let drawn = self.stack.remove(i);
                        self.stack.push(drawn);
                    }
                    self.drawn.push(*number);
                }
                self.pending = Some(Pending {
                    player: *player,
                    number: *number,
                });
            }
            Event::MessageNamed { number } => {
                if let Some(pending) = &mut self.pending {
                    pending.number = Some(*number);
                }
                self.drawn.push(*number);
            }
            Event::MessageResolved { .. } => self.pending = None,
            Event::FiguresMerged => {
                self.merged = true;
                for player in players {
                    let messenger = player
                        .figures
                        .get_mut(Figure::Messenger.index())
                        .map_or(0, std::mem::take);
                    if let Some(meeple) = player.figures.get_mut(Figure::Meeple.index()) {
                        *meeple = meeple.saturating_add(messenger);
                    }
                }
            }
        }
    }
}

/// How a drawn message is carried out: the counts its helper needs, or the
/// points worked out at the table (RULES MSG6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "helper", rename_all = "kebab-case")]
pub enum Carry {
    /// Message 1: the road's tiles (1 point each, T7).
    Road {
        /// Tiles of the road.
        tiles: u32,
    },
    /// Message 2: the city's tiles and pennants.
    City {
        /// Tiles of the city.
        tiles: u32,
        /// Pennants (coats of arms) in it.
        pennants: u32,
        /// Whether it is complete (2 per tile and pennant) or not (1 each).
        complete: bool,
    },
    /// Message 3: the tiles around the cloister (1 + 1 each, 9 complete).
    Cloister {
        /// Surrounding tiles, 0–8.
        surrounding: u32,
    },
    /// Message 4: another tile (RULES T5).
    AnotherTile,
    /// Message 5: pennants in cities holding one of your knights (2 each).
    Pennants {
        /// Pennants counted.
        pennants: u32,
    },
    /// Message 6: your knights (2 each).
    Knights {
        /// Knights counted.
        knights: u32,
    },
    /// Message 7: your farmers (2 each).
    Farmers {
        /// Farmers counted.
        farmers: u32,
    },
    /// Message 8: one meeple's feature as in final scoring, if you hold its
    /// majority; its points are given (bonuses for meeples included).
    Feature {
        /// Whether you hold the majority (no majority: 0 points).
        majority: bool,
        /// The feature's points.
        points: u32,
    },
    /// Any message: its points, worked out by the table.
    Points {
        /// The points.
        points: u32,
    },
}

impl Carry {
    /// The helper this way of carrying out belongs to (`None` for plain
    /// points, which suit any message).
    pub fn helper(&self) -> Option<Helper> {
        Some(match self {
            Carry::Road { .. } => Helper::Road,
            Carry::City { .. } => Helper::City,
            Carry::Cloister { .. } => Helper::Cloister,
            Carry::AnotherTile => Helper::AnotherTile,
            Carry::Pennants { .. } => Helper::Pennants,
            Carry::Knights { .. } => Helper::Knights,
            Carry::Farmers { .. } => Helper::Farmers,
            Carry::Feature { .. } => Helper::Feature,
            Carry::Points { .. } => return None,
        })
    }

    /// The points, from the T7 values; a count that cannot be right is
    /// refused.
    pub fn points(&self) -> Result<u32, Error> {
        let points = match *self {
            Carry::Road { tiles } => u64::from(tiles),
            Carry::City {
                tiles,
                pennants,
                complete,
            } => {
                // A city tile shows at most one pennant.
                if pennants > tiles {
                    return Err(Error::PennantsOverTiles { tiles, pennants });
                }
                let per = if complete { 2 } else { 1 };
                per * (u64::from(tiles) + u64::from(pennants))
            }
            Carry::Cloister { surrounding } => {
                if surrounding > 8 {
                    return Err(Error::Surrounding(surrounding));
                }
                1 + u64::from(surrounding)
            }
            Carry::AnotherTile => 0,
            Carry::Pennants { pennants: n }
            | Carry::Knights { knights: n }
            | Carry::Farmers { farmers: n } => 2 * u64::from(n),
            Carry::Feature { majority, points } => {
                if majority {
                    u64::from(points)
                } else {
                    0
                }
            }
            Carry::Points { points } => u64::from(points),
        };
        u32::try_from(points)
            .ok()
            .filter(|p| *p <= super::track::MAX_POINTS)
            .ok_or(Error::TooManyPoints(points))
    }
}

/// How the active player resolves the drawn message (RULES MSG5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "resolution", rename_all = "kebab-case")]
pub enum Resolution {
    /// Carry the message out.
    CarryOut(Carry),
    /// Take 2 points instead.
    TakeTwo,
}

/// What a table can ask of The Messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "messages", rename_all = "kebab-case")]
pub enum Command {
    /// With physical tiles: the number of the message the table drew.
    Name {
        /// The message, 1–8.
        number: u8,
    },
    /// Resolve the pending message; its points move `figure`.
    Resolve {
        /// Carry out, or take 2.
        resolution: Resolution,
        /// The figure the points move (RULES MSG1).
        figure: Figure,
    },
}

/// Why The Messages refused a command.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// The Messages is not in use.
    #[error("this game is played without The Messages")]
    NotInUse,
    /// Nothing to resolve or name.
    #[error("no message is waiting to be resolved")]
    NothingPending,
    /// The number of the drawn tile is not known yet.
    #[error("name the message drawn first (`message N`)")]
    NotNamed,
    /// Naming a number twice, or with the app drawing.
    #[error("the message drawn is already known")]
    AlreadyNamed,
    /// A message number outside 1–8.
    #[error("messages are numbered 1 to 8, not {0}")]
    NoSuchMessage(u8),
    /// Counts for another message's helper.
    #[error("message {number} is carried out with {expected}, not {given}")]
    WrongHelper {
        /// The message pending.
        number: u8,
        /// Its helper.
        expected: &'static str,
        /// The helper given.
        given: &'static str,
    },
    /// Message 4 with the draw pile empty (RULES T6).
    #[error("the draw pile is empty, so message 4 cannot be carried out; take the 2 points")]
    NoTileForAnotherTile,
    /// More pennants than tiles.
    #[error("a city of {tiles} tiles cannot have {pennants} pennants")]
    PennantsOverTiles {
        /// Tiles.
        tiles: u32,
        /// Pennants.
        pennants: u32,
    },
    /// A cloister has at most 8 tiles around it.
    #[error("a cloister has at most 8 surrounding tiles, not {0}")]
    Surrounding(u32),
    /// Points over the limit of one entry.
    #[error("a message is worth at most 999 points, not {0}")]
    TooManyPoints(u64),
    /// Message 4 carried out as points: it gives a further tile (MSG6).
    #[error(
        "message 4 gives another tile, not points: `carry-out another-tile`, or take the 2 points"
    )]
    PointsForAnotherTile,
    /// A scoring or correction of a messenger after the merge (RULES MSG8).
    #[error("the messengers left the track at final scoring")]
    MessengerLeft,
}

/// What the table is told when a message is drawn (RULES MSG3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Drawn {
    /// Who draws.
    pub player: PlayerId,
    /// Their figure on the dark space.
    pub figure: Figure,
    /// The space.
    pub space: u32,
    /// The message, if the app drew it.
    pub number: Option<u8>,
}

/// What the table must settle before play goes on (RULES MSG5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hold {
    /// The table must name the message it drew.
    Name {
        /// Who drew it.
        player: PlayerId,
    },
    /// The drawn message waits to be resolved.
    Resolve {
        /// Who drew it.
        player: PlayerId,
        /// Which.
        number: u8,
    },
    /// Message 4 waits with no tile left: it cannot be carried out, so
    /// the player takes the 2 points (RULES T6).
    NoTileLeft {
        /// Who drew it.
        player: PlayerId,
    },
}

impl Hold {
    /// Who must act.
    pub fn player(&self) -> PlayerId {
        match self {
            Hold::Name { player } | Hold::Resolve { player, .. } | Hold::NoTileLeft { player } => {
                *player
            }
        }
    }

    /// The message waiting, once its number is known.
    pub fn number(&self) -> Option<u8> {
        match self {
            Hold::Name { .. } => None,
            Hold::Resolve { number, .. } => Some(*number),
            Hold::NoTileLeft { .. } => Some(4),
        }
    }
}

impl std::fmt::Display for Hold {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Hold::Name { .. } => write!(f, "a message was drawn; name its number first"),
            Hold::Resolve { number, .. } => {
                write!(f, "message {number} waits to be resolved first")
            }
            Hold::NoTileLeft { .. } => write!(
                f,
                "message 4 waits to be resolved first: no tile is left, so take the 2 points"
            ),
        }
    }
}

impl State {
    /// What this state holds the turn for, if anything; `tiles_left` is the
    /// tile counter (message 4 cannot be carried out at 0, RULES T6).
    pub fn hold(&self, tiles_left: Option<u32>) -> Option<Hold> {
        let pending = self.pending?;
        let player = pending.player;
        Some(match pending.number {
            None => Hold::Name { player },
            Some(4) if tiles_left == Some(0) => Hold::NoTileLeft { player },
            Some(number) => Hold::Resolve { player, number },
        })
    }
}

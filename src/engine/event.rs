//! What happened: the facts a command leaves in the log. The game state is
//! a fold over these.

use serde::{Deserialize, Serialize};

use super::christmas;
use super::gold;
use super::messages;
use super::player::PlayerId;
use super::saint_nicholas;
use super::score::Scoring;
use super::track::{Figure, Kind};
use super::turns::QueuedTurn;

/// One fact in the log. An expansion's events are nested in a variant of
/// their own; in the save file they keep their own tag (`"event":
/// "condition-met"`), so every expansion's event names must differ from the
/// base game's and from each other's (a test checks).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A scoring round began (RULES T4).
    RoundOpened,
    /// A feature scoring was recorded.
    Scored {
        /// What the points were for.
        kind: Kind,
        /// One scoring per player.
        scorings: Vec<Scoring>,
        /// Whether it belongs to the final scoring (it then triggers nothing).
        #[serde(default)]
        final_scoring: bool,
    },
    /// The open scoring round closed (RULES T4).
    RoundClosed,
    /// An extra turn entered the queue at this position (RULES T5, SN5).
    ExtraTurnQueued {
        /// Position in the queue.
        index: usize,
        /// The turn.
        turn: QueuedTurn,
    },
    /// A queued extra turn was removed (RULES SN8).
    ExtraTurnCancelled {
        /// Position in the queue.
        index: usize,
    },
    /// A figure's total was corrected (RULES T3).
    Corrected {
        /// Whose figure.
        player: PlayerId,
        /// Which figure.
        figure: Figure,
        /// The signed change.
        delta: i64,
    },
    /// A turn began; an extra turn takes the head of the queue (RULES T5).
    TurnStarted {
        /// Whose turn.
        player: PlayerId,
        /// Whether it is a queued extra turn.
        extra: bool,
    },
    /// A further tile is placed in this turn (RULES T5).
    AnotherTile,
    /// Tiles were drawn from the pile (RULES T6).
    TilesDrawn {
        /// How many.
        count: u32,
    },
    /// The tile counter was set by hand (RULES T6).
    TilesSet {
        /// Tiles left.
        left: u32,
    },
    /// Queued extra turns lapsed because the game is over (RULES T6).
    ExtraTurnsLapsed,
    /// Turns are over; final scoring is entered now (RULES T6, F1).
    FinalScoringStarted {
        /// Whether the last tile ended the game (rather than the table).
        last_tile: bool,
    },
    /// The game ended; totals are final.
    GameEnded,
    /// On the Saint Nicholas board.
    #[serde(untagged)]
    SaintNicholas(saint_nicholas::Event),
    /// With The Messages.
    #[serde(untagged)]
    Messages(messages::Event),
    /// With Christmas Present.
    #[serde(untagged)]
    Christmas(christmas::Event),
    /// About the gold (Gold Mines).
    #[serde(untagged)]
    Gold(gold::Event),
    /// Of the sample expansion, in the tests.
    #[cfg(test)]
    #[serde(untagged)]
    Sample(super::sample::Event),
}

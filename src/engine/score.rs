//! Points: a scoring of one player's figure, the scorings of one feature,
//! and a player's points as they stand (RULES T1, T2). Plain data that the
//! base game and every expansion share.

use serde::{Deserialize, Serialize};

use super::player::PlayerId;
use super::track::{Figure, Kind, Tally};

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

pub(super) fn meeple() -> Figure {
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

/// One player's points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    /// Total of each scoring figure, meeple first (RULES T1).
    pub figures: Vec<u32>,
    /// In-game points by kind.
    pub in_game: Tally,
    /// Final-scoring points by kind.
    pub final_scoring: Tally,
    /// Sum of all corrections (RULES T3).
    pub corrections: i64,
}

impl PlayerState {
    pub(super) fn new(figures: usize) -> Self {
        PlayerState {
            figures: vec![0; figures],
            in_game: Tally::default(),
            final_scoring: Tally::default(),
            corrections: 0,
        }
    }

    /// The player's score: all figures together (RULES MSG1).
    pub fn total(&self) -> u32 {
        self.figures.iter().sum()
    }
}

//! What the home screen shows of each file in the games folder.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::SavedGame;
use crate::engine::{Colour, Phase};

/// One file in the games folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Listing {
    /// A game that loads: checked in full.
    Game(Summary),
    /// A game as its header line describes it, not yet checked in full:
    /// shown, but not deleted or counted until the check passes.
    Unchecked(Summary),
    /// A file that does not load; it is left exactly as it is.
    Unreadable {
        /// The file name, e.g. `2026-11-30T20-15-03-9f3a.json`.
        file: String,
        /// Why it does not load, in plain words.
        reason: String,
    },
}

/// A saved game at a glance; also the header line of a save file, so the
/// listing reads it without loading the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// The id to load it with.
    pub id: String,
    /// Players in seating order.
    pub players: Vec<SummaryPlayer>,
    /// When the game was started.
    pub created: DateTime<Utc>,
    /// When the last command in effect was given.
    pub last_played: DateTime<Utc>,
    /// Where the game is.
    pub phase: Phase,
    /// The number of the turn being played.
    pub turn: u32,
    /// Commands in effect (undone ones not counted).
    pub commands: usize,
}

/// One player of a saved game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SummaryPlayer {
    /// Display name.
    pub name: String,
    /// Meeple colour.
    pub colour: Colour,
    /// Score now.
    pub total: u32,
}

impl Summary {
    /// The summary of a loaded game.
    pub fn of(saved: &SavedGame) -> Summary {
        let state = saved.game.state();
        let players = saved
            .game
            .setup()
            .players
            .iter()
            .zip(&state.players)
            .map(|(setup, player)| SummaryPlayer {
                name: setup.name.clone(),
                colour: setup.colour,
                total: player.total(),
            })
            .collect();
        Summary {
            id: saved.id.clone(),
            players,
            created: saved.created,
            last_played: saved.last_played(),
            phase: state.phase,
            turn: state.turn.number,
            commands: saved.game.log().len(),
        }
    }
}

impl Listing {
    /// The game's summary, checked or not; `None` for an unreadable file.
    pub fn summary(&self) -> Option<&Summary> {
        match self {
            Listing::Game(summary) | Listing::Unchecked(summary) => Some(summary),
            Listing::Unreadable { .. } => None,
        }
    }
}

/// Games first, the last played first; then unreadable files by name.
pub fn sort(listings: &mut [Listing]) {
    listings.sort_by(|a, b| match (a.summary(), b.summary()) {
        (Some(a), Some(b)) => (b.last_played, &b.id).cmp(&(a.last_played, &a.id)),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => match (a, b) {
            (Listing::Unreadable { file: a, .. }, Listing::Unreadable { file: b, .. }) => a.cmp(b),
            _ => std::cmp::Ordering::Equal,
        },
    });
}

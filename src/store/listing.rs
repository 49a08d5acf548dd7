//! What the home screen shows of each file in the games folder.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::SavedGame;
use crate::engine::{Colour, Phase};

/// One file in the games folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Listing {
    /// A game that loads: checked in full, of the current format, its
    /// digest matching, nothing to say about it.
    Game(Summary),
    /// A game that loads, checked in full, with what the table should know
    /// of it: an older format not protected against damage, changed
    /// outside the app, or why it opens read-only.
    Noted(Summary, Vec<Note>),
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

/// What the listing says of a game that loads, besides the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Note {
    /// Saved in an older format (1 to 3), which has no digest: some damage
    /// to it cannot be seen (see docs/reliability.md). Until the app saves
    /// it again, in the current format.
    OlderFormat,
    /// A file of the current format whose game line does not have the
    /// digest of its header line: changed outside the app. Opens
    /// read-only; it can be imported as a new game.
    ChangedOutside,
    /// Fields this version does not know (saving would drop them): opens
    /// read-only.
    Unknown(Vec<String>),
    /// Saved by an older version with a command the current rules refuse:
    /// opens read-only, as saved. Not kept in the check cache.
    #[serde(skip)]
    OlderRules {
        /// Its number, from 1 (in the log, or among the undone commands).
        command: usize,
        /// Whether it is an undone command.
        undone: bool,
        /// Why the current rules refuse it.
        error: crate::engine::GameError,
    },
}

impl Note {
    /// Whether a game with this note opens read-only.
    pub fn read_only(&self) -> bool {
        !matches!(self, Note::OlderFormat)
    }
}

impl std::fmt::Display for Note {
    /// In English, as `games` and `check` print it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Note::OlderFormat => f.write_str("older format: not protected against damage"),
            Note::ChangedOutside => f.write_str(
                "changed outside the app: opens read-only; import it as a new game to play on",
            ),
            Note::Unknown(fields) => write!(
                f,
                "opens read-only: it has parts this version does not know ({})",
                fields.join(", ")
            ),
            Note::OlderRules {
                command,
                undone,
                error,
            } => write!(
                f,
                "opens read-only: saved by an older version; {} {command} is no longer allowed: {error}",
                if *undone { "undone command" } else { "command" }
            ),
        }
    }
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
            Listing::Game(summary) | Listing::Noted(summary, _) | Listing::Unchecked(summary) => {
                Some(summary)
            }
            Listing::Unreadable { .. } => None,
        }
    }

    /// The game's summary if it was checked in full (with notes or not).
    pub fn checked(&self) -> Option<&Summary> {
        match self {
            Listing::Game(summary) | Listing::Noted(summary, _) => Some(summary),
            Listing::Unchecked(_) | Listing::Unreadable { .. } => None,
        }
    }

    /// What the listing says of the game besides the game.
    pub fn notes(&self) -> &[Note] {
        match self {
            Listing::Noted(_, notes) => notes,
            _ => &[],
        }
    }

    /// The listing of a checked game with these notes.
    pub fn checked_with(summary: Summary, notes: Vec<Note>) -> Listing {
        if notes.is_empty() {
            Listing::Game(summary)
        } else {
            Listing::Noted(summary, notes)
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

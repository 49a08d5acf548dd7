//! Holds: what the table must settle before play goes on. While one
//! stands, the turn cannot end and final scoring cannot begin; only
//! corrections and the expansions' own commands are taken. A hold may wait
//! on another player than the active one (a shield answer, RULES XP6).

use super::christmas;
use super::messages;
use super::player::PlayerId;

/// Something the table must settle before play goes on: the turn cannot
/// end and the game cannot move to final scoring while it stands.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Hold {
    /// A message to name or resolve (RULES MSG5).
    #[error("{0}")]
    Messages(messages::Hold),
    /// A card to use, a shield question, an end card to reveal, or a hand
    /// over the limit (RULES XP3, XP6, XP8, XP4).
    #[error("{0}")]
    Christmas(christmas::Hold),
}

impl Hold {
    /// The player who must act, if one must.
    pub fn player(&self) -> Option<PlayerId> {
        match self {
            Hold::Messages(hold) => Some(hold.player()),
            Hold::Christmas(hold) => Some(hold.player()),
        }
    }
}

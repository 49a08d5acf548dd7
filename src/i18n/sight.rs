//! A sight in words: what the pages for phones and the TV say of each
//! expansion's part of a [`Sight`] (its own type, `Sight::parts`). The
//! page (`src/share/page.rs`) asks every expansion in the registry of
//! texts through these functions and names none of them.

use serde::Serialize;

use crate::engine::{PlayerId, Prompt, Sight};

use super::EXPANSIONS;

/// A card (or any thing a page lists) in words.
#[derive(Debug, Clone, Serialize)]
pub struct CardWords {
    /// A name for the page's script: `cloister-3`.
    pub id: String,
    /// Its title.
    pub title: String,
    /// Its words, read out.
    pub text: String,
    /// The seat of its owner, if it has one.
    pub seat: Option<usize>,
    /// Why it is marked: "You may play it now".
    pub now: Option<String>,
}

/// One piece of an expansion's box on a page.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Block {
    /// A line of facts: "Cloister 20 · Roadside 21 · Discard pile 3".
    Line {
        /// The line.
        text: String,
    },
    /// What the viewer must do now: "Discard 1 card before the turn ends".
    Alert {
        /// The line.
        text: String,
    },
    /// Nothing to list: "No cards in hand".
    Empty {
        /// The line.
        text: String,
    },
    /// Cards, under a heading if there is one.
    Cards {
        /// The heading: "In play".
        heading: Option<String>,
        /// The cards.
        cards: Vec<CardWords>,
    },
}

/// An expansion's box on a page: a heading and what is under it.
#[derive(Debug, Clone, Serialize)]
pub struct Section {
    /// The heading.
    pub heading: String,
    /// What is under it, in order.
    pub blocks: Vec<Block>,
}

/// A prompt read out in large type: the message or card it is about.
#[derive(Debug, Clone, Default)]
pub struct ReadOut {
    /// Whom it is about.
    pub seat: Option<PlayerId>,
    /// The title of the message or card, once it is known.
    pub title: Option<String>,
    /// Its words.
    pub body: Option<String>,
}

/// What each expansion in use says a player holds, beside their name:
/// "3 gold", "4 cards" (counts only, never a secret).
pub fn held(sight: &Sight, player: PlayerId) -> Vec<String> {
    EXPANSIONS
        .iter()
        .filter_map(|e| e.held(sight, player))
        .collect()
}

/// The message or card `prompt` reads out, if it is one that does.
pub fn read_out(prompt: &Prompt) -> Option<ReadOut> {
    EXPANSIONS.iter().find_map(|e| e.read_out(prompt))
}

/// Questions the table must settle that are not prompts of the state
/// (RULES XP4: who must discard), with whom they are asked of.
pub fn asks(sight: &Sight) -> Vec<(PlayerId, String)> {
    EXPANSIONS.iter().flat_map(|e| e.asks(sight)).collect()
}

/// The expansions' boxes for every page (public parts only).
pub fn sections(sight: &Sight) -> Vec<Section> {
    EXPANSIONS.iter().flat_map(|e| e.sections(sight)).collect()
}

/// The expansions' boxes for `player`'s own page: what their sight
/// holds of their own (RULES XP4: their hand).
pub fn private(sight: &Sight, player: PlayerId) -> Vec<Section> {
    EXPANSIONS
        .iter()
        .filter_map(|e| e.private(sight, player))
        .collect()
}

//! The two decks as data (`data/christmas.json`): each kind's deck,
//! copies, timing, effect and translation id (RULES XP1, XP2, XP9).
//! Embedded at compile time, checked when loaded; a broken file gives an
//! error naming the entry, never a panic.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use crate::engine::deck::DeckId;

/// Cards in each deck (RULES XP9).
pub const DECK_SIZE: u16 = 32;

/// When a card is used (RULES XP1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Timing {
    /// Resolved when drawn (lightning).
    Now,
    /// Kept in hand, played in one's own turn (no symbol).
    Any,
    /// Kept in hand, revealed at final scoring (Carcassonne mark).
    End,
}

/// The feature a scoring card is about; its word in notation and the card
/// data is the lowercase name.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    strum::EnumString,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Feature {
    /// A road.
    Road,
    /// A city.
    City,
    /// A cloister (counted by its surrounding tiles).
    Cloister,
}

impl Feature {
    /// The word used in notation.
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// Parses [`Feature::as_str`].
    pub fn parse(word: &str) -> Option<Feature> {
        word.parse().ok()
    }

    /// The scoring kind of this feature.
    pub fn kind(self) -> crate::engine::track::Kind {
        use crate::engine::track::Kind;
        match self {
            Feature::Road => Kind::Road,
            Feature::City => Kind::City,
            Feature::Cloister => Kind::Cloister,
        }
    }
}

/// Which pennants a bonus card's city may have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pennants {
    /// No condition (roads).
    Any,
    /// At least one pennant.
    Some,
    /// No pennant.
    None,
}

/// What the app does with a card (RULES XP1, XP2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "kebab-case")]
pub enum Effect {
    /// Points at once.
    Points {
        /// How many.
        points: u32,
    },
    /// Scores an unfinished feature the player controls (RULES XP5).
    #[serde(rename_all = "kebab-case")]
    ScoreUnfinished {
        /// Which feature.
        feature: Feature,
        /// Points per tile (cloister: per surrounding tile).
        per_tile: u32,
        /// Points per pennant.
        per_pennant: u32,
    },
    /// A follower placed on the board, then discarded.
    Follower,
    /// Stays in play until the table discards it (RULES XP6b).
    InPlay,
    /// Changes the card player's scoring of a completed feature (RULES XP5).
    #[serde(rename_all = "kebab-case")]
    Bonus {
        /// Which feature.
        feature: Feature,
        /// Points per tile.
        per_tile: u32,
        /// Points per pennant.
        per_pennant: u32,
        /// Which cities it is for.
        pennants: Pennants,
    },
    /// Cancels a Roadside card used against its holder (RULES XP6).
    Shield,
    /// Draw two tiles, place one (RULES T6, XP3b).
    DrawTwo,
    /// A board action from the hand, then discarded.
    Action,
    /// End card: points per follower in the supply (RULES XP8).
    #[serde(rename_all = "kebab-case")]
    Supply {
        /// Points per follower.
        per_follower: u32,
    },
    /// End card: points per completed city on farms controlled.
    #[serde(rename_all = "kebab-case")]
    Farms {
        /// Only farms whose majority is shared.
        shared: bool,
        /// Points per completed city.
        per_city: u32,
    },
    /// End card: a farm tiebreaker, no points of its own.
    FarmTiebreaker,
}

impl Effect {
    /// The timing a card with this effect must have.
    fn timings(self) -> &'static [Timing] {
        match self {
            Effect::Points { .. }
            | Effect::ScoreUnfinished { .. }
            | Effect::Follower
            | Effect::InPlay => &[Timing::Now],
            Effect::Bonus { .. } | Effect::Shield | Effect::DrawTwo | Effect::Action => {
                &[Timing::Any]
            }
            Effect::Supply { .. } | Effect::Farms { .. } | Effect::FarmTiebreaker => &[Timing::End],
        }
    }
}

/// Who a Roadside card is used against (RULES XP6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Against {
    /// Nobody.
    #[default]
    Nobody,
    /// The other players with followers on the feature; the table names them.
    Holders,
    /// The next player.
    NextPlayer,
}

/// One kind of card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardKind {
    /// Its name in notation and its translation id.
    pub id: String,
    /// Its deck.
    pub deck: DeckId,
    /// How many cards of it.
    pub copies: u16,
    /// When it is used.
    pub timing: Timing,
    /// What it does.
    pub effect: Effect,
    /// Who it is used against.
    #[serde(default)]
    pub against: Against,
}

/// A broken data file: what is wrong, naming the entry.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DataError {
    /// The file is not the JSON expected.
    #[error("data/christmas.json: {0}")]
    File(String),
    /// One entry is wrong.
    #[error("data/christmas.json, entry {index} ({id}): {reason}")]
    Entry {
        /// 1-based position in `kinds`.
        index: usize,
        /// Its id, or `?`.
        id: String,
        /// What is wrong.
        reason: String,
    },
    /// A deck does not have 32 cards.
    #[error("data/christmas.json: the {deck} deck has {cards} cards; it must have {DECK_SIZE}")]
    DeckSize {
        /// The deck.
        deck: &'static str,
        /// Cards found.
        cards: u32,
    },
}

/// Both decks, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cards {
    kinds: Vec<CardKind>,
}

impl Cards {
    /// Every kind in file order.
    pub fn kinds(&self) -> &[CardKind] {
        &self.kinds
    }

    /// The kind of card `number` (1–32) of `deck`.
    pub fn kind_of(&self, deck: DeckId, number: u16) -> Option<&CardKind> {
        let mut first = 1u16;
        for kind in self.kinds.iter().filter(|k| k.deck == deck) {
            if number >= first && number < first + kind.copies {
                return Some(kind);
            }
            first += kind.copies;
        }
        None
    }

    /// The kind with this id.
    pub fn kind(&self, id: &str) -> Option<&CardKind> {
        self.kinds.iter().find(|k| k.id == id)
    }
}

/// Reads and checks a data file.
pub fn load(text: &str) -> Result<Cards, DataError> {
    let file: Value = serde_json::from_str(text).map_err(|e| DataError::File(e.to_string()))?;
    let entries = file
        .get("kinds")
        .and_then(Value::as_array)
        .ok_or_else(|| DataError::File("no list \"kinds\"".into()))?;
    let mut kinds: Vec<CardKind> = Vec::with_capacity(entries.len());
    for (i, entry) in entries.iter().enumerate() {
        let id = entry
            .get("id")
            .and_then(Value::as_str)
            .unwrap_or("?")
            .to_owned();
        let wrong = |reason: String| DataError::Entry {
            index: i + 1,
            id: id.clone(),
            reason,
        };
        let kind: CardKind =
            serde_json::from_value(entry.clone()).map_err(|e| wrong(e.to_string()))?;
        if !kind.effect.timings().contains(&kind.timing) {
            return Err(wrong(format!(
                "timing {:?} does not suit this effect",
                kind.timing
            )));
        }
        if kind.deck == super::CLOISTER && kind.against != Against::Nobody {
            return Err(wrong("only Roadside cards are used against players".into()));
        }
        if kind.copies == 0 {
            return Err(wrong("a kind needs at least one copy".into()));
        }
        if kind.id.is_empty()
            || !kind
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(wrong("an id is lowercase letters, digits and -".into()));
        }
        if kinds.iter().any(|k| k.id == kind.id) {
            return Err(wrong("this id is used twice".into()));
        }
        if !matches!(kind.deck, super::CLOISTER | super::ROADSIDE) {
            return Err(wrong("the deck is cloister or roadside".into()));
        }
        kinds.push(kind);
    }
    for deck in super::DECKS.map(|d| d.id) {
        let cards: u32 = kinds
            .iter()
            .filter(|k| k.deck == deck)
            .map(|k| u32::from(k.copies))
            .sum();
        if cards != u32::from(DECK_SIZE) {
            return Err(DataError::DeckSize {
                deck: deck.as_str(),
                cards,
            });
        }
    }
    Ok(Cards { kinds })
}

/// The file as embedded.
pub const CHRISTMAS: &str = include_str!("../../../data/christmas.json");

/// The embedded decks, or why they cannot be used.
pub fn cards() -> Result<&'static Cards, &'static DataError> {
    static CARDS: OnceLock<Result<Cards, DataError>> = OnceLock::new();
    CARDS.get_or_init(|| load(CHRISTMAS)).as_ref()
}

/// The kind of a card, if the data knows it.
pub fn kind_of(deck: DeckId, number: u16) -> Option<&'static CardKind> {
    cards().ok()?.kind_of(deck, number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xp1_xp2_xp9_the_data_file_gives_32_cards_per_deck_16_kinds_of_2() {
        let cards = load(CHRISTMAS).expect("data/christmas.json loads");
        for deck in super::super::DECKS.map(|d| d.id) {
            let kinds: Vec<_> = cards.kinds().iter().filter(|k| k.deck == deck).collect();
            assert_eq!(kinds.len(), 16, "{deck:?}");
            assert!(kinds.iter().all(|k| k.copies == 2));
            for number in 1..=DECK_SIZE {
                assert!(cards.kind_of(deck, number).is_some());
            }
            assert!(cards.kind_of(deck, DECK_SIZE + 1).is_none());
        }
        assert_eq!(
            cards
                .kind_of(super::super::CLOISTER, 1)
                .map(|k| k.id.as_str()),
            Some("three-points")
        );
        assert_eq!(
            cards
                .kind_of(super::super::ROADSIDE, 32)
                .map(|k| k.id.as_str()),
            Some("farm-tiebreaker")
        );
    }

    #[test]
    fn features_keep_their_words() {
        for (feature, word) in [
            (Feature::Road, "road"),
            (Feature::City, "city"),
            (Feature::Cloister, "cloister"),
        ] {
            assert_eq!(feature.as_str(), word);
            assert_eq!(Feature::parse(word), Some(feature));
            assert_eq!(
                serde_json::to_string(&feature).unwrap(),
                format!("\"{word}\"")
            );
        }
        assert_eq!(Feature::parse("farm"), None);
    }

    #[test]
    fn xp9_a_broken_data_file_gives_an_error_naming_the_entry() {
        let broken = CHRISTMAS.replacen("\"effect\": \"shield\"", "\"effect\": \"sword\"", 1);
        let error = load(&broken).unwrap_err().to_string();
        assert!(error.contains("entry 9 (shield)"), "{error}");
        assert!(error.contains("sword"), "{error}");

        let wrong_timing = CHRISTMAS.replacen(
            "\"id\": \"draw-two\", \"deck\": \"cloister\", \"copies\": 2, \"timing\": \"any\"",
            "\"id\": \"draw-two\", \"deck\": \"cloister\", \"copies\": 2, \"timing\": \"end\"",
            1,
        );
        let error = load(&wrong_timing).unwrap_err().to_string();
        assert!(error.contains("entry 10 (draw-two)"), "{error}");

        let short = CHRISTMAS.replacen(
            "\"id\": \"shield\", \"deck\": \"cloister\", \"copies\": 2",
            "\"id\": \"shield\", \"deck\": \"cloister\", \"copies\": 1",
            1,
        );
        let error = load(&short).unwrap_err().to_string();
        assert!(error.contains("cloister deck has 31 cards"), "{error}");

        assert!(matches!(load("{ not json"), Err(DataError::File(_))));
    }
}

//! The score track: spaces, laps, figures and what points are scored for
//! (RULES T1, T2).

use serde::{Deserialize, Serialize};
use strum::{EnumCount, EnumString, IntoStaticStr, VariantArray};

/// Spaces on the track, 0–49 (RULES T1).
pub const TRACK_SPACES: u32 = 50;
/// Most points one scoring may add (RULES T2).
pub const MAX_POINTS: u32 = 999;

/// The space a figure with this total stands on (RULES T1).
pub fn space(total: u32) -> u32 {
    total % TRACK_SPACES
}

/// Completed laps of a figure with this total: its 50/100 tokens (RULES T1).
pub fn laps(total: u32) -> u32 {
    total / TRACK_SPACES
}

/// What a scoring was for (RULES T2). Its word in notation and save
/// files is the lowercase name (serde and strum derive the same words; a
/// test checks they agree).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Default,
    Serialize,
    Deserialize,
    EnumCount,
    EnumString,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase", ascii_case_insensitive)]
pub enum Kind {
    /// A road.
    Road,
    /// A city.
    City,
    /// A cloister.
    Cloister,
    /// A farm.
    Farm,
    /// The points of a message (The Messages).
    Message,
    /// The points of a card (Christmas Present).
    Card,
    /// Anything else; the kind when a table does not say.
    #[default]
    Other,
}

impl Kind {
    /// How many kinds there are.
    pub const COUNT: usize = <Kind as EnumCount>::COUNT;

    /// Every kind, in the order the score entry offers them (the order of
    /// the variants).
    pub const ALL: [Kind; Kind::COUNT] = crate::variants(Kind::VARIANTS);

    /// The lowercase word used in notation and save files.
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// Parses the word of [`Kind::as_str`], in any case.
    pub fn parse(word: &str) -> Option<Kind> {
        word.parse().ok()
    }

    /// Whether points of this kind form a round of their own: the points of
    /// one message or of one card (RULES T4).
    pub fn is_own_round(self) -> bool {
        matches!(self, Kind::Message | Kind::Card)
    }

    /// Whether this is a board feature for RULES SN6 `feature-only`: every
    /// kind but message and card points. `other` counts as a feature,
    /// because it is what a table enters when it does not name the feature.
    pub fn is_feature(self) -> bool {
        !self.is_own_round()
    }

    /// Position in [`Kind::ALL`], for per-kind tallies.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Points by kind: one count per [`Kind`]. In JSON it is labelled by kind,
/// `{"road": 3, "city": 8, …}`, every kind in [`Kind::ALL`] order.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally([u32; Kind::COUNT]);

impl Serialize for Tally {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(Kind::COUNT))?;
        for (kind, points) in self.iter() {
            map.serialize_entry(kind.as_str(), &points)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Tally {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let by_kind = std::collections::BTreeMap::<Kind, u32>::deserialize(deserializer)?;
        let mut tally = Tally::default();
        for (kind, points) in by_kind {
            tally.add(kind, points);
        }
        Ok(tally)
    }
}

impl Tally {
    /// Adds points of a kind (saturating: totals have no upper limit
    /// worth overflowing for, RULES T1).
    pub fn add(&mut self, kind: Kind, points: u32) {
        let slot = &mut self.0[kind.index()];
        *slot = slot.saturating_add(points);
    }

    /// The points of one kind.
    pub fn get(&self, kind: Kind) -> u32 {
        self.0[kind.index()]
    }

    /// Every kind with its points, in [`Kind::ALL`] order.
    pub fn iter(&self) -> impl Iterator<Item = (Kind, u32)> + '_ {
        Kind::ALL.into_iter().map(|kind| (kind, self.get(kind)))
    }

    /// All points together.
    pub fn sum(&self) -> u32 {
        self.0.iter().fold(0, |sum, p| sum.saturating_add(*p))
    }
}

impl std::ops::Index<Kind> for Tally {
    type Output = u32;

    fn index(&self, kind: Kind) -> &u32 {
        &self.0[kind.index()]
    }
}

/// The two scoring figures a player can have: the meeple always, the
/// messenger with The Messages (RULES MSG1).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Default,
    Serialize,
    Deserialize,
    EnumCount,
    EnumString,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase", ascii_case_insensitive)]
pub enum Figure {
    /// The scoring meeple, figure 0.
    #[default]
    Meeple,
    /// The messenger, figure 1.
    Messenger,
}

impl Figure {
    /// Figures in index order.
    pub const ALL: [Figure; <Figure as EnumCount>::COUNT] = crate::variants(Figure::VARIANTS);

    /// The figure at this index of a player's figure list.
    pub fn from_index(index: usize) -> Option<Figure> {
        Figure::ALL.get(index).copied()
    }

    /// This figure's index in a player's figure list.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The lowercase word used in notation and JSON.
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// Parses the word of [`Figure::as_str`], in any case.
    pub fn parse(word: &str) -> Option<Figure> {
        word.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t1_space_and_laps_follow_the_total() {
        assert_eq!((space(0), laps(0)), (0, 0));
        assert_eq!((space(49), laps(49)), (49, 0));
        assert_eq!((space(50), laps(50)), (0, 1));
        assert_eq!((space(124), laps(124)), (24, 2));
    }

    /// The words serde writes in save files are the words of `as_str`.
    #[test]
    fn serde_and_strum_spell_alike() {
        for kind in Kind::ALL {
            assert_eq!(
                serde_json::to_string(&kind).unwrap(),
                format!("\"{}\"", kind.as_str())
            );
        }
        for figure in Figure::ALL {
            assert_eq!(
                serde_json::to_string(&figure).unwrap(),
                format!("\"{}\"", figure.as_str())
            );
            assert_eq!(Figure::parse(&figure.as_str().to_uppercase()), Some(figure));
        }
        assert_eq!(
            Kind::ALL.map(Kind::as_str),
            [
                "road", "city", "cloister", "farm", "message", "card", "other"
            ]
        );
        assert_eq!(Figure::ALL.map(Figure::as_str), ["meeple", "messenger"]);
    }

    #[test]
    fn kinds_round_trip_their_words() {
        for kind in Kind::ALL {
            assert_eq!(Kind::parse(kind.as_str()), Some(kind));
            assert_eq!(Kind::ALL[kind.index()], kind);
        }
        assert_eq!(Kind::parse("CITY"), Some(Kind::City));
        assert_eq!(Kind::parse("castle"), None);
    }

    #[test]
    fn t4_message_and_card_points_are_rounds_of_their_own() {
        assert!(Kind::Message.is_own_round());
        assert!(Kind::Card.is_own_round());
        assert!(!Kind::City.is_own_round());
        assert!(Kind::Other.is_feature());
    }
}

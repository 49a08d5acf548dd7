//! The score track: spaces, laps, figures and what points are scored for
//! (RULES T1, T2).

use serde::{Deserialize, Serialize};

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

/// What a scoring was for (RULES T2).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
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
    pub const COUNT: usize = 7;

    /// Every kind, in the order the score entry offers them.
    pub const ALL: [Kind; Kind::COUNT] = [
        Kind::Road,
        Kind::City,
        Kind::Cloister,
        Kind::Farm,
        Kind::Message,
        Kind::Card,
        Kind::Other,
    ];

    /// The lowercase word used in notation and save files.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Road => "road",
            Kind::City => "city",
            Kind::Cloister => "cloister",
            Kind::Farm => "farm",
            Kind::Message => "message",
            Kind::Card => "card",
            Kind::Other => "other",
        }
    }

    /// Parses the word of [`Kind::as_str`].
    pub fn parse(word: &str) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.as_str().eq_ignore_ascii_case(word))
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
        match self {
            Kind::Road => 0,
            Kind::City => 1,
            Kind::Cloister => 2,
            Kind::Farm => 3,
            Kind::Message => 4,
            Kind::Card => 5,
            Kind::Other => 6,
        }
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
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Figure {
    /// The scoring meeple, figure 0.
    #[default]
    Meeple,
    /// The messenger, figure 1.
    Messenger,
}

impl Figure {
    /// Figures in index order.
    pub const ALL: [Figure; 2] = [Figure::Meeple, Figure::Messenger];

    /// The figure at this index of a player's figure list.
    pub fn from_index(index: usize) -> Option<Figure> {
        Figure::ALL.get(index).copied()
    }

    /// This figure's index in a player's figure list.
    pub fn index(self) -> usize {
        match self {
            Figure::Meeple => 0,
            Figure::Messenger => 1,
        }
    }

    /// The lowercase word used in notation and JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Figure::Meeple => "meeple",
            Figure::Messenger => "messenger",
        }
    }

    /// Parses the word of [`Figure::as_str`].
    pub fn parse(word: &str) -> Option<Figure> {
        Figure::ALL
            .into_iter()
            .find(|f| f.as_str().eq_ignore_ascii_case(word))
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

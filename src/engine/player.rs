//! Who sits at the table: seats and meeple colours.

use serde::{Deserialize, Serialize};
use strum::{EnumCount, EnumString, IntoStaticStr, VariantArray};

/// A seat at the table: the index of a player in clockwise seating order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// The seat index as a `usize`, for indexing player lists.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Meeple colours: the six of the base game, then two extras. The word in
/// notation and save files is the lowercase name.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    EnumCount,
    EnumString,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase", ascii_case_insensitive)]
pub enum Colour {
    /// Red meeples.
    Red,
    /// Green meeples.
    Green,
    /// Blue meeples.
    Blue,
    /// Yellow meeples.
    Yellow,
    /// Black meeples.
    Black,
    /// Grey meeples (`gray` is read too).
    #[strum(to_string = "grey", serialize = "gray")]
    Grey,
    /// Pink meeples (extra).
    Pink,
    /// Purple meeples (extra).
    Purple,
}

impl Colour {
    /// Every colour, base palette first.
    pub const ALL: [Colour; Colour::COUNT] = crate::variants(Colour::VARIANTS);

    /// The lowercase name used in notation and save files.
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// Parses a colour name in any case (`gray` is accepted for `grey`).
    pub fn parse(word: &str) -> Option<Colour> {
        word.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_keep_their_words() {
        assert_eq!(
            Colour::ALL.map(Colour::as_str),
            [
                "red", "green", "blue", "yellow", "black", "grey", "pink", "purple"
            ]
        );
        for colour in Colour::ALL {
            assert_eq!(
                serde_json::to_string(&colour).unwrap(),
                format!("\"{}\"", colour.as_str())
            );
            assert_eq!(Colour::parse(&colour.as_str().to_uppercase()), Some(colour));
        }
        assert_eq!(Colour::parse("gray"), Some(Colour::Grey));
        assert_eq!(Colour::parse("Gray"), Some(Colour::Grey));
        assert_eq!(Colour::parse("mauve"), None);
    }
}

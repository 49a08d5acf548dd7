//! Who sits at the table: seats and meeple colours.

use serde::{Deserialize, Serialize};

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

/// Meeple colours: the six of the base game, then two extras.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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
    /// Grey meeples.
    Grey,
    /// Pink meeples (extra).
    Pink,
    /// Purple meeples (extra).
    Purple,
}

impl Colour {
    /// Every colour, base palette first.
    pub const ALL: [Colour; 8] = [
        Colour::Red,
        Colour::Green,
        Colour::Blue,
        Colour::Yellow,
        Colour::Black,
        Colour::Grey,
        Colour::Pink,
        Colour::Purple,
    ];

    /// The lowercase name used in notation and save files.
    pub fn as_str(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Black => "black",
            Colour::Grey => "grey",
            Colour::Pink => "pink",
            Colour::Purple => "purple",
        }
    }

    /// Parses a lowercase colour name (`gray` is accepted for `grey`).
    pub fn parse(word: &str) -> Option<Colour> {
        let word = word.to_ascii_lowercase();
        if word == "gray" {
            return Some(Colour::Grey);
        }
        Colour::ALL.into_iter().find(|c| c.as_str() == word)
    }
}

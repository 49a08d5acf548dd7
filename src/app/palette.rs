//! Placeholder until the track branch lands.
use iced::Color;

use crate::engine::Colour;

/// The colour of a player's meeples.
pub fn player_colour(colour: Colour) -> Color {
    match colour {
        Colour::Red => Color::from_rgb8(0xd3, 0x2f, 0x2f),
        Colour::Green => Color::from_rgb8(0x2e, 0x7d, 0x32),
        Colour::Blue => Color::from_rgb8(0x19, 0x76, 0xd2),
        Colour::Yellow => Color::from_rgb8(0xfb, 0xc0, 0x2d),
        Colour::Black => Color::from_rgb8(0x21, 0x21, 0x21),
        Colour::Grey => Color::from_rgb8(0x9e, 0x9e, 0x9e),
        Colour::Pink => Color::from_rgb8(0xf0, 0x62, 0x92),
        Colour::Purple => Color::from_rgb8(0x7b, 0x1f, 0xa2),
    }
}

/// Text readable on the player's colour.
pub fn on_player_colour(colour: Colour) -> Color {
    match colour {
        Colour::Yellow | Colour::Grey | Colour::Pink => Color::BLACK,
        _ => Color::WHITE,
    }
}

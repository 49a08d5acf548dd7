//! The players' wooden figures: their colours, the outline round them,
//! their shapes and the mark (an initial) drawn on them.

use crate::engine::{Colour, Figure};

/// The colour of a player's wooden figures, saturated and mid-light so
/// every colour stands apart from the others and from both the light and
/// the dark theme (with the outline of [`outline`]).
pub fn player_colour(colour: Colour) -> u32 {
    match colour {
        Colour::Red => 0xD02A22,
        Colour::Green => 0x2E8B3A,
        Colour::Blue => 0x1F5FC8,
        Colour::Yellow => 0xF5C41A,
        Colour::Black => 0x1E1E1E,
        Colour::Grey => 0x9C9C9C,
        Colour::Pink => 0xF26DB4,
        Colour::Purple => 0x7A3CB0,
    }
}

/// Black or white, whichever reads better on [`player_colour`].
pub fn on_player_colour(colour: Colour) -> u32 {
    let fill = player_colour(colour);
    let (black, white) = (0x000000, 0xFFFFFF);
    if super::contrast(black, fill) >= super::contrast(white, fill) {
        black
    } else {
        white
    }
}

/// The outline round a figure: near-black on a light theme (so yellow and
/// grey stand off the board), near-white on a dark one (so black does).
pub fn outline(dark_theme: bool) -> u32 {
    if dark_theme { 0xEEEEEE } else { 0x202020 }
}

/// A meeple's outline below the head, clockwise from the right of the neck.
#[rustfmt::skip]
const MEEPLE: [(f32, f32); 13] = [
    (0.62, 0.36), (0.92, 0.44), (0.94, 0.56), (0.68, 0.62), (0.88, 0.95), (0.60, 0.95),
    (0.5, 0.80), (0.40, 0.95), (0.12, 0.95), (0.32, 0.62), (0.06, 0.56), (0.08, 0.44),
    (0.38, 0.36),
];
/// The messenger: a cloak from the shoulders to the ground, no arms and
/// no legs, so she is told from a meeple by her shape alone; it is wide
/// enough at the front for the letter she carries.
#[rustfmt::skip]
const MESSENGER: [(f32, f32); 8] = [
    (0.62, 0.36), (0.80, 0.42), (0.87, 0.52), (0.96, 0.95), (0.04, 0.95), (0.13, 0.52),
    (0.20, 0.42), (0.38, 0.36),
];

/// A figure's outline below its head (a circle of radius 0.17 round
/// (0.5, 0.2)), in fractions of its box, clockwise from the neck's right:
/// what the board and the pages for phones and the TV both draw.
pub fn figure_outline(figure: Figure) -> &'static [(f32, f32)] {
    match figure {
        Figure::Meeple => &MEEPLE,
        Figure::Messenger => &MESSENGER,
    }
}

/// Each player's mark for their figures: the initial; where players share
/// an initial, the initial and the first later letter that tells them
/// apart (the second letter when that does: "An", "Al").
pub fn marks<'a>(names: impl IntoIterator<Item = &'a str> + Clone) -> Vec<String> {
    // As names are shown: a hidden character is its escape, not a mark.
    let letters: Vec<Vec<char>> = names
        .into_iter()
        .map(|name| crate::i18n::name(name.trim()).chars().collect())
        .collect();
    let initial = |name: &[char]| {
        name.first()
            .map(|c| c.to_uppercase().to_string())
            .unwrap_or_default()
    };
    let lower = |c: Option<&char>| c.map(|c| c.to_lowercase().to_string()).unwrap_or_default();
    letters
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let first = initial(name);
            let group: Vec<&Vec<char>> = letters
                .iter()
                .filter(|other| initial(other) == first)
                .collect();
            if group.len() < 2 {
                return first;
            }
            // The first place where this name's letter is its own.
            let longest = group.iter().map(|n| n.len()).max().unwrap_or(0);
            for at in 1..longest.max(2) {
                let own = lower(name.get(at));
                let shared = group.iter().filter(|n| lower(n.get(at)) == own).count();
                if shared == 1 && !own.is_empty() {
                    return format!("{first}{own}");
                }
            }
            format!("{first}{}", seat + 1)
        })
        .collect()
}

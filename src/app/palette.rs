//! Colours of the wooden meeples, and what to draw on and around them.

use iced::Color;

use crate::engine::Colour;

/// The colour of a player's wooden figures, saturated and mid-light so
/// every colour stands apart from the others and from both the light and
/// the dark theme (with the outline of [`outline`]).
pub fn player_colour(colour: Colour) -> Color {
    match colour {
        Colour::Red => Color::from_rgb8(0xD0, 0x2A, 0x22),
        Colour::Green => Color::from_rgb8(0x2E, 0x8B, 0x3A),
        Colour::Blue => Color::from_rgb8(0x1F, 0x5F, 0xC8),
        Colour::Yellow => Color::from_rgb8(0xF5, 0xC4, 0x1A),
        Colour::Black => Color::from_rgb8(0x1E, 0x1E, 0x1E),
        Colour::Grey => Color::from_rgb8(0x9C, 0x9C, 0x9C),
        Colour::Pink => Color::from_rgb8(0xF2, 0x6D, 0xB4),
        Colour::Purple => Color::from_rgb8(0x7A, 0x3C, 0xB0),
    }
}

/// Black or white, whichever reads better on [`player_colour`].
pub fn on_player_colour(colour: Colour) -> Color {
    let fill = player_colour(colour);
    if Color::BLACK.relative_contrast(fill) >= Color::WHITE.relative_contrast(fill) {
        Color::BLACK
    } else {
        Color::WHITE
    }
}

/// The outline round a figure: near-black on a light theme (so yellow and
/// grey stand off the board), near-white on a dark one (so black does).
pub fn outline(dark_theme: bool) -> Color {
    if dark_theme {
        Color::from_rgb8(0xEE, 0xEE, 0xEE)
    } else {
        Color::from_rgb8(0x20, 0x20, 0x20)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced::Theme;

    fn distance(a: Color, b: Color) -> f32 {
        ((a.r - b.r).powi(2) + (a.g - b.g).powi(2) + (a.b - b.b).powi(2)).sqrt()
    }

    #[test]
    fn every_colour_has_readable_text() {
        for colour in Colour::ALL {
            let contrast = on_player_colour(colour).relative_contrast(player_colour(colour));
            assert!(contrast >= 4.5, "{colour:?}: {contrast}");
        }
        assert_eq!(on_player_colour(Colour::Black), Color::WHITE);
        assert_eq!(on_player_colour(Colour::Yellow), Color::BLACK);
    }

    #[test]
    fn colours_are_far_apart() {
        for (i, a) in Colour::ALL.into_iter().enumerate() {
            for b in Colour::ALL.into_iter().skip(i + 1) {
                let d = distance(player_colour(a), player_colour(b));
                assert!(d > 0.25, "{a:?} and {b:?} are too close: {d}");
            }
        }
    }

    #[test]
    fn every_figure_stands_off_both_themes() {
        // By its own colour against the board, or else by its outline, with
        // the 3:1 that WCAG asks of graphics.
        for theme in [Theme::Light, Theme::Dark] {
            let palette = theme.extended_palette();
            let board = palette.background.base.color;
            let line = outline(palette.is_dark);
            for colour in Colour::ALL {
                let fill = player_colour(colour);
                let best = fill
                    .relative_contrast(board)
                    .max(fill.relative_contrast(line));
                assert!(best >= 3.0, "{colour:?} on {theme}: {best}");
            }
        }
        assert!(outline(true).relative_contrast(player_colour(Colour::Black)) >= 7.0);
        assert!(outline(false).relative_contrast(player_colour(Colour::Yellow)) >= 7.0);
    }
}

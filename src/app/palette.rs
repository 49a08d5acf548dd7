//! Colours of the wooden meeples, and what to draw on and around them, as
//! iced colours: the tokens are `crate::look`'s.

use iced::Color;

use super::design::colour;
use crate::engine::Colour;
use crate::look;

/// The colour of a player's wooden figures (`look::player_colour`).
pub fn player_colour(colour: Colour) -> Color {
    self::colour(look::player_colour(colour))
}

/// Black or white, whichever reads better on [`player_colour`].
pub fn on_player_colour(colour: Colour) -> Color {
    self::colour(look::on_player_colour(colour))
}

/// The outline round a figure (`look::outline`).
pub fn outline(dark_theme: bool) -> Color {
    colour(look::outline(dark_theme))
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

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

    /// WCAG 2's relative luminance of an sRGB colour.
    fn luminance(c: Color) -> f32 {
        let linear = |v: f32| {
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// WCAG 2's contrast ratio, 1 to 21.
    fn wcag(a: Color, b: Color) -> f32 {
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn wcag_contrast_is_the_standard_s() {
        assert!((wcag(Color::BLACK, Color::WHITE) - 21.0).abs() < 0.01);
        assert!((wcag(Color::WHITE, Color::WHITE) - 1.0).abs() < 1e-6);
        // #777777 on white is 4.48:1.
        let grey = Color::from_rgb8(0x77, 0x77, 0x77);
        assert!((wcag(grey, Color::WHITE) - 4.48).abs() < 0.01);
    }

    /// Wherever a player's colour fills a shape (a figure on the track or
    /// in a row of totals, a total, a name's pill in a sentence or on its
    /// own, a swatch, a chosen chip) or borders one (the settle area, the
    /// banner, a seat, a player's chip or answer), the shape has an edge
    /// standing 3:1 (WCAG's ratio for graphics) off every ground it is
    /// drawn on, in both themes, for every colour: the black player on the
    /// dark theme too.
    #[test]
    fn every_player_colour_is_edged_3_to_1_off_its_ground() {
        use crate::app::design::{self, colour as rgb};
        use crate::app::kit::chip_border;
        use crate::app::style::{self, mix};
        use iced::widget::button;
        for dark in [false, true] {
            let theme = design::theme(dark);
            let p = design::palette(dark);
            let (background, surface) = (rgb(p.background), rgb(p.surface));
            // The track's lane as draw::Colours mixes it, and the disc the
            // active player's figures stand on.
            let lane = mix(background, rgb(p.text), 0.07);
            for colour in Colour::ALL {
                let fill = player_colour(colour);
                let grounds = [
                    ("background", background),
                    ("surface", surface),
                    ("raised", rgb(p.raised)),
                    ("news", mix(surface, rgb(p.success), 0.12)),
                    ("held", mix(surface, rgb(p.warning), 0.08)),
                    ("banner", mix(surface, fill, 0.10)),
                    ("lane", lane),
                    ("active", mix(lane, rgb(p.primary), 0.28)),
                    ("chosen row", mix(background, fill, 0.28)),
                ];
                let chip = style::player_chip(colour, true)(&theme, button::Status::Active);
                let line = style::player_edge(Some(colour), 12.0)(&theme).border;
                let edges = [
                    ("figure", outline(dark), 1.5),
                    ("swatch", style::swatch(colour)(&theme).border.color, 2.0),
                    (
                        "name tag",
                        style::name_tag(colour)(&theme).border.color,
                        2.0,
                    ),
                    ("total", style::total_pill(colour)(&theme).border.color, 2.0),
                    ("chosen chip", chip.border.color, chip.border.width),
                    (
                        "name in words",
                        chip_border(dark).color,
                        chip_border(dark).width,
                    ),
                    // Round the settle area, the banner, a seat: their
                    // border is the player's colour.
                    ("line", line.color, line.width),
                ];
                for (what, edge, width) in edges {
                    assert!(width >= 1.5, "{what}'s edge is {width} px");
                    for (on, ground) in grounds {
                        let ratio = wcag(edge, ground);
                        assert!(
                            ratio >= 3.0,
                            "{colour:?} {what} on {on} (dark {dark}): {ratio:.2}"
                        );
                    }
                }
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

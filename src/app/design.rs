//! The app's design language in iced: the palette, the type scale and the
//! spacing are the design tokens of `crate::look` (re-exported here, plain
//! `0xRRGGBB` numbers, which the pages for phones and the TV take too);
//! [`colour`] makes one an iced colour and [`theme`] turns a palette into
//! an iced theme.

use iced::Color;
use iced::Theme;

pub use crate::look::{DARK, LIGHT, Palette, contrast, palette, size};

/// The palette of `theme`: ours when it is one of ours, else by its
/// brightness.
pub fn of(theme: &Theme) -> &'static Palette {
    palette(theme.extended_palette().is_dark)
}

/// A `0xRRGGBB` colour.
pub fn colour(rgb: u32) -> Color {
    let [_, r, g, b] = rgb.to_be_bytes();
    Color::from_rgb8(r, g, b)
}

/// The app's theme, light or dark.
pub fn theme(dark: bool) -> Theme {
    let p = palette(dark);
    Theme::custom(
        if dark {
            "Meeple Companion dark"
        } else {
            "Meeple Companion light"
        },
        iced::theme::Palette {
            background: colour(p.background),
            text: colour(p.text),
            primary: colour(p.primary),
            success: colour(p.success),
            warning: colour(p.warning),
            danger: colour(p.danger),
        },
    )
}

/// How much larger the game screen draws in a window of `width` ×
/// `height`: 1 up to 1280×800, growing with the smaller of the two ratios,
/// 1.35 at 1920×1080, never more than 1.6.
pub fn grow(width: f32, height: f32) -> f32 {
    (width / 1280.0).min(height / 800.0).clamp(1.0, 1.6)
}

/// About how wide `text` is at `size` pixels in the app's font (Fira
/// Sans), erring on the wide side: for choosing a size or a layout before
/// the text is laid out. Bold is drawn wider.
pub fn text_width(text: &str, size: f32, bold: bool) -> f32 {
    let ems: f32 = text
        .chars()
        .map(|c| match c {
            'W' | 'M' | 'm' | 'w' | '@' | 'Æ' | 'Œ' | 'æ' | 'œ' => 0.86,
            ' ' => 0.26,
            '.' | ',' | ':' | ';' | '’' | '\'' | '!' | '|' | 'i' | 'l' | 'j' | 'I' => 0.3,
            c if c.is_uppercase() => 0.68,
            c if c.is_ascii_digit() => 0.56,
            _ => 0.56,
        })
        .sum();
    ems * size * if bold { 1.36 } else { 1.0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tokens' contrast, worked out without iced, is iced's.
    #[test]
    fn the_tokens_contrast_is_iceds() {
        for p in [LIGHT, DARK] {
            let inks = [p.background, p.surface, p.text, p.muted, p.amber, p.primary];
            for a in inks {
                for b in inks {
                    assert_eq!(contrast(a, b), colour(a).relative_contrast(colour(b)));
                }
            }
        }
    }

    #[test]
    fn the_themes_carry_the_palette() {
        for dark in [false, true] {
            let theme = theme(dark);
            assert_eq!(theme.extended_palette().is_dark, dark);
            assert_eq!(theme.palette().text, colour(palette(dark).text));
            // The built-in buttons pick readable text on our primary.
            let primary = theme.extended_palette().primary.base;
            assert!(primary.text.relative_contrast(primary.color) >= 4.5);
        }
    }

    #[test]
    fn larger_windows_grow_the_screen_by_at_least_a_third() {
        assert_eq!(grow(1100.0, 700.0), 1.0);
        assert_eq!(grow(1280.0, 800.0), 1.0);
        assert!(grow(1920.0, 1080.0) >= 1.3);
    }
}

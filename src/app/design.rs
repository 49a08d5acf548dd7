//! The app's design language: its palette (as data, light and dark), its
//! type scale and its spacing, in one module with no widget code, so other
//! front ends (the web pages for phones and the TV) can take the same
//! colours and sizes. Colours are `0xRRGGBB` numbers; [`theme`] turns a
//! palette into an iced theme.
//!
//! The look is a board game's: warm card and parchment tones, a deep
//! green for what moves the game on, gold for gold, and the players'
//! wooden colours (`palette.rs`) outlined so each stands off both themes.

use iced::Color;
use iced::Theme;

/// One theme's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palette {
    /// The window behind everything: the table cloth.
    pub background: u32,
    /// Raised panels (the settle area, the entry, cards).
    pub surface: u32,
    /// A panel inside a panel, keys, unchosen buttons.
    pub raised: u32,
    /// Lines between parts, borders of keys.
    pub line: u32,
    /// Body text, on every one of the three grounds above.
    pub text: u32,
    /// Secondary text, still at least 4.5:1 on every ground.
    pub muted: u32,
    /// What moves the game on: Score, End turn, Next.
    pub primary: u32,
    /// Text on `primary`.
    pub on_primary: u32,
    /// Done, added.
    pub success: u32,
    /// Needs attention: the settle area's edge, corrections.
    pub warning: u32,
    /// Refusals and taking away.
    pub danger: u32,
    /// Gold Mines' gold.
    pub gold: u32,
}

/// The light theme: parchment and walnut.
pub const LIGHT: Palette = Palette {
    background: 0xEFE6D5,
    surface: 0xFBF7EF,
    raised: 0xE6DAC3,
    line: 0xBFAE8F,
    text: 0x261C12,
    muted: 0x5A4A36,
    primary: 0x1D6B50,
    on_primary: 0xFFFFFF,
    success: 0x2C6E2F,
    warning: 0x8A5300,
    danger: 0xA52A1F,
    gold: 0x7A5700,
};

/// The dark theme: a walnut table at night.
pub const DARK: Palette = Palette {
    background: 0x17130F,
    surface: 0x241E18,
    raised: 0x342B22,
    line: 0x5C4F40,
    text: 0xF4ECDD,
    muted: 0xCBBDA7,
    primary: 0x62C9A4,
    on_primary: 0x0C241B,
    success: 0x8BD18F,
    warning: 0xF2B84B,
    danger: 0xFF8F80,
    gold: 0xF0C24B,
};

/// The palette for a light or dark theme.
pub fn palette(dark: bool) -> &'static Palette {
    if dark { &DARK } else { &LIGHT }
}

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

/// WCAG's contrast ratio of two colours (1 to 21).
pub fn contrast(a: u32, b: u32) -> f32 {
    colour(a).relative_contrast(colour(b))
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

/// The type scale, in logical pixels at UI scale 100 % and the 1280×800
/// window; the game screen multiplies it by [`grow`] in larger windows.
pub mod size {
    /// The least size of any text.
    pub const CAPTION: f32 = 15.0;
    /// Secondary lines, chips.
    pub const SMALL: f32 = 16.0;
    /// Body text and buttons.
    pub const BODY: f32 = 19.0;
    /// Labels that must read from across the table (kinds, End turn).
    pub const LABEL: f32 = 22.0;
    /// Headings.
    pub const HEADING: f32 = 27.0;
    /// A total on the board.
    pub const TOTAL: f32 = 30.0;
    /// What is read out: a message, a card.
    pub const READ_OUT: f32 = 24.0;
    /// The whose-turn banner.
    pub const BANNER: f32 = 40.0;
    /// The points being typed.
    pub const DISPLAY: f32 = 46.0;
    /// The least height and width of anything a finger taps.
    pub const TOUCH: f32 = 48.0;
    /// Space between blocks.
    pub const GAP: f32 = 10.0;
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

    #[test]
    fn text_reads_on_every_ground_in_both_themes() {
        for (name, p) in [("light", LIGHT), ("dark", DARK)] {
            for ground in [p.background, p.surface, p.raised] {
                for (what, ink) in [("text", p.text), ("muted", p.muted)] {
                    let ratio = contrast(ink, ground);
                    assert!(ratio >= 4.5, "{name}: {what} on {ground:06x} is {ratio}");
                }
            }
            for (what, ink) in [
                ("warning", p.warning),
                ("danger", p.danger),
                ("success", p.success),
                ("gold", p.gold),
                ("primary", p.primary),
            ] {
                for ground in [p.background, p.surface] {
                    let ratio = contrast(ink, ground);
                    assert!(
                        ratio >= 4.5,
                        "{name}: {what} text on {ground:06x} is {ratio}"
                    );
                }
            }
            let ratio = contrast(p.on_primary, p.primary);
            assert!(ratio >= 4.5, "{name}: on primary is {ratio}");
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

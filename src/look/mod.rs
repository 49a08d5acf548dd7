//! The design tokens both faces draw with: the palette (light and dark,
//! plain `0xRRGGBB` numbers), the type scale, the board's cardboard, the
//! players' wooden colours, the figures' outlines and the marks on them.
//! No widget code and no iced: the desktop app (`src/app`, which turns
//! these into an iced theme in `app::design`) and the pages for phones
//! and the TV (`src/share`, which turns them into `/theme.css`) both
//! import this layer, so neither takes its look from the other.
//!
//! The look is a board game's: warm card and parchment tones, a deep
//! green for what moves the game on, amber for what is won, and the
//! players' wooden colours outlined so each stands off both themes.

mod board;
mod figures;

pub use board::{BoardColours, board_colours};
pub use figures::{figure_outline, marks, on_player_colour, outline, player_colour};

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
    /// What is won: the pieces of an award, the winner's band.
    pub amber: u32,
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
    amber: 0x7A5700,
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
    amber: 0xF0C24B,
};

/// The palette for a light or dark theme.
pub fn palette(dark: bool) -> &'static Palette {
    if dark { &DARK } else { &LIGHT }
}

/// A `0xRRGGBB` colour's red, green and blue.
pub fn rgb8(rgb: u32) -> [u8; 3] {
    let [_, r, g, b] = rgb.to_be_bytes();
    [r, g, b]
}

/// `#rrggbb`.
pub fn hex(rgb: u32) -> String {
    format!("#{:06x}", rgb & 0xFF_FFFF)
}

/// WCAG's relative luminance of a `0xRRGGBB` colour, worked out as iced
/// works it out for a colour of the same bytes (so both faces agree).
pub fn luminance(rgb: u32) -> f32 {
    fn linear(u: f32) -> f32 {
        if u < 0.04045 {
            u / 12.92
        } else {
            ((u + 0.055) / 1.055).powf(2.4)
        }
    }
    let [r, g, b] = rgb8(rgb).map(|c| linear(f32::from(c) / 255.0));
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// WCAG's contrast ratio of two colours (1 to 21).
pub fn contrast(a: u32, b: u32) -> f32 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// The type scale, in logical pixels at UI scale 100 % and the 1280×800
/// window; the app's screens multiply it by their scale in larger windows,
/// the pages by their root size.
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
    /// Space between blocks (the app's one gap, `style::GAP`, grown by
    /// `kit::Scale::gap`).
    pub const GAP: f32 = 16.0;
}

/// How much of the ground the veil behind an overlay (the Menu, the keys
/// sheet, the Phones and TV panel) covers: the screen behind is seen, not
/// read.
pub const VEIL: f32 = 0.85;

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
                ("amber", p.amber),
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
    fn contrast_runs_from_one_to_twenty_one() {
        assert!((contrast(0x000000, 0xFFFFFF) - 21.0).abs() < 1e-3);
        assert!((contrast(0x7A5700, 0x7A5700) - 1.0).abs() < 1e-6);
        assert_eq!(hex(0x0C241B), "#0c241b");
        assert_eq!(rgb8(0xF0C24B), [0xF0, 0xC2, 0x4B]);
    }
}

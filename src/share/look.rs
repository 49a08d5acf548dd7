//! The pages' look: the design language of the desktop table screen, its
//! palette (light and dark), the board's cardboard and its type scale, as
//! CSS custom properties (`/theme.css`) that `assets/app.css` uses for
//! every colour and size it draws.
//!
//! There is one source: the palette, the type scale, the board's
//! colours and the players' are the design tokens of `crate::look`, which
//! the desktop app draws with too; the tests below hold the pages to them.

use std::fmt::Write;

use crate::engine::Colour;

pub use crate::look::{BoardColours as Board, DARK, LIGHT, Palette, board_colours, hex, size};
use crate::look::{on_player_colour, outline, player_colour};

/// The type scale as CSS sizes, each relative to body text (1 rem on the
/// pages, which grows from a phone to a TV as the table screen grows
/// with its window).
pub const SCALE: [(&str, f32); 9] = [
    ("caption", size::CAPTION),
    ("small", size::SMALL),
    ("body", size::BODY),
    ("label", size::LABEL),
    ("heading", size::HEADING),
    ("total", size::TOTAL),
    ("read-out", size::READ_OUT),
    ("banner", size::BANNER),
    ("display", size::DISPLAY),
];

/// One theme's colours by the names of their custom properties (the
/// result's frame is the palette's amber).
fn inks(p: &Palette, board: &Board) -> [(&'static str, u32); 16] {
    [
        ("bg", p.background),
        ("surface", p.surface),
        ("raised", p.raised),
        ("line", p.line),
        ("text", p.text),
        ("muted", p.muted),
        ("primary", p.primary),
        ("on-primary", p.on_primary),
        ("success", p.success),
        ("warning", p.warning),
        ("danger", p.danger),
        ("result", p.amber),
        ("frame", board.frame),
        ("space", board.space),
        ("fifth", board.fifth),
        ("on-fifth", board.on_fifth),
    ]
}

/// One theme's custom properties.
fn vars(p: &Palette, board: &Board, dark: bool) -> String {
    let mut out = String::new();
    for (name, rgb) in inks(p, board) {
        let _ = write!(out, "--{name}:{};", hex(rgb));
    }
    let _ = write!(out, "--outline:{};", hex(outline(dark)));
    out
}

/// Colours and sizes as CSS: both themes' grounds and inks, the board,
/// every player colour with the ink that reads on it, and the type scale;
/// the light theme unless the browser (or the app, through `data-theme`)
/// asks for the dark one.
pub fn theme_css() -> String {
    let mut common = String::new();
    for colour in Colour::ALL {
        let _ = write!(
            common,
            "--p-{name}:{fill};--on-{name}:{ink};",
            name = colour.as_str(),
            fill = hex(player_colour(colour)),
            ink = hex(on_player_colour(colour)),
        );
    }
    for (name, px) in SCALE {
        let _ = write!(common, "--fs-{name}:{:.4}rem;", px / size::BODY);
    }
    let light = vars(&LIGHT, &board_colours(false), false);
    let dark = vars(&DARK, &board_colours(true), true);
    format!(
        ":root{{color-scheme:light dark;{common}{light}}}\n\
@media (prefers-color-scheme: dark){{:root:not([data-theme=light]){{{dark}}}}}\n\
:root[data-theme=dark]{{{dark}}}\n\
:root[data-theme=light]{{{light}}}\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::contrast;

    const CSS: &str = include_str!("assets/app.css");

    #[test]
    fn the_theme_carries_every_colour_of_both_palettes_and_the_scale() {
        let css = theme_css();
        for (p, board) in [(LIGHT, board_colours(false)), (DARK, board_colours(true))] {
            for (name, rgb) in inks(&p, &board) {
                let decl = format!("--{name}:{};", hex(rgb));
                assert!(css.contains(&decl), "{decl} missing from {css}");
            }
        }
        assert!(css.contains("--fs-body:1.0000rem;"), "{css}");
        assert!(css.contains("--fs-banner:2.1053rem;"), "{css}");
        assert!(
            css.contains("--p-yellow:#f5c41a;--on-yellow:#000000;"),
            "{css}"
        );
    }

    /// The styles draw no colour and no font size of their own: every one
    /// is a custom property of `/theme.css`, so the pages cannot drift
    /// from the palette and the type scale. The only literals allowed are
    /// the QR code's white quiet zone and the printed hat and tree (the
    /// table screen's own red and green for them).
    #[test]
    fn the_styles_take_every_colour_and_font_size_from_the_theme() {
        let allowed = ["#fff", "#d32f2f", "#2e7d32"];
        for (number, line) in CSS.lines().enumerate() {
            let code = line.split("/*").next().unwrap_or("");
            let mut rest = code;
            while let Some(at) = rest.find('#') {
                let literal: String = rest[at..]
                    .chars()
                    .take_while(|c| *c == '#' || c.is_ascii_hexdigit())
                    .collect();
                assert!(
                    literal.len() < 4 || allowed.contains(&literal.to_lowercase().as_str()),
                    "app.css line {}: colour {literal} is not from the palette",
                    number + 1
                );
                rest = &rest[at + 1..];
            }
            for word in ["rgb(", "hsl(", "color-mix(", ": black", ": white"] {
                assert!(
                    !code.contains(word),
                    "app.css line {}: {word} is not from the palette",
                    number + 1
                );
            }
            if let Some(at) = code.find("font-size:") {
                let value = code[at + "font-size:".len()..].trim();
                assert!(
                    value.contains("var(--fs-")
                        || value.contains("cqi")
                        || value.contains("vw")
                        || value == "0.3px;"
                        || !value.contains("rem") && !value.contains("px"),
                    "app.css line {}: font size {value} is not from the type scale",
                    number + 1
                );
            }
        }
    }

    #[test]
    fn text_reads_on_every_ground_of_the_pages() {
        for (name, p, board) in [
            ("light", LIGHT, board_colours(false)),
            ("dark", DARK, board_colours(true)),
        ] {
            for ground in [p.background, p.surface, p.raised, board.space] {
                for ink in [p.text, p.muted] {
                    let ratio = contrast(ink, ground);
                    assert!(ratio >= 4.5, "{name}: {ink:06x} on {ground:06x} is {ratio}");
                }
            }
            assert!(contrast(board.on_fifth, board.fifth) >= 4.5, "{name}");
            assert!(contrast(p.on_primary, p.primary) >= 4.5, "{name}");
            let inks = inks(&p, &board);
            for role in ["danger", "warning", "result", "primary"] {
                let ink = inks.iter().find(|(n, _)| *n == role).map_or(0, |(_, c)| *c);
                assert!(contrast(ink, p.surface) >= 4.5, "{name} {role}: {ink:06x}");
            }
        }
    }
}

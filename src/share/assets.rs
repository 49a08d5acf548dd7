//! The pages' files, built into the binary: one HTML page for the table
//! and the private pages alike (its script tells them apart by address),
//! the script that draws the state it is sent, the styles, the app's icon
//! and the app's own font. Nothing is loaded from anywhere else.

use std::sync::OnceLock;

/// The page, with `{{lang}}`, `{{title}}`, `{{ping}}`, `{{v}}`,
/// `{{figures}}` and `{{state}}` to fill.
const PAGE: &str = include_str!("assets/page.html");
/// The script.
pub const JS: &[u8] = include_bytes!("assets/app.js");
/// The styles (the colours come from `/theme.css`).
pub const CSS: &[u8] = include_bytes!("assets/app.css");
/// The app's icon.
pub const ICON: &[u8] = include_bytes!(
    "../../resources/icons/hicolor/scalable/apps/org.meeplecompanion.MeepleCompanion.svg"
);

/// Fira Sans, the font the app draws with (iced's own copy).
pub fn font() -> &'static [u8] {
    iced_graphics::text::FIRA_SANS_REGULAR
}

/// A short mark of this build's script and styles, put in their addresses
/// so a browser that cached an older one fetches the new.
pub fn version() -> &'static str {
    static VERSION: OnceLock<String> = OnceLock::new();
    VERSION.get_or_init(|| {
        // FNV-1a: not for secrets, only to tell builds apart.
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in JS.iter().chain(CSS) {
            hash ^= u64::from(*byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        format!("{hash:016x}")
    })
}

/// The page in `lang`, titled `title`, told the stream's keep-alive
/// interval so it notices a silent stream, with `state` (the JSON its
/// stream sends) in it so it draws before its stream opens.
pub fn page(lang: &str, title: &str, ping_ms: u128, state: &str) -> String {
    PAGE.replace("{{lang}}", &escape(lang))
        .replace("{{title}}", &escape(title))
        .replace("{{ping}}", &ping_ms.to_string())
        .replace("{{v}}", version())
        .replace("{{figures}}", figures())
        .replace("{{state}}", &script_safe(state))
}

/// JSON made safe inside a `<script type="application/json">`: no `<`
/// can close it.
fn script_safe(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// The figures as SVG symbols `#meeple` and `#messenger` in a unit box:
/// the outlines the app draws too (`look::figure_outline`) under a round head.
fn figures() -> &'static str {
    static FIGURES: OnceLock<String> = OnceLock::new();
    FIGURES.get_or_init(|| {
        use crate::engine::Figure;
        let mut out = String::new();
        for figure in Figure::ALL {
            let body = crate::look::figure_outline(figure);
            // The head: round (0.5, 0.2), from the neck's left over the top
            // to its right, as the app draws it.
            let (r, (cx, cy)) = (0.17_f32, (0.5_f32, 0.2_f32));
            let (dx, dy) = (0.6 * r, 0.8 * r);
            let mut d = format!(
                "M{:.3} {:.3}A{r} {r} 0 1 1 {:.3} {:.3}",
                cx - dx,
                cy + dy,
                cx + dx,
                cy + dy
            );
            for (x, y) in body {
                d.push_str(&format!("L{x} {y}"));
            }
            d.push('Z');
            out.push_str(&format!(
                "<symbol id=\"{}\" viewBox=\"0 0 1 1\"><path d=\"{d}\"/></symbol>",
                figure.as_str()
            ));
        }
        out
    })
}

/// Text made safe inside HTML.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

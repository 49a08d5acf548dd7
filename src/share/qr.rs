//! QR codes of the pages' addresses: the modules from the `qrcode` crate,
//! drawn by the app's canvas and, for the table page itself, as SVG.

use qrcode::{Color, EcLevel, QrCode};

/// Modules of quiet margin round a code, as the standard asks.
pub const QUIET: usize = 4;

/// A QR code: `width` × `width` modules, dark or light, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Code {
    /// Modules on a side (without the quiet margin).
    pub width: usize,
    /// Whether each module is dark, row by row.
    pub dark: Vec<bool>,
}

impl Code {
    /// The code of `text` (medium error correction: it still reads from a
    /// screen with a glare on it), or `None` if it is too long.
    pub fn new(text: &str) -> Option<Code> {
        Code::at(text, EcLevel::M)
    }

    /// The code of a long `text` (a BG Stats play) with low error
    /// correction: fewer, larger modules on the same screen, and room for
    /// a longer text (about 2,900 bytes against 2,300).
    pub fn dense(text: &str) -> Option<Code> {
        Code::at(text, EcLevel::L)
    }

    fn at(text: &str, level: EcLevel) -> Option<Code> {
        let code = QrCode::with_error_correction_level(text.as_bytes(), level).ok()?;
        Some(Code {
            width: code.width(),
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == Color::Dark)
                .collect(),
        })
    }

    /// Whether the module at column `x`, row `y` is dark.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && self.dark.get(y * self.width + x).copied().unwrap_or(false)
    }
}

/// The code of `text` as an SVG picture, dark on white with its margin,
/// one path of unit squares.
pub fn svg(text: &str) -> Option<String> {
    let code = Code::new(text)?;
    let side = code.width + 2 * QUIET;
    let mut path = String::new();
    for y in 0..code.width {
        for x in 0..code.width {
            if code.is_dark(x, y) {
                path.push_str(&format!("M{} {}h1v1h-1z", x + QUIET, y + QUIET));
            }
        }
    }
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
<path fill=\"#000\" d=\"{path}\"/></svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_makes_a_square_code_with_finder_patterns() {
        let code = Code::new("http://192.168.178.23:47474/p/abcdefghijklmnopqrstuvwxyz").unwrap();
        assert!(
            code.width >= 21 && (code.width - 17).is_multiple_of(4),
            "{}",
            code.width
        );
        assert_eq!(code.dark.len(), code.width * code.width);
        // The top-left finder: a dark 7×7 ring round a light ring.
        for i in 0..7 {
            assert!(code.is_dark(i, 0) && code.is_dark(0, i) && code.is_dark(6, i));
        }
        assert!(!code.is_dark(1, 1) && code.is_dark(3, 3));
        let svg = svg("http://127.0.0.1:47474/").unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("M4 4h1v1h-1z"));
    }

    #[test]
    fn a_dense_code_holds_a_longer_play_in_fewer_modules() {
        let play = format!(
            "https://app.bgstatsapp.com/createPlay.html?data={}",
            "%7B".repeat(850)
        );
        assert!(Code::new(&play).is_none(), "too long for medium correction");
        let dense = Code::dense(&play).unwrap();
        let short = "x".repeat(1000);
        assert!(Code::dense(&short).unwrap().width < Code::new(&short).unwrap().width);
        assert_eq!(dense.dark.len(), dense.width * dense.width);
    }
}

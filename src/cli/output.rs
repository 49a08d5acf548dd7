//! What the command line prints: nothing a file holds can steer the
//! terminal. Every line printed has its control and format characters
//! escaped ([`escape`]), and input echoed in an error is cut to
//! [`ECHO_CHARS`] characters ([`tidy`]).

use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// How much of a piece of input an error repeats.
pub const ECHO_CHARS: usize = 60;

/// `text` with every control and format character written as an
/// escape (`\n`, `\u{202e}`): the app shows text from outside the same
/// way (`i18n::escape`).
pub use crate::i18n::escape;

/// Like [`escape`], but keeping line ends and tabs: for whole documents
/// (a summary) whose lines are meant.
pub(super) fn escape_keeping_lines(text: &str) -> String {
    text.split('\n')
        .map(|line| {
            line.split('\t')
                .map(|cell| escape(cell.strip_suffix('\r').unwrap_or(cell)))
                .collect::<Vec<_>>()
                .join("\t")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub use crate::i18n::cut;

/// A message fit to print: escaped, and each quoted piece of input in it
/// cut to [`ECHO_CHARS`] characters.
pub fn tidy(message: &str) -> String {
    let mut out = String::new();
    let mut rest = message;
    while let Some(open) = rest.find('"') {
        out.push_str(&escape(&rest[..=open]));
        rest = &rest[open + 1..];
        let (quoted, after) = match rest.find('"') {
            Some(close) => (&rest[..close], &rest[close..]),
            None => (rest, ""),
        };
        out.push_str(&escape(&cut(quoted, ECHO_CHARS)));
        match after.strip_prefix('"') {
            Some(after) => {
                out.push('"');
                rest = after;
            }
            None => rest = after,
        }
    }
    out.push_str(&escape(rest));
    out
}

/// `json` with every format character (Unicode Cf) inside its strings
/// written as a `\u` escape: the same JSON, but inert in a terminal.
pub(super) fn json_escape_format(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        if c != '\u{200d}' && c.general_category() == GeneralCategory::Format {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{unit:04x}"));
            }
        } else {
            out.push(c);
        }
    }
    out
}

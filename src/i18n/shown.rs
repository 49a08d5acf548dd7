//! Text from outside the app (names, file names, what the system said)
//! as the app shows it: nothing in it may steer the text around it. The
//! same escapes as the command line ([`escape`]): a control character
//! (a newline: `\n`) or a format character (a right-to-left override:
//! `\u{202e}`) is written as its escape, so it cannot break a sentence's
//! line or turn the sentence round. Every string put into a sentence by
//! [`t!`](crate::t) goes through it. A name shown on its own also keeps
//! to a size a box can hold ([`name`]).

use std::borrow::Cow;

use unicode_properties::{GeneralCategory, GeneralCategoryGroup, UnicodeGeneralCategory};
use unicode_segmentation::UnicodeSegmentation;

/// `text` with every control character (Unicode Cc: newline, tab, escape…)
/// and format character (Cf: right-to-left overrides, zero-width spaces…,
/// but not the zero-width joiner of emoji) written as an escape (`\n`,
/// `\t`, `\u{1b}`), so a line printed stays one line and nothing in it
/// reaches the terminal as a command, nor turns a sentence round.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{200d}' => out.push(c),
            c if is_hidden(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    out
}

/// Whether [`escape`] writes `c` as an escape: a control or format
/// character other than the zero-width joiner.
pub fn is_hidden(c: char) -> bool {
    c != '\u{200d}' && (c.is_control() || c.general_category() == GeneralCategory::Format)
}

/// The most combining marks a character of a name shows with (what a new
/// name may have, `docs/notation.md`): more would stack up out of its box.
pub const MARKS_SHOWN: usize = 4;

/// The most characters (grapheme clusters) of a name shown; a new name
/// has at most 24, an older version allowed longer ones.
pub const CLUSTERS_SHOWN: usize = 40;

/// Text from outside as it goes into a sentence: escaped as [`escape`]
/// does, each character with at most [`MARKS_SHOWN`] combining marks ("…"
/// where marks were left out). What [`t!`](crate::t) does to every string
/// it is given.
pub fn tame(text: &str) -> String {
    if !text.chars().any(|c| is_hidden(c) || is_mark(c)) {
        return text.to_owned();
    }
    shorten(text, usize::MAX)
}

fn is_mark(c: char) -> bool {
    !c.is_ascii() && c.general_category_group() == GeneralCategoryGroup::Mark
}

/// A player's name as the app draws it on its own: [`tame`], and at most
/// [`CLUSTERS_SHOWN`] characters ("…" where characters were left out), so
/// it draws inside its own box. A plain name comes back as it is.
pub fn name(name: &str) -> Cow<'_, str> {
    let plain = name.len() <= CLUSTERS_SHOWN && !name.chars().any(|c| is_hidden(c) || is_mark(c));
    if plain {
        return Cow::Borrowed(name);
    }
    Cow::Owned(shorten(name, CLUSTERS_SHOWN))
}

/// `text` tamed, cut after `clusters` characters.
fn shorten(text: &str, clusters: usize) -> String {
    let mut out = String::new();
    for (n, cluster) in text.graphemes(true).enumerate() {
        if n == clusters {
            out.push('…');
            break;
        }
        let mut marks = 0;
        let mut cut = false;
        for c in cluster.chars() {
            if is_mark(c) {
                marks += 1;
                if marks > MARKS_SHOWN {
                    cut = true;
                    continue;
                }
            }
            out.push(c);
        }
        if cut {
            out.push('…');
        }
    }
    escape(&out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_characters_are_escaped_as_the_command_line_does() {
        assert_eq!(escape("a\nb\tc"), "a\\nb\\tc");
        assert_eq!(escape("x\u{202e}y\u{200b}"), "x\\u{202e}y\\u{200b}");
        assert_eq!(escape("👩\u{200d}🔬 Zoë"), "👩\u{200d}🔬 Zoë");
        // Escaping twice changes nothing more.
        assert_eq!(escape(&escape("a\u{202e}")), escape("a\u{202e}"));
    }

    #[test]
    fn a_name_keeps_to_its_box() {
        assert!(matches!(name("Anna"), Cow::Borrowed("Anna")));
        assert_eq!(name("Zoë"), "Zoë");
        assert_eq!(name("Zoe\u{308}"), "Zoe\u{308}");
        let marks = format!("a{}", "\u{301}".repeat(10_000));
        assert_eq!(name(&marks), format!("a{}…", "\u{301}".repeat(4)));
        assert_eq!(name(&"W".repeat(100)), format!("{}…", "W".repeat(40)));
        assert_eq!(name("Eve\u{202e}"), "Eve\\u{202e}");
        assert_eq!(name("日本"), "日本");
        // In a sentence: every character, marks cut, hidden ones escaped.
        assert_eq!(tame(&"W".repeat(100)), "W".repeat(100));
        assert_eq!(
            tame(&format!("x\u{202e}{marks}")),
            "x\\u{202e}".to_owned() + &name(&marks)
        );
    }
}

//! The languages the app speaks, as the settings file saves them: the
//! language's code (`"nl"`). The texts themselves, and which language is
//! on show, are the i18n module's; the store only keeps the choice.

use serde::{Deserialize, Serialize};
use strum::{EnumCount, EnumMessage, EnumString, IntoStaticStr, VariantArray};

/// A language with a complete translation. Its code (`de`) is what the
/// settings file saves and what the `.ftl` files are named by; its name
/// in itself is what a language menu shows.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    EnumCount,
    EnumMessage,
    EnumString,
    IntoStaticStr,
    VariantArray,
)]
#[strum(ascii_case_insensitive)]
pub enum Language {
    /// English, the source of every text.
    #[default]
    #[serde(rename = "en")]
    #[strum(serialize = "en", message = "English")]
    English,
    /// Dutch.
    #[serde(rename = "nl")]
    #[strum(serialize = "nl", message = "Nederlands")]
    Dutch,
    /// German.
    #[serde(rename = "de")]
    #[strum(serialize = "de", message = "Deutsch")]
    German,
    /// Polish.
    #[serde(rename = "pl")]
    #[strum(serialize = "pl", message = "Polski")]
    Polish,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; Language::COUNT] = crate::variants(Language::VARIANTS);

    /// The language's code, as in the `.ftl` file names: `de`.
    pub fn code(self) -> &'static str {
        self.into()
    }

    /// The language's name in itself, as a language menu shows it.
    pub fn native_name(self) -> &'static str {
        self.get_message().unwrap_or_else(|| self.code())
    }

    /// The language with this code, in any case: `de`, `NL`.
    pub fn from_code(code: &str) -> Option<Language> {
        code.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_names_keep_their_spellings() {
        assert_eq!(Language::ALL.map(Language::code), ["en", "nl", "de", "pl"]);
        assert_eq!(
            Language::ALL.map(Language::native_name),
            ["English", "Nederlands", "Deutsch", "Polski"]
        );
        for language in Language::ALL {
            let json = serde_json::to_string(&language).unwrap();
            assert_eq!(json, format!("\"{}\"", language.code()));
            assert_eq!(
                Language::from_code(&language.code().to_uppercase()),
                Some(language)
            );
        }
        assert_eq!(Language::from_code("fr"), None);
    }
}

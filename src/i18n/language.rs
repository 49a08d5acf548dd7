//! The languages the app speaks, and which one is on show.
//!
//! One precedence everywhere: `MEEPLE_COMPANION_LANG`, then the language
//! saved in the settings, then the system's locale, then English.

use std::sync::atomic::{AtomicU8, Ordering};

/// Overrides the saved and the system language, for tests and screenshots.
pub const LANG_VAR: &str = "MEEPLE_COMPANION_LANG";

pub use crate::store::Language;

impl Language {
    /// The language a locale or code names, if we speak it: `de`,
    /// `de-AT`, `de_DE.UTF-8`, `NL` and `pl_PL@euro` all count.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let primary = locale.split(['-', '_', '.', '@']).next()?.trim();
        Language::from_code(primary)
    }
}

/// The first of the system's preferred languages that we speak.
pub fn system_language() -> Option<Language> {
    sys_locale::get_locales().find_map(|locale| Language::from_locale(&locale))
}

/// The language for a value of [`LANG_VAR`], a saved choice and the
/// system's: the first that names a language we speak, else English.
pub fn resolve(env: Option<&str>, saved: Option<Language>, system: Option<Language>) -> Language {
    env.and_then(Language::from_locale)
        .or(saved)
        .or(system)
        .unwrap_or_default()
}

/// The language [`LANG_VAR`] asks for, if it names one we speak.
pub fn env_language() -> Option<Language> {
    std::env::var(LANG_VAR)
        .ok()
        .as_deref()
        .and_then(Language::from_locale)
}

static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The language every text is shown in now.
pub fn language() -> Language {
    let index = CURRENT.load(Ordering::Relaxed);
    Language::ALL
        .get(usize::from(index))
        .copied()
        .unwrap_or_default()
}

/// Shows every text in `language` from now on, on every screen at once:
/// views look their texts up on each paint.
pub fn set_language(language: Language) {
    CURRENT.store(language as u8, Ordering::Relaxed);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_name_languages() {
        for (locale, language) in [
            ("de", Some(Language::German)),
            ("de-AT", Some(Language::German)),
            ("de_DE.UTF-8", Some(Language::German)),
            ("NL", Some(Language::Dutch)),
            ("nl_BE", Some(Language::Dutch)),
            ("pl_PL@euro", Some(Language::Polish)),
            ("en-GB", Some(Language::English)),
            ("fr_FR", None),
            ("C", None),
            ("", None),
        ] {
            assert_eq!(Language::from_locale(locale), language, "{locale}");
        }
    }

    #[test]
    fn the_environment_then_the_saved_choice_then_the_system() {
        use Language::*;
        assert_eq!(resolve(Some("pl"), Some(Dutch), Some(German)), Polish);
        assert_eq!(resolve(None, Some(Dutch), Some(German)), Dutch);
        assert_eq!(resolve(Some("xx"), Some(Dutch), Some(German)), Dutch);
        assert_eq!(resolve(None, None, Some(German)), German);
        assert_eq!(resolve(Some(""), None, None), English);
    }

    #[test]
    fn codes_are_the_saved_form() {
        for language in Language::ALL {
            let json = serde_json::to_string(&language).unwrap();
            assert_eq!(json, format!("\"{}\"", language.code()));
            assert_eq!(Language::from_locale(language.code()), Some(language));
        }
    }
}

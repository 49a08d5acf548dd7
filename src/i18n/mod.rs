//! Every user-facing text, looked up by id in a Fluent file embedded from
//! `resources/i18n/`: English (the source), Dutch, German and Polish. A
//! language is one more `.ftl` file and one more [`Language`]; tests check
//! every file has exactly English's ids with the same variables.
//!
//! Views call [`t!`](crate::t) and never hold a sentence of their own. The
//! language on show is process-wide ([`set_language`]), so a change shows on
//! every screen at the next paint.

mod dates;
mod errors;
mod language;
mod shown;
mod sight;
mod store;
#[cfg(test)]
mod tests_languages;
mod words;

// Each expansion's texts: its module here and its line in `EXPANSIONS`.
mod christmas;
mod gold;
mod messages;
mod saint_nicholas;
#[cfg(test)]
mod sample;

pub use christmas::{card_text, card_title, deck_name};
pub use dates::{date_time, day};
pub use errors::{game_error, setup_error};
pub use fluent_bundle::FluentValue;
pub use gold::{gold_command_text, gold_error, gold_prompt_text, handout_text};
pub use language::{
    LANG_VAR, Language, env_language, language, resolve, set_language, system_language,
};
pub use messages::{error_text as messages_error_text, message_text, message_title};
pub use shown::{CLUSTERS_SHOWN, MARKS_SHOWN, escape, is_hidden, name, tame};
pub use sight::{Block, CardWords, ReadOut, Section, asks, held, private, read_out, sections};
pub use store::{file_change, note, store_error};
pub use words::*;

use crate::engine::summary::Part;
use crate::engine::{Command, Event, GameError, Hold, PlayerId, Prompt, Reason, Setup, Sight};

/// Every expansion's texts, in the engine's calling order.
static EXPANSIONS: &[&dyn ExpansionTexts] = &[
    &saint_nicholas::Texts,
    &messages::Texts,
    &christmas::Texts,
    &gold::Texts,
    #[cfg(test)]
    &sample::Texts,
];

/// An expansion's words: for its commands, events, prompts, holds,
/// refusals, the extra turns it grants and its parts of the result. Each
/// answers `None` for what is not its own, so the base texts ask every
/// expansion in [`EXPANSIONS`] and take the answer.
trait ExpansionTexts: Sync {
    /// One of its commands as the history lists it.
    fn command(&self, _setup: &Setup, _command: &Command) -> Option<String> {
        None
    }

    /// What a history line adds for one of its events, if anything.
    fn event(&self, _setup: &Setup, _event: &Event) -> Option<String> {
        None
    }

    /// One of its events as it is spoken to the table, when it is one the
    /// table must hear of (a message drawn).
    fn announced(&self, _setup: &Setup, _event: &Event) -> Option<String> {
        None
    }

    /// The sound (an SSIP sound icon's name) the table hears for one of
    /// its events, if any: a message drawn, an extra turn granted.
    fn sound(&self, _event: &Event) -> Option<&'static str> {
        None
    }

    /// One of its prompts, or the prompt of one of its holds, naming the
    /// players.
    fn prompt(&self, _setup: &Setup, _prompt: &Prompt) -> Option<String> {
        None
    }

    /// What one of its holds waits for.
    fn hold(&self, _hold: &Hold) -> Option<String> {
        None
    }

    /// Why it refused a command.
    fn error(&self, _error: &GameError) -> Option<String> {
        None
    }

    /// Why it granted an extra turn.
    fn reason(&self, _reason: &Reason) -> Option<String> {
        None
    }

    /// The heading of one of its parts of the result (RULES F2).
    fn part_name(&self, _part: &str) -> Option<String> {
        None
    }

    /// How one of its parts came about, when that says more than its
    /// points: "gold 7 pieces × 3 = 21".
    fn part_line(&self, _part: &Part) -> Option<String> {
        None
    }

    /// What a player holds of it, beside their name on a page (public).
    fn held(&self, _sight: &Sight, _player: PlayerId) -> Option<String> {
        None
    }

    /// The message or card one of its notices reads out (what holds play
    /// is read out by the table's question).
    fn read_out(&self, _prompt: &Prompt) -> Option<ReadOut> {
        None
    }

    /// What the table must settle that is not a prompt of the state.
    fn asks(&self, _sight: &Sight) -> Vec<(PlayerId, String)> {
        Vec::new()
    }

    /// Its boxes on every page.
    fn sections(&self, _sight: &Sight) -> Vec<Section> {
        Vec::new()
    }

    /// Its box on `player`'s own page, from what their sight holds.
    fn private(&self, _sight: &Sight, _player: PlayerId) -> Option<Section> {
        None
    }

    /// Its name, if `word` is its word (its setup line's verb).
    fn name(&self, _word: &str) -> Option<String> {
        None
    }

    /// The heading of one of its records of a game in the stats.
    fn record(&self, _record: &str) -> Option<String> {
        None
    }
}

/// An expansion's name from its word (`messages`: "The Messages").
pub fn expansion_name(word: &str) -> String {
    expansions(|e| e.name(word)).unwrap_or_else(|| word.to_owned())
}

/// The expansions of an ended game by name, as BG Stats' `board`, in the
/// language on show (English on the command line).
pub fn board(game: &crate::stats::Played) -> String {
    let names: Vec<String> = game.expansions.iter().map(|e| expansion_name(e)).collect();
    names.join(", ")
}

/// The heading of a record in the stats: the base game's, or an
/// expansion's (`longest-message-chain`).
pub fn record_name(record: &str) -> String {
    let base = match record {
        "highest-total" => Some("stats-record-highest-total"),
        "biggest-margin" => Some("stats-record-biggest-margin"),
        "most-extra-turns" => Some("stats-record-most-extra-turns"),
        _ => None,
    };
    base.map(tr)
        .or_else(|| expansions(|e| e.record(record)))
        .unwrap_or_else(|| record.to_owned())
}

/// The first expansion's answer.
fn expansions<T>(answer: impl Fn(&dyn ExpansionTexts) -> Option<T>) -> Option<T> {
    EXPANSIONS.iter().find_map(|e| answer(*e))
}

/// An expansion's event as spoken to the table, if it is one to hear of.
pub fn announced(setup: &Setup, event: &Event) -> Option<String> {
    expansions(|e| e.announced(setup, event))
}

/// The sound an expansion gives one of its events, if any.
pub fn event_sound(event: &Event) -> Option<&'static str> {
    expansions(|e| e.sound(event))
}

/// The heading of an expansion's part of the result (RULES F2): "Gold".
pub fn part_name(part: &str) -> String {
    expansions(|e| e.part_name(part)).unwrap_or_else(|| part.to_owned())
}

/// How an expansion's part of the result came about, if that says more
/// than its points (RULES GM5: "gold 7 pieces × 3 = 21").
pub fn part_line(part: &Part) -> Option<String> {
    expansions(|e| e.part_line(part))
}

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

/// The English texts.
pub const ENGLISH: &str = include_str!("../../resources/i18n/en.ftl");
/// The Dutch texts.
pub const DUTCH: &str = include_str!("../../resources/i18n/nl.ftl");
/// The German texts.
pub const GERMAN: &str = include_str!("../../resources/i18n/de.ftl");
/// The Polish texts.
pub const POLISH: &str = include_str!("../../resources/i18n/pl.ftl");

impl Language {
    /// The Fluent source of this language's texts.
    pub fn source(self) -> &'static str {
        match self {
            Language::English => ENGLISH,
            Language::Dutch => DUTCH,
            Language::German => GERMAN,
            Language::Polish => POLISH,
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

fn new_bundle(language: Language) -> Bundle {
    let id: unic_langid::LanguageIdentifier = language
        .code()
        .parse()
        .unwrap_or(unic_langid::langid!("en"));
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks would show as boxes in fonts without them.
    bundle.set_use_isolating(false);
    // A broken entry shows its id (see `tr_args`); tests keep the files clean.
    let resource = FluentResource::try_new(language.source().to_owned()).unwrap_or_else(|(r, _)| r);
    let _ = bundle.add_resource(resource);
    bundle
}

fn bundle(language: Language) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    BUNDLES[language as usize].get_or_init(|| new_bundle(language))
}

/// The text for `id` with no arguments.
pub fn tr(id: &str) -> String {
    tr_args(id, &[])
}

/// The text for `id` with named arguments, in the language on show. An id
/// a translation lacks gives the English text, and an id English lacks
/// gives the id itself, so a missing text is visible but never fatal.
pub fn tr_args(id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    tr_in(language(), id, args)
}

/// The text for `id` in `language`, whichever language is on show.
pub fn tr_in(language: Language, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        // A name, a file name, a reason: shown escaped, so nothing in it
        // breaks the sentence's line or turns it round (`shown.rs`).
        let value = match value {
            FluentValue::String(text) => FluentValue::from(tame(text)),
            other => other.clone(),
        };
        fluent_args.set(*name, value);
    }
    for language in [language, Language::English] {
        let bundle = bundle(language);
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
        }
    }
    id.to_owned()
}

/// `text` cut to `chars` characters, with "…" if anything was cut: a
/// piece of input shown inside a sentence (the app's read-only reasons,
/// the command line's echoes).
pub fn cut(text: &str, chars: usize) -> String {
    match text.char_indices().nth(chars) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// Looks up a text: `t!("turn-of", name = "Anna")`.
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::tr($id)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_args(
            $id,
            &[$((stringify!($name), $crate::i18n::FluentValue::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_english_file_parses_without_errors() {
        let result = FluentResource::try_new(ENGLISH.to_owned());
        assert!(result.is_ok(), "{:?}", result.err().map(|(_, e)| e));
        let mut bundle: Bundle = FluentBundle::new_concurrent(vec![unic_langid::langid!("en")]);
        assert!(
            bundle.add_resource(result.unwrap()).is_ok(),
            "duplicate ids"
        );
    }

    #[test]
    fn every_id_the_code_uses_exists() {
        let sources = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
        let mut missing = Vec::new();
        let mut stack = vec![std::path::PathBuf::from(sources)];
        while let Some(path) = stack.pop() {
            if path.is_dir() {
                stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let pieces: Vec<&str> = text.split("t!(\"").collect();
            for (before, chunk) in pieces.iter().zip(&pieces[1..]) {
                let word_char = before
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_');
                let id = chunk.split('"').next().unwrap();
                if !word_char && bundle(Language::English).get_message(id).is_none() {
                    missing.push(format!("{}: {id}", path.display()));
                }
            }
        }
        assert!(missing.is_empty(), "ids missing from en.ftl: {missing:#?}");
    }

    #[test]
    fn arguments_and_plurals_fill_in() {
        assert_eq!(t!("turn-of", name = "Anna"), "Anna’s turn");
        assert_eq!(t!("tiles-left", count = 1), "1 tile left");
        assert_eq!(t!("tiles-left", count = 12), "12 tiles left");
        assert_eq!(tr("no-such-id"), "no-such-id");
    }

    #[test]
    fn history_lines_tell_what_followed() {
        let game = crate::engine::notation::run(
            "player Anna red\nplayer Bert blue\nsaint-nicholas\n\
             correct Anna +10\nscore road 6 Bert\nend-turn\n",
            chrono::Utc::now,
        )
        .unwrap();
        let lines: Vec<String> = game
            .log()
            .iter()
            .map(|entry| entry_text(game.setup(), entry))
            .collect();
        assert_eq!(
            lines,
            vec![
                "Correction: Anna +10",
                "Bert +6 road · Bert earns an extra turn (the last to reach 6)",
                "End of turn · Bert’s extra turn",
            ]
        );
    }

    #[test]
    fn refusals_are_translated() {
        use crate::engine::{Colour, GameError, SetupError};
        let refusals = [
            game_error(&GameError::PointsOutOfRange(1000)),
            game_error(&GameError::NothingToRedo),
            game_error(&GameError::NegativeTotal {
                player: "Anna".into(),
                total: 3,
                delta: -4,
            }),
            setup_error(&SetupError::EmptyName { seat: 1 }),
            setup_error(&SetupError::DuplicateColour(Colour::Grey)),
        ];
        assert_eq!(
            refusals,
            [
                "Points must be between 0 and 999, not 1000.",
                "There is nothing to redo.",
                "Anna has 3 points there; a correction of -4 would make it negative.",
                "Player 2 needs a name.",
                "Two players play Grey; colours must differ.",
            ]
        );
    }

    #[test]
    fn every_engine_value_has_words() {
        use crate::engine::{Colour, Figure, Kind};
        for colour in Colour::ALL {
            assert!(!colour_name(colour).starts_with("colour-"), "{colour:?}");
        }
        for kind in Kind::ALL {
            assert!(!kind_name(kind).starts_with("kind-"), "{kind:?}");
        }
        for figure in Figure::ALL {
            assert!(!figure_name(figure).starts_with("figure-"), "{figure:?}");
        }
    }
}

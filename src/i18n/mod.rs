//! Every user-facing text, looked up by id in a Fluent file embedded from
//! `resources/i18n/`. English only for now; a language is one more `.ftl`
//! file and one more arm in [`bundle`].
//!
//! Views call [`t!`](crate::t) and never hold a sentence of their own.

mod christmas;
mod errors;
mod messages;
mod words;

pub use christmas::{card_text, card_title, deck_name};
pub use errors::{game_error, setup_error};
pub use fluent_bundle::FluentValue;
pub use messages::{error_text as messages_error_text, message_text, message_title};
pub use words::*;

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

/// The English texts.
pub const ENGLISH: &str = include_str!("../../resources/i18n/en.ftl");

fn bundle() -> &'static FluentBundle<FluentResource> {
    static BUNDLE: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    BUNDLE.get_or_init(|| {
        let mut bundle = FluentBundle::new_concurrent(vec![unic_langid::langid!("en")]);
        // Isolation marks would show as boxes in fonts without them.
        bundle.set_use_isolating(false);
        // A broken entry shows its id (see `tr_args`); tests keep the file clean.
        let resource = FluentResource::try_new(ENGLISH.to_owned()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
        bundle
    })
}

/// The text for `id` with no arguments.
pub fn tr(id: &str) -> String {
    tr_args(id, &[])
}

/// The text for `id` with named arguments. An unknown id gives the id
/// itself, so a missing translation is visible but never fatal.
pub fn tr_args(id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let bundle = bundle();
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_owned();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
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
        let mut bundle = FluentBundle::new_concurrent(vec![unic_langid::langid!("en")]);
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
                if !word_char && bundle().get_message(id).is_none() {
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

//! The save file format, described in the [store](super) docs.

use chrono::{DateTime, Utc};
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

use super::SavedGame;
use super::check;
use super::error::StoreError;
use super::format::FORMAT;
use super::listing::Summary;
use crate::engine::summary::Span;
use crate::engine::{Entry, Event, Setup};

/// The first line of a format-2 file.
#[derive(Serialize, Deserialize)]
pub(super) struct HeaderLine {
    pub(super) format: u32,
    pub(super) header: Summary,
}

/// Any first line that calls itself a header, whatever its version, to tell
/// a two-line file from a one-line (format 1) or pretty-printed one.
#[derive(Deserialize)]
struct HeaderProbe {
    format: u32,
    #[serde(rename = "header")]
    _header: IgnoredAny,
}

#[derive(Serialize)]
struct Out<'a> {
    format: u32,
    id: &'a str,
    created: DateTime<Utc>,
    setup: &'a Setup,
    #[serde(skip_serializing_if = "<[Event]>::is_empty")]
    begin: &'a [Event],
    #[serde(skip_serializing_if = "<[Span]>::is_empty")]
    clock: &'a [Span],
    log: &'a [Entry],
    redo: &'a [Entry],
}

#[derive(Deserialize)]
struct In {
    format: u32,
    #[serde(default)]
    id: String,
    created: DateTime<Utc>,
    setup: Setup,
    #[serde(default)]
    begin: Vec<Event>,
    #[serde(default)]
    clock: Vec<Span>,
    #[serde(default)]
    log: Vec<Entry>,
    #[serde(default)]
    redo: Vec<Entry>,
}

/// Only the version, to tell a newer file from a broken one when the whole
/// file does not parse.
#[derive(Deserialize)]
struct Version {
    format: u32,
}

/// The whole save file: the header line, a newline, then the game as
/// compact JSON.
pub fn to_json(saved: &SavedGame) -> String {
    let header = HeaderLine {
        format: FORMAT,
        header: Summary::of(saved),
    };
    let out = Out {
        format: FORMAT,
        id: &saved.id,
        created: saved.created,
        setup: saved.game.setup(),
        begin: saved.game.beginning(),
        clock: saved.game.clock(),
        log: saved.game.log(),
        redo: saved.game.redo_stack(),
    };
    // Engine types are plain data with string map keys, which serde_json
    // always serialises.
    let header = serde_json::to_string(&header).expect("a header serialises to JSON");
    let game = serde_json::to_string(&out).expect("a saved game serialises to JSON");
    format!("{header}\n{game}")
}

/// A game read from a file, with what this version did not understand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    /// The game.
    pub saved: SavedGame,
    /// The fields of the game line this version does not know (e.g.
    /// `setup.river`), in the order met. Saving would drop them, so a game
    /// with any is shown read-only and its file never rewritten.
    pub unknown: Vec<String>,
}

/// Reads a save file of any format up to [`FORMAT`] and restores the game,
/// undo and redo included. The game line is the truth; a header line must
/// say the same of it (see [`from_json_full`]). An older file is moved to
/// the current rules; if they refuse one of its commands, the game as saved
/// comes in [`StoreError::NoLongerAllowed`], to be shown read-only.
pub fn from_json(json: &str) -> Result<SavedGame, StoreError> {
    from_json_full(json).map(|loaded| loaded.saved)
}

/// Like [`from_json`], also naming the fields this version does not know.
/// A header line that does not describe the game line (players, totals,
/// phase, turn, commands, times; the id may differ, as in a copied file)
/// makes the file unreadable: the listing shows headers.
pub fn from_json_full(json: &str) -> Result<Loaded, StoreError> {
    // Editors on Windows often start a UTF-8 file with a byte order mark.
    let json = json.strip_prefix('\u{feff}').unwrap_or(json);
    if json.trim().is_empty() {
        return Err(StoreError::Empty);
    }
    // The game line, and how many lines come before it in the file.
    let (body, header_lines, header_line) = match json.split_once('\n') {
        Some((first, rest)) => match serde_json::from_str::<HeaderProbe>(first) {
            Ok(HeaderProbe { format, .. }) if format > FORMAT => {
                return Err(StoreError::Newer(format));
            }
            Ok(_) => (rest, 1, Some(first)),
            Err(_) => (json, 0, None),
        },
        None => (json, 0, None),
    };
    let mut unknown = Vec::new();
    let parsed = {
        let mut deserializer = serde_json::Deserializer::from_str(body);
        serde_ignored::deserialize(&mut deserializer, |path| unknown.push(path.to_string()))
            .and_then(|file: In| deserializer.end().map(|()| file))
    };
    let file: In = match parsed {
        Ok(file) => file,
        Err(error) => {
            return Err(match serde_json::from_str::<Version>(body) {
                Ok(Version { format }) if format > FORMAT => StoreError::Newer(format),
                _ => match parse_error(&error) {
                    StoreError::NotJson { line, column } => StoreError::NotJson {
                        line: line + header_lines,
                        column,
                    },
                    other => other,
                },
            });
        }
    };
    if file.format > FORMAT {
        return Err(StoreError::Newer(file.format));
    }
    check::times(file.created, &file.clock, &file.log, &file.redo)?;
    let (mut game, refused) =
        check::restore(file.format, file.setup, file.begin, file.log, file.redo)?;
    game.set_clock(file.clock);
    let saved = SavedGame {
        id: file.id,
        created: file.created,
        game,
    };
    if let Some(line) = header_line {
        header_matches(line.trim_end_matches('\r'), &saved, file.format)?;
    }
    match refused {
        None => Ok(Loaded { saved, unknown }),
        Some(refused) => Err(StoreError::NoLongerAllowed {
            command: refused.command,
            undone: refused.undone,
            error: refused.error,
            saved: std::sync::Arc::new(saved),
        }),
    }
}

/// Whether the header line says of the game what the game says itself.
/// A file of an older format was moved to the current rules, which may
/// pay during the final scoring what the older ones paid at its start
/// (format 3): there the totals of a game in its final scoring are not
/// compared.
fn header_matches(line: &str, saved: &SavedGame, format: u32) -> Result<(), StoreError> {
    let mut header = match serde_json::from_str::<HeaderLine>(line) {
        Ok(line) => line.header,
        Err(error) => {
            return Err(StoreError::HeaderMismatch(format!(
                "the header cannot be read ({error})"
            )));
        }
    };
    let mut truth = Summary::of(saved);
    truth.id.clone_from(&header.id);
    if format < FORMAT
        && header.phase == crate::engine::Phase::FinalScoring
        && header.players.len() == truth.players.len()
    {
        for (said, is) in header.players.iter_mut().zip(&truth.players) {
            said.total = is.total;
        }
    }
    if header == truth {
        return Ok(());
    }
    let at_a_glance = |summary: &Summary| {
        let players: Vec<String> = summary
            .players
            .iter()
            .map(|p| {
                // Quoted and cut: the header is the file's, not ours.
                let name: String = p.name.chars().take(60).collect();
                let cut = if name.len() < p.name.len() { "…" } else { "" };
                format!("\"{name}{cut}\" {}", p.total)
            })
            .collect();
        format!(
            "{}; {:?}, turn {}, {} commands",
            players.join(", "),
            summary.phase,
            summary.turn,
            summary.commands
        )
    };
    let (said, is) = (at_a_glance(&header), at_a_glance(&truth));
    Err(StoreError::HeaderMismatch(if said == is {
        "its times differ".to_owned()
    } else {
        format!("the header says {said}; the game {is}")
    }))
}

/// Whether a text is a save file rather than notation: notation lines
/// never start with `{`.
pub fn is_save(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('{')
}

/// The summary in a header line, if `line` is one of this format. An
/// older file's header may not be what the game loads as (its totals
/// during the final scoring, RULES F1), so such a file is loaded in full.
pub(super) fn header(line: &str) -> Option<Summary> {
    match serde_json::from_str::<HeaderLine>(line) {
        Ok(HeaderLine { format, header }) if format == FORMAT => Some(header),
        _ => None,
    }
}

pub(super) fn parse_error(error: &serde_json::Error) -> StoreError {
    use serde_json::error::Category;
    match error.classify() {
        Category::Eof => StoreError::Truncated,
        Category::Syntax | Category::Io => StoreError::NotJson {
            line: error.line(),
            column: error.column(),
        },
        Category::Data => StoreError::WrongShape(error.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;
    use crate::engine::{Colour, Command, FeatureScoring, Game, Kind, PlayerId, PlayerSetup};

    fn saved() -> SavedGame {
        let setup = Setup::new(vec![
            PlayerSetup::new("Anna", Colour::Red),
            PlayerSetup::new("Bert", Colour::Blue),
        ]);
        let created = Utc.with_ymd_and_hms(2026, 11, 30, 20, 15, 3).unwrap();
        let mut game = Game::new(setup).unwrap();
        let score = FeatureScoring::single(Kind::City, 8, PlayerId(0));
        game.execute(Command::Score(score), created).unwrap();
        game.execute(Command::EndTurn, created).unwrap();
        game.undo().unwrap();
        SavedGame {
            id: "g".into(),
            created,
            game,
        }
    }

    #[test]
    fn json_is_a_header_line_then_the_compact_game() {
        let saved = saved();
        let json = to_json(&saved);
        let (first, game) = json.split_once('\n').unwrap();
        assert!(
            first.starts_with(r#"{"format":3,"header":{"id":"g","#),
            "{first}"
        );
        assert_eq!(header(first), Some(Summary::of(&saved)));
        assert!(game.starts_with(r#"{"format":3,"id":"g","#), "{game}");
        assert!(!game.contains('\n'));
    }

    #[test]
    fn a_format_1_file_without_header_still_loads() {
        let saved = saved();
        let json = to_json(&saved);
        let (_, game) = json.split_once('\n').unwrap();
        let old = game.replacen(r#""format":3"#, r#""format":1"#, 1);
        assert_ne!(old, game);
        assert_eq!(from_json(&old).unwrap(), saved);
        let pretty: serde_json::Value = serde_json::from_str(&old).unwrap();
        let pretty = serde_json::to_string_pretty(&pretty).unwrap();
        assert_eq!(from_json(&pretty).unwrap(), saved);
    }

    #[test]
    fn saves_are_told_from_notation() {
        assert!(is_save(&to_json(&saved())));
        assert!(is_save("\u{feff} \n{\"format\":1}"));
        assert!(!is_save("player Anna red\n"));
        assert!(!is_save("# {\n"));
    }

    #[test]
    fn json_round_trips_log_and_redo() {
        let saved = saved();
        assert_eq!(from_json(&to_json(&saved)).unwrap(), saved);
    }

    #[test]
    fn missing_log_and_redo_mean_a_fresh_game() {
        let json = r#"{"format":1,"created":"2026-11-30T20:15:03Z",
            "setup":{"players":[{"name":"Anna","colour":"red"},{"name":"Bert","colour":"blue"}]}}"#;
        let loaded = from_json(json).unwrap();
        assert!(loaded.game.log().is_empty() && loaded.game.redo_stack().is_empty());
        assert_eq!(loaded.game.setup().players[1].name, "Bert");
    }

    #[test]
    fn each_broken_file_gets_its_own_reason() {
        let json = to_json(&saved());
        assert!(matches!(from_json(""), Err(StoreError::Empty)));
        assert!(matches!(
            from_json(&json[..json.len() / 2]),
            Err(StoreError::Truncated)
        ));
        assert!(matches!(
            from_json("format = 1"),
            Err(StoreError::NotJson { line: 1, .. })
        ));
        assert!(matches!(
            from_json(r#"{"format":1,"setup":3}"#),
            Err(StoreError::WrongShape(_))
        ));
        assert!(matches!(
            from_json("{\"format\":2,\"header\":{}}\n{\"format\":2,\"setup\":3}"),
            Err(StoreError::WrongShape(_))
        ));
        let newer = json.replacen(r#""format":3"#, r#""format":4"#, 1);
        assert!(matches!(from_json(&newer), Err(StoreError::Newer(4))));
        let newer_game = json.replacen(r#"{"format":3,"id""#, r#"{"format":4,"id""#, 1);
        assert!(matches!(from_json(&newer_game), Err(StoreError::Newer(4))));
        let one_player = json.replacen(r#",{"name":"Bert","colour":"blue"}"#, "", 1);
        assert!(matches!(
            from_json(&one_player),
            Err(StoreError::BadGame(_))
        ));
    }

    #[test]
    fn a_newer_file_of_another_shape_is_still_newer() {
        let error = from_json(r#"{"format":7,"tables":[]}"#).unwrap_err();
        assert_eq!(
            error.to_string(),
            "made by a newer version of Meeple Companion (format 7; this version reads up to 3)"
        );
    }
}

//! The save file format, described in the [store](super) docs.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::SavedGame;
use super::error::StoreError;
use crate::engine::{Entry, Event, Game, Setup};

/// The newest format version this version writes and reads.
pub const FORMAT: u32 = 1;

#[derive(Serialize)]
struct Out<'a> {
    format: u32,
    id: &'a str,
    created: DateTime<Utc>,
    setup: &'a Setup,
    #[serde(skip_serializing_if = "<[Event]>::is_empty")]
    begin: &'a [Event],
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

/// The game as save-file JSON, compact.
pub fn to_json(saved: &SavedGame) -> String {
    let out = Out {
        format: FORMAT,
        id: &saved.id,
        created: saved.created,
        setup: saved.game.setup(),
        begin: saved.game.beginning(),
        log: saved.game.log(),
        redo: saved.game.redo_stack(),
    };
    // Engine types are plain data with string map keys, which serde_json
    // always serialises.
    serde_json::to_string(&out).expect("a saved game serialises to JSON")
}

/// Reads save-file JSON and restores the game, undo and redo included.
pub fn from_json(json: &str) -> Result<SavedGame, StoreError> {
    if json.trim().is_empty() {
        return Err(StoreError::Empty);
    }
    let file: In = match serde_json::from_str(json) {
        Ok(file) => file,
        Err(error) => {
            return Err(match serde_json::from_str::<Version>(json) {
                Ok(Version { format }) if format > FORMAT => StoreError::Newer(format),
                _ => parse_error(&error),
            });
        }
    };
    if file.format > FORMAT {
        return Err(StoreError::Newer(file.format));
    }
    let game =
        Game::restore(file.setup, file.begin, file.log, file.redo).map_err(StoreError::BadGame)?;
    Ok(SavedGame {
        id: file.id,
        created: file.created,
        game,
    })
}

fn parse_error(error: &serde_json::Error) -> StoreError {
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
    use crate::engine::{Colour, Command, FeatureScoring, Kind, PlayerId, PlayerSetup};

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
    fn json_is_compact_and_starts_with_the_format() {
        let json = to_json(&saved());
        assert!(json.starts_with(r#"{"format":1,"#), "{json}");
        assert!(!json.contains('\n'));
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
        let newer = json.replacen(r#""format":1"#, r#""format":2"#, 1);
        assert!(matches!(from_json(&newer), Err(StoreError::Newer(2))));
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
            "made by a newer version of Meeple Companion (format 7; this version reads up to 1)"
        );
    }
}

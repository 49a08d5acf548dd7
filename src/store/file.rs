//! The save file format, described in the [store](super) docs.
//!
//! Reading is strict in three ways beyond the types: a key twice in one
//! object, at any depth, is refused (a [`StoreError::WrongShape`]); what
//! this version would drop on the next save (a field it does not know, at
//! any depth, inside commands, events, scorings and begin events too) is
//! found by comparing the file's JSON with what this version writes of
//! what it read ([`Loaded::unknown`]); and a format-4 file's body must have
//! the digest its header line gives ([`Loaded::changed_outside`]).

use std::fmt;

use chrono::{DateTime, Utc};
use serde::de::{self, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::SavedGame;
use super::check;
use super::error::StoreError;
use super::format::{FIRST_DIGEST, FIRST_HEADER, FORMAT, RULES_CHANGED};
use super::listing::Summary;
use crate::engine::summary::Span;
use crate::engine::{Entry, Event, Game, Setup};

/// The first line of a file of format 2 or later.
#[derive(Serialize, Deserialize)]
pub(super) struct HeaderLine {
    pub(super) format: u32,
    pub(super) header: Summary,
    /// Format 4: `sha256:` and the hex SHA-256 of the game line, without
    /// its line end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) digest: Option<String>,
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

/// The game line as read. Serialised again (every field, none skipped) it
/// is what this version understood of the file, to compare with the file.
#[derive(Serialize, Deserialize)]
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

/// The digest of a game line as a format-4 header line carries it:
/// `sha256:` and the SHA-256 of the line's bytes, without its line end, in
/// hex.
pub fn digest(body: &str) -> String {
    let hex: String = Sha256::digest(without_line_end(body).as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("sha256:{hex}")
}

/// A line without the `\n` or `\r\n` that may end it (an editor may add
/// one, Windows line ends may replace the first).
fn without_line_end(line: &str) -> &str {
    let line = line.strip_suffix('\n').unwrap_or(line);
    line.strip_suffix('\r').unwrap_or(line)
}

/// The digest a save text carries in its header line, if it is of format 4
/// or later and has one. Reads the first line only.
pub fn digest_in(text: &str) -> Option<String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let first = text.split_once('\n').map_or(text, |(first, _)| first);
    serde_json::from_str::<HeaderLine>(first.trim_end_matches('\r'))
        .ok()
        .filter(|line| line.format >= FIRST_DIGEST)
        .and_then(|line| line.digest)
}

/// The whole save file: the header line, a newline, then the game as
/// compact JSON.
pub fn to_json(saved: &SavedGame) -> String {
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
    let game = serde_json::to_string(&out).expect("a saved game serialises to JSON");
    let header = HeaderLine {
        format: FORMAT,
        header: Summary::of(saved),
        digest: Some(digest(&game)),
    };
    let header = serde_json::to_string(&header).expect("a header serialises to JSON");
    format!("{header}\n{game}")
}

/// A game read from a file, with what this version did not understand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    /// The game.
    pub saved: SavedGame,
    /// The fields of the file this version does not know (e.g.
    /// `setup.river`, `log.3.command.river`; those of the header line
    /// after `header line:`), in the order of their keys. Saving would
    /// drop them, so a game with any is shown read-only and its file never
    /// rewritten.
    pub unknown: Vec<String>,
    /// The file's format version.
    pub format: u32,
    /// A format-4 file whose game line does not have the digest its header
    /// line gives (or has none): changed outside the app, by hand or by
    /// damage. It loaded, so its history follows the rules, but it is shown
    /// read-only and never rewritten; it can be imported as a new game.
    pub changed_outside: bool,
}

impl Loaded {
    /// Whether the file has no digest that could show damage: a format
    /// older than 4.
    pub fn unprotected(&self) -> bool {
        self.format < FIRST_DIGEST
    }

    /// Whether the game must be shown read-only and its file never written.
    pub fn read_only(&self) -> bool {
        self.changed_outside || !self.unknown.is_empty()
    }
}

/// Reads a save file of any format up to [`FORMAT`] and restores the game,
/// undo and redo included. The game line is the truth; a header line must
/// say the same of it (see [`from_json_full`]). An older file is moved to
/// the current rules; if they refuse one of its commands, the game as saved
/// comes in [`StoreError::NoLongerAllowed`], to be shown read-only.
pub fn from_json(json: &str) -> Result<SavedGame, StoreError> {
    from_json_full(json).map(|loaded| loaded.saved)
}

/// The format a file calls itself, if it is one that ever existed.
fn known_format(format: u32) -> Result<u32, StoreError> {
    match format {
        0 => Err(StoreError::NoSuchFormat(0)),
        f if f > FORMAT => Err(StoreError::Newer(f)),
        f => Ok(f),
    }
}

/// Like [`from_json`], also naming the fields this version does not know
/// and whether a format-4 file was changed outside the app. A header line
/// that does not describe the game line (its format, players, totals,
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
            Ok(HeaderProbe { format, .. }) => {
                let format = known_format(format)?;
                if format < FIRST_HEADER {
                    return Err(StoreError::HeaderMismatch(format!(
                        "it calls itself format {format}, which had no header line"
                    )));
                }
                (rest, 1, Some(first.trim_end_matches('\r')))
            }
            Err(_) => (json, 0, None),
        },
        None => (json, 0, None),
    };
    let not_read = |error: serde_json::Error| -> StoreError {
        match serde_json::from_str::<Version>(body) {
            Ok(Version { format }) if format > FORMAT => StoreError::Newer(format),
            _ => match parse_error(&error) {
                StoreError::NotJson { line, column } => StoreError::NotJson {
                    line: line + header_lines,
                    column,
                },
                other => other,
            },
        }
    };
    // The game line as a game, as serde reads it (its reasons and
    // positions), then as plain JSON with every key once, to compare.
    let mut unknown = Vec::new();
    let parsed = {
        let mut deserializer = serde_json::Deserializer::from_str(body);
        // serde_ignored writes `?` for an `Option` on the way: left out,
        // as in the paths of the comparison below.
        serde_ignored::deserialize(&mut deserializer, |path| {
            unknown.push(path.to_string().replace(".?", ""));
        })
        .and_then(|file: In| deserializer.end().map(|()| file))
    };
    let file = parsed.map_err(not_read)?;
    let format = known_format(file.format)?;
    // What a save would drop: keys of the file this version does not
    // write. A game line this version wrote is, byte for byte, what it
    // writes of what it read (no key it does not know, none twice): the
    // common case, and quick. Any other is compared key by key.
    let written = serde_json::to_string(&Out {
        format: file.format,
        id: &file.id,
        created: file.created,
        setup: &file.setup,
        begin: &file.begin,
        clock: &file.clock,
        log: &file.log,
        redo: &file.redo,
    })
    .map_err(|e| StoreError::WrongShape(e.to_string()))?;
    if written != without_line_end(body) {
        let value = strict(body).map_err(not_read)?;
        let understood =
            serde_json::to_value(&file).map_err(|e| StoreError::WrongShape(e.to_string()))?;
        dropped(&value, &understood, "", &mut unknown);
    }
    let mut changed_outside = false;
    let mut header = None;
    if let Some(line) = header_line {
        let (read, header_unknown) = header_line_of(line)?;
        if read.format != format {
            return Err(StoreError::HeaderMismatch(format!(
                "the header says format {}, the game format {format}",
                read.format
            )));
        }
        unknown.extend(
            header_unknown
                .into_iter()
                .map(|path| format!("header line: {path}")),
        );
        if format >= FIRST_DIGEST {
            changed_outside = read.digest.as_deref() != Some(digest(body).as_str());
        }
        header = Some(read.header);
    } else if format >= FIRST_DIGEST {
        // A format-4 game line without its header line has no digest.
        changed_outside = true;
    }
    unknown.sort();
    unknown.dedup();
    check::times(file.created, &file.clock, &file.log, &file.redo)?;
    // The game as an older file's writer saw it, for its header.
    let recorded = match (&header, format < RULES_CHANGED) {
        (Some(_), true) => Some(
            Game::restore(
                file.setup.clone(),
                file.begin.clone(),
                file.log.clone(),
                file.redo.clone(),
            )
            .map_err(StoreError::BadGame)?,
        ),
        _ => None,
    };
    let (mut game, refused) = check::restore(format, file.setup, file.begin, file.log, file.redo)?;
    game.set_clock(file.clock);
    let saved = SavedGame {
        id: file.id,
        created: file.created,
        game,
    };
    if let Some(header) = header {
        match recorded {
            Some(game) => header_matches(
                header,
                &SavedGame {
                    id: String::new(),
                    created: saved.created,
                    game,
                },
            )?,
            None => header_matches(header, &saved)?,
        }
    }
    match refused {
        None => Ok(Loaded {
            saved,
            unknown,
            format,
            changed_outside,
        }),
        Some(refused) => Err(StoreError::NoLongerAllowed {
            command: refused.command,
            undone: refused.undone,
            error: refused.error,
            saved: std::sync::Arc::new(saved),
        }),
    }
}

/// A header line read, with the fields of it this version does not know.
fn header_line_of(line: &str) -> Result<(HeaderLine, Vec<String>), StoreError> {
    let cannot = |error: serde_json::Error| {
        StoreError::HeaderMismatch(format!("the header cannot be read ({error})"))
    };
    let value = strict(line).map_err(cannot)?;
    let read = HeaderLine::deserialize(&value).map_err(cannot)?;
    let understood = serde_json::to_value(&read).map_err(cannot)?;
    let mut unknown = Vec::new();
    dropped(&value, &understood, "", &mut unknown);
    Ok((read, unknown))
}

/// The keys of `file` that `kept` (what this version writes of what it
/// read of `file`) does not have, as paths (`log.3.command.river`); one
/// whose value is `null` too, as serde's own reading would say.
fn dropped(file: &Value, kept: &Value, path: &str, out: &mut Vec<String>) {
    let at = |key: &str| {
        if path.is_empty() {
            key.to_owned()
        } else {
            format!("{path}.{key}")
        }
    };
    match (file, kept) {
        (Value::Object(fields), Value::Object(kept)) => {
            for (key, value) in fields {
                match kept.get(key) {
                    Some(kept) => dropped(value, kept, &at(key), out),
                    None => out.push(at(key)),
                }
            }
        }
        (Value::Array(items), Value::Array(kept)) => {
            for (n, item) in items.iter().enumerate() {
                match kept.get(n) {
                    Some(kept) => dropped(item, kept, &at(&n.to_string()), out),
                    None => out.push(at(&n.to_string())),
                }
            }
        }
        // An object read as something else (a word, a number) loses its
        // fields.
        (Value::Object(fields), _) if !fields.is_empty() => {
            out.push(if path.is_empty() {
                "?".into()
            } else {
                path.to_owned()
            });
        }
        _ => {}
    }
}

/// JSON text as a value, refusing a key twice in one object at any depth
/// (serde_json's own value keeps the last; a map in a game would too).
fn strict(text: &str) -> Result<Value, serde_json::Error> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let value = Strict::deserialize(&mut deserializer)?;
    deserializer.end()?;
    Ok(value.0)
}

struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Strict, D::Error> {
        deserializer.deserialize_any(StrictVisitor).map(Strict)
    }
}

struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("JSON")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(Strict(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut fields = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            let Strict(value) = map.next_value()?;
            if fields.contains_key(&key) {
                return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
            }
            fields.insert(key, value);
        }
        Ok(Value::Object(fields))
    }
}

/// Whether the header line says of the game what the game says itself:
/// `truth` is the game as the file's writer had it (for a file older than
/// format 3, as its own rules recorded it, not as it loads today).
fn header_matches(mut header: Summary, truth: &SavedGame) -> Result<(), StoreError> {
    let mut truth = Summary::of(truth);
    truth.id.clone_from(&header.id);
    if header == truth {
        return Ok(());
    }
    header.id.clone_from(&truth.id);
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

/// The summary in a header line, if `line` is one whose header is what the
/// game loads as: format 3 or later. An older file's header may not be
/// (its totals during the final scoring, RULES F1), so such a file is
/// loaded in full.
pub(super) fn header(line: &str) -> Option<Summary> {
    match serde_json::from_str::<HeaderLine>(line) {
        Ok(HeaderLine { format, header, .. }) if (RULES_CHANGED..=FORMAT).contains(&format) => {
            Some(header)
        }
        _ => None,
    }
}

pub(super) fn parse_error(error: &serde_json::Error) -> StoreError {
    use serde_json::error::Category;
    if error.to_string().starts_with("recursion limit exceeded") {
        // JSON, but deeper than any save: not a syntax error.
        return StoreError::WrongShape(format!("it is nested too deeply ({error})"));
    }
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
            first.starts_with(r#"{"format":5,"header":{"id":"g","#),
            "{first}"
        );
        assert_eq!(header(first), Some(Summary::of(&saved)));
        assert!(game.starts_with(r#"{"format":5,"id":"g","#), "{game}");
        assert!(!game.contains('\n'));
        assert!(
            first.ends_with(&format!(r#","digest":"{}"}}"#, digest(game))),
            "{first}"
        );
        assert_eq!(digest_in(&json), Some(digest(game)));
        let loaded = from_json_full(&json).unwrap();
        assert!(!loaded.changed_outside && !loaded.unprotected() && !loaded.read_only());
    }

    #[test]
    fn a_format_1_file_without_header_still_loads() {
        let saved = saved();
        let json = to_json(&saved);
        let (_, game) = json.split_once('\n').unwrap();
        let old = game.replacen(r#""format":5"#, r#""format":1"#, 1);
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
        let newer = json.replacen(r#""format":5"#, r#""format":6"#, 1);
        assert!(matches!(from_json(&newer), Err(StoreError::Newer(6))));
        let newer_game = json.replacen(r#"{"format":5,"id""#, r#"{"format":6,"id""#, 1);
        assert!(matches!(from_json(&newer_game), Err(StoreError::Newer(6))));
        for zero in [
            json.replacen(r#""format":5"#, r#""format":0"#, 1),
            json.replacen(r#"{"format":5,"id""#, r#"{"format":0,"id""#, 1),
            r#"{"format":0,"created":"2026-11-30T20:15:03Z","setup":{"players":[]}}"#.into(),
        ] {
            assert!(
                matches!(from_json(&zero), Err(StoreError::NoSuchFormat(0))),
                "{zero}"
            );
        }
        let max = json.replacen(r#""format":5"#, &format!(r#""format":{}"#, u32::MAX), 2);
        assert!(matches!(from_json(&max), Err(StoreError::Newer(u32::MAX))));
        let one_player = json.replacen(r#",{"name":"Bert","colour":"blue"}"#, "", 1);
        assert!(matches!(
            from_json(&one_player),
            Err(StoreError::BadGame(_))
        ));
    }

    #[test]
    fn a_digest_that_does_not_match_is_changed_outside_and_nothing_else() {
        let saved = saved();
        let json = to_json(&saved);
        let (first, game) = json.split_once('\n').unwrap();
        // A hand edit that still follows the rules: a different tile count.
        let edited = json.replacen(r#""tiles":71"#, r#""tiles":70"#, 1);
        assert_ne!(edited, json);
        let loaded = from_json_full(&edited).unwrap();
        assert!(loaded.changed_outside && loaded.read_only());
        assert_eq!(loaded.saved.game.setup().tiles, Some(70));
        // The digest flipped, the body as written.
        let flipped = first
            .replacen("sha256:", "sha256:0", 1)
            .replacen("sha256:00", "sha256:1", 1);
        let loaded = from_json_full(&format!("{flipped}\n{game}")).unwrap();
        assert!(loaded.changed_outside);
        // Line ends do not count: Windows line ends, a final newline.
        for clothes in [
            json.replace('\n', "\r\n"),
            format!("{json}\n"),
            format!("{json}\r\n"),
        ] {
            assert!(!from_json_full(&clothes).unwrap().changed_outside);
        }
        // A format-4 game line without its header line has no digest.
        assert!(from_json_full(game).unwrap().changed_outside);
        // An older format has none to check, and says so.
        let old = json.replace(r#""format":5"#, r#""format":3"#);
        let loaded = from_json_full(&old).unwrap();
        assert!(!loaded.changed_outside && loaded.unprotected() && !loaded.read_only());
    }

    #[test]
    fn unknown_fields_at_any_depth_are_named_and_duplicates_refused() {
        let json = to_json(&saved());
        let planted = json
            .replacen(
                r#""command":"score","#,
                r#""command":"score","river":1,"#,
                1,
            )
            .replacen(
                r#""event":"scored","#,
                r#""event":"scored","bridge":{"x":1},"#,
                1,
            )
            .replacen(r#""phase":"#, r#""weather":"rain","phase":"#, 1);
        let loaded = from_json_full(&planted).unwrap();
        assert_eq!(
            loaded.unknown,
            [
                "header line: header.weather",
                "log.0.command.river",
                "log.0.events.1.bridge"
            ],
            "{planted}"
        );
        assert!(loaded.read_only());
        // A key twice, where serde refuses it and where it would not look
        // (inside what it ignores, or in a map).
        let twice = json.replacen(
            r#""command":"score","#,
            r#""command":"score","kind":"road","#,
            1,
        );
        assert!(matches!(from_json(&twice), Err(StoreError::WrongShape(_))));
        let hidden = json.replacen(r#""log":["#, r#""table":{"a":1,"a":2},"log":["#, 1);
        let error = from_json(&hidden).unwrap_err().to_string();
        assert!(error.contains("duplicate field `a`"), "{error}");
        // Even a null: a newer version may tell it from a missing field.
        let null = json.replacen(r#""log":["#, r#""table":null,"log":["#, 1);
        assert_eq!(from_json_full(&null).unwrap().unknown, ["table"]);
    }

    #[test]
    fn a_header_of_another_format_than_its_game_is_a_lie() {
        let json = to_json(&saved());
        let (first, game) = json.split_once('\n').unwrap();
        let three = game.replacen(r#""format":5"#, r#""format":3"#, 1);
        let error = from_json(&format!("{first}\n{three}"))
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("the header says format 5, the game format 3"),
            "{error}"
        );
        let one = first.replacen(r#""format":5"#, r#""format":1"#, 1);
        let error = from_json(&format!("{one}\n{game}"))
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("format 1, which had no header line"),
            "{error}"
        );
    }

    #[test]
    fn a_newer_file_of_another_shape_is_still_newer() {
        let error = from_json(r#"{"format":7,"tables":[]}"#).unwrap_err();
        assert_eq!(
            error.to_string(),
            "made by a newer version of Meeple Companion (format 7; this version reads up to 5)"
        );
    }
}

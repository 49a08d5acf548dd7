//! The headless command line: `replay` plays a notation file (or reads a
//! save file) without a window and prints the game as JSON.

use std::io::{Read, Write};
use std::process::ExitCode;

use crate::engine::notation;
use crate::engine::report::Report;
use crate::i18n;
use crate::store::{self, SavedGame, Store};

/// What the command line asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invocation {
    /// Open the window.
    Gui,
    /// Print the help text.
    Help,
    /// Print the version.
    Version,
    /// Replay a notation file or read a save file (`-` for standard input).
    Replay(String),
    /// Replay a notation file and save it as a new game.
    Import(String),
    /// Print the end-of-game summary of a notation or save file.
    Summary {
        /// The file, `-` for standard input.
        file: String,
        /// `md`, `csv` or `json`.
        format: SummaryFormat,
    },
    /// Arguments that make no sense, with why.
    Bad(String),
}

/// The file formats of the summary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SummaryFormat {
    /// Markdown.
    Markdown,
    /// CSV, one row per player.
    Csv,
    /// JSON, everything.
    Json,
}

impl SummaryFormat {
    /// Reads `md`, `csv` or `json`.
    pub fn parse(word: &str) -> Option<SummaryFormat> {
        match word {
            "md" | "markdown" => Some(SummaryFormat::Markdown),
            "csv" => Some(SummaryFormat::Csv),
            "json" => Some(SummaryFormat::Json),
            _ => None,
        }
    }

    /// Writes a summary in this format.
    pub fn write(self, summary: &crate::engine::summary::Summary) -> String {
        use crate::engine::summary::export;
        match self {
            SummaryFormat::Markdown => export::markdown(summary),
            SummaryFormat::Csv => export::csv(summary),
            SummaryFormat::Json => export::json(summary),
        }
    }

    /// The file name ending.
    pub fn extension(self) -> &'static str {
        match self {
            SummaryFormat::Markdown => "md",
            SummaryFormat::Csv => "csv",
            SummaryFormat::Json => "json",
        }
    }
}

/// Reads the arguments after the program name.
pub fn parse_args(args: &[String]) -> Invocation {
    match args {
        [] => Invocation::Gui,
        [flag] if flag == "--help" || flag == "-h" || flag == "help" => Invocation::Help,
        [flag] if flag == "--version" || flag == "-V" => Invocation::Version,
        [command, file] if command == "replay" => Invocation::Replay(file.clone()),
        [command, file] if command == "import" => Invocation::Import(file.clone()),
        [command, file] if command == "summary" => Invocation::Summary {
            file: file.clone(),
            format: SummaryFormat::Markdown,
        },
        [command, flag, format, file] | [command, file, flag, format]
            if command == "summary" && flag == "--format" =>
        {
            match SummaryFormat::parse(format) {
                Some(format) => Invocation::Summary {
                    file: file.clone(),
                    format,
                },
                None => Invocation::Bad(format!(
                    "unknown summary format \"{format}\"; use md, csv or json"
                )),
            }
        }
        [command] if command == "replay" || command == "import" || command == "summary" => {
            Invocation::Bad(format!(
                "{command} needs a notation file, or - for standard input"
            ))
        }
        [other, ..] => Invocation::Bad(format!("unknown command \"{other}\"")),
    }
}

/// The help text.
pub const HELP: &str = "\
Meeple Companion — a table-side scoring assistant for Carcassonne

Usage:
  meeple-companion                 open the app
  meeple-companion replay FILE     play a notation file without a window and
                                   print the resulting game as JSON; FILE may
                                   also be a saved game (.json), which prints
                                   the same report for that game
  meeple-companion replay -        the same, reading the notation from stdin
  meeple-companion import FILE     replay a notation file and save it as a new
                                   game, to go on with it in the app
  meeple-companion summary [--format md|csv|json] FILE
                                   the end-of-game summary (places, points by
                                   kind, parts, the score turn by turn, times)
                                   of a notation or save file; Markdown unless
                                   asked
  meeple-companion --help          this text
  meeple-companion --version       the version

A bad line stops the replay: its number and the reason go to stderr and the
exit status is 1. The notation is described in docs/notation.md.

Games are saved in the platform data folder; set MEEPLE_COMPANION_DATA_DIR to
use another folder. The theme follows the desktop's light or dark setting;
MEEPLE_COMPANION_THEME=dark (or light) overrides it.

Keys in a game (? shows them in the app):
  0-9, Backspace, Esc     type the points, remove a digit, clear
  F1-F6                   choose players (and answer “an extra turn for whom?”)
  R C L F, Enter          score as road, city, cloister, farm; score
  Tab, P N K              points, count (road/city/cloister), correction
  + -                     add or take away, in a correction
  M                       switch meeple and messenger (The Messages)
  E, A, X                 end turn, another tile, extra turn
  H                       history
  Ctrl+Z, Ctrl+Y          undo, redo (Ctrl+Shift+Z too)
  Ctrl +, Ctrl -, Ctrl 0  larger, smaller, normal size
  F11                     fullscreen
Tab and Shift+Tab move between the name fields of a new game.

The app's settings are saved in the platform config folder;
MEEPLE_COMPANION_CONFIG_DIR chooses another. The app speaks English, Dutch,
German and Polish: it follows the system's language, or the one chosen on its
settings screen; MEEPLE_COMPANION_LANG=en|nl|de|pl overrides both. This command
line, its reports and the exported files stay English.
";

/// Replays a notation text, or reads a save file's text (told apart by
/// content: a save file is JSON), and returns the JSON report, or why not.
pub fn replay_text(text: &str) -> Result<String, String> {
    let game = if store::is_save(text) {
        store::from_json(text).map_err(|e| e.to_string())?.game
    } else {
        notation::run_shuffled(text, chrono::Utc::now, fastrand::shuffle)
            .map_err(|e| e.to_string())?
    };
    let report = Report::new(&game, i18n::prompt_text);
    serde_json::to_string_pretty(&report).map_err(|e| e.to_string())
}

fn read(file: &str) -> Result<String, String> {
    if file == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|error| format!("cannot read standard input: {error}"))?;
        Ok(text)
    } else {
        std::fs::read_to_string(file).map_err(|error| format!("cannot read {file}: {error}"))
    }
}

/// Runs `import FILE`: the replayed game becomes a saved game.
pub fn import(file: &str) -> ExitCode {
    let imported = read(file).and_then(|text| {
        let game = notation::run_shuffled(&text, chrono::Utc::now, fastrand::shuffle)
            .map_err(|e| e.to_string())?;
        let store = Store::open_default().map_err(|e| e.to_string())?;
        let created = chrono::Utc::now();
        let saved = SavedGame {
            id: store.new_id(created),
            created,
            game,
        };
        store.save(&saved).map_err(|e| e.to_string())?;
        Ok(store.dir().join(format!("{}.json", saved.id)))
    });
    match imported {
        Ok(path) => {
            println!("saved as {}", path.display());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

/// The summary of a notation text or a save file's text, in `format`.
pub fn summary_text(text: &str, format: SummaryFormat) -> Result<String, String> {
    let (game, created) = if store::is_save(text) {
        let saved = store::from_json(text).map_err(|e| e.to_string())?;
        (saved.game, saved.created)
    } else {
        let game = notation::run_shuffled(text, chrono::Utc::now, fastrand::shuffle)
            .map_err(|e| e.to_string())?;
        let created = game.log().first().map_or_else(chrono::Utc::now, |e| e.at);
        (game, created)
    };
    let summary = crate::engine::summary::Summary::of(&game, created, game.clock());
    Ok(format.write(&summary))
}

/// Runs `summary FILE`.
pub fn summary(file: &str, format: SummaryFormat) -> ExitCode {
    match read(file).and_then(|text| summary_text(&text, format)) {
        Ok(out) => {
            let _ = write!(std::io::stdout(), "{out}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

/// Runs `replay FILE`.
pub fn replay(file: &str) -> ExitCode {
    let text = match read(file) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    match replay_text(&text) {
        Ok(json) => {
            let _ = writeln!(std::io::stdout(), "{json}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn arguments_choose_what_to_do() {
        assert_eq!(parse_args(&[]), Invocation::Gui);
        assert_eq!(parse_args(&args(&["--help"])), Invocation::Help);
        assert_eq!(
            parse_args(&args(&["replay", "-"])),
            Invocation::Replay("-".into())
        );
        assert!(matches!(parse_args(&args(&["replay"])), Invocation::Bad(_)));
        assert!(matches!(parse_args(&args(&["fly"])), Invocation::Bad(_)));
    }

    #[test]
    fn replay_reports_the_game_or_the_bad_line() {
        let json = replay_text("player Anna red\nplayer Bert blue\nscore city 8 Anna\n").unwrap();
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(value["players"][0]["total"], 8);
        assert_eq!(value["active"], "Anna");
        let error =
            replay_text("player Anna red\nplayer Bert blue\nscore city 8 Cleo\n").unwrap_err();
        assert_eq!(error, "line 3: nobody called \"Cleo\" is playing");
    }

    #[test]
    fn replay_reads_a_save_file_like_its_notation() {
        let script = "player Anna red\nplayer Bert blue\nscore city 8 Anna\nend-turn\nundo\n";
        let game = notation::run(script, chrono::Utc::now).unwrap();
        let saved = SavedGame {
            id: "g".into(),
            created: chrono::Utc::now(),
            game,
        };
        let from_save = replay_text(&store::to_json(&saved)).unwrap();
        assert_eq!(from_save, replay_text(script).unwrap());
        let error = replay_text("{\"format\":1,").unwrap_err();
        assert_eq!(
            error,
            "the file ends too early; it was probably cut off while being written"
        );
    }
}

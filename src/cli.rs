//! The headless command line: `replay` plays a notation file (or reads a
//! save file) without a window and prints the game as JSON; `games`,
//! `export` and `check` give access to the saved games without the app.
//!
//! Every command prints its result on stdout and its errors on stderr, and
//! exits with 0 when all went well, 1 when something could not be done
//! (a bad line, an unreadable file) and 2 when the arguments make no sense.

use std::io::{Read, Write};
use std::process::ExitCode;

use crate::engine::notation;
use crate::engine::report::Report;
use crate::engine::{Command, Figure, Phase, PlayerId};
use crate::i18n;
use crate::store::{self, Listing, SavedGame, Store, StoreError, Summary};

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
    /// List the saved games and the unreadable files.
    Games,
    /// Print a saved game's notation.
    Export(String),
    /// Read every saved game in full; fail naming the unreadable ones.
    Check,
    /// Not for users: start or go on with the game `id`, saving after
    /// every command and printing each finished save, until killed. The
    /// crash harness (`tests/crash.rs`) kills it at random moments.
    SaveLoop(String),
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
        [command] if command == "games" => Invocation::Games,
        [command] if command == "check" => Invocation::Check,
        [command, id] if command == "export" => Invocation::Export(id.clone()),
        [command, id] if command == SAVE_LOOP => Invocation::SaveLoop(id.clone()),
        [command] if command == "export" => Invocation::Bad(
            "export needs the id of a saved game; `meeple-companion games` lists them".into(),
        ),
        [command, ..] if command == "games" || command == "check" => {
            Invocation::Bad(format!("{command} takes no arguments"))
        }
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

/// The hidden command of [`Invocation::SaveLoop`].
pub const SAVE_LOOP: &str = "__save-loop";

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
  meeple-companion games           list the saved games (id, players with
                                   their scores, turn or result, last played)
                                   and the files that cannot be read, with why
  meeple-companion export ID       print the saved game ID as notation
  meeple-companion check           read every saved game in full; exit status
                                   1, naming each unreadable file and why, if
                                   any cannot be read
  meeple-companion summary [--format md|csv|json] FILE
                                   the end-of-game summary (places, points by
                                   kind, parts, the score turn by turn, times)
                                   of a notation or save file; Markdown unless
                                   asked
  meeple-companion --help          this text
  meeple-companion --version       the version

A bad line stops the replay: its number and the reason go to stderr and the
exit status is 1. The notation is described in docs/notation.md. Errors go
to stderr; the exit status is 0 for success, 1 when something could not be
done, 2 for arguments that make no sense.

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
        read_save(text)?.game
    } else {
        notation::run_shuffled(text, chrono::Utc::now, fastrand::shuffle)
            .map_err(|e| e.to_string())?
    };
    let report = Report::new(&game, i18n::prompt_text);
    serde_json::to_string_pretty(&report).map_err(|e| e.to_string())
}

/// A save file's game; one that opens read-only (saved by an older
/// version with a command now refused) is reported as it was saved.
fn read_save(text: &str) -> Result<SavedGame, String> {
    match store::from_json(text) {
        Ok(saved) => Ok(saved),
        Err(error) => match error.read_only_game() {
            Some(saved) => {
                eprintln!("read-only: {error}");
                Ok(SavedGame::clone(saved))
            }
            None => Err(error.to_string()),
        },
    }
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
        let saved = read_save(text)?;
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

fn open_store() -> Result<Store, ExitCode> {
    Store::open_default().map_err(|error| {
        eprintln!("{error}");
        ExitCode::FAILURE
    })
}

/// The turn or the result of a listed game, in a few words.
pub fn progress(summary: &Summary) -> String {
    match summary.phase {
        Phase::Playing => format!("turn {}", summary.turn),
        Phase::FinalScoring => "final scoring".into(),
        Phase::Ended => {
            let best = summary.players.iter().map(|p| p.total).max().unwrap_or(0);
            let winners: Vec<&str> = summary
                .players
                .iter()
                .filter(|p| p.total == best)
                .map(|p| p.name.as_str())
                .collect();
            match winners[..] {
                [one] => format!("ended, {one} won"),
                _ => format!("ended, {} tied", winners.join(" and ")),
            }
        }
    }
}

/// One line of `games` for a listed file: tab-separated id, players with
/// totals, turn or result, last played (UTC); or the file and why it
/// cannot be read.
pub fn games_line(listing: &Listing) -> String {
    match listing {
        Listing::Game(summary) => {
            let players: Vec<String> = summary
                .players
                .iter()
                .map(|p| format!("{} {}", p.name, p.total))
                .collect();
            format!(
                "{}\t{}\t{}\t{}",
                summary.id,
                players.join(", "),
                progress(summary),
                summary.last_played.format("%Y-%m-%d %H:%M UTC"),
            )
        }
        Listing::Unreadable { file, reason } => format!("{file}\tunreadable: {reason}"),
    }
}

/// Runs `games`: every saved game, the last played first, then the files
/// that cannot be read.
pub fn games() -> ExitCode {
    let store = match open_store() {
        Ok(store) => store,
        Err(code) => return code,
    };
    let mut out = std::io::stdout().lock();
    for listing in store.list() {
        let _ = writeln!(out, "{}", games_line(&listing));
    }
    ExitCode::SUCCESS
}

/// Runs `export ID`: the game's notation on stdout.
pub fn export(id: &str) -> ExitCode {
    let store = match open_store() {
        Ok(store) => store,
        Err(code) => return code,
    };
    match store.load(id) {
        Ok(saved) => {
            let _ = write!(std::io::stdout(), "{}", notation::export(&saved.game));
            ExitCode::SUCCESS
        }
        // A game that opens read-only is exported as it was saved.
        Err(error @ StoreError::NoLongerAllowed { .. }) => {
            if let Some(saved) = error.read_only_game() {
                let _ = write!(std::io::stdout(), "{}", notation::export(&saved.game));
            }
            eprintln!("{id}: read-only: {error}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{id}: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Runs `check`: every file read in full; each unreadable one named on
/// stderr with why, and then exit status 1.
pub fn check() -> ExitCode {
    let store = match open_store() {
        Ok(store) => store,
        Err(code) => return code,
    };
    let listings = store.check();
    let mut games = 0;
    let mut bad = 0;
    for listing in &listings {
        match listing {
            Listing::Game(_) => games += 1,
            Listing::Unreadable { file, reason } => {
                bad += 1;
                eprintln!("{file}: {reason}");
            }
        }
    }
    println!(
        "{games} saved game{} read, {bad} unreadable, in {}",
        if games == 1 { "" } else { "s" },
        store.dir().display()
    );
    if bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Runs the hidden save loop of [`Invocation::SaveLoop`]: locks and loads
/// `id` (or starts it with every expansion), then forever adds a command,
/// saves, and prints `saved N` once the save with N commands is complete.
pub fn save_loop(id: &str) -> ExitCode {
    let store = match open_store() {
        Ok(store) => store,
        Err(code) => return code,
    };
    // Held like a window holds its game, so the harness sees the lock.
    let _lock = match store.lock(id) {
        Ok(lock) => lock,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    let mut saved = match store.load(id) {
        Ok(saved) => saved,
        Err(StoreError::NotFound(_)) => {
            // Every expansion; no tile counter, so turns never run out.
            let script = "player Anna red\nplayer Bert blue\nplayer Cleo green\n\
                          saint-nicholas\nmessages\nchristmas\ngold-mines\ntiles off\n";
            let game = notation::run_shuffled(script, chrono::Utc::now, fastrand::shuffle)
                .expect("the loop's setup is valid");
            SavedGame {
                id: id.to_owned(),
                created: chrono::Utc::now(),
                game,
            }
        }
        Err(error) => {
            eprintln!("{id}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut out = std::io::stdout().lock();
    for n in 0u64.. {
        let command = match n % 3 {
            0 => Command::Correct {
                player: PlayerId(0),
                figure: Figure::Meeple,
                delta: 1,
            },
            1 => Command::Correct {
                player: PlayerId(1),
                figure: Figure::Meeple,
                delta: 1,
            },
            _ => Command::EndTurn,
        };
        if let Err(error) = saved.game.execute(command, chrono::Utc::now()) {
            eprintln!("the loop's command was refused: {error}");
            return ExitCode::FAILURE;
        }
        if let Err(error) = store.save(&saved) {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
        if writeln!(out, "saved {}", saved.game.log().len())
            .and_then(|()| out.flush())
            .is_err()
        {
            break;
        }
    }
    ExitCode::SUCCESS
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

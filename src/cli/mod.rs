//! The headless command line: `replay` plays a notation file (or reads a
//! save file) without a window and prints the game as JSON; `games`,
//! `export` and `check` give access to the saved games without the app.
//!
//! Every command prints its result on stdout and its errors on stderr, and
//! exits with 0 when all went well, 1 when something could not be done
//! (a bad line, an unreadable file) and 2 when the arguments make no sense.
//!
//! Nothing a file holds can steer the terminal: every line printed has its
//! control and format characters escaped ([`escape`]), and input echoed in
//! an error is cut to [`ECHO_CHARS`] characters ([`tidy`]). Files named on
//! the command line must be regular files of at most
//! [`MAX_FILE_BYTES`](crate::store::MAX_FILE_BYTES); standard input is read
//! only when asked for with `-`, up to the same limit.

mod args;
mod output;

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use crate::engine::Phase;
use crate::engine::notation;
use crate::engine::report::Report;
use crate::i18n;
use crate::store::{self, Listing, SavedGame, Store, StoreError, Summary};

pub use args::{
    DOC_DIR, ENVIRONMENT, Invocation, KEYS, NAME, SETUP_KEYS, SUMMARY, SummaryFormat, command,
    completions, escaped, installed_docs, man_page, parse_args, release_date,
};
pub use output::{ECHO_CHARS, cut, escape, tidy};
use output::{escape_keeping_lines, json_escape_format};

impl SummaryFormat {
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
                eprintln!("{NAME}: read-only: {}", tidy(&error.to_string()));
                Ok(SavedGame::clone(saved))
            }
            None => Err(error.to_string()),
        },
    }
}

/// Whether `file` names standard input.
fn is_stdin(file: &Path) -> bool {
    file.as_os_str() == "-"
}

/// The text of a file named on the command line (`-`: standard input):
/// only a regular file (a pipe or `/dev/zero` would block or never end),
/// of at most [`store::MAX_FILE_BYTES`].
fn read(file: &Path) -> Result<String, String> {
    let limit = store::MAX_FILE_BYTES;
    let name = escaped(file.as_os_str());
    let too_large = |bytes: u64| {
        format!(
            "{name}: too large to be notation or a saved game: {} MB, at most {}",
            bytes.div_ceil(1 << 20),
            limit >> 20
        )
    };
    // Through the store's one gate, like every file the app reads.
    use crate::store::gate::{self, Refused};
    let bytes = if is_stdin(file) {
        gate::take(std::io::stdin(), limit)
    } else {
        gate::read(file, limit).map(|(bytes, _)| bytes)
    };
    let bytes = bytes.map_err(|refused| match refused {
        Refused::TooLarge(size) => too_large(size),
        Refused::Io(error) if is_stdin(file) => format!("cannot read standard input: {error}"),
        Refused::Io(error) => format!("cannot read {name}: {error}"),
        Refused::Missing | Refused::DanglingLink => format!(
            "cannot read {name}: {}",
            std::io::Error::from(std::io::ErrorKind::NotFound)
        ),
        Refused::Folder => format!("cannot read {name}: it is a folder"),
        Refused::NotAFile => {
            format!("cannot read {name}: it is not a regular file (a pipe, a socket or a device)")
        }
    })?;
    String::from_utf8(bytes).map_err(|_| format!("cannot read {name}: it is not UTF-8 text"))
}

/// Prints an error line, tidied, after the program's name, as usage
/// errors are: `meeple-companion: cannot read …`.
fn fail(error: &str) {
    eprintln!("{NAME}: {}", tidy(error));
}

/// Runs `import FILE`: the replayed game becomes a saved game.
pub fn import(file: &Path) -> ExitCode {
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
            println!("saved as {}", escape(&path.display().to_string()));
            ExitCode::SUCCESS
        }
        Err(error) => {
            fail(&error.to_string());
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
pub fn summary(file: &Path, format: SummaryFormat) -> ExitCode {
    match read(file).and_then(|text| summary_text(&text, format)) {
        Ok(out) => {
            let _ = write!(std::io::stdout(), "{}", escape_keeping_lines(&out));
            ExitCode::SUCCESS
        }
        Err(error) => {
            fail(&error.to_string());
            ExitCode::FAILURE
        }
    }
}

/// Runs `replay FILE`.
pub fn replay(file: &Path) -> ExitCode {
    let text = match read(file) {
        Ok(text) => text,
        Err(error) => {
            fail(&error.to_string());
            return ExitCode::FAILURE;
        }
    };
    match replay_text(&text) {
        Ok(json) => {
            // JSON escapes control characters itself; format characters
            // (right-to-left overrides) become \u escapes, the same JSON.
            let _ = writeln!(std::io::stdout(), "{}", json_escape_format(&json));
            ExitCode::SUCCESS
        }
        Err(error) => {
            fail(&error.to_string());
            ExitCode::FAILURE
        }
    }
}

/// The games folder, for a command that only reads: never created.
fn open_store() -> Result<Store, ExitCode> {
    Store::find_default().map_err(|error| {
        fail(&error.to_string());
        ExitCode::FAILURE
    })
}

/// A games folder that cannot be read is a failure, not an empty list; a
/// missing one is no games (nobody has played yet).
fn readable(store: &Store) -> Result<(), ExitCode> {
    match std::fs::read_dir(store.dir()) {
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => {
            fail(&format!(
                "cannot read {}: {error}",
                escape(&store.dir().display().to_string())
            ));
            Err(ExitCode::FAILURE)
        }
        _ => Ok(()),
    }
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
/// cannot be read. Every field is escaped, so a name never breaks the
/// line or its columns.
pub fn games_line(listing: &Listing) -> String {
    match listing {
        Listing::Game(summary) | Listing::Noted(summary, _) | Listing::Unchecked(summary) => {
            let players: Vec<String> = summary
                .players
                .iter()
                .map(|p| format!("{} {}", escape(&cut(&p.name, ECHO_CHARS)), p.total))
                .collect();
            let line = format!(
                "{}\t{}\t{}\t{}",
                escape(&summary.id),
                players.join(", "),
                escape(&progress(summary)),
                summary.last_played.format("%Y-%m-%d %H:%M UTC"),
            );
            match notes(listing) {
                Some(notes) => format!("{line}\t{notes}"),
                None => line,
            }
        }
        Listing::Unreadable { file, reason } => {
            format!("{}\tunreadable: {}", escape(file), tidy(reason))
        }
    }
}

/// What `games` and `check` say of a checked game besides the game (an
/// older format, changed outside the app, why it opens read-only), in one
/// escaped field; `None` if nothing.
pub fn notes(listing: &Listing) -> Option<String> {
    let notes: Vec<String> = listing.notes().iter().map(|n| n.to_string()).collect();
    (!notes.is_empty()).then(|| tidy(&notes.join("; ")))
}

/// Runs `games`: every saved game, the last played first, then the files
/// that cannot be read.
pub fn games() -> ExitCode {
    let store = match open_store() {
        Ok(store) => store,
        Err(code) => return code,
    };
    if let Err(code) = readable(&store) {
        return code;
    }
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
            fail(&format!("{id}: read-only: {error}"));
            ExitCode::SUCCESS
        }
        Err(error) => {
            fail(&format!("{id}: {error}"));
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
    if let Err(code) = readable(&store) {
        return code;
    }
    let listings = store.check();
    let mut games = 0;
    let mut bad = 0;
    let mut changed = 0;
    for listing in &listings {
        match listing {
            Listing::Game(_) | Listing::Unchecked(_) => games += 1,
            Listing::Noted(summary, found) => {
                games += 1;
                let file = escape(&format!("{}.json", summary.id));
                let said = notes(listing).unwrap_or_default();
                // Changed outside the app: maybe damaged, so a failure.
                if found.contains(&store::Note::ChangedOutside) {
                    changed += 1;
                    eprintln!("{NAME}: {file}: {said}");
                } else {
                    println!("{file}: {said}");
                }
            }
            Listing::Unreadable { file, reason } => {
                bad += 1;
                eprintln!("{NAME}: {}: {}", escape(file), tidy(reason));
            }
        }
    }
    println!(
        "{games} saved game{} read{}, {bad} unreadable, in {}",
        if games == 1 { "" } else { "s" },
        if changed == 0 {
            String::new()
        } else {
            format!(" ({changed} changed outside the app)")
        },
        escape(&store.dir().display().to_string())
    );
    if bad == 0 && changed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

//! The headless command line: `replay` plays a notation file (or reads a
//! save file) without a window and prints the game as JSON; `games`,
//! `export` and `check` give access to the saved games without the app.
//!
//! Every command prints its result on stdout and its errors on stderr, and
//! exits with 0 when all went well, 1 when something could not be done
//! (a bad line, an unreadable file, output that could not be written: a
//! full disk, a closed pipe) and 2 when the arguments make no sense. No
//! write panics ([`print`], [`fail`]): output that cannot be written is
//! said on stderr if that can be written, and the exit status is 1.
//!
//! Nothing a file holds can steer the terminal: every line printed has its
//! control and format characters escaped ([`escape`]), and input echoed in
//! an error is cut to [`ECHO_CHARS`] characters ([`tidy`]). Files named on
//! the command line must be regular files of at most
//! [`MAX_FILE_BYTES`](crate::store::MAX_FILE_BYTES); standard input is read
//! only when asked for with `-`, up to the same limit.

mod args;
pub mod display;
mod output;
mod stats;

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use crate::engine::Phase;
use crate::engine::notation;
use crate::engine::report::Report;
use crate::i18n;
use crate::store::{self, Listing, SavedGame, Store, StoreError, Summary};

pub use args::{
    DOC_DIR, ENVIRONMENT, Invocation, NAME, SETUP_KEYS, SUMMARY, SightArg, StatsFormat,
    SummaryFormat, command, completions, escaped, installed_docs, keys, man_page, parse_args,
    release_date,
};
pub use output::{ECHO_CHARS, cut, escape, tidy};
use output::{escape_keeping_lines, json_escape_format};
pub use stats::{bgstats_file, bgstats_link, stats};

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

/// Why `replay --sight` printed nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SightError {
    /// The file could not be replayed or read: exit status 1.
    Failed(String),
    /// No player of that name: a usage error (exit status 2), listing
    /// the players there are.
    NoSuchPlayer {
        /// The name asked for.
        name: String,
        /// The game's players, by seat.
        players: Vec<String>,
    },
}

/// The JSON that one viewer's page of Phones and TV is built from, for a
/// notation text or a save file's text: the table page's, or a player's
/// private page's (found by name, as the engine compares names: trimmed,
/// without case). In English, as the report is.
pub fn sight_text(text: &str, sight: &SightArg) -> Result<String, SightError> {
    use crate::engine::{PlayerId, Viewer};
    let game = if store::is_save(text) {
        read_save(text).map_err(SightError::Failed)?.game
    } else {
        notation::run_shuffled(text, chrono::Utc::now, fastrand::shuffle)
            .map_err(|e| SightError::Failed(e.to_string()))?
    };
    let setup = game.setup();
    let viewer = match sight {
        SightArg::Table => Viewer::Table,
        SightArg::Player(name) => {
            let wanted = name.trim().to_lowercase();
            let seat = setup
                .players
                .iter()
                .position(|p| p.name.trim().to_lowercase() == wanted)
                .ok_or_else(|| SightError::NoSuchPlayer {
                    name: name.clone(),
                    players: setup.players.iter().map(|p| p.name.clone()).collect(),
                })?;
            Viewer::Player(PlayerId(u8::try_from(seat).unwrap_or(u8::MAX)))
        }
    };
    let page = crate::share::page::render(&game.sight(viewer), game.log().len(), None);
    let value: serde_json::Value =
        serde_json::from_str(&page).map_err(|e| SightError::Failed(e.to_string()))?;
    serde_json::to_string_pretty(&value).map_err(|e| SightError::Failed(e.to_string()))
}

/// Runs `replay --sight SIGHT FILE`.
pub fn replay_sight(file: &Path, sight: &SightArg) -> ExitCode {
    let result = read(file)
        .map_err(SightError::Failed)
        .and_then(|text| sight_text(&text, sight));
    match result {
        Ok(json) => done(print(&format!("{}\n", json_escape_format(&json)))),
        Err(SightError::Failed(error)) => {
            fail(&error);
            ExitCode::FAILURE
        }
        Err(SightError::NoSuchPlayer { name, players }) => {
            fail(&format!(
                "no player {} in this game; its players: {}",
                escape(&format!("{name:?}")),
                escape(&players.join(", "))
            ));
            ExitCode::from(2)
        }
    }
}

/// A save file's game; one that opens read-only (saved by an older
/// version with a command now refused) is reported as it was saved.
fn read_save(text: &str) -> Result<SavedGame, String> {
    match store::from_json_full(text) {
        Ok(loaded) => {
            // One the window opens read-only (changed outside the app, or
            // with parts this version does not know) says so too.
            let notes = read_only_notes(&loaded);
            if !notes.is_empty() && !fail(&format!("read-only: {notes}")) {
                return Err(String::new());
            }
            Ok(loaded.saved)
        }
        Err(error) => match error.read_only_game() {
            Some(saved) => {
                // A note the reader must see: if it cannot be written, the
                // command has not done its job.
                if !fail(&format!("read-only: {error}")) {
                    return Err(String::new());
                }
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
/// errors are: `meeple-companion: cannot read …`. Whether it could be
/// written (standard error may be a full disk too); never a panic. An
/// empty error (one already said, or that could not be) prints nothing.
pub fn fail(error: &str) -> bool {
    if error.is_empty() {
        return false;
    }
    write_all(
        std::io::stderr().lock(),
        &format!("{NAME}: {}\n", tidy(error)),
    )
    .is_ok()
}

/// Writes `text` and flushes it: a full disk or a closed pipe shows at
/// the flush at the latest, where `print!` would panic or, at exit, say
/// nothing.
fn write_all(mut to: impl Write, text: &str) -> std::io::Result<()> {
    to.write_all(text.as_bytes())?;
    to.flush()
}

/// Writes a command's output on standard output. If that cannot be done,
/// says so on standard error (if it can) and gives the failure to exit
/// with.
pub fn print(text: &str) -> Result<(), ExitCode> {
    print_bytes(text.as_bytes())
}

/// [`print`] for bytes (a completion script).
pub fn print_bytes(bytes: &[u8]) -> Result<(), ExitCode> {
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(|error| {
            fail(&format!("cannot write to standard output: {error}"));
            ExitCode::FAILURE
        })
}

/// Success if `printed` is.
fn done(printed: Result<(), ExitCode>) -> ExitCode {
    printed.err().unwrap_or(ExitCode::SUCCESS)
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
            let path = escape(&path.display().to_string());
            let mut out = std::io::stdout().lock();
            match write_all(&mut out, &format!("saved as {path}\n")) {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => {
                    // The game is saved: say where, whatever else failed.
                    fail(&format!(
                        "saved as {path}, but standard output cannot be written: {error}"
                    ));
                    ExitCode::FAILURE
                }
            }
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
        Ok(out) => done(print(&escape_keeping_lines(&out))),
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
        // JSON escapes control characters itself; format characters
        // (right-to-left overrides) become \u escapes, the same JSON.
        Ok(json) => done(print(&format!("{}\n", json_escape_format(&json)))),
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
    let mut out = String::new();
    for listing in store.list() {
        out.push_str(&games_line(&listing));
        out.push('\n');
    }
    done(print(&out))
}

/// Runs `export ID`: the game's notation on stdout.
pub fn export(id: &str) -> ExitCode {
    let store = match open_store() {
        Ok(store) => store,
        Err(code) => return code,
    };
    match store.load_full(id) {
        Ok(loaded) => {
            if let Err(code) = print(&notation::export(&loaded.saved.game)) {
                return code;
            }
            // A game the window opens read-only says so here too (the
            // notation is a way to play it on as a new game).
            let notes = read_only_notes(&loaded);
            if notes.is_empty() || fail(&format!("{id}: read-only: {notes}")) {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        // A game that opens read-only is exported as it was saved.
        Err(error @ StoreError::NoLongerAllowed { .. }) => {
            if let Some(saved) = error.read_only_game()
                && let Err(code) = print(&notation::export(&saved.game))
            {
                return code;
            }
            if fail(&format!("{id}: read-only: {error}")) {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(error) => {
            fail(&format!("{id}: {error}"));
            ExitCode::FAILURE
        }
    }
}

/// Why a game that loaded opens read-only in the window, as `games`
/// words it ("" if it does not).
fn read_only_notes(loaded: &store::Loaded) -> String {
    let mut notes = Vec::new();
    if loaded.changed_outside {
        notes.push(store::Note::ChangedOutside.to_string());
    }
    if !loaded.unknown.is_empty() {
        notes.push(store::Note::Unknown(loaded.unknown.clone()).to_string());
    }
    notes.join("; ")
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
    let listings = store.list();
    let mut games = 0;
    let mut bad = 0;
    let mut reasons = String::new();
    let mut noted = String::new();
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
                    reasons.push_str(&format!("{NAME}: {file}: {said}\n"));
                } else {
                    noted.push_str(&format!("{file}: {said}\n"));
                }
            }
            Listing::Unreadable { file, reason } => {
                bad += 1;
                reasons.push_str(&format!("{NAME}: {}: {}\n", escape(file), tidy(reason)));
            }
        }
    }
    // Said even if standard output cannot be written, and the reverse.
    let said = write_all(std::io::stderr().lock(), &reasons).is_ok();
    let printed = print(&format!(
        "{noted}{games} saved game{} read{}, {bad} unreadable, in {}\n",
        if games == 1 { "" } else { "s" },
        if changed == 0 {
            String::new()
        } else {
            format!(" ({changed} changed outside the app)")
        },
        escape(&store.dir().display().to_string())
    ));
    if bad == 0 && changed == 0 && said && printed.is_ok() {
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

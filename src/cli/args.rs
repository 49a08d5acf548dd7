//! The command line's grammar, on clap's derive parser: every subcommand
//! with its `--help`, usage errors in one shape (a first line
//! `meeple-companion: …`, then the usage, exit status 2), and the same
//! definition written out as shell completions and a man page.
//!
//! Arguments are read as `OsString`: a file name is a path and is used as
//! given, whatever its bytes; anything else (a subcommand, a game's id, an
//! option's value) must be UTF-8, or it is a usage error naming the
//! argument, escaped.

use std::ffi::{OsStr, OsString};
use std::fmt::Write as _;
use std::path::PathBuf;

use chrono::NaiveDate;
use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand, ValueEnum};
use clap_complete::Shell;

use crate::app::THEME_VAR;
use crate::i18n::{self, LANG_VAR, Language};
use crate::store::{CONFIG_DIR_VAR, DATA_DIR_VAR};

/// The program's name, as users type it and as every message starts.
pub const NAME: &str = "meeple-companion";

/// What the command line asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invocation {
    /// Open the window.
    Gui,
    /// Replay a notation file or read a save file (`-` for standard input).
    Replay(PathBuf),
    /// Replay a notation file or read a save file and print what one
    /// viewer's page is built from.
    Sight {
        /// The file, `-` for standard input.
        file: PathBuf,
        /// Whose page.
        sight: SightArg,
    },
    /// Replay a notation file and save it as a new game.
    Import(PathBuf),
    /// List the saved games and the unreadable files.
    Games,
    /// Print a saved game's notation.
    Export(String),
    /// Print the link that posts an ended saved game to BG Stats.
    BgStatsLink(String),
    /// Print a BG Stats play file of one ended saved game, or of all
    /// (`None`, `--all`).
    BgStatsFile(Option<String>),
    /// Read every saved game in full; fail naming the unreadable ones.
    Check,
    /// Print the end-of-game summary of a notation or save file.
    Summary {
        /// The file, `-` for standard input.
        file: PathBuf,
        /// `md`, `csv` or `json`.
        format: SummaryFormat,
    },
    /// Print the stats across the ended games.
    Stats {
        /// `md` or `json`.
        format: StatsFormat,
        /// The first day, local and inclusive.
        from: Option<NaiveDate>,
        /// The last day, local and inclusive.
        to: Option<NaiveDate>,
        /// Only games in which all of these played.
        players: Vec<String>,
    },
    /// Print a completion script for a shell.
    Completions(Shell),
    /// Print the man page.
    Man,
    /// The help or the version: print it on standard output, exit 0.
    Show(String),
    /// Arguments that make no sense: print this on standard error, exit 2.
    Bad(String),
}

/// Whose page `replay --sight` prints: the table's, or a player's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SightArg {
    /// The table page: what every phone and the TV see.
    Table,
    /// The private page of the player of this name.
    Player(String),
}

/// `table` or `player=NAME`.
fn parse_sight(text: &str) -> Result<SightArg, String> {
    if text == "table" {
        return Ok(SightArg::Table);
    }
    match text.strip_prefix("player=") {
        Some(name) if !name.trim().is_empty() => Ok(SightArg::Player(name.to_owned())),
        _ => Err("table, or player=NAME".to_owned()),
    }
}

/// The file formats of the summary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SummaryFormat {
    /// Markdown.
    #[value(name = "md", alias = "markdown")]
    Markdown,
    /// CSV, one row per player.
    Csv,
    /// JSON, everything.
    Json,
}

/// What `export` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// The game as notation.
    Notation,
    /// The link that posts the ended game to BG Stats.
    BgstatsLink,
    /// A BG Stats play file of the ended game, or with `--all` of every
    /// ended game.
    Bgstats,
}

/// The formats of the stats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StatsFormat {
    /// Markdown.
    #[value(name = "md", alias = "markdown")]
    Markdown,
    /// JSON.
    Json,
}

/// A day as `YYYY-MM-DD`.
fn parse_day(text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| {
        format!(
            "not a day as YYYY-MM-DD, e.g. 2026-12-24: {}",
            text.escape_debug()
        )
    })
}

/// The variables of the environment the program reads, with what each does.
pub const ENVIRONMENT: &[(&str, &str)] = &[
    (
        DATA_DIR_VAR,
        "the folder for the saved games (in its games/ subfolder) \
         instead of the platform's data folder",
    ),
    (
        CONFIG_DIR_VAR,
        "the folder for the settings (settings.json) instead of the \
         platform's config folder",
    ),
    (
        LANG_VAR,
        "the app's language (en, nl, de or pl), over the one chosen on its \
         settings screen and the system's",
    ),
    (
        THEME_VAR,
        "dark or light, over the one chosen on the settings screen and the \
         desktop's setting",
    ),
];

/// The keys of a game in the window, with what each does: the one list
/// of the keys (`table::keys`), in English, the keys of a line apart by
/// commas where the sheet spaces them.
pub fn keys() -> Vec<(String, String)> {
    crate::table::keys::KEYS
        .iter()
        .map(|line| {
            (
                line.keys.replace("  ", ", "),
                i18n::tr_in(Language::English, line.words, &[]),
            )
        })
        .collect()
}

/// The keys of a new game's names (the setup screen).
pub const SETUP_KEYS: &str = "In a new game's names, Tab and Shift+Tab move between the fields, Enter\n\
goes to the next one (from the last to the first expansion's switch) and\n\
Ctrl+Enter starts the game.";

const ABOUT: &str = "Meeple Companion \u{2014} a table-side scoring assistant for Carcassonne";

/// The top-level help's template: the about line, then the forms of the
/// command line and what follows them: [`SHORT_USAGE`] for `-h`,
/// [`LONG_USAGE`] and [`after_help`] for `--help`.
const TOP_HELP: &str = "{about}{after-help}";

/// The forms of the command line for `-h`: one line each.
const SHORT_USAGE: &str = "\
Usage:
  meeple-companion                  open the app
  meeple-companion replay FILE      replay notation (or read a save), print JSON
  meeple-companion replay --sight table|player=NAME FILE
                                    the JSON that page is built from
  meeple-companion import FILE      replay notation and save it as a new game
  meeple-companion games            list the saved games
  meeple-companion export ID        print a saved game as notation
  meeple-companion export --format bgstats ID|--all  a BG Stats play file
  meeple-companion check            read every saved game in full
  meeple-companion summary [--format md|csv|json] FILE
                                    the end-of-game summary of a file
  meeple-companion stats [--format md|json] [--from DAY] [--to DAY] [--player NAME]...
                                    the stats across the ended games
  meeple-companion completions bash|zsh|fish
  meeple-companion man              the manual page
  meeple-companion help COMMAND     more about one command";

/// The forms of the command line for `--help`, written out as scripts and
/// tests have read them.
const LONG_USAGE: &str = "\
Usage:
  meeple-companion                 open the app
  meeple-companion replay FILE     play a notation file without a window and
                                   print the resulting game as JSON; FILE may
                                   also be a saved game (.json), which prints
                                   the same report for that game
  meeple-companion replay -        the same, reading the notation from stdin
  meeple-companion replay --sight table FILE
  meeple-companion replay --sight player=NAME FILE
                                   print, instead, the JSON that the table
                                   page, or that player's private page, of
                                   Phones and TV is built from (card ids
                                   included): what that viewer may see
  meeple-companion import FILE     replay a notation file and save it as a new
                                   game, to go on with it in the app
  meeple-companion games           list the saved games (id, players with
                                   their scores, turn or result, last played)
                                   and the files that cannot be read, with why
  meeple-companion export ID       print the saved game ID as notation
  meeple-companion export --format bgstats-link ID
                                   print the link that posts the ended game
                                   ID to BG Stats
  meeple-companion export --format bgstats ID
  meeple-companion export --format bgstats --all
                                   print a BG Stats play file (JSON) of the
                                   ended game ID, or of every ended game
  meeple-companion check           read every saved game in full; exit status
                                   1, naming each unreadable file and why, if
                                   any cannot be read
  meeple-companion summary [--format md|csv|json] FILE
                                   the end-of-game summary (places, points by
                                   kind, parts, the score turn by turn, times)
                                   of a notation or save file; Markdown unless
                                   asked
  meeple-companion stats [--format md|json] [--from YYYY-MM-DD]
                         [--to YYYY-MM-DD] [--player NAME]...
                                   the stats across the ended games (per
                                   player wins, averages, rival and nemesis;
                                   records; game nights), Markdown unless asked
  meeple-companion completions SHELL
                                   a completion script for bash, zsh or fish
  meeple-companion man             the manual page (roff)
  meeple-companion help COMMAND    more about one command (or COMMAND --help)
  meeple-companion -h              a short summary
  meeple-companion --help          this text
  meeple-companion --version       the version";

pub use crate::store::{DOC_DIR, installed_docs};

/// Where a document is, in words: the installed copy if there is one,
/// else where the packages put it and where a clone has it.
pub fn doc_path(name: &str) -> String {
    match installed_docs() {
        Some(docs) => docs.join(name).display().to_string(),
        None => format!(
            "/usr/share/doc/meeple-companion/{name} (PREFIX/{DOC_DIR}/{name} when installed under another PREFIX; docs/{name} in the source)"
        ),
    }
}

const DATA_HELP: &str = "\
Games are saved in the platform data folder (on Linux \
$XDG_DATA_HOME/meeple-companion/games); MEEPLE_COMPANION_DATA_DIR chooses \
another folder (the games then go in its games/ subfolder).";

/// After the usage of `replay` and `import`.
fn notation_help() -> String {
    format!(
        "A bad line stops the replay: its number and the reason go to stderr and the \
         exit status is 1. The notation is described in {}.",
        doc_path("notation.md")
    )
}

/// After the short top-level help.
fn short_after_help() -> String {
    format!(
        "The keys, the environment and the exit status: meeple-companion --help, or\n\
         man 6 meeple-companion. The notation and the rules: {}.\n",
        installed_docs().map_or_else(
            || format!("/usr/share/doc/meeple-companion (PREFIX/{DOC_DIR})"),
            |docs| docs.display().to_string()
        )
    )
}

/// What follows the usage in the top-level help: errors and exit status,
/// the environment, the keys.
pub fn after_help() -> String {
    let mut text = String::new();
    for line in wrap(
        &format!(
            "A bad line stops the replay: its number and the reason go to stderr and \
             the exit status is 1. The notation is described in {}; the rules as the \
             app applies them in {}. Errors go to stderr, after \"meeple-companion:\"; \
             the exit status is 0 for success, 1 when something could not be done, 2 \
             for arguments that make no sense.",
            doc_path("notation.md"),
            doc_path("rules.md")
        ),
        76,
    ) {
        text.push_str(&line);
        text.push('\n');
    }
    text.push_str(
        "\nGames are saved in the platform data folder and the settings in the\n\
         platform config folder. The theme follows the desktop's light or dark\n\
         setting and the language the system's, unless chosen on the app's settings\n\
         screen. This command line, its reports and the exported files stay English.\n\
         \nEnvironment:\n",
    );
    for (name, what) in ENVIRONMENT {
        let _ = writeln!(text, "  {name}");
        for line in wrap(what, 72) {
            let _ = writeln!(text, "      {line}");
        }
    }
    text.push_str("\nKeys in a game (? shows them in the app):\n");
    for (keys, what) in keys() {
        // Each line short enough that the help is not wrapped again.
        for (i, line) in wrap(&what, 52).iter().enumerate() {
            let keys = if i == 0 { keys.as_str() } else { "" };
            let _ = writeln!(text, "  {keys:<24}{line}");
        }
    }
    text.push_str(SETUP_KEYS);
    text.push('\n');
    text
}

/// Splits `text` into lines of at most `width` characters, at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("never empty");
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(word.to_owned());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines
}

#[derive(Debug, Parser)]
#[command(
    name = NAME,
    version,
    about = ABOUT,
    help_template = TOP_HELP,
    after_help = format!("{SHORT_USAGE}\n\n{}", short_after_help()),
    after_long_help = format!("{LONG_USAGE}\n\n{}", after_help()),
    max_term_width = 80,
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Sub>,
}

#[derive(Debug, Subcommand)]
enum Sub {
    /// Play a notation file without a window and print the game as JSON
    #[command(
        long_about = "Plays a notation file without a window and prints the \
                      resulting game as JSON: players with totals, figures' \
                      spaces and laps, the active player, queued extra turns, \
                      open prompts, tiles left, number of commands. FILE may \
                      also be a saved game (.json, told apart by its content), \
                      which prints the same report for that game.",
        after_help = notation_help()
    )]
    Replay {
        /// Print instead the JSON that one viewer's page of Phones and TV
        /// is built from (in English, card ids included): table, or
        /// player=NAME; a name not in the game is a usage error (exit
        /// status 2) that lists the players
        #[arg(long, value_name = "table|player=NAME", value_parser = parse_sight)]
        sight: Option<SightArg>,
        /// The notation file or saved game; - reads standard input
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Replay a notation file and save it as a new game
    #[command(
        long_about = "Replays a notation file like `replay` and saves the game \
                      as a new saved game, to go on with it in the app; prints \
                      where it was saved.",
        after_help = format!("{}\n\n{DATA_HELP}", notation_help())
    )]
    Import {
        /// The notation file; - reads standard input
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// List the saved games and the files that cannot be read
    #[command(
        long_about = "Lists the saved games, the last played first, one per \
                      line: id, players with their scores, turn or result, \
                      last played (UTC), tab-separated; then the files that \
                      cannot be read, with why.",
        after_help = DATA_HELP
    )]
    Games,
    /// Print a saved game as notation
    #[command(
        long_about = "Prints the saved game ID as notation on standard output: \
                      replaying it gives the same game, undone commands \
                      included. With --format bgstats-link, the link that \
                      posts the ended game to BG Stats; with --format \
                      bgstats, a BG Stats play file (JSON) of the ended game, \
                      or with --all of every ended game (games in progress \
                      and read-only ones are left out and counted on \
                      standard error).",
        after_help = DATA_HELP
    )]
    Export {
        /// What to print: the game as notation, the link that posts the
        /// ended game to BG Stats, or a BG Stats play file
        #[arg(long, value_enum, value_name = "FORMAT", default_value = "notation")]
        format: ExportFormat,
        /// With --format bgstats: every ended game instead of one
        #[arg(long, conflicts_with = "id")]
        all: bool,
        /// The id of a saved game (`meeple-companion games` lists them)
        #[arg(value_name = "ID", required_unless_present = "all")]
        id: Option<String>,
    },
    /// Read every saved game in full
    #[command(
        long_about = "Reads every saved game in full. Names each file that \
                      cannot be read, and why, on standard error, and then \
                      exits with status 1.",
        after_help = DATA_HELP
    )]
    Check,
    /// The end-of-game summary of a notation or save file
    #[command(long_about = "Prints the end-of-game summary of a notation or save \
                      file: places, points by kind, each total's parts, the \
                      score turn by turn and the times of play (0 for a \
                      notation script, which has none). The same summary the \
                      results screen saves.")]
    Summary {
        /// The file format of the summary
        #[arg(long, value_enum, value_name = "FORMAT", default_value = "md")]
        format: SummaryFormat,
        /// The notation file or saved game; - reads standard input
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Print the stats across the ended games
    #[command(
        long_about = "Prints the stats of the ended games in the games folder: \
                      per player games, wins (a shared first place is a win \
                      for each), win rate, average, best and worst total, \
                      rival and nemesis (among opponents met in at least 3 \
                      games) with the head-to-head record; then the records \
                      and the game nights. Games in progress, games that open \
                      read-only and files that cannot be read are left out and \
                      counted.",
        after_help = DATA_HELP
    )]
    Stats {
        /// The output format
        #[arg(long, value_enum, value_name = "FORMAT", default_value = "md")]
        format: StatsFormat,
        /// Only games begun on or after this day (local time)
        #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_day)]
        from: Option<NaiveDate>,
        /// Only games begun on or before this day (local time)
        #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_day)]
        to: Option<NaiveDate>,
        /// Only games in which this player played; may be given more than once
        #[arg(long = "player", value_name = "NAME")]
        players: Vec<String>,
    },
    /// Print a completion script for a shell
    #[command(long_about = "Prints a completion script for a shell on standard \
                            output, for example for bash: \
                            meeple-companion completions bash > \
                            ~/.local/share/bash-completion/completions/meeple-companion")]
    Completions {
        /// The shell
        #[arg(value_enum, value_name = "SHELL")]
        shell: Shell,
    },
    /// Print the manual page (roff)
    #[command(long_about = "Prints the manual page as roff on standard output; \
                            `meeple-companion man | man -l -` shows it.")]
    Man,
}

impl From<Option<Sub>> for Invocation {
    fn from(command: Option<Sub>) -> Invocation {
        match command {
            None => Invocation::Gui,
            Some(Sub::Replay { file, sight: None }) => Invocation::Replay(file),
            Some(Sub::Replay {
                file,
                sight: Some(sight),
            }) => Invocation::Sight { file, sight },
            Some(Sub::Import { file }) => Invocation::Import(file),
            Some(Sub::Games) => Invocation::Games,
            Some(Sub::Export { id, all, format }) => match (format, id) {
                (ExportFormat::Bgstats, id) if all || id.is_some() => {
                    Invocation::BgStatsFile(id.filter(|_| !all))
                }
                (ExportFormat::Notation, Some(id)) if !all => Invocation::Export(id),
                (ExportFormat::BgstatsLink, Some(id)) if !all => Invocation::BgStatsLink(id),
                // Refused by `parse_args` (--all with another format) and
                // by clap (no id and no --all).
                _ => Invocation::Bad(String::new()),
            },
            Some(Sub::Check) => Invocation::Check,
            Some(Sub::Summary { format, file }) => Invocation::Summary { file, format },
            Some(Sub::Stats {
                format,
                from,
                to,
                players,
            }) => Invocation::Stats {
                format,
                from,
                to,
                players,
            },
            Some(Sub::Completions { shell }) => Invocation::Completions(shell),
            Some(Sub::Man) => Invocation::Man,
        }
    }
}

/// The command line's definition, for completions and the man page.
pub fn command() -> clap::Command {
    Cli::command()
}

/// Reads the arguments after the program name. Never panics, whatever the
/// arguments' bytes.
pub fn parse_args<I, T>(args: I) -> Invocation
where
    I: IntoIterator<Item = T>,
    T: Into<OsString>,
{
    let mut args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // `help --help` (or `-h`): the help of `help`, as `help help` gives it;
    // clap would take `--help` for the name of a command and refuse it.
    if args.first().is_some_and(|a| a == "help")
        && args[1..].iter().any(|a| a == "--help" || a == "-h")
    {
        args = vec!["help".into(), "help".into()];
    }
    let argv = std::iter::once(OsString::from(NAME)).chain(args.iter().cloned());
    match Cli::try_parse_from(argv) {
        Ok(Cli {
            command: Some(Sub::Export {
                all: true, format, ..
            }),
        }) if format != ExportFormat::Bgstats => {
            let mut cli = Cli::command();
            let export = cli
                .find_subcommand_mut("export")
                .map_or_else(Cli::command, |c| {
                    c.clone().bin_name(format!("{NAME} export"))
                });
            let error = export.clone().error(
                ErrorKind::ArgumentConflict,
                "--all goes with --format bgstats only",
            );
            Invocation::Bad(usage_error(&error, &args))
        }
        Ok(cli) => cli.command.into(),
        Err(error) => match error.kind() {
            ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                Invocation::Show(error.to_string())
            }
            _ => Invocation::Bad(usage_error(&error, &args)),
        },
    }
}

/// A usage error in the program's shape: `meeple-companion: why`, then
/// clap's usage of the command and where to read more.
fn usage_error(error: &clap::Error, args: &[OsString]) -> String {
    let rendered = error.to_string();
    // clap quotes the argument it refuses as it is, with U+FFFD for bytes
    // that are not UTF-8: show it escaped instead if it is not plain text.
    let rendered = match refused(error, args) {
        Some((lossy, arg))
            if arg
                .to_str()
                .is_none_or(|t| t.chars().any(crate::i18n::is_hidden)) =>
        {
            let shown = escaped(&arg);
            let rendered = rendered.replace(&format!("'{lossy}'"), &shown);
            if arg.to_str().is_none() {
                // Elsewhere too, as in clap's tip "use '-- -\u{fffd}'":
                // the text U+FFFD stands for is never anything but this
                // argument, so every copy of it is shown escaped (unquoted,
                // inside clap's quotes).
                let inner = shown
                    .strip_prefix('"')
                    .and_then(|s| s.strip_suffix('"'))
                    .unwrap_or(&shown);
                rendered.replace(lossy.as_str(), inner)
            } else {
                rendered
            }
        }
        _ => rendered,
    };
    let (message, rest) = rendered.split_once("\n\n").unwrap_or((&rendered, ""));
    let message = message.strip_prefix("error: ").unwrap_or(message);
    let subcommand = args
        .iter()
        .find(|arg| !arg.as_encoded_bytes().starts_with(b"-"))
        .and_then(|arg| arg.to_str());
    let why = match (error.kind(), subcommand) {
        (ErrorKind::MissingRequiredArgument, Some(command @ ("replay" | "import" | "summary"))) => {
            format!("{command} needs a notation file, or - for standard input")
        }
        (ErrorKind::MissingRequiredArgument, Some("export")) => {
            "export needs the id of a saved game; `meeple-companion games` lists them".into()
        }
        (ErrorKind::InvalidUtf8, _) => match args.iter().find(|arg| arg.to_str().is_none()) {
            Some(arg) => format!(
                "{} is not valid UTF-8 (only a file name may be)",
                escaped(arg)
            ),
            None => message.to_owned(),
        },
        _ => message.to_owned(),
    };
    let rest = if rest.is_empty() {
        String::new()
    } else {
        format!("\n\n{rest}")
    };
    format!(
        "{NAME}: {}{}",
        escape_controls(&why),
        escape_controls(&rest)
    )
}

/// The argument clap refused, as clap shows it and as it was given.
fn refused(error: &clap::Error, args: &[OsString]) -> Option<(String, OsString)> {
    use clap::error::{ContextKind, ContextValue};
    let kind = match error.kind() {
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => ContextKind::InvalidValue,
        ErrorKind::InvalidSubcommand => ContextKind::InvalidSubcommand,
        ErrorKind::UnknownArgument => ContextKind::InvalidArg,
        _ => return None,
    };
    let Some(ContextValue::String(shown)) = error.get(kind) else {
        return None;
    };
    let given = args.iter().find_map(|arg| {
        let lossy = arg.to_string_lossy();
        if lossy == shown.as_str() {
            return Some(arg.clone());
        }
        // `--format=VALUE`: the value alone.
        let bytes = arg.as_encoded_bytes();
        let at = bytes.iter().position(|&b| b == b'=')?;
        let value = &bytes[at + 1..];
        (String::from_utf8_lossy(value) == shown.as_str()).then(|| os_string(value))
    })?;
    Some((shown.clone(), given))
}

/// Bytes of an argument as an argument again.
#[cfg(unix)]
fn os_string(bytes: &[u8]) -> OsString {
    use std::os::unix::ffi::OsStrExt;
    OsStr::from_bytes(bytes).to_owned()
}

#[cfg(not(unix))]
fn os_string(bytes: &[u8]) -> OsString {
    OsString::from(String::from_utf8_lossy(bytes).into_owned())
}

/// An argument as it can be printed: quoted, with invalid UTF-8 as `\xNN`
/// and control characters escaped.
pub fn escaped(arg: &OsStr) -> String {
    format!("{arg:?}")
}

/// `text` with every control character but the newline, and every format
/// character (a right-to-left override), escaped as `crate::i18n::escape`
/// does, so a message never steers the terminal nor turns round.
fn escape_controls(text: &str) -> String {
    text.split('\n')
        .map(crate::i18n::escape)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The completion script for `shell`. (Written to memory first: clap's
/// generator panics when its writer fails, as a closed pipe does.)
pub fn completions(shell: Shell) -> Vec<u8> {
    let script = generated(shell);
    match shell {
        Shell::Bash => bash_fix(&String::from_utf8_lossy(&script)).into_bytes(),
        Shell::Fish => {
            // clap_complete's fish script completes no positional value
            // (the shell of `completions` lists file names), and after
            // `help` it offers nothing (it takes `help` itself for the
            // command already given): two lines of our own, from the same
            // lists of shells and commands.
            let mut script = script;
            let function = format!("__fish_{}_using_subcommand", NAME.replace('-', "_"));
            let definition = command();
            let commands: Vec<&str> = definition
                .get_subcommands()
                .map(|sub| sub.get_name())
                .filter(|name| *name != "help")
                .collect();
            script.extend_from_slice(
                format!(
                    "complete -c {NAME} -n \"{function} help; and test (count (commandline -opc)) -eq 2\" -f -a \"{}\"\n",
                    commands.join(" ")
                )
                .as_bytes(),
            );
            let shells: Vec<String> = Shell::value_variants()
                .iter()
                .filter_map(|shell| Some(shell.to_possible_value()?.get_name().to_owned()))
                .collect();
            script.extend_from_slice(
                format!(
                    "complete -c {NAME} -n \"{function} completions\" -f -a \"{}\" -d 'Shell'\n",
                    shells.join(" ")
                )
                .as_bytes(),
            );
            script
        }
        _ => script,
    }
}

/// clap_complete's script for `shell`, as it writes it.
pub fn generated(shell: Shell) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command(), NAME, &mut script);
    script
}

/// The bash script's names of the subcommands' branches, mended: for a
/// program whose name has a hyphen, clap_complete 4.6 names the branches
/// `meeple__subcmd__companion__subcmd__replay)` but sets `cmd` to
/// `meeple__companion__subcmd__replay`, so nothing after the first word
/// completes (clap-rs/clap#6421). Once clap_complete writes the names
/// alike this changes nothing, and `cli::tests` fails to say that this can
/// go.
pub fn bash_fix(script: &str) -> String {
    let wrong = format!("{}__subcmd__", NAME.replace('-', "__subcmd__"));
    let right = format!("{}__subcmd__", NAME.replace('-', "__"));
    script.replace(&wrong, &right)
}

/// The man page (section 6, games), as roff: the synopsis and options from
/// clap, then each command with its arguments, the environment, the keys
/// and the exit status.
pub fn man_page() -> String {
    use roff::{Roff, bold, italic, roman};
    let command = command();
    let version = env!("CARGO_PKG_VERSION");
    let man = clap_mangen::Man::new(command.clone())
        .title("MEEPLE-COMPANION")
        .section("6")
        .date(release_date(version).unwrap_or_default())
        .source(format!("Meeple Companion {version}"))
        .manual("Games");
    let mut out = Vec::new();
    let mut name = Roff::new();
    name.control("SH", ["NAME"])
        .text([roman(format!("{NAME} - {SUMMARY}"))]);
    let sections = man
        .render_title(&mut out)
        .and_then(|()| name.to_writer(&mut out))
        .and_then(|()| man.render_synopsis_section(&mut out));
    debug_assert!(sections.is_ok(), "writing to memory");
    let mut page = Roff::new();
    page.control("SH", ["DESCRIPTION"]).text([roman(
        "Meeple Companion sits beside a physical game of Carcassonne and keeps \
         the score track, whose turn it is, extra turns, the tile counter, \
         decks and hands, what the expansions add and the final scoring, for \
         the base game and four expansions. Without a command it opens its \
         window; the commands below work without one, on notation files and \
         on the saved games.",
    )]);
    page.control("SH", ["OPTIONS"]);
    page.control("TP", [])
        .text([bold("-h"), roman(", "), bold("--help")])
        .text([roman("Print the help (of a command, after it).")]);
    page.control("TP", [])
        .text([bold("-V"), roman(", "), bold("--version")])
        .text([roman("Print the version.")]);
    page.control("SH", ["COMMANDS"]);
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        if sub.get_name() == "help" {
            continue;
        }
        let mut usage = vec![bold(format!("{NAME} {}", sub.get_name()))];
        for arg in sub.get_arguments() {
            let value = arg
                .get_value_names()
                .and_then(|names| names.first())
                .map_or_else(|| arg.get_id().to_string(), ToString::to_string);
            if let Some(long) = arg.get_long() {
                usage.push(roman(" ["));
                usage.push(bold(format!("--{long}")));
                usage.push(roman(" "));
                usage.push(italic(value));
                usage.push(roman("]"));
            } else if arg.is_positional() {
                usage.push(roman(" "));
                usage.push(italic(value));
            }
        }
        page.control("TP", []).text(usage);
        let about = sub
            .get_long_about()
            .or_else(|| sub.get_about())
            .map(ToString::to_string)
            .unwrap_or_default();
        page.text([roman(about)]);
        let args: Vec<&clap::Arg> = sub
            .get_arguments()
            .filter(|a| a.get_id() != "help" && a.get_help().is_some())
            .collect();
        if !args.is_empty() {
            page.control("RS", []);
            for arg in args {
                let name = arg
                    .get_value_names()
                    .and_then(|names| names.first())
                    .map_or_else(|| arg.get_id().to_string(), ToString::to_string);
                let mut help = arg.get_help().map(ToString::to_string).unwrap_or_default();
                let values: Vec<String> = arg
                    .get_possible_values()
                    .iter()
                    .filter(|v| !v.is_hide_set())
                    .map(|v| v.get_name().to_owned())
                    .collect();
                if !values.is_empty() {
                    help = format!("{help}: {}", values.join(", "));
                }
                page.control("TP", [])
                    .text([italic(name)])
                    .text([roman(help)]);
            }
            page.control("RE", []);
        }
    }
    page.control("SH", ["ENVIRONMENT"]);
    for (name, what) in ENVIRONMENT {
        page.control("TP", [])
            .text([bold(*name)])
            .text([roman(*what)]);
    }
    page.control("SH", ["KEYS"]);
    page.text([roman(
        "In a game, keys go only to what is on screen; ? lists them in the app.",
    )]);
    for (keys, what) in keys() {
        page.control("TP", [])
            .text([bold(&keys)])
            .text([roman(&what)]);
    }
    page.control("SH", ["EXIT STATUS"]);
    page.text([roman(
        "0 when all went well, 1 when something could not be done (a bad line \
         of notation, an unreadable file), 2 for arguments that make no sense.",
    )]);
    page.control("SH", ["FILES"]);
    page.control("TP", [])
        .text([italic("$XDG_DATA_HOME/meeple-companion/games/")])
        .text([roman("The saved games, one JSON file each.")]);
    page.control("TP", [])
        .text([italic("$XDG_CONFIG_HOME/meeple-companion/settings.json")])
        .text([roman("The settings.")]);
    page.control("TP", [])
        .text([italic("/usr/share/doc/meeple-companion/")])
        .text([roman(
            "The documentation: notation.md (the notation of replay and import), \
             rules.md (the rules as the app applies them), the README, the \
             changelog and the licences (LICENSE, which the Debian package \
             has in its copyright file, THIRD-PARTY-NOTICES.txt, OFL.txt). \
             Installed under another prefix (scripts/install.sh, the \
             release archive), they are in share/doc/meeple-companion/ of that \
             prefix: ~/.local/share/doc/meeple-companion/ by default.",
        )]);
    page.control("SH", ["SEE ALSO"]);
    page.text([
        roman("The notation: "),
        italic("/usr/share/doc/meeple-companion/notation.md"),
        roman("; the rules: "),
        italic("/usr/share/doc/meeple-companion/rules.md"),
        roman(
            ". Carcassonne is a trademark of its owner; Meeple Companion is an \
               unofficial companion app.",
        ),
    ]);
    let mut text = String::from_utf8_lossy(&out).into_owned();
    text.push_str(&page.to_roff());
    roff_ascii(&text)
}

/// What the program is, in a line: the man page's NAME and the About.
pub const SUMMARY: &str = "a table-side scoring assistant for Carcassonne";

/// The date of `version` in CHANGELOG.md (`## 0.1.0 — 2026-12-01`): the
/// man page's date, so that building again gives the same page.
pub fn release_date(version: &str) -> Option<String> {
    include_str!("../../CHANGELOG.md").lines().find_map(|line| {
        let rest = line.strip_prefix("## ")?.strip_prefix(version)?;
        let date = rest.trim_start_matches([' ', '\u{2014}', '-']).trim();
        (date.len() == 10).then(|| date.to_owned())
    })
}

/// Roff in ASCII: every other character written as groff's escape for it
/// (`\(em`, `\(lq`, or `\[u00E9]`), which man and mandoc read in any
/// locale.
fn roff_ascii(roff: &str) -> String {
    let mut out = String::with_capacity(roff.len());
    for c in roff.chars() {
        match c {
            c if c.is_ascii() => out.push(c),
            '\u{2014}' => out.push_str("\\(em"),
            '\u{2013}' => out.push_str("\\(en"),
            '\u{201c}' => out.push_str("\\(lq"),
            '\u{201d}' => out.push_str("\\(rq"),
            '\u{2018}' => out.push_str("\\(oq"),
            '\u{2019}' => out.push_str("\\(cq"),
            '\u{00d7}' => out.push_str("\\(mu"),
            c => {
                let _ = write!(out, "\\[u{:04X}]", u32::from(c));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_choose_what_to_do() {
        let none: [&str; 0] = [];
        assert_eq!(parse_args(none), Invocation::Gui);
        assert!(
            matches!(parse_args(["--help"]), Invocation::Show(help) if help.contains("replay FILE"))
        );
        assert_eq!(parse_args(["replay", "-"]), Invocation::Replay("-".into()));
        assert_eq!(
            parse_args(["replay", "--sight", "table", "-"]),
            Invocation::Sight {
                file: "-".into(),
                sight: SightArg::Table
            }
        );
        assert_eq!(
            parse_args(["replay", "--sight", "player=Anna Maria", "game.txt"]),
            Invocation::Sight {
                file: "game.txt".into(),
                sight: SightArg::Player("Anna Maria".into())
            }
        );
        for bad in ["tv", "player=", "player", "Anna"] {
            assert!(
                matches!(
                    parse_args(["replay", "--sight", bad, "-"]),
                    Invocation::Bad(_)
                ),
                "{bad}"
            );
        }
        assert_eq!(
            parse_args(["summary", "game.txt", "--format", "csv"]),
            Invocation::Summary {
                file: "game.txt".into(),
                format: SummaryFormat::Csv
            }
        );
        assert_eq!(
            parse_args(["summary", "--format=markdown", "game.txt"]),
            Invocation::Summary {
                file: "game.txt".into(),
                format: SummaryFormat::Markdown
            }
        );
        assert!(matches!(parse_args(["replay"]), Invocation::Bad(_)));
        assert!(matches!(parse_args(["fly"]), Invocation::Bad(_)));
    }

    #[test]
    fn the_help_names_every_command_and_variable() {
        let Invocation::Show(help) = parse_args(["--help"]) else {
            panic!("no help");
        };
        for sub in command().get_subcommands() {
            assert!(
                help.contains(&format!("{NAME} {}", sub.get_name())),
                "the help lacks {}:\n{help}",
                sub.get_name()
            );
        }
        for (name, _) in ENVIRONMENT {
            assert!(help.contains(name), "{name}");
        }
        for (keys, _) in keys() {
            assert!(help.contains(&keys), "{keys}");
        }
    }

    #[test]
    fn the_bash_workaround_is_still_needed() {
        // When this fails, clap_complete names the branches as it sets
        // `cmd` (clap-rs/clap#6421 fixed): remove `bash_fix`.
        let raw = String::from_utf8(generated(Shell::Bash)).unwrap();
        assert!(
            raw.contains("meeple__subcmd__companion__subcmd__replay)")
                && raw.contains("cmd=\"meeple__companion__subcmd__replay\""),
            "clap_complete's bash script is consistent now: remove cli::bash_fix"
        );
        let fixed = String::from_utf8(completions(Shell::Bash)).unwrap();
        assert!(fixed.contains("meeple__companion__subcmd__replay)"));
        assert!(!fixed.contains("meeple__subcmd__companion"));
    }

    #[test]
    fn the_definition_is_consistent() {
        command().debug_assert();
    }

    #[cfg(unix)]
    #[test]
    fn an_unknown_option_that_is_not_utf8_is_shown_escaped_in_clap_s_tip_too() {
        use std::os::unix::ffi::OsStringExt;
        let Invocation::Bad(message) = parse_args([
            OsString::from("replay"),
            OsString::from_vec(b"-\x80".to_vec()),
        ]) else {
            panic!("a usage error");
        };
        assert!(!message.contains('\u{fffd}'), "{message}");
        assert!(message.contains("'-- -\\x80'"), "{message}");
    }

    #[test]
    fn wrap_keeps_lines_short_and_words_whole() {
        assert_eq!(wrap("aa bb cc", 5), vec!["aa bb", "cc"]);
        assert_eq!(wrap("", 5), vec![""]);
        assert_eq!(wrap("toolongword x", 4), vec!["toolongword", "x"]);
    }

    /// Property tests of argument handling: whatever the bytes, the parser
    /// answers (no panic), a usage error has the program's shape, and a
    /// path comes back byte for byte.
    #[cfg(unix)]
    mod properties {
        use super::super::*;
        use proptest::prelude::*;
        use std::os::unix::ffi::OsStringExt;

        /// An argument: a word the parser knows, or any bytes at all.
        fn argument() -> impl Strategy<Value = OsString> {
            prop_oneof![
                prop::sample::select(vec![
                    "replay",
                    "import",
                    "games",
                    "export",
                    "check",
                    "summary",
                    "completions",
                    "man",
                    "help",
                    "--format",
                    "--format=csv",
                    "md",
                    "csv",
                    "json",
                    "bash",
                    "-",
                    "--",
                    "-h",
                    "--help",
                    "-V",
                    "--version",
                    "--bogus",
                    "",
                ])
                .prop_map(OsString::from),
                prop::collection::vec(any::<u8>(), 0..12).prop_map(OsString::from_vec),
                ".{0,12}".prop_map(OsString::from),
            ]
        }

        /// A file name: any bytes but NUL, not taken for an option.
        fn path() -> impl Strategy<Value = OsString> {
            prop::collection::vec(any::<u8>().prop_filter("NUL", |b| *b != 0), 1..24)
                .prop_filter("an option", |bytes| bytes[0] != b'-')
                .prop_map(OsString::from_vec)
        }

        fn check_shape(invocation: &Invocation, args: &[OsString]) -> Result<(), TestCaseError> {
            let typed_fffd = args
                .iter()
                .any(|arg| arg.to_string_lossy().contains('\u{fffd}') && arg.to_str().is_some());
            match invocation {
                Invocation::Bad(message) => {
                    prop_assert!(message.starts_with("meeple-companion: "), "{message}");
                    prop_assert!(
                        !message.chars().any(|c| c.is_control() && c != '\n'),
                        "a control character: {message:?}"
                    );
                    // A byte that is not UTF-8 is shown as \xNN, never as U+FFFD.
                    prop_assert!(
                        typed_fffd || !message.contains('\u{fffd}'),
                        "lossy: {message}"
                    );
                }
                Invocation::Show(text) => prop_assert!(!text.is_empty()),
                _ => {}
            }
            Ok(())
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(512))]

            #[test]
            fn any_arguments_get_an_answer_in_the_programs_shape(
                args in prop::collection::vec(argument(), 0..5)
            ) {
                let invocation = parse_args(args.clone());
                check_shape(&invocation, &args)?;
                // Only no arguments (or the end of options alone) open the window.
                let none = args.is_empty() || args == [OsString::from("--")];
                prop_assert_eq!(invocation == Invocation::Gui, none);
            }

            #[test]
            fn a_path_comes_back_byte_for_byte(file in path(), format_first in any::<bool>()) {
                prop_assert_eq!(
                    parse_args([OsString::from("replay"), file.clone()]),
                    Invocation::Replay(file.clone().into())
                );
                prop_assert_eq!(
                    parse_args([OsString::from("import"), file.clone()]),
                    Invocation::Import(file.clone().into())
                );
                let mut args = vec![OsString::from("summary"), file.clone()];
                let format = [OsString::from("--format"), OsString::from("json")];
                if format_first {
                    args.splice(1..1, format);
                } else {
                    args.extend(format);
                }
                prop_assert_eq!(
                    parse_args(args),
                    Invocation::Summary { file: file.into(), format: SummaryFormat::Json }
                );
            }

            #[test]
            fn an_id_must_be_utf8_and_a_bad_one_is_shown_escaped(id in path()) {
                let args = [OsString::from("export"), id.clone()];
                let invocation = parse_args(args.clone());
                check_shape(&invocation, &args)?;
                match id.to_str() {
                    Some(text) => prop_assert_eq!(invocation, Invocation::Export(text.to_owned())),
                    None => {
                        let Invocation::Bad(message) = invocation else {
                            return Err(TestCaseError::fail("accepted"));
                        };
                        let first = format!(
                            "meeple-companion: {} is not valid UTF-8 (only a file name may be)",
                            escaped(&id)
                        );
                        prop_assert_eq!(message.lines().next(), Some(first.as_str()));
                    }
                }
            }

            #[test]
            fn a_second_file_is_refused_not_taken(
                command in prop::sample::select(vec!["replay", "import", "summary", "export"]),
                first in path(),
                second in path(),
            ) {
                let args = [OsString::from(command), first, second];
                let invocation = parse_args(args.clone());
                check_shape(&invocation, &args)?;
                let refused = matches!(&invocation, Invocation::Bad(message)
                    if message.starts_with("meeple-companion: unexpected argument")
                        || message.contains("is not valid UTF-8"));
                prop_assert!(refused, "{:?}", invocation);
            }
        }
    }
}

//! What every notation line shares, the base game's and the expansions':
//! how a name is written, and what can be wrong with a line. Expansions'
//! notation modules use it without depending on the script runner.

use thiserror::Error;

use crate::engine::error::GameError;
use crate::engine::setup::SetupError;
use crate::engine::track::{Figure, Kind};

/// Whether a bare word reads as a number or a kind, so that as a name it
/// must be quoted (`"42"`, `"city"`).
pub fn needs_quotes_as_name(word: &str) -> bool {
    word.chars()
        .all(|c| c.is_ascii_digit() || c == '-' || c == '+')
        || Kind::parse(word).is_some()
}

/// A figure as every line writes it (RULES MSG1): `meeple` or `messenger`
/// in any case, or `1` and `2`.
pub fn figure(word: &str) -> Option<Figure> {
    Figure::parse(word).or(match word {
        "1" => Some(Figure::Meeple),
        "2" => Some(Figure::Messenger),
        _ => None,
    })
}

/// A name as notation writes it: bare when it reads back as itself,
/// otherwise in double quotes with `"` and `\` escaped.
pub fn quote_name(name: &str) -> String {
    let plain = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '\''))
        && !needs_quotes_as_name(name);
    if plain {
        return name.to_owned();
    }
    let mut quoted = String::with_capacity(name.len() + 2);
    quoted.push('"');
    for c in name.chars() {
        if matches!(c, '"' | '\\') {
            quoted.push('\\');
        }
        quoted.push(c);
    }
    quoted.push('"');
    quoted
}

/// What was wrong with one line.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineError {
    /// The line could not be read.
    #[error("{0}")]
    Syntax(String),
    /// A setup line after the game began.
    #[error("the game has begun; setup lines must come first")]
    SetupOver,
    /// A game line before any player was named.
    #[error("the game has no players yet; start with `player NAME COLOUR` lines")]
    NoSetup,
    /// The setup was refused.
    #[error("{0}")]
    Setup(#[from] SetupError),
    /// The command was refused.
    #[error("{0}")]
    Game(#[from] GameError),
    /// A name that is not at the table.
    #[error("nobody called \"{0}\" is playing")]
    UnknownName(String),
    /// Found when the game began, about an earlier line: a `shuffle` for a
    /// deck the game does not use.
    #[error("{reason}")]
    At {
        /// The earlier line's number, from 1.
        line: usize,
        /// What is wrong with it.
        reason: Box<LineError>,
    },
}

impl LineError {
    /// The line it is about, if not the line being read, and the reason.
    pub fn unwrap_at(self, line: usize) -> (usize, LineError) {
        match self {
            LineError::At { line, reason } => (line, *reason),
            other => (line, other),
        }
    }
}

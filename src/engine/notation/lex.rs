//! What every notation line shares, the base game's and the expansions':
//! how a name is written, and what can be wrong with a line. Expansions'
//! notation modules use it without depending on the script runner.

use thiserror::Error;

use crate::engine::error::GameError;
use crate::engine::setup::SetupError;
use crate::engine::track::Kind;

/// A name as notation writes it: bare when it reads back as itself,
/// otherwise in double quotes with `"` and `\` escaped.
pub fn quote_name(name: &str) -> String {
    let plain = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '\''))
        && !name
            .chars()
            .all(|c| c.is_ascii_digit() || c == '-' || c == '+')
        && Kind::parse(name).is_none();
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
}

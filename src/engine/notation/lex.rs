//! What every notation line shares, the base game's and the expansions':
//! how a name is written, and what can be wrong with a line. Expansions'
//! notation modules use it without depending on the script runner.

use thiserror::Error;

use crate::engine::command::GameError;
use crate::engine::player::PlayerId;
use crate::engine::setup::{Setup, SetupError, name_hazards, validate_name, validate_saved_name};
use crate::engine::track::{Figure, Kind};

/// A whitespace-separated word of a line; a quoted head (`"Anna Maria"`)
/// is kept apart from what follows its closing quote (`/messenger=3`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The word, or the quoted text without its quotes.
    pub head: String,
    /// What followed a closing quote, up to the next space.
    pub tail: String,
    /// Whether the word began with a quote (a quoted word is a name).
    pub quoted: bool,
    /// Whether its quotes held a `\u{…}` escape: a name written by the
    /// export as it was saved (a restore), which an older version allowed.
    pub escaped: bool,
}

impl Word {
    /// The word as written, a quoted name's tail included (`Anna
    /// Maria/messenger`), for lines that split it themselves.
    pub fn text(&self) -> String {
        self.head.clone() + &self.tail
    }
}

/// Splits a line into words, up to a `#` comment.
pub fn words(line: &str) -> Result<Vec<Word>, String> {
    let mut words = Vec::new();
    let mut chars = line.chars().peekable();
    loop {
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        let Some(&first) = chars.peek() else { break };
        if first == '#' {
            break;
        }
        let mut word = Word {
            head: String::new(),
            tail: String::new(),
            quoted: first == '"',
            escaped: false,
        };
        if word.quoted {
            chars.next();
            loop {
                match chars.next() {
                    None => return Err("a quoted name is missing its closing \"".into()),
                    Some('"') => break,
                    Some('\\') => match chars.next() {
                        Some('u') if chars.peek() == Some(&'{') => {
                            word.head.push(unicode_escape(&mut chars)?);
                            word.escaped = true;
                        }
                        Some(c) => word.head.push(c),
                        None => return Err("a quoted name ends in a lone \\".into()),
                    },
                    Some(c) => word.head.push(c),
                }
            }
            while let Some(c) = chars.next_if(|c| !c.is_whitespace()) {
                word.tail.push(c);
            }
        } else {
            while let Some(c) = chars.next_if(|c| !c.is_whitespace() && *c != '#') {
                word.head.push(c);
            }
        }
        words.push(word);
    }
    Ok(words)
}

/// The character of a `\u{…}` escape, after its `\u`: one to six hex
/// digits in braces, a Unicode scalar value.
fn unicode_escape(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) -> Result<char, String> {
    chars.next();
    let mut hex = String::new();
    loop {
        match chars.next() {
            Some('}') => break,
            Some(c) if c.is_ascii_hexdigit() && hex.len() < 6 => hex.push(c),
            _ => {
                return Err(
                    "a \\u escape in a name is written \\u{…} with 1 to 6 hex digits".into(),
                );
            }
        }
    }
    u32::from_str_radix(&hex, 16)
        .ok()
        .and_then(char::from_u32)
        .ok_or_else(|| format!("\\u{{{hex}}} is not a character"))
}

/// The players a command line names, looked up at the table. A line is
/// read when it is read, to check its words, without a table (every name
/// then stands for the first seat); and again when the game has its
/// table, where the first name nobody has is the line's error.
#[derive(Debug)]
pub struct Names<'a> {
    table: Option<&'a Setup>,
    unknown: Option<String>,
}

impl<'a> Names<'a> {
    /// Names not looked up yet: the line is only read.
    pub fn unread() -> Names<'static> {
        Names {
            table: None,
            unknown: None,
        }
    }

    /// Names looked up at this table.
    pub fn at(table: &'a Setup) -> Names<'a> {
        Names {
            table: Some(table),
            unknown: None,
        }
    }

    /// The seat of the player called `name` (any case, spaces around
    /// ignored); a name nobody has is remembered as the line's error.
    pub fn seat(&mut self, name: &str) -> PlayerId {
        let Some(table) = self.table else {
            return PlayerId(0);
        };
        table.seat_of(name).unwrap_or_else(|| {
            self.unknown.get_or_insert_with(|| name.to_owned());
            PlayerId(0)
        })
    }

    /// The first name nobody at the table has, if any.
    pub fn unknown(self) -> Option<String> {
        self.unknown
    }
}

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
/// otherwise in double quotes with `"` and `\` escaped. A name a new
/// player may not have (a save of an older version may hold one: a
/// right-to-left override, a zero-width space, many accents on one
/// letter, more than 128 bytes) is written with `\u{…}` escapes for the
/// characters a new name may not have ([`name_hazards`]), or for its first
/// character beyond ASCII if none: the escape marks it as a restore, so a
/// `player` line takes it back as saved, and no control or format
/// character reaches a terminal or a clipboard raw.
pub fn quote_name(name: &str) -> String {
    let restore = validate_name(name).is_err() && validate_saved_name(name).is_ok();
    let plain = !restore
        && !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '\''))
        && !needs_quotes_as_name(name);
    if plain {
        return name.to_owned();
    }
    let mut hazards = name_hazards(name);
    if restore && hazards.is_empty() {
        // Over a limit without a hidden character: mark it all the same.
        hazards.extend(name.chars().position(|c| !c.is_ascii()).or(Some(0)));
    }
    let mut quoted = String::with_capacity(name.len() + 2);
    quoted.push('"');
    let mut next = hazards.iter().peekable();
    for (i, c) in name.chars().enumerate() {
        if next.next_if(|&&h| h == i).is_some() {
            quoted.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
            continue;
        }
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

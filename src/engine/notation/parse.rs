//! Reading one line of notation.

use crate::engine::EXPANSIONS;
use crate::engine::command::{Command, FeatureScoring, Scoring};
use crate::engine::deck::DeckId;
use crate::engine::player::{Colour, PlayerId};
use crate::engine::setup::Setup;
use crate::engine::track::{Figure, Kind};

use super::LineError;
use super::lex::{Names, Word, needs_quotes_as_name, words};
use super::options::Options;

/// One line, read but not yet checked against the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A setup line.
    Setup(SetupLine),
    /// `tiles N` / `tiles off`: the counter at setup, the tiles left in play.
    Tiles(Option<u32>),
    /// `shuffle DECK N…`: a deck's order, top first, before the game begins.
    Shuffle(DeckId, Vec<u16>),
    /// `begin`: setup is complete.
    Begin,
    /// `undo`.
    Undo,
    /// `redo`.
    Redo,
    /// A game command, with player names still to look up.
    Command(Pending),
}

/// A setup line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupLine {
    /// `player NAME COLOUR`.
    Player {
        /// The name.
        name: String,
        /// The colour.
        colour: Colour,
        /// Whether the name was written with a `\u{…}` escape: a name as a
        /// save held it, checked by the rules of saved names.
        restore: bool,
    },
    /// `start NAME`.
    Start(String),
    /// An expansion's switch and options, e.g. `saint-nicholas every-lap`.
    Expansion(Options),
}

/// One holder of a `score` line: `NAME[/FIGURE][=POINTS]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holder {
    name: String,
    figure: Figure,
    points: Option<u32>,
}

/// A game command whose player names are not yet looked up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pending {
    /// `score [KIND] [POINTS] HOLDER…`.
    Score {
        /// The kind.
        kind: Kind,
        /// Points for holders without their own.
        points: Option<u32>,
        /// The holders.
        holders: Vec<Holder>,
    },
    /// `correct NAME[/FIGURE] ±N`.
    Correct {
        /// Whose figure.
        name: String,
        /// Which figure.
        figure: Figure,
        /// The change.
        delta: i64,
    },
    /// `extra-turn NAME`.
    ExtraTurn(String),
    /// `tiles N` during play.
    SetTiles(u32),
    /// A command that names nobody.
    Plain(Command),
    /// An expansion's command line, read once to check it; it is read
    /// again at the table, where its names are looked up.
    Expansion {
        /// The verb.
        verb: String,
        /// The words after it.
        args: Vec<Word>,
    },
}

impl Pending {
    /// Looks up the names at this table.
    pub fn resolve(self, setup: &Setup) -> Result<Command, LineError> {
        let seat = |name: String| -> Result<PlayerId, LineError> {
            setup.seat_of(&name).ok_or(LineError::UnknownName(name))
        };
        Ok(match self {
            Pending::Score {
                kind,
                points,
                holders,
            } => {
                let mut scorings = Vec::with_capacity(holders.len());
                for holder in holders {
                    let Some(own) = holder.points.or(points) else {
                        return Err(LineError::Syntax(format!(
                            "no points for {}: give `score [KIND] POINTS NAME…` or NAME=POINTS",
                            holder.name
                        )));
                    };
                    scorings.push(Scoring {
                        player: seat(holder.name)?,
                        points: own,
                        figure: holder.figure,
                    });
                }
                Command::Score(FeatureScoring { kind, scorings })
            }
            Pending::Correct {
                name,
                figure,
                delta,
            } => Command::Correct {
                player: seat(name)?,
                figure,
                delta,
            },
            Pending::ExtraTurn(name) => Command::ExtraTurn {
                player: seat(name)?,
            },
            Pending::SetTiles(left) => Command::SetTiles { left },
            Pending::Plain(command) => command,
            Pending::Expansion { verb, args } => {
                let mut names = Names::at(setup);
                let command = expansion_command(&verb, &args, &mut names)
                    .unwrap_or_else(|| Err(format!("unknown command \"{verb}\"")))
                    .map_err(LineError::Syntax)?;
                if let Some(name) = names.unknown() {
                    return Err(LineError::UnknownName(name));
                }
                command
            }
        })
    }
}

fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("expected {what}, found \"{text}\""))
}

/// Points, with at most one leading `+` (a number Rust reads: `+8`, not
/// `++8` or `+-3`).
fn points(text: &str) -> Result<u32, String> {
    if text.starts_with('-') {
        return Err(format!(
            "points cannot be negative (\"{text}\"); use `correct NAME {text}` to take points away"
        ));
    }
    number(text, "points (a whole number)")
}

/// Splits `NAME[/FIGURE][=POINTS]`.
fn holder(word: &Word) -> Result<Holder, String> {
    let (name, rest) = if word.quoted {
        (word.head.clone(), word.tail.as_str())
    } else {
        let split = word.head.find(['/', '=']).unwrap_or(word.head.len());
        (word.head[..split].to_owned(), &word.head[split..])
    };
    if name.is_empty() {
        return Err(format!("expected a player name, found \"{}\"", word.head));
    }
    let (figure_part, points_part) = match rest.split_once('=') {
        Some((figure, points)) => (figure, Some(points)),
        None => (rest, None),
    };
    let figure = match figure_part.strip_prefix('/') {
        None if figure_part.is_empty() => Figure::Meeple,
        None => return Err(format!("cannot read \"{rest}\" after {name}")),
        Some(word) => super::lex::figure(word).ok_or(format!(
            "unknown figure \"{word}\"; use meeple or messenger (or 1 and 2)"
        ))?,
    };
    let points = points_part.map(points).transpose()?;
    Ok(Holder {
        name,
        figure,
        points,
    })
}

fn one_name(words: &[Word], usage: &str) -> Result<String, String> {
    match words {
        [word] if word.tail.is_empty() => Ok(word.head.clone()),
        _ => Err(format!("usage: {usage}")),
    }
}

fn score(args: &[Word]) -> Result<Pending, String> {
    let mut kind = Kind::Other;
    let mut default_points = None;
    let mut rest = args;
    // KIND and POINTS may come in either order, each at most once.
    for _ in 0..2 {
        let Some((first, tail)) = rest.split_first() else {
            break;
        };
        if first.quoted {
            break;
        }
        if let Some(k) = Kind::parse(&first.head).filter(|_| kind == Kind::Other) {
            kind = k;
            rest = tail;
        } else if default_points.is_none()
            && first
                .head
                .chars()
                .all(|c| c.is_ascii_digit() || c == '-' || c == '+')
        {
            // At most one sign: `+8` is 8, `++8` is no number.
            default_points = Some(points(&first.head)?);
            rest = tail;
        }
    }
    if rest.is_empty() {
        return Err("usage: score [KIND] POINTS NAME [NAME…]".into());
    }
    let holders = rest.iter().map(holder).collect::<Result<Vec<_>, _>>()?;
    Ok(Pending::Score {
        kind,
        points: default_points,
        holders,
    })
}

/// Reads an expansion's command line, by the expansion whose verb it is;
/// `None` if no expansion has that verb.
fn expansion_command(
    verb: &str,
    args: &[Word],
    names: &mut Names,
) -> Option<Result<Command, String>> {
    EXPANSIONS
        .iter()
        .find_map(|e| e.parse_command(verb, args, names))
}

/// Reads one line: `Ok(None)` for a blank line or a comment.
pub fn parse_line(text: &str) -> Result<Option<Line>, String> {
    let words = words(text)?;
    let Some((verb, args)) = words.split_first() else {
        return Ok(None);
    };
    if verb.quoted {
        return Err(format!(
            "a line starts with a command, not \"{}\"",
            verb.head
        ));
    }
    let plain = |command: Command, usage: &str| -> Result<Line, String> {
        if args.is_empty() {
            Ok(Line::Command(Pending::Plain(command)))
        } else {
            Err(format!("usage: {usage}"))
        }
    };
    let line = match verb.head.to_ascii_lowercase().as_str() {
        "player" => match args {
            // A bare name that reads as a number or a kind must be quoted,
            // as export writes it.
            [name, _] if !name.quoted && needs_quotes_as_name(&name.head) => {
                return Err(format!(
                    "a name that looks like a number or a kind needs quotes: player \"{}\" COLOUR",
                    name.head
                ));
            }
            [name, colour] if name.tail.is_empty() => Line::Setup(SetupLine::Player {
                name: name.head.clone(),
                restore: name.escaped,
                colour: Colour::parse(&colour.head).ok_or(format!(
                    "unknown colour \"{}\"; use red, green, blue, yellow, black, grey, pink or purple",
                    colour.head
                ))?,
            }),
            _ => return Err("usage: player NAME COLOUR".into()),
        },
        "start" => Line::Setup(SetupLine::Start(one_name(args, "start NAME")?)),
        "tiles" => match args {
            [word] if word.head == "off" => Line::Tiles(None),
            [word] => Line::Tiles(Some(number(&word.head, "a number of tiles or `off`")?)),
            _ => return Err("usage: tiles N | tiles off".into()),
        },
        "begin" if args.is_empty() => Line::Begin,
        "undo" if args.is_empty() => Line::Undo,
        "redo" if args.is_empty() => Line::Redo,
        "score" => Line::Command(score(args)?),
        "correct" => match args {
            [who, delta] => {
                let holder = holder(who)?;
                if holder.points.is_some() {
                    return Err("usage: correct NAME[/FIGURE] ±POINTS".into());
                }
                Line::Command(Pending::Correct {
                    name: holder.name,
                    figure: holder.figure,
                    // One sign at most: `+3`, `-3`, `3`; not `+-3` or `++3`.
                    delta: number(&delta.head, "a signed number of points")?,
                })
            }
            _ => return Err("usage: correct NAME[/FIGURE] ±POINTS".into()),
        },
        "close-round" => plain(Command::CloseRound, "close-round")?,
        "end-turn" => plain(Command::EndTurn, "end-turn")?,
        "another-tile" => plain(Command::AnotherTile, "another-tile")?,
        "extra-turn" => Line::Command(Pending::ExtraTurn(one_name(args, "extra-turn NAME")?)),
        "cancel-extra-turn" => match args {
            [n] => {
                let position: usize = number(&n.head, "a queue position (1 for the next)")?;
                let index = position
                    .checked_sub(1)
                    .ok_or("queue positions start at 1")?;
                Line::Command(Pending::Plain(Command::CancelExtraTurn { index }))
            }
            _ => return Err("usage: cancel-extra-turn N".into()),
        },
        "final-scoring" => plain(Command::FinalScoring, "final-scoring")?,
        "end-game" => plain(Command::EndGame, "end-game")?,
        "begin" | "undo" | "redo" => return Err(format!("`{}` takes nothing after it", verb.head)),
        "shuffle" => match args
            .split_first()
            .and_then(|(deck, cards)| DeckId::parse(&deck.head).map(|d| (d.id, cards)))
        {
            Some((deck, cards)) => Line::Shuffle(
                deck,
                cards
                    .iter()
                    .map(|c| number(&c.head, "a card number"))
                    .collect::<Result<_, _>>()?,
            ),
            None => {
                let decks: Vec<&str> = DeckId::all().map(DeckId::as_str).collect();
                return Err(format!(
                    "usage: shuffle DECK N… (decks: {})",
                    decks.join(", ")
                ));
            }
        },
        other => {
            let heads: Vec<&str> = args.iter().map(|w| w.head.as_str()).collect();
            if let Some(options) = Options::parse(other, &heads) {
                Line::Setup(SetupLine::Expansion(options?))
            } else if let Some(command) = expansion_command(other, args, &mut Names::unread()) {
                command?;
                Line::Command(Pending::Expansion {
                    verb: other.to_owned(),
                    args: args.to_vec(),
                })
            } else {
                return Err(format!("unknown command \"{other}\"; see docs/notation.md"));
            }
        }
    };
    Ok(Some(line))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pending(text: &str) -> Pending {
        match parse_line(text) {
            Ok(Some(Line::Command(p))) => p,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn score_reads_kind_points_and_holders_in_either_order() {
        let expected = Pending::Score {
            kind: Kind::City,
            points: Some(8),
            holders: vec![Holder {
                name: "Anna".into(),
                figure: Figure::Meeple,
                points: None,
            }],
        };
        assert_eq!(pending("score city 8 Anna"), expected);
        assert_eq!(pending("score 8 city Anna  # a comment"), expected);
    }

    #[test]
    fn holders_take_quotes_figures_and_own_points() {
        let Pending::Score { holders, .. } =
            pending(r#"score road 5 "Anna \"A\" Maria"/messenger=7 Bert/2"#)
        else {
            panic!()
        };
        assert_eq!(holders[0].name, "Anna \"A\" Maria");
        assert_eq!(holders[0].figure, Figure::Messenger);
        assert_eq!(holders[0].points, Some(7));
        assert_eq!(holders[1].figure, Figure::Messenger);
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        assert!(
            parse_line("score city -3 Anna")
                .unwrap_err()
                .contains("negative")
        );
        assert!(parse_line("score city 8").unwrap_err().contains("usage"));
        assert!(
            parse_line("fly away")
                .unwrap_err()
                .contains("unknown command")
        );
        assert!(
            parse_line("player Anna mauve")
                .unwrap_err()
                .contains("colour")
        );
        assert!(parse_line("player \"Anna").unwrap_err().contains("closing"));
        assert!(parse_line("end-turn now").unwrap_err().contains("usage"));
        assert!(
            parse_line("saint-nicholas order=random")
                .unwrap_err()
                .contains("order")
        );
    }

    #[test]
    fn blank_lines_and_comments_are_nothing() {
        assert_eq!(parse_line("   "), Ok(None));
        assert_eq!(parse_line("# score city 8 Anna"), Ok(None));
    }
}

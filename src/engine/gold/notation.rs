//! Gold Mines in the notation: the setup line `gold-mines` (or
//! `gold-mines off`) and three command lines:
//!
//! ```text
//! gold-tile                         # GM1: 2 pieces to the board
//! gold city 3 Anna Bert             # GM3: one pool, 3 pieces, two claimants
//! gold road 2 Anna Bert + 1 Cleo    # GM3: two pools, entered in this order
//! give-gold Anna 2                  # 2 pieces from the board to Anna
//! ```

use std::fmt::Write;

use super::{Command, GoldMines, Pool};
use crate::engine::command::Command as GameCommand;
use crate::engine::notation::lex::{LineError, quote_name};
use crate::engine::setup::Setup;
use crate::engine::track::Kind;

/// The verb of the setup line.
pub const VERB: &str = "gold-mines";
/// The verb of a gold tile.
pub const TILE: &str = "gold-tile";
/// The verb of an award.
pub const AWARD: &str = "gold";
/// The verb of a manual give.
pub const GIVE: &str = "give-gold";
/// The word between two pools of an award.
pub const POOL_SEPARATOR: &str = "+";

const AWARD_USAGE: &str = "usage: gold KIND PIECES NAME… [+ PIECES NAME…]…";
const GIVE_USAGE: &str = "usage: give-gold NAME PIECES";

/// Reads the options after the verb; `None` for `off`.
pub fn parse(options: &[&str]) -> Result<Option<GoldMines>, String> {
    match options {
        [] | ["on"] => Ok(Some(GoldMines::default())),
        ["off"] => Ok(None),
        _ => Err(format!(
            "unknown Gold Mines option \"{}\"; use `gold-mines` or `gold-mines off`",
            options.join(" ")
        )),
    }
}

/// The setup line for these options.
pub fn line(_options: &GoldMines) -> String {
    VERB.to_owned()
}

/// One word of a command line: its text, and whether it was quoted (a
/// quoted word is always a name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The text, without quotes.
    pub text: String,
    /// Whether it was written in quotes.
    pub quoted: bool,
}

/// A gold command line whose names are not yet looked up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pending {
    /// `gold-tile`.
    Tile,
    /// `gold KIND PIECES NAME… [+ PIECES NAME…]…`.
    Award {
        /// The kind of the completed feature.
        kind: Kind,
        /// Each pool's pieces and claimants' names.
        pools: Vec<(u32, Vec<String>)>,
    },
    /// `give-gold NAME PIECES`.
    Give {
        /// Who.
        name: String,
        /// How many pieces.
        pieces: u32,
    },
}

fn pieces(word: &Word) -> Result<u32, String> {
    if word.quoted {
        return Err(format!(
            "expected a number of pieces, found \"{}\"",
            word.text
        ));
    }
    word.text
        .parse()
        .map_err(|_| format!("expected a number of pieces, found \"{}\"", word.text))
}

/// A claimant's name; an unquoted `NAME/FIGURE` is refused: gold goes to
/// a player, whatever figure scored (RULES GM2).
fn claimant(word: &Word) -> Result<String, String> {
    if !word.quoted
        && let Some((name, figure)) = word.text.rsplit_once('/')
        && !name.is_empty()
        && crate::engine::notation::lex::figure(figure).is_some()
    {
        return Err(format!(
            "gold takes no figure: write {name}, not {}",
            word.text
        ));
    }
    Ok(word.text.clone())
}

/// Reads a gold command line; `None` if the verb is not one of Gold
/// Mines'.
pub fn parse_command(verb: &str, args: &[Word]) -> Option<Result<Pending, String>> {
    Some(match verb {
        TILE if args.is_empty() => Ok(Pending::Tile),
        TILE => Err("usage: gold-tile".into()),
        AWARD => award(args),
        GIVE => match args {
            [name, count] if !name.text.is_empty() => claimant(name)
                .and_then(|name| pieces(count).map(|pieces| Pending::Give { name, pieces })),
            _ => Err(GIVE_USAGE.into()),
        },
        _ => return None,
    })
}

fn award(args: &[Word]) -> Result<Pending, String> {
    let Some((kind, rest)) = args.split_first() else {
        return Err(AWARD_USAGE.into());
    };
    let kind = Kind::parse(&kind.text)
        .filter(|_| !kind.quoted)
        .ok_or_else(|| {
            format!(
                "expected a kind (road, city, cloister), found \"{}\"",
                kind.text
            )
        })?;
    let mut pools = Vec::new();
    for group in rest.split(|w| !w.quoted && w.text == POOL_SEPARATOR) {
        let Some((count, names)) = group.split_first() else {
            return Err(AWARD_USAGE.into());
        };
        if names.is_empty() {
            return Err(AWARD_USAGE.into());
        }
        pools.push((
            pieces(count)?,
            names.iter().map(claimant).collect::<Result<_, _>>()?,
        ));
    }
    Ok(Pending::Award { kind, pools })
}

impl Pending {
    /// Looks up the names at this table.
    pub fn resolve(self, setup: &Setup) -> Result<GameCommand, LineError> {
        let seat = |name: String| setup.seat_of(&name).ok_or(LineError::UnknownName(name));
        Ok(GameCommand::Gold(match self {
            Pending::Tile => Command::GoldTile,
            Pending::Award { kind, pools } => Command::Award {
                kind,
                pools: pools
                    .into_iter()
                    .map(|(pieces, names)| {
                        Ok(Pool {
                            pieces,
                            claimants: names.into_iter().map(seat).collect::<Result<_, _>>()?,
                        })
                    })
                    .collect::<Result<_, LineError>>()?,
            },
            Pending::Give { name, pieces } => Command::Give {
                player: seat(name)?,
                pieces,
            },
        }))
    }
}

/// A gold command as a notation line.
pub fn command_line(setup: &Setup, command: &Command) -> String {
    match command {
        Command::GoldTile => TILE.to_owned(),
        Command::Award { kind, pools } => {
            let mut line = format!("{AWARD} {}", kind.as_str());
            for (i, pool) in pools.iter().enumerate() {
                if i > 0 {
                    let _ = write!(line, " {POOL_SEPARATOR}");
                }
                let _ = write!(line, " {}", pool.pieces);
                for claimant in &pool.claimants {
                    let _ = write!(line, " {}", quote_name(setup.name(*claimant)));
                }
            }
            line
        }
        Command::Give { player, pieces } => {
            format!("{GIVE} {} {pieces}", quote_name(setup.name(*player)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(list: &[&str]) -> Vec<Word> {
        list.iter()
            .map(|w| Word {
                text: (*w).to_owned(),
                quoted: false,
            })
            .collect()
    }

    #[test]
    fn an_award_reads_pools_separated_by_plus() {
        let pending = parse_command(
            "gold",
            &words(&["road", "2", "Anna", "Bert", "+", "1", "Cleo"]),
        );
        assert_eq!(
            pending,
            Some(Ok(Pending::Award {
                kind: Kind::Road,
                pools: vec![
                    (2, vec!["Anna".into(), "Bert".into()]),
                    (1, vec!["Cleo".into()])
                ],
            }))
        );
        assert!(
            parse_command("gold", &words(&["road", "2"]))
                .unwrap()
                .is_err()
        );
        assert!(
            parse_command("gold", &words(&["road", "2", "Anna", "+"]))
                .unwrap()
                .is_err()
        );
        assert!(
            parse_command("gold", &words(&["Anna", "2"]))
                .unwrap()
                .is_err()
        );
        assert!(
            parse_command("give-gold", &words(&["Anna", "x"]))
                .unwrap()
                .is_err()
        );
        assert_eq!(parse_command("fly", &[]), None);
    }
}

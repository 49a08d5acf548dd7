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
use crate::engine::notation::lex::{Names, Word, quote_name};
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

fn pieces(word: &Word) -> Result<u32, String> {
    if word.quoted {
        return Err(format!(
            "expected a number of pieces, found \"{}\"",
            word.head
        ));
    }
    word.head
        .parse()
        .map_err(|_| format!("expected a number of pieces, found \"{}\"", word.head))
}

/// A claimant's name; an unquoted `NAME/FIGURE` is refused: gold goes to
/// a player, whatever figure scored (RULES GM2).
fn claimant(word: &Word) -> Result<String, String> {
    if !word.quoted
        && let Some((name, figure)) = word.head.rsplit_once('/')
        && !name.is_empty()
        && crate::engine::notation::lex::figure(figure).is_some()
    {
        return Err(format!(
            "gold takes no figure: write {name}, not {}",
            word.head
        ));
    }
    Ok(word.head.clone())
}

/// Reads a gold command line; `None` if the verb is not one of Gold
/// Mines'. The players it names are looked up in `names`.
pub fn parse_command(
    verb: &str,
    args: &[Word],
    names: &mut Names,
) -> Option<Result<Command, String>> {
    Some(match verb {
        TILE if args.is_empty() => Ok(Command::GoldTile),
        TILE => Err("usage: gold-tile".into()),
        AWARD => award(args, names),
        GIVE => match args {
            [name, count] if !name.head.is_empty() => claimant(name).and_then(|name| {
                pieces(count).map(|pieces| Command::Give {
                    player: names.seat(&name),
                    pieces,
                })
            }),
            _ => Err(GIVE_USAGE.into()),
        },
        _ => return None,
    })
}

fn award(args: &[Word], names: &mut Names) -> Result<Command, String> {
    let Some((kind, rest)) = args.split_first() else {
        return Err(AWARD_USAGE.into());
    };
    let kind = Kind::parse(&kind.head)
        .filter(|_| !kind.quoted)
        .ok_or_else(|| {
            format!(
                "expected a kind (road, city, cloister), found \"{}\"",
                kind.head
            )
        })?;
    let mut pools = Vec::new();
    for group in rest.split(|w| !w.quoted && w.head == POOL_SEPARATOR) {
        let Some((count, claimants)) = group.split_first() else {
            return Err(AWARD_USAGE.into());
        };
        if claimants.is_empty() {
            return Err(AWARD_USAGE.into());
        }
        let pieces = pieces(count)?;
        let mut seats = Vec::with_capacity(claimants.len());
        for word in claimants {
            seats.push(names.seat(&claimant(word)?));
        }
        pools.push(Pool {
            pieces,
            claimants: seats,
        });
    }
    Ok(Command::Award { kind, pools })
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
    use crate::engine::player::{Colour, PlayerId};
    use crate::engine::setup::PlayerSetup;

    fn words(list: &[&str]) -> Vec<Word> {
        list.iter()
            .map(|w| Word {
                head: (*w).to_owned(),
                tail: String::new(),
                quoted: false,
                escaped: false,
            })
            .collect()
    }

    fn parse(verb: &str, list: &[&str]) -> Option<Result<Command, String>> {
        let table = Setup::new(
            ["Anna", "Bert", "Cleo"]
                .iter()
                .zip(Colour::ALL)
                .map(|(n, c)| PlayerSetup::new(*n, c))
                .collect(),
        );
        parse_command(verb, &words(list), &mut Names::at(&table))
    }

    #[test]
    fn an_award_reads_pools_separated_by_plus() {
        let pending = parse("gold", &["road", "2", "Anna", "Bert", "+", "1", "Cleo"]);
        assert_eq!(
            pending,
            Some(Ok(Command::Award {
                kind: Kind::Road,
                pools: vec![
                    Pool {
                        pieces: 2,
                        claimants: vec![PlayerId(0), PlayerId(1)]
                    },
                    Pool {
                        pieces: 1,
                        claimants: vec![PlayerId(2)]
                    },
                ],
            }))
        );
        assert!(parse("gold", &["road", "2"]).unwrap().is_err());
        assert!(parse("gold", &["road", "2", "Anna", "+"]).unwrap().is_err());
        assert!(parse("gold", &["Anna", "2"]).unwrap().is_err());
        assert!(parse("give-gold", &["Anna", "x"]).unwrap().is_err());
        assert_eq!(parse("fly", &[]), None);
    }
}

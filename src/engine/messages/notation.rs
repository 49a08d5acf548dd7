//! The Messages in notation: the setup line `messages [zmg-alone]
//! [draw=physical]`, and the lines that name and resolve a drawn message:
//!
//! ```text
//! message 3                      # physical tiles: the table drew message 3
//! take-two [messenger]           # 2 points instead (on the messenger)
//! carry-out [messenger] road 4   # message 1: a road of 4 tiles
//! carry-out city 3 1 [complete]  # message 2: 3 tiles, 1 pennant
//! carry-out cloister 5           # message 3: 5 tiles around it
//! carry-out another-tile         # message 4
//! carry-out pennants 2 | knights 2 | farmers 3
//! carry-out feature 7 | carry-out feature no-majority   # message 8
//! carry-out points 6             # any message, points worked out by hand
//! ```

use super::{Carry, Command, Draw, Messages, Resolution};
use crate::engine::track::Figure;

/// The verb of the setup line.
pub const VERB: &str = "messages";

/// Reads the options after the verb; `None` for `off`.
pub fn parse(options: &[&str]) -> Result<Option<Messages>, String> {
    let mut messages = Messages::default();
    for text in options {
        let (key, value) = text.split_once('=').unwrap_or((text, ""));
        match (key, value) {
            ("off", "") if options.len() == 1 => return Ok(None),
            ("on", "") => {}
            ("zmg-alone", "" | "yes") => messages.zmg_alone = true,
            ("zmg-alone", "no") => messages.zmg_alone = false,
            ("draw", "virtual") => messages.draw = Draw::Virtual,
            ("draw", "physical") => messages.draw = Draw::Physical,
            ("zmg-alone" | "draw", _) => {
                return Err(format!("unknown value \"{value}\" for {key}"));
            }
            _ => {
                return Err(format!(
                    "unknown option of The Messages \"{text}\"; see docs/notation.md"
                ));
            }
        }
    }
    Ok(Some(messages))
}

/// The setup line for these options; defaults are left out.
pub fn line(messages: &Messages) -> String {
    let mut line = String::from(VERB);
    if messages.zmg_alone {
        line.push_str(" zmg-alone");
    }
    if messages.draw == Draw::Physical {
        line.push_str(" draw=physical");
    }
    line
}

fn count(word: Option<&&str>, what: &str) -> Result<u32, String> {
    let word = word.ok_or(format!("give the {what}"))?;
    word.parse()
        .map_err(|_| format!("expected the {what} (a whole number), found \"{word}\""))
}

fn carry(args: &[&str]) -> Result<Carry, String> {
    const USAGE: &str = "usage: carry-out [meeple|messenger] road N | city TILES PENNANTS [complete] | cloister N | another-tile | pennants N | knights N | farmers N | feature POINTS | feature no-majority | points N";
    let (helper, rest) = args.split_first().ok_or(USAGE)?;
    let carry = match (*helper, rest) {
        ("road", [_]) => Carry::Road {
            tiles: count(rest.first(), "road's tiles")?,
        },
        ("city", [_, _] | [_, _, "complete"]) => Carry::City {
            tiles: count(rest.first(), "city's tiles")?,
            pennants: count(rest.get(1), "pennants")?,
            complete: rest.len() == 3,
        },
        ("cloister", [_]) => Carry::Cloister {
            surrounding: count(rest.first(), "tiles around the cloister")?,
        },
        ("another-tile", []) => Carry::AnotherTile,
        ("pennants", [_]) => Carry::Pennants {
            pennants: count(rest.first(), "pennants")?,
        },
        ("knights", [_]) => Carry::Knights {
            knights: count(rest.first(), "knights")?,
        },
        ("farmers", [_]) => Carry::Farmers {
            farmers: count(rest.first(), "farmers")?,
        },
        ("feature", ["no-majority"]) => Carry::Feature {
            majority: false,
            points: 0,
        },
        ("feature", [_]) => Carry::Feature {
            majority: true,
            points: count(rest.first(), "feature's points")?,
        },
        ("points", [_]) => Carry::Points {
            points: count(rest.first(), "points")?,
        },
        _ => return Err(USAGE.into()),
    };
    Ok(carry)
}

/// Splits an optional figure word off the front (`meeple`, `messenger`,
/// `1`, `2`: no helper starts with a number, so a number here is one).
fn figure(args: &[&str]) -> (Figure, usize) {
    match args
        .first()
        .and_then(|w| crate::engine::notation::lex::figure(w))
    {
        Some(figure) => (figure, 1),
        None => (Figure::Meeple, 0),
    }
}

/// Reads a command line of The Messages; `None` if the verb is not one.
pub fn parse_command(verb: &str, args: &[&str]) -> Option<Result<Command, String>> {
    Some(match verb {
        "message" => match args {
            [n] => n
                .parse()
                .map(|number| Command::Name { number })
                .map_err(|_| format!("expected a message number 1–8, found \"{n}\"")),
            _ => Err("usage: message N".into()),
        },
        "take-two" => {
            let (figure, used) = figure(args);
            if args.len() == used {
                Ok(Command::Resolve {
                    resolution: Resolution::TakeTwo,
                    figure,
                })
            } else {
                Err("usage: take-two [meeple|messenger]".into())
            }
        }
        "carry-out" => {
            let (figure, used) = figure(args);
            carry(&args[used..]).map(|carry| Command::Resolve {
                resolution: Resolution::CarryOut(carry),
                figure,
            })
        }
        _ => return None,
    })
}

/// A command as a notation line.
pub fn command_line(command: &Command) -> String {
    match command {
        Command::Name { number } => format!("message {number}"),
        Command::Resolve { resolution, figure } => {
            let figure = match figure {
                Figure::Meeple => String::new(),
                other => format!(" {}", other.as_str()),
            };
            match resolution {
                Resolution::TakeTwo => format!("take-two{figure}"),
                Resolution::CarryOut(carry) => {
                    let how = match *carry {
                        Carry::Road { tiles } => format!("road {tiles}"),
                        Carry::City {
                            tiles,
                            pennants,
                            complete,
                        } => format!(
                            "city {tiles} {pennants}{}",
                            if complete { " complete" } else { "" }
                        ),
                        Carry::Cloister { surrounding } => format!("cloister {surrounding}"),
                        Carry::AnotherTile => "another-tile".into(),
                        Carry::Pennants { pennants } => format!("pennants {pennants}"),
                        Carry::Knights { knights } => format!("knights {knights}"),
                        Carry::Farmers { farmers } => format!("farmers {farmers}"),
                        Carry::Feature {
                            majority: false, ..
                        } => "feature no-majority".into(),
                        Carry::Feature { points, .. } => format!("feature {points}"),
                        Carry::Points { points } => format!("points {points}"),
                    };
                    format!("carry-out{figure} {how}")
                }
            }
        }
    }
}

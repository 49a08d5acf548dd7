//! Christmas Present in notation: the setup line `christmas
//! [card-bonus=all-holders]`, the decks' orders (`shuffle cloister N…`,
//! `shuffle roadside N…`), and the lines of play:
//!
//! ```text
//! draw cloister | draw roadside          # the active player draws (XP3)
//! use                                     # the drawn now card, as it says
//! use [messenger] road 4 | city 3 1 | cloister 5   # scoring helpers (XP5)
//! use [messenger] points 7                # or the points worked out by hand
//! use against Bert Cleo                   # a Roadside card, against them
//! use none                                # no legal target: discarded
//! play Anna loop-road 6 [with Bert[/messenger]…]   # bonus cards (XP5)
//! play Anna city-pennants 5 2 | city-plain 4
//! play Anna draw-two | return-follower | choose-placement
//! play Anna swap-city against Bert
//! shield Bert yes | shield Bert no        # the shield question (XP6)
//! discard Anna shield                     # from the hand (XP4)
//! end-in-play 1                           # the table discards a card in play
//! defer road Anna=8 Bert=8                # laid-down feature's points (XP7)
//! reveal Anna supply 3 | reveal Anna farm-cities 2 1 | reveal Bert farm-tiebreaker
//! pay-deferred                            # step 4 of the final scoring (F1, XP7)
//! ```

use super::{CLOISTER, CardBonus, Christmas, Command, Feature, ROADSIDE, Target};
use crate::engine::command::Scoring;
use crate::engine::deck::DeckId;
use crate::engine::notation::lex::{self, Names};
use crate::engine::player::PlayerId;
use crate::engine::setup::Setup;
use crate::engine::track::{Figure, Kind};

/// The verb of the setup line.
pub const VERB: &str = "christmas";

/// Reads the options after the verb; `None` for `off`.
pub fn parse(options: &[&str]) -> Result<Option<Christmas>, String> {
    let mut christmas = Christmas::default();
    for text in options {
        match text.split_once('=').unwrap_or((text, "")) {
            ("off", "") if options.len() == 1 => return Ok(None),
            ("on", "") => {}
            ("card-bonus", "player") => christmas.card_bonus = CardBonus::Player,
            ("card-bonus", "all-holders") => christmas.card_bonus = CardBonus::AllHolders,
            ("card-bonus", value) => {
                return Err(format!(
                    "unknown value \"{value}\" for card-bonus; use player or all-holders"
                ));
            }
            _ => {
                return Err(format!(
                    "unknown option of Christmas Present \"{text}\"; see docs/notation.md"
                ));
            }
        }
    }
    Ok(Some(christmas))
}

/// The setup line for these options; defaults are left out.
pub fn line(christmas: &Christmas) -> String {
    match christmas.card_bonus {
        CardBonus::Player => VERB.to_owned(),
        CardBonus::AllHolders => format!("{VERB} card-bonus=all-holders"),
    }
}

fn count(word: &str, what: &str) -> Result<u32, String> {
    word.parse()
        .map_err(|_| format!("expected {what} (a whole number), found \"{word}\""))
}

/// Splits an optional figure word off the front (`meeple`, `messenger`,
/// `1`, `2`: `use` takes no number before its helper word).
fn figure<'a>(args: &'a [&'a str]) -> (Figure, &'a [&'a str]) {
    match args.split_first() {
        Some((word, rest)) => match lex::figure(word) {
            Some(figure) => (figure, rest),
            None => (Figure::Meeple, args),
        },
        None => (Figure::Meeple, args),
    }
}

/// The figure of a `play` line, after the card: a figure word, or `1` or
/// `2` when one more number follows than the card takes (a bonus card
/// takes the tiles, and the pennants if it is for a city with pennants),
/// so `play Anna loop-road 2 5` is the messenger's and `play Anna loop-road
/// 5` has none.
fn play_figure<'a>(kind: &str, args: &'a [&'a str]) -> (Figure, &'a [&'a str]) {
    let Some((first, rest)) = args.split_first() else {
        return (Figure::Meeple, args);
    };
    if let Some(figure) = Figure::parse(first) {
        return (figure, rest);
    }
    let takes = match super::cards()
        .ok()
        .and_then(|c| c.kind(kind))
        .map(|k| k.effect)
    {
        Some(super::Effect::Bonus {
            pennants: super::Pennants::Some,
            ..
        }) => 2,
        Some(super::Effect::Bonus { .. }) => 1,
        _ => 0,
    };
    let numbers = args
        .iter()
        .take_while(|w| !matches!(**w, "with" | "against" | "none"))
        .count();
    match lex::figure(first) {
        Some(figure) if numbers == takes + 1 => (figure, rest),
        _ => (Figure::Meeple, args),
    }
}

/// `NAME[/FIGURE]`.
/// A `/` followed by anything but a figure word belongs to the name.
fn holder(word: &str) -> (String, Figure) {
    match word
        .rsplit_once('/')
        .and_then(|(name, figure)| Some((name, lex::figure(figure)?)))
    {
        Some((name, figure)) if !name.is_empty() => (name.to_owned(), figure),
        _ => (word.to_owned(), Figure::Meeple),
    }
}

/// The target words after a card: `none`, `against NAME…`, counts with
/// `with NAME…`, or nothing. Names are looked up in `names`.
fn target(words: &[&str], names: &mut Names) -> Result<Target, String> {
    match words {
        [] => Ok(Target::Plain),
        ["none"] => Ok(Target::NoTarget),
        ["against", players @ ..] => Ok(Target::Against {
            players: players.iter().map(|name| names.seat(name)).collect(),
        }),
        _ => {
            let split = words
                .iter()
                .position(|w| *w == "with")
                .unwrap_or(words.len());
            let (numbers, with) = words.split_at(split);
            let numbers = numbers
                .iter()
                .map(|w| count(w, "a count"))
                .collect::<Result<Vec<_>, _>>()?;
            let (tiles, pennants) = match numbers[..] {
                [tiles] => (tiles, 0),
                [tiles, pennants] => (tiles, pennants),
                _ => return Err("give the feature's tiles, then its pennants".into()),
            };
            let mut others = Vec::new();
            for word in with.iter().skip(1) {
                let (name, figure) = holder(word);
                others.push((names.seat(&name), figure));
            }
            Ok(Target::Bonus {
                tiles,
                pennants,
                with: others,
            })
        }
    }
}

const USE: &str = "usage: use [messenger] [road N | city TILES PENNANTS | cloister N | points N | against NAME… | none]";

fn use_line(args: &[&str], names: &mut Names) -> Result<Command, String> {
    let (figure, rest) = figure(args);
    let target = match rest {
        ["points", n] => Target::Points {
            points: count(n, "points")?,
        },
        [feature, numbers @ ..] if Feature::parse(feature).is_some() => {
            let feature = Feature::parse(feature).unwrap_or(Feature::Road);
            let numbers = numbers
                .iter()
                .map(|w| count(w, "a count"))
                .collect::<Result<Vec<_>, _>>()?;
            let (tiles, pennants) = match (feature, &numbers[..]) {
                (Feature::City, [tiles, pennants]) => (*tiles, *pennants),
                (Feature::Road | Feature::Cloister, [tiles]) => (*tiles, 0),
                _ => return Err(USE.into()),
            };
            Target::Counts {
                feature,
                tiles,
                pennants,
            }
        }
        _ => {
            let target = target(rest, names)?;
            if matches!(target, Target::Bonus { .. }) {
                return Err(USE.into());
            }
            target
        }
    };
    Ok(Command::Use { figure, target })
}

/// Reads a command line of Christmas Present; `None` if the verb is not
/// one. The players it names are looked up in `names`.
pub fn parse_command(
    verb: &str,
    args: &[&str],
    names: &mut Names,
) -> Option<Result<Command, String>> {
    Some(match (verb, args) {
        ("draw", [deck]) => match DeckId::parse(deck).map(|d| d.id) {
            Some(deck @ (CLOISTER | ROADSIDE)) => Ok(Command::Draw { deck }),
            _ => Err(format!("unknown deck \"{deck}\"; use cloister or roadside")),
        },
        ("draw", _) => Err("usage: draw cloister | draw roadside".into()),
        ("use", _) => use_line(args, names),
        ("play", [name, kind, rest @ ..]) => {
            let (figure, rest) = play_figure(kind, rest);
            let player = names.seat(name);
            target(rest, names).map(|target| Command::Play {
                player,
                kind: (*kind).to_owned(),
                figure,
                target,
            })
        }
        ("play", _) => Err("usage: play NAME CARD [counts] [with NAME…] | [against NAME…]".into()),
        ("shield", [name, answer @ ("yes" | "no")]) => Ok(Command::Shield {
            player: names.seat(name),
            cancel: *answer == "yes",
        }),
        ("shield", _) => Err("usage: shield NAME yes | shield NAME no".into()),
        ("discard", [name, kind]) => Ok(Command::Discard {
            player: names.seat(name),
            kind: (*kind).to_owned(),
        }),
        ("discard", _) => Err("usage: discard NAME CARD".into()),
        ("end-in-play", [n]) => {
            count(n, "a position in the in-play list (1 first)").and_then(|n| {
                n.checked_sub(1)
                    .and_then(|i| usize::try_from(i).ok())
                    .map(|index| Command::EndInPlay { index })
                    .ok_or("positions start at 1".into())
            })
        }
        ("end-in-play", _) => Err("usage: end-in-play N".into()),
        ("defer", [kind, holders @ ..]) if !holders.is_empty() => (|| {
            let kind = Kind::parse(kind).ok_or(format!("unknown kind \"{kind}\""))?;
            let mut scorings = Vec::new();
            for word in holders {
                let (who, points) = word
                    .rsplit_once('=')
                    .ok_or("usage: defer KIND NAME=POINTS…")?;
                let (name, figure) = holder(who);
                scorings.push(Scoring {
                    player: names.seat(&name),
                    points: count(points, "points")?,
                    figure,
                });
            }
            Ok(Command::Defer { kind, scorings })
        })(),
        ("defer", _) => Err("usage: defer KIND NAME=POINTS…".into()),
        ("reveal", [name, kind, counts @ ..]) => counts
            .iter()
            .map(|w| count(w, "a count"))
            .collect::<Result<Vec<_>, _>>()
            .map(|counts| Command::Reveal {
                player: names.seat(name),
                kind: (*kind).to_owned(),
                counts,
            }),
        ("reveal", _) => Err("usage: reveal NAME CARD [N…]".into()),
        ("pay-deferred", []) => Ok(Command::PayDeferred),
        ("pay-deferred", _) => Err("`pay-deferred` takes nothing after it".into()),
        _ => return None,
    })
}

fn figure_word(figure: Figure) -> String {
    match figure {
        Figure::Meeple => String::new(),
        other => format!(" {}", other.as_str()),
    }
}

fn name(setup: &Setup, player: PlayerId) -> String {
    lex::quote_name(setup.name(player))
}

fn target_words(setup: &Setup, target: &Target) -> String {
    match target {
        Target::Plain => String::new(),
        Target::NoTarget => " none".into(),
        Target::Points { points } => format!(" points {points}"),
        Target::Counts {
            feature,
            tiles,
            pennants,
        } => match feature {
            Feature::City => format!(" city {tiles} {pennants}"),
            other => format!(" {} {tiles}", other.as_str()),
        },
        Target::Bonus {
            tiles,
            pennants,
            with,
        } => {
            let mut words = format!(" {tiles}");
            if *pennants > 0 {
                words.push_str(&format!(" {pennants}"));
            }
            if !with.is_empty() {
                words.push_str(" with");
                for (player, figure) in with {
                    words.push(' ');
                    words.push_str(&name(setup, *player));
                    if *figure != Figure::Meeple {
                        words.push('/');
                        words.push_str(figure.as_str());
                    }
                }
            }
            words
        }
        Target::Against { players } => {
            let names: Vec<String> = players.iter().map(|p| name(setup, *p)).collect();
            format!(" against {}", names.join(" "))
        }
    }
}

/// A command as a notation line.
pub fn command_line(setup: &Setup, command: &Command) -> String {
    match command {
        Command::Draw { deck } => format!("draw {}", deck.as_str()),
        Command::Use { figure, target } => {
            format!("use{}{}", figure_word(*figure), target_words(setup, target))
        }
        Command::Play {
            player,
            kind,
            figure,
            target,
        } => format!(
            "play {} {kind}{}{}",
            name(setup, *player),
            figure_word(*figure),
            target_words(setup, target)
        ),
        Command::Shield { player, cancel } => format!(
            "shield {} {}",
            name(setup, *player),
            if *cancel { "yes" } else { "no" }
        ),
        Command::Discard { player, kind } => format!("discard {} {kind}", name(setup, *player)),
        Command::EndInPlay { index } => format!("end-in-play {}", index + 1),
        Command::Defer { kind, scorings } => {
            let holders: Vec<String> = scorings
                .iter()
                .map(|s| {
                    let figure = match s.figure {
                        Figure::Meeple => String::new(),
                        other => format!("/{}", other.as_str()),
                    };
                    format!("{}{figure}={}", name(setup, s.player), s.points)
                })
                .collect();
            format!("defer {} {}", kind.as_str(), holders.join(" "))
        }
        Command::Reveal {
            player,
            kind,
            counts,
        } => {
            let mut line = format!("reveal {} {kind}", name(setup, *player));
            for n in counts {
                line.push_str(&format!(" {n}"));
            }
            line
        }
        Command::PayDeferred => "pay-deferred".into(),
    }
}

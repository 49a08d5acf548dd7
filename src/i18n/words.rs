//! Words for the engine's values: colours, kinds, reasons, prompts and
//! commands, as the table reads them.

use crate::engine::{
    Colour, Command, Entry, Event, Figure, Hold, Kind, PlayerId, Prompt, Reason, Setup,
};
use crate::t;

use super::expansions;

/// A colour's name.
pub fn colour_name(colour: Colour) -> String {
    t!(match colour {
        Colour::Red => "colour-red",
        Colour::Green => "colour-green",
        Colour::Blue => "colour-blue",
        Colour::Yellow => "colour-yellow",
        Colour::Black => "colour-black",
        Colour::Grey => "colour-grey",
        Colour::Pink => "colour-pink",
        Colour::Purple => "colour-purple",
    })
}

/// A kind's name.
pub fn kind_name(kind: Kind) -> String {
    t!(match kind {
        Kind::Road => "kind-road",
        Kind::City => "kind-city",
        Kind::Cloister => "kind-cloister",
        Kind::Farm => "kind-farm",
        Kind::Message => "kind-message",
        Kind::Card => "kind-card",
        Kind::Other => "kind-other",
    })
}

/// A figure's name.
pub fn figure_name(figure: Figure) -> String {
    t!(match figure {
        Figure::Meeple => "figure-meeple",
        Figure::Messenger => "figure-messenger",
    })
}

/// Why an extra turn: "the last to reach 6 and the first to reach 24";
/// an earned one in the words of the expansion that granted it.
pub fn reason_text(reason: &Reason) -> String {
    match reason {
        Reason::Manual => t!("reason-manual"),
        earned => expansions(|e| e.reason(earned)).unwrap_or_default(),
    }
}

/// Players' names, in order: "Anna, Bert".
pub(super) fn names(setup: &Setup, players: &[PlayerId]) -> String {
    let names: Vec<&str> = players.iter().map(|p| setup.name(*p)).collect();
    names.join(", ")
}

/// What the table must settle before play goes on, in the words of the
/// expansion that holds it.
pub fn hold_text(hold: &Hold) -> String {
    expansions(|e| e.hold(hold)).unwrap_or_else(|| hold.to_string())
}

/// What a prompt tells the table.
pub fn prompt_text(setup: &Setup, prompt: &Prompt) -> String {
    match prompt {
        Prompt::ExtraTurn { player, reason } => match reason {
            Reason::Manual => t!("prompt-extra-turn-manual", name = setup.name(*player)),
            earned => t!(
                "prompt-extra-turn",
                name = setup.name(*player),
                reason = reason_text(earned)
            ),
        },
        Prompt::ExtraTurnsLapsed { players } => t!(
            "prompt-turns-lapsed",
            names = names(setup, players),
            count = players.len()
        ),
        Prompt::LastTile => t!("prompt-last-tile"),
        Prompt::FinalScoring { last_tile: true } => t!("prompt-final-scoring-last-tile"),
        Prompt::FinalScoring { last_tile: false } => t!("prompt-final-scoring"),
        // An expansion's prompt, or its hold's, in its own words.
        other => expansions(|e| e.prompt(setup, other)).unwrap_or_else(|| match other {
            Prompt::Held(hold) => hold_text(hold),
            _ => String::new(),
        }),
    }
}

/// A command as the history lists it: "Anna +8 city".
pub fn command_text(setup: &Setup, command: &Command) -> String {
    match command {
        Command::Score(feature) => {
            let holders: Vec<String> = feature
                .scorings
                .iter()
                .map(|s| {
                    let name = setup.name(s.player);
                    if s.figure == Figure::Meeple {
                        t!("history-holder", name = name, points = s.points)
                    } else {
                        t!(
                            "history-holder-figure",
                            name = name,
                            points = s.points,
                            figure = figure_name(s.figure)
                        )
                    }
                })
                .collect();
            let holders = holders.join(", ");
            if feature.kind == Kind::Other {
                holders
            } else {
                t!(
                    "history-score",
                    holders = holders,
                    kind = kind_name(feature.kind)
                )
            }
        }
        Command::CloseRound => t!("history-close-round"),
        Command::Correct {
            player,
            figure: Figure::Meeple,
            delta,
        } => t!(
            "history-correct",
            name = setup.name(*player),
            delta = format!("{delta:+}")
        ),
        Command::Correct {
            player,
            figure,
            delta,
        } => t!(
            "history-correct-figure",
            name = setup.name(*player),
            delta = format!("{delta:+}"),
            figure = figure_name(*figure)
        ),
        Command::EndTurn => t!("history-end-turn"),
        Command::AnotherTile => t!("history-another-tile"),
        Command::ExtraTurn { player } => t!("history-extra-turn", name = setup.name(*player)),
        Command::CancelExtraTurn { index } => t!("history-cancel-extra-turn", position = index + 1),
        Command::SetTiles { left } => t!("history-set-tiles", count = *left),
        Command::FinalScoring => t!("history-final-scoring"),
        Command::EndGame => t!("history-end-game"),
        // An expansion's own command, in its own words.
        other => expansions(|e| e.command(setup, other)).unwrap_or_default(),
    }
}

/// A history line: the command, then what followed from it that the table
/// should see (whose turn came next, extra turns earned).
pub fn entry_text(setup: &Setup, entry: &Entry) -> String {
    let mut parts = vec![command_text(setup, &entry.command)];
    for event in &entry.events {
        match event {
            Event::TurnStarted { player, extra } => {
                let name = setup.name(*player);
                parts.push(if *extra {
                    t!("history-next-extra-turn", name = name)
                } else {
                    t!("history-next-turn", name = name)
                });
            }
            // "Extra turn for Bert" says it already.
            Event::ExtraTurnQueued { turn, .. } if matches!(entry.command, Command::ExtraTurn { player } if player == turn.player) =>
                {}
            Event::ExtraTurnQueued { turn, .. } => parts.push(t!(
                "history-earned-turn",
                name = setup.name(turn.player),
                reason = reason_text(&turn.reason)
            )),
            Event::FinalScoringStarted { last_tile: true } => {
                parts.push(t!("history-last-tile"));
            }
            // An expansion's event, if it has something to add.
            other => parts.extend(expansions(|e| e.event(setup, other))),
        }
    }
    if let Some(player) = entry.phone {
        parts.push(t!("history-from-phone", name = setup.name(player)));
    }
    parts.join(" · ")
}

/// Words of the engine (a question's title, its answers) in the language
/// on show: each text by its id with its arguments, a player by name.
pub fn say(setup: &Setup, words: &crate::engine::Words) -> String {
    use crate::engine::{Arg, Words};
    match words {
        Words::Number(number) => number.to_string(),
        Words::Joined(parts, between) => parts
            .iter()
            .map(|part| say(setup, part))
            .collect::<Vec<_>>()
            .join(between),
        Words::Text { id, args } => {
            let values: Vec<(&str, super::FluentValue<'_>)> = args
                .iter()
                .map(|(name, arg)| {
                    let value = match arg {
                        Arg::Number(number) => super::FluentValue::from(*number),
                        Arg::Player(player) => super::FluentValue::from(setup.name(*player)),
                        Arg::Words(words) => super::FluentValue::from(say(setup, words)),
                    };
                    (*name, value)
                })
                .collect();
            super::tr_args(id, &values)
        }
    }
}

//! Words for the engine's values: colours, kinds, reasons, prompts and
//! commands, as the table reads them.

use crate::engine::gold;
use crate::engine::{
    Colour, Command, Entry, Event, Figure, Goal, Hold, Kind, PlayerId, Prompt, Reason, Setup,
    Threshold,
};
use crate::t;

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

/// Why a player earned a turn: "the last to reach 6".
pub fn threshold_text(threshold: &Threshold) -> String {
    match threshold.goal {
        Goal::LastTo => t!("reason-last-to", total = threshold.total),
        Goal::FirstTo => t!("reason-first-to", total = threshold.total),
    }
}

/// Why an extra turn: "the last to reach 6 and the first to reach 24".
pub fn reason_text(reason: &Reason) -> String {
    match reason {
        Reason::Manual => t!("reason-manual"),
        Reason::SaintNicholas(earned) => {
            let parts: Vec<String> = earned.thresholds.iter().map(threshold_text).collect();
            parts.join(&t!("and-separator"))
        }
    }
}

fn names(setup: &Setup, players: &[PlayerId]) -> String {
    let names: Vec<&str> = players.iter().map(|p| setup.name(*p)).collect();
    names.join(", ")
}

/// What the table must settle before play goes on.
pub fn hold_text(hold: &Hold) -> String {
    match hold {
        Hold::Messages(hold) => super::messages::hold_text(hold),
        Hold::Christmas(hold) => super::christmas::hold_text(hold),
    }
}

/// What a prompt tells the table.
pub fn prompt_text(setup: &Setup, prompt: &Prompt) -> String {
    match prompt {
        Prompt::ExtraTurn { player, reason } => match reason {
            Reason::Manual => t!("prompt-extra-turn-manual", name = setup.name(*player)),
            Reason::SaintNicholas(_) => t!(
                "prompt-extra-turn",
                name = setup.name(*player),
                reason = reason_text(reason)
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
        Prompt::MessageDrawn(drawn) => super::messages::drawn_text(setup, drawn),
        Prompt::Held(Hold::Christmas(hold)) => super::christmas::hold_prompt(setup, hold),
        Prompt::Held(hold) => hold_text(hold),
        Prompt::Gold(prompt) => gold_prompt_text(prompt),
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
            figure: _,
            delta,
        } => t!(
            "history-correct",
            name = setup.name(*player),
            delta = format!("{delta:+}")
        ),
        Command::EndTurn => t!("history-end-turn"),
        Command::AnotherTile => t!("history-another-tile"),
        Command::ExtraTurn { player } => t!("history-extra-turn", name = setup.name(*player)),
        Command::CancelExtraTurn { index } => t!("history-cancel-extra-turn", position = index + 1),
        Command::SetTiles { left } => t!("history-set-tiles", count = *left),
        Command::FinalScoring => t!("history-final-scoring"),
        Command::EndGame => t!("history-end-game"),
        Command::Messages(command) => super::messages::command_text(command),
        Command::Christmas(command) => super::christmas::command_text(setup, command),
        Command::Gold(command) => gold_command_text(setup, command),
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
            Event::ExtraTurnQueued { turn, .. } => parts.push(t!(
                "history-earned-turn",
                name = setup.name(turn.player),
                reason = reason_text(&turn.reason)
            )),
            Event::FinalScoringStarted { last_tile: true } => {
                parts.push(t!("history-last-tile"));
            }
            Event::Messages(event) => parts.extend(super::messages::event_text(setup, event)),
            Event::Christmas(event) => parts.extend(super::christmas::event_text(setup, event)),
            _ => {}
        }
    }
    parts.join(" · ")
}

/// What a gold prompt tells the table (RULES GM1).
pub fn gold_prompt_text(prompt: &gold::Prompt) -> String {
    match prompt {
        gold::Prompt::SupplyShort { placed } => t!("prompt-gold-short", count = *placed),
    }
}

/// A hand-out as the table reads it: "Anna, Bert, Anna".
pub fn handout_text(setup: &Setup, handout: &[PlayerId]) -> String {
    names(setup, handout)
}

/// A gold command as the history lists it.
pub fn gold_command_text(setup: &Setup, command: &gold::Command) -> String {
    match command {
        gold::Command::GoldTile => t!("history-gold-tile"),
        gold::Command::Award { kind, pools } => {
            let pools: Vec<String> = pools
                .iter()
                .map(|pool| {
                    t!(
                        "history-gold-pool",
                        count = pool.pieces,
                        names = names(setup, &pool.claimants)
                    )
                })
                .collect();
            t!(
                "history-gold-award",
                kind = kind_name(*kind),
                pools = pools.join("; ")
            )
        }
        gold::Command::Give { player, pieces } => t!(
            "history-gold-give",
            name = setup.name(*player),
            count = *pieces
        ),
    }
}

//! Writing a game as notation, so that replaying it gives the same game.

use std::fmt::Write;

use crate::engine::command::Command;
use crate::engine::expansion;
use crate::engine::game::Game;
use crate::engine::player::PlayerId;
use crate::engine::setup::Setup;
use crate::engine::track::{Figure, Kind};

use super::lex::quote_name;
use super::options::Options;

fn who(setup: &Setup, player: PlayerId, figure: Figure) -> String {
    let name = quote_name(setup.name(player));
    match figure {
        Figure::Meeple => name,
        other => format!("{name}/{}", other.as_str()),
    }
}

/// The setup as notation lines.
pub fn setup_lines(setup: &Setup) -> Vec<String> {
    let mut lines: Vec<String> = setup
        .players
        .iter()
        .map(|p| format!("player {} {}", quote_name(&p.name), p.colour.as_str()))
        .collect();
    if setup.start_player != PlayerId(0) {
        lines.push(format!(
            "start {}",
            quote_name(setup.name(setup.start_player))
        ));
    }
    lines.push(match setup.tiles {
        Some(tiles) => format!("tiles {tiles}"),
        None => "tiles off".to_owned(),
    });
    lines.extend(Options::lines(setup));
    lines
}

/// One command as a notation line.
pub fn command_line(setup: &Setup, command: &Command) -> String {
    match command {
        Command::Score(feature) => {
            let mut line = String::from("score");
            if feature.kind != Kind::Other {
                let _ = write!(line, " {}", feature.kind.as_str());
            }
            let shared = feature
                .scorings
                .first()
                .map(|s| s.points)
                .filter(|p| feature.scorings.iter().all(|s| s.points == *p));
            if let Some(points) = shared {
                let _ = write!(line, " {points}");
            }
            for scoring in &feature.scorings {
                let _ = write!(line, " {}", who(setup, scoring.player, scoring.figure));
                if shared.is_none() {
                    let _ = write!(line, "={}", scoring.points);
                }
            }
            line
        }
        Command::CloseRound => "close-round".into(),
        Command::Correct {
            player,
            figure,
            delta,
        } => format!("correct {} {delta:+}", who(setup, *player, *figure)),
        Command::EndTurn => "end-turn".into(),
        Command::AnotherTile => "another-tile".into(),
        Command::ExtraTurn { player } => {
            format!("extra-turn {}", quote_name(setup.name(*player)))
        }
        Command::CancelExtraTurn { index } => format!("cancel-extra-turn {}", index + 1),
        Command::SetTiles { left } => format!("tiles {left}"),
        Command::FinalScoring => "final-scoring".into(),
        Command::EndGame => "end-game".into(),
        // An expansion's own command, written by it.
        command => expansion::command_line(setup, command),
    }
}

/// The whole game as notation: setup, every command in effect, then the
/// undone commands followed by as many `undo` lines, so that replaying it
/// gives the same game with the same redo stack.
pub fn export(game: &Game) -> String {
    let setup = game.setup();
    let mut text = String::from("# Meeple Companion game\n");
    for line in setup_lines(setup)
        .into_iter()
        .chain(Options::shuffle_lines(game))
    {
        text.push_str(&line);
        text.push('\n');
    }
    text.push_str("begin\n");
    for entry in game.log() {
        text.push_str(&command_line(setup, &entry.command));
        text.push('\n');
    }
    let undone = game.redo_stack();
    if !undone.is_empty() {
        text.push_str("# undone, and can be redone:\n");
        for entry in undone.iter().rev() {
            text.push_str(&command_line(setup, &entry.command));
            text.push('\n');
        }
        for _ in undone {
            text.push_str("undo\n");
        }
    }
    text
}

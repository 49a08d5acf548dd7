//! The sample expansion of the tests in the table's language. It borrows
//! the base game's words (a token reads as points: "Anna +2") so that the
//! translations carry no text for it.

use crate::engine::sample::Command;
use crate::engine::summary::Part;
use crate::engine::{Command as GameCommand, GameError, Setup};
use crate::t;

use super::ExpansionTexts;

/// The sample's texts in the registry of texts.
pub(super) struct Texts;

impl ExpansionTexts for Texts {
    fn command(&self, setup: &Setup, command: &GameCommand) -> Option<String> {
        let GameCommand::Sample(Command::Token { player }) = command else {
            return None;
        };
        let points = setup.sample.map_or(0, |s| s.worth);
        Some(t!(
            "history-holder",
            name = setup.name(*player),
            points = points
        ))
    }

    fn error(&self, error: &GameError) -> Option<String> {
        match error {
            GameError::Sample(error) => Some(error.to_string()),
            _ => None,
        }
    }

    fn part_name(&self, part: &str) -> Option<String> {
        (part == "tokens").then(|| "Tokens".to_owned())
    }

    fn part_line(&self, part: &Part) -> Option<String> {
        let count = part.count.filter(|_| part.part == "tokens")?;
        Some(format!(
            "{count} tokens × {} = {}",
            part.each.unwrap_or(0),
            part.points
        ))
    }
}

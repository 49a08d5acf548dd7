//! Gold Mines in the table's language: the short supply, refusals,
//! history lines and the gold's line of the result (RULES GM1–GM5).

use crate::engine::gold::{Command, Error, Prompt, State};
use crate::engine::summary::Part;
use crate::engine::{
    Command as GameCommand, GameError, PlayerId, Prompt as GamePrompt, Setup, Sight,
};
use crate::t;

use super::{ExpansionTexts, kind_name, names};

/// The gold's texts in the registry of texts.
pub(super) struct Texts;

impl ExpansionTexts for Texts {
    fn name(&self, word: &str) -> Option<String> {
        (word == crate::engine::gold::notation::VERB).then(|| t!("setup-gold"))
    }

    fn command(&self, setup: &Setup, command: &GameCommand) -> Option<String> {
        match command {
            GameCommand::Gold(command) => Some(gold_command_text(setup, command)),
            _ => None,
        }
    }

    fn prompt(&self, _setup: &Setup, prompt: &GamePrompt) -> Option<String> {
        match prompt {
            GamePrompt::Gold(prompt) => Some(gold_prompt_text(prompt)),
            _ => None,
        }
    }

    fn error(&self, error: &GameError) -> Option<String> {
        match error {
            GameError::Gold(error) => Some(gold_error(error)),
            _ => None,
        }
    }

    fn part_name(&self, part: &str) -> Option<String> {
        (part == "gold").then(|| t!("summary-gold"))
    }

    fn held(&self, sight: &Sight, player: PlayerId) -> Option<String> {
        let gold = sight.parts.get::<State>()?;
        let pieces = gold.players.get(player.index())?;
        Some(t!("share-gold-held", count = *pieces))
    }

    fn part_line(&self, part: &Part) -> Option<String> {
        if part.part != "gold" {
            return None;
        }
        let count = part.count.filter(|c| *c > 0)?;
        Some(t!(
            "summary-gold-line",
            count = count,
            per = part.each.unwrap_or(0),
            points = part.points
        ))
    }
}

/// What a gold prompt tells the table (RULES GM1).
pub fn gold_prompt_text(prompt: &Prompt) -> String {
    match prompt {
        Prompt::SupplyShort { placed } => t!("prompt-gold-short", count = *placed),
    }
}

/// A hand-out as the table reads it: "Anna, Bert, Anna".
pub fn handout_text(setup: &Setup, handout: &[PlayerId]) -> String {
    names(setup, handout)
}

/// A gold command as the history lists it.
pub fn gold_command_text(setup: &Setup, command: &Command) -> String {
    match command {
        Command::GoldTile => t!("history-gold-tile"),
        Command::Award { kind, pools } => {
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
        Command::Give { player, pieces } => t!(
            "history-gold-give",
            name = setup.name(*player),
            count = *pieces
        ),
    }
}

/// Why a gold command was refused (RULES GM).
pub fn gold_error(error: &Error) -> String {
    match error {
        Error::NotInUse => t!("error-gold-not-in-use"),
        Error::NotOnBoard { board, asked } => {
            t!("error-gold-not-on-board", board = *board, asked = *asked)
        }
        Error::NoPieces => t!("error-gold-no-pieces"),
        Error::NothingToGive => t!("error-gold-nothing-to-give"),
        Error::NoClaimants => t!("error-gold-no-claimants"),
        Error::DuplicateClaimant(name) => {
            t!("error-gold-duplicate-claimant", name = name.as_str())
        }
        Error::Farm => t!("error-gold-farm"),
        Error::NotCompleted(kind) => {
            t!("error-gold-not-completed", kind = kind_name(*kind))
        }
        Error::Scored => t!("error-gold-scored"),
    }
}

//! The expansions' setup lines: each expansion reads and writes its own,
//! and this is the one place that lists them.

use crate::engine::command::Command;
use crate::engine::game::Game;
use crate::engine::gold;
use crate::engine::setup::Setup;
use crate::engine::{christmas, messages, saint_nicholas};

use super::parse::{Pending, Word};

/// One expansion's switch and options, as a setup line gives them; `None`
/// switches the expansion off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Options {
    /// `saint-nicholas …`.
    SaintNicholas(Option<saint_nicholas::SaintNicholas>),
    /// `messages …`.
    Messages(Option<messages::Messages>),
    /// `christmas …`.
    Christmas(Option<christmas::Christmas>),
    /// `gold-mines` / `gold-mines off`.
    GoldMines(Option<gold::GoldMines>),
}

impl Options {
    /// Reads a setup line whose verb names an expansion; `None` if no
    /// expansion has that verb.
    pub fn parse(verb: &str, args: &[&str]) -> Option<Result<Options, String>> {
        match verb {
            saint_nicholas::notation::VERB => {
                Some(saint_nicholas::notation::parse(args).map(Options::SaintNicholas))
            }
            messages::notation::VERB => {
                Some(messages::notation::parse(args).map(Options::Messages))
            }
            christmas::notation::VERB => {
                Some(christmas::notation::parse(args).map(Options::Christmas))
            }
            gold::notation::VERB => Some(gold::notation::parse(args).map(Options::GoldMines)),
            _ => None,
        }
    }

    /// Reads an expansion's command line; `None` if no expansion has the verb.
    pub fn command(verb: &str, args: &[&str]) -> Option<Result<Pending, String>> {
        messages::notation::parse_command(verb, args)
            .map(|r| r.map(|c| Pending::Plain(Command::Messages(c))))
            .or_else(|| {
                christmas::notation::parse_command(verb, args).map(|r| r.map(Pending::Christmas))
            })
    }

    /// An expansion's command as a notation line; `None` for base commands.
    pub fn command_line(setup: &Setup, command: &Command) -> Option<String> {
        match command {
            Command::Messages(command) => Some(messages::notation::command_line(command)),
            Command::Christmas(command) => Some(christmas::notation::command_line(setup, command)),
            _ => None,
        }
    }

    /// The `shuffle` lines of a game's beginning, so that replaying gives
    /// the same decks.
    pub fn shuffle_lines(game: &Game) -> Vec<String> {
        let mut lines: Vec<String> = messages::notation::shuffle_line(game.beginning())
            .into_iter()
            .collect();
        lines.extend(christmas::notation::shuffle_lines(game.beginning()));
        lines
    }

    /// Puts these options into a setup.
    pub fn apply(self, setup: &mut Setup) {
        match self {
            Options::SaintNicholas(options) => setup.saint_nicholas = options,
            Options::Messages(options) => setup.messages = options,
            Options::Christmas(options) => setup.christmas = options,
            Options::GoldMines(options) => setup.gold = options,
        }
    }

    /// The setup lines of every expansion in use, in calling order.
    pub fn lines(setup: &Setup) -> Vec<String> {
        let mut lines: Vec<String> = setup
            .saint_nicholas
            .iter()
            .map(saint_nicholas::notation::line)
            .collect();
        lines.extend(setup.messages.iter().map(messages::notation::line));
        lines.extend(setup.christmas.iter().map(christmas::notation::line));
        lines.extend(setup.gold.iter().map(gold::notation::line));
        lines
    }

    /// Reads an expansion's command line that names players (quoted or
    /// not); `None` if no expansion has that verb.
    pub(crate) fn named_command(verb: &str, args: &[Word]) -> Option<Result<Pending, String>> {
        let words = || {
            args.iter()
                .map(|w| gold::notation::Word {
                    text: w.head.clone(),
                    quoted: w.quoted,
                })
                .collect::<Vec<_>>()
        };
        if let Some(gold) = gold::notation::parse_command(verb, &words()) {
            return Some(gold.map(Pending::Gold));
        }
        None
    }
}

//! The expansions' setup lines: each expansion reads and writes its own,
//! and this is the one place that lists them.

use crate::engine::command::Command;
use crate::engine::deck::DeckId;
use crate::engine::game::Game;
use crate::engine::gold;
use crate::engine::setup::Setup;
use crate::engine::{christmas, messages, saint_nicholas};

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

    /// How many cards the deck of a `shuffle` line has (RULES MSG4, XP9).
    pub fn deck_size(deck: DeckId) -> u16 {
        match deck {
            DeckId::Messages => messages::DECK_SIZE,
            DeckId::Cloister | DeckId::Roadside => christmas::DECK_SIZE,
        }
    }

    /// Why a game set up like this has nothing to shuffle into `deck`, if
    /// it has not: its expansion is not in use, or the table draws its own
    /// tiles.
    pub fn unused_deck(setup: &Setup, deck: DeckId) -> Option<String> {
        match deck {
            DeckId::Messages => match setup.messages {
                None => Some(messages::Error::NotInUse.to_string()),
                Some(options) if options.draw == messages::Draw::Physical => Some(
                    "the table draws its own message tiles (draw=physical), so there is nothing to shuffle"
                        .into(),
                ),
                Some(_) => None,
            },
            DeckId::Cloister | DeckId::Roadside => setup
                .christmas
                .is_none()
                .then(|| christmas::Error::NotInUse.to_string()),
        }
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
}

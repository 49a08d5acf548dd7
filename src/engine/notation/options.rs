//! The expansions' setup lines and `shuffle` lines. Each expansion reads
//! and writes its own setup line (`Registered::set_up`,
//! `Expansion::setup_line`); this module asks the registry of expansions,
//! in calling order.

use crate::engine::EXPANSIONS;
use crate::engine::deck::Shuffles;
use crate::engine::expansion::{Registered, in_use};
use crate::engine::game::Game;
use crate::engine::setup::Setup;

/// One expansion's switch and options, as a setup line gives them: its
/// verb and its options, checked when the line was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    verb: &'static str,
    options: Vec<String>,
}

fn registered(verb: &str) -> Option<&'static dyn Registered> {
    EXPANSIONS.iter().copied().find(|e| e.verb() == verb)
}

impl Options {
    /// Reads a setup line whose verb names an expansion; `None` if no
    /// expansion has that verb.
    pub fn parse(verb: &str, args: &[&str]) -> Option<Result<Options, String>> {
        let expansion = registered(verb)?;
        let checked = expansion.set_up(args, &mut Setup::new(Vec::new()));
        Some(checked.map(|()| Options {
            verb: expansion.verb(),
            options: args.iter().map(|a| (*a).to_owned()).collect(),
        }))
    }

    /// The verb of the expansion the line is about.
    pub fn verb(&self) -> &'static str {
        self.verb
    }

    /// Puts these options into a setup.
    pub fn apply(self, setup: &mut Setup) {
        let options: Vec<&str> = self.options.iter().map(String::as_str).collect();
        if let Some(expansion) = registered(self.verb) {
            // Read once already, when the line was read: it reads again.
            let _ = expansion.set_up(&options, setup);
        }
    }

    /// The setup lines of every expansion in use, in calling order.
    pub fn lines(setup: &Setup) -> Vec<String> {
        in_use(setup).map(|e| e.setup_line()).collect()
    }

    /// The `shuffle` lines of a game's beginning, each expansion's after
    /// its note, so that replaying gives the same decks.
    pub fn shuffle_lines(game: &Game) -> Vec<String> {
        let setup = game.setup();
        let shuffles = Shuffles::recorded(setup, game.beginning());
        let mut lines = Vec::new();
        for expansion in in_use(setup) {
            let own: Vec<String> = expansion
                .decks()
                .iter()
                .filter_map(|deck| {
                    let order = shuffles.get(deck.id)?;
                    let numbers: Vec<String> = order.iter().map(u16::to_string).collect();
                    Some(format!(
                        "shuffle {} {}",
                        deck.id.as_str(),
                        numbers.join(" ")
                    ))
                })
                .collect();
            if !own.is_empty() {
                lines.extend(expansion.shuffle_note().map(str::to_owned));
                lines.extend(own);
            }
        }
        lines
    }

    /// Whether the notation of this game tells a secret to whoever reads
    /// it: deck orders that tell every hand (RULES XP4).
    pub fn tells_secrets(setup: &Setup) -> bool {
        in_use(setup).any(|e| e.shuffle_note().is_some())
    }
}

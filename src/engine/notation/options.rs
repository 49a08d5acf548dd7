//! The expansions' setup lines: each expansion reads and writes its own,
//! and this is the one place that lists them.

use crate::engine::gold;
use crate::engine::saint_nicholas;
use crate::engine::setup::Setup;

use super::parse::{Pending, Word};

/// One expansion's switch and options, as a setup line gives them; `None`
/// switches the expansion off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Options {
    /// `saint-nicholas …`.
    SaintNicholas(Option<saint_nicholas::SaintNicholas>),
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
            gold::notation::VERB => Some(gold::notation::parse(args).map(Options::GoldMines)),
            _ => None,
        }
    }

    /// Puts these options into a setup.
    pub fn apply(self, setup: &mut Setup) {
        match self {
            Options::SaintNicholas(options) => setup.saint_nicholas = options,
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
        lines.extend(setup.gold.iter().map(gold::notation::line));
        lines
    }

    /// Reads an expansion's command line; `None` if no expansion has
    /// that verb.
    pub(crate) fn command(verb: &str, args: &[Word]) -> Option<Result<Pending, String>> {
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
